#include "core/arbiter/reachability.hpp"

#include "core/rules/attacks.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <vector>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::PieceType;
using rules::Square;

namespace {

constexpr Bitboard kAll = ~Bitboard{0};
constexpr Bitboard kPromotionRanks = rules::kRank1 | rules::kRank8;

// Squares a unit of this type moves to from `s` (pawns: pushes only) given the `blockers`.
Bitboard moves_from(PieceType type, Color color, Square s, Bitboard blockers) {
    if (type != PieceType::Pawn)
        return rules::attacks_of(type, color, s, blockers);
    const int step = color == Color::White ? 8 : -8;
    const int one = static_cast<int>(s) + step;
    if (one < 0 || one >= 64 || rules::has_square(blockers, Square(one)))
        return 0;
    Bitboard result = rules::square_bb(Square(one));
    if (rules::relative_rank(color, rules::rank_of(s)) == 1) {
        const Square two = Square(one + step);
        if (!rules::has_square(blockers, two))
            result |= rules::square_bb(two);
    }
    return result;
}

// Squares a unit of this type attacks from `s` given the `blockers`; a king also "attacks" its
// own square (the other king can never stand there).
Bitboard attacks_from(PieceType type, Color color, Square s, Bitboard blockers) {
    const Bitboard own = type == PieceType::King ? rules::square_bb(s) : 0;
    return rules::attacks_of(type, color, s, blockers) | own;
}

template <typename F> void for_each_square(Bitboard b, F&& f) {
    while (b != 0)
        f(rules::pop_lsb(b));
}

} // namespace

Reachability::Reachability(const rules::Position& position, const Assumptions& assumptions)
    : pos_(position), assumptions_(assumptions) {
    const Bitboard white = pos_.pieces(Color::White);
    white_has_one_piece_ = rules::popcount(white) == 2;
    if (white_has_one_piece_) {
        // White's last unit is never captured in a game White still mates: after its capture White
        // has a lone king.
        assumptions_.uncapturable_while_steady |= white & ~pos_.pieces(PieceType::King);
    }
    steady_ = pos_.occupied();
    clear_ = ~pos_.occupied();
    for_each_square(pos_.occupied(), [&](Square s) { reachable_[s] = rules::square_bb(s); });
    update_attacked();
}

bool Reachability::grow(Bitboard& field, Bitboard more) {
    const Bitboard before = field;
    field |= more;
    return field != before;
}

bool Reachability::shrink(Bitboard& field, Bitboard less) {
    const Bitboard before = field;
    field &= ~less;
    return field != before;
}

void Reachability::update_attacked() {
    attacked_ = {};
    for_each_square(pos_.occupied() & ~capturable_, [&](Square s) {
        const rules::Piece p = pos_.piece_on(s);
        const PieceType type = rules::type_of(p);
        const Color color = rules::color_of(p);
        // Squares that may ever be occupied block the rays: what is attacked through them is not
        // attacked for ever.
        Bitboard obstacles = ~clear_;
        if (type == PieceType::Bishop) {
            // Bishops of one colour never stand in each other's way on squares that only they can
            // ever reach: the squares they start on that no other unit of theirs nor any enemy
            // unit can ever reach.
            obstacles &= ~(pos_.pieces(color, PieceType::Bishop) &
                           ~reachable_by_non_bishop_[rules::index(color)] & ~capturable_ &
                           ~sacrificable_[rules::index(~color)] & ~reachable_[pos_.king_square(~color)]);
        }
        attacked_[rules::index(color)] |= attacked_for_ever(rules::square_bb(s), obstacles);
    });
}

Bitboard Reachability::attacked_for_ever(Bitboard units, Bitboard obstacles) const {
    // Each unit attacks a square for ever when it attacks it from every square of its region.
    Bitboard result = 0;
    for_each_square(units, [&](Square u) {
        const rules::Piece p = pos_.piece_on(u);
        Bitboard always = kAll;
        for_each_square(reachable_[u], [&](Square r) {
            always &= attacks_from(rules::type_of(p), rules::color_of(p), r, obstacles);
        });
        result |= always;
    });
    return result;
}

