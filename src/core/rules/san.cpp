#include "core/rules/san.hpp"

#include "core/rules/attacks.hpp"

#include <array>
#include <cstdint>

namespace pendule::rules {

namespace {

constexpr std::string_view kLetters[] = {" NBRQK", " CFTDR"};

std::string_view letters(Notation n) {
    return kLetters[n == Notation::French ? 1 : 0];
}

// The piece type of a letter by notation, or -1: a table, since every move starts with a lookup.
struct LetterTable {
    std::array<std::int8_t, 128> type{};
    constexpr explicit LetterTable(std::string_view letters) {
        for (auto& t : type)
            t = -1;
        for (std::size_t i = 1; i < letters.size(); ++i)
            type[static_cast<unsigned char>(letters[i])] = static_cast<std::int8_t>(i);
    }
};
constexpr LetterTable kLetterTables[] = {LetterTable(kLetters[0]), LetterTable(kLetters[1])};

std::optional<PieceType> piece_from_letter(char c, Notation n) {
    const auto u = static_cast<unsigned char>(c);
    const int type = u < 128 ? kLetterTables[n == Notation::French ? 1 : 0].type[u] : -1;
    return type > 0 ? std::optional<PieceType>(PieceType(type)) : std::nullopt;
}

// What a SAN string says, before it is matched against the legal moves.
struct SanParts {
    PieceType piece = PieceType::Pawn;
    bool piece_named = false; // a piece letter was written
    int from_file = -1, from_rank = -1;
    Square to = NoSquare;
    std::optional<PieceType> promotion;
    bool capture = false;
    bool en_passant_mark = false; // "e.p." after the move
    int castling = 0;             // 1 kingside, 2 queenside
};

// UCI's lowercase promotion letters, the same in every notation ("d7d8r", "b8=q").
std::optional<PieceType> uci_promotion(char c) {
    switch (c) {
    case 'q':
        return PieceType::Queen;
    case 'r':
        return PieceType::Rook;
    case 'b':
        return PieceType::Bishop;
    case 'n':
        return PieceType::Knight;
    default:
        return std::nullopt;
    }
}

void strip_check_marks(std::string_view& s) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
}

// Takes an en passant mark off the end: "exd6e.p.", "exd6 e.p.", "exd6 e.p.+".
bool strip_en_passant_mark(std::string_view& s) {
    if (s.empty() || s.back() != '.' || s.size() < 4 || s.substr(s.size() - 4) != "e.p.")
        return false;
    s.remove_suffix(4);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    strip_check_marks(s);
    return true;
}

std::string show(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 32)) {
        auto u = static_cast<unsigned char>(c);
        out += (u < 0x20 || u >= 0x7f) ? '?' : c;
    }
    return "'" + out + (text.size() > 32 ? "...'" : "'");
}

// The promotion at the end of `s` (not empty), taken off: a piece letter of the notation, or
// UCI's lowercase one after the rank or '=' (a lowercase letter there cannot be a file: no digit
// follows it).
Result<bool> split_promotion(std::string_view& s, std::string_view text, Notation n, SanParts& parts) {
    std::optional<PieceType> p = piece_from_letter(s.back(), n);
    if (!p && s.size() >= 2 && (s[s.size() - 2] == '=' || (s[s.size() - 2] >= '1' && s[s.size() - 2] <= '8')))
        p = uci_promotion(s.back());
    if (p) {
        if (*p == PieceType::King)
            return fail("malformed: " + show(text) + ": a pawn cannot promote to a king");
        parts.promotion = *p;
        s.remove_suffix(1);
        if (!s.empty() && s.back() == '=')
            s.remove_suffix(1);
    } else if (s.back() == '=') {
        return fail("malformed: " + show(text) + ": '=' without a promotion piece");
    }
    return true;
}

