#include "app/clock/model/control_words.hpp"
#include "app/clock/view/make_view.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::Window;

TEST_CASE("readout: H:MM:SS rounded up, tenths below the threshold", "[app][view]") {
    struct Row {
        Millis ms;
        Millis tenths_below;
        const char* text;
    };
    const Row rows[] = {
        {5'400'000, 10'000, "1:30:00"}, {5'399'001, 10'000, "1:30:00"}, {5'399'000, 10'000, "1:29:59"},
        {60'000, 10'000, "0:01:00"},    {10'000, 10'000, "0:00:10"},    {9'999, 10'000, "0:10.0"},
        {9'901, 10'000, "0:10.0"},      {9'900, 10'000, "0:09.9"},      {1, 10'000, "0:00.1"},
        {0, 10'000, "0:00:00"},         {-5, 10'000, "0:00:00"},        {9'999, 0, "0:00:10"},
        {65'432, 120'000, "1:05.5"},
    };
    for (const Row& row : rows) {
        INFO(row.ms << " ms, tenths below " << row.tenths_below);
        CHECK(format_readout(row.ms, row.tenths_below) == row.text);
    }
}

TEST_CASE("dial: the minute hand reaches 12 at zero and the flag rises over the last 3 minutes",
          "[app][view]") {
    CHECK(make_dial(0, false).minute_hand_mdeg == 0);
    CHECK(make_dial(15 * 60'000, false).minute_hand_mdeg == 270'000); // a quarter before 12
    CHECK(make_dial(5 * 60'000, false).minute_hand_mdeg == 330'000);  // the 8.4 zone starts here
    CHECK(make_dial(90 * 60'000, false).minute_hand_mdeg == 180'000);
    CHECK(make_dial(6 * 3'600'000, false).hour_hand_mdeg == 180'000);
    CHECK(make_dial(10 * 60'000, false).flag_lift_permille == 0);
    CHECK(make_dial(180'000, false).flag_lift_permille == 0);
    CHECK(make_dial(90'000, false).flag_lift_permille == 500);
    CHECK(make_dial(1'000, false).flag_lift_permille == 994);
    const DialView fallen = make_dial(0, true);
    CHECK(fallen.flag_fallen);
    CHECK(fallen.flag_lift_permille == 0);
}

TEST_CASE("view: the setup screen shows both clocks idle and the settings summary", "[app][view]") {
    Window s = make_session(test::rapid());
    GameSettings on_board = s.settings();
    on_board.board = "12";
    REQUIRE(s.configure({on_board}));
    const ScreenView v = make_view(s, s.ui, 0);
    CHECK(v.screen == ScreenKind::pregame);
    CHECK(v.title == "Board 12  ·  Test preset");
    CHECK(v.left.time_text == "0:15:10"); // FIDE: the increment is on the clock before move 1
    CHECK(v.left.name == "Alice");
    CHECK(v.left.colour == "White");
    CHECK(v.right.name == "Bruno");
    CHECK(v.left.tone == FaceTone::idle);
    CHECK(v.right.tone == FaceTone::idle);
    // The preset, the names, the board, White's side, a preset file, then the arbiter's PIN and
    // its repetition: none in the config, so the panel is unprotected and the header says so;
    // then the Chess960 start, none: standard chess.
    REQUIRE(v.pregame.fields.size() == 9);
    CHECK(v.pregame.fields[8].value == "none: standard chess");
    CHECK(v.pregame.fields[4].value == "left");
    CHECK(v.pregame.fields[6].label == "Arbiter PIN");
    CHECK(v.pregame.fields[6].value == "none: type one to protect the panel");
    CHECK(v.unprotected);
    CHECK(v.lock_text == "No PIN: arbiter panel unprotected");
    REQUIRE(v.pregame.summary.size() >= 2);
    CHECK(v.pregame.summary[1].rfind("Rapid", 0) == 0); // Laws A.1: 15 + 60 x 10 s = 25 min
    CHECK(v.status == "Space: start the clock");
    CHECK(v.locked);
    CHECK(v.battery_text.empty()); // no battery known
    s.ui.battery_percent = 84;
    CHECK(make_view(s, s.ui, 0).battery_text == "Battery 84%");
}

TEST_CASE("view: the running side is lit and follows the presses", "[app][view]") {
    Window s = make_session(test::rapid(), Side::right); // White sits on the right
    REQUIRE(s.apply(StartGame{}, 1'000).accepted);
    ScreenView v = make_view(s, s.ui, 3'500);
    CHECK(v.screen == ScreenKind::game);
    CHECK(v.right.is_white);
    CHECK(v.right.tone == FaceTone::running);
    CHECK(v.left.tone == FaceTone::idle);
    CHECK(v.right.time_text == "0:15:08"); // 2.5 s used, rounded up
    CHECK(v.status == "White to move");

    CHECK_FALSE(s.apply(PlayerPress{Side::left}, 4'000).accepted); // Black's key: not his clock
    REQUIRE(s.apply(PlayerPress{Side::right}, 4'000).accepted);
    v = make_view(s, s.ui, 4'000);
    CHECK(v.left.tone == FaceTone::running);
    CHECK(v.right.tone == FaceTone::idle);
    CHECK(v.right.time_text == "0:15:17"); // 907 s + 10 s increment
    CHECK(v.right.moves_text == "Moves 1");
    CHECK(v.status == "Black to move");
}

TEST_CASE("view: the view changes only when the displayed second changes", "[app][view]") {
    Window s = make_session(test::rapid());
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    CHECK(make_view(s, s.ui, 100) == make_view(s, s.ui, 900));
    CHECK_FALSE(make_view(s, s.ui, 900) == make_view(s, s.ui, 1'100));
}

TEST_CASE("view: low time, the 8.4 mark, and the flag that fell first", "[app][view]") {
    Window s = make_session(test::sudden_death(120'000));
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    ScreenView v = make_view(s, s.ui, 1'000);
    CHECK(v.left.under_five);
    CHECK(v.left.badge_text == "Under 5 min (8.4)");
    CHECK(v.left.tone == FaceTone::running);
    // Low time (lichess): min(60 s, max(10 s, 12.5% of 120 s)) = 15 s.
    CHECK(make_view(s, s.ui, 104'000).left.tone == FaceTone::running);
    CHECK(make_view(s, s.ui, 106'000).left.tone == FaceTone::low_time);
    CHECK(make_view(s, s.ui, 111'000).left.time_text == "0:09.0");
    v = make_view(s, s.ui, 120'500);
    CHECK(v.left.tone == FaceTone::flagged);
    CHECK(v.left.time_text == "0:00:00");
    CHECK(v.left.badge_text == "FLAG FELL FIRST");
    CHECK(v.left.dial.flag_fallen);
    CHECK(v.status == "Flag fell: White");
    CHECK(s.take_new_flag(120'500) == Colour::White);
    CHECK_FALSE(s.take_new_flag(121'000));
}

TEST_CASE("view: moves to the control, period and delay", "[app][view]") {
    using clock::Period;
    Window s = make_session(clock::TimeControl::same_for_both(
        {Period::delay(3'600'000, 5'000, 40), Period::delay(1'800'000, 5'000)}));
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    ScreenView v = make_view(s, s.ui, 1'500);
    CHECK(v.left.control_text == "40 moves to the control");
    CHECK(v.left.period_text == "Period 1");
    CHECK(v.left.delay_text == "Delay 4"); // 3.5 s of delay left, rounded up
    CHECK(v.left.dial.delay_arc_permille == 800);
    CHECK(v.left.time_text == "1:00:00"); // the main time waits for the delay (Laws 6.3.2)
    CHECK(v.right.delay_text.empty());
    REQUIRE(s.apply(PlayerPress{Side::left}, 2'000).accepted);
    CHECK(make_view(s, s.ui, 2'000).left.control_text == "39 moves to the control");
}

TEST_CASE("view: French", "[app][view]") {
    Window s = make_session(test::rapid(), Side::left, i18n::Lang::fr);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    const ScreenView v = make_view(s, s.ui, 0);
    CHECK(v.left.colour == "Blancs");
    CHECK(v.right.colour == "Noirs");
    CHECK(v.status == "Trait aux Blancs");
    CHECK(v.left.moves_text == "Coups 0");
    CHECK(v.lock_text == "Sans code PIN : panneau non protégé");
    s.ui.lock.set_pin_check([](const std::string& typed) { return typed == "2468"; });
    CHECK(make_view(s, s.ui, 0).lock_text == "Verrouillé");
    CHECK(!make_view(s, s.ui, 0).unprotected);
}

TEST_CASE("view: French control words and decision log", "[app][view]") {
    // Rapid 15 min + 10 s: the setup card describes the control in French (Laws 6.10.2).
    Window s = make_session(test::rapid(), Side::left, i18n::Lang::fr);
    const ScreenView setup = make_view(s, s.ui, 0);
    REQUIRE(!setup.pregame.summary.empty());
    CHECK(setup.pregame.summary.front() == "15 min + 10 s d'incrément dès le 1er coup");
    CHECK(setup.title == setup.pregame.summary.front()); // no English preset title
    CHECK(setup.pregame.summary.front().find("increment") == std::string::npos);

    // The panel's messages too.
    CHECK(s.apply(UndoLast{}, 0).message == "rien à annuler");

    // The decision log as the panel shows it: French; the journal's text stays English.
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    REQUIRE(s.apply(PauseClock{}, 5'000).accepted);
    REQUIRE(s.apply(SetTime{Colour::Black, 600'000}, 6'000).accepted);
    REQUIRE(s.apply(UndoLast{}, 7'000).accepted);
    s.ui.lock.chord(7'000);
    const ScreenView v = make_view(s, s.ui, 7'000);
    REQUIRE(v.panel.open);
    REQUIRE(v.panel.log.size() == 4);
    CHECK(v.panel.log[0].find("partie commencée") != std::string::npos);
    CHECK(v.panel.log[1] == "6.11  pendule arrêtée");
    CHECK(v.panel.log[2] == "6.10.2  temps des Noirs corrigé de 15:10 à 10:00");
    CHECK(v.panel.log[3] == "annulé : temps des Noirs corrigé de 15:10 à 10:00");
    CHECK(s.log()[1].reason == "clock paused");

    // A result: the status line in French.
    REQUIRE(s.apply(DeclareResult{ResultKind::white_resigns}, 8'000).accepted);
    CHECK(make_view(s, s.ui, 8'000).status == "Partie terminée : 0-1  les Blancs abandonnent");
}

TEST_CASE("view: French control words for other controls", "[app][view]") {
    using clock::Period;
    const auto words = [](clock::TimeControl c) { return describe_control(c, i18n::Lang::fr); };
    CHECK(words(clock::TimeControl::same_for_both(
              {Period::for_moves(5'400'000, 40), Period::fischer(1'800'000, 30'000)})) ==
          "1 h 30 min pour 40 coups, puis 30 min + 30 s d'incrément dès le 1er coup");
    CHECK(words(clock::TimeControl::same_for_both({Period::delay(300'000, 5'000)})) == "5 min, délai 5 s");
    CHECK(duration_words(90'500, i18n::Lang::fr) == "1 min 30 s 500 ms");
}

namespace {

// The window's loop without input: from `from` to `to`, it sleeps until next_view_change and
// rebuilds the view there. Checks that nothing shown changed before each wake-up (the view just
// before it equals the view drawn at the last one: the readouts only count down between presses)
// and returns the instants at which the view drawn changed.
std::vector<TimePoint> walk_wake_ups(const Window& s, TimePoint from, TimePoint to, int* wake_ups = nullptr) {
    std::vector<TimePoint> changes;
    TimePoint at = from;
    ScreenView drawn = make_view(s, s.ui, at);
    int count = 0;
    while (true) {
        const TimePoint next = next_view_change(s, s.ui, at);
        REQUIRE(next > at);
        if (next > to)
            break;
        INFO("woken at " << next << " after " << at);
        CHECK(make_view(s, s.ui, next - 1) == drawn); // nothing missed before the wake-up
        ScreenView view = make_view(s, s.ui, next);
        if (!(view == drawn))
            changes.push_back(next);
        drawn = std::move(view);
        at = next;
        ++count;
    }
    if (wake_ups)
        *wake_ups = count;
    return changes;
}

} // namespace

TEST_CASE("wake-ups: a running clock is looked at once a second, exactly when its readout changes",
          "[app][view]") {
    Window s = make_session(test::rapid());
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    int wake_ups = 0;
    const std::vector<TimePoint> changes = walk_wake_ups(s, 0, 65'000, &wake_ups);
    // 15:10 shown at the start: 15:09 at 1 s, 15:08 at 2 s, ... each second once.
    REQUIRE(changes.size() == 65);
    for (std::size_t i = 0; i < changes.size(); ++i)
        CHECK(changes[i] == static_cast<TimePoint>(i + 1) * 1000);
    CHECK(wake_ups == 65);
    // Pressed at 65.4 s: Black's clock runs from its own 15:10, in whole seconds from then.
    REQUIRE(s.apply(PlayerPress{Side::left}, 65'400).accepted);
    CHECK(next_view_change(s, s.ui, 65'400) == 66'400);
    // Paused: nothing changes with time.
    REQUIRE(s.apply(PauseClock{}, 66'000).accepted);
    CHECK(next_view_change(s, s.ui, 66'000) == never_changes);
}

TEST_CASE("wake-ups: tenths, low time at 12.5 s, Laws 8.4 and the flag, none of them late", "[app][view]") {
    // 100 s: low time below 12.5 s (12.5% of 100 s), tenths below 10 s, the 8.4 mark from the start.
    Window s = make_session(test::sudden_death(100'000));
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    const std::vector<TimePoint> changes = walk_wake_ups(s, 0, 101'000);
    // The low-time tone turns at 87,501 ms (12,499 ms left), between two seconds shown.
    CHECK(std::find(changes.begin(), changes.end(), 87'501) != changes.end());
    CHECK(make_view(s, s.ui, 87'500).left.tone == FaceTone::running);
    CHECK(make_view(s, s.ui, 87'501).left.tone == FaceTone::low_time);
    // 9,999 ms left: the readout turns to tenths; then a change each tenth until the flag at 100 s.
    CHECK(std::find(changes.begin(), changes.end(), 90'001) != changes.end());
    CHECK(std::count_if(changes.begin(), changes.end(), [](TimePoint t) { return t > 90'001; }) == 100);
    CHECK(changes.back() == 100'000);
    CHECK(make_view(s, s.ui, 100'000).left.tone == FaceTone::flagged);
    CHECK(next_view_change(s, s.ui, 100'000) == never_changes);
    // Laws 8.4 from above: 5 min + 2 s, the mark comes 2,001 ms after the start.
    Window long_game = make_session(test::sudden_death(302'000));
    REQUIRE(long_game.apply(StartGame{}, 0).accepted);
    const std::vector<TimePoint> first = walk_wake_ups(long_game, 0, 3'000);
    CHECK(std::find(first.begin(), first.end(), 2'001) != first.end());
    CHECK(make_view(long_game, long_game.ui, 2'001).left.under_five);
    CHECK_FALSE(make_view(long_game, long_game.ui, 2'000).left.under_five);
}

TEST_CASE("wake-ups: a delay's seconds then the main time, byo-yomi, hourglass", "[app][view]") {
    using clock::Period;
    Window delay = make_session(clock::TimeControl::same_for_both({Period::delay(3'600'000, 5'000)}));
    REQUIRE(delay.apply(StartGame{}, 0).accepted);
    REQUIRE(delay.apply(PlayerPress{Side::left}, 200).accepted); // Black's move: a fresh 5 s delay
    const std::vector<TimePoint> changes = walk_wake_ups(delay, 200, 8'200);
    // Delay 5, 4, 3, 2, 1, then 1:00:00 → 0:59:59 one second after the delay ran out.
    const std::vector<TimePoint> expected = {1'200, 2'200, 3'200, 4'200, 5'200, 6'200, 7'200, 8'200};
    CHECK(changes == expected);

    Window byo = make_session(
        clock::TimeControl::same_for_both({Period::until_zero(3'000), Period::byo_yomi(2'000, 2)}));
    REQUIRE(byo.apply(StartGame{}, 0).accepted);
    walk_wake_ups(byo, 0, 8'000); // the readout through the main time and both periods, checked

    Window sand = make_session(clock::TimeControl::same_for_both({Period::hourglass(60'000)}));
    REQUIRE(sand.apply(StartGame{}, 0).accepted);
    REQUIRE(sand.apply(PlayerPress{Side::left}, 1'450).accepted);
    walk_wake_ups(sand, 1'450, 5'000); // the other clock gaining is never missed
}

TEST_CASE("wake-ups: the open panel's countdown and its lock", "[app][view]") {
    Window s = make_session(test::rapid());
    s.ui.lock.chord(10'000); // no PIN: open at once, for 60 s without activity
    REQUIRE_FALSE(s.ui.lock.is_locked(10'000));
    const std::vector<TimePoint> changes = walk_wake_ups(s, 10'000, 75'000);
    REQUIRE(changes.size() == 60);
    CHECK(changes.front() == 11'000);
    CHECK(changes.back() == 70'000);
    CHECK(make_view(s, s.ui, 70'000).locked);
    CHECK(next_view_change(s, s.ui, 70'000) == never_changes);
}
