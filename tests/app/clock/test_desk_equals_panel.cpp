// A ruling given at the desk, from the times and the move counter read on a board's clock
// (core/arbiter/board_ruling.hpp), equals the clock panel's own ruling on the same facts: the same
// times and counter to set, the same verdict. Editions x cadences x successive offences. Laws 7.5 is
// ruled by the same code in both (Arbiter::illegal_move): its case checks the clock's
// arithmetic, and that the panel's decision is the core's own sentence.
#include "app/clock/input/input.hpp"
#include "app/clock/model/mate_worker.hpp"
#include "core/arbiter/board_ruling.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/round/round_ruling.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::under;
using app::test::Window;

namespace {

struct Cadence {
    const char* name;
    clock::TimeControl control;
    Millis increment;
};

std::vector<Cadence> cadences() {
    using clock::Period;
    using clock::TimeControl;
    return {
        {"standard 90 min + 30 s", TimeControl::same_for_both({Period::fischer(5'400'000, 30'000)}), 30'000},
        {"rapid 15 min + 10 s", TimeControl::same_for_both({Period::fischer(900'000, 10'000)}), 10'000},
        {"blitz 3 min + 2 s", TimeControl::same_for_both({Period::fischer(180'000, 2'000)}), 2'000}};
}

arbiter::ClockReading read(const Window& s, TimePoint now, Colour counter_of) {
    const clock::ClockState state = s.clock().state(now);
    return {state.of(Colour::White).main, state.of(Colour::Black).main, state.of(counter_of).moves};
}

} // namespace

TEST_CASE("desk equals panel: illegal moves, every edition and cadence, until the one that loses",
          "[app][desk]") {
    for (auto edition : {arbiter::Edition::Laws2009, arbiter::Edition::Laws2014, arbiter::Edition::Laws2018,
                         arbiter::Edition::Laws2023}) {
        for (const Cadence& cadence : cadences()) {
            INFO(arbiter::edition_name(edition) << ", " << cadence.name);
            Window s = test::make_session(cadence.control, Side::left, i18n::Lang::en, under(edition));
            REQUIRE(s.apply(StartGame{}, 0).accepted);
            arbiter::Arbiter desk(edition, clock::classify(cadence.control));
            TimePoint t = 0;
            bool lost = false;
            for (int offence = 1; offence <= 3 && !lost; ++offence) {
                INFO("offence " << offence);
                t += 7'000;
                REQUIRE(s.apply(PlayerPress{Side::left}, t).accepted); // White's illegal move, pressed
                const arbiter::ClockReading reading = read(s, t, Colour::White);
                const Applied panel = s.apply(IllegalMove{Colour::White}, t);
                REQUIRE(panel.accepted);
                const arbiter::BoardRuling at_desk =
                    arbiter::illegal_move_at_board(desk, Colour::White, arbiter::IllegalAction::IllegalMove,
                                                   reading, true, cadence.increment, nullptr, t);
                // One authority: the panel's decision is the core's ruling, headed with the count.
                CHECK(s.log().back().reason ==
                      "Illegal move no. " + std::to_string(offence) + ": " + at_desk.ruling.explanation);
                CHECK(s.log().back().outcome == at_desk.ruling.outcome);
                const bool panel_loses = panel.next && panel.next->screen == PanelScreen::result;
                CHECK(panel_loses == (at_desk.ruling.outcome != arbiter::Outcome::Continues));
                if (panel_loses) {
                    lost = true;
                    CHECK_FALSE(at_desk.set);
                    CHECK(at_desk.ruling.outcome == arbiter::Outcome::ArbiterDecides); // no position known
                    break;
                }
                REQUIRE(at_desk.set);
                const arbiter::ClockReading after = read(s, t, Colour::White);
                CHECK(at_desk.set->white_ms == after.white_ms);
                CHECK(at_desk.set->black_ms == after.black_ms);
                CHECK(at_desk.set->moves == after.moves);
                // White replays a legal move, Black answers.
                t += 3'000;
                REQUIRE(s.apply(PlayerPress{Side::left}, t).accepted);
                t += 2'000;
                REQUIRE(s.apply(PlayerPress{Side::right}, t).accepted);
            }
            CHECK(lost); // the second (2014 on) or third (2009) offence loses
        }
    }
}

TEST_CASE("desk equals panel: an incorrect claim's penalty and a correct claim, every edition",
          "[app][desk]") {
    int correct = 0;
    int incorrect = 0;
    for (auto edition : {arbiter::Edition::Laws2001, arbiter::Edition::Laws2009, arbiter::Edition::Laws2014,
                         arbiter::Edition::Laws2023}) {
        for (const Cadence& cadence : cadences()) {
            INFO(arbiter::edition_name(edition) << ", " << cadence.name);
            for (const auto& [movetext, intended] :
                 {std::pair{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6", "Ng1"},
                  std::pair{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", "Ng8"}}) {
                INFO(movetext << " intending " << intended);
                Window s = test::make_session(cadence.control, Side::left, i18n::Lang::en, under(edition));
                REQUIRE(s.apply(StartGame{}, 0).accepted);
                // The clock as the game score stands: White to move after three full moves.
                TimePoint t = 1'000;
                const int plies = std::string(movetext).size() > 40 ? 7 : 6;
                for (int ply = 0; ply < plies; ++ply) {
                    t += 4'000;
                    REQUIRE(s.apply(PlayerPress{ply % 2 == 0 ? Side::left : Side::right}, t).accepted);
                }
                const Colour claimant = plies % 2 == 0 ? Colour::White : Colour::Black;
                t += 9'000;
                const arbiter::ClockReading reading = read(s, t, claimant);
                REQUIRE(s.apply(JudgeClaim{movetext, false, intended}, t).accepted);
                REQUIRE(s.apply(ApplyClaim{}, t).accepted);

                auto pgn = rules::read_pgn_game(movetext);
                REQUIRE(pgn);
                auto game = rules::Game::from_pgn(*pgn, rules::Notation::English, false);
                REQUIRE(game);
                auto move = rules::parse_san(game->position(), intended, rules::Notation::English);
                REQUIRE(move);
                arbiter::Arbiter desk(edition, clock::classify(cadence.control));
                auto at_desk = arbiter::claim_at_board(desk, *game, *move, reading, t);
                REQUIRE(at_desk);
                if (s.result()) { // a correct claim: the draw, the clock stays
                    CHECK(s.result()->score == "1/2-1/2");
                    CHECK(at_desk->ruling.outcome == arbiter::Outcome::Draw);
                    CHECK_FALSE(at_desk->set);
                    ++correct;
                    continue;
                }
                REQUIRE(at_desk->set);
                const arbiter::ClockReading after = read(s, t, claimant);
                CHECK(at_desk->set->white_ms == after.white_ms);
                CHECK(at_desk->set->black_ms == after.black_ms);
                CHECK(at_desk->ruling.article == s.log().back().article);
                ++incorrect;
            }
        }
    }
    CHECK(correct == 12);
    CHECK(incorrect == 12);
}

TEST_CASE("desk equals panel: III.4 and a time correction, through the desk's one path (rule_on_board)",
          "[app][desk]") {
    using clock::Period;
    using clock::TimeControl;
    // A game without increment, 5 minutes: White, to move with 1:50 left, asks for III.4.
    Window s = test::make_session(TimeControl::same_for_both({Period::sudden_death(300'000)}), Side::left);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    TimePoint t = 190'000;
    const arbiter::ClockReading reading = read(s, t, Colour::White);
    REQUIRE(reading.white_ms == 110'000);
    io::RoundState round;
    round.opened = io::RoundOpened{"club", 1, "2023", 0, "", "300"};
    round.boards = {{1, "A", "B", 0, 0}};
    io::BoardQuestion q;
    q.board = 1;
    q.question = "increment";
    q.player = "white";
    q.reading = reading;
    auto at_desk = io::rule_on_board(round, q, t);
    REQUIRE(at_desk);
    REQUIRE(at_desk->ruling.set);
    // The panel: III.4's increment, then the opponent's two minutes set by hand (6.10.2): the panel
    // leaves them to the arbiter, the desk says them.
    REQUIRE(s.apply(FiveSecondIncrement{}, t).accepted);
    REQUIRE(s.apply(SetTime{Colour::Black, reading.black_ms + 120'000}, t).accepted);
    const clock::ClockState state = s.clock().state(t);
    CHECK(at_desk->ruling.set->white_ms == state.of(Colour::White).main);
    CHECK(at_desk->ruling.set->black_ms == state.of(Colour::Black).main);
    CHECK(at_desk->ruling.set->increment_ms == state.of(Colour::White).extra_increment);
    CHECK(at_desk->ruling.set->increment_ms == state.of(Colour::Black).extra_increment);
    CHECK(at_desk->record.article == s.log().at(s.log().size() - 2).article); // III.4
    // A time correction: the panel's SetTime and SetMoves give the clock the desk says to set.
    t += 1'000;
    const arbiter::ClockReading before = read(s, t, Colour::White);
    q.question = "correction";
    q.reading = before;
    q.correction = arbiter::ClockSetting{90'000, 200'000, 12};
    q.reason = "wrong setting";
    auto corrected = io::rule_on_board(round, q, t);
    REQUIRE(corrected);
    REQUIRE(s.apply(SetTime{Colour::White, 90'000}, t).accepted);
    REQUIRE(s.apply(SetTime{Colour::Black, 200'000}, t).accepted);
    REQUIRE(s.apply(SetMoves{Colour::White, 12}, t).accepted);
    const arbiter::ClockReading after = read(s, t, Colour::White);
    CHECK(corrected->ruling.set->white_ms == after.white_ms);
    CHECK(corrected->ruling.set->black_ms == after.black_ms);
    CHECK(corrected->ruling.set->moves == after.moves);
    CHECK(corrected->record.article == s.log().back().article); // 6.10.2
}

TEST_CASE("desk equals panel: a flag fall and a resignation on a known position, every edition",
          "[app][desk]") {
    using clock::Period;
    using clock::TimeControl;
    // White to move in each: Black can mate (bishop against knight); Black has a lone king (cannot
    // mate: 6.9 gives a draw, 2023's 5.1.2 too); a dead position (5.2.2 before any flag).
    const char* fens[] = {"1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
                          "8/8/4k3/8/8/3K1N2/8/8 w - - 0 1"};
    int verdicts = 0;
    for (auto edition : {arbiter::Edition::Laws2009, arbiter::Edition::Laws2014, arbiter::Edition::Laws2018,
                         arbiter::Edition::Laws2023}) {
        for (const char* fen : fens) {
            for (const auto& [question, kind] : {std::pair{"flag", ResultKind::white_flag},
                                                 std::pair{"resignation", ResultKind::white_resigns}}) {
                INFO(arbiter::edition_name(edition) << ", " << fen << ", " << question);
                const std::string game = std::string("[SetUp \"1\"]\n[FEN \"") + fen + "\"]\n\n*";
                // The panel: the position known from a claim's game score, then the result.
                Window s = test::make_session(TimeControl::same_for_both({Period::fischer(180'000, 2'000)}),
                                              Side::left, i18n::Lang::en, under(edition));
                REQUIRE(s.apply(StartGame{}, 0).accepted);
                REQUIRE(s.apply(JudgeClaim{game, false, ""}, 1'000).accepted);
                if (s.pending_analysis())
                    REQUIRE(s.apply(answer_analysis(*s.pending_analysis()), 1'000).accepted);
                const bool dead_already = s.result().has_value();
                if (!dead_already) {
                    REQUIRE(s.apply(DeclareResult{kind}, 2'000).accepted);
                    if (s.pending_analysis())
                        REQUIRE(s.apply(answer_analysis(*s.pending_analysis()), 2'000).accepted);
                }
                // The desk: the same position set up, the times read.
                io::RoundState round;
                round.opened =
                    io::RoundOpened{"club", 1, std::string(arbiter::edition_name(edition)), 0, "", "180+2"};
                round.boards = {{1, "A", "B", 0, 0}};
                io::BoardQuestion q;
                q.board = 1;
                q.question = question;
                q.player = "white";
                q.reading = {0, 120'000, -1};
                q.fen = fen;
                auto at_desk = io::rule_on_board(round, q, 2'000);
                REQUIRE(at_desk);
                REQUIRE(s.result());
                const std::string panel_score = s.result()->score;
                CHECK(at_desk->record.verdict == panel_score);
                if (!dead_already)
                    CHECK(at_desk->record.article == s.result()->article);
                ++verdicts;
            }
        }
    }
    CHECK(verdicts == 24);
}