// Why a text that is no SAN move is refused, for the forms real files hold.
Error not_san(std::string_view text) {
    if (text.find('@') != std::string_view::npos)
        return fail("malformed: " + show(text) + " is a piece drop (crazyhouse), not a move of chess");
    return fail("malformed: " + show(text) + " is not a move in SAN");
}

// SAN as PGN files nearly always hold it: an optional piece letter, file, rank and capture mark,
// the square, then check marks and an annotation ("Nbxd2+", "e4", "Qh4e1!?"). Anything else
// (castling, promotion, long algebraic, an en passant mark, a malformed move) returns false and
// is read by split_san, which gives the same parts and says what is wrong.
bool split_plain(std::string_view s, Notation n, SanParts& parts) {
    // The annotation, then the check marks, taken off the end as split_san does.
    std::size_t end = s.size();
    while (end > 0 && (s[end - 1] == '!' || s[end - 1] == '?'))
        --end;
    while (end > 0 && (s[end - 1] == '+' || s[end - 1] == '#'))
        --end;
    if (end < 2 || s[end - 1] < '1' || s[end - 1] > '8' || s[end - 2] < 'a' || s[end - 2] > 'h')
        return false;
    parts.to = make_square(s[end - 2] - 'a', s[end - 1] - '1');
    std::size_t i = 0;
    const std::size_t stop = end - 2;
    if (i < stop) {
        if (const auto piece = piece_from_letter(s[i], n)) {
            parts.piece = *piece;
            parts.piece_named = true;
            ++i;
        }
    }
    if (i < stop && s[i] >= 'a' && s[i] <= 'h')
        parts.from_file = s[i++] - 'a';
    if (i < stop && s[i] >= '1' && s[i] <= '8')
        parts.from_rank = s[i++] - '1';
    if (i < stop && (s[i] == 'x' || s[i] == ':')) {
        parts.capture = true;
        ++i;
    }
    return i == stop;
}

