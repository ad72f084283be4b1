#include "core/rules/uci.hpp"

namespace pendule::rules {

std::string to_uci(const Position& pos, Move m) {
    if (!m.is_castling() || !pos.is_chess960())
        return to_uci(m);
    const Square rook = pos.castling_rook(castling_right(pos.side_to_move(), file_of(m.to()) == 6));
    return rook == NoSquare ? to_uci(m) : square_name(m.from()) + square_name(rook);
}

Result<Move> parse_uci(const Position& pos, std::string_view text) {
    auto from = text.size() >= 4 ? parse_square(text.substr(0, 2)) : std::nullopt;
    auto to = text.size() >= 4 ? parse_square(text.substr(2, 2)) : std::nullopt;
    if (!from || !to || text.size() > 5)
        return fail("malformed: '" + std::string(text.substr(0, 16)) +
                    "' is not a UCI move (from and to squares, then an optional n, b, r or q)");
    std::optional<PieceType> promotion;
    if (text.size() == 5) {
        switch (text[4]) {
        case 'n':
            promotion = PieceType::Knight;
            break;
        case 'b':
            promotion = PieceType::Bishop;
            break;
        case 'r':
            promotion = PieceType::Rook;
            break;
        case 'q':
            promotion = PieceType::Queen;
            break;
        default:
            return fail("malformed: '" + std::string(text) + "' has an unknown promotion letter");
        }
    }
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        if (m.from() != *from || m.is_promotion() != promotion.has_value())
            continue;
        if (promotion && m.promotion() != *promotion)
            continue;
        if (!m.is_castling()) {
            if (m.to() == *to)
                return m;
            continue;
        }
        // Castling: the king taking its own rook (e1h1, as Chess960 engines write it), or the king's
        // move to the g or c file, which in Chess960 only when the king goes two squares or more
        // (a one-square move, b1c1, is the king's ordinary move).
        const Square rook = pos.castling_rook(castling_right(pos.side_to_move(), file_of(m.to()) == 6));
        const int distance = file_of(m.to()) - file_of(m.from());
        const bool king_form = m.to() == *to && (!pos.is_chess960() || distance >= 2 || distance <= -2);
        if (*to == rook || king_form)
            return m;
    }
    if (!promotion) {
        for (Move m : moves)
            if (m.from() == *from && m.to() == *to)
                return fail("illegal: " + std::string(text) + " needs a promotion letter (q, r, b or n)");
    }
    Piece p = pos.piece_on(*from);
    if (p == Piece::None)
        return fail("illegal: " + std::string(text) + ": there is no piece on " + square_name(*from));
    if (color_of(p) != pos.side_to_move())
        return fail("illegal: " + std::string(text) + ": the " + std::string(piece_type_name(type_of(p))) +
                    " on " + square_name(*from) + " is not " + std::string(color_name(pos.side_to_move())) +
                    "'s");
    return fail("illegal: " + std::string(text) + " is not a legal move for " +
                std::string(color_name(pos.side_to_move())));
}

} // namespace pendule::rules
