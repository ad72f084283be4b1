// The desk's rulings off its loop: a ruling whose can-checkmate verdict the quick budget
// leaves unknown waits (nothing recorded), the desk records another board's result meanwhile and
// refuses a second ruling on the same board, then the analysis answers and the ruling is recorded
// with the verdict pendule-cli round-rule gives.
#include "app/desk/input/desk_commands.hpp"
#include "app/desk/input/desk_input.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/platform/round_file.hpp"
#include "core/arbiter/mating_material.hpp"
#include "desk_fixture.hpp"
#include "io/round/round_journal.hpp"
#include "io/round/round_ruling.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace pendule;
using namespace pendule::app;

namespace {

io::RoundState on_disk(const std::filesystem::path& path) {
    auto read = io::read_round_journal_file(path);
    REQUIRE(read);
    return io::round_state(*read);
}

// Black (bishop against knight) can mate, but not within the quick budget (test_mate_worker.cpp);
// the default budget decides it in about a millisecond.
const std::string bishop_knight = "1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1";

io::BoardQuestion white_flag(const std::string& fen) {
    io::BoardQuestion q;
    q.board = 1;
    q.question = "flag";
    q.player = "white";
    q.reading = {0, 754'000, 41};
    q.fen = fen;
    return q;
}

} // namespace

TEST_CASE("desk analysis: the ruling waits, another board's result is recorded, then the verdict",
          "[app][desk][analysis]") {
    arbiter::forget_analyses();
    const auto path = test::standard_round("wait");
    auto desk = open_desk(path);
    REQUIRE(desk);
    ManualExecutor executor;
    desk->set_executor(&executor);
    DeskScreen screen;
    screen.page = DeskPage::board; // board 1's page
    const io::BoardQuestion q = white_flag(bishop_knight);
    REQUIRE(take_desk_command(*desk, screen, GiveRuling{q}, i18n::Lang::en, 1'000));
    CHECK(desk->last_ruling_waits());
    CHECK(desk->waits_on(1));
    CHECK(executor.waiting() == 1);
    CHECK(on_disk(path).rulings.empty()); // nothing recorded yet
    CHECK_FALSE(screen.shown);
    CHECK(screen.message == "Board 1: analysing whether Black can still checkmate…");
    CHECK(desk_progress(*desk, i18n::Lang::fr) ==
          "Échiquier 1 : analyse en cours… les Noirs peuvent-ils encore mater ?");

    // A second ruling on the same board is refused while the first waits, nothing recorded.
    CHECK_FALSE(take_desk_command(*desk, screen, GiveRuling{q}, i18n::Lang::en, 1'100));
    CHECK(screen.message_is_error);
    CHECK(screen.message == "the ruling waits for the analysis: try again when it is done");
    CHECK(desk->apply(GiveRuling{q}, 1'100)); // the model refuses it too
    CHECK(executor.waiting() == 1);

    // The desk goes on: board 2's result is recorded meanwhile, the progress mark stays.
    screen.page = DeskPage::list;
    screen.selected = 1;
    REQUIRE(take_desk_command(*desk, screen, RecordResult{2, "1-0", ""}, i18n::Lang::en, 1'200));
    show_desk_progress(*desk, screen, i18n::Lang::en);
    CHECK(screen.message == "Board 2: 1-0 recorded; Board 1: analysing whether Black can still checkmate…");
    CHECK(on_disk(path).results.at(2).result == "1-0");
    CHECK(take_desk_verdicts(*desk, screen, i18n::Lang::en).empty()); // not answered yet
    CHECK(desk->waits_on(1));

    // The analysis answers: the ruling is recorded (at the time it was asked), then shown.
    CHECK(executor.run_all() == 1);
    const std::vector<Desk::Arrived> arrived = take_desk_verdicts(*desk, screen, i18n::Lang::en);
    REQUIRE(arrived.size() == 1);
    REQUIRE(arrived[0].ruling);
    CHECK_FALSE(desk->waits_on(1));
    CHECK(screen.message == "Board 1: ruling recorded in the round journal");
    const io::RoundState round = on_disk(path);
    REQUIRE(round.rulings.size() == 1);
    const io::RulingGiven& given = round.rulings[0];
    CHECK(given.board == 1);
    CHECK(given.wall_ms == 1'000);
    CHECK(given.verdict == "0-1"); // Laws 6.9: Black can mate
    CHECK(given.position == bishop_knight);
    CHECK(round.results.at(2).result == "1-0"); // kept

    // The same verdict, article and words as round-rule's synchronous path (the default budget).
    arbiter::forget_analyses();
    auto cli = io::rule_on_board(round, q, 1'000);
    REQUIRE(cli);
    CHECK(cli->record.verdict == given.verdict);
    CHECK(cli->record.article == given.article);
    CHECK(cli->record.explanation == given.explanation);

    // On the board's own page, the ruling arrives in front.
    screen.page = DeskPage::board;
    screen.selected = 0;
    io::BoardQuestion again = q;
    again.question = "resignation"; // 5.1.2 (2023): White resigns where Black can mate, a loss
    REQUIRE(take_desk_command(*desk, screen, GiveRuling{again}, i18n::Lang::en, 2'000));
    REQUIRE(desk->last_ruling_waits());
    CHECK(executor.run_all() == 1);
    REQUIRE(take_desk_verdicts(*desk, screen, i18n::Lang::en).size() == 1);
    CHECK(screen.message == "Ruling recorded in the round journal");
    REQUIRE(screen.shown);
    CHECK(screen.shown->record.verdict == "0-1");
    CHECK(screen.ruling_in_front);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE(
    "desk analysis: what the quick budget settles is recorded at once, only a losing illegal move waits",
    "[app][desk][analysis]") {
    const auto path = test::standard_round("quick");
    auto desk = open_desk(path);
    REQUIRE(desk);
    ManualExecutor executor;
    desk->set_executor(&executor);
    // King and queen against a lone king: Black cannot mate, settled on the spot (a draw).
    REQUIRE_FALSE(desk->apply(GiveRuling{white_flag("8/8/8/8/8/5k2/8/Q3K3 w - - 0 1")}, 10));
    CHECK_FALSE(desk->last_ruling_waits());
    CHECK(executor.waiting() == 0);
    REQUIRE(desk->round().rulings.size() == 1);
    CHECK(desk->round().rulings[0].verdict == "1/2-1/2");

    // Laws 7.5.5 (2023, standard): White's first illegal move does not lose, the second does.
    io::BoardQuestion illegal;
    illegal.board = 2;
    illegal.question = "illegal";
    illegal.player = "white";
    illegal.reading = {600'000, 600'000, 30};
    illegal.fen = bishop_knight;
    auto needed = io::analysis_needed(desk->round(), illegal);
    REQUIRE(needed);
    CHECK_FALSE(*needed);
    REQUIRE_FALSE(desk->apply(GiveRuling{illegal}, 20));
    CHECK_FALSE(desk->last_ruling_waits());
    needed = io::analysis_needed(desk->round(), illegal);
    REQUIRE(needed);
    REQUIRE(*needed);
    CHECK((*needed)->kind == io::MateAnalysisNeeded::Kind::illegal);
    CHECK((*needed)->black);
    CHECK_FALSE((*needed)->white);
    REQUIRE_FALSE(desk->apply(GiveRuling{illegal}, 30));
    CHECK(desk->last_ruling_waits());
    CHECK(desk->round().rulings.size() == 2);
    executor.run_all();
    REQUIRE(desk->take_verdicts().size() == 1);
    REQUIRE(desk->round().rulings.size() == 3);
    CHECK(desk->round().rulings[2].verdict == "0-1");
    // A claim (9.2, 9.3) looks for a dead position along the game (5.2.2): three knights against
    // the bare king, whether White can mate is beyond the quick budget, so the judgement waits too.
    io::BoardQuestion claim;
    claim.board = 1;
    claim.question = "claim";
    claim.reading = {600'000, 500'000, 30};
    claim.score = "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/7K/5NNN w - - 0 1\"]\n\n*";
    REQUIRE_FALSE(desk->apply(GiveRuling{claim}, 50));
    REQUIRE(desk->last_ruling_waits());
    CHECK(desk_progress(*desk, i18n::Lang::en) == "Board 1: analysing the game score for a dead position…");
    CHECK(desk->round().rulings.size() == 3);
    executor.run_all();
    REQUIRE(desk->take_verdicts().size() == 1);
    REQUIRE(desk->round().rulings.size() == 4);
    auto cli = io::rule_on_board(desk->round(), claim, 50);
    REQUIRE(cli);
    CHECK(desk->round().rulings[3].verdict == cli->record.verdict);
    CHECK(desk->round().rulings[3].explanation == cli->record.explanation);
    // A question the round cannot answer is refused at once, as round-rule refuses it.
    illegal.board = 9;
    const auto error = desk->apply(GiveRuling{illegal}, 40);
    REQUIRE(error);
    CHECK(error->text() == "round 5 has no board 9");
    std::filesystem::remove_all(path.parent_path());
}
