#include "core/arbiter/pawn_structure.hpp"

#include "core/rules/attacks.hpp"

#include <bit>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::PieceType;
using rules::Square;

namespace {

constexpr Bitboard kNotFileA = ~rules::kFileA;
constexpr Bitboard kNotFileH = ~rules::kFileH;
constexpr Bitboard kNotFilesAB = ~(rules::kFileA | rules::file_bb(1));
constexpr Bitboard kNotFilesGH = ~(rules::kFileH | rules::file_bb(6));

// Every square one king step away from a square of `b`.
Bitboard king_spread(Bitboard b) {
    const Bitboard sideways = ((b << 1) & kNotFileA) | ((b >> 1) & kNotFileH);
    const Bitboard row = b | sideways;
    return sideways | (row << 8) | (row >> 8);
}

// Every square one knight jump away from a square of `b`.
Bitboard knight_spread(Bitboard b) {
    return ((b << 17) & kNotFileA) | ((b << 15) & kNotFileH) | ((b << 10) & kNotFilesAB) |
           ((b << 6) & kNotFilesGH) | ((b >> 17) & kNotFileH) | ((b >> 15) & kNotFileA) |
           ((b >> 10) & kNotFilesGH) | ((b >> 6) & kNotFilesAB);
}

// Every square one rook step (along a rank or a file) away from a square of `b`.
Bitboard rook_spread(Bitboard b) {
    return ((b << 1) & kNotFileA) | ((b >> 1) & kNotFileH) | (b << 8) | (b >> 8);
}

// Every square one bishop step (diagonally) away from a square of `b`.
Bitboard bishop_spread(Bitboard b) {
    return ((b << 9) & kNotFileA) | ((b << 7) & kNotFileH) | ((b >> 7) & kNotFileA) | ((b >> 9) & kNotFileH);
}

// Every square one step of a piece of type `t` away from a square of `b`: a slider's move is a series
// of such steps, a queen's steps are a king's.
Bitboard piece_spread(PieceType t, Bitboard b) {
    switch (t) {
    case PieceType::Knight:
        return knight_spread(b);
    case PieceType::Bishop:
        return bishop_spread(b);
    case PieceType::Rook:
        return rook_spread(b);
    default:
        return king_spread(b);
    }
}

Bitboard pawn_attack_spread(Color c, Bitboard pawns) {
    return c == Color::White ? rules::pawn_attacks_left<Color::White>(pawns) |
                                   rules::pawn_attacks_right<Color::White>(pawns)
                             : rules::pawn_attacks_left<Color::Black>(pawns) |
                                   rules::pawn_attacks_right<Color::Black>(pawns);
}

struct Flood {
    Bitboard reach = 0;
    Bitboard attacks = 0;
};

// Where a piece of type `t` standing on any square of `start` may go and what it may attack, given
// that it can never enter a square of `walls` (nor slide through one). A slider's ray up to the
// first wall is a series of steps between squares it may reach, so both sets grow a step at a time
// over the whole board at once (square by square, this was most of the analysis's time).
Flood flood_piece(PieceType t, Bitboard start, Bitboard walls) {
    Flood f;
    f.reach = start;
    for (;;) {
        f.attacks = piece_spread(t, f.reach);
        const Bitboard grown = f.reach | (f.attacks & ~walls);
        if (grown == f.reach)
            return f;
        f.reach = grown;
    }
}

// A pawn that may push (never onto a wall, nor onto the squares of `stop` on its own file),
// capture only onto squares where an enemy unit may stand (`targets`), and promote; the pieces it
// may promote to are covered by a queen and a knight flooding from the promotion squares.
struct PawnFlood {
    Flood flood;
    Bitboard path = 0; // the squares it may stand on as a pawn
    bool leaves_file = false;
    bool promotes = false;
};

PawnFlood flood_pawn(Color c, Square from, Bitboard walls, Bitboard targets, Bitboard stop) {
    const Bitboard last_rank = c == Color::White ? rules::kRank8 : rules::kRank1;
    PawnFlood p;
    Bitboard promotion = 0;
    p.path = rules::square_bb(from);
    Bitboard frontier = p.path;
    while (frontier != 0) {
        const Bitboard ahead = (c == Color::White ? frontier << 8 : frontier >> 8) & ~walls & ~stop;
        const Bitboard diagonal = pawn_attack_spread(c, frontier) & ~walls & targets;
        if (diagonal != 0)
            p.leaves_file = true;
        promotion |= (ahead | diagonal) & last_rank;
        const Bitboard next = (ahead | diagonal) & ~last_rank;
        frontier = next & ~p.path;
        p.path |= next;
    }
    p.flood.attacks = pawn_attack_spread(c, p.path);
    p.flood.reach = p.path;
    if (promotion != 0) {
        p.promotes = true;
        for (PieceType t : {PieceType::Queen, PieceType::Knight}) {
            const Flood promoted = flood_piece(t, promotion, walls);
            p.flood.reach |= promoted.reach;
            p.flood.attacks |= promoted.attacks;
        }
    }
    return p;
}

// The squares of `s`'s file from `s` onwards in the direction a pawn of colour `c` moves.
Bitboard file_from(Color c, Square s) {
    const Bitboard file = rules::file_bb(rules::file_of(s));
    const Bitboard at_or_above = ~((rules::square_bb(s)) - 1);
    const Bitboard at_or_below = (rules::square_bb(s) << 1) - 1;
    return file & (c == Color::White ? at_or_above : at_or_below);
}

// The nearest pawn ahead of the pawn on `s` (colour `c`) on its file, or NoSquare.
Square pawn_ahead(const rules::Position& position, Color c, Square s) {
    const Bitboard ahead = file_from(c, s) & ~rules::square_bb(s) & position.pieces(PieceType::Pawn);
    if (ahead == 0)
        return rules::NoSquare;
    return c == Color::White ? rules::lsb(ahead) : Square(63 - std::countl_zero(ahead));
}

} // namespace

