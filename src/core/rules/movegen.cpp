// Legal move generation with check and pin masks: no move is made and taken back to test legality.
#include "core/rules/attacks.hpp"
#include "core/rules/position.hpp"

namespace pendule::rules {

namespace {

// Collects moves, or only counts them (perft's last ply needs the number, not the list).
template <bool CountOnly> struct Sink {
    MoveList* list;
    std::size_t count = 0;

    void add(Square from, Square to, Move::Kind kind = Move::Kind::Normal) {
        if constexpr (CountOnly)
            ++count;
        else
            list->push_back(Move(from, to, kind));
    }
    // Moves of one piece to every square of `targets`.
    void add_all(Square from, Bitboard targets) {
        if constexpr (CountOnly) {
            count += static_cast<std::size_t>(popcount(targets));
        } else {
            while (targets)
                list->push_back(Move(from, pop_lsb(targets)));
        }
    }
    // Pawn moves to every square of `targets`, each coming from `delta` squares back.
    void add_pawn_moves(Bitboard targets, int delta) {
        if constexpr (CountOnly) {
            count += static_cast<std::size_t>(popcount(targets));
        } else {
            while (targets) {
                Square to = pop_lsb(targets);
                list->push_back(Move(Square(to - delta), to));
            }
        }
    }
    void add_promotions(Bitboard targets, int delta) {
        if constexpr (CountOnly) {
            count += 4 * static_cast<std::size_t>(popcount(targets));
        } else {
            while (targets) {
                Square to = pop_lsb(targets);
                auto from = Square(to - delta);
                for (PieceType t : {PieceType::Queen, PieceType::Knight, PieceType::Rook, PieceType::Bishop})
                    list->push_back(Move(from, to, Move::Kind::Promotion, t));
            }
        }
    }
};

} // namespace

template <Color Us, bool CountOnly>
std::size_t Position::generate(MoveList* moves, Bitboard from_mask, Bitboard to_mask) const {
    constexpr Color Them = ~Us;
    constexpr int up = Us == Color::White ? 8 : -8;
    constexpr int up_left = Us == Color::White ? 7 : -9;
    constexpr int up_right = Us == Color::White ? 9 : -7;
    constexpr Bitboard last_rank = Us == Color::White ? kRank8 : kRank1;
    constexpr Bitboard third_rank = Us == Color::White ? rank_bb(2) : rank_bb(5);

    const SliderTables& st = slider_tables();
    Sink<CountOnly> sink{moves};
    const Bitboard ours = pieces(Us), theirs = pieces(Them), occ = ours | theirs;
    const Square ksq = king_square(Us);
    const Bitboard their_diagonal = pieces(Them, PieceType::Bishop) | pieces(Them, PieceType::Queen);
    const Bitboard their_straight = pieces(Them, PieceType::Rook) | pieces(Them, PieceType::Queen);

    const Bitboard checkers = (pawn_attacks(Us, ksq) & pieces(Them, PieceType::Pawn)) |
                              (knight_attacks(ksq) & pieces(Them, PieceType::Knight)) |
                              (bishop_attacks(st, ksq, occ) & their_diagonal) |
                              (rook_attacks(st, ksq, occ) & their_straight);

    // Whether their pieces other than the king attack `s`, given the occupancy `seen`.
    const auto attacked = [&](Square s, Bitboard seen) {
        return (pawn_attacks(Us, s) & pieces(Them, PieceType::Pawn)) ||
               (knight_attacks(s) & pieces(Them, PieceType::Knight)) ||
               (bishop_attacks(st, s, seen) & their_diagonal) || (rook_attacks(st, s, seen) & their_straight);
    };

    // King moves: the target must not be attacked once the king has left its square (so that a
    // slider's ray through the king's old square counts).
    const Bitboard occ_without_king = occ ^ square_bb(ksq);
    const Bitboard their_king_reach = king_attacks(king_square(Them));
    Bitboard king_targets =
        has_square(from_mask, ksq) ? king_attacks(ksq) & ~ours & ~their_king_reach & to_mask : 0;
    while (king_targets) {
        Square to = pop_lsb(king_targets);
        if (!attacked(to, occ_without_king))
            sink.add(ksq, to);
    }
    if (has_more_than_one(checkers))
        return sink.count; // double check: only the king may move

    // Squares the other pieces may go to: anywhere but our own pieces, or, in check, the checker
    // and the squares between it and the king.
    const Bitboard check_mask = checkers ? (between_bb(ksq, lsb(checkers)) | checkers) : ~Bitboard{0};
    const Bitboard target_mask = check_mask & ~ours & to_mask;

    // Pinned pieces: ours, alone between the king and an enemy slider.
    Bitboard pinned = 0;
    Bitboard snipers =
        (rook_attacks(st, ksq, theirs) & their_straight) | (bishop_attacks(st, ksq, theirs) & their_diagonal);
    while (snipers) {
        Bitboard between = between_bb(ksq, pop_lsb(snipers)) & occ;
        if (between && !has_more_than_one(between) && (between & ours))
            pinned |= between;
    }

    // Knights (a pinned knight never moves).
    Bitboard knights = pieces(Us, PieceType::Knight) & ~pinned & from_mask;
    while (knights) {
        Square from = pop_lsb(knights);
        sink.add_all(from, knight_attacks(from) & target_mask);
    }
    // Bishops, rooks, queens; a pinned one stays on the line through its king.
    Bitboard diagonal = (pieces(Us, PieceType::Bishop) | pieces(Us, PieceType::Queen)) & from_mask;
    while (diagonal) {
        Square from = pop_lsb(diagonal);
        Bitboard targets = bishop_attacks(st, from, occ) & target_mask;
        if (has_square(pinned, from))
            targets &= line_bb(ksq, from);
        sink.add_all(from, targets);
    }
    Bitboard straight = (pieces(Us, PieceType::Rook) | pieces(Us, PieceType::Queen)) & from_mask;
    while (straight) {
        Square from = pop_lsb(straight);
        Bitboard targets = rook_attacks(st, from, occ) & target_mask;
        if (has_square(pinned, from))
            targets &= line_bb(ksq, from);
        sink.add_all(from, targets);
    }

    // Pawns not pinned, all at once.
    const Bitboard empty = ~occ;
    const Bitboard pawns = pieces(Us, PieceType::Pawn) & from_mask;
    const Bitboard free_pawns = pawns & ~pinned;
    Bitboard push1 = pawn_push<Us>(free_pawns) & empty;
    Bitboard push2 = pawn_push<Us>(push1 & third_rank) & empty & target_mask;
    push1 &= target_mask;
    Bitboard left = pawn_attacks_left<Us>(free_pawns) & theirs & target_mask;
    Bitboard right = pawn_attacks_right<Us>(free_pawns) & theirs & target_mask;
    sink.add_pawn_moves(push1 & ~last_rank, up);
    sink.add_pawn_moves(push2, 2 * up);
    sink.add_pawn_moves(left & ~last_rank, up_left);
    sink.add_pawn_moves(right & ~last_rank, up_right);
    sink.add_promotions(push1 & last_rank, up);
    sink.add_promotions(left & last_rank, up_left);
    sink.add_promotions(right & last_rank, up_right);

    // Pinned pawns, one at a time, along their pin line (never when in check).
    if (!checkers) {
        Bitboard pinned_pawns = pawns & pinned;
        while (pinned_pawns) {
            Square from = pop_lsb(pinned_pawns);
            Bitboard line = line_bb(ksq, from);
            Bitboard one = pawn_push<Us>(square_bb(from)) & empty;
            Bitboard two = pawn_push<Us>(one & third_rank) & empty;
            Bitboard caps = pawn_attacks(Us, from) & theirs;
            Bitboard targets = (one | two | caps) & line & to_mask;
            while (targets) {
                Square to = pop_lsb(targets);
                if (square_bb(to) & last_rank)
                    sink.add_promotions(square_bb(to), to - from);
                else
                    sink.add(from, to);
            }
        }
    }

    // En passant: tested in full (Laws 3.7.4.2), since taking two pawns off one rank can expose the
    // king to a rook or queen even when neither pawn is pinned.
    if (ep_ != NoSquare && has_square(to_mask, ep_)) {
        const auto captured = Square(ep_ ^ 8);
        if (check_mask & (square_bb(ep_) | square_bb(captured))) {
            Bitboard capturers = pawn_attacks(Them, ep_) & pawns;
            while (capturers) {
                Square from = pop_lsb(capturers);
                Bitboard after = (occ ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep_);
                if (!(bishop_attacks(st, ksq, after) & their_diagonal) &&
                    !(rook_attacks(st, ksq, after) & their_straight))
                    sink.add(from, ep_, Move::Kind::EnPassant);
            }
        }
    }

    // Castling (Laws 3.8.2, Guidelines II.3 for Chess960): the right held, the squares between the
    // king's and the rook's start and end squares empty but for those two, not in check, and no
    // square the king crosses or lands on attacked. The attacks are seen through the king and the
    // castling rook: in Chess960 the rook may shield the king's square (king c1, rook b1, a queen
    // on a1: after O-O-O the rook is on d1 and the queen checks).
    constexpr CastlingRights kingside_right = Us == Color::White ? kWhiteKingside : kBlackKingside;
    constexpr CastlingRights queenside_right = Us == Color::White ? kWhiteQueenside : kBlackQueenside;
    constexpr int back_rank = Us == Color::White ? 0 : 7;
    // One wing, inlined twice with constants (a loop over the two kept them in memory, at a cost
    // perft could measure).
    const auto castle = [&](CastlingRights wing, int king_file) {
        const std::size_t i = castling_index(wing);
        if (!(castling_ & wing) || (occ & castling_clear_[i]))
            return;
        const Square king_to = make_square(king_file, back_rank);
        if (!has_square(to_mask, king_to))
            return;
        const Bitboard path = castling_path_[i];
        if (path & their_king_reach)
            return;
        const Bitboard seen = occ ^ square_bb(ksq) ^ square_bb(castling_rook_[i]);
        for (Bitboard squares = path; squares;)
            if (attacked(pop_lsb(squares), seen))
                return;
        sink.add(ksq, king_to, Move::Kind::Castling);
    };
    if (!checkers && (castling_ & (kingside_right | queenside_right)) && has_square(from_mask, ksq)) {
        castle(kingside_right, 6);
        castle(queenside_right, 2);
    }
    return sink.count;
}

void Position::legal_moves(MoveList& moves) const {
    legal_moves(moves, ~Bitboard{0}, ~Bitboard{0});
}

void Position::legal_moves(MoveList& moves, Bitboard from_mask, Bitboard to_mask) const {
    moves.clear();
    if (side_ == Color::White)
        generate<Color::White, false>(&moves, from_mask, to_mask);
    else
        generate<Color::Black, false>(&moves, from_mask, to_mask);
}

std::size_t Position::count_legal_moves() const {
    constexpr Bitboard all = ~Bitboard{0};
    return side_ == Color::White ? generate<Color::White, true>(nullptr, all, all)
                                 : generate<Color::Black, true>(nullptr, all, all);
}

Bitboard Position::legal_origins(PieceType type, Square to) const {
    const Color us = side_, them = ~side_;
    const Bitboard ours = pieces(us), theirs = pieces(them), occ = ours | theirs;
    if (has_square(ours, to))
        return 0;
    const Bitboard mine = pieces(us, type);
    const Bitboard their_pawns = pieces(them, PieceType::Pawn),
                   their_knights = pieces(them, PieceType::Knight);
    const Bitboard their_diagonal = pieces(them, PieceType::Bishop) | pieces(them, PieceType::Queen);
    const Bitboard their_straight = pieces(them, PieceType::Rook) | pieces(them, PieceType::Queen);
    // Their sliders on a line through s, of the kind that moves along it.
    const auto aimed_at = [&](Square s) {
        return (their_diagonal & diagonal_reach(s)) | (their_straight & straight_reach(s));
    };
    if (type == PieceType::King) {
        // The square must not be attacked once the king has left its own (a slider's ray through
        // the king's old square counts).
        const Bitboard from = mine & king_attacks(to);
        if (!from || has_square(king_attacks(king_square(them)), to))
            return 0;
        const bool attacked = (pawn_attacks(us, to) & their_pawns) || (knight_attacks(to) & their_knights) ||
                              unblocked(to, aimed_at(to), occ ^ from);
        return attacked ? 0 : from;
    }
    Bitboard origins = 0;
    Bitboard taken = theirs & square_bb(to); // the piece captured, if any
    switch (type) {
    case PieceType::Pawn: {
        const int up = us == Color::White ? 8 : -8;
        if (taken) {
            origins = pawn_attacks(them, to) & mine;
        } else {
            if (to == ep_) {
                origins = pawn_attacks(them, to) & mine;
                taken = square_bb(Square(to ^ 8));
            }
            // Pushes: one square, or two from the second rank over an empty square.
            const int back = to - up;
            if (back >= 0 && back < 64) {
                if (has_square(mine, Square(back)))
                    origins |= square_bb(Square(back));
                else if (!has_square(occ, Square(back)) && rank_of(to) == (us == Color::White ? 3 : 4) &&
                         has_square(mine, Square(back - up)))
                    origins |= square_bb(Square(back - up));
            }
        }
        break;
    }
    case PieceType::Knight:
        origins = knight_attacks(to) & mine;
        break;
    case PieceType::Bishop:
        origins = unblocked(to, mine & diagonal_reach(to), occ);
        break;
    case PieceType::Rook:
        origins = unblocked(to, mine & straight_reach(to), occ);
        break;
    case PieceType::Queen:
        origins = unblocked(to, mine & (diagonal_reach(to) | straight_reach(to)), occ);
        break;
    case PieceType::King:
        break;
    }
    // Each origin: their pieces left on the board must not attack the king once the move is made.
    const Square ksq = king_square(us);
    const Bitboard left = ~taken;
    const Bitboard near =
        ((pawn_attacks(us, ksq) & their_pawns) | (knight_attacks(ksq) & their_knights)) & left;
    if (near)
        return 0; // a pawn's or a knight's check is answered only by taking it or by the king
    const Bitboard aimed = aimed_at(ksq) & left;
    Bitboard legal = 0;
    while (origins) {
        const Square from = pop_lsb(origins);
        const Bitboard after = ((occ ^ square_bb(from)) & left) | square_bb(to);
        if (!unblocked(ksq, aimed, after))
            legal |= square_bb(from);
    }
    return legal;
}

bool Position::has_legal_move() const {
    return count_legal_moves() != 0;
}

bool Position::is_legal(Move m) const {
    if (m.is_none() || board_[m.from()] == Piece::None || color_of(board_[m.from()]) != side_)
        return false;
    MoveList moves;
    legal_moves(moves, square_bb(m.from()), square_bb(m.to()));
    return moves.contains(m);
}

bool Position::has_legal_en_passant() const {
    if (ep_ == NoSquare)
        return false;
    const Color us = side_, them = ~side_;
    Bitboard capturers = pawn_attacks(them, ep_) & pieces(us, PieceType::Pawn);
    if (!capturers)
        return false;
    const SliderTables& st = slider_tables();
    const auto captured = Square(ep_ ^ 8);
    const Square ksq = king_square(us);
    const Bitboard occ = occupied();
    const Bitboard checking = checkers();
    // A capture must remove or block the only checker; double check allows king moves only.
    if (has_more_than_one(checking))
        return false;
    if (checking && !(checking & square_bb(captured)) && !(between_bb(ksq, lsb(checking)) & square_bb(ep_)))
        return false;
    const Bitboard diagonal = pieces(them, PieceType::Bishop) | pieces(them, PieceType::Queen);
    const Bitboard straight = pieces(them, PieceType::Rook) | pieces(them, PieceType::Queen);
    while (capturers) {
        Square from = pop_lsb(capturers);
        Bitboard after = (occ ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep_);
        if (!(bishop_attacks(st, ksq, after) & diagonal) && !(rook_attacks(st, ksq, after) & straight))
            return true;
    }
    return false;
}

bool Position::gives_check(Move m) const {
    const Color us = side_, them = ~side_;
    const Square from = m.from(), to = m.to();
    const Square their_king = king_square(them);
    Bitboard occ = occupied() ^ square_bb(from) ^ square_bb(to);
    if (board_[to] != Piece::None)
        occ |= square_bb(to); // a capture leaves `to` occupied
    occ |= square_bb(to);
    std::array<Bitboard, 6> mine;
    for (int t = 0; t < 6; ++t)
        mine[t] = by_type_[t] & by_color_[index(us)];
    PieceType moved = type_of(board_[from]);
    mine[index(moved)] ^= square_bb(from);
    mine[index(m.is_promotion() ? m.promotion() : moved)] |= square_bb(to);
    if (m.is_en_passant())
        occ ^= square_bb(Square(to ^ 8));
    if (m.is_castling()) {
        // The king may land on the rook's square or the rook on the king's (Chess960).
        const bool kingside = file_of(to) == 6;
        const Square rook_from = castling_rook_[castling_index(castling_right(us, kingside))];
        const Square rook_to = make_square(kingside ? 5 : 3, rank_of(from));
        occ = (occupied() ^ square_bb(from) ^ square_bb(rook_from)) | square_bb(to) | square_bb(rook_to);
        mine[index(PieceType::Rook)] =
            (mine[index(PieceType::Rook)] ^ square_bb(rook_from)) | square_bb(rook_to);
    }
    const SliderTables& st = slider_tables();
    const Bitboard queens = mine[index(PieceType::Queen)];
    return (pawn_attacks(them, their_king) & mine[index(PieceType::Pawn)]) ||
           (knight_attacks(their_king) & mine[index(PieceType::Knight)]) ||
           (bishop_attacks(st, their_king, occ) & (mine[index(PieceType::Bishop)] | queens)) ||
           (rook_attacks(st, their_king, occ) & (mine[index(PieceType::Rook)] | queens));
}

} // namespace pendule::rules
