#pragma once

// A bounded helpmate search: is there a series of legal moves, both sides cooperating, that ends
// with `winner` checkmating (Laws 6.9 "by any possible series of legal moves")?
//
// Depth-first with iterative deepening over a move budget. Moves that make progress towards a
// mating picture (the loser's king to a corner, the winner's king and knights near it, captures and
// pawn advances by the winner, the loser's pawns towards an under-promotion when the winner needs
// a blocker) cost nothing, ordinary moves one, moves that spoil the picture three. A transposition
// table drops positions already searched with as large a budget in the same iteration.
//
// The search is also a proof: when an iteration expands every position it meets (no budget or ply
// cut, no node limit) and finds no mate, the set of positions it visited is closed under legal
// moves, every leaf being a terminal position or one where `winner` provably cannot mate
// (material rules, or the frozen-pawn analysis after a pawn move or a capture). Then no series of
// legal moves leads to a mate by `winner`.
//
// Everything is bounded by node counts, never by wall time, so results do not depend on the load.

#include "core/rules/move.hpp"
#include "core/rules/position.hpp"
#include "core/rules/types.hpp"

#include <cstdint>
#include <vector>

namespace pendule::arbiter {

struct HelpmateLimits {
    std::uint64_t max_nodes = 60000; // positions visited, over all iterations
    int max_budget = 24;             // the last iteration's move budget
    int max_ply = 100;               // no line goes deeper than this
};

struct HelpmateResult {
    enum class Outcome { Mate, NoMate, Unknown };
    Outcome outcome = Outcome::Unknown;
    std::vector<rules::Move> line; // the mating series when Mate
    std::uint64_t nodes = 0;
};

// Searches from `position` for a checkmate by `winner`. The caller has already checked the root
// itself (terminal, material, frozen pawns).
HelpmateResult find_helpmate(const rules::Position& position, rules::Color winner,
                             const HelpmateLimits& limits = {});

} // namespace pendule::arbiter
