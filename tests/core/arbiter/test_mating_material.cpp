// can_checkmate: the material rules first, then the full analysis (unwinnability.hpp). Every verdict
// must be true; these classic endings are all decided.

#include "arbiter_test_util.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/arbiter/reachability.hpp"

using namespace pendule::arbiter;
using arbiter_test::position;
using pendule::rules::Color;

namespace {

struct ClassicEnding {
    const char* fen;
    Verdict white;
    Verdict black;
    const char* why;
};

// Facts: K v K, K+B v K, K+N v K, same-coloured bishops are dead; K+N v K+N, K+B v K+N and
// K+N+N v K are not (a helpmate exists); K+N v K+Q: the knight cannot mate; K+R v K+N: the knight
// can (the rook blocks a flight square).
const ClassicEnding classic_endings[] = {
    {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", Verdict::No, Verdict::No, "K v K"},
    {"8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", Verdict::No, Verdict::No, "K+B v K"},
    {"8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", Verdict::No, Verdict::No, "K+N v K"},
    {"8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1", Verdict::No, Verdict::No, "bishops all on dark squares"},
    {"8/8/4b3/4k3/8/8/8/2B1K3 w - - 0 1", Verdict::Yes, Verdict::Yes, "opposite bishops: helpmates"},
    {"8/8/4n3/4k3/8/8/8/1N2K3 w - - 0 1", Verdict::Yes, Verdict::Yes, "K+N v K+N"},
    {"8/8/4n3/4k3/8/8/8/2B1K3 w - - 0 1", Verdict::Yes, Verdict::Yes, "K+B v K+N"},
    {"8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", Verdict::Yes, Verdict::No, "K+N+N v K"},
    {"6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1", Verdict::Yes, Verdict::No, "K+Q v K+N: the knight cannot"},
    {"3kr3/8/8/8/8/3KN3/8/8 b - - 0 1", Verdict::Yes, Verdict::Yes, "K+N v K+R: both can"},
    {"8/8/8/8/2b5/4k3/8/3RKR2 w - - 0 1", Verdict::Yes, Verdict::No, "a bishop against rooks cannot"},
    {"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", Verdict::Yes, Verdict::No, "a pawn promotes"},
};

} // namespace

TEST_CASE("can_checkmate decides the classic endings", "[arbiter][mating]") {
    for (const ClassicEnding& row : classic_endings) {
        INFO(row.why << ": " << row.fen);
        const auto pos = position(row.fen);
        CHECK(can_checkmate(pos, Color::White) == row.white);
        CHECK(can_checkmate(pos, Color::Black) == row.black);
        const Verdict dead = is_dead_position(pos);
        if (row.white == Verdict::No && row.black == Verdict::No)
            CHECK(dead == Verdict::Yes);
        else
            CHECK(dead == Verdict::No);
    }
}

TEST_CASE("can_checkmate: a checkmate on the board is a Yes for the winner, a stalemate No for both",
          "[arbiter][mating]") {
    const auto mate = position("7k/R7/6K1/8/8/8/8/8 b - - 0 1");
    REQUIRE_FALSE(mate.is_checkmate());
    const auto mated = position("R6k/8/6K1/8/8/8/8/8 b - - 0 1");
    REQUIRE(mated.is_checkmate());
    CHECK(can_checkmate(mated, Color::White) == Verdict::Yes);
    CHECK(can_checkmate(mated, Color::Black) == Verdict::No);
    CHECK(is_dead_position(mated) == Verdict::No);
    const auto stalemate = position("7k/8/6QK/8/8/8/8/8 b - - 0 1");
    REQUIRE(stalemate.is_stalemate());
    CHECK(can_checkmate(stalemate, Color::White) == Verdict::No);
}

TEST_CASE("mating_material_reason says why in words", "[arbiter][mating]") {
    const auto pos = position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1");
    CHECK_THAT(mating_material_reason(pos, Color::Black), Catch::Contains("knight"));
    // A Yes comes with the mating series that was played on the board.
    CHECK_THAT(mating_material_reason(pos, Color::White), Catch::Contains("with the opponent's help"));
}

// Composed positions (miguel-ambrona/chasolver tests/positions.txt, labelled: White cannot
// mate) that the reachability analysis proves alone, and neighbours where White can mate, which it
// must not "prove".
TEST_CASE("the reachability analysis: a unit that never moves sees past none of its held squares",
          "[arbiter][mating]") {
    // The rook a1 may be taken by Black's dark bishop, never moves, and White's king a2 and bishop b1
    // cannot move while it stands there: it never attacks the a-file beyond a2. Above the locked
    // chain White has light bishops only, Black one dark blocker.
    CHECK(is_statically_unwinnable(position("B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/RB6 b - - 0 1")));
    CHECK(is_statically_unwinnable(position("B2b4/8/8/4k3/1p1p1p1p/1PpP1P1P/K1P4b/RB6 b - - 0 1")));
    // Without the bishop b1, White's king gives way: the rook comes out and mates with help.
    const auto free_rook = position("B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/R7 b - - 0 1");
    CHECK(can_checkmate(free_rook, Color::White) == Verdict::Yes);
    CHECK_FALSE(is_statically_unwinnable(free_rook));
}

TEST_CASE("the reachability analysis: a black pawn's check nothing can answer mates White",
          "[arbiter][mating]") {
    // c3-c2 checks White's king b1, which never moves, on a light square White's dark bishops never
    // reach: Black's pawn c3 never moves, the chain stays locked.
    CHECK(is_statically_unwinnable(position("8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 w - - 0 1")));
    CHECK(is_statically_unwinnable(position("8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 b - - 0 1")));
    // With a light bishop on d1 that takes on c2, the check is no mate, and White can mate.
    for (const char* fen : {"8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK1B1b2 w - - 0 1",
                            "8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK1B1b2 b - - 0 1"}) {
        INFO(fen);
        const auto pos = position(fen);
        CHECK(can_checkmate(pos, Color::White) == Verdict::Yes);
        CHECK_FALSE(is_statically_unwinnable(pos));
    }
}
