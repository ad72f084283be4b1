#include "core/eboard/board_image.hpp"

namespace pendule::eboard {

namespace {

using rules::Piece;

// The board's codes 1..12 in order: White's pawn, rook, knight, bishop, king, queen, then Black's.
constexpr std::array<Piece, 13> kPieceOfCode = {
    Piece::None,        Piece::WhitePawn,  Piece::WhiteRook, Piece::WhiteKnight, Piece::WhiteBishop,
    Piece::WhiteKing,   Piece::WhiteQueen, Piece::BlackPawn, Piece::BlackRook,   Piece::BlackKnight,
    Piece::BlackBishop, Piece::BlackKing,  Piece::BlackQueen};

PieceCode code_of(Piece piece) {
    for (std::size_t code = 1; code < kPieceOfCode.size(); ++code)
        if (kPieceOfCode[code] == piece)
            return static_cast<PieceCode>(code);
    return kEmpty;
}

} // namespace

int field_of(rules::Square square, Orientation orientation) {
    // The board's field 0 is a8: rank 8 first, files a to h.
    const int field = (7 - rules::rank_of(square)) * 8 + rules::file_of(square);
    return orientation == Orientation::connector_left ? field : 63 - field;
}

Placement placement_of(const BoardCodes& codes, Orientation orientation) {
    Placement out;
    for (int s = 0; s < 64; ++s) {
        const PieceCode code = codes[static_cast<std::size_t>(field_of(rules::Square(s), orientation))];
        if (code < kPieceOfCode.size()) {
            out.pieces[static_cast<std::size_t>(s)] = kPieceOfCode[code];
        } else {
            out.pieces[static_cast<std::size_t>(s)] = Piece::None;
            ++out.odd;
        }
    }
    return out;
}

Placement placement_of(const rules::Position& position) {
    Placement out;
    for (int s = 0; s < 64; ++s)
        out.pieces[static_cast<std::size_t>(s)] = position.piece_on(rules::Square(s));
    return out;
}

std::string placement_text(const Placement& placement) {
    return rules::placement_fen(placement.pieces);
}

std::optional<BoardCodes> codes_of(std::string_view placement_fen, Orientation orientation) {
    Placement placement;
    placement.pieces.fill(Piece::None);
    int rank = 7;
    int file = 0;
    for (const char c : placement_fen) {
        if (c == '/') {
            if (file != 8 || rank == 0)
                return std::nullopt;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            Piece piece = Piece::None;
            for (std::size_t code = 1; code < kPieceOfCode.size(); ++code)
                if (rules::piece_char(kPieceOfCode[code]) == c)
                    piece = kPieceOfCode[code];
            if (piece == Piece::None || file > 7)
                return std::nullopt;
            placement.pieces[static_cast<std::size_t>(rules::make_square(file, rank))] = piece;
            ++file;
        }
        if (file > 8)
            return std::nullopt;
    }
    if (rank != 0 || file != 8)
        return std::nullopt;
    BoardCodes codes{};
    for (int s = 0; s < 64; ++s)
        codes[static_cast<std::size_t>(field_of(rules::Square(s), orientation))] =
            code_of(placement.pieces[static_cast<std::size_t>(s)]);
    return codes;
}

} // namespace pendule::eboard