void PawnStructure::regions_of(const rules::Position& position, Color c, const Assumptions& assumed,
                               Bitboard targets, Analysis& out) const {
    Regions& r = out.side[rules::index(c)];
    r = Regions{};
    const Bitboard frozen = assumed.frozen;
    const Color them = ~c;
    const Bitboard their_frozen_attacks =
        pawn_attack_spread(them, frozen & position.pieces(them, PieceType::Pawn));
    const Square king = position.king_square(c);
    r.king_reach = rules::square_bb(king);
    for (;;) {
        const Bitboard grown = r.king_reach | (king_spread(r.king_reach) & ~frozen & ~their_frozen_attacks);
        if (grown == r.king_reach)
            break;
        r.king_reach = grown;
    }
    r.king_attacks = king_spread(r.king_reach);

    Bitboard units = position.pieces(c) & ~position.pieces(c, PieceType::King) & ~frozen;
    while (units != 0) {
        const Square s = rules::pop_lsb(units);
        const PieceType t = rules::type_of(position.piece_on(s));
        Flood f;
        if (t == PieceType::Pawn) {
            const Square partner = assumed.stopped_by[s];
            const Bitboard stop = partner == rules::NoSquare ? 0 : file_from(c, partner);
            const PawnFlood p = flood_pawn(c, s, frozen, targets, stop);
            out.path[s] = p.path;
            out.leaves_file[s] = p.leaves_file;
            out.promotes[s] = p.promotes;
            f = p.flood;
        } else {
            f = flood_piece(t, rules::square_bb(s), frozen);
        }
        r.reach |= f.reach;
        r.attacks |= f.attacks;
    }
}

// Both sides' regions under the assumptions. A pawn captures only where an enemy unit may stand,
// so the regions grow together from the units' squares until neither changes (least fixpoint).
PawnStructure::Analysis PawnStructure::analyse(const rules::Position& position,
                                               const Assumptions& assumed) const {
    Analysis a;
    Bitboard reach[2] = {position.pieces(Color::White) & ~position.pieces(PieceType::King) & ~assumed.frozen,
                         position.pieces(Color::Black) & ~position.pieces(PieceType::King) & ~assumed.frozen};
    for (;;) {
        regions_of(position, Color::White, assumed, reach[1], a);
        regions_of(position, Color::Black, assumed, reach[0], a);
        if (a.side[0].reach == reach[0] && a.side[1].reach == reach[1])
            return a;
        reach[0] |= a.side[0].reach;
        reach[1] |= a.side[1].reach;
    }
}

