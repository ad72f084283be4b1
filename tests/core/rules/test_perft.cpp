// Move generation checked by perft counts from public suites (tables in perft_cases.hpp).
#include "core/rules/attacks.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"
#include "perft_960_cases.hpp"
#include "perft_cases.hpp"
#include "rules_test_util.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <random>

using namespace pendule::rules;
using rules_test::parse;

namespace {

// Checks every known count from depth `from` to `to` (inclusive), and that perft leaves the
// position as it found it. With `hash_megabytes`, perft keeps subtree counts in a table that size.
void check_counts(const std::vector<PerftCase>& cases, int from, int to, std::uint64_t max_nodes = UINT64_MAX,
                  std::size_t hash_megabytes = 0) {
    for (const PerftCase& c : cases) {
        Position pos = parse(c.fen);
        for (int depth = from; depth <= to && depth <= 8; ++depth) {
            std::uint64_t expected = c.counts[static_cast<std::size_t>(depth - 1)];
            if (expected == 0 || expected > max_nodes)
                continue;
            INFO(c.name << " " << c.fen << " depth " << depth << " hash " << hash_megabytes << " MB");
            CHECK(perft(pos, depth, hash_megabytes) == expected);
        }
        CHECK(pos.fen() == parse(c.fen).fen());
        CHECK(pos.key() == parse(c.fen).key());
    }
}

} // namespace

// Depths 1 to 4 in every build; 5 and deeper in the release suite only ([slow]): the sanitizers and
// Wine would take 10 to 20 s for what the depths below already walk through.
TEST_CASE("perft: the 126-position suite to depth 4", "[perft]") {
    REQUIRE(kPerftSuite.size() == 126);
    check_counts(kPerftSuite, 1, 4);
}

TEST_CASE("perft: the 126-position suite at depth 5", "[perft][slow]") {
    check_counts(kPerftSuite, 5, 5);
}

TEST_CASE("perft: the 126-position suite at depth 6", "[perft][slow]") {
    check_counts(kPerftSuite, 6, 6);
}

TEST_CASE("perft: chessprogramming wiki positions to depth 4", "[perft]") {
    REQUIRE(kCpwPositions.size() == 7);
    check_counts(kCpwPositions, 1, 4);
}

TEST_CASE("perft: chessprogramming wiki positions at depth 5", "[perft][slow]") {
    check_counts(kCpwPositions, 5, 5);
}