Bitboard Reachability::targets(Square initial, PieceType piece, Color color, Square source,
                               Bitboard candidates) const {
    candidates &= ~reachable_[initial];
    candidates &= ~(pos_.pieces(color) & steady_);
    if (piece == PieceType::King)
        candidates &= ~attacked_[rules::index(~color)];

    const Square white_king = pos_.king_square(Color::White);
    // Squares where a white unit may stand, or where a white pawn may capture (the checker, below).
    const bool checks_followed =
        color == Color::Black && rules::has_square(steady_, white_king) && piece != PieceType::Pawn;
    const Bitboard white_units =
        sacrificable_[rules::index(Color::White)] | (checks_followed ? white_pawn_captures() : 0);
    if (checks_followed) {
        // A black move that checks White's king, which never moves, from a square no white unit can
        // ever reach (to capture the checker) nor interpose on, mates White: no game continues
        // from there to a mate by White.
        Bitboard remaining = candidates;
        while (remaining != 0) {
            const Square t = rules::pop_lsb(remaining);
            if (rules::has_square(white_units, t) || (rules::between_bb(t, white_king) & white_units) != 0)
                continue;
            if (rules::has_square(attacks_from(piece, color, t, ~clear_), white_king) &&
                no_flight_after_check(initial, piece, source, t))
                candidates &= ~rules::square_bb(t);
        }
        // Discovered: the move opens the line of a steady black unit on White's king.
        const Bitboard checkers = pos_.pieces(Color::Black) & steady_ & ~rules::square_bb(source) &
                                  rules::line_bb(white_king, source) & ~pos_.pieces(PieceType::Pawn) &
                                  ~pos_.pieces(PieceType::King);
        remaining = checkers != 0 ? candidates : 0;
        while (remaining != 0) {
            const Square t = rules::pop_lsb(remaining);
            const Bitboard blockers = (~clear_ & ~rules::square_bb(source)) | rules::square_bb(t);
            for_each_square(checkers, [&](Square c) {
                const PieceType type = rules::type_of(pos_.piece_on(c));
                if (rules::has_square(attacks_from(type, Color::Black, c, blockers), white_king) &&
                    (rules::between_bb(c, white_king) & white_units) == 0 &&
                    no_flight_after_check(initial, piece, source, t))
                    candidates &= ~rules::square_bb(t);
            });
        }
    }

    if (color == Color::Black && piece == PieceType::Pawn)
        candidates = without_unanswerable_pawn_checks(initial, source, candidates);
    if (color == Color::Black && piece == PieceType::Pawn)
        candidates = without_mating_pawn_checks(initial, source, candidates);

    if (piece == PieceType::Pawn && source == initial)
        candidates = without_push_into_unmoved_pawn(initial, color, candidates);
    if (piece == PieceType::King)
        candidates = without_stalemates(color, source, candidates);
    if (color == Color::White && white_has_one_piece_ && piece != PieceType::King)
        candidates = without_lost_last_unit(piece, candidates);

    // A friendly unit that is never captured and never leaves the way blocks it for ever; so does
    // an enemy pawn for a pawn on its file when neither can ever leave that file.
    Bitboard remaining = candidates;
    while (remaining != 0) {
        const Square t = rules::pop_lsb(remaining);
        const Bitboard way = rules::between_bb(source, t) | rules::square_bb(source) | rules::square_bb(t);
        // Only an enemy pawn stays in front on the file: a pawn of ours ahead steps away from it
        // (`K1k3b1/P1Pp1p2/3P1Pp1/6p1/8/1P2p1p1/1P2PpPp/5Bbr b`, seen from Black: g4-g5, g3-g4).
        const bool push = piece == PieceType::Pawn && rules::file_of(source) == rules::file_of(t);
        for_each_square(
            pos_.occupied() & way & ~rules::square_bb(initial) & ~capturable_, [&](Square obstacle) {
                Bitboard real_way = way;
                const rules::Piece o = pos_.piece_on(obstacle);
                const bool pawn_on_pawn =
                    push && rules::type_of(o) == PieceType::Pawn && rules::color_of(o) != color;
                if (rules::color_of(o) != color && !pawn_on_pawn)
                    real_way &= ~rules::square_bb(obstacle);
                if (pawn_on_pawn && (reachable_[initial] & ~rules::file_bb(rules::file_of(t))) == 0)
                    real_way |= rules::file_bb(rules::file_of(t));
                if ((reachable_[obstacle] & ~real_way) == 0)
                    candidates &= ~rules::square_bb(t);
            });
    }

    candidates &= ~(assumptions_.uncapturable_while_steady & steady_);
    if (rules::has_square(assumptions_.capturable_only_while_steady, initial))
        candidates = 0;
    return candidates;
}

