// The desk's rulings from a clock read: what to set on the clock, and the verdict when
// the position is known or not.
#include "core/arbiter/board_ruling.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::arbiter;
using rules::Color;

TEST_CASE("board ruling: an illegal move read on a clock, pressed or not, standard and blitz",
          "[arbiter][desk]") {
    Arbiter standard(Edition::Laws2023, clock::GameSpeed::Standard);
    const ClockReading reading{3'600'000, 1'200'500, 36};
    // Not pressed: the opponent gets 2 min, the counter stays.
    const BoardRuling first = illegal_move_at_board(standard, Color::Black, IllegalAction::TwoHands, reading,
                                                    false, 30'000, nullptr, 5);
    REQUIRE(first.set);
    CHECK(*first.set == ClockSetting{3'720'000, 1'200'500, 36});
    CHECK(first.ruling.article == "7.5.5");
    // Pressed, in blitz: the increment of the illegal press is taken back, the counter goes back one.
    Arbiter blitz(Edition::Laws2023, clock::GameSpeed::Blitz);
    const BoardRuling pressed = illegal_move_at_board(blitz, Color::White, IllegalAction::IllegalMove,
                                                      {95'000, 80'000, 20}, true, 2'000, nullptr, 9);
    REQUIRE(pressed.set);
    CHECK(*pressed.set == ClockSetting{93'000, 140'000, 19});
    CHECK_THAT(pressed.ruling.explanation, Catch::Contains("taken back"));
    // The second loses: without the position the arbiter checks whether the opponent can mate.
    const BoardRuling second = illegal_move_at_board(blitz, Color::White, IllegalAction::IllegalMove,
                                                     {90'000, 80'000, 25}, true, 2'000, nullptr, 19);
    CHECK_FALSE(second.set);
    CHECK(second.ruling.outcome == Outcome::ArbiterDecides);
    CHECK_THAT(second.ruling.explanation, Catch::Contains("without the position, the arbiter checks it"));
    CHECK(blitz.log().entries().size() == 2);
}

TEST_CASE("board ruling: flag fall and resignation with and without the position, by edition",
          "[arbiter][desk]") {
    Arbiter a(Edition::Laws2023, clock::GameSpeed::Rapid);
    const auto bare = rules::Position::from_fen("8/8/4k3/8/8/3K4/8/7Q b - - 0 60");
    REQUIRE(bare);
    // Black's flag falls; White has a queen: White wins. Black's flag against a lone king: a draw.
    CHECK(flag_at_board(a, Color::Black, &*bare, 1).ruling.outcome == Outcome::WhiteWins);
    CHECK(flag_at_board(a, Color::White, &*bare, 2).ruling.outcome == Outcome::Draw);
    const BoardRuling unknown = flag_at_board(a, Color::White, nullptr, 3);
    CHECK(unknown.ruling.outcome == Outcome::ArbiterDecides);
    CHECK(unknown.ruling.article == "6.9");
    CHECK(unknown.ruling.explanation == "The flag of White fell. Black wins unless Black cannot checkmate by "
                                        "any series of legal moves (then a "
                                        "draw): without the position, the arbiter checks it.");
    CHECK(a.log().entries().size() == 3); // each ruling is in the board's log
    // 5.1.2: since 2023 a resignation is a draw when the opponent cannot mate; before, a loss anyway.
    CHECK(resignation_at_board(a, Color::Black, nullptr, 4).ruling.outcome == Outcome::ArbiterDecides);
    Arbiter old(Edition::Laws2018, clock::GameSpeed::Rapid);
    CHECK(resignation_at_board(old, Color::Black, nullptr, 5).ruling.outcome == Outcome::WhiteWins);
    CHECK(resignation_at_board(a, Color::White, &*bare, 6).ruling.outcome == Outcome::Draw);
}