TEST_CASE("perft: chessprogramming wiki positions deeper (up to 1.5 billion nodes)", "[perft][slow]") {
    check_counts(kCpwPositions, 6, 8, 1'500'000'000);
}

TEST_CASE("perft: Sedlak's special cases (en passant, castling, promotion, stalemate)", "[perft]") {
    REQUIRE(kSedlakCases.size() == 14);
    check_counts(kSedlakCases, 1, 8);
}

TEST_CASE("perft: python-chess tricky positions", "[perft]") {
    REQUIRE(kTrickyPositions.size() == 13);
    check_counts(kTrickyPositions, 1, 8);
}

TEST_CASE("perft: en passant with the king beside the pawns", "[perft]") {
    check_counts(kExtraCases, 1, 5);
}

// The table keeps a count per position and depth: one megabyte (65,536 slots) is overwritten many
// times over in these trees, and a count kept under a key missing anything that tells positions
// apart (depth, side to move, castling rights, a capturable en passant square) would be read for
// the wrong position.
TEST_CASE("perft with a hash table: the same counts", "[perft][hash]") {
    check_counts(kPerftSuite, 1, 4, UINT64_MAX, 1);
    check_counts(kCpwPositions, 1, 4, UINT64_MAX, 1);
    check_counts(kSedlakCases, 1, 8, UINT64_MAX, 1);
    check_counts(kTrickyPositions, 1, 8, UINT64_MAX, 1);
    check_counts(kExtraCases, 1, 5, UINT64_MAX, 1);
}

TEST_CASE("perft with a hash table: the suites at depths 5 and 6", "[perft][hash][slow]") {
    check_counts(kPerftSuite, 5, 6, UINT64_MAX, 16);
    check_counts(kCpwPositions, 5, 6, 1'000'000'000, 16);
}

TEST_CASE("perft with a hash table: divide adds up to the same counts", "[perft][hash]") {
    Position pos = parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    auto plain = perft_divide(pos, 4);
    auto hashed = perft_divide(pos, 4, 1);
    CHECK(hashed == plain);
    std::uint64_t sum = 0;
    for (const auto& [move, nodes] : hashed)
        sum += nodes;
    CHECK(sum == 4085603);
    CHECK(pos.fen() == "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
}

TEST_CASE("perft: depth 0 is one node, divide adds up", "[perft]") {
    Position pos = Position::start();
    CHECK(perft(pos, 0) == 1);
    CHECK(perft_divide(pos, 0).empty());
    auto divide = perft_divide(pos, 3);
    CHECK(divide.size() == 20);
    std::uint64_t sum = 0;
    for (const auto& [move, nodes] : divide) {
        sum += nodes;
        if (to_uci(move) == "e2e4")
            CHECK(nodes == 600);
    }
    CHECK(sum == 8902);
}

// The incremental key must equal the key computed from scratch after every move of a small tree,
// and undo_move must restore the position exactly.
namespace {
void walk_keys(Position& pos, int depth, int& checked) {
    auto fresh = Position::from_fen(pos.fen());
    REQUIRE(fresh.ok());
    INFO(pos.fen());
    REQUIRE(pos.key() == fresh->key());
    ++checked;
    if (depth == 0)
        return;
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        std::string before = pos.fen();
        std::uint64_t key = pos.key();
        pos.do_move(m);
        walk_keys(pos, depth - 1, checked);
        pos.undo_move(m);
        REQUIRE(pos.fen() == before);
        REQUIRE(pos.key() == key);
    }
}
} // namespace

TEST_CASE("perft: incremental keys match keys computed from scratch", "[perft][keys]") {
    int checked = 0;
    for (const PerftCase& c : kCpwPositions) {
        Position pos = parse(c.fen);
        walk_keys(pos, 2, checked);
    }
    for (const PerftCase& c : kSedlakCases) {
        Position pos = parse(c.fen);
        walk_keys(pos, 3, checked);
    }
    Position ep = parse("1k6/8/8/5pP1/4K1P1/8/8/8 w - f6 0 1");
    walk_keys(ep, 3, checked);
    CHECK(checked > 10000);
}

// The small-table path the SAN reader takes: the empty-board reaches are the slider tables' answer
// on an empty board, and `unblocked` picks out of any pieces on those lines exactly the ones the
// tables see, over random occupancies (a fixed seed).
TEST_CASE("attacks: reaches and unblocked agree with the slider tables", "[perft]") {
    std::mt19937_64 random(960);
    int compared = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const auto s = Square(sq);
        CHECK(diagonal_reach(s) == bishop_attacks(s, 0));
        CHECK(straight_reach(s) == rook_attacks(s, 0));
        for (int i = 0; i < 200; ++i) {
            const Bitboard occupied = random() & random();
            const Bitboard pieces = occupied & (random() | random());
            CHECK(unblocked(s, pieces & diagonal_reach(s), occupied) ==
                  (bishop_attacks(s, occupied) & pieces));
            CHECK(unblocked(s, pieces & straight_reach(s), occupied) == (rook_attacks(s, occupied) & pieces));
            ++compared;
        }
    }
    CHECK(compared == 64 * 200);
}

namespace {

// legal_origins(type, to) for every type and square against the full list of legal moves
// (castling left out), in `pos` and in every position one move on.
void check_origins(Position& pos, int depth, std::size_t& compared) {
    std::array<std::array<Bitboard, 64>, 6> expected{};
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves)
        if (!m.is_castling())
            expected[index(type_of(pos.piece_on(m.from())))][m.to()] |= square_bb(m.from());
    for (int t = 0; t < 6; ++t)
        for (int s = 0; s < 64; ++s) {
            const Bitboard got = pos.legal_origins(PieceType(t), Square(s));
            if (got != expected[std::size_t(t)][std::size_t(s)])
                FAIL_CHECK(pos.fen() << " type " << t << " to " << square_name(Square(s)) << ": " << got
                                     << " against " << expected[std::size_t(t)][std::size_t(s)]);
            ++compared;
        }
    if (depth == 0)
        return;
    for (Move m : moves) {
        pos.do_move(m);
        check_origins(pos, depth - 1, compared);
        pos.undo_move(m);
    }
}

} // namespace

// What SAN reading relies on: the origins of the moves to a square, found without the list, are
// those of the list, in every position of the suites (pins, checks, en passant, promotions).
TEST_CASE("perft: legal_origins agrees with the legal moves", "[perft]") {
    std::size_t compared = 0;
    for (const auto* cases : {&kPerftSuite, &kCpwPositions, &kSedlakCases, &kTrickyPositions, &kExtraCases})
        for (const PerftCase& c : *cases) {
            Position pos = parse(c.fen);
            check_origins(pos, 1, compared);
        }
    for (const auto* cases : {&kChess960Perft, &kChess960Tricky})
        for (const Perft960Case& c : *cases) {
            auto pos = Position::from_fen(c.fen, FenMaterial::Reachable, FenRules::Chess960);
            REQUIRE(pos.ok());
            check_origins(*pos, 1, compared);
        }
    CHECK(compared > 1'000'000);
}