Bitboard Reachability::white_pawn_captures() const {
    // Where a white pawn may capture: diagonally ahead of anywhere it may stand. The squares a
    // white unit may stand on miss these when no black unit but the one about to move there may
    // ever stand on them: a black piece checking White's king from such a square is taken by the
    // pawn, not a mate.
    Bitboard result = 0;
    for_each_square(pos_.pieces(Color::White, PieceType::Pawn), [&](Square u) {
        for_each_square(reachable_[u], [&](Square r) { result |= rules::pawn_attacks(Color::White, r); });
    });
    return result;
}

Bitboard Reachability::without_mating_pawn_checks(Square initial, Square source, Bitboard candidates) const {
    // A black pawn's single step or capture (not onto the last rank, where it becomes a piece;
    // not a double step, which a white pawn may take en passant) that checks White's king, which
    // never moves (steady), where the position right after it is a mate of White, whatever the
    // other units' places in their regions: no game continues from there to a mate by White. The
    // pawn checks from a square next to the king, so nothing interposes; we require that
    //  - no white unit but the king may ever attack that square (rays stopped only by steady
    //    units, the pawn's own square left open; a white pawn that may promote attacks anything),
    //  - the king cannot take the pawn: another black unit that is never captured attacks the
    //    square from everywhere it may stand (rays stopped by any square that may be occupied),
    //  - every other square next to the king holds a steady white unit, is attacked by the pawn
    //    from its new square, or is attacked in that way by another black unit.
    // Black's other units stay in their regions, so these attacks hold in that position whatever
    // came before; the pawn's move is the only one that changed.
    const Square white_king = pos_.king_square(Color::White);
    if (!rules::has_square(steady_, white_king))
        return candidates;
    Bitboard checking = 0;
    for_each_square(candidates & ~kPromotionRanks, [&](Square t) {
        const bool double_step = rules::file_of(t) == rules::file_of(source) &&
                                 std::abs(rules::rank_of(t) - rules::rank_of(source)) == 2;
        if (!double_step && rules::has_square(rules::pawn_attacks(Color::Black, t), white_king))
            checking |= rules::square_bb(t);
    });
    if (checking == 0)
        return candidates;

    // Squares some white unit other than the king may ever attack.
    Bitboard white_attacks = 0;
    const Bitboard blockers = steady_ & ~rules::square_bb(initial);
    for_each_square(pos_.pieces(Color::White) & ~pos_.pieces(PieceType::King), [&](Square u) {
        const PieceType type = rules::type_of(pos_.piece_on(u));
        if (type == PieceType::Pawn && (reachable_[u] & kPromotionRanks) != 0)
            white_attacks = kAll;
        for_each_square(reachable_[u],
                        [&](Square r) { white_attacks |= attacks_from(type, Color::White, r, blockers); });
    });
    // Squares Black's other units attack for ever (the king included: it is never captured).
    const Bitboard black_attacks =
        attacked_for_ever(pos_.pieces(Color::Black) & ~capturable_ & ~rules::square_bb(initial), ~clear_);
    const Bitboard white_steady = steady_ & pos_.pieces(Color::White);
    for_each_square(checking & ~white_attacks & black_attacks, [&](Square t) {
        const Bitboard flights = rules::king_attacks(white_king) & ~rules::square_bb(t);
        const Bitboard held = white_steady | rules::pawn_attacks(Color::Black, t) | black_attacks;
        if ((flights & ~held) == 0 && no_flight_after_check(initial, PieceType::Pawn, source, t))
            candidates &= ~rules::square_bb(t);
    });
    return candidates;
}

