// The start screen's offer of an unfinished game, the paused screen's gap notice, and the Laws
// edition the window's journal records (docs/journal.md).
#include "../../scoped_env.hpp"
#include "app/clock/input/offer_input.hpp"
#include "app/clock/model/control_words.hpp"
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/clock/view/resume_offer.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/platform/program_options.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal_writer.hpp"
#include "io/os/wall_clock.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>

using namespace pendule;
using namespace pendule::app;
using app::test::fresh_dir;
using app::test::Window;

namespace {

io::JournalEvent event(io::JournalKind kind, std::int64_t seq, std::int64_t t,
                       std::optional<clock::Side> side = std::nullopt) {
    io::JournalEvent e = io::JournalEvent::of(kind, t, side);
    e.seq = seq;
    return e;
}

constexpr std::int64_t created = 1'763'700'000'000; // 2025-11-21 04:40:00 UTC

// A game of 15 min + 10 s: White pressed once after 12 s, Black's clock ran until the last
// checkpoint 8 s later, then the program stopped.
std::filesystem::path unfinished_journal(const std::filesystem::path& dir) {
    io::JournalHeader header;
    header.program = "test";
    header.created_wall_ms = created;
    auto preset = io::resolve_preset("900+10");
    REQUIRE(preset);
    header.preset = preset.value();
    header.white = "Alice Martin";
    header.black = "Bruno Lefèvre";
    header.board = "12";
    header.edition = "2014";
    std::string text = io::encode_header(header);
    text += io::encode_event(event(io::JournalKind::Start, 1, 1000, clock::Side::White));
    io::JournalEvent command = event(io::JournalKind::Command, 2, 1000);
    command.text = "start";
    text += io::encode_event(command);
    text += io::encode_event(event(io::JournalKind::Press, 3, 13'000, clock::Side::White));
    io::JournalEvent checkpoint = event(io::JournalKind::Checkpoint, 4, 21'000);
    checkpoint.wall_ms = created + 20'000;
    text += io::encode_event(checkpoint);
    const auto file = dir / "2025-11-21T04-40-00Z-1.journal";
    std::ofstream(file, std::ios::binary) << text;
    return file;
}

// Sets TZ for the life of the object (POSIX strings: no time zone database needed).
class TimeZone {
  public:
    explicit TimeZone(const char* tz) : env_("TZ", tz) { ::tzset(); }
    TimeZone(const TimeZone&) = delete;
    TimeZone& operator=(const TimeZone&) = delete;
    ~TimeZone() {
        env_.restore();
        ::tzset();
    }

  private:
    pendule::test_support::ScopedEnv env_;
};

bool has_line(const ResumeOfferView& view, const std::string& part) {
    for (const auto& line : view.lines)
        if (line.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("resume offer: players, control, when last written, both times, whose clock ran") {
    const auto dir = fresh_dir("test-offer-view");
    const auto file = unfinished_journal(dir);
    REQUIRE(io::find_unfinished_journal(dir) == file);
    auto source = load_resume_source(file);
    REQUIRE(source);
    const std::int64_t now = created + 20'000 + 192'000; // 3 min 12 s after the last checkpoint
    const TimeZone paris("CET-1");                       // UTC+1, as Paris in November
    const ResumeOfferView view = make_resume_offer(*source, now, i18n::Lang::en);
    CHECK(view.heading == "Unfinished game found");
    CHECK(has_line(view, "White: Alice Martin   Black: Bruno Lefèvre   Board 12"));
    CHECK(has_line(view, "Time control: " + clock::describe(source->game.header.preset.control)));
    CHECK(has_line(view, "Laws 2014"));
    // Local time with its offset (the journal's wall times are UTC: 04:40:20).
    CHECK(has_line(view, "Last written: 2025-11-21 05:40:20 UTC+01:00 (3 min 12 s ago)"));
    // Both start with 15 min + the first increment; White used 12 s and got 10 s back, Black's
    // clock ran 8 s to the checkpoint.
    CAPTURE(view.lines);
    CHECK(has_line(view, "White 15:08  (Moves 1)     Black 15:02  (Moves 0)"));
    CHECK(has_line(view, "Black's clock was running: charged up to the last checkpoint only"));
    CHECK(has_line(view, file.filename().string()));
    REQUIRE(view.buttons.size() == 2);
    CHECK(view.buttons[0].key == "R");
    CHECK(view.buttons[0].label == "Resume");
    CHECK(view.buttons[1].key == "N");
    CHECK(view.can_resume());

    const ResumeOfferView fr = make_resume_offer(*source, now, i18n::Lang::fr);
    CHECK(fr.heading == "Partie non terminée trouvée");
    CHECK(has_line(fr, "Blancs : Alice Martin   Noirs : Bruno Lefèvre"));
    CHECK(has_line(fr, "Dernière écriture : 2025-11-21 05:40:20 UTC+01:00 (il y a 3 min 12 s)"));
    // The control in French words (control_words.cpp), not the core's English.
    CHECK(has_line(fr, "Cadence : 15 min + 10 s d'incrément"));
    CHECK(has_line(fr, "Cadence : " + describe_control(source->game.header.preset.control, i18n::Lang::fr)));
    CHECK_FALSE(has_line(fr, clock::describe(source->game.header.preset.control)));
    CHECK_FALSE(has_line(fr, "increment"));
    CHECK(has_line(fr, "La pendule des Noirs tournait"));
    CHECK(fr.buttons[0].label == "Reprendre");
    CHECK(fr.buttons[1].label == "Nouvelle partie");
    CHECK(fr != view);
    std::filesystem::remove_all(dir);
}

TEST_CASE("resume offer: several unfinished journals are counted, New game says it sets this one aside") {
    const auto dir = fresh_dir("test-offer-count");
    auto source = load_resume_source(unfinished_journal(dir));
    REQUIRE(source);
    const ResumeOfferView one = make_resume_offer(*source, created + 30'000, i18n::Lang::en);
    CHECK_FALSE(has_line(one, "unfinished games"));
    const ResumeOfferView three = make_resume_offer(*source, created + 30'000, i18n::Lang::en, 3);
    CHECK(has_line(three, "3 unfinished games in the folder: this one is the most recent"));
    CHECK(three.hint.find("New game: this journal is set aside") != std::string::npos);
    CHECK(has_line(make_resume_offer(*source, created + 30'000, i18n::Lang::fr, 2),
                   "2 parties non terminées dans le dossier"));
    const ResumeOfferView damaged =
        make_resume_offer_error("/tmp/x.journal", "line 7: bad CRC", i18n::Lang::en, 2);
    CHECK(has_line(damaged, "2 unfinished games"));
    CHECK(damaged.hint.find("Resume") == std::string::npos); // it cannot be resumed
    CHECK(damaged.hint.find("set aside") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("resume offer: the panel's resume and suspend messages in the window's language") {
    const auto dir = fresh_dir("test-offer-message");
    auto source = load_resume_source(unfinished_journal(dir));
    REQUIRE(source);
    const std::int64_t now = source->game.last_wall_ms + 192'000;
    const std::string en = resume_message(*source, now);
    CHECK(en == resume_message(*source, now, i18n::Lang::en));
    CHECK(en.find("away for about 192 s") != std::string::npos);
    CHECK(en.find("Black's clock was running") != std::string::npos);
    const std::string fr = resume_message(*source, now, i18n::Lang::fr);
    CAPTURE(fr);
    CHECK(fr.find("absent environ 192 s") != std::string::npos);
    CHECK(fr.find("la pendule des Noirs tournait") != std::string::npos);
    CHECK(fr.find("l'arbitre décide de la suite (6.10, 6.11)") != std::string::npos);
    CHECK(fr.find("clock") == std::string::npos);
    CHECK(suspend_message(45'000, i18n::Lang::en) ==
          "machine suspended for 45 s: clock paused, the arbiter decides (6.11)");
    CHECK(suspend_message(45'000, i18n::Lang::fr).find("mise en veille de la machine pendant 45 s") == 0);
    std::filesystem::remove_all(dir);
}

TEST_CASE("resume offer: R or Enter resumes, N starts anew, a click on a button does the same") {
    const auto dir = fresh_dir("test-offer-keys");
    auto source = load_resume_source(unfinished_journal(dir));
    REQUIRE(source);
    const ResumeOfferView view = make_resume_offer(*source, created + 30'000, i18n::Lang::en);
    const OfferLayout layout = offer_layout(view, 1280, 720);
    REQUIRE(layout.buttons.size() == 2);
    const auto& at = layout.buttons;
    CHECK(offer_choice(view, InputEvent::key_down(Key::R), at) == OfferChoice::resume);
    CHECK(offer_choice(view, InputEvent::key_down(Key::Enter), at) == OfferChoice::resume);
    CHECK(offer_choice(view, InputEvent::key_down(Key::N), at) == OfferChoice::new_game);
    CHECK_FALSE(offer_choice(view, InputEvent::key_down(Key::Space), at));
    CHECK_FALSE(offer_choice(view, InputEvent::key_down(Key::R, true, true), at));
    CHECK_FALSE(offer_choice(view, InputEvent::typed(U'r'), at));
    InputEvent close;
    close.kind = InputEvent::Kind::close;
    CHECK(offer_choice(view, close, at) == OfferChoice::quit);
    CHECK(offer_choice(view, InputEvent::click_at(at[0].centre_x(), at[0].centre_y()), at) ==
          OfferChoice::resume);
    CHECK(offer_choice(view, InputEvent::click_at(at[1].centre_x(), at[1].centre_y()), at) ==
          OfferChoice::new_game);
    CHECK_FALSE(offer_choice(view, InputEvent::click_at(2, 2), at));
    CHECK(layout.card.contains(at[0].x, at[0].y));
    CHECK(at[0].x + at[0].w <= at[1].x);
    std::filesystem::remove_all(dir);
}

TEST_CASE("resume offer: a journal that cannot be resumed says why and offers only a new game") {
    const ResumeOfferView view =
        make_resume_offer_error("/tmp/x.journal", "x.journal: line 7: bad CRC", i18n::Lang::en);
    CHECK(view.error == "Cannot be resumed: x.journal: line 7: bad CRC");
    CHECK_FALSE(view.can_resume());
    const auto at = offer_layout(view, 800, 600).buttons;
    CHECK_FALSE(offer_choice(view, InputEvent::key_down(Key::R), at));
    CHECK_FALSE(offer_choice(view, InputEvent::click_at(at[0].centre_x(), at[0].centre_y()), at));
    CHECK(offer_choice(view, InputEvent::key_down(Key::N), at) == OfferChoice::new_game);
    CHECK(make_resume_offer_error("/tmp/x.journal", "e", i18n::Lang::fr).error == "Reprise impossible : e");
}

TEST_CASE("resume offer: asked only on an interactive start") {
    ProgramOptions options;
    CHECK(offers_resumption(options));
    ProgramOptions resume = options;
    resume.resume = true; // resumes without asking
    CHECK_FALSE(offers_resumption(resume));
    ProgramOptions start = options;
    start.start = true;
    CHECK_FALSE(offers_resumption(start));
    ProgramOptions script = options;
    script.script = "key Space";
    CHECK_FALSE(offers_resumption(script));
    ProgramOptions shot = options;
    shot.screenshot = "x.png";
    CHECK_FALSE(offers_resumption(shot));
    ProgramOptions measured = options;
    measured.exit_after_ms = 5000;
    CHECK_FALSE(offers_resumption(measured));
}

TEST_CASE("resume offer: gaps and wall times for people") {
    CHECK(format_gap(-5) == "0 s");
    CHECK(format_gap(45'999) == "45 s");
    CHECK(format_gap(192'000) == "3 min 12 s");
    CHECK(format_gap(3'900'000) == "1 h 05 min");
    {
        const TimeZone paris("CET-1CEST,M3.5.0,M10.5.0/3"); // Paris's rules, written out
        CHECK(format_wall_local(created) == "2025-11-21 05:40:00 UTC+01:00");
        CHECK(format_wall_local(created - 150LL * 86'400'000) == "2025-06-24 06:40:00 UTC+02:00"); // summer
        CHECK(local_utc_offset_minutes(created) == 60);
    }
    {
        const TimeZone newfoundland("NST3:30");
        CHECK(format_wall_local(created) == "2025-11-21 01:10:00 UTC-03:30");
    }
    const TimeZone utc("UTC0");
    CHECK(format_wall_local(0) == "1970-01-01 00:00:00 UTC+00:00");
}

TEST_CASE("gap notice: on the paused main screen until the arbiter restarts the clock, in both languages") {
    for (i18n::Lang lang : {i18n::Lang::en, i18n::Lang::fr}) {
        Window s = test::make_session(test::rapid(), Side::left, lang);
        s.apply(StartGame{}, 1000);
        CHECK(make_view(s, s.ui, 2000).notice.empty());
        s.apply(PauseClock{}, 2000);
        s.ui.gap_notice = GapNotice{192'000, false};
        const ScreenView paused = make_view(s, s.ui, 3000);
        CHECK(paused.notice == gap_notice_text(*s.ui.gap_notice, lang));
        CHECK(paused.notice.find("3 min 12 s") != std::string::npos);
        CHECK(paused.notice.find("6.10, 6.11") != std::string::npos);
        CHECK(paused.status == strings(lang).paused);
        s.command(ResumeClock{}, 4000);
        CHECK_FALSE(s.ui.gap_notice);
        CHECK(make_view(s, s.ui, 5000).notice.empty());
    }
    CHECK(gap_notice_text({192'000, false}, i18n::Lang::en) ==
          "Resumed: gap 3 min 12 s not counted — the arbiter decides (6.10, 6.11)");
    CHECK(gap_notice_text({45'000, true}, i18n::Lang::en) ==
          "Machine suspended: 45 s not counted — the arbiter decides (6.11)");
    CHECK(gap_notice_text({192'000, false}, i18n::Lang::fr).find("interruption de 3 min 12 s") !=
          std::string::npos);
}

TEST_CASE("gap notice: a declared result ends it") {
    Window s = test::make_session(test::rapid());
    s.apply(StartGame{}, 1000);
    s.apply(PauseClock{}, 2000);
    s.ui.gap_notice = GapNotice{60'000, true};
    s.command(SetTime{Colour::White, 600'000}, 2500); // still paused: the notice stays
    CHECK(s.ui.gap_notice);
    s.command(DeclareResult{ResultKind::agreement}, 3000);
    CHECK_FALSE(s.ui.gap_notice);
}

TEST_CASE("journal: decisions carry the edition of the Laws the session applies") {
    for (auto edition : {arbiter::Edition::Laws2014, arbiter::Edition::Laws2023}) {
        const auto dir = fresh_dir("test-offer-edition");
        io::Preset preset{"test", "Test preset", "", test::rapid(), "test", {}};
        AppConfig config;
        config.edition = edition;
        Session s({preset}, 0, config, i18n::Lang::en);
        JournalRecorder recorder(journal_in(dir), io::wall_now_ms);
        s.set_observer(
            [&](const Command& c, TimePoint now, const Applied& a) { recorder.on_command(s, c, now, a); });
        s.apply(StartGame{}, 1000);
        s.apply(PlayerPress{Side::left}, 4000);
        s.apply(PauseClock{}, 6000);
        s.apply(SetTime{Colour::Black, 600'000}, 7000);
        REQUIRE(recorder.path());
        REQUIRE_FALSE(recorder.error());
        auto read = io::read_journal_file(*recorder.path());
        REQUIRE(read);
        const std::string name(arbiter::edition_name(edition));
        CHECK(read->header.edition == name);
        int decisions = 0;
        for (const auto& e : read->events)
            if (e.kind == io::JournalKind::Decision) {
                CHECK(e.edition == name);
                ++decisions;
            }
        CHECK(decisions == 3); // 6.2 start, 6.11 pause, 6.10.2 time set
        const io::ReplayedGame game = io::replay_journal(*read);
        REQUIRE(game.log.entries().size() == 3);
        for (const auto& d : game.log.entries())
            CHECK(d.edition == edition);
        auto pgn = io::pgn_export(game, std::nullopt);
        REQUIRE(pgn);
        CAPTURE(*pgn);
        CHECK(pgn->find("{Arbiter, Laws " + name + " art. 6.2:") != std::string::npos);
        const std::string other = edition == arbiter::Edition::Laws2014 ? "Laws 2023" : "Laws 2014";
        CHECK(pgn->find(other) == std::string::npos);
        std::filesystem::remove_all(dir);
    }
}
