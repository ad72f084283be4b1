#include "core/rules/uci.hpp"

namespace pendule::rules {

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
        bool rook_form = m.is_castling() && *to == make_square(file_of(m.to()) == 6 ? 7 : 0, rank_of(m.to()));
        if (m.to() == *to || rook_form)
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
