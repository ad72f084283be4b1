#include "core/rules/position.hpp"

#include "core/rules/attacks.hpp"
#include "core/rules/zobrist.hpp"

namespace pendule::rules {

namespace {

using detail::kZobrist;

// The knights' two squares among the five left once the bishops and the queen stand (Scharnagl's
// numbering of the Chess960 start positions).
constexpr int kKnightPairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                     {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

} // namespace

std::string_view color_name(Color c) {
    return c == Color::White ? "White" : "Black";
}

std::string_view piece_type_name(PieceType t) {
    static constexpr std::string_view names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[index(t)];
}

char piece_char(Piece p) {
    if (p == Piece::None)
        return '.';
    char c = "PNBRQK"[index(type_of(p))];
    return color_of(p) == Color::White ? c : static_cast<char>(c - 'A' + 'a');
}

std::string square_name(Square s) {
    if (!is_valid(s))
        return "-";
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

std::string to_uci(Move m) {
    if (m.is_none())
        return "0000";
    std::string s = square_name(m.from()) + square_name(m.to());
    if (m.is_promotion())
        s += "nbrq"[index(m.promotion()) - index(PieceType::Knight)];
    return s;
}

std::optional<std::string> chess960_back_rank(int number) {
    if (number < 0 || number > 959)
        return std::nullopt;
    std::string rank(8, '.');
    int n = number;
    rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = 'B'; // the light-squared bishop: b, d, f or h
    n /= 4;
    rank[static_cast<std::size_t>(2 * (n % 4))] = 'B'; // the dark-squared bishop: a, c, e or g
    n /= 4;
    // The i-th empty square from the a-file.
    auto empty_square = [&rank](int i) -> char& {
        for (char& c : rank)
            if (c == '.' && i-- == 0)
                return c;
        return rank[0]; // not reached: there are always enough empty squares
    };
    empty_square(n % 6) = 'Q';
    n /= 6;
    // The second knight first: placing the first one would shift the empty squares' numbers.
    empty_square(kKnightPairs[n][1]) = 'N';
    empty_square(kKnightPairs[n][0]) = 'N';
    empty_square(0) = 'R';
    empty_square(0) = 'K';
    empty_square(0) = 'R';
    return rank;
}

std::optional<int> chess960_number(std::string_view back_rank) {
    for (int n = 0; n < 960; ++n)
        if (*chess960_back_rank(n) == back_rank)
            return n;
    return std::nullopt;
}

Result<Position> Position::chess960_start(int number) {
    const auto rank = chess960_back_rank(number);
    if (!rank)
        return fail("Chess960 start positions are numbered 0 to 959, not " + std::to_string(number),
                    "start position");
    std::string black = *rank;
    for (char& c : black)
        c = static_cast<char>(c - 'A' + 'a');
    return from_fen(black + "/pppppppp/8/8/8/8/PPPPPPPP/" + *rank + " w KQkq - 0 1", FenMaterial::Reachable,
                    FenRules::Chess960);
}

Position Position::start() {
    auto p = from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert(p.ok());
    return std::move(p).value();
}

void Position::clear_castling() {
    castling_ = 0;
    castling_rook_.fill(NoSquare);
    castling_clear_.fill(0);
    castling_path_.fill(0);
    castling_mask_ = all_rights_mask();
}

void Position::set_castling_rook(CastlingRights single, Square rook) {
    const std::size_t i = castling_index(single);
    const Color us = i < 2 ? Color::White : Color::Black;
    const bool kingside = (i & 1) == 0;
    const Square king = king_square(us);
    const Square king_to = make_square(kingside ? 6 : 2, rank_of(king));
    const Square rook_to = make_square(kingside ? 5 : 3, rank_of(king));
    const Bitboard king_span = between_bb(king, king_to) | square_bb(king_to);
    const Bitboard rook_span = between_bb(rook, rook_to) | square_bb(rook_to);
    castling_ |= single;
    castling_rook_[i] = rook;
    castling_clear_[i] = (king_span | rook_span) & ~square_bb(king) & ~square_bb(rook);
    // The king's end square always, its start too when it does not move: the rook leaving may
    // uncover it (king c1, rook b1, a queen on a1).
    castling_path_[i] = king_span;
    castling_mask_[king] &= static_cast<CastlingRights>(~single);
    castling_mask_[rook] &= static_cast<CastlingRights>(~single);
}

// Out of line: castling is rare, and inlined into do_move its code made every other move slower.
[[gnu::noinline]] std::uint64_t Position::castle(Color us, Square king_from, Square king_to, bool undo) {
    // Both pieces off, then both on: in Chess960 the king may land on the rook's square or the
    // rook on the king's (Guidelines II.3).
    const bool kingside = file_of(king_to) == 6;
    const Square rook_from = castling_rook_[castling_index(castling_right(us, kingside))];
    const Square rook_to = make_square(kingside ? 5 : 3, rank_of(king_from));
    const Piece king = make_piece(us, PieceType::King), rook = make_piece(us, PieceType::Rook);
    remove_piece(undo ? king_to : king_from);
    remove_piece(undo ? rook_to : rook_from);
    put_piece(king, undo ? king_from : king_to);
    put_piece(rook, undo ? rook_from : rook_to);
    return kZobrist.piece[index(king)][king_from] ^ kZobrist.piece[index(king)][king_to] ^
           kZobrist.piece[index(rook)][rook_from] ^ kZobrist.piece[index(rook)][rook_to];
}

void Position::put_piece(Piece p, Square s) {
    Bitboard b = square_bb(s);
    board_[s] = p;
    by_type_[index(type_of(p))] |= b;
    by_color_[index(color_of(p))] |= b;
}

void Position::remove_piece(Square s) {
    Piece p = board_[s];
    Bitboard b = square_bb(s);
    board_[s] = Piece::None;
    by_type_[index(type_of(p))] ^= b;
    by_color_[index(color_of(p))] ^= b;
}

void Position::move_piece(Square from, Square to) {
    Piece p = board_[from];
    Bitboard b = square_bb(from) | square_bb(to);
    board_[from] = Piece::None;
    board_[to] = p;
    by_type_[index(type_of(p))] ^= b;
    by_color_[index(color_of(p))] ^= b;
}

Bitboard Position::attackers_to(Square s, Bitboard occ) const {
    const SliderTables& st = slider_tables();
    return (pawn_attacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn)) |
           (pawn_attacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn)) |
           (knight_attacks(s) & pieces(PieceType::Knight)) | (king_attacks(s) & pieces(PieceType::King)) |
           (bishop_attacks(st, s, occ) & (pieces(PieceType::Bishop) | pieces(PieceType::Queen))) |
           (rook_attacks(st, s, occ) & (pieces(PieceType::Rook) | pieces(PieceType::Queen)));
}

Bitboard Position::checkers() const {
    return attackers_to(king_square(side_)) & pieces(~side_);
}

std::uint64_t Position::ep_key() const {
    return has_legal_en_passant() ? kZobrist.ep_file[file_of(ep_)] : 0;
}

std::uint64_t Position::compute_key() const {
    std::uint64_t k = 0;
    for (int s = 0; s < 64; ++s)
        k ^= kZobrist.piece[index(board_[s])][s];
    k ^= kZobrist.castling[castling_];
    if (side_ == Color::Black)
        k ^= kZobrist.black_to_move;
    return k ^ ep_key();
}

std::uint64_t Position::key_after_hint(Move m) const {
    const Piece moved = board_[m.from()];
    const Piece arrives = m.is_promotion() ? make_piece(side_, m.promotion()) : moved;
    std::uint64_t k = key_ ^ kZobrist.black_to_move ^ kZobrist.piece[index(moved)][m.from()] ^
                      kZobrist.piece[index(arrives)][m.to()] ^ kZobrist.piece[index(board_[m.to()])][m.to()];
    if (ep_counts_)
        k ^= kZobrist.ep_file[file_of(ep_)];
    if (m.is_en_passant()) {
        const auto captured_square = Square(m.to() ^ 8);
        k ^= kZobrist.piece[index(board_[captured_square])][captured_square];
    }
    return k;
}

void Position::do_move(Move m) {
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Piece moved = board_[from];
    Undo undo{key_, halfmove_, Piece::None, castling_, ep_, ep_counts_};
    std::uint64_t k = key_ ^ kZobrist.castling[castling_] ^ kZobrist.black_to_move;
    if (ep_counts_)
        k ^= kZobrist.ep_file[file_of(ep_)];
    ep_ = NoSquare;
    ep_counts_ = false;
    ++halfmove_;

    switch (m.kind()) {
    case Move::Kind::Castling:
        k ^= castle(us, from, to, false);
        break;
    case Move::Kind::EnPassant: {
        auto captured_square = Square(to ^ 8);
        undo.captured = board_[captured_square];
        k ^= kZobrist.piece[index(undo.captured)][captured_square];
        remove_piece(captured_square);
        move_piece(from, to);
        k ^= kZobrist.piece[index(moved)][from] ^ kZobrist.piece[index(moved)][to];
        halfmove_ = 0;
        break;
    }
    case Move::Kind::Normal:
    case Move::Kind::Promotion: {
        undo.captured = board_[to];
        if (undo.captured != Piece::None) {
            k ^= kZobrist.piece[index(undo.captured)][to];
            remove_piece(to);
            halfmove_ = 0;
        }
        move_piece(from, to);
        k ^= kZobrist.piece[index(moved)][from];
        if (m.is_promotion()) {
            Piece promoted = make_piece(us, m.promotion());
            remove_piece(to);
            put_piece(promoted, to);
            k ^= kZobrist.piece[index(promoted)][to];
        } else {
            k ^= kZobrist.piece[index(moved)][to];
        }
        if (type_of(moved) == PieceType::Pawn) {
            halfmove_ = 0;
            if ((from ^ to) == 16)
                ep_ = Square((from + to) / 2);
        }
        break;
    }
    }

    castling_ &= castling_mask_[from] & castling_mask_[to];
    k ^= kZobrist.castling[castling_];
    if (us == Color::Black)
        ++fullmove_;
    side_ = ~us;
    history_.push_back(undo);
    key_ = k;
    if (ep_ != NoSquare && has_legal_en_passant()) {
        ep_counts_ = true;
        key_ ^= kZobrist.ep_file[file_of(ep_)];
    }
}

void Position::undo_move(Move m) {
    assert(!history_.empty());
    const Undo& undo = history_.back();
    const Color us = ~side_;
    const Square from = m.from(), to = m.to();

    switch (m.kind()) {
    case Move::Kind::Castling:
        castle(us, from, to, true);
        break;
    case Move::Kind::EnPassant:
        move_piece(to, from);
        put_piece(undo.captured, Square(to ^ 8));
        break;
    case Move::Kind::Promotion:
        remove_piece(to);
        put_piece(make_piece(us, PieceType::Pawn), from);
        if (undo.captured != Piece::None)
            put_piece(undo.captured, to);
        break;
    case Move::Kind::Normal:
        move_piece(to, from);
        if (undo.captured != Piece::None)
            put_piece(undo.captured, to);
        break;
    }

    if (us == Color::Black)
        --fullmove_;
    side_ = us;
    key_ = undo.key;
    halfmove_ = undo.halfmove;
    castling_ = undo.castling;
    ep_ = undo.ep;
    ep_counts_ = undo.ep_counts;
    history_.pop_back();
}

bool Position::operator==(const Position& other) const {
    if (variant_ != other.variant_)
        return false;
    for (CastlingRights single : {kWhiteKingside, kWhiteQueenside, kBlackKingside, kBlackQueenside})
        if (castling_rook(single) != other.castling_rook(single))
            return false;
    return board_ == other.board_ && side_ == other.side_ && castling_ == other.castling_ &&
           ep_ == other.ep_ && halfmove_ == other.halfmove_ && fullmove_ == other.fullmove_;
}

std::string Position::castling_field(CastlingNotation notation) const {
    if (castling_ == 0)
        return "-";
    std::string out;
    for (Color c : {Color::White, Color::Black}) {
        for (bool kingside : {true, false}) {
            const Square rook = castling_rook(castling_right(c, kingside));
            if (rook == NoSquare)
                continue;
            // X-FEN: K or Q when no other rook of ours stands beyond this one on its wing.
            const int step = kingside ? 1 : -1;
            bool outermost = true;
            for (int f = file_of(rook) + step; f >= 0 && f < 8; f += step)
                if (board_[make_square(f, rank_of(rook))] == make_piece(c, PieceType::Rook))
                    outermost = false;
            char letter = notation == CastlingNotation::XFen && outermost
                              ? (kingside ? 'K' : 'Q')
                              : static_cast<char>('A' + file_of(rook));
            if (c == Color::Black)
                letter = static_cast<char>(letter - 'A' + 'a');
            out += letter;
        }
    }
    return out;
}

std::string placement_fen(const std::array<Piece, 64>& pieces) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pieces[make_square(file, rank)];
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + empty);
            empty = 0;
            out += piece_char(p);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    return out;
}

std::string Position::fen(CastlingNotation castling) const {
    std::string out = placement_fen(board_);
    out += side_ == Color::White ? " w " : " b ";
    out += castling_field(castling);
    out += ' ' + square_name(ep_) + ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

} // namespace pendule::rules
