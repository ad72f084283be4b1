// The hall's clocks at the desk. A result a clock recorded is proposed on its board's row
// and confirmed with one key (nothing reaches the round journal before); a flag, a ruling left to
// the arbiter and a clock offline are said; a ruling on the board's page starts from the clock's
// last report.
#include "app/desk/input/desk_input.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/model/desk_live.hpp"
#include "app/desk/platform/round_file.hpp"
#include "app/desk/view/desk_view.hpp"
#include "core/arbiter/reason_code.hpp"
#include "desk_fixture.hpp"
#include "io/round/round_journal.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::desk_layout;

namespace {

// Round 3 of a club event at 15 min + 10 s: three boards.
std::filesystem::path three_board_round(const std::string& name) {
    return test::round_journal(name, {"club", 3, "2023", 0, "", "900+10"},
                               {io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0},
                                io::BoardPaired{2, "Castro, Diego", "Dubois, Eve", 0, 0},
                                io::BoardPaired{3, "Evans, Frank", "Fischer, Gerd", 0, 0}});
}

std::string state_json(int board, const std::string& tail) {
    return "{\"event\": \"club\", \"board\": " + std::to_string(board) +
           ", \"seq\": 41, \"t\": 612000, \"wall_ms\": 1795638992132, \"white_ms\": 182374, \"black_ms\": "
           "170096, \"white_moves\": 23, \"black_moves\": 22, " +
           tail + "}";
}

const std::string flagged = state_json(
    1, "\"running\": null, \"first_flag\": \"white\", \"paused\": false, \"result\": \"0-1\", \"reason\": "
       "\"White's flag fell; Black can checkmate\"");

} // namespace

TEST_CASE("desk live: a state and a link read, a bad one refused, the last kept", "[app][desk][live]") {
    LiveBoards live;
    receive_live(live, 1, "state", flagged);
    receive_live(live, 1, "status", "online");
    REQUIRE(live_state(live, 1));
    CHECK(live_state(live, 1)->white_ms == 182374);
    CHECK(live_state(live, 1)->result == "0-1");
    CHECK(live_state(live, 1)->reason == "White's flag fell; Black can checkmate");
    CHECK(live[1].link == "online");
    receive_live(live, 1, "state", "{\"board\": 1, \"seq\": \"many\"}");
    CHECK(live[1].problem == "board 1's state: /seq must be a whole number");
    CHECK(live_state(live, 1)->white_ms == 182374);
    receive_live(live, 2, "state", flagged); // board 1's snapshot on board 2's topic
    CHECK(live[2].problem == "board 2's state names board 1");
    CHECK_FALSE(live_state(live, 2));
    receive_live(live, 1, "status", "offline");
    CHECK(live[1].link == "offline");
}

TEST_CASE("desk live: the clock's result proposed, confirmed with c, then no longer proposed",
          "[app][desk][live]") {
    const auto path = three_board_round("live-confirm");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    // Nothing from the hall: c does nothing.
    CHECK_FALSE(route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout).command);
    receive_live(screen.live, 1, "state", flagged);
    receive_live(screen.live, 3, "status", "offline");
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.rows[0].result == "0-1 ?");
    CHECK(view.rows[0].proposed);
    CHECK_FALSE(view.rows[0].finished);
    CHECK(view.rows[0].note == "White's flag fell; Black can checkmate: c confirms");
    CHECK(view.rows[2].note == "clock offline");
    CHECK_THAT(view.hint, Catch::StartsWith("c confirm the clock's result"));
    // Nothing in the round journal yet.
    CHECK(io::round_state(*io::read_round_journal_file(path)).results.empty());
    const DeskRouted routed = route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout);
    REQUIRE(routed.command);
    const auto& record = std::get<RecordResult>(*routed.command);
    CHECK(record.board == 1);
    CHECK(record.result == "0-1");
    CHECK(record.reason == "from the clock: White's flag fell; Black can checkmate");
    REQUIRE_FALSE(desk->apply(*routed.command, 1'000));
    CHECK(io::round_state(*io::read_round_journal_file(path)).results.at(1).result == "0-1");
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.rows[0].result == "0-1");
    CHECK(view.rows[0].finished);
    CHECK_FALSE(view.rows[0].proposed);
    // Confirmed: c on the board does nothing more.
    CHECK_FALSE(route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout).command);
    // French.
    receive_live(
        screen.live, 2, "state",
        state_json(2, "\"running\": \"black\", \"first_flag\": null, \"paused\": false, \"result\": null"));
    view = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(view.rows[1].note == "pendule : Blancs 3:03, Noirs 2:51, coup 23");
}

