#include "core/rules/attacks.hpp"

#include <array>
#include <bit>
#include <vector>

namespace pendule::rules {

namespace {

// One slider's rays: for each of its four directions and each square, the squares from there to
// the edge on an empty board, and whether the direction goes up the square numbers.
struct Rays {
    std::array<std::array<Bitboard, 64>, 4> ray{};
    std::array<bool, 4> up{};

    Rays(const int (&df)[4], const int (&dr)[4]) {
        for (int d = 0; d < 4; ++d) {
            up[d] = df[d] + 8 * dr[d] > 0;
            for (int sq = 0; sq < 64; ++sq)
                for (int f = sq % 8 + df[d], r = sq / 8 + dr[d]; f >= 0 && f < 8 && r >= 0 && r < 8;
                     f += df[d], r += dr[d])
                    ray[d][sq] |= square_bb(make_square(f, r));
        }
    }

    // The attacks from `s` over `occupied`: each ray, cut behind its first piece (the nearest is the
    // lowest square going up, the highest going down).
    Bitboard attacks(Square s, Bitboard occupied) const {
        Bitboard attacks = 0;
        for (int d = 0; d < 4; ++d) {
            Bitboard r = ray[d][s];
            if (const Bitboard blockers = r & occupied)
                r ^= ray[d][up[d] ? lsb(blockers) : Square(63 - std::countl_zero(blockers))];
            attacks |= r;
        }
        return attacks;
    }
};

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

// Seeds of the magic search, one per square. Any seed finds a magic in the end; these were chosen
// by an offline search of seeds 1..300 (for each square, the one that finds a magic in the fewest
// trials), which cuts the start-up search from about 1.3 million trials to about 4,600.
constexpr std::uint16_t kRookSeeds[64] = {206, 226, 59,  136, 200, 135, 117, 72,  204, 115, 78,  39,  3,
                                          240, 264, 274, 49,  275, 11,  48,  113, 190, 12,  171, 41,  48,
                                          10,  141, 127, 147, 215, 101, 263, 115, 120, 39,  194, 245, 216,
                                          54,  270, 127, 84,  199, 169, 15,  264, 188, 258, 258, 11,  273,
                                          126, 240, 104, 152, 228, 47,  147, 255, 175, 54,  64,  171};
constexpr std::uint16_t kBishopSeeds[64] = {
    68,  53, 27, 55,  61,  47, 92,  300, 230, 79, 166, 214, 112, 1,  190, 30,  45,  5,  136, 116, 52, 290,
    236, 67, 25, 244, 237, 8,  205, 156, 46,  99, 239, 29,  195, 16, 172, 240, 122, 83, 100, 184, 32, 170,
    43,  87, 87, 185, 92,  92, 13,  128, 57,  31, 61,  53,  300, 30, 191, 89,  32,  53, 230, 68};

#if !PENDULE_USE_PEXT
// xorshift64*: a small generator with a fixed seed, so the magics found are the same on every run.
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
               const int (&dr)[4], [[maybe_unused]] const std::uint16_t (&seeds)[64]) {
    const Rays rays(df, dr);
    std::vector<Bitboard> occupancies, attacks;
#if !PENDULE_USE_PEXT
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
            attacks.push_back(rays.attacks(s, subset));
            subset = (subset - e.mask) & e.mask;
        } while (subset != 0);
#if PENDULE_USE_PEXT
        for (std::size_t i = 0; i < occupancies.size(); ++i)
            next[e.index_of(occupancies[i])] = attacks[i];
#else
        epoch.assign(size, 0);
        Prng prng{seeds[sq]};
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
    next = fill(t->rook, next, rook_df, rook_dr, kRookSeeds);
    next = fill(t->bishop, next, bishop_df, bishop_dr, kBishopSeeds);
    return t;
}

} // namespace pendule::rules
