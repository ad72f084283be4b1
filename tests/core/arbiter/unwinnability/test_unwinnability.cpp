// can_checkmate (Laws 5.2.2, 6.9, 7.5.5): the per-side verdicts of classified positions, one
// group per rule of the analysis. The expected values are facts (which side can still checkmate
// by some series of legal moves); most come from the public unwinnability test sets, the others
// are textbook endings. Every row must be decided exactly as written.

#include "core/arbiter/helpmate_search.hpp"
#include "core/arbiter/material_rules.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/arbiter/pawn_structure.hpp"
#include "core/arbiter/reachability.hpp"
#include "core/arbiter/unwinnability.hpp"
#include "core/rules/uci.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace pendule::arbiter;
using pendule::rules::Color;
using pendule::rules::Position;

namespace {

Position position(const char* fen) {
    auto parsed = Position::from_fen(fen);
    REQUIRE(parsed);
    return *parsed;
}

struct Row {
    const char* fen;
    Verdict white;
    Verdict black;
};

constexpr Verdict Y = Verdict::Yes;
constexpr Verdict N = Verdict::No;

void check_rows(const Row* begin, const Row* end) {
    for (const Row* row = begin; row != end; ++row) {
        INFO(row->fen);
        const Position pos = position(row->fen);
        const Verdict white = can_checkmate(pos, Color::White);
        const Verdict black = can_checkmate(pos, Color::Black);
        INFO("white: " << mating_material_reason(pos, Color::White));
        INFO("black: " << mating_material_reason(pos, Color::Black));
        CHECK(white == row->white);
        CHECK(black == row->black);
        const Verdict dead = is_dead_position(pos);
        CHECK(dead == (row->white == N && row->black == N ? Verdict::Yes : Verdict::No));
    }
}

// Material alone.
const Row material_rows[] = {
    {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", N, N},       // K v K
    {"8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", N, N},     // K+B v K
    {"8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", N, N},     // K+N v K
    {"8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1", N, N},   // bishops all on one colour
    {"8/8/8/2k5/8/8/1B6/B3K3 w - - 0 1", N, N},    // two bishops, one colour
    {"8/8/8/3nk3/8/8/8/4K3 w - - 0 1", N, N},      // K v K+N
    {"6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1", Y, N},     // K+Q v K+N: the knight cannot
    {"8/8/4q3/4k3/8/8/8/1N2K3 w - - 0 1", N, Y},   // K+N v K+Q: the knight cannot
    {"8/8/4r3/4k3/8/8/8/2B1K3 w - - 0 1", N, Y},   // K+B v K+R: the bishop cannot
    {"8/8/4q3/4k3/8/8/8/2B1K3 w - - 0 1", N, Y},   // K+B v K+Q: the bishop cannot
    {"8/8/3rq3/4k3/8/8/8/2B1KB2 b - - 0 1", Y, Y}, // two bishops of both colours
    {"3kr3/8/8/8/8/3KN3/8/8 b - - 0 1", Y, Y},     // K+N v K+R: both can
    {"8/8/4b3/4k3/8/8/8/2B1K3 w - - 0 1", Y, Y},   // opposite-coloured bishops
    {"8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", Y, N},    // K+N+N v K
    {"8/8/8/4k3/8/8/8/R3K3 w - - 0 1", Y, N},      // K+R v K
    {"8/8/8/4k3/8/8/8/3QK3 b - - 0 1", Y, N},      // K+Q v K
    {"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", Y, N},     // a pawn that promotes
    {"8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1", Y, N},    // K+B+N v K
};

// Checkmate or stalemate on the board, and forced moves.
const Row terminal_rows[] = {
    {"R6k/8/6K1/8/8/8/8/8 b - - 0 1", Y, N},  // Black is checkmated
    {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", N, N}, // stalemate
    {"k7/8/1Q6/8/8/8/8/7K b - - 0 1", N, N},  // stalemate in the corner
};

// Pawn walls: pawns that can never move again, kings that can never meet.
const Row wall_rows[] = {
    {"4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1", N, N}, // Laws example
    {"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -", N, N},
    {"2k5/2p1p1p1/p1P1P1P1/P1p4K/8/8/2P5/8 w - -", N, N}, // the c-pawns can never pass each other
    {"2k5/p1p1p1p1/P1P1P1P1/2p1P2K/4P3/8/2P5/8 w - -", N, N},
    {"8/1k6/8/1p1p1p1p/1P1P1P1P/8/8/1K6 w - - 0 1", N, N},
};

// Endings the material rules leave open, decided by the search.
const Row search_rows[] = {
    {"8/8/4n3/4k3/8/8/8/1N2K3 w - - 0 1", Y, Y},                        // K+N v K+N
    {"8/8/4n3/4k3/8/8/8/2B1K3 w - - 0 1", Y, Y},                        // K+B v K+N
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Y, Y}, // the initial position
    {"1nbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -", Y, Y},
    {"8/8/8/Nk6/NB6/2n1K3/8/8 b - -", Y, Y},
    {"8/8/8/8/2b5/1kB5/1B6/BKB5 w - -", Y, Y},
    {"8/2k1b3/8/8/8/8/2K3N1/8 b - -", Y, Y},
    {"8/8/8/8/3K4/4p3/4Bk2/8 w - -", Y, Y},
    {"8/8/8/8/8/8/p1p5/kbK5 w - -", N, Y},
    {"8/8/6K1/p3p1p1/Pp1pP1Pp/1P1P3P/8/6k1 b - -", Y, Y},
    {"3k1b2/2p1pPp1/1pP1P1P1/1P1B2Pp/7P/8/8/7K w - -", Y, Y},
    {"8/6p1/6P1/6P1/6P1/2k3PK/6PP/8 w - -", Y, Y},
};

// Pawn walls and pieces that can never get through: the reachability analysis, the closure of
// all reachable positions, cycles of forced moves.
const Row blocked_rows[] = {
    {"1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -", N, N},
    {"1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - -", N, N},    // the white king is stalemated if Black comes close
    {"8/8/1p5k/1P6/KP6/1P6/PP6/8 w - -", N, N},         // the white king shuttles a3-a4
    {"8/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/k7 w - -", N, N}, // the pawns lock on their files: a closure
    {"8/1p6/1p6/kPp5/2P5/1pP5/1P1K4/8 b - -", N, N},
    {"kB4b1/5p1p/4pP1P/1p1pP3/1P1P4/6K1/8/8 w - -", N, N},
    {"8/8/1k6/p1p1p1p1/P1P1P1Pb/7K/4B3/8 w - -", N, N},
    {"6k1/8/8/8/8/6p1/6Pp/7K b - -", N, N},
    {"2b5/1p6/pPp1p1p1/BkP1P1P1/1P2p2K/1Pp5/2P1P3/8 w - -", Y, N},
    {"k1b5/1p1p4/1P1P4/8/8/4p1p1/4P1P1/5B1K w - -", N, N}, // White's moves are forced round a cycle
};

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

} // namespace

TEST_CASE("a Yes comes with a mating series that is legal and mates", "[unwinnable]") {
    for (const Row& row : search_rows) {
        for (Color side : {Color::White, Color::Black}) {
            const Position start = position(row.fen);
            if (can_checkmate(start, side) != Verdict::Yes)
                continue;
            const std::string reason = mating_material_reason(start, side);
            INFO(row.fen << " " << reason);
            const auto colon = reason.find(':');
            REQUIRE(colon != std::string::npos);
            Position pos = start;
            for (const std::string& uci : words(reason.substr(colon + 1))) {
                auto move = pendule::rules::parse_uci(pos, uci);
                REQUIRE(move);
                pos.do_move(*move);
            }
            CHECK(pos.is_checkmate());
            CHECK(pos.side_to_move() == ~side);
        }
    }
}

TEST_CASE("the search decides the endings material leaves open", "[unwinnable]") {
    check_rows(std::begin(search_rows), std::end(search_rows));
}

TEST_CASE("blocked positions: reachability, closure and forced cycles prove them dead", "[unwinnable]") {
    check_rows(std::begin(blocked_rows), std::end(blocked_rows));
}

TEST_CASE("the reachability analysis refuses what it does not model", "[unwinnable]") {
    // A pawn wall the analysis proves, then the same with castling rights or a legal en passant
    // capture: refused (false), never a wrong proof.
    CHECK(is_statically_unwinnable(position("4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1")));
    CHECK_FALSE(is_statically_unwinnable(position("4k3/8/8/p2p2p1/P2P2P1/8/8/R3K3 w Q - 0 1")));
    CHECK_FALSE(is_statically_unwinnable(position("4k3/8/8/pP1p2p1/3P2P1/8/8/4K3 w - a6 0 1")));
}

TEST_CASE("positions only a composer reaches are analysed when read with any material", "[unwinnable]") {
    // Nine white pawns: the reader refuses it unless told that any material is fine.
    const char* fen = "k7/8/8/8/8/PPPPPPPP/P7/K7 w - - 0 1";
    REQUIRE_FALSE(Position::from_fen(fen));
    auto pos = Position::from_fen(fen, pendule::rules::FenMaterial::Any);
    REQUIRE(pos);
    CHECK(can_checkmate(*pos, Color::White) == Verdict::Yes);
    CHECK(can_checkmate(*pos, Color::Black) == Verdict::No);
}

TEST_CASE("material rules decide the classic endings", "[unwinnable]") {
    check_rows(std::begin(material_rows), std::end(material_rows));
}

TEST_CASE("a position on the board: checkmate, stalemate, forced moves", "[unwinnable]") {
    check_rows(std::begin(terminal_rows), std::end(terminal_rows));
}

TEST_CASE("pawn walls: frozen pawns prove a dead position", "[unwinnable]") {
    check_rows(std::begin(wall_rows), std::end(wall_rows));
}

TEST_CASE("the node budget: beyond it the answer is unknown, the default budget decides", "[unwinnable]") {
    // A bishop pair against a pawn: the mate needs a long cooperative series, found only by the
    // guided deep search (hundreds of thousands of nodes).
    const Position pos = position("8/8/2k2p2/8/6K1/4B3/1B6/8 w - - 0 1");
    CHECK(can_checkmate(pos, Color::White, 1000) == Verdict::Unknown);
    CHECK(mating_material_reason(pos, Color::White, 1000).empty());
    CHECK(is_dead_position(pos) == Verdict::No); // Black's pawn promotes: decided without the budget
    CHECK(can_checkmate(pos, Color::White) == Verdict::Yes);
    // Material proofs cost no node: they hold with no budget at all.
    CHECK(can_checkmate(position("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), Color::White, 0) == Verdict::No);
}