Bitboard Reachability::without_push_into_unmoved_pawn(Square initial, Color color,
                                                      Bitboard candidates) const {
    // A pawn that has never moved (it stands on its square now, `initial`) facing an enemy pawn
    // that stands on the square ahead now. While ours stays here, that enemy pawn leaves its square
    // only
    //  - by a capture onto one of the two squares beside ours (its push, single or double, runs
    //    into ours), which needs one of our other units (not the king) standing there, or en
    //    passant onto one of them, which needs one of our other pawns on a square beside it;
    //  - by being captured there, which needs one of our other units (the king included) to move
    //    there (not en passant: that takes only a pawn that has just moved, and it has not).
    // When none of our other units can ever stand on those five squares, the square ahead is held
    // for as long as our pawn has not moved, so our pawn never pushes from here (neither step).
    // Unlike the rule for a pawn facing a pawn in targets(), the enemy pawn may leave its file
    // later on, once ours is gone.
    const int step = color == Color::White ? 8 : -8;
    const int ahead = static_cast<int>(initial) + step;
    if (ahead < 0 || ahead >= 64)
        return candidates;
    const Square t = Square(ahead);
    if (pos_.piece_on(t) != rules::make_piece(~color, PieceType::Pawn))
        return candidates;
    // Where our units other than this pawn may stand (the king takes, but is never taken).
    Bitboard others = reachable_[pos_.king_square(color)] & rules::square_bb(t);
    for_each_square(pos_.pieces(color) & ~pos_.pieces(PieceType::King) & ~rules::square_bb(initial),
                    [&](Square u) { others |= reachable_[u]; });
    Bitboard other_pawns = 0;
    for_each_square(pos_.pieces(color, PieceType::Pawn) & ~rules::square_bb(initial),
                    [&](Square u) { other_pawns |= reachable_[u]; });
    const Bitboard beside = rules::king_attacks(t) & rules::rank_bb(rules::rank_of(t));
    if ((others & (rules::square_bb(t) | rules::pawn_attacks(~color, t))) != 0 || (other_pawns & beside) != 0)
        return candidates;
    const Bitboard file = rules::file_bb(rules::file_of(initial));
    return candidates & ~(file & ~rules::square_bb(initial));
}

Bitboard Reachability::without_stalemates(Color color, Square source, Bitboard candidates) const {
    // When the opponent can only ever move its king, a king move that leaves that king no square
    // but its own stalemates it (no check: a king move only checks by discovery, excluded below).
    const Color opponent = ~color;
    const Bitboard kings = pos_.pieces(PieceType::King);
    if ((pos_.pieces(opponent) & ~kings & movable_) != 0)
        return candidates;
    const Square their_king = pos_.king_square(opponent);
    const Bitboard their_region = reachable_[their_king] | (rules::king_attacks(their_king) &
                                                            ~attacked_[rules::index(color)] & ~steady_);
    const Bitboard diagonal = pos_.pieces(color, PieceType::Bishop) | pos_.pieces(color, PieceType::Queen);
    const Bitboard straight = pos_.pieces(color, PieceType::Rook) | pos_.pieces(color, PieceType::Queen);
    Bitboard promoting = 0; // pawns that may become a slider
    for_each_square(pos_.pieces(color, PieceType::Pawn), [&](Square u) {
        if ((reachable_[u] & kPromotionRanks) != 0)
            promoting |= rules::square_bb(u);
    });
    Bitboard remaining = candidates;
    while (remaining != 0) {
        const Square t = rules::pop_lsb(remaining);
        const Bitboard covered = rules::king_attacks(t) | rules::square_bb(t);
        if ((rules::king_attacks(their_king) & covered) == 0)
            continue;
        // A discovered check: the king leaves a line between a slider of ours (or a pawn of ours
        // that may promote) and a square the opponent's king may stand on, and does not stay on it.
        bool discovers = false;
        for_each_square(their_region & rules::queen_attacks(source, 0), [&](Square k) {
            const Bitboard line = rules::line_bb(source, k);
            if (rules::has_square(line, t))
                return;
            Bitboard behind = 0;
            for_each_square(line, [&](Square x) {
                const Bitboard ray = rules::between_bb(x, k);
                // A unit that never moves on the ray keeps it shut.
                if (rules::has_square(ray, source) && (ray & steady_ & ~rules::square_bb(source)) == 0)
                    behind |= rules::square_bb(x);
            });
            const bool diagonal_line =
                rules::file_of(source) != rules::file_of(k) && rules::rank_of(source) != rules::rank_of(k);
            for_each_square(diagonal | straight | promoting, [&](Square u) {
                const PieceType type = rules::type_of(pos_.piece_on(u));
                const bool fits = type == PieceType::Queen || type == PieceType::Pawn ||
                                  (type == PieceType::Bishop) == diagonal_line;
                if (fits && (reachable_[u] & behind) != 0)
                    discovers = true;
            });
        });
        if (discovers)
            continue;
        if (rules::popcount(their_region & ~covered) <= 1 && stalemate_after_king_move(color, source, t))
            candidates &= ~rules::square_bb(t);
    }
    return candidates;
}

