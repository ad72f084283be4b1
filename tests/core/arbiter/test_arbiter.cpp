// The Arbiter: rulings recorded in the decision log with time, article, edition, clock changes and
// reason; illegal-move sequences per edition; flag fall; resignation; incorrect claims.

#include "arbiter_test_util.hpp"
#include "core/arbiter/arbiter.hpp"

using namespace pendule::arbiter;
using arbiter_test::history;
using arbiter_test::move;
using arbiter_test::position;
using pendule::clock::GameSpeed;
using pendule::rules::Color;

TEST_CASE("An incorrect claim is penalised and logged, a correct one draws", "[arbiter][log]") {
    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    const auto h = history("", "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1");
    // Black claims on the board: only two occurrences. White gets two minutes.
    auto wrong = arbiter.claim(h, std::nullopt, 300'000, 400'000, 5'000);
    REQUIRE(wrong.ok());
    CHECK_FALSE(wrong->finding.valid);
    REQUIRE(wrong->penalty);
    CHECK(wrong->ruling.outcome == Outcome::Continues);
    CHECK(wrong->ruling.clock == ClockChange{120'000, 0});
    CHECK(wrong->opponent_after_ms == std::optional<Millis>(520'000));
    CHECK(wrong->claimant_after_ms == std::optional<Millis>(300'000));
    // Then with the written move Nb8: correct.
    auto right = arbiter.claim(h, move(h.position(), "Nb8"), 300'000, 520'000, 9'000);
    REQUIRE(right.ok());
    CHECK(right->ruling.outcome == Outcome::Draw);
    CHECK(right->ruling.article == "9.2.1");
    CHECK_FALSE(right->penalty);

    const auto& entries = arbiter.log().entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].at_ms == 5'000);
    CHECK(entries[0].article == "9.5.3");
    CHECK(entries[0].edition == Edition::Laws2023);
    CHECK(entries[0].clock == ClockChange{120'000, 0});
    CHECK(entries[0].outcome == Outcome::Continues);
    CHECK_THAT(entries[0].reason, Catch::Contains("twice"));
    CHECK(entries[1].at_ms == 9'000);
    CHECK(entries[1].article == "9.2.1");
    CHECK(entries[1].clock.is_none());
    CHECK(arbiter.log().total_clock_change() == ClockChange{120'000, 0});
    CHECK(
        format_decision(entries[0]).rfind("[5000 ms] 9.5.3 (Laws 2023): white +120000 ms; continues: ", 0) ==
        0);
}

TEST_CASE(
    "2001: an incorrect claim halves the claimant's time (at most 3 min), the written move must be played",
    "[arbiter][log]") {
    Arbiter arbiter(Edition::Laws2001, GameSpeed::Standard);
    const auto h = history("", "e4 e5 Nf3");
    auto ruling = arbiter.claim(h, move(h.position(), "Nc6"), 200'000, 1'000'000, 1);
    REQUIRE(ruling.ok());
    CHECK(ruling->ruling.clock == ClockChange{180'000, -100'000});
    CHECK(ruling->claimant_after_ms == std::optional<Millis>(100'000));
    CHECK_THAT(ruling->ruling.explanation, Catch::Contains("Nc6 must now be played"));
    // Without the claimant's time the half cannot be computed: said, and only the rest applied.
    auto unknown = arbiter.claim(h, std::nullopt, std::nullopt, std::nullopt, 2);
    REQUIRE(unknown.ok());
    CHECK(unknown->ruling.clock == ClockChange{180'000, 0});
    CHECK_FALSE(unknown->penalty->claimant_ms);
    CHECK_THAT(unknown->ruling.explanation, Catch::Contains("cannot be computed"));
}

TEST_CASE("Illegal moves, 2023 standard: +2 min, then the second loses", "[arbiter][illegal]") {
    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    const auto start = pendule::rules::Position::start();
    auto first = arbiter.illegal_move(start, Color::White, IllegalAction::IllegalMove, 0, 1'000);
    CHECK(first.count == 1);
    CHECK(first.ruling.outcome == Outcome::Continues);
    CHECK(first.ruling.clock == ClockChange{0, 120'000});
    CHECK(first.ruling.article == "7.5.5");
    auto second = arbiter.illegal_move(start, Color::White, IllegalAction::ClockWithoutMove, 0, 2'000);
    CHECK(second.count == 2);
    CHECK(second.ruling.outcome == Outcome::BlackWins); // Black can mate from the initial position
    CHECK(arbiter.illegal_moves_by(Color::White) == 2);
    CHECK(arbiter.illegal_moves_by(Color::Black) == 0);
    REQUIRE(arbiter.log().entries().size() == 2);
    CHECK(arbiter.log().entries()[1].at_ms == 2'000);
}

TEST_CASE("Illegal moves, 2009: two +2 min, the third loses, drawn when the opponent cannot mate",
          "[arbiter][illegal]") {
    Arbiter arbiter(Edition::Laws2009, GameSpeed::Standard);
    // Black has a lone king: White's loss becomes a draw (7.4.b).
    const auto pos = position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    CHECK(arbiter.illegal_move(pos, Color::White, IllegalAction::IllegalMove, 0, 1).ruling.clock ==
          ClockChange{0, 120'000});
    CHECK(arbiter.illegal_move(pos, Color::White, IllegalAction::IllegalMove, 0, 2).ruling.outcome ==
          Outcome::Continues);
    const auto third = arbiter.illegal_move(pos, Color::White, IllegalAction::IllegalMove, 0, 3);
    CHECK(third.ruling.outcome == Outcome::Draw);
    CHECK(third.ruling.article == "7.4.b");
    CHECK_THAT(third.ruling.explanation, Catch::Contains("cannot checkmate"));
}

TEST_CASE("Illegal moves, 2023 blitz: +1 min and the increment taken back, 2014 second loses",
          "[arbiter][illegal]") {
    Arbiter blitz(Edition::Laws2023, GameSpeed::Blitz);
    const auto pos = position("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    const auto first = blitz.illegal_move(pos, Color::Black, IllegalAction::IllegalMove, 2'000, 10);
    CHECK(first.ruling.clock == ClockChange{60'000, -2'000});
    CHECK_THAT(first.ruling.explanation, Catch::Contains("taken back"));
    // The second by Black loses: White's pawn promotes, White can mate.
    CHECK(blitz.illegal_move(pos, Color::Black, IllegalAction::TwoHands, 2'000, 20).ruling.outcome ==
          Outcome::WhiteWins);
    // 2014, standard: the second loses; the opponent with king and queen against a lone knight.
    Arbiter standard(Edition::Laws2014, GameSpeed::Standard);
    const auto kn_kq = position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1");
    CHECK(standard.illegal_move(kn_kq, Color::White, IllegalAction::IllegalMove, 0, 1).ruling.outcome ==
          Outcome::Continues);
    CHECK(standard.illegal_move(kn_kq, Color::White, IllegalAction::IllegalMove, 0, 2).ruling.outcome ==
          Outcome::Draw); // Black's lone knight cannot mate against king and queen
}

TEST_CASE("Illegal moves, 2001: no fixed penalty, never a loss", "[arbiter][illegal]") {
    Arbiter arbiter(Edition::Laws2001, GameSpeed::Standard);
    const auto start = pendule::rules::Position::start();
    for (int i = 1; i <= 4; ++i) {
        const auto r = arbiter.illegal_move(start, Color::Black, IllegalAction::IllegalMove, 0, i);
        CHECK(r.ruling.outcome == Outcome::Continues);
        CHECK(r.ruling.clock.is_none());
        CHECK_THAT(r.ruling.explanation, Catch::Contains("arbiter"));
    }
}

TEST_CASE("Flag fall (6.9): loss, draw when the opponent cannot mate, arbiter when unknown",
          "[arbiter][flag]") {
    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    // White flags; Black has king and knight against king and queen: cannot mate, draw.
    CHECK(arbiter.flag_fall(position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1"), Color::White, 1).outcome ==
          Outcome::Draw);
    // White flags against a lone king: draw.
    CHECK(arbiter.flag_fall(position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Color::White, 2).outcome ==
          Outcome::Draw);
    // Black flags against king and pawn: the pawn promotes, White can mate, Black loses.
    const auto pawn = arbiter.flag_fall(position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Color::Black, 3);
    CHECK(pawn.outcome == Outcome::WhiteWins);
    CHECK_THAT(pawn.explanation, Catch::Contains("with the opponent's help"));
    // The flag of the mated side does not matter: the game ended by checkmate.
    const auto mated = arbiter.flag_fall(position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"), Color::Black, 4);
    CHECK(mated.outcome == Outcome::WhiteWins);
    CHECK(mated.article == "5.1.1");
    // After a checkmate, the winner's flag does not matter either.
    CHECK(arbiter.flag_fall(position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"), Color::White, 5).outcome ==
          Outcome::WhiteWins);
    REQUIRE(arbiter.log().entries().size() == 5);
    CHECK(arbiter.log().entries()[0].article == "6.9");
}

TEST_CASE("Beyond the node budget the question is unknown: the arbiter decides, and says why",
          "[arbiter][flag]") {
    // Black loses on time; whether White's bishops can still mate needs a long cooperative series.
    const auto pos = position("8/8/2k2p2/8/6K1/4B3/1B6/8 w - - 0 1");
    Text why;
    CHECK(loss_unless_opponent_cannot_mate(pos, Color::Black, why, 1000) == Outcome::ArbiterDecides);
    CHECK_THAT(why.english(), Catch::Contains("cannot tell whether White can still checkmate") &&
                                  Catch::Contains("the arbiter must decide"));
    // The default budget decides it: a win for White, with the mating series.
    CHECK(loss_unless_opponent_cannot_mate(pos, Color::Black, why) == Outcome::WhiteWins);
    CHECK_THAT(why.english(), Catch::Contains("with the opponent's help"));
}

TEST_CASE("Resignation (5.1.2): 2023 draws when the opponent cannot mate, older editions do not",
          "[arbiter][resign]") {
    const auto pos = position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1");
    Arbiter modern(Edition::Laws2023, GameSpeed::Standard);
    CHECK(modern.resignation(pos, Color::White, 1).outcome == Outcome::Draw);
    Arbiter older(Edition::Laws2018, GameSpeed::Standard);
    CHECK(older.resignation(pos, Color::White, 1).outcome == Outcome::BlackWins);
}

TEST_CASE("Automatic endings are logged with their article", "[arbiter][log]") {
    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    const auto h = history("7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra2");
    auto ruling = arbiter.automatic_ending(h, 77);
    REQUIRE(ruling);
    CHECK(ruling->article == "9.6.2");
    REQUIRE(arbiter.log().entries().size() == 1);
    CHECK(arbiter.log().entries()[0].at_ms == 77);
    Arbiter old(Edition::Laws2009, GameSpeed::Standard);
    CHECK_FALSE(old.automatic_ending(h, 77));
    CHECK(old.log().is_empty());
}
