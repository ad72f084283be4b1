#pragma once

// Static reachability analysis: can White ever checkmate from this position, looking only at where
// each unit may ever go (Laws 5.2.2, 6.9)? The idea follows Ambrona's published unwinnability
// analysis (CHA); this is our own formulation, with every rule written so that it is sound.
//
// For every unit (named by the square it stands on now) we grow, up to a fixpoint, an
// over-approximation of the squares it may ever stand on in a game that can still end in a mate by
// White. Alongside, we keep the units that are *steady* (can never move nor be captured: an
// under-approximation), the squares that stay *clear* for ever, the units that may be *captured*,
// and the squares that each colour *always attacks* (attacked from every square its never-captured
// units may stand on). A king never enters a square the opponent always attacks; a unit never
// passes through a friendly unit that never leaves the way; a pawn promotes into anything.
//
// At the fixpoint, by induction over any series of legal moves, every unit stays inside its
// region. White can then mate only on a square of Black's king region that a white unit may
// attack, with every flight square of that king attacked by a white unit, held by a black unit or
// covered by White's king. When no square allows that, White can never mate.
//
// White is the intended winner; callers mirror the board to ask about Black.

#include "core/rules/position.hpp"
#include "core/rules/types.hpp"

#include <array>

namespace pendule::arbiter {

class Reachability {
  public:
    // Assumptions for a case split on one unit (by its square now): either it is never captured
    // while it still stands there, or it never moves and can only be captured there.
    struct Assumptions {
        rules::Bitboard uncapturable_while_steady = 0;
        rules::Bitboard capturable_only_while_steady = 0;
    };

    Reachability(const rules::Position& position, const Assumptions& assumptions);

    // Runs the fixpoint.
    void saturate();

    // Whether Black's king may be checkmated somewhere (false proves it never can).
    bool black_could_be_mated() const;

    rules::Bitboard steady() const { return steady_; }
    rules::Bitboard reachable(rules::Square s) const { return reachable_[s]; }
    // Units that are steady and yet may be captured: the first such group met; used to choose a
    // case split. A heuristic choice only, never part of a proof.
    rules::Bitboard steady_capturable() const { return first_steady_capturable_; }

  private:
    rules::Bitboard targets(rules::Square initial, rules::PieceType piece, rules::Color color,
                            rules::Square source, rules::Bitboard candidates) const;
    rules::Bitboard white_pawn_captures() const;
    // The squares some unit of `units` attacks from every square it may stand on, rays stopped by
    // `obstacles` (the "for ever" of attacked_ and of the rules that check a position after a move).
    rules::Bitboard attacked_for_ever(rules::Bitboard units, rules::Bitboard obstacles) const;
    rules::Bitboard without_mating_pawn_checks(rules::Square initial, rules::Square source,
                                               rules::Bitboard candidates) const;
    rules::Bitboard without_push_into_unmoved_pawn(rules::Square initial, rules::Color color,
                                                   rules::Bitboard candidates) const;
    rules::Bitboard without_stalemates(rules::Color color, rules::Square source,
                                       rules::Bitboard candidates) const;
    bool stalemate_after_king_move(rules::Color color, rules::Square source, rules::Square t) const;
    rules::Bitboard without_lost_last_unit(rules::PieceType piece, rules::Bitboard candidates) const;
    rules::Bitboard held_while_standing(rules::Square unit) const;
    bool no_flight_after_check(rules::Square initial, rules::PieceType piece, rules::Square source,
                               rules::Square t) const;
    rules::Bitboard without_unanswerable_pawn_checks(rules::Square initial, rules::Square source,
                                                     rules::Bitboard candidates) const;
    void update_attacked();
    bool grow(rules::Bitboard& field, rules::Bitboard more);
    bool shrink(rules::Bitboard& field, rules::Bitboard less);

    const rules::Position& pos_;
    Assumptions assumptions_;
    bool white_has_one_piece_ = false; // White has its king and one other unit only
    std::array<rules::Bitboard, 64> reachable_{};
    rules::Bitboard steady_ = 0;
    rules::Bitboard clear_ = 0;
    rules::Bitboard capturable_ = 0;
    rules::Bitboard movable_ = 0; // units that may ever move
    rules::Bitboard first_steady_capturable_ = 0;
    std::array<rules::Bitboard, 2> attacked_{};
    std::array<rules::Bitboard, 2> reachable_by_non_bishop_{};
    std::array<rules::Bitboard, 2> sacrificable_{}; // where each colour's non-king units may stand
};

// Whether the reachability analysis, with its case splits on steady units that may be captured,
// proves that White can never checkmate. Refuses (false) positions where an en passant capture or
// castling is possible: the analysis does not model them.
bool is_statically_unwinnable(const rules::Position& position);

// Whether the side to move has legal moves and after each of them is_statically_unwinnable() holds:
// every game goes through one of them, so White can never checkmate. Meant for a side in check,
// which has few replies.
bool is_statically_unwinnable_after_every_move(const rules::Position& position);

} // namespace pendule::arbiter