bool Reachability::stalemate_after_king_move(Color color, Square source, Square t) const {
    // The rule above must not rest on where the units may go after the king's move: the fixpoint
    // worked out the opponent's regions with this move left out, and a unit's move the analysis
    // leaves out (a check that mates, another king's move that stalemates) is still a legal move.
    // In `8/1p6/kP6/8/Kp6/1P6/8/8 w`, Kxb4 was left out as a stalemate because the black king's
    // Kxb6 was, and that one because of Kxb4. So we check the position right after the move (a
    // unit it takes leaves our king on its square, which still blocks what it blocked):
    //  - each of the opponent's other units never moves (it stands where it stands now, or has
    //    been captured) and has no move there: a pawn's step is blocked by a steady unit or by our
    //    king on `t` (not by `source`, which it leaves), and no unit of ours but the king may ever
    //    stand where it captures; a piece has a steady unit of its own on every square next to it
    //    along its lines (a knight: on every square it jumps to);
    //  - wherever the opponent's king may stand, each square next to it is covered by our king on
    //    `t`, holds a steady unit of its own, or is attacked by another unit of ours that is never
    //    captured from everywhere it may stand (rays stopped by any square that may be occupied,
    //    by `t` and by `source`).
    const Color opponent = ~color;
    const Bitboard kings = pos_.pieces(PieceType::King);
    const Bitboard their_steady = steady_ & pos_.pieces(opponent) & ~kings;
    const Bitboard our_units = sacrificable_[rules::index(color)];
    bool blocked = true;
    for_each_square(pos_.pieces(opponent) & ~kings, [&](Square u) {
        if (reachable_[u] != rules::square_bb(u)) {
            blocked = false;
            return;
        }
        const PieceType type = rules::type_of(pos_.piece_on(u));
        if (type == PieceType::Pawn) {
            const int ahead = static_cast<int>(u) + (opponent == Color::White ? 8 : -8);
            if (ahead < 0 || ahead >= 64) {
                blocked = false;
                return;
            }
            const Square step = Square(ahead);
            const bool step_blocked = step != source && (rules::has_square(steady_, step) || step == t);
            if (!step_blocked || (rules::pawn_attacks(opponent, u) & our_units) != 0)
                blocked = false;
            return;
        }
        if ((rules::attacks_of(type, opponent, u, kAll) & ~their_steady) != 0)
            blocked = false;
    });
    if (!blocked)
        return false;
    const Bitboard obstacles = ~clear_ | rules::square_bb(t) | rules::square_bb(source);
    const Bitboard held = rules::king_attacks(t) | rules::square_bb(t) | their_steady |
                          attacked_for_ever(pos_.pieces(color) & ~kings & ~capturable_, obstacles);
    bool stuck = true;
    // Its squares next to `t` or on it are out: the kings never stand next to each other.
    const Bitboard king_places =
        reachable_[pos_.king_square(opponent)] & ~rules::king_attacks(t) & ~rules::square_bb(t);
    for_each_square(king_places, [&](Square k) {
        if ((rules::king_attacks(k) & ~held) != 0)
            stuck = false;
    });
    return stuck;
}

Bitboard Reachability::without_lost_last_unit(PieceType piece, Bitboard candidates) const {
    // White's last unit checking Black's king (which never moves) from next to it, where White's
    // king can never defend it or a black unit that never moves attacks it, is captured: every
    // answer to that check takes it (no interposition next to the king, no other flight), and
    // White is left with a lone king.
    const Square black_king = pos_.king_square(Color::Black);
    if (!rules::has_square(steady_, black_king))
        return candidates;
    const Bitboard defenders_reach = reachable_[pos_.king_square(Color::White)];
    Bitboard remaining = candidates & rules::king_attacks(black_king);
    while (remaining != 0) {
        const Square t = rules::pop_lsb(remaining);
        if (!rules::has_square(attacks_from(piece, Color::White, t, ~clear_), black_king))
            continue;
        if ((defenders_reach & rules::king_attacks(t)) != 0) {
            bool attacked_by_steady = false;
            for_each_square(
                pos_.pieces(Color::Black) & steady_ & ~pos_.pieces(PieceType::King), [&](Square u) {
                    const rules::Piece p = pos_.piece_on(u);
                    if (rules::has_square(attacks_from(rules::type_of(p), Color::Black, u, ~clear_), t))
                        attacked_by_steady = true;
                });
            if (!attacked_by_steady)
                continue;
        }
        candidates &= ~rules::square_bb(t);
    }
    return candidates;
}

