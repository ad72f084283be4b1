#pragma once

// A player's hands on a simulated DGT board: the field updates the board reports while a move is
// made, in the orders real boards report them (docs/eboard.md: a capture with either piece first or
// the captured piece never seen off, castling king first or rook first, en passant in each order,
// a promotion by a pawn put down and then replaced).

#include "core/eboard/board_image.hpp"
#include "core/eboard/dgt_protocol.hpp"
#include "core/rules/position.hpp"

#include <algorithm>
#include <vector>

namespace pendule::eboard::test {

enum class Hands {
    plain,       // lift, put down; a capture: the taken piece off first
    swap,        // a capture: the piece put on the taken one's square, which is never seen empty;
                 // castling rook first; en passant: the taken pawn off last; promotion: the pawn
                 // put down first, then replaced
    other_order, // en passant: the taken pawn off first; a capture: own piece off, taken piece off, on
};

// The board code of a rules piece.
inline PieceCode code(rules::Piece piece);

// The field updates of `move` from `before`, the board standing `orientation`.
inline std::vector<FieldUpdate> hands(const rules::Position& before, rules::Move move,
                                      Hands style = Hands::plain,
                                      Orientation orientation = Orientation::connector_left);

using rules::Piece;
using rules::Square;

inline PieceCode code(Piece piece) {
    switch (piece) {
    case Piece::WhitePawn:
        return 1;
    case Piece::WhiteRook:
        return 2;
    case Piece::WhiteKnight:
        return 3;
    case Piece::WhiteBishop:
        return 4;
    case Piece::WhiteKing:
        return 5;
    case Piece::WhiteQueen:
        return 6;
    case Piece::BlackPawn:
        return 7;
    case Piece::BlackRook:
        return 8;
    case Piece::BlackKnight:
        return 9;
    case Piece::BlackBishop:
        return 10;
    case Piece::BlackKing:
        return 11;
    case Piece::BlackQueen:
        return 12;
    default:
        return kEmpty;
    }
}

inline std::vector<FieldUpdate> hands(const rules::Position& before, rules::Move move, Hands style,
                                      Orientation orientation) {
    const auto on = [orientation](Square s, Piece p) {
        return FieldUpdate{field_of(s, orientation), code(p)};
    };
    const auto off = [orientation](Square s) { return FieldUpdate{field_of(s, orientation), kEmpty}; };
    const Piece mover = before.piece_on(move.from());
    const rules::Color us = rules::color_of(mover);
    std::vector<FieldUpdate> out;
    if (move.is_castling()) {
        // Stored as the king's move to its rook's square in Chess960 and the usual one alike: the
        // position after it says where king and rook stand.
        rules::Position after = before;
        after.do_move(move);
        const Piece king = rules::make_piece(us, rules::PieceType::King);
        const Piece rook = rules::make_piece(us, rules::PieceType::Rook);
        std::vector<Square> king_off, rook_off, king_on, rook_on;
        for (int s = 0; s < 64; ++s) {
            const Piece was = before.piece_on(Square(s));
            const Piece is = after.piece_on(Square(s));
            if (was == is)
                continue;
            if (was == king)
                king_off.push_back(Square(s));
            if (was == rook)
                rook_off.push_back(Square(s));
            if (is == king)
                king_on.push_back(Square(s));
            if (is == rook)
                rook_on.push_back(Square(s));
        }
        // Off before on, each piece in turn (in Chess960 a piece may land where the other stood).
        const auto king_moves = [&] {
            for (Square s : king_off)
                out.push_back(off(s));
        };
        const auto rook_moves = [&] {
            for (Square s : rook_off)
                out.push_back(off(s));
        };
        if (style == Hands::swap) {
            // The rook first; where it lands on the king's square (Chess960: king f1, rook h1), the
            // king is lifted before the rook comes down.
            rook_moves();
            const bool onto_king = std::any_of(rook_on.begin(), rook_on.end(), [&](Square s) {
                return std::find(king_off.begin(), king_off.end(), s) != king_off.end();
            });
            if (onto_king)
                king_moves();
            for (Square s : rook_on)
                out.push_back(on(s, rook));
            if (!onto_king)
                king_moves();
            for (Square s : king_on)
                out.push_back(on(s, king));
        } else {
            king_moves();
            rook_moves();
            for (Square s : king_on)
                out.push_back(on(s, king));
            for (Square s : rook_on)
                out.push_back(on(s, rook));
        }
        return out;
    }
    const Piece placed = move.is_promotion() ? rules::make_piece(us, move.promotion()) : mover;
    if (move.is_en_passant()) {
        const Square taken = rules::make_square(rules::file_of(move.to()), rules::rank_of(move.from()));
        if (style == Hands::other_order) {
            out = {off(taken), off(move.from()), on(move.to(), placed)};
        } else if (style == Hands::swap) {
            out = {off(move.from()), on(move.to(), placed), off(taken)};
        } else {
            out = {off(move.from()), off(taken), on(move.to(), placed)};
        }
        return out;
    }
    const bool capture = before.piece_on(move.to()) != Piece::None;
    if (capture && style == Hands::plain)
        out.push_back(off(move.to()));
    out.push_back(off(move.from()));
    if (capture && style == Hands::other_order)
        out.push_back(off(move.to()));
    if (move.is_promotion() && style == Hands::swap) {
        out.push_back(on(move.to(), mover)); // the pawn first, then the piece it becomes
        out.push_back(off(move.to()));
    }
    out.push_back(on(move.to(), placed));
    return out;
}

} // namespace pendule::eboard::test
