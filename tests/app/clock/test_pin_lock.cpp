// Wrong PINs at the arbiter lock are counted, slowed (exact delays on the manual clock),
// journaled, told at the next right PIN, and survive a restart; the config keeps only a hash.
#include "app/clock/input/input.hpp"
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "app/clock/platform/pin_setup.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/model/app_config.hpp"
#include "io/os/text_file.hpp"
#include "io/os/wall_clock.hpp"
#include "io/pin_hash.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

using namespace pendule;
using namespace pendule::app;
using app::test::Window;
using app::test::window_layout;
using K = Key;

namespace {

// Chord, the PIN's characters, Enter, all at `now`: what the input routed for the journal.
Routed type_pin(Window& s, const std::string& pin, TimePoint now) {
    (void)route_input(s, s.ui, InputEvent::key_down(K::A, true, true), window_layout, now);
    for (char c : pin)
        (void)route_input(s, s.ui, InputEvent::typed(static_cast<char32_t>(c)), window_layout, now);
    return route_input(s, s.ui, InputEvent::key_down(K::Enter), window_layout, now);
}

Window started_with_pin(i18n::Lang lang = i18n::Lang::en) {
    Window s = test::make_session(test::rapid(), Side::left, lang);
    s.apply(StartGame{}, 0);
    s.ui.lock = ArbiterLock(60'000, [](const std::string& typed) { return typed == "2468"; });
    return s;
}

} // namespace

TEST_CASE("PIN: three wrong PINs pass, the fourth waits 5 s, the fifth 10 s, exactly", "[app][pin]") {
    Window s = started_with_pin();
    for (int i = 1; i <= 3; ++i) {
        const Routed r = type_pin(s, "1111", 1'000 * i);
        REQUIRE(r.pin_record);
        CHECK(*r.pin_record == i);
        CHECK(s.ui.lock.is_locked(1'000 * i));
    }
    CHECK(s.ui.panel.message == "wrong PIN: next attempt in 5 s");
    // Typed during the wait: not heard, not counted, even the right PIN.
    const Routed early = type_pin(s, "2468", 7'999);
    CHECK_FALSE(early.pin_record);
    CHECK(s.ui.lock.is_locked(7'999));
    CHECK(s.ui.panel.message == "too early: next attempt in 1 s");
    CHECK(s.ui.lock.wrong_pins() == 3);
    const Routed fourth = type_pin(s, "2222", 8'000);
    REQUIRE(fourth.pin_record);
    CHECK(*fourth.pin_record == 4);
    CHECK(s.ui.lock.pin_wait_ms(8'000) == 10'000);
    CHECK(s.ui.lock.pin_wait_ms(17'999) == 1);
    // The clock never waited: presses go on while the lock does.
    CHECK(s.apply(PlayerPress{Side::left}, 9'000).accepted);
    const Routed right = type_pin(s, "2468", 18'000);
    REQUIRE(right.pin_record);
    CHECK(*right.pin_record == 0); // the journal's "right PIN after wrong ones"
    CHECK_FALSE(s.ui.lock.is_locked(18'000));
    CHECK(s.ui.lock.last_report().wrong == 4);
    CHECK(s.ui.panel.message.rfind("4 wrong PINs, the last at ", 0) == 0);
    CHECK(s.ui.panel.message.size() == std::string("4 wrong PINs, the last at 14:32:05").size());
}

TEST_CASE("PIN: a right PIN with no wrong one before is not journaled, French words", "[app][pin]") {
    Window s = started_with_pin();
    CHECK_FALSE(type_pin(s, "2468", 1'000).pin_record);
    CHECK(s.ui.panel.message.empty());
    Window fr = started_with_pin(i18n::Lang::fr);
    type_pin(fr, "0000", 2'000);
    CHECK(fr.ui.panel.message == "PIN erroné");
    type_pin(fr, "2468", 3'000);
    CHECK(fr.ui.panel.message.rfind("1 PIN erroné, le dernier à ", 0) == 0);
}

TEST_CASE("PIN: wrong PINs are journaled, replayed, and keep their count across a restart", "[app][pin]") {
    std::random_device random;
    const auto dir = std::filesystem::temp_directory_path() / ("pendule-pin-" + std::to_string(random()));
    JournalRecorder recorder(journal_in(dir), io::wall_now_ms);
    Window fresh = test::make_session(test::rapid());
    fresh.ui.lock = ArbiterLock(60'000, [](const std::string& typed) { return typed == "2468"; });
    fresh.set_observer(
        [&](const Command& c, TimePoint at, const Applied& a) { recorder.on_command(fresh, c, at, a); });
    fresh.apply(StartGame{}, 0);
    REQUIRE(recorder.path());
    for (int i = 1; i <= 4; ++i) {
        const Routed r = type_pin(fresh, "1111", 1'000 * i + (i == 4 ? 5'000 : 0));
        REQUIRE(r.pin_record);
        recorder.on_pin(1'000 * i + (i == 4 ? 5'000 : 0), *r.pin_record, 1'790'000'000'000 + i * 1'000);
    }
    auto source = load_resume_source(*recorder.path());
    REQUIRE(source.ok());
    const auto& attempts = source->game.pin_attempts;
    REQUIRE(attempts.size() == 4);
    CHECK(attempts.back().count == 4);
    CHECK(attempts.back().at == 9'000);
    CHECK(attempts.back().wall_ms == 1'790'000'004'000);
    // A restarted lock given the journal's wrong PINs waits as the old one did: 10 s from the fourth.
    ArbiterLock restarted(60'000, [](const std::string& typed) { return typed == "2468"; });
    for (const auto& a : attempts)
        restarted.restore_wrong_pin(a.at, a.wall_ms);
    CHECK(restarted.wrong_pins() == 4);
    CHECK(restarted.pin_wait_ms(9'000) == 10'000);
    std::filesystem::remove_all(dir);
}

TEST_CASE("PIN: the config keeps only the hash, an older PIN in clear is rewritten", "[app][pin]") {
    const std::string text = "# club laptop\nsound = on\npin = 2468\nlang = fr\n";
    auto hash = io::hash_pin("2468");
    REQUIRE(hash.ok());
    const std::string rewritten = with_pin_hash(text, *hash);
    CHECK(rewritten == "# club laptop\nsound = on\nlang = fr\npin_hash = " + *hash + "\n");
    CHECK(rewritten.find("2468") == std::string::npos);
    auto config = parse_config(rewritten, "pendule.conf");
    REQUIRE(config.ok());
    CHECK(config->pin.empty());
    CHECK(io::pin_matches(config->pin_hash, "2468"));
    auto bad = parse_config("pin_hash = 2468\n", "pendule.conf");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().text() ==
          "pendule.conf, line 1: pin_hash: not a PIN hash (set the PIN with pendule --set-pin)");
    // The session's lock checks the hash.
    AppConfig with_hash;
    with_hash.pin_hash = *hash;
    test::Window s(
        Session({io::Preset{"t", "t", "", test::rapid(), "test", {}}}, 0, with_hash, i18n::Lang::en));
    CHECK(s.ui.lock.needs_pin());
    s.apply(StartGame{}, 0);
    type_pin(s, "2468", 1'000);
    CHECK_FALSE(s.ui.lock.is_locked(1'000));
}

namespace {

// Focus on a setup row (Tab from "nothing focused"), then type `text` into it.
void type_setup(Window& s, int row, const std::string& text) {
    s.ui.setup.focus = row;
    for (char c : text)
        (void)route_input(s, s.ui, InputEvent::typed(static_cast<char32_t>(c)), window_layout, 0);
}

Routed press_space_at_setup(Window& s) {
    s.ui.setup.focus = -1;
    return route_input(s, s.ui, InputEvent::key_down(K::Space), window_layout, 0);
}

} // namespace

TEST_CASE("PIN: set on the setup screen for this event, typed twice, checked before the start",
          "[app][pin]") {
    Window s = test::make_session(test::rapid());
    REQUIRE_FALSE(s.ui.lock.needs_pin());
    // Nothing typed: the game starts unprotected, by choice (the header says so).
    {
        Window casual = test::make_session(test::rapid());
        const Routed routed = press_space_at_setup(casual);
        CHECK_FALSE(routed.new_pin);
        REQUIRE(routed.commands.size() == 1);
        CHECK(std::holds_alternative<StartGame>(routed.commands[0]));
    }
    // Too short: refused with the reason, the focus back on the PIN, nothing starts.
    type_setup(s, 6, "12");
    type_setup(s, 7, "12");
    Routed routed = press_space_at_setup(s);
    CHECK(routed.commands.empty());
    CHECK(s.ui.setup.error == "A PIN has 4 to 16 digits or letters A-Z");
    CHECK(s.ui.setup.focus == 6);
    // Only digits and letters reach the field; the view shows stars, never the PIN.
    s.ui.setup.pin.clear();
    s.ui.setup.pin_repeat.clear();
    type_setup(s, 6, "24-68 ");
    CHECK(s.ui.setup.pin == "2468");
    CHECK(make_view(s, s.ui, 0).pregame.fields[6].value == "****");
    // Two different PINs: refused, the repetition cleared.
    type_setup(s, 7, "2469");
    routed = press_space_at_setup(s);
    CHECK(routed.commands.empty());
    CHECK(s.ui.setup.error == "The two PINs differ: nothing started");
    CHECK(s.ui.setup.pin_repeat.empty());
    CHECK(s.ui.setup.focus == 7);
    // The same PIN twice: the start carries it, to be saved before the game begins.
    type_setup(s, 7, "2468");
    routed = press_space_at_setup(s);
    REQUIRE(routed.new_pin);
    CHECK(*routed.new_pin == "2468");
    REQUIRE(routed.commands.size() == 1);
    CHECK(std::holds_alternative<StartGame>(routed.commands[0]));
    // With a PIN in the config the rows say so and take no typing.
    Window locked = started_with_pin();
    CHECK(locked.ui.lock.needs_pin());
    Window fresh = test::make_session(test::rapid());
    fresh.ui.lock.set_pin_check([](const std::string& typed) { return typed == "2468"; });
    type_setup(fresh, 6, "1357");
    CHECK(fresh.ui.setup.pin.empty());
    const ScreenView v = make_view(fresh, fresh.ui, 0);
    REQUIRE(v.pregame.fields.size() == 8); // the PIN's row says it is set; then the Chess960 start
    CHECK(v.pregame.fields[6].value == "set (to change it: pendule --set-pin)");
    CHECK(v.lock_text == "Locked");
}

TEST_CASE("PIN: the setup screen's PIN is saved as a hash in a 0600 config, other lines kept", "[app][pin]") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-pin-setup-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    const auto file = dir / "sub" / "pendule.conf";
    auto hash = save_pin(file.string(), "2468");
    REQUIRE(hash.ok());
    CHECK(io::pin_matches(*hash, "2468"));
    const std::string text = io::read_text_file(file).value_or("");
    CHECK(text == "pin_hash = " + *hash + "\n");
    CHECK(text.find("2468") == std::string::npos);
    CHECK((std::filesystem::status(file).permissions() & std::filesystem::perms::all) ==
          (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
    // A second PIN replaces the first; a comment stays.
    {
        std::ofstream out(file, std::ios::app);
        out << "# the club's laptop\n";
    }
    auto second = save_pin(file.string(), "1357");
    REQUIRE(second.ok());
    auto config = load_config(file.string());
    REQUIRE(config.ok());
    CHECK(io::pin_matches(config->pin_hash, "1357"));
    CHECK_FALSE(io::pin_matches(config->pin_hash, "2468"));
    std::filesystem::remove_all(dir);
}
