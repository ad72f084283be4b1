// The board's set-up from the desk, offered on the clock's setup screen and taken with
// one key; a correction after the start shown, never applied.
#include "../../has_line.hpp"
#include "app/clock/input/input.hpp"
#include "app/clock/model/desk_setup.hpp"
#include "app/clock/view/make_view.hpp"
#include "core/arbiter/edition.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::send_accepted;
using app::test::Window;
using app::test::window_layout;
using K = Key;

namespace {

io::BoardSetup board7() {
    io::BoardSetup d;
    d.event = "open-2026";
    d.round = "5";
    d.board = 7;
    d.revision = 2;
    d.white = {"Aronsen, Anders", "GM", 2610, "NOR", "1500001"};
    d.black = {"Berthier, Claire", "IM", 2455, "FRA", "20000002"};
    d.control = "5400+30";
    d.edition = "2018";
    return d;
}

} // namespace

TEST_CASE("desk set-up: a text for this board is offered, another board's, or a bad one, is refused",
          "[app][desk-setup]") {
    DeskSetup desk;
    receive_desk_setup(desk, io::board_setup_json(board7()), "open-2026", 7);
    REQUIRE(desk.offered);
    CHECK(desk.offered->white.name == "Aronsen, Anders");
    CHECK(desk.problem.empty());
    // Board 8's set-up on this clock: refused, the offer stays.
    io::BoardSetup other = board7();
    other.board = 8;
    receive_desk_setup(desk, io::board_setup_json(other), "open-2026", 7);
    CHECK(desk.problem == "the desk's set-up is for event open-2026, board 8, not this clock's");
    CHECK(desk.offered->board == 7);
    receive_desk_setup(desk, "{\"event\": 3}", "open-2026", 7);
    CHECK(desk.problem == "the desk's set-up: /event must be a string");
    CHECK(desk.offered->board == 7);
    // An empty text: the desk withdrew it.
    receive_desk_setup(desk, "", "open-2026", 7);
    CHECK_FALSE(desk.offered);
    CHECK(desk.problem.empty());
}

TEST_CASE("desk set-up: shown on the setup screen, Enter takes players, board, control and edition",
          "[app][desk-setup]") {
    Window s = make_session(test::rapid());
    CHECK(make_view(s, s.ui, 0).pregame.desk.empty());
    receive_desk_setup(s.ui.desk, io::board_setup_json(board7()), "open-2026", 7);
    const PregameView before = make_view(s, s.ui, 0).pregame;
    CHECK(has_line(before.desk, "From the desk: round 5, board 7"));
    CHECK(has_line(before.desk, "GM Aronsen, Anders (2610)  –  IM Berthier, Claire (2455)"));
    CHECK(has_line(before.desk, "Enter takes"));
    const std::size_t presets = s.presets().size();
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    CHECK(s.settings().white_name == "Aronsen, Anders");
    CHECK(s.settings().black_name == "Berthier, Claire");
    CHECK(s.settings().board == "7");
    CHECK(s.presets().size() == presets + 1);
    CHECK(s.clock().time_left(Colour::White, 0) == 5'430'000); // 90 min and the first increment
    CHECK(s.config().edition == arbiter::Edition::Laws2018);
    REQUIRE(s.ui.desk.taken);
    const PregameView after = make_view(s, s.ui, 0).pregame;
    CHECK(has_line(after.desk, "Set up from the desk: round 5, board 7"));
    CHECK_FALSE(has_line(after.desk, "Enter takes"));
    CHECK_FALSE(s.chess960()); // a standard set-up
    // Space starts the game with them.
    CHECK(send_accepted(s, InputEvent::key_down(K::Space), 0) == 1);
    CHECK(s.phase() == Phase::playing);
}

TEST_CASE("desk set-up: a Chess960 round's set-up makes the game Chess960 from its start",
          "[app][desk-setup]") {
    Window s = make_session(test::rapid());
    io::BoardSetup fischer = board7();
    fischer.chess960 = 96;
    receive_desk_setup(s.ui.desk, io::board_setup_json(fischer), "open-2026", 7);
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    REQUIRE(s.chess960());
    CHECK(*s.chess960() == 96);
}

TEST_CASE("desk set-up: Enter in a field leaves it, and takes nothing", "[app][desk-setup]") {
    Window s = make_session(test::rapid());
    const std::string white = s.settings().white_name;
    receive_desk_setup(s.ui.desk, io::board_setup_json(board7()), "open-2026", 7);
    send_accepted(s, InputEvent::key_down(K::Tab), 0); // the preset field
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    CHECK(s.ui.setup.focus == -1);
    CHECK(s.settings().white_name == white);
    CHECK_FALSE(s.ui.desk.taken);
}

TEST_CASE("desk set-up: a correction after the start is shown, never applied", "[app][desk-setup]") {
    Window s = make_session(test::rapid());
    receive_desk_setup(s.ui.desk, io::board_setup_json(board7()), "open-2026", 7);
    send_accepted(s, InputEvent::key_down(K::Enter), 0);
    REQUIRE(send_accepted(s, InputEvent::key_down(K::Space), 0) == 1);
    CHECK(make_view(s, s.ui, 1'000).notice.empty());
    // The same set-up again with another revision: nothing changed for the game.
    io::BoardSetup again = board7();
    again.revision = 3;
    receive_desk_setup(s.ui.desk, io::board_setup_json(again), "open-2026", 7);
    CHECK(make_view(s, s.ui, 1'000).notice.empty());
    io::BoardSetup corrected = board7();
    corrected.revision = 4;
    corrected.black.name = "Castro, Diego";
    receive_desk_setup(s.ui.desk, io::board_setup_json(corrected), "open-2026", 7);
    CHECK(make_view(s, s.ui, 1'000).notice == "The desk changed this board's set-up: ask the arbiter");
    CHECK(s.settings().black_name == "Berthier, Claire");
    // Enter during the game takes nothing either.
    send_accepted(s, InputEvent::key_down(K::Enter), 1'000);
    CHECK(s.settings().black_name == "Berthier, Claire");
}
