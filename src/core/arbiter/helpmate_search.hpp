#pragma once

// A bounded helpmate search for White: is there a series of legal moves, both sides cooperating,
// that ends with White checkmating (Laws 6.9 "by any possible series of legal moves")? Callers
// mirror the board to ask about Black.
//
// Iterative deepening over a depth that moves consume at different rates, after the scheme of
// Ambrona's CHA (our own implementation): a move that makes progress towards a mating picture (a
// capture, a pawn advance by White, White's king and knights towards the mating corner, Black's
// king and knights into it, bishops towards it along their actual routes) costs nothing; an
// ordinary move costs one, or nothing right after a progress move; a move that spoils the picture
// (Black captures, moves proven to lose every chance to mate) costs four.
//
// The search is also a proof: when an iteration ends without any cut (depth, ply or node limit)
// and without a mate, the positions it visited form a set closed under legal moves whose leaves
// are terminal or hopeless on material, so no series of legal moves leads to a mate. A
// transposition table skips positions already expanded in the same iteration with at least as
// much depth left; a hit from an earlier iteration counts as a cut. Limits are node counts, never
// wall time, so answers do not depend on the machine's load.

#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace pendule::arbiter {

struct HelpmateLimits {
    std::uint64_t nodes_per_depth = ~std::uint64_t{0}; // per iteration: this times the depth
    std::uint64_t total_nodes = 1000000;               // over all iterations
    std::size_t table_bits = 0;  // transposition table of 2^bits entries (at least 2^16); 0: none
    bool progress_first = false; // White's progress moves first, then ordinary, then punished ones
};

struct HelpmateResult {
    enum class Outcome { Mate, NoMate, Unknown };
    Outcome outcome = Outcome::Unknown;
    std::vector<rules::Move> line; // the mating series when Mate
    std::uint64_t nodes = 0;
    int completed_depth = 0; // the deepest iteration that ran to its end (0: none)
};

// Extra guidance for the deepest phase.
struct HelpmateGuide {
    std::optional<std::array<std::uint8_t, 64>> bishop_distance; // bishop moves to the mating corner
    std::vector<rules::Move> punished;                           // moves that cost the most
};

// Searches depths first_depth..last_depth from `position` for a checkmate by White.
HelpmateResult find_white_helpmate(const rules::Position& position, int first_depth, int last_depth,
                                   const HelpmateLimits& limits, const HelpmateGuide& guide = {});

// Bishop moves from each square to the mating corner region (the corner of White's bishops'
// colour and its two neighbours), through squares outside `steady`; 255 where no route exists.
std::array<std::uint8_t, 64> bishop_distances(const rules::Position& position, rules::Bitboard steady);

} // namespace pendule::arbiter