Result<SanParts> split_san(std::string_view text, Notation n) {
    std::string_view s = text;
    while (!s.empty() && (s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    strip_check_marks(s);
    SanParts parts;
    parts.en_passant_mark = strip_en_passant_mark(s);
    if (s.empty())
        return fail("malformed: " + show(text) + " is not a move");
    if (s.front() == 'O' || s.front() == '0' || s.front() == 'o') {
        if (s == "O-O" || s == "0-0" || s == "o-o") {
            parts.castling = 1;
            return parts;
        }
        if (s == "O-O-O" || s == "0-0-0" || s == "o-o-o") {
            parts.castling = 2;
            return parts;
        }
    }
    if (auto p = piece_from_letter(s.front(), n)) {
        parts.piece = *p;
        parts.piece_named = true;
        s.remove_prefix(1);
    }
    // Most moves end with the rank: then there is no promotion to look for.
    if (!s.empty() && (s.back() < '1' || s.back() > '8'))
        if (auto promotion = split_promotion(s, text, n, parts); !promotion)
            return promotion.error();
    const auto to = s.size() < 2 ? std::nullopt : parse_square(s.substr(s.size() - 2));
    if (!to)
        return s.find('@') != std::string_view::npos
                   ? not_san(text)
                   : fail("malformed: " + show(text) + " does not name a destination square");
    parts.to = *to;
    s.remove_suffix(2);
    // A capture mark, or long algebraic's hyphen between the squares ("Ng1-f3").
    const bool hyphen = !s.empty() && s.back() == '-';
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || hyphen)) {
        parts.capture = !hyphen;
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
        return not_san(text);
    if (hyphen && (parts.from_file < 0 || parts.from_rank < 0))
        return fail("malformed: " + show(text) + ": long algebraic names the whole square left (Ng1-f3)");
    if (parts.promotion && parts.piece != PieceType::Pawn)
        return fail("malformed: " + show(text) + ": only a pawn can promote");
    return parts;
}

// A move from a whole square (long algebraic or UCI: "Ng1-f3", "g1f3", "e1g1") is the move of
// the piece standing there, which must be the side to move's (and the piece named, if one is).
// The king's two-square move along its first rank from its own square is castling (Laws 3.8.2).
Result<bool> resolve_from_square(const Position& pos, std::string_view text, SanParts& parts) {
    const Square from = make_square(parts.from_file, parts.from_rank);
    const Piece piece = pos.piece_on(from);
    const Color us = pos.side_to_move();
    if (piece == Piece::None || color_of(piece) != us) {
        if (parts.piece_named)
            return true; // refused later: no such piece stands there
        return fail("illegal: " + show(text) + ": no " + std::string(us == Color::White ? "white" : "black") +
                    " piece stands on " + square_name(from));
    }
    if (!parts.piece_named)
        parts.piece = type_of(piece);
    const Square home = make_square(4, us == Color::White ? 0 : 7);
    if (parts.piece == PieceType::King && type_of(piece) == PieceType::King && from == home &&
        rank_of(parts.to) == rank_of(from) && (file_of(parts.to) == 6 || file_of(parts.to) == 2))
        parts.castling = file_of(parts.to) == 6 ? 1 : 2;
    // Chess960 (Guidelines II): the king taking its own castling rook (b1a1, as engines write it).
    if (pos.is_chess960() && parts.piece == PieceType::King && type_of(piece) == PieceType::King) {
        for (bool kingside : {true, false})
            if (pos.castling_rook(castling_right(us, kingside)) == parts.to)
                parts.castling = kingside ? 1 : 2;
    }
    return true;
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
    if (pos.occupied() & pos.castling_clear_squares(right))
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

// The castling named by `parts`, if legal (Laws 3.8.2).
Result<Move> match_castling(const Position& pos, const SanParts& parts) {
    MoveList moves;
    pos.legal_moves(moves, pos.pieces(pos.side_to_move(), PieceType::King), ~Bitboard{0});
    for (Move m : moves)
        if (m.is_castling() && (file_of(m.to()) == 6) == (parts.castling == 1))
            return m;
    return fail(castling_refusal(pos, parts.castling == 1));
}

// Whether the legal move `m` is one that `parts` (not castling) names: from the named kind of
// piece (and file, rank or square) to the named square, with the named promotion.
bool names(const Position& pos, const SanParts& parts, Move m) {
    const Square from = m.from();
    if (m.to() != parts.to || m.is_castling() || type_of(pos.piece_on(from)) != parts.piece)
        return false;
    if (parts.from_file >= 0 ? file_of(from) != parts.from_file
                             : (parts.piece == PieceType::Pawn && file_of(from) != file_of(m.to())))
        return false;
    if (parts.from_rank >= 0 && rank_of(from) != parts.from_rank)
        return false;
    return m.is_promotion() == parts.promotion.has_value() &&
           (!m.is_promotion() || m.promotion() == parts.promotion);
}

// "ambiguous: 'Nd2' could be Nbd2 or Nfd2": the moves of `moves` that `parts` names.
std::string ambiguity(const Position& pos, const SanParts& parts, const MoveList& moves,
                      std::string_view text, Notation notation) {
    std::string message = "ambiguous: " + show(text) + " could be ";
    bool first = true;
    for (Move m : moves) {
        if (names(pos, parts, m)) {
            message += (first ? "" : " or ") + to_san(pos, m, notation);
            first = false;
        }
    }
    return message;
}

// Laws 3.7.3.1: an en passant mark ("exd6 e.p.") must name an en passant capture.
Result<Move> with_mark_checked(Move m, const SanParts& parts, std::string_view text) {
    if (parts.en_passant_mark && !m.is_en_passant())
        return fail("illegal: " + show(text) + ": not an en passant capture");
    return m;
}

// The move `parts` names when it is plain (no castling, no whole square of departure) and one
// legal move matches; Move::none() otherwise, when parse_san's full reading says why.
Move match_plain(const Position& pos, const SanParts& parts) {
    const Color us = pos.side_to_move();
    Bitboard origins = pos.legal_origins(parts.piece, parts.to);
    if (parts.from_file >= 0)
        origins &= file_bb(parts.from_file);
    else if (parts.piece == PieceType::Pawn)
        origins &= file_bb(file_of(parts.to)); // a pawn leaving its file names it (exd5)
    if (parts.from_rank >= 0)
        origins &= rank_bb(parts.from_rank);
    if (!origins || has_more_than_one(origins))
        return Move::none();
    const Square from = lsb(origins);
    if (parts.piece != PieceType::Pawn)
        return Move(from, parts.to);
    if (rank_of(parts.to) == (us == Color::White ? 7 : 0))
        return parts.promotion ? Move(from, parts.to, Move::Kind::Promotion, *parts.promotion) : Move::none();
    if (parts.promotion)
        return Move::none();
    return parts.to == pos.ep_square() && file_of(from) != file_of(parts.to)
               ? Move(from, parts.to, Move::Kind::EnPassant)
               : Move(from, parts.to);
}

} // namespace

char piece_letter(PieceType t, Notation notation) {
    return t == PieceType::Pawn ? '\0' : letters(notation)[index(t)];
}

bool is_null_move(std::string_view text) {
    return text == "--" || text == "Z0";
}

bool reads_in_other_notation(const Position& pos, std::string_view text, Notation notation) {
    const Notation other = notation == Notation::English ? Notation::French : Notation::English;
    return parse_san(pos, text, other).ok();
}

Move parse_plain_san(const Position& pos, std::string_view text, Notation notation) {
    SanParts plain;
    if (!split_plain(text, notation, plain) || (plain.from_file >= 0 && plain.from_rank >= 0))
        return Move::none();
    return match_plain(pos, plain);
}

Result<Move> parse_san(const Position& pos, std::string_view text, Notation notation) {
    if (Move m = parse_plain_san(pos, text, notation); !m.is_none())
        return m;
    auto parsed = split_san(text, notation);
    if (!parsed)
        return is_null_move(text) ? fail("illegal: " + show(text) +
                                         " is a null move (a pass), not a move of chess (Laws 1.2: "
                                         "the players move alternately)")
                                  : parsed.error();
    SanParts& parts = parsed.value();
    if (!parts.castling && parts.from_file >= 0 && parts.from_rank >= 0)
        if (auto resolved = resolve_from_square(pos, text, parts); !resolved)
            return resolved.error();
    if (parts.castling) {
        auto castling = match_castling(pos, parts);
        return castling ? with_mark_checked(*castling, parts, text) : castling;
    }
    if (Move m = match_plain(pos, parts); !m.is_none())
        return parts.en_passant_mark ? with_mark_checked(m, parts, text) : Result<Move>(m);
    // No single legal move: the moves that could match are listed (from the named kind of piece,
    // and file or rank, to the named square) to say why.
    Bitboard from_mask = pos.pieces(pos.side_to_move(), parts.piece);
    if (parts.from_file >= 0)
        from_mask &= file_bb(parts.from_file);
    if (parts.from_rank >= 0)
        from_mask &= rank_bb(parts.from_rank);
    MoveList moves;
    pos.legal_moves(moves, from_mask, square_bb(parts.to));
    Move found = Move::none();
    int count = 0;
    for (Move m : moves) {
        if (names(pos, parts, m) && count++ == 0)
            found = m;
    }
    if (count == 1)
        return parts.en_passant_mark ? with_mark_checked(found, parts, text) : Result<Move>(found);
    if (count == 0)
        return fail(refusal(pos, parts, text));
    return fail(ambiguity(pos, parts, moves, text, notation));
}

std::string to_san(const Position& pos, Move m, Notation notation) {
    MoveList moves; // the moves to the same square, enough for legality and disambiguation
    pos.legal_moves(moves, ~Bitboard{0}, square_bb(m.to()));
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
