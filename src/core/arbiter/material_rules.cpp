#include "core/arbiter/material_rules.hpp"

namespace pendule::arbiter {

using rules::Bitboard;
using rules::PieceType;

namespace {
constexpr Phrase kOnlyKing{N_("has only the king")};
constexpr Phrase kKnightAgainstQueens{
    N_("has a king and a knight only, against a king and nothing but queens")};
constexpr Phrase kBishopsOfOneColour{
    N_("has a king and bishops all on squares of one colour, against no pawn, "
       "knight or bishop of the other colour")};
} // namespace

const Phrase* material_cannot_mate(const rules::Position& position, rules::Color side) {
    const rules::Color them = ~side;
    const Bitboard ours = position.pieces(side) & ~position.pieces(side, PieceType::King);
    if (ours == 0)
        return &kOnlyKing;
    if ((ours & (position.pieces(PieceType::Pawn) | position.pieces(PieceType::Rook) |
                 position.pieces(PieceType::Queen))) != 0)
        return nullptr;
    const Bitboard theirs = position.pieces(them) & ~position.pieces(them, PieceType::King);
    const Bitboard our_knights = position.pieces(side, PieceType::Knight);
    const Bitboard our_bishops = position.pieces(side, PieceType::Bishop);
    if (our_bishops == 0 && !rules::has_more_than_one(our_knights)) {
        if ((theirs & ~position.pieces(PieceType::Queen)) == 0)
            return &kKnightAgainstQueens;
        return nullptr;
    }
    if (our_knights == 0) {
        const Bitboard colour =
            (our_bishops & rules::kDarkSquares) != 0 ? rules::kDarkSquares : ~rules::kDarkSquares;
        if ((our_bishops & ~colour) != 0)
            return nullptr;
        const Bitboard helpers = position.pieces(PieceType::Pawn) | position.pieces(PieceType::Knight) |
                                 (position.pieces(PieceType::Bishop) & ~colour);
        if ((theirs & helpers) == 0)
            return &kBishopsOfOneColour;
    }
    return nullptr;
}

} // namespace pendule::arbiter
