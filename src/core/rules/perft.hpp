#pragma once

// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of
// a move generator against published counts.

#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace pendule::rules {

namespace detail {
class PerftTable;
} // namespace detail

// Leaf nodes at `depth` plies (1 at depth 0). The last ply is counted, not played (bulk counting).
// `pos` is returned unchanged.
//
// With `hash_megabytes` > 0, the count of each subtree two plies deep or more is kept in a table of
// about that size, by position and remaining depth, so that a position reached again by another
// order of moves (a transposition) is counted once: the usual perft hash table. The counts are the
// same; the moves of a transposed subtree are then not generated again, so the plain count (0, the
// default) is the thorough check of the generator.
std::uint64_t perft(Position& pos, int depth, std::size_t hash_megabytes = 0);

// Counts subtrees of one root with a table kept from one count to the next (or without one, with
// 0 megabytes): what a caller that splits a perft in pieces uses, one counter for each thread.
// perft(root, depth, mb) and the sum of counter.count over the root's subtrees are the same.
class PerftCounter {
  public:
    PerftCounter(const Position& root, std::size_t hash_megabytes);
    ~PerftCounter();
    PerftCounter(PerftCounter&&) noexcept;
    PerftCounter& operator=(PerftCounter&&) noexcept;

    // Leaf nodes `depth` plies below `pos` (a position of the root's game); `pos` is returned
    // unchanged.
    std::uint64_t count(Position& pos, int depth);

  private:
    std::unique_ptr<detail::PerftTable> table_;
};

// The same count split by first move, in move generation order. Empty at depth 0.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::size_t hash_megabytes = 0);

} // namespace pendule::rules
