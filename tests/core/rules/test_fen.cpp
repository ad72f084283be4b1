// FEN reading and writing: round trips and one test per class of error.
#include "core/rules/position.hpp"

#include <catch2/catch.hpp>

using namespace pendule::rules;

TEST_CASE("fen: round trip", "[fen]") {
    const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
        "8/8/8/8/8/8/8/K6k w - - 99 200",
    };
    for (const char* fen : fens) {
        auto pos = Position::from_fen(fen);
        INFO(fen);
        REQUIRE(pos.ok());
        CHECK(pos->fen() == fen);
    }
}

TEST_CASE("fen: four fields (EPD) default the clocks, extra spaces are allowed", "[fen]") {
    auto pos = Position::from_fen("  4k3/8/8/8/8/8/8/4K3   b -  - ");
    REQUIRE(pos.ok());
    CHECK(pos->fen() == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("fen: accessors", "[fen]") {
    auto pos = Position::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 7");
    REQUIRE(pos.ok());
    CHECK(pos->side_to_move() == Color::White);
    CHECK(pos->castling_rights() == (kWhiteKingside | kBlackQueenside));
    CHECK(pos->ep_square() == D6);
    CHECK(pos->halfmove_clock() == 0);
    CHECK(pos->fullmove_number() == 7);
    CHECK(pos->piece_on(E5) == Piece::WhitePawn);
    CHECK(pos->piece_on(A8) == Piece::BlackRook);
    CHECK(pos->piece_on(E4) == Piece::None);
    CHECK(pos->pieces(Color::White, PieceType::Rook) == (square_bb(A1) | square_bb(H1)));
    CHECK(popcount(pos->occupied()) == 8);
    CHECK(pos->king_square(Color::Black) == E8);
    CHECK(Position::start().fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

namespace {
struct BadFen {
    const char* fen;
    const char* where;
    const char* message; // a part of the message
};
} // namespace

TEST_CASE("fen: every class of error names its field and says why", "[fen]") {
    const BadFen cases[] = {
        // wrong number of fields
        {"", "FEN", "found 0"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "FEN", "expected 6 fields"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "FEN", "found 7"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "FEN", "found 2"},
        // placement
        {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 1 (placement)",
         "rank 7 has more than 8 squares"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 1 (placement)",
         "unknown piece letter '9' in rank 6"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1R w KQkq - 0 1", "FEN field 1 (placement)",
         "rank 1 has more than 8 squares"},
        {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 1 (placement)",
         "rank 7 has 7 squares, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 1 (placement)",
         "found 7 ranks, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 1 (placement)",
         "more than 8 ranks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "FEN field 1 (placement)",
         "unknown piece letter 'X' in rank 1"},
        // kings
        {"8/8/8/8/8/8/8/K7 w - - 0 1", "FEN field 1 (placement)", "Black has 0 kings, expected exactly one"},
        {"k7/8/8/8/8/8/8/K6K w - - 0 1", "FEN field 1 (placement)", "White has 2 kings"},
        // pawns on the edge ranks
        {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "FEN field 1 (placement)", "White has a pawn on a1"},
        {"3pk3/8/8/8/8/8/8/4K3 w - - 0 1", "FEN field 1 (placement)", "Black has a pawn on d8"},
        // impossible material
        {"4k3/P7/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", "FEN field 1 (placement)", "White has 9 pawns"},
        {"4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQ - 0 1", "FEN field 1 (placement)", "White has 17 pieces"},
        {"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "FEN field 1 (placement)",
         "White has 1 promoted piece but no pawn is missing"},
        {"nnnnnk2/pppppp2/8/8/8/8/8/4K3 w - - 0 1", "FEN field 1 (placement)",
         "Black has 3 promoted pieces but only 2 pawns are missing"},
        // side to move
        {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "FEN field 2 (side to move)", "expected 'w' or 'b', found 'x'"},
        {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "FEN field 2 (side to move)",
         "the side not to move (Black) is in check"},
        {"8/8/8/8/8/8/8/Kk6 b - - 0 1", "FEN field 2 (side to move)",
         "the side not to move (White) is in check"},
        // castling
        {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "FEN field 3 (castling)",
         "castling right K needs the white king on e1 and a rook on h1"},
        {"r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "FEN field 3 (castling)",
         "castling right k needs the black king on e8 and a rook on h8"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1", "FEN field 3 (castling)", "unexpected character 'X'"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "FEN field 3 (castling)", "'K' is given twice"},
        // en passant
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", "FEN field 4 (en passant)",
         "e3 is on the wrong rank: with White to move it must be on rank 6"},
        {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "FEN field 4 (en passant)",
         "no black pawn on e5 that could just have moved two squares"},
        {"4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "FEN field 4 (en passant)", "e6 and e7 must be empty"},
        {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "FEN field 4 (en passant)", "'e9' is not a square"},
        // clocks
        {"4k3/8/8/8/8/8/8/4K3 w - - x 1", "FEN field 5 (halfmove clock)", "'x' is not a whole number"},
        {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "FEN field 5 (halfmove clock)", "'-1' is not a whole number"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "FEN field 6 (fullmove number)",
         "'0' is not a whole number from 1"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1.5", "FEN field 6 (fullmove number)", "'1.5' is not a whole number"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", "FEN field 5 (halfmove clock)", "is not a whole number"},
    };
    for (const BadFen& c : cases) {
        auto pos = Position::from_fen(c.fen);
        INFO(c.fen);
        REQUIRE_FALSE(pos.ok());
        CHECK(pos.error().where == c.where);
        CHECK_THAT(pos.error().message, Catch::Contains(c.message));
    }
}

TEST_CASE("fen: the error text joins where and what", "[fen]") {
    auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
    REQUIRE_FALSE(pos.ok());
    CHECK(pos.error().text() == "FEN field 6 (fullmove number): '0' is not a whole number from 1 to 1000000");
}

TEST_CASE("fen: the position an illegal move gave is read with its king in check, nothing else looser",
          "[fen]") {
    // White's king moved into the rook's file (Laws A.5.2: it stood): Black to move, White in check.
    const char* stood = "4r1k1/8/8/8/8/8/4K3/8 b - - 1 1";
    CHECK_FALSE(Position::from_fen(stood, FenMaterial::Any).ok());
    const auto pos = Position::from_fen(stood, FenMaterial::AfterIllegalMove);
    REQUIRE(pos.ok());
    CHECK(pos->fen() == stood);
    // Material no game reaches is allowed, as with Any; kings and edge pawns are still checked.
    CHECK(Position::from_fen("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", FenMaterial::AfterIllegalMove).ok());
    CHECK_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", FenMaterial::AfterIllegalMove).ok());
    CHECK_FALSE(Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1", FenMaterial::AfterIllegalMove).ok());
}