Bitboard Reachability::without_unanswerable_pawn_checks(Square initial, Square source,
                                                        Bitboard candidates) const {
    // The rule above for a black pawn: a pawn that steps (one square, without promoting) or
    // captures onto a square from which it checks White's king, which never moves, where no white
    // unit can ever stand, mates White: the king does not move, nothing interposes against a pawn,
    // and the checker cannot be taken (not even en passant: that takes a pawn that has just
    // stepped two squares, left out here). No game continues from there to a mate by White. In
    // `8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 w`, c3-c2 is such a mate (White's bishops are
    // dark, c2 is light): the c3 pawn never moves.
    const Square white_king = pos_.king_square(Color::White);
    if (!rules::has_square(steady_, white_king))
        return candidates;
    // The squares from which a black pawn attacks White's king. The king may still leave when
    // the pawn's move freed a square it guarded (no_flight_after_check), and a white pawn may take
    // the checker where no white unit may stand (`4k3/8/2ppp3/1p1p2p1/1PpK1pP1/2P2P2/8/8 b`:
    // c6-c5+ b4xc5; the pawn's capture onto c5 is followed only when a black unit may stand there,
    // and the checker is left out).
    Bitboard mating = rules::pawn_attacks(Color::White, white_king) & ~kPromotionRanks &
                      ~sacrificable_[rules::index(Color::White)] & ~white_pawn_captures();
    const int rank = rules::rank_of(source);
    for_each_square(candidates & mating, [&](Square t) {
        if (std::abs(rules::rank_of(t) - rank) == 1 &&
            no_flight_after_check(initial, PieceType::Pawn, source, t))
            candidates &= ~rules::square_bb(t);
    });
    return candidates;
}

bool Reachability::no_flight_after_check(Square initial, PieceType piece, Square source, Square t) const {
    // The rules above that drop a black move to `t` checking White's king, which never moves, as
    // a mate must not rest on that king never moving: the fixpoint found it steady with the moving
    // unit somewhere in its region, and after the move it stands on `t`, outside it. From `source`
    // it may have guarded a flight square, or the checker itself (`3n2k1/2p2p2/2p2Pp1/1pKp1pP1/
    // 1P1P1P2/8/8/8 b`: Nd8-b7+ no longer guards c6, and Kxc6 escapes; `4k3/8/2pp4/3p2p1/1p1K1pP1/
    // 1P1P1P2/8/8 b`: c6-c5+ no longer guards d5, and Kxd5 escapes), and on `t`, a square nothing
    // else may ever stand on, it may shut a line that guarded one. So we check the position right
    // after the move: every square next to the king (the checker's own included) holds a steady
    // white unit, or is attacked by the checker from `t`, or by another black unit that is never
    // captured from everywhere it may stand, rays stopped by any square that may be occupied, by
    // `t` and by `source` (conservative), not by the king's square (it steps off the line).
    const Square white_king = pos_.king_square(Color::White);
    const Bitboard obstacles =
        (~clear_ | rules::square_bb(t) | rules::square_bb(source)) & ~rules::square_bb(white_king);
    const Bitboard held =
        (steady_ & pos_.pieces(Color::White)) | attacks_from(piece, Color::Black, t, obstacles) |
        attacked_for_ever(pos_.pieces(Color::Black) & ~capturable_ & ~rules::square_bb(initial), obstacles);
    return (rules::king_attacks(white_king) & ~held) == 0;
}

Bitboard Reachability::held_while_standing(Square unit) const {
    // The squares that stay occupied as long as `unit` stands on its square: the largest set of
    // units, never captured, none of which has a move while all of them and `unit` stand where
    // they stand now. Each move of such a unit from its square would land on (or pass) a square of
    // the set, of `unit` or of a steady unit (its own, or a capture of a unit that is never
    // captured, or the end of `unit` standing there), or is a king's step onto a square the
    // opponent attacks for ever, or a pawn's capture where no enemy unit may ever stand. By
    // induction over any series of moves, while `unit` stands there, every unit of the set still
    // stands on its square: the set is whole at first, none of its units is captured, and none of
    // them can be the first to move. Used for a unit that never moves (its region is its square):
    // its lines are shut by the set for as long as it stands there, and it attacks nothing after
    // its capture. In `B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/RB6 b`, the rook a1 (which Black's dark
    // bishop may take) never sees past a2 and b1: White's king a2 and bishop b1 cannot move while
    // it stands there.
    Bitboard held = pos_.occupied() & ~capturable_ & ~rules::square_bb(unit);
    for (;;) {
        const Bitboard shut = held | rules::square_bb(unit) | steady_;
        Bitboard leaving = 0;
        for_each_square(held & ~steady_, [&](Square v) {
            const rules::Piece p = pos_.piece_on(v);
            const PieceType type = rules::type_of(p);
            const Color color = rules::color_of(p);
            Bitboard moves = moves_from(type, color, v, shut);
            if (type == PieceType::Pawn)
                moves |= rules::pawn_attacks(color, v) & sacrificable_[rules::index(~color)];
            if (type == PieceType::King)
                moves &= ~attacked_[rules::index(~color)];
            if ((moves & ~shut) != 0)
                leaving |= rules::square_bb(v);
        });
        if (leaving == 0)
            return held;
        held &= ~leaving;
    }
}

