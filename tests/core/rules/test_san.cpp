// SAN in and out, in English and French.
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"
#include "core/rules/uci.hpp"
#include "rules_test_util.hpp"
#include "san_test_util.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <string>

using namespace pendule::rules;
using rules_test::kCastling;
using rules_test::kPromotion;
using rules_test::kStart;
using rules_test::parse;
using rules_test::SanCase;
using rules_test::SanError;

namespace {

// A legal move named in UCI.
Move uci(const Position& pos, const char* text) {
    auto m = parse_uci(pos, text);
    INFO(text);
    REQUIRE(m.ok());
    return m.value();
}

struct SanOut {
    const char* fen;
    const char* uci;
    const char* san;
    Notation notation = Notation::English;
};

constexpr const char* kTwoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
constexpr const char* kTwoRooks = "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1";
constexpr const char* kThreeQueens = "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
constexpr const char* kFoolsMate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
constexpr const char* kKingAndRook = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";

} // namespace

TEST_CASE("san: reading moves", "[san]") {
    const SanCase cases[] = {
        {kStart, "e4", "e2e4"},
        {kStart, "Nf3", "g1f3"},
        {kStart, "Nf3!", "g1f3"},
        {kStart, "Nf3?!", "g1f3"},
        {kStart, "e4!!", "e2e4"},
        {kStart, "e4??", "e2e4"},
        {kStart, "e4!?", "e2e4"},
        {kStart, "Ng1f3", "g1f3"},
        {kStart, "Ngf3", "g1f3"},
        {kStart, "N1f3", "g1f3"},
        {kTwoKnights, "Nbd2", "b1d2"},
        {kTwoKnights, "Nfd2", "f3d2"},
        {kTwoKnights, "Nf3d2", "f3d2"},
        {kTwoKnights, "Nc3", "b1c3"},
        {kTwoRooks, "R1a2", "a1a2"},
        {kTwoRooks, "R3a2", "a3a2"},
        {kTwoRooks, "Rb3", "a3b3"},
        {kThreeQueens, "Qh4e1", "h4e1"},
        {kThreeQueens, "Qe4e1", "e4e1"},
        {kThreeQueens, "Qee1", "e4e1"},
        {kThreeQueens, "Q1e1", "h1e1"},
        {kPromotion, "e8=Q+", "e7e8q"},
        {kPromotion, "e8Q", "e7e8q"},
        {kPromotion, "e8=R", "e7e8r"},
        {kPromotion, "exd8=N+", "e7d8n"},
        {kPromotion, "exd8N", "e7d8n"},
        {kPromotion, "exd8=B", "e7d8b"},
        {kPromotion, "ed8=N", "e7d8n"},
        {kPromotion, "exd8=C+", "e7d8n", Notation::French},
        {kPromotion, "e8=D+", "e7e8q", Notation::French},
        {kPromotion, "e8T", "e7e8r", Notation::French},
        {kPromotion, "exd8=F", "e7d8b", Notation::French},
        {kCastling, "O-O", "e1g1"},
        {kCastling, "0-0", "e1g1"},
        {kCastling, "O-O-O", "e1c1"},
        {kCastling, "0-0-0", "e1c1"},
        {kCastling, "O-O+", "e1g1"},
        {kCastling, "O-O-O!", "e1c1"},
        {kFoolsMate, "Qh4#", "d8h4"},
        {kFoolsMate, "Qh4+", "d8h4"},
        {kFoolsMate, "Qh4++", "d8h4"},
        {kFoolsMate, "Qxh4#", "d8h4"}, // a capture mark on a quiet move is tolerated
        {kFoolsMate, "Qh4#!", "d8h4"},
        {kFoolsMate, "Dh4#", "d8h4", Notation::French},
        {kKingAndRook, "Rf1", "h1f1"},
        {kKingAndRook, "Rf1", "e1f1", Notation::French},
        {kKingAndRook, "Tf1", "h1f1", Notation::French},
        {kKingAndRook, "Kf1", "e1f1"},
        {kStart, "Cf3", "g1f3", Notation::French},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6", "e5f6"},
    };
    rules_test::check_reads(cases);
}