TEST_CASE("desk live: a flag without a result, a ruling left to the arbiter, and the times",
          "[app][desk][live]") {
    const auto path = three_board_round("live-notes");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    receive_live(
        screen.live, 1, "state",
        state_json(1, "\"running\": null, \"first_flag\": \"black\", \"paused\": false, \"result\": null"));
    receive_live(screen.live, 2, "state",
                 state_json(2, "\"running\": null, \"first_flag\": null, \"paused\": true, \"result\": null, "
                               "\"result_to_confirm\": true"));
    receive_live(
        screen.live, 3, "state",
        state_json(3, "\"running\": \"white\", \"first_flag\": null, \"paused\": false, \"result\": null"));
    const DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.rows[0].note == "Black's flag fell: the result to rule");
    CHECK(view.rows[1].note == "a ruling at the clock left the result to the arbiter");
    CHECK(view.rows[2].note == "clock: White 3:03, Black 2:51, move 23");
    for (const DeskRow& row : view.rows)
        CHECK_FALSE(row.proposed);
    CHECK_FALSE(route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout).command);
}

TEST_CASE("desk live: the board's page starts from the clock's last report and its proposed result",
          "[app][desk][live]") {
    const auto path = three_board_round("live-page");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    receive_live(screen.live, 1, "state", flagged);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout);
    REQUIRE(screen.page == DeskPage::board);
    CHECK(screen.form.white_time == "3:03");
    CHECK(screen.form.black_time == "2:51");
    CHECK(screen.form.counter == "23");
    CHECK(board_results[static_cast<std::size_t>(screen.form.result)] == "0-1");
    const DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board);
    CHECK(view.board->result ==
          "Proposed by the clock: 0-1 (White's flag fell; Black can checkmate); Enter on Result records it");
    // Another board without a report: the form is empty, as before.
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Escape), desk_layout);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), desk_layout);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout);
    CHECK(screen.form.white_time.empty());
    CHECK(screen.form.result == -1);
}