void Reachability::saturate() {
    const Bitboard kings = pos_.pieces(PieceType::King);
    for (;;) {
        bool progress = false;
        for_each_square(pos_.occupied(), [&](Square s) {
            const rules::Piece p = pos_.piece_on(s);
            const PieceType piece = rules::type_of(p);
            const Color color = rules::color_of(p);
            // With one unit left, White never lets it be captured (see the constructor): Black's
            // captures need not be followed.
            const bool may_capture = color == Color::White || !white_has_one_piece_;

            for_each_square(reachable_[s], [&](Square source) {
                Bitboard candidates = moves_from(piece, color, source, steady_);
                if (piece == PieceType::Pawn && may_capture)
                    candidates |= rules::pawn_attacks(color, source) & sacrificable_[rules::index(~color)];
                const Bitboard found = targets(s, piece, color, source, candidates);
                progress |= grow(reachable_[s], found);
                if ((found & ~rules::square_bb(s)) != 0)
                    progress |= grow(movable_, rules::square_bb(s));
                if (piece != PieceType::Bishop)
                    progress |= grow(reachable_by_non_bishop_[rules::index(color)], found);
            });

            const Bitboard reach = reachable_[s];
            if ((reach & ~rules::square_bb(s)) != 0)
                progress |= shrink(steady_, rules::square_bb(s));

            if (may_capture) {
                // Where this unit may capture: anywhere it may stand (pawns: diagonally ahead of
                // anywhere they may stand).
                Bitboard capture_squares = reach;
                if (piece == PieceType::Pawn) {
                    capture_squares = 0;
                    for_each_square(reach,
                                    [&](Square r) { capture_squares |= rules::pawn_attacks(color, r); });
                    if ((reach & kPromotionRanks) != 0)
                        capture_squares = kAll;
                }
                Bitboard captured = 0;
                for_each_square(pos_.pieces(~color) & ~kings, [&](Square o) {
                    if ((capture_squares & reachable_[o]) != 0)
                        captured |= rules::square_bb(o);
                });
                if ((captured & steady_) != 0 && first_steady_capturable_ == 0)
                    first_steady_capturable_ = captured & steady_;
                progress |= grow(capturable_, captured);
            }

            // A unit standing where this one may go has moved away or been captured.
            progress |= shrink(steady_, reach & ~rules::square_bb(s) & ~kings);
            progress |= shrink(clear_, reach);
            if (piece != PieceType::King)
                progress |= grow(sacrificable_[rules::index(color)], reach);

            // A pawn that may promote may become anything and go anywhere but onto units that
            // never leave (its own, or a king).
            if (piece == PieceType::Pawn && (reach & kPromotionRanks) != 0) {
                const Bitboard never = steady_ & (pos_.pieces(color) | kings);
                progress |= grow(reachable_[s], ~never);
                progress |= grow(reachable_by_non_bishop_[rules::index(color)], ~never);
            }
        });
        update_attacked();
        if (!progress)
            break;
    }
}

