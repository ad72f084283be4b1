#pragma once

// Zobrist keys (internal to the rules module), generated at compile time with splitmix64 from a
// fixed seed, so that keys are the same in every build and every run.

#include "core/rules/types.hpp"

#include <array>
#include <cstdint>

namespace pendule::rules::detail {

struct ZobristKeys {
    std::array<std::array<std::uint64_t, 64>, 16> piece{}; // [Piece][Square]; Piece::None stays 0
    std::array<std::uint64_t, 16> castling{};              // [CastlingRights]
    std::array<std::uint64_t, 8> ep_file{};
    std::uint64_t black_to_move = 0;
};

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr ZobristKeys make_zobrist_keys() {
    ZobristKeys z;
    std::uint64_t state = 0x50454E44554C45ULL; // "PENDULE"
    for (int p = 0; p < 16; ++p) {
        bool real = (p & 7) < 6;
        for (int s = 0; s < 64; ++s)
            z.piece[p][s] = real ? splitmix64(state) : 0;
    }
    // Castling: one key per right, combined by xor, so that losing a right is one xor.
    std::array<std::uint64_t, 4> single{};
    for (auto& k : single)
        k = splitmix64(state);
    for (int rights = 0; rights < 16; ++rights)
        for (int bit = 0; bit < 4; ++bit)
            if (rights & (1 << bit))
                z.castling[rights] ^= single[bit];
    for (auto& k : z.ep_file)
        k = splitmix64(state);
    z.black_to_move = splitmix64(state);
    return z;
}

inline constexpr ZobristKeys kZobrist = make_zobrist_keys();

} // namespace pendule::rules::detail
