#pragma once

// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of
// a move generator against published counts.

#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace pendule::rules {

// Leaf nodes at `depth` plies (1 at depth 0). The last ply is counted, not played (bulk counting).
// `pos` is returned unchanged.
std::uint64_t perft(Position& pos, int depth);

// The same count split by first move, in move generation order. Empty at depth 0.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth);

} // namespace pendule::rules
