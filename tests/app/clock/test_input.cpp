#include "app/clock/input/input.hpp"
#include "app/clock/view/make_view.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::send_accepted;
using app::test::Window;
using app::test::window_layout;
using K = Key;

namespace {

// A key as a keyboard sends it: the key, then its character.
int type_key(Window& s, K key, char c, TimePoint now) {
    int n = send_accepted(s, InputEvent::key_down(key), now);
    send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), now);
    return n;
}

Window started_game() {
    Window s = make_session(test::rapid());
    REQUIRE(send_accepted(s, InputEvent::key_down(K::Space), 0) == 1);
    return s;
}

} // namespace

TEST_CASE("input: the two halves of the keyboard press for their own side only", "[app][input]") {
    Window s = started_game();                                       // White on the left, running
    CHECK(send_accepted(s, InputEvent::key_down(K::L), 1'000) == 0); // right half: Black's, not running
    CHECK(send_accepted(s, InputEvent::key_down(K::RShift), 1'000) == 0);
    CHECK(send_accepted(s, InputEvent::key_down(K::A), 1'000) == 1); // left half: White presses
    CHECK(s.clock().state(1'000).running == Colour::Black);
    CHECK(send_accepted(s, InputEvent::key_down(K::LShift), 1'500) == 0); // White again: nothing
    CHECK(send_accepted(s, InputEvent::key_down(K::RShift), 2'000) == 1);
    CHECK(s.clock().state(2'000).running == Colour::White);
    CHECK(send_accepted(s, InputEvent::key_down(K::Y), 2'500) == 0); // Y and Z: no side by default
}

TEST_CASE("input: a click or touch on one's own half presses", "[app][input]") {
    Window s = started_game();
    CHECK(send_accepted(s, InputEvent::click_at(950, 400), 1'000) == 0); // right face: Black, not running
    CHECK(send_accepted(s, InputEvent::click_at(300, 400), 1'000) == 1);
    CHECK(s.clock().state(1'000).running == Colour::Black);
}

TEST_CASE("input: while locked, the arbiter's keys change nothing", "[app][input]") {
    Window s = started_game();
    REQUIRE(send_accepted(s, InputEvent::key_down(K::Escape), 1'000) ==
            1); // a player stops the clock (6.12.2)
    const auto before = s.clock().state(1'000);
    const auto log_size = s.log().size();
    REQUIRE(before.paused);
    // The arbiter's menu letters, a form's typing, undo, results, five seconds: all ignored.
    for (K key : {K::P, K::T, K::M, K::I, K::C, K::F, K::R, K::U, K::S, K::L, K::Enter, K::Space, K::Pause}) {
        type_key(s, key, 'x', 2'000);
        send_accepted(s, InputEvent::click_at(640, 500), 2'000);
    }
    send_accepted(s, InputEvent::key_down(K::A, true, false), 2'000); // Ctrl+A alone: not the chord
    send_accepted(s, InputEvent::key_down(K::A, false, true), 2'000); // Alt+A alone
    const auto after = s.clock().state(2'000);
    CHECK(after.paused);
    CHECK(after.of(Colour::White).main == before.of(Colour::White).main);
    CHECK(after.of(Colour::Black).main == before.of(Colour::Black).main);
    CHECK(after.of(Colour::White).moves == 0);
    CHECK(s.log().size() == log_size);
    CHECK(s.ui.lock.is_locked(2'000));
    CHECK_FALSE(make_view(s, s.ui, 2'000).panel.open);
}

TEST_CASE("input: the chord opens the panel, P resumes, and it relocks after inactivity", "[app][input]") {
    Window s = started_game();
    send_accepted(s, InputEvent::key_down(K::Escape), 1'000);
    REQUIRE(s.clock().state(1'000).paused);
    send_accepted(s, InputEvent::key_down(K::A, true, true), 2'000);
    CHECK_FALSE(s.ui.lock.is_locked(2'000));
    CHECK(make_view(s, s.ui, 2'000).panel.open);
    CHECK(type_key(s, K::P, 'p', 3'000) == 1);
    CHECK_FALSE(s.clock().state(3'000).paused);
    CHECK(s.log().back().article == "6.11");
    // The default relock: 60 s after the last arbiter action.
    CHECK_FALSE(s.ui.lock.is_locked(62'999));
    CHECK(s.ui.lock.is_locked(63'000));
    CHECK(type_key(s, K::P, 'p', 64'000) == 0); // P is the right player's key again (Black, not running)
    CHECK_FALSE(s.clock().state(64'000).paused);
}

TEST_CASE("input: adjusting a time with a typed value, then undoing it", "[app][input]") {
    Window s = started_game();
    send_accepted(s, InputEvent::key_down(K::A, true, true), 10'000);
    type_key(s, K::T, 't', 10'000); // the form opens with White's time, the letter is not typed
    REQUIRE(s.ui.panel.screen == PanelScreen::adjust_time);
    CHECK(s.ui.panel.values[1] == "15:00");
    for (int i = 0; i < 5; ++i)
        send_accepted(s, InputEvent::key_down(K::Backspace), 10'000);
    for (char c : std::string("1:00:00"))
        send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), 10'000);
    CHECK(send_accepted(s, InputEvent::key_down(K::Enter), 10'000) == 1);
    CHECK(s.clock().time_left(Colour::White, 10'000) == 3'600'000);
    CHECK(s.ui.panel.screen == PanelScreen::menu);
    CHECK(s.log().back().article == "6.10.2");
    // Undo gives back the time taken from the earlier value, the clock having run since.
    CHECK(type_key(s, K::U, 'u', 12'000) == 1);
    CHECK(s.clock().time_left(Colour::White, 12'000) == 910'000 - 12'000);
}

TEST_CASE("input: a bad typed time is refused with a message and changes nothing", "[app][input]") {
    Window s = started_game();
    send_accepted(s, InputEvent::key_down(K::A, true, true), 1'000);
    type_key(s, K::T, 't', 1'000);
    send_accepted(s, InputEvent::key_down(K::Right), 1'000); // Black
    send_accepted(s, InputEvent::typed(U'x'), 1'000);
    CHECK(send_accepted(s, InputEvent::key_down(K::Enter), 1'000) == 0);
    CHECK_FALSE(s.ui.panel.message.empty());
    CHECK(s.ui.panel.screen == PanelScreen::adjust_time);
    CHECK(s.clock().time_left(Colour::Black, 1'000) == 910'000);
}

TEST_CASE("input: a PIN from the config is asked after the chord", "[app][input]") {
    Window s = started_game();
    s.ui.lock = ArbiterLock(60'000, [](const std::string& typed) { return typed == "2468"; });
    send_accepted(s, InputEvent::key_down(K::A, true, true), 1'000);
    CHECK(s.ui.lock.is_locked(1'000));
    CHECK(make_view(s, s.ui, 1'000).panel.heading == "Arbiter");
    for (char c : std::string("1111"))
        send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), 1'000);
    send_accepted(s, InputEvent::key_down(K::Enter), 1'000);
    CHECK(s.ui.lock.is_locked(1'000));
    send_accepted(s, InputEvent::key_down(K::A, true, true), 2'000);
    for (char c : std::string("2468"))
        send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), 2'000);
    send_accepted(s, InputEvent::key_down(K::Enter), 2'000);
    CHECK_FALSE(s.ui.lock.is_locked(2'000));
}

TEST_CASE("input: the setup screen edits names and side, Space starts", "[app][input]") {
    Window s = make_session(test::rapid());
    GameSettings unnamed = s.settings();
    unnamed.white_name.clear();
    REQUIRE(s.configure({unnamed}));
    send_accepted(s, InputEvent::key_down(K::Tab), 0); // preset
    send_accepted(s, InputEvent::key_down(K::Tab), 0); // White's name
    type_key(s, K::Z, 'Z', 0);
    send_accepted(s, InputEvent::typed(U'\u00e9'), 0);
    CHECK(s.settings().white_name == "Zé");
    type_key(s, K::Space, ' ', 0); // a space in a name, not the start
    CHECK(s.phase() == Phase::setup);
    CHECK(s.settings().white_name == "Zé ");
    send_accepted(s, InputEvent::key_down(K::Down), 0); // Black's name
    send_accepted(s, InputEvent::key_down(K::Down), 0); // board
    send_accepted(s, InputEvent::key_down(K::Down), 0); // White's side
    send_accepted(s, InputEvent::key_down(K::Right), 0);
    CHECK(s.settings().white_side == Side::right);
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    CHECK(send_accepted(s, InputEvent::key_down(K::Space), 0) == 1);
    CHECK(s.phase() == Phase::playing);
    CHECK(s.colour_of(Side::right) == Colour::White);
}

TEST_CASE("input: closing the window during a game needs the panel unlocked", "[app][input]") {
    Window s = started_game();
    InputEvent close;
    close.kind = InputEvent::Kind::close;
    CHECK_FALSE(route_input(s, s.ui, close, window_layout, 1'000).quit);
    send_accepted(s, InputEvent::key_down(K::A, true, true), 1'000);
    CHECK(route_input(s, s.ui, close, window_layout, 1'000).quit);
}

TEST_CASE("input: a preset typed on the setup screen is added and chosen, a bad one explained",
          "[app][input]") {
    Window s = make_session(test::rapid());
    for (int i = 0; i < 6; ++i)
        send_accepted(s, InputEvent::key_down(K::Tab), 0); // the last field: another preset
    for (char c : std::string("nonsense"))
        send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), 0);
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    CHECK_THAT(make_view(s, s.ui, 0).pregame.error, Catch::Contains("nonsense"));
    CHECK(s.presets().size() == 1);
    for (int i = 0; i < 8; ++i)
        send_accepted(s, InputEvent::key_down(K::Backspace), 0);
    for (char c : std::string("180+2"))
        send_accepted(s, InputEvent::typed(static_cast<char32_t>(c)), 0);
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    CHECK(s.presets().size() == 2);
    CHECK(s.preset_index() == 1);
    CHECK(s.clock().time_left(Colour::White, 0) == 182'000); // 3 min + the first increment
    CHECK(make_view(s, s.ui, 0).pregame.error.empty());
    CHECK(s.ui.setup.focus == -1);
}