TEST_CASE("desk live: a clock's reason worded in the desk's language from its code, kept when confirmed",
          "[app][desk][live]") {
    const auto path = three_board_round("live-code");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    // The clock's English, and its code: the desk words the code, whatever the clock's language.
    receive_live(screen.live, 1, "state",
                 state_json(1, "\"running\": null, \"first_flag\": \"white\", \"paused\": false, \"result\": "
                               "\"0-1\", \"reason\": \"White's flag fell; Black can checkmate\", "
                               "\"reason_code\": \"white-flag\""));
    // A draw on a resignation (2023: the opponent cannot checkmate), and a code this desk does not
    // know (a newer clock's): its English is shown.
    receive_live(screen.live, 2, "state",
                 state_json(2, "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": "
                               "\"1/2-1/2\", \"reason\": \"Black resigned, White has a lone king\", "
                               "\"reason_code\": \"black-resigns\""));
    receive_live(screen.live, 3, "state",
                 state_json(3,
                            "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": "
                            "\"1-0\", \"reason\": \"a newer ending\", \"reason_code\": \"teleportation\""));
    DeskView fr = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(fr.rows[0].note == "drapeau des Blancs tombé : c le confirme");
    CHECK(fr.rows[1].note == "les Noirs ont abandonné ; les Blancs ne peuvent pas mater : c le confirme");
    CHECK(fr.rows[2].note == "a newer ending : c le confirme");
    DeskView en = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(en.rows[0].note == "White's flag fell: c confirms");
    CHECK(en.rows[1].note == "Black resigned; White cannot checkmate: c confirms");

    // Confirmed with c: the round journal has the clock's English and its code.
    const DeskRouted routed =
        route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout, i18n::Lang::fr);
    REQUIRE(routed.command);
    const auto& record = std::get<RecordResult>(*routed.command);
    CHECK(record.reason == "from the clock: White's flag fell; Black can checkmate");
    CHECK(record.reason_code == "white-flag");
    REQUIRE_FALSE(desk->apply(*routed.command, 1'000));
    const io::ResultSet recorded = io::round_state(*io::read_round_journal_file(path)).results.at(1);
    CHECK(recorded.reason == "from the clock: White's flag fell; Black can checkmate");
    CHECK(recorded.reason_code == "white-flag");
    // Read back by any desk, each in its own language.
    CHECK(make_desk_view(*desk, screen, i18n::Lang::fr).rows[0].note ==
          "de la pendule : drapeau des Blancs tombé");
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).rows[0].note == "from the clock: White's flag fell");

    // On board 2's page: the proposal in French; Enter on the result records it with the clock's code.
    screen.selected = 1;
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout, i18n::Lang::fr);
    REQUIRE(screen.page == DeskPage::board);
    fr = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(fr.board->result ==
          "Proposé par la pendule : ½-½ (les Noirs ont abandonné ; les Blancs ne peuvent pas "
          "mater) ; Entrée sur Résultat l'enregistre");
    screen.form.focus = static_cast<int>(fr.board->form.size()) - 1; // the result to record
    const DeskRouted page =
        route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout, i18n::Lang::fr);
    REQUIRE(page.command);
    CHECK(std::get<RecordResult>(*page.command).reason_code == "black-resigns");
    CHECK(std::get<RecordResult>(*page.command).reason ==
          "from the clock: Black resigned, White has a lone king");
    // Another result chosen there is the arbiter's own: no reason.
    screen.form.result = 0; // 1-0
    const DeskRouted other =
        route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout, i18n::Lang::fr);
    REQUIRE(other.command);
    CHECK(std::get<RecordResult>(*other.command).reason.empty());
    CHECK(std::get<RecordResult>(*other.command).reason_code.empty());
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk live: every reason code has words in each language, distinct for a flag's draw",
          "[app][desk][live]") {
    for (const arbiter::ReasonCode code : arbiter::all_reason_codes) {
        const std::string name(arbiter::reason_code_name(code));
        INFO(name);
        CHECK(arbiter::parse_reason_code(name) == code);
        const std::string en = reason_words(name, "1-0", "(the clock's English)", i18n::Lang::en);
        const std::string fr = reason_words(name, "1-0", "(the clock's English)", i18n::Lang::fr);
        CHECK(en != "(the clock's English)");
        CHECK(fr != "(the clock's English)");
        CHECK(fr != en);
    }
    CHECK(reason_words("white-flag", "1/2-1/2", "", i18n::Lang::en) ==
          "White's flag fell; Black cannot checkmate");
    CHECK(reason_words("", "1-0", "the clock's words", i18n::Lang::fr) == "the clock's words");
}

TEST_CASE("desk live: a bridged e-board's ruling (its DGT clock's flag, the kings in the centre) proposed "
          "with its score and confirmed with c",
          "[app][desk][live]") {
    const auto path = three_board_round("live-ruled");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    // No one at the board confirms: the ruling's score is the desk's proposal.
    receive_live(
        screen.live, 2, "state",
        state_json(2, "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": null, "
                      "\"result_to_confirm\": true, \"ruled_result\": \"0-1\", \"ruled_reason\": "
                      "\"the kings put in the centre of the board: 0-1, the players' result to confirm\""));
    // A ruling that gave no score stays the arbiter's to rule.
    receive_live(screen.live, 3, "state",
                 state_json(3,
                            "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": null, "
                            "\"result_to_confirm\": true"));
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.rows[1].result == "0-1 ?");
    CHECK(view.rows[1].proposed);
    CHECK_THAT(view.rows[1].note, Catch::StartsWith("the kings put in the centre of the board: 0-1"));
    CHECK_FALSE(view.rows[2].proposed);
    screen.selected = 1;
    const DeskRouted routed = route_desk_input(*desk, screen, InputEvent::typed(U'c'), desk_layout);
    REQUIRE(routed.command);
    const auto& record = std::get<RecordResult>(*routed.command);
    CHECK(record.board == 2);
    CHECK(record.result == "0-1");
    REQUIRE_FALSE(desk->apply(*routed.command, 1'000));
    CHECK(io::round_state(*io::read_round_journal_file(path)).results.at(2).result == "0-1");
    // A ruled_result of another type is refused with its field named.
    receive_live(screen.live, 3, "state",
                 state_json(3,
                            "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": null, "
                            "\"ruled_result\": 1"));
    CHECK(screen.live[3].problem == "board 3's state: /ruled_result must be a string or null");
}