TEST_CASE("san: writing moves with minimal disambiguation and check marks", "[san]") {
    const SanOut cases[] = {
        {kStart, "e2e4", "e4"},
        {kStart, "g1f3", "Nf3"},
        {kStart, "g1f3", "Cf3", Notation::French},
        {kTwoKnights, "b1d2", "Nbd2"},
        {kTwoKnights, "f3d2", "Nfd2"},
        {kTwoKnights, "b1c3", "Nc3"},
        {kTwoRooks, "a1a2", "R1a2"},
        {kTwoRooks, "a3a2", "R3a2"},
        {kTwoRooks, "a1a2", "T1a2", Notation::French},
        {kThreeQueens, "h4e1", "Qh4e1"},
        {kThreeQueens, "e4e1", "Qee1"},
        {kThreeQueens, "h1e1", "Q1e1"},
        {kThreeQueens, "h4g4", "Qhg4+"}, // h4 and e4 share a rank, not a file
        {kPromotion, "e7e8q", "e8=Q+"},
        {kPromotion, "e7e8r", "e8=R"},
        {kPromotion, "e7d8n", "exd8=N+"},
        {kPromotion, "e7d8n", "exd8=C+", Notation::French},
        {kPromotion, "e7e8q", "e8=D+", Notation::French},
        {kCastling, "e1g1", "O-O"},
        {kCastling, "e1c1", "O-O-O"},
        {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+"},
        {"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+"},
        {kFoolsMate, "d8h4", "Qh4#"},
        {kFoolsMate, "d8h4", "Dh4#", Notation::French},
        {kKingAndRook, "e1f1", "Kf1"},
        {kKingAndRook, "e1f1", "Rf1", Notation::French},
        {kKingAndRook, "h1h8", "Rh8+"},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6"},
        {"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#"},
    };
    for (const SanOut& c : cases) {
        Position pos = parse(c.fen);
        INFO(c.fen << "  " << c.uci);
        CHECK(to_san(pos, uci(pos, c.uci), c.notation) == c.san);
    }
}

TEST_CASE("san: ambiguous, illegal and malformed moves are refused with the reason", "[san]") {
    const SanError cases[] = {
        {kTwoKnights, "Nd2", "ambiguous: 'Nd2' could be Nbd2 or Nfd2"},
        {kTwoRooks, "Ra2", "ambiguous: 'Ra2' could be R1a2 or R3a2"},
        {kThreeQueens, "Qe1", "ambiguous: 'Qe1' could be"},
        {kThreeQueens, "Qhe1", "Qh4e1 or Q1e1"},
        {kTwoKnights, "Cd2", "ambiguous: 'Cd2' could be Cbd2 or Cfd2", Notation::French},
        {"4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Ne5", "illegal: 'Ne5': the knight on g1 cannot reach e5"},
        {kStart, "Ne5", "illegal: 'Ne5': no white knight can move to e5"},
        {kStart, "Qd4", "illegal: 'Qd4': the queen on d1 cannot reach d4"},
        {kStart, "e5", "illegal: 'e5': the pawn on e2 cannot reach e5"},
        {kStart, "exd3", "illegal: 'exd3': the pawn on e2 cannot reach d3"},
        {kKingAndRook, "Qd4", "illegal: 'Qd4': no white queen on the board"},
        {kTwoKnights, "Ncd2", "illegal: 'Ncd2': no white knight stands there"},
        {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3",
         "illegal: 'Nc3': the knight on e2 cannot move to c3: it would leave the king in check"},
        {"4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "Kf2",
         "illegal: 'Kf2': the king on e1 cannot move to f2: it would leave the king in check"},
        {kStart, "O-O",
         "illegal: White cannot castle kingside: a piece stands between the king and the rook"},
        {kKingAndRook, "O-O", "illegal: White cannot castle kingside: the king or that rook has moved"},
        {"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O-O",
         "illegal: White cannot castle queenside out of check"},
        {"4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O",
         "illegal: White cannot castle kingside: the king would cross or land on an attacked square"},
        {kPromotion, "e8", "illegal: 'e8': a pawn reaching e8 must promote"},
        {kStart, "e4=Q", "illegal: 'e4=Q': a pawn promotes only on the last rank"},
        {kPromotion, "e8=K", "malformed: 'e8=K': a pawn cannot promote to a king"},
        {kPromotion, "e8=", "malformed: 'e8=': '=' without a promotion piece"},
        {kStart, "Nf3=Q", "malformed: 'Nf3=Q': only a pawn can promote"},
        {kStart, "", "malformed: '' is not a move"},
        {kStart, "+", "malformed: '+' is not a move"},
        {kStart, "Nf9", "malformed: 'Nf9' does not name a destination square"},
        {kStart, "Xe4", "malformed: 'Xe4' is not a move in SAN"},
        {kStart, "e2e3e4", "malformed"},
        {kStart, "nf3", "malformed"},
        {kStart, "O-O-O-O", "malformed"},
        {kStart, "Nf3", "malformed", Notation::French}, // N means nothing in French
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exd6", "illegal: 'exd6'"},
        {kStart, "Cf3", "malformed", Notation::English},
    };
    rules_test::check_refuses(cases);
}

// Every legal move, written in SAN and read back, is the same move, in both languages.
namespace {
void san_round_trip(Position& pos, int depth, int& checked) {
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        for (Notation n : {Notation::English, Notation::French}) {
            std::string san = to_san(pos, m, n);
            auto back = parse_san(pos, san, n);
            INFO(pos.fen() << "  " << san);
            REQUIRE(back.ok());
            REQUIRE(back.value() == m);
            ++checked;
        }
        if (depth > 1) {
            pos.do_move(m);
            san_round_trip(pos, depth - 1, checked);
            pos.undo_move(m);
        }
    }
}
} // namespace

