// What real PGN files write besides SAN, read by parse_san where the meaning is plain: long
// algebraic, UCI, castling as the king's two-square move, lowercase promotion letters, the e.p.
// mark, o-o; and what stays refused: null moves, crazyhouse drops, moves that are not legal.
#include "core/rules/san.hpp"
#include "core/rules/uci.hpp"
#include "san_test_util.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace pendule::rules;
using rules_test::kCastling;
using rules_test::kPromotion;
using rules_test::kStart;
using rules_test::parse;
using rules_test::SanCase;
using rules_test::SanError;

namespace {

constexpr const char* kRookC4 = "4k3/8/8/8/2R5/8/8/4K3 w - - 0 1";
constexpr const char* kCentre = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
constexpr const char* kBlackCastles = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
constexpr const char* kNoRights = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
constexpr const char* kRookOnE1 = "3k4/8/8/8/8/8/8/K3R3 w - - 0 1";
constexpr const char* kPawnOnB7 = "2r5/1P6/8/8/8/8/8/k3K3 w - - 0 1";
constexpr const char* kEnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";

} // namespace

TEST_CASE("san forms: long algebraic, UCI and the other spellings name the legal move", "[san]") {
    const SanCase cases[] = {
        {kStart, "e2-e4", "e2e4"},
        {kStart, "e2e4", "e2e4"},
        {kStart, "Ng1-f3", "g1f3"},
        {kStart, "g1f3", "g1f3"}, // UCI: the piece standing on g1
        {kStart, "g1-f3", "g1f3"},
        {kStart, "g1f3", "g1f3", Notation::French},
        {kStart, "Cg1-f3", "g1f3", Notation::French},
        {kRookC4, "Rc4-d4", "c4d4"},
        {kRookC4, "Rc4d4+", "c4d4"},
        {kCentre, "e4xd5", "e4d5"},
        {kCentre, "e4-d5", "e4d5"},
        {kCastling, "e1g1", "e1g1"},
        {kCastling, "e1c1", "e1c1"},
        {kCastling, "Ke1-g1", "e1g1"},
        {kCastling, "o-o", "e1g1"},
        {kCastling, "o-o-o", "e1c1"},
        {kBlackCastles, "e8c8", "e8c8"},
        {kBlackCastles, "e8g8", "e8g8"},
        {kRookOnE1, "e1g1", "e1g1"}, // the rook stands there: a rook move, not castling
        {kPromotion, "e8=q", "e7e8q"},
        {kPromotion, "e8q", "e7e8q"},
        {kPromotion, "e7e8q", "e7e8q"},
        {kPromotion, "e7-e8=Q", "e7e8q"},
        {kPromotion, "exd8=n", "e7d8n"},
        {kPromotion, "e7d8r", "e7d8r"},
        {kPromotion, "exd8b", "e7d8b"},                   // a lowercase letter after the rank is a piece
        {kPromotion, "e8=q", "e7e8q", Notation::French},  // UCI's letters, whatever the notation
        {kPromotion, "e7e8r", "e7e8r", Notation::French}, // r: rook, not roi
        {kPawnOnB7, "bxc8=q", "b7c8q"},                   // b before: a file
        {kPawnOnB7, "bxc8b", "b7c8b"},                    // b after the rank: a bishop
        {kPawnOnB7, "b7b8b", "b7b8b"},
        {kPawnOnB7, "b8=b", "b7b8b"},
        {kEnPassant, "exf6 e.p.", "e5f6"},
        {kEnPassant, "exf6e.p.", "e5f6"},
        {kEnPassant, "exf6\te.p.", "e5f6"},
        {kEnPassant, "e5f6 e.p.", "e5f6"},
    };
    rules_test::check_reads(cases);
    Position castling = parse(kCastling);
    CHECK(parse_san(castling, "e1g1")->is_castling());
    CHECK_FALSE(parse_san(parse(kRookOnE1), "e1g1")->is_castling());
    CHECK(parse_san(parse(kEnPassant), "exf6 e.p.")->is_en_passant());
}

