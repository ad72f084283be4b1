// Position: repetition keys (Laws 9.2.3), check, mate, stalemate, make/unmake, gives_check.
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"
#include "core/rules/uci.hpp"
#include "rules_test_util.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace pendule::rules;
using rules_test::parse;

namespace {

void play(Position& pos, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        auto m = parse_san(pos, san);
        INFO(san);
        REQUIRE(m.ok());
        pos.do_move(m.value());
    }
}

std::uint64_t key_of(const char* fen) {
    return parse(fen).repetition_key();
}

} // namespace

TEST_CASE("keys: the en passant square counts only when the capture is legal (Laws 9.2.3)", "[keys]") {
    struct Case {
        const char* with_ep;
        const char* without_ep;
        bool counts;
        const char* why;
    };
    const Case cases[] = {
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", true,
         "a plain legal capture"},
        {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2", false,
         "taking both pawns off the fifth rank would expose the king to the rook"},
        {"4k3/8/5b2/3pP3/8/8/1K6/8 w - d6 0 2", "4k3/8/5b2/3pP3/8/8/1K6/8 w - - 0 2", false,
         "the capturing pawn is pinned on a diagonal"},
        {"4k3/8/8/3pP3/8/5n2/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/5n2/8/4K3 w - - 0 2", false,
         "the capture does not answer a knight's check"},
        {"8/8/8/3pP3/4K3/8/8/7k w - d6 0 2", "8/8/8/3pP3/4K3/8/8/7k w - - 0 2", true,
         "the capture removes the checking pawn"},
        {"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 2", "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 2", true, "Black captures"},
        {"4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", false, "no pawn can capture"},
        {"4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/2PpP3/8/8/8/4K3 w - - 0 2", true, "two capturers"},
        {"4k3/8/8/K1PpP2r/8/8/8/8 w - d6 0 2", "4k3/8/8/K1PpP2r/8/8/8/8 w - - 0 2", true,
         "two capturers, one pinned: the other may still take"},
    };
    for (const Case& c : cases) {
        INFO(c.why);
        CHECK((key_of(c.with_ep) != key_of(c.without_ep)) == c.counts);
        CHECK(parse(c.with_ep).has_legal_en_passant() == c.counts);
        CHECK(parse(c.with_ep).key() == key_of(c.with_ep));
    }
}