TEST_CASE("san: every legal move round-trips through SAN", "[san]") {
    const char* fens[] = {kStart, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", kThreeQueens,
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
    int checked = 0;
    for (const char* fen : fens) {
        Position pos = parse(fen);
        san_round_trip(pos, 2, checked);
    }
    CHECK(checked > 5000);
}

TEST_CASE("uci: reading moves", "[uci]") {
    Position start = Position::start();
    CHECK(to_uci(uci(start, "e2e4")) == "e2e4");
    Position promotion = parse(kPromotion);
    auto m = parse_uci(promotion, "e7d8n");
    REQUIRE(m.ok());
    CHECK(m->is_promotion());
    CHECK(m->promotion() == PieceType::Knight);
    Position castling = parse(kCastling);
    auto rook_form = parse_uci(castling, "e1h1");
    REQUIRE(rook_form.ok());
    CHECK(rook_form->is_castling());
    CHECK(to_uci(rook_form.value()) == "e1g1");

    struct Bad {
        const char* text;
        const char* message;
    };
    const Bad bad[] = {
        {"e2e5", "illegal: e2e5 is not a legal move for White"},
        {"e7e5", "illegal: e7e5: the pawn on e7 is not White's"},
        {"e3e4", "illegal: e3e4: there is no piece on e3"},
        {"e2", "malformed"},
        {"e2e4x", "malformed: 'e2e4x' has an unknown promotion letter"},
        {"e2e4qq", "malformed"},
        {"i2i4", "malformed"},
        {"", "malformed"},
    };
    for (const Bad& b : bad) {
        auto r = parse_uci(start, b.text);
        INFO(b.text);
        REQUIRE_FALSE(r.ok());
        CHECK_THAT(r.error().message, Catch::Contains(b.message));
    }
    auto no_piece = parse_uci(promotion, "e7e8");
    REQUIRE_FALSE(no_piece.ok());
    CHECK_THAT(no_piece.error().message, Catch::Contains("promotion"));
}

// SAN's plain form ([piece][file][rank][x]square, then check marks and an annotation) read by
// parse_san against a reading written here from the rules alone: the legal moves of the named
// piece to the square, from the named file and rank (a pawn without a file stays on its own),
// none a promotion. One such move is the answer; none is "illegal:", several "ambiguous:".
TEST_CASE("san: the plain form names what the legal moves say", "[san]") {
    const char* fens[] = {kStart,
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                          kThreeQueens,
                          kTwoKnights,
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                          "8/8/8/3pP3/4K3/8/8/7k w - d6 0 2",
                          "4k3/8/8/8/8/3n4/8/R3K2r w Q - 0 1",
                          "1k6/8/8/5pP1/4K3/8/8/8 w - f6 0 1",
                          "7k/8/8/1Q1Q4/8/1Q1Q4/8/K7 w - - 0 1"};
    std::mt19937 rng(4242);
    const std::string letters = "NBRQKP";
    int legal = 0, illegal = 0, ambiguous = 0;
    for (const char* fen : fens) {
        for (Notation n : {Notation::English, Notation::French}) {
            Position pos = parse(fen);
            MoveList moves;
            pos.legal_moves(moves);
            for (int i = 0; i < 4000; ++i) {
                std::string text;
                std::optional<PieceType> piece;
                int from_file = -1, from_rank = -1;
                if (rng() % 2) {
                    const char letter = letters[rng() % letters.size()];
                    text += letter;
                    for (int t = 1; t < 6; ++t)
                        if (piece_letter(PieceType(t), n) == letter)
                            piece = PieceType(t);
                    if (!piece)
                        continue; // not a piece letter in this notation: not the plain form
                }
                if (rng() % 3 == 0) {
                    from_file = int(rng() % 8);
                    text += char('a' + from_file);
                }
                if (rng() % 4 == 0) {
                    from_rank = int(rng() % 8);
                    text += char('1' + from_rank);
                }
                if (rng() % 3 == 0)
                    text += rng() % 4 ? 'x' : ':';
                const auto to = Square(rng() % 64);
                text += square_name(to);
                text += std::string("++#!?").substr(rng() % 5, rng() % 3);
                PieceType type = piece.value_or(PieceType::Pawn);
                if (!piece && from_file >= 0 && from_rank >= 0) {
                    // A whole square of departure and no letter (UCI's "g1f3"): the piece there.
                    const Piece there = pos.piece_on(make_square(from_file, from_rank));
                    if (there != Piece::None && color_of(there) == pos.side_to_move())
                        type = type_of(there);
                }
                int count = 0;
                Move expected = Move::none();
                for (Move m : moves) {
                    const Square from = m.from();
                    if (m.to() != to || m.is_castling() || m.is_promotion() ||
                        type_of(pos.piece_on(from)) != type)
                        continue;
                    if (from_file >= 0 ? file_of(from) != from_file
                                       : (type == PieceType::Pawn && file_of(from) != file_of(to)))
                        continue;
                    if (from_rank >= 0 && rank_of(from) != from_rank)
                        continue;
                    ++count;
                    expected = m;
                }
                auto got = parse_san(pos, text, n);
                if (got.ok() && got->is_castling())
                    continue; // the king's move from its whole square ("Ke1g1"): castling, read apart
                INFO(fen << "  '" << text << "'");
                if (count == 1) {
                    REQUIRE(got.ok());
                    CHECK(got.value() == expected);
                    ++legal;
                } else {
                    REQUIRE_FALSE(got.ok());
                    const bool said_ambiguous = got.error().message.rfind("ambiguous:", 0) == 0;
                    // A whole square of departure names one piece: never ambiguous.
                    CHECK(said_ambiguous == (count > 1));
                    ++(count > 1 ? ambiguous : illegal);
                }
            }
        }
    }
    CHECK(legal > 1000);
    CHECK(ambiguous > 50);
    CHECK(illegal > 10000);
}
