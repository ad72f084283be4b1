#pragma once

// Basic chess types shared by the whole rules module: colours, pieces, squares and bitboards.
// Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.

#include "core/colour.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::rules {

// The colour of a piece or of the side to move: the core's one colour type (core/colour.hpp).
using Color = pendule::Colour;
using pendule::index;
using pendule::other;
// "White" or "Black".
std::string_view color_name(Color c);

enum class PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };

constexpr int index(PieceType t) {
    return static_cast<int>(t);
}
// "pawn", "knight", ... (lower case, for messages).
std::string_view piece_type_name(PieceType t);

// A coloured piece: (colour << 3) | type. Piece::None marks an empty square.
enum class Piece : std::uint8_t {
    WhitePawn = 0,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn = 8,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    None = 15
};

constexpr Piece make_piece(Color c, PieceType t) {
    return Piece((index(c) << 3) | index(t));
}
constexpr Color color_of(Piece p) {
    return Color(static_cast<int>(p) >> 3);
}
constexpr PieceType type_of(Piece p) {
    return PieceType(static_cast<int>(p) & 7);
}
constexpr int index(Piece p) {
    return static_cast<int>(p);
}
// FEN letter: 'P', 'N', ... for White, 'p', 'n', ... for Black; '.' for Piece::None.
char piece_char(Piece p);

// a1 = 0 ... h8 = 63. NoSquare (64) marks "none" (no en passant square, Move::none()).
// Unscoped on purpose: squares take part in arithmetic (sq + 8) all the time.
enum Square : std::uint8_t {
    // clang-format off
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare
    // clang-format on
};

constexpr Square make_square(int file, int rank) {
    return Square(rank * 8 + file);
}
// 0 = file a ... 7 = file h.
constexpr int file_of(Square s) {
    return s & 7;
}
// 0 = rank 1 ... 7 = rank 8.
constexpr int rank_of(Square s) {
    return s >> 3;
}
constexpr bool is_valid(Square s) {
    return s < NoSquare;
}
// The rank seen from a colour's side: relative_rank(Black, rank 7) == 0.
constexpr int relative_rank(Color c, int rank) {
    return c == Color::White ? rank : 7 - rank;
}
// "e4"; "-" for NoSquare.
std::string square_name(Square s);
// "e4" -> E4; nothing for anything else (upper case files are refused). Inline: the PGN reader
// reads a square for every move.
inline std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return make_square(text[0] - 'a', text[1] - '1');
}

// Castling rights as a bit set.
using CastlingRights = std::uint8_t;
inline constexpr CastlingRights kWhiteKingside = 1;
inline constexpr CastlingRights kWhiteQueenside = 2;
inline constexpr CastlingRights kBlackKingside = 4;
inline constexpr CastlingRights kBlackQueenside = 8;
inline constexpr CastlingRights kAllCastling = 15;
// The index (0 .. 3) of a single right: the order of the bits above.
constexpr std::size_t castling_index(CastlingRights single) {
    return static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(single)));
}
// The right of a colour on a wing.
constexpr CastlingRights castling_right(Color c, bool kingside) {
    return static_cast<CastlingRights>((kingside ? kWhiteKingside : kWhiteQueenside)
                                       << (c == Color::White ? 0 : 2));
}

// The rules a game is played under: standard chess, or Chess960 (FIDE Laws, Guidelines II), where the
// pieces of the first rank start in one of 960 arrangements and castling takes the rooks where they
// stand.
enum class Variant : std::uint8_t { Standard, Chess960 };

// One bit per square.
using Bitboard = std::uint64_t;

constexpr Bitboard square_bb(Square s) {
    return Bitboard{1} << s;
}
constexpr bool has_square(Bitboard b, Square s) {
    return (b >> s) & 1;
}
constexpr int popcount(Bitboard b) {
    return std::popcount(b);
}
// The lowest set square of a non-empty bitboard.
constexpr Square lsb(Bitboard b) {
    return Square(std::countr_zero(b));
}
// The dark squares: a1, c1, ..., those of a1's colour (bishops that stand only on one colour).
inline constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;
// Removes and returns the lowest set square of a non-empty bitboard.
constexpr Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool has_more_than_one(Bitboard b) {
    return (b & (b - 1)) != 0;
}

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;

constexpr Bitboard file_bb(int file) {
    return kFileA << file;
}
constexpr Bitboard rank_bb(int rank) {
    return kRank1 << (8 * rank);
}

} // namespace pendule::rules
