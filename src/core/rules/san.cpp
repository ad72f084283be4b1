#include "core/rules/san.hpp"

#include "core/rules/attacks.hpp"

namespace pendule::rules {

namespace {

constexpr std::string_view kLetters[] = {" NBRQK", " CFTDR"};

std::string_view letters(Notation n) {
    return kLetters[n == Notation::French ? 1 : 0];
}

std::optional<PieceType> piece_from_letter(char c, Notation n) {
    auto i = letters(n).find(c);
    if (c == ' ' || i == std::string_view::npos)
        return std::nullopt;
    return PieceType(i);
}

// What a SAN string says, before it is matched against the legal moves.
struct SanParts {
    PieceType piece = PieceType::Pawn;
    int from_file = -1, from_rank = -1;
    Square to = NoSquare;
    std::optional<PieceType> promotion;
    bool capture = false;
    int castling = 0; // 1 kingside, 2 queenside
};

std::string show(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 32)) {
        auto u = static_cast<unsigned char>(c);
        out += (u < 0x20 || u >= 0x7f) ? '?' : c;
    }
    return "'" + out + (text.size() > 32 ? "...'" : "'");
}

Result<SanParts> split_san(std::string_view text, Notation n) {
    std::string_view s = text;
    while (!s.empty() && (s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    while (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    SanParts parts;
    if (s.empty())
        return fail("malformed: " + show(text) + " is not a move");
    if (s == "O-O" || s == "0-0") {
        parts.castling = 1;
        return parts;
    }
    if (s == "O-O-O" || s == "0-0-0") {
        parts.castling = 2;
        return parts;
    }
    if (auto p = piece_from_letter(s.front(), n)) {
        parts.piece = *p;
        s.remove_prefix(1);
    }
    // Promotion: a piece letter at the end, with or without '='.
    if (!s.empty()) {
        if (auto p = piece_from_letter(s.back(), n)) {
            if (*p == PieceType::King)
                return fail("malformed: " + show(text) + ": a pawn cannot promote to a king");
            parts.promotion = *p;
            s.remove_suffix(1);
            if (!s.empty() && s.back() == '=')
                s.remove_suffix(1);
        } else if (s.back() == '=') {
            return fail("malformed: " + show(text) + ": '=' without a promotion piece");
        }
    }
    if (s.size() < 2 || !parse_square(s.substr(s.size() - 2)))
        return fail("malformed: " + show(text) + " does not name a destination square");
    parts.to = *parse_square(s.substr(s.size() - 2));
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':')) {
        parts.capture = true;
        s.remove_suffix(1);
    }
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'h') {
        parts.from_file = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty() && s.front() >= '1' && s.front() <= '8') {
        parts.from_rank = s.front() - '1';
        s.remove_prefix(1);
    }
    if (!s.empty())
        return fail("malformed: " + show(text) + " is not a move in SAN");
    if (parts.promotion && parts.piece != PieceType::Pawn)
        return fail("malformed: " + show(text) + ": only a pawn can promote");
    return parts;
}

std::string castling_refusal(const Position& pos, bool kingside) {
    const Color us = pos.side_to_move();
    std::string side = kingside ? "kingside" : "queenside";
    std::string who = std::string(color_name(us)) + " cannot castle " + side;
    CastlingRights right = us == Color::White ? (kingside ? kWhiteKingside : kWhiteQueenside)
                                              : (kingside ? kBlackKingside : kBlackQueenside);
    if (!(pos.castling_rights() & right))
        return "illegal: " + who + ": the king or that rook has moved";
    if (pos.in_check())
        return "illegal: " + who + " out of check (Laws 3.8.2.2)";
    int rank = us == Color::White ? 0 : 7;
    Bitboard path = kingside ? (square_bb(make_square(5, rank)) | square_bb(make_square(6, rank)))
                             : (square_bb(make_square(1, rank)) | square_bb(make_square(2, rank)) |
                                square_bb(make_square(3, rank)));
    if (pos.occupied() & path)
        return "illegal: " + who + ": a piece stands between the king and the rook";
    return "illegal: " + who + ": the king would cross or land on an attacked square (Laws 3.8.2.2)";
}