TEST_CASE("keys: castling rights, side to move and placement are part of the key, clocks are not", "[keys]") {
    CHECK(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") != key_of("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"));
    CHECK(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") != key_of("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"));
    CHECK(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") != key_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"));
    CHECK(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") != key_of("r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1"));
    CHECK(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") == key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 37 90"));
}

TEST_CASE("keys: positions reached by moves", "[keys]") {
    Position pos = Position::start();
    const auto start_key = pos.repetition_key();
    play(pos, {"Nf3", "Nf6", "Ng1", "Ng8"});
    CHECK(pos.repetition_key() == start_key);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");

    // After 1.e4 the en passant square is recorded but no capture is possible.
    Position e4 = Position::start();
    play(e4, {"e4"});
    CHECK(e4.ep_square() == E3);
    CHECK(e4.repetition_key() == key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));

    // A king that goes and comes back loses the castling rights: not the same position.
    Position rooks = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const auto before = rooks.repetition_key();
    play(rooks, {"Kf1", "Kf8", "Ke1", "Ke8"});
    CHECK(rooks.repetition_key() != before);
    CHECK(rooks.repetition_key() == key_of("r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3"));

    // Double push next to an enemy pawn: the ep state counts, and is gone a move later.
    Position ep = parse("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    play(ep, {"e4"});
    CHECK(ep.repetition_key() == key_of("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1"));
    CHECK(ep.repetition_key() != key_of("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1"));
    play(ep, {"Kd7", "Kd2", "Ke8", "Ke1"});
    CHECK(ep.repetition_key() == key_of("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1"));
}

TEST_CASE("keys: key_after_hint is the key after every move that keeps castling and en passant", "[keys]") {
    // Captures, promotions with and without capture, en passant captures and an en passant state
    // that counts before the move; castling moves and double pushes change what the hint leaves out.
    for (const char* fen :
         {"r3k2r/1P4P1/8/3pP3/8/2n5/1p4p1/R3K2R w KQkq d6 0 1",
          "r3k2r/1P4P1/8/8/3pP3/2N5/1p4p1/R3K2R b KQkq e3 0 1", "4k3/8/2q1b3/3P4/8/5N2/8/4K3 w - - 0 1"}) {
        Position pos = parse(fen);
        MoveList moves;
        pos.legal_moves(moves);
        int checked = 0;
        for (Move m : moves) {
            const CastlingRights rights = pos.castling_rights();
            pos.do_move(m);
            const bool kept = pos.castling_rights() == rights && pos.ep_square() == NoSquare;
            const std::uint64_t after = pos.key();
            pos.undo_move(m);
            if (!kept)
                continue;
            INFO(fen << " " << to_uci(m));
            CHECK(pos.key_after_hint(m) == after);
            ++checked;
        }
        CHECK(checked > 5);
    }
}

TEST_CASE("position: check, checkmate, stalemate", "[position]") {
    Position start = Position::start();
    CHECK_FALSE(start.in_check());
    CHECK_FALSE(start.is_checkmate());
    CHECK_FALSE(start.is_stalemate());
    MoveList moves;
    start.legal_moves(moves);
    CHECK(moves.size() == 20);
    CHECK(start.count_legal_moves() == 20);

    Position mate = parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(mate.in_check());
    CHECK(mate.is_checkmate());
    CHECK_FALSE(mate.is_stalemate());
    CHECK(mate.checkers() == square_bb(H4));

    Position stalemate = parse("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    CHECK_FALSE(stalemate.in_check());
    CHECK(stalemate.is_stalemate());
    CHECK_FALSE(stalemate.is_checkmate());

    Position double_check = parse("4k3/8/8/8/8/3n4/8/R3K2r w Q - 0 1");
    CHECK(popcount(double_check.checkers()) == 2);
    double_check.legal_moves(moves);
    for (Move m : moves)
        CHECK(m.from() == E1);

    CHECK(start.attackers_to(F3) == (square_bb(E2) | square_bb(G2) | square_bb(G1)));
}

TEST_CASE("position: is_legal and gives_check agree with the move list and with do_move", "[position]") {
    const char* fens[] = {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                          "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
                          "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
                          "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
                          "8/P1k5/K7/8/8/8/8/8 w - - 0 1"};
    int checks = 0;
    for (const char* fen : fens) {
        Position pos = parse(fen);
        MoveList moves;
        pos.legal_moves(moves);
        for (Move m : moves) {
            INFO(fen << "  " << to_uci(m));
            CHECK(pos.is_legal(m));
            bool says = pos.gives_check(m);
            pos.do_move(m);
            CHECK(says == pos.in_check());
            checks += says;
            pos.undo_move(m);
        }
        // Every from/to pair that is not in the list is not legal.
        for (int from = 0; from < 64; ++from)
            for (int to = 0; to < 64; ++to) {
                Move m{Square(from), Square(to)};
                if (!moves.contains(m))
                    CHECK_FALSE(pos.is_legal(m));
            }
    }
    CHECK(checks > 10);
}

TEST_CASE("position: make and unmake restore everything", "[position]") {
    Position pos = parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    std::mt19937 rng(12345);
    std::vector<Move> played;
    std::vector<std::string> fens;
    for (int ply = 0; ply < 200; ++ply) {
        MoveList moves;
        pos.legal_moves(moves);
        if (moves.empty())
            break;
        Move m = moves[rng() % moves.size()];
        fens.push_back(pos.fen());
        pos.do_move(m);
        played.push_back(m);
    }
    CHECK(pos.plies_recorded() == played.size());
    while (!played.empty()) {
        pos.undo_move(played.back());
        played.pop_back();
        CHECK(pos.fen() == fens.back());
        fens.pop_back();
    }
    CHECK(pos.plies_recorded() == 0);
}

TEST_CASE("position: legal_moves with masks is the full list filtered", "[position]") {
    const char* fens[] = {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                          "8/8/8/3pP3/4K3/8/8/7k w - d6 0 2", "4k3/8/8/8/8/3n4/8/R3K2r w Q - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"};
    std::mt19937_64 rng(5);
    for (const char* fen : fens) {
        Position pos = parse(fen);
        MoveList all, some;
        pos.legal_moves(all);
        for (int i = 0; i < 300; ++i) {
            // Sparse random masks, plus single squares now and then.
            Bitboard from = i % 3 == 0 ? square_bb(Square(rng() % 64)) : rng() | rng();
            Bitboard to = i % 3 == 1 ? square_bb(Square(rng() % 64)) : rng() | rng();
            pos.legal_moves(some, from, to);
            std::size_t expected = 0;
            for (Move m : all)
                if (has_square(from, m.from()) && has_square(to, m.to())) {
                    ++expected;
                    CHECK(some.contains(m));
                }
            INFO(fen);
            CHECK(some.size() == expected);
        }
    }
}
