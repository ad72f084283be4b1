#include "core/rules/attacks.hpp"

#include <vector>

namespace pendule::rules {

namespace {

// Slider attacks from `s` over `occupied`, walking each direction; slow, used only to fill tables.
Bitboard walk_attacks(Square s, Bitboard occupied, const int (&df)[4], const int (&dr)[4]) {
    Bitboard attacks = 0;
    for (int d = 0; d < 4; ++d) {
        for (int f = file_of(s) + df[d], r = rank_of(s) + dr[d]; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += df[d], r += dr[d]) {
            Bitboard b = square_bb(make_square(f, r));
            attacks |= b;
            if (occupied & b)
                break;
        }
    }
    return attacks;
}

// The squares whose occupancy matters: each ray without its last square.
Bitboard relevant_mask(Square s, const int (&df)[4], const int (&dr)[4]) {
    Bitboard mask = 0;
    for (int d = 0; d < 4; ++d) {
        for (int f = file_of(s) + df[d], r = rank_of(s) + dr[d];
             f + df[d] >= 0 && f + df[d] < 8 && r + dr[d] >= 0 && r + dr[d] < 8; f += df[d], r += dr[d])
            mask |= square_bb(make_square(f, r));
    }
    return mask;
}

#if !PENDULE_USE_PEXT
// xorshift64*: a small, fixed-seed generator, so the magics found are the same on every run.
struct Prng {
    std::uint64_t state;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};
#endif

// Fills one slider's 64 entries, starting at `next` in the shared table; returns the new end.
Bitboard* fill(std::array<SliderTables::Entry, 64>& entries, Bitboard* next, const int (&df)[4],
               const int (&dr)[4]) {
    std::vector<Bitboard> occupancies, attacks;
#if !PENDULE_USE_PEXT
    Prng prng{0x9E3779B97F4A7C15ULL};
    std::vector<unsigned> epoch;
    unsigned current_epoch = 0;
#endif
    for (int sq = 0; sq < 64; ++sq) {
        auto s = Square(sq);
        SliderTables::Entry& e = entries[sq];
        e.mask = relevant_mask(s, df, dr);
        e.attacks = next;
        int bits = popcount(e.mask);
        std::size_t size = std::size_t{1} << bits;
        e.shift = static_cast<unsigned>(64 - bits);
        occupancies.clear();
        attacks.clear();
        Bitboard subset = 0;
        do { // every subset of the mask (carry-rippler)
            occupancies.push_back(subset);
            attacks.push_back(walk_attacks(s, subset, df, dr));
            subset = (subset - e.mask) & e.mask;
        } while (subset != 0);
#if PENDULE_USE_PEXT
        for (std::size_t i = 0; i < occupancies.size(); ++i)
            next[e.index_of(occupancies[i])] = attacks[i];
#else
        epoch.assign(size, 0);
        for (bool found = false; !found;) {
            e.magic = prng.sparse();
            if (popcount((e.mask * e.magic) >> 56) < 6)
                continue;
            ++current_epoch;
            found = true;
            for (std::size_t i = 0; i < occupancies.size(); ++i) {
                auto idx = e.index_of(occupancies[i]);
                if (epoch[idx] == current_epoch && next[idx] != attacks[i]) {
                    found = false;
                    break;
                }
                epoch[idx] = current_epoch;
                next[idx] = attacks[i];
            }
        }
#endif
        next += size;
    }
    return next;
}

} // namespace

SliderTables* build_slider_tables() {
    static constexpr int rook_df[4] = {1, -1, 0, 0}, rook_dr[4] = {0, 0, 1, -1};
    static constexpr int bishop_df[4] = {1, 1, -1, -1}, bishop_dr[4] = {1, -1, 1, -1};
    auto* t = new SliderTables();
    Bitboard* next = t->table.data();
    next = fill(t->rook, next, rook_df, rook_dr);
    next = fill(t->bishop, next, bishop_df, bishop_dr);
    return t;
}

} // namespace pendule::rules
