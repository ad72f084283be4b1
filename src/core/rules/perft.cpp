#include "core/rules/perft.hpp"

#include "core/rules/zobrist.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace pendule::rules {

namespace {

// Depths the table has keys for (far beyond any perft that ends).
constexpr int kMaxHashedDepth = 64;

} // namespace

// Subtree counts by position and remaining depth. The key is the position's Zobrist key (placement,
// side to move, castling rights, the en passant file when a capture is possible: what makes two
// positions' move trees differ; the clocks do not) mixed with a key per depth and a key of the
// castling rooks' squares and the variant, which are fixed for one perft but say which Chess960
// rook each right castles with. Whole 64-bit keys are compared; a slot keeps the latest subtree.
class detail::PerftTable {
  public:
    PerftTable(std::size_t megabytes, const Position& root) : slots_(slot_count(megabytes)) {
        std::uint64_t state = 0x5045524654ULL; // "PERFT"
        for (auto& k : depth_keys_)
            k = detail::splitmix64(state);
        std::uint64_t rooks = root.is_chess960() ? 1 : 0;
        for (CastlingRights single : {kWhiteKingside, kWhiteQueenside, kBlackKingside, kBlackQueenside})
            rooks = rooks << 8 | static_cast<std::uint64_t>(root.castling_rook(single) & 0xff);
        state ^= rooks;
        game_key_ = detail::splitmix64(state);
    }

    std::uint64_t key(const Position& pos, int depth) const {
        return pos.key() ^ depth_keys_[static_cast<std::size_t>(depth)] ^ game_key_;
    }
    // The count kept for `key`, or nothing.
    const std::uint64_t* find(std::uint64_t key) const {
        const Slot& slot = slots_[key & (slots_.size() - 1)];
        return slot.key == key ? &slot.nodes : nullptr;
    }
    void store(std::uint64_t key, std::uint64_t nodes) { slots_[key & (slots_.size() - 1)] = {key, nodes}; }

  private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint64_t nodes = 0;
    };
    // The largest power of two of slots that fits in `megabytes` (at least one).
    static std::size_t slot_count(std::size_t megabytes) {
        return std::bit_floor(std::max<std::size_t>(1, (megabytes << 20) / sizeof(Slot)));
    }

    std::vector<Slot> slots_;
    std::array<std::uint64_t, kMaxHashedDepth> depth_keys_{};
    std::uint64_t game_key_ = 0;
};

namespace {

using detail::PerftTable;

std::uint64_t count(Position& pos, int depth, PerftTable* table) {
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return pos.count_legal_moves();
    std::uint64_t key = 0;
    if (table) {
        key = table->key(pos, depth);
        if (const std::uint64_t* kept = table->find(key))
            return *kept;
    }
    MoveList moves;
    pos.legal_moves(moves);
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        pos.do_move(m);
        nodes += count(pos, depth - 1, table);
        pos.undo_move(m);
    }
    if (table)
        table->store(key, nodes);
    return nodes;
}

} // namespace

PerftCounter::PerftCounter(const Position& root, std::size_t hash_megabytes) {
    if (hash_megabytes > 0)
        table_ = std::make_unique<detail::PerftTable>(hash_megabytes, root);
}

PerftCounter::~PerftCounter() = default;
PerftCounter::PerftCounter(PerftCounter&&) noexcept = default;
PerftCounter& PerftCounter::operator=(PerftCounter&&) noexcept = default;

std::uint64_t PerftCounter::count(Position& pos, int depth) {
    return rules::count(pos, depth, depth < kMaxHashedDepth ? table_.get() : nullptr);
}

// No table below depth 3: a table keeps subtrees two plies deep or more, none of which repeats
// in a tree that shallow.
std::uint64_t perft(Position& pos, int depth, std::size_t hash_megabytes) {
    return PerftCounter(pos, depth >= 3 ? hash_megabytes : 0).count(pos, depth);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::size_t hash_megabytes) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    if (depth <= 0)
        return result;
    PerftCounter counter(pos, depth >= 4 ? hash_megabytes : 0);
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        pos.do_move(m);
        result.emplace_back(m, counter.count(pos, depth - 1));
        pos.undo_move(m);
    }
    return result;
}

} // namespace pendule::rules