// Why no legal move matches `parts` (which names no castling).
std::string refusal(const Position& pos, const SanParts& parts, std::string_view text) {
    const Color us = pos.side_to_move();
    const std::string name(piece_type_name(parts.piece));
    const std::string to = square_name(parts.to);
    if (parts.piece == PieceType::Pawn) {
        bool promotes = rank_of(parts.to) == (us == Color::White ? 7 : 0);
        if (promotes && !parts.promotion)
            return "illegal: " + show(text) + ": a pawn reaching " + to + " must promote (e.g. " + to + "=Q)";
        if (!promotes && parts.promotion)
            return "illegal: " + show(text) + ": a pawn promotes only on the last rank";
    }
    Bitboard candidates = pos.pieces(us, parts.piece);
    if (parts.from_file >= 0)
        candidates &= file_bb(parts.from_file);
    if (parts.from_rank >= 0)
        candidates &= rank_bb(parts.from_rank);
    if (parts.piece == PieceType::Pawn && parts.from_file < 0)
        candidates &= file_bb(file_of(parts.to));
    std::string color = us == Color::White ? "white" : "black";
    if (!candidates)
        return "illegal: " + show(text) + ": no " + color + " " + name + " " +
               (parts.from_file >= 0 || parts.from_rank >= 0 ? "stands there" : "on the board");
    if (has_more_than_one(candidates))
        return "illegal: " + show(text) + ": no " + color + " " + name + " can move to " + to;
    Square from = lsb(candidates);
    // One candidate: tell whether it cannot get there at all or would leave its king in check.
    Bitboard occ = pos.occupied(), reach = 0;
    switch (parts.piece) {
    case PieceType::Pawn:
        reach = (pawn_attacks(us, from) & pos.pieces(~us)) |
                (pos.ep_square() != NoSquare ? pawn_attacks(us, from) & square_bb(pos.ep_square()) : 0);
        if (!has_square(occ, parts.to) && file_of(from) == file_of(parts.to)) {
            int step = us == Color::White ? 8 : -8;
            auto one = Square(from + step);
            if (!has_square(occ, one)) {
                reach |= square_bb(one);
                if (rank_of(from) == (us == Color::White ? 1 : 6) && !has_square(occ, Square(one + step)))
                    reach |= square_bb(Square(one + step));
            }
        }
        break;
    case PieceType::Knight:
        reach = knight_attacks(from);
        break;
    case PieceType::Bishop:
        reach = bishop_attacks(from, occ);
        break;
    case PieceType::Rook:
        reach = rook_attacks(from, occ);
        break;
    case PieceType::Queen:
        reach = queen_attacks(from, occ);
        break;
    case PieceType::King:
        reach = king_attacks(from);
        break;
    }
    reach &= ~pos.pieces(us);
    std::string what = "the " + name + " on " + square_name(from);
    if (has_square(reach, parts.to))
        return "illegal: " + show(text) + ": " + what + " cannot move to " + to + ": it would leave the " +
               (parts.piece == PieceType::King ? "king" : "king") + " in check";
    return "illegal: " + show(text) + ": " + what + " cannot reach " + to;
}

} // namespace

char piece_letter(PieceType t, Notation notation) {
    return t == PieceType::Pawn ? '\0' : letters(notation)[index(t)];
}

Result<Move> parse_san(const Position& pos, std::string_view text, Notation notation) {
    auto parsed = split_san(text, notation);
    if (!parsed)
        return parsed.error();
    const SanParts& parts = parsed.value();
    MoveList moves;
    pos.legal_moves(moves);
    if (parts.castling) {
        for (Move m : moves)
            if (m.is_castling() && (file_of(m.to()) == 6) == (parts.castling == 1))
                return m;
        return fail(castling_refusal(pos, parts.castling == 1));
    }
    Move found[2];
    int count = 0;
    for (Move m : moves) {
        if (m.to() != parts.to || m.is_castling())
            continue;
        Square from = m.from();
        if (type_of(pos.piece_on(from)) != parts.piece)
            continue;
        if (parts.from_file >= 0 ? file_of(from) != parts.from_file
                                 : (parts.piece == PieceType::Pawn && file_of(from) != file_of(m.to())))
            continue;
        if (parts.from_rank >= 0 && rank_of(from) != parts.from_rank)
            continue;
        if (m.is_promotion() != parts.promotion.has_value() ||
            (m.is_promotion() && m.promotion() != parts.promotion))
            continue;
        if (count < 2)
            found[count] = m;
        ++count;
    }
    if (count == 1)
        return found[0];
    if (count == 0)
        return fail(refusal(pos, parts, text));
    std::string message = "ambiguous: " + show(text) + " could be ";
    bool first = true;
    for (Move m : moves) {
        if (m.to() != parts.to || m.is_castling() || type_of(pos.piece_on(m.from())) != parts.piece)
            continue;
        if ((parts.from_file >= 0 && file_of(m.from()) != parts.from_file) ||
            (parts.from_rank >= 0 && rank_of(m.from()) != parts.from_rank))
            continue;
        if (m.is_promotion() != parts.promotion.has_value() ||
            (m.is_promotion() && m.promotion() != parts.promotion))
            continue;
        message += (first ? "" : " or ") + to_san(pos, m, notation);
        first = false;
    }
    return fail(message);
}

std::string to_san(const Position& pos, Move m, Notation notation) {
    MoveList moves;
    pos.legal_moves(moves);
    if (!moves.contains(m))
        return to_uci(m);
    std::string san;
    const Square from = m.from(), to = m.to();
    const PieceType moved = type_of(pos.piece_on(from));
    if (m.is_castling()) {
        san = file_of(to) == 6 ? "O-O" : "O-O-O";
    } else {
        bool capture = pos.piece_on(to) != Piece::None || m.is_en_passant();
        if (moved == PieceType::Pawn) {
            if (capture)
                san += static_cast<char>('a' + file_of(from));
        } else {
            san += piece_letter(moved, notation);
            // Appendix C.10: the file if it tells the pieces apart, else the rank, else both.
            bool clash = false, same_file = false, same_rank = false;
            for (Move other : moves) {
                if (other.to() != to || other.from() == from || type_of(pos.piece_on(other.from())) != moved)
                    continue;
                clash = true;
                same_file |= file_of(other.from()) == file_of(from);
                same_rank |= rank_of(other.from()) == rank_of(from);
            }
            if (clash && (!same_file || same_rank))
                san += static_cast<char>('a' + file_of(from));
            if (clash && same_file)
                san += static_cast<char>('1' + rank_of(from));
        }
        if (capture)
            san += 'x';
        san += square_name(to);
        if (m.is_promotion()) {
            san += '=';
            san += piece_letter(m.promotion(), notation);
        }
    }
    if (pos.gives_check(m)) {
        Position after = pos;
        after.do_move(m);
        san += after.has_legal_move() ? '+' : '#';
    }
    return san;
}

} // namespace pendule::rules
