#include "core/rules/perft.hpp"

#include "core/rules/zobrist.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

namespace pendule::rules {

namespace {

// Depths the table has keys for (far beyond any perft that ends).
constexpr int kMaxHashedDepth = 64;

// Subtree counts by position and remaining depth. The key is the position's Zobrist key (placement,
// side to move, castling rights, the en passant file when a capture is possible: what makes two
// positions' move trees differ; the clocks do not) mixed with a key per depth and a key of the
// castling rooks' squares and the variant, which are fixed for one perft but say which Chess960
// rook each right castles with. Whole 64-bit keys are compared; a slot keeps the latest subtree.
class PerftTable {
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

std::uint64_t perft(Position& pos, int depth, std::size_t hash_megabytes) {
    if (hash_megabytes == 0 || depth < 3 || depth >= kMaxHashedDepth)
        return count(pos, depth, nullptr);
    PerftTable table(hash_megabytes, pos);
    return count(pos, depth, &table);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::size_t hash_megabytes) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    if (depth <= 0)
        return result;
    std::optional<PerftTable> table;
    if (hash_megabytes > 0 && depth >= 4 && depth < kMaxHashedDepth)
        table.emplace(hash_megabytes, pos);
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        pos.do_move(m);
        result.emplace_back(m, count(pos, depth - 1, table ? &*table : nullptr));
        pos.undo_move(m);
    }
    return result;
}

} // namespace pendule::rules
