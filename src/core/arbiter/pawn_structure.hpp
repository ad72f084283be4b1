#pragma once

// Blocked pawn structures: which pawns can never move nor be captured again, where every other
// unit can ever go given those pawns, and from that a sound proof that a side can never give check
// (and so never checkmate, Laws 5.2.2, 6.9).
//
// The analysis over-approximates every unit's movement: a piece may pass through any square but
// the frozen pawns' (other pieces are treated as if they could always get out of the way), a pawn
// that is not frozen may advance or capture on any square ahead of it and promote to any piece.
// A set of pawns is *frozen* when, under that over-approximation computed with the set itself as
// the only obstacles, no pawn of the set can push (the square ahead holds a frozen pawn), capture
// (no enemy piece other than the king can ever stand on its capture squares) or be captured (no
// enemy unit can ever attack its square; an enemy king only when the pawn is not guarded by a
// frozen pawn of its own colour). By induction over any series of legal moves, frozen pawns stay
// where they are, so every unit stays inside its computed region. We compute the largest such set
// by starting from all pawns and removing the ones that break a condition until none does.

#include "core/rules/position.hpp"
#include "core/rules/types.hpp"

#include <array>

namespace pendule::arbiter {

class PawnStructure {
  public:
    // Analyses `position`. Positions where an en passant capture is legal right now are analysed
    // as if it were not (callers must not use the result then: see is_usable()).
    explicit PawnStructure(const rules::Position& position);

    // False when an en passant capture is legal now (the analysis assumes none is).
    bool is_usable() const { return usable_; }
    // The pawns that can never move nor be captured again.
    rules::Bitboard frozen() const { return frozen_; }
    // Squares the king of `c` can ever stand on (an over-approximation).
    rules::Bitboard king_region(rules::Color c) const { return king_region_[rules::index(c)]; }
    // Squares `c`'s units other than the king (pawns, pieces, promoted pawns) may ever attack.
    rules::Bitboard attack_region(rules::Color c) const { return attacks_[rules::index(c)]; }

    // Whether `side` can never give check again, let alone checkmate: no square the opponent's king
    // can ever stand on may ever be attacked by one of `side`'s units. Sound only when is_usable().
    bool can_never_check(rules::Color side) const;
    // Whether `side` can never checkmate: on every square where the opponent's king could ever be
    // in check, it has a neighbouring square that no unit of `side` (king included) can ever
    // attack, no unit of its own can ever occupy and no frozen pawn holds: a flight that is always
    // open. Implies nothing when can_never_check() already holds; sound only when is_usable().
    bool can_never_mate(rules::Color side) const;

  private:
    struct Regions {
        rules::Bitboard reach = 0;        // where non-king units may stand
        rules::Bitboard attacks = 0;      // what non-king units may attack
        rules::Bitboard king_reach = 0;   // where the king may stand
        rules::Bitboard king_attacks = 0; // what the king may attack
    };
    // What the fixpoint assumes: the frozen pawns, and for each pawn the enemy pawn ahead on its
    // file that it can never pass (NoSquare when none is assumed).
    struct Assumptions {
        rules::Bitboard frozen = 0;
        std::array<rules::Square, 64> stopped_by{};
    };
    struct Analysis {
        Regions side[2];
        std::array<rules::Bitboard, 64> path{}; // per pawn square: where that pawn may stand
        std::array<bool, 64> leaves_file{};
        std::array<bool, 64> promotes{};
    };
    void regions_of(const rules::Position& position, rules::Color c, const Assumptions& assumed,
                    rules::Bitboard targets, Analysis& out) const;
    Analysis analyse(const rules::Position& position, const Assumptions& assumed) const;

    bool usable_ = true;
    rules::Bitboard frozen_ = 0;
    rules::Bitboard frozen_attacks_[2] = {0, 0}; // squares attacked by the frozen pawns of a colour
    rules::Bitboard king_region_[2] = {0, 0};
    rules::Bitboard attacks_[2] = {0, 0};
    rules::Bitboard king_attacks_[2] = {0, 0};
    rules::Bitboard reach_[2] = {0, 0};
};

} // namespace pendule::arbiter