bool Reachability::black_could_be_mated() const {
    const Square white_king = pos_.king_square(Color::White);
    const Square black_king = pos_.king_square(Color::Black);
    const Bitboard king_reach = reachable_[white_king];
    const Bitboard region = reachable_[black_king];

    // Squares of Black's king region that a white unit may ever attack (rays stopped only by units
    // that never move). Units that never move count too: they may give a discovered check.
    Bitboard visited = 0;
    for_each_square(pos_.pieces(Color::White) & ~pos_.pieces(PieceType::King), [&](Square s) {
        const PieceType type = rules::type_of(pos_.piece_on(s));
        const bool promotes = type == PieceType::Pawn && (reachable_[s] & kPromotionRanks) != 0;
        // A unit that never moves sees past none of the squares held while it stands there.
        const Bitboard obstacles =
            reachable_[s] == rules::square_bb(s) ? steady_ | held_while_standing(s) : steady_;
        for_each_square(reachable_[s], [&](Square t) {
            Bitboard attacks = attacks_from(type, Color::White, t, obstacles);
            if (promotes)
                attacks |= rules::queen_attacks(t, steady_) | rules::knight_attacks(t);
            visited |= region & attacks;
        });
    });
    if (visited == 0)
        return false;

    // Black's units that may stand next to the mated king, as blockers.
    std::vector<Square> blocker_units;
    for_each_square(pos_.pieces(Color::Black) & ~pos_.pieces(PieceType::King),
                    [&](Square s) { blocker_units.push_back(s); });

    Bitboard mating = visited;
    while (mating != 0) {
        const Square m = rules::pop_lsb(mating);
        const Bitboard escapes = rules::king_attacks(m) & region & ~visited;
        if (escapes == 0)
            return true;
        int blockers = 0;
        Bitboard blocking = 0;
        for (Square b : blocker_units) {
            if ((reachable_[b] & escapes) != 0) {
                ++blockers;
                blocking |= reachable_[b] & escapes;
            }
        }
        const int n = std::min(blockers, rules::popcount(blocking));
        // Every choice of n squares of `blocking` held by blockers; the rest must be covered by
        // White's king, which may not stand next to the mated king.
        std::vector<Square> squares;
        for_each_square(blocking, [&](Square s) { squares.push_back(s); });
        const int k = static_cast<int>(squares.size());
        for (unsigned mask = 0; mask < (1u << k); ++mask) {
            if (std::popcount(mask) != n)
                continue;
            Bitboard covered = 0;
            for (int i = 0; i < k; ++i)
                if ((mask >> i) & 1u)
                    covered |= rules::square_bb(squares[static_cast<std::size_t>(i)]);
            const Bitboard remaining = escapes & ~covered;
            if (remaining == 0)
                return true;
            Bitboard places = 0;
            for_each_square(remaining, [&](Square r) { places |= rules::king_attacks(r); });
            places &= ~(rules::square_bb(m) | rules::king_attacks(m)) & king_reach;
            bool covers = false;
            for_each_square(places,
                            [&](Square w) { covers |= (rules::king_attacks(w) & remaining) == remaining; });
            if (covers)
                return true;
        }
    }
    return false;
}

namespace {

bool could_be_mated(const rules::Position& position, const Reachability::Assumptions& assumptions) {
    Reachability analysis(position, assumptions);
    analysis.saturate();
    return analysis.black_could_be_mated();
}

} // namespace

bool is_statically_unwinnable(const rules::Position& position) {
    if (position.has_legal_en_passant() || position.castling_rights() != 0)
        return false;
    Reachability analysis(position, {});
    analysis.saturate();
    if (!analysis.black_could_be_mated())
        return true;

    // Case splits on a unit that looks steady but may be captured: either it is never captured
    // while it stands there, or it never moves and is captured there (or never at all). Both cases
    // must rule the mate out.
    const Bitboard split = analysis.steady_capturable();
    Bitboard each = split;
    while (each != 0) {
        const Bitboard s = rules::square_bb(rules::pop_lsb(each));
        if (could_be_mated(position, {s, 0}))
            continue;
        if (!could_be_mated(position, {0, s}))
            return true;
    }
    if (rules::popcount(split) == 2) {
        const Bitboard a = rules::square_bb(rules::lsb(split));
        const Bitboard b = split & ~a;
        return !could_be_mated(position, {split, 0}) && !could_be_mated(position, {a, b}) &&
               !could_be_mated(position, {b, a}) && !could_be_mated(position, {0, split});
    }
    return false;
}

bool is_statically_unwinnable_after_every_move(const rules::Position& position) {
    rules::MoveList moves;
    position.legal_moves(moves);
    if (moves.size() == 0)
        return false;
    for (const rules::Move m : moves) {
        rules::Position after = position;
        after.do_move(m);
        if (!is_statically_unwinnable(after))
            return false;
    }
    return true;
}

} // namespace pendule::arbiter