TEST_CASE("san forms: what is not a legal move stays refused, with the reason", "[san]") {
    const SanError cases[] = {
        {kStart, "e2-e5", "illegal: 'e2-e5': the pawn on e2 cannot reach e5"},
        {kStart, "Ng1-e2", "illegal: 'Ng1-e2': the knight on g1 cannot reach e2"},
        {kStart, "g1e2", "illegal: 'g1e2': the knight on g1 cannot reach e2"},
        {kStart, "Bg1-f3", "illegal: 'Bg1-f3': no white bishop stands there"},
        {kStart, "e3e4", "illegal: 'e3e4': no white piece stands on e3"},
        {kStart, "e7e5", "illegal: 'e7e5': no white piece stands on e7"},
        {kStart, "Nb-c3", "malformed: 'Nb-c3': long algebraic names the whole square left"},
        {kStart, "-e4", "malformed"},
        {kNoRights, "e1g1", "illegal: White cannot castle kingside: the king or that rook has moved"},
        {kNoRights, "Ke1-c1", "illegal: White cannot castle queenside: the king or that rook has moved"},
        {kStart, "e1g1", "illegal: White cannot castle kingside: a piece stands between"},
        {kStart, "o-o", "illegal: White cannot castle kingside"},
        {kPromotion, "e7e8", "illegal: 'e7e8': a pawn reaching e8 must promote"},
        {kPromotion, "e8=k", "malformed"},
        {kPromotion, "e7e8x", "malformed"},
        {kCentre, "exd5e.p.", "illegal: 'exd5e.p.': not an en passant capture"},
        {kCentre, "exd5 e.p.", "illegal: 'exd5 e.p.': not an en passant capture"},
        {kCastling, "O-O e.p.", "illegal: 'O-O e.p.': not an en passant capture"},
        {kStart, "--", "illegal: '--' is a null move (a pass), not a move of chess (Laws 1.2"},
        {kStart, "Z0", "illegal: 'Z0' is a null move"},
        {kStart, "N@f3", "malformed: 'N@f3' is a piece drop (crazyhouse), not a move of chess"},
        {kStart, "@e4", "malformed: '@e4' is a piece drop"},
        {kStart, "nf3", "malformed"}, // a leading lowercase letter is a file, never a piece
        {kStart, "qd4", "malformed"},
    };
    rules_test::check_refuses(cases);
    CHECK(is_null_move("--"));
    CHECK(is_null_move("Z0"));
    CHECK_FALSE(is_null_move("-"));
    CHECK_FALSE(is_null_move("Z0+"));
}

TEST_CASE("san forms: a move refused in one notation may read in the other", "[san]") {
    const Position start = parse(kStart);
    CHECK(reads_in_other_notation(start, "Cf3", Notation::English));
    CHECK(reads_in_other_notation(start, "Nf3", Notation::French));
    CHECK_FALSE(reads_in_other_notation(start, "Xf3", Notation::English));
    CHECK_FALSE(reads_in_other_notation(start, "Ne5", Notation::English));
    // R is the rook in English and the king in French.
    const Position open = parse("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    CHECK_FALSE(parse_san(open, "Re2").ok());
    CHECK(reads_in_other_notation(open, "Re2", Notation::English));
}

// Every legal move written in UCI ("e7e8q", castling "e1g1") and in long algebraic with its
// piece letter ("Ng1-f3", "Rh1xh8", "e7-e8=Q") is read back as that move, in both notations.
TEST_CASE("san forms: every legal move round-trips through UCI and long algebraic", "[san]") {
    const char* fens[] = {kStart,
                          kCastling,
                          kBlackCastles,
                          kPromotion,
                          kEnPassant,
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"};
    int checked = 0;
    for (const char* fen : fens) {
        const Position pos = parse(fen);
        MoveList moves;
        pos.legal_moves(moves);
        for (const Move m : moves) {
            for (const Notation n : {Notation::English, Notation::French}) {
                const std::string uci = to_uci(m);
                std::string lan(1, piece_letter(type_of(pos.piece_on(m.from())), n));
                if (lan[0] == '\0') {
                    lan.clear();
                }
                const bool capture = pos.piece_on(m.to()) != Piece::None || m.is_en_passant();
                lan += uci.substr(0, 2) + (capture ? "x" : "-") + uci.substr(2, 2);
                if (m.is_promotion()) {
                    lan += std::string("=") + piece_letter(m.promotion(), n);
                }
                for (const std::string& text : {uci, lan}) {
                    INFO(fen << "  " << text);
                    auto back = parse_san(pos, text, n);
                    REQUIRE(back.ok());
                    CHECK(back.value() == m);
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 400);
}