PawnStructure::PawnStructure(const rules::Position& position) {
    usable_ = !position.has_legal_en_passant();
    // Greatest fixpoint: assume every pawn frozen and every pawn stopped by the enemy pawn ahead
    // of it on its file, then drop each assumption the resulting regions contradict.
    Assumptions assumed;
    assumed.frozen = position.pieces(PieceType::Pawn);
    assumed.stopped_by.fill(rules::NoSquare);
    for (Bitboard pawns = assumed.frozen; pawns != 0;) {
        const Square s = rules::pop_lsb(pawns);
        const Color c = rules::color_of(position.piece_on(s));
        const Square ahead = pawn_ahead(position, c, s);
        if (ahead != rules::NoSquare && position.piece_on(ahead) == rules::make_piece(~c, PieceType::Pawn))
            assumed.stopped_by[s] = ahead;
    }
    for (;;) {
        const Analysis a = analyse(position, assumed);
        const Regions& white = a.side[0];
        const Regions& black = a.side[1];
        Assumptions next = assumed;
        for (Bitboard candidates = assumed.frozen; candidates != 0;) {
            const Square s = rules::pop_lsb(candidates);
            const Color c = rules::color_of(position.piece_on(s));
            const Regions& enemy = c == Color::White ? black : white;
            const Bitboard own_frozen_attacks =
                pawn_attack_spread(c, assumed.frozen & position.pieces(c, PieceType::Pawn));
            const Square ahead = Square(c == Color::White ? s + 8 : s - 8);
            const Bitboard captures = rules::pawn_attacks(c, s);
            const bool can_push = !rules::has_square(assumed.frozen, ahead);
            const bool can_capture =
                (captures & ((assumed.frozen & position.pieces(~c, PieceType::Pawn)) | enemy.reach)) != 0;
            const bool can_be_captured =
                rules::has_square(enemy.attacks, s) ||
                (rules::has_square(enemy.king_attacks, s) && !rules::has_square(own_frozen_attacks, s));
            if (can_push || can_capture || can_be_captured)
                next.frozen &= ~rules::square_bb(s);
        }
        // A pawn X is stopped by the enemy pawn Y ahead of it when Y never leaves the file, never
        // promotes and can never be captured: then Y always stands between X and Y's square.
        for (int sq = 0; sq < 64; ++sq) {
            const Square y = assumed.stopped_by[sq];
            if (y == rules::NoSquare)
                continue;
            const Color x_colour = rules::color_of(position.piece_on(Square(sq)));
            const Regions& x_side = x_colour == Color::White ? white : black;
            const bool y_frozen = rules::has_square(assumed.frozen, y);
            const bool holds = y_frozen || rules::has_square(assumed.frozen, Square(sq)) ||
                               (!a.leaves_file[y] && !a.promotes[y] &&
                                (a.path[y] & (x_side.attacks | x_side.king_attacks)) == 0);
            if (!holds)
                next.stopped_by[sq] = rules::NoSquare;
        }
        if (next.frozen == assumed.frozen && next.stopped_by == assumed.stopped_by) {
            frozen_ = assumed.frozen;
            king_region_[0] = white.king_reach;
            king_region_[1] = black.king_reach;
            attacks_[0] = white.attacks;
            attacks_[1] = black.attacks;
            king_attacks_[0] = white.king_attacks;
            king_attacks_[1] = black.king_attacks;
            reach_[0] = white.reach;
            reach_[1] = black.reach;
            for (Color c : {Color::White, Color::Black})
                frozen_attacks_[rules::index(c)] =
                    pawn_attack_spread(c, assumed.frozen & position.pieces(c, PieceType::Pawn));
            return;
        }
        assumed = next;
    }
}

bool PawnStructure::can_never_check(Color side) const {
    const Bitboard their_king_region = king_region_[rules::index(~side)];
    return (attacks_[rules::index(side)] & their_king_region) == 0 &&
           (frozen_attacks_[rules::index(side)] & their_king_region) == 0;
}

bool PawnStructure::can_never_mate(Color side) const {
    const int us = rules::index(side), them = rules::index(~side);
    const Bitboard checks = attacks_[us] | frozen_attacks_[us];
    // Squares next to which the loser's king always has a free flight: never attacked by a unit
    // of `side` (its king included), never taken by a unit of the loser, never a frozen pawn.
    const Bitboard free_flight = ~checks & ~king_attacks_[us] & ~reach_[them] & ~frozen_;
    for (Bitboard checked = king_region_[them] & checks; checked != 0;) {
        const Square k = rules::pop_lsb(checked);
        if ((rules::king_attacks(k) & free_flight) == 0)
            return false;
    }
    return true;
}

} // namespace pendule::arbiter
