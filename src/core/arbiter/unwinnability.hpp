#pragma once

// The full "can this side still checkmate?" analysis behind can_checkmate (Laws 5.2.2, 6.9,
// 7.5.5, 5.1.2), in the order of cost:
// 1. material rules (material_rules.hpp);
// 2. frozen pawns: a side that can never give check cannot mate (pawn_structure.hpp);
// 3. forced moves: while the side to move has a single legal move, play it and look again;
// 4. a bounded helpmate search (helpmate_search.hpp) that either finds a mating series (Yes),
//    proves that none exists by visiting a closed set of positions (No), or gives up (Unknown).
// Every Yes comes with a mating series that was played on the board; every No with a proof that
// holds for every series of legal moves. Deterministic: limits are node counts.
//
// The automatic draws of Laws 9.6 (fivefold repetition, 75 moves) are not taken into account: a
// mating series may be longer than they would allow, as in the published unwinnability analyses.

#include "core/arbiter/helpmate_search.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/rules/position.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace pendule::arbiter {

struct UnwinnabilityLimits {
    int forced_moves = 16;                          // forced moves played before searching
    std::uint64_t nodes_per_depth = 7000;           // middle search: per iteration, times the depth
    std::uint64_t middle_nodes = 1000000;           // middle search: over all iterations
    std::size_t closure_positions = 200000;         // exhaustive closure of the reachable positions
    std::uint64_t chain_nodes = 20000;              // the check chains
    std::uint64_t ordered_nodes = 1500000;          // guided search, White's progress moves first
    std::uint64_t deep_nodes = 8279000;             // last, guided search (the sum: kDefaultNodeBudget)
    std::uint64_t node_budget = kDefaultNodeBudget; // all phases together (mating_material.hpp)
};

struct UnwinnabilityAnswer {
    Verdict verdict = Verdict::Unknown;
    std::string reason; // in words, without the side's name first ("has only the king")
    Text words;         // the same as data, for any language (text.hpp)
};

// Whether `side` can checkmate from `position` by some series of legal moves, the opponent
// cooperating. The position must not be checkmate or stalemate already (mating_material.cpp
// answers those).
UnwinnabilityAnswer analyse_unwinnability(const rules::Position& position, rules::Color side,
                                          const UnwinnabilityLimits& limits = {});

// The same position seen from the other side: ranks reversed, colours swapped (castling rights and
// the en passant square too), the other side to move. Black's question is White's on this board.
std::optional<rules::Position> mirrored(const rules::Position& position);

} // namespace pendule::arbiter
