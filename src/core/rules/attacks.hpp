#pragma once

// Attack tables. Leaper attacks, the squares between two squares and the line through two squares
// are computed at compile time. Sliding attacks use tables built once at first use (thread-safe
// function-local static): indexed with PEXT where the compiler targets BMI2, otherwise with magic
// multipliers that are searched at start-up with a fixed-seed generator.

#include "core/rules/types.hpp"

#include <array>
#include <cstdint>

// PEXT: the compiler's builtin for the BMI2 instruction, the same as _pext_u64 from <immintrin.h>,
// which the core may not include (scripts/check-core-deps.sh: standard headers only).
#if defined(__BMI2__) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PENDULE_USE_PEXT 1
#else
#define PENDULE_USE_PEXT 0
#endif

namespace pendule::rules {

namespace detail {

struct StepTables {
    std::array<Bitboard, 64> knight{};
    std::array<Bitboard, 64> king{};
    std::array<std::array<Bitboard, 64>, 2> pawn{}; // [colour][square]: squares a pawn attacks
    // Squares strictly between a and b when they share a rank, file or diagonal; empty otherwise.
    std::array<std::array<Bitboard, 64>, 64> between{};
    // The whole line (edge to edge) through a and b when aligned, both included; empty otherwise.
    std::array<std::array<Bitboard, 64>, 64> line{};
    // What a bishop and a rook on the square would attack on an empty board.
    std::array<Bitboard, 64> diagonal_reach{};
    std::array<Bitboard, 64> straight_reach{};
};

constexpr Bitboard step_targets(int sq, const int (&df)[8], const int (&dr)[8]) {
    Bitboard b = 0;
    for (int i = 0; i < 8; ++i) {
        int f = sq % 8 + df[i], r = sq / 8 + dr[i];
        if (f >= 0 && f < 8 && r >= 0 && r < 8)
            b |= Bitboard{1} << (r * 8 + f);
    }
    return b;
}

constexpr StepTables build_step_tables() {
    StepTables t;
    constexpr int knight_df[8] = {1, 2, 2, 1, -1, -2, -2, -1}, knight_dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    constexpr int king_df[8] = {1, 1, 1, 0, -1, -1, -1, 0}, king_dr[8] = {1, 0, -1, -1, -1, 0, 1, 1};
    constexpr int wp_df[8] = {-1, 1, -1, 1, -1, 1, -1, 1}, wp_dr[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    constexpr int bp_dr[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
    for (int sq = 0; sq < 64; ++sq) {
        t.knight[sq] = step_targets(sq, knight_df, knight_dr);
        t.king[sq] = step_targets(sq, king_df, king_dr);
        t.pawn[0][sq] = step_targets(sq, wp_df, wp_dr);
        t.pawn[1][sq] = step_targets(sq, wp_df, bp_dr);
    }
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            if (a == b)
                continue;
            int df = b % 8 - a % 8, dr = b / 8 - a / 8;
            bool aligned = df == 0 || dr == 0 || df == dr || df == -dr;
            if (!aligned)
                continue;
            int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
            Bitboard between = 0;
            for (int f = a % 8 + sf, r = a / 8 + sr; f != b % 8 || r != b / 8; f += sf, r += sr)
                between |= Bitboard{1} << (r * 8 + f);
            t.between[a][b] = between;
            (df == 0 || dr == 0 ? t.straight_reach : t.diagonal_reach)[a] |= Bitboard{1} << b;
            Bitboard line = 0;
            int f = a % 8, r = a / 8;
            while (f - sf >= 0 && f - sf < 8 && r - sr >= 0 && r - sr < 8) {
                f -= sf;
                r -= sr;
            }
            for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += sf, r += sr)
                line |= Bitboard{1} << (r * 8 + f);
            t.line[a][b] = line;
        }
    }
    return t;
}

inline constexpr StepTables kSteps = build_step_tables();

} // namespace detail

// Sliding-piece attack tables (rooks and bishops), built once.
struct SliderTables {
    struct Entry {
        Bitboard mask = 0;  // relevant occupancy (edges excluded)
        Bitboard magic = 0; // unused with PEXT
        const Bitboard* attacks = nullptr;
        unsigned shift = 0; // unused with PEXT

        Bitboard index_of(Bitboard occupied) const {
#if PENDULE_USE_PEXT
            return __builtin_ia32_pext_di(occupied, mask);
#else
            return ((occupied & mask) * magic) >> shift;
#endif
        }
        Bitboard operator()(Bitboard occupied) const {
            return attacks[index_of(occupied)];
        }
    };
    std::array<Entry, 64> rook;
    std::array<Entry, 64> bishop;
    std::array<Bitboard, 102400 + 5248> table;
};

// Builds the slider tables (defined in attacks.cpp). Use slider_tables() instead.
SliderTables* build_slider_tables();

// The tables, built on first call (thread-safe); hoist the reference out of hot loops.
inline const SliderTables& slider_tables() {
    static const SliderTables* const tables = build_slider_tables();
    return *tables;
}

inline Bitboard knight_attacks(Square s) {
    return detail::kSteps.knight[s];
}
inline Bitboard king_attacks(Square s) {
    return detail::kSteps.king[s];
}
inline Bitboard pawn_attacks(Color c, Square s) {
    return detail::kSteps.pawn[index(c)][s];
}
inline Bitboard between_bb(Square a, Square b) {
    return detail::kSteps.between[a][b];
}
inline Bitboard line_bb(Square a, Square b) {
    return detail::kSteps.line[a][b];
}
inline Bitboard diagonal_reach(Square s) {
    return detail::kSteps.diagonal_reach[s];
}
inline Bitboard straight_reach(Square s) {
    return detail::kSteps.straight_reach[s];
}

// Which of `pieces`, each on a line through s, see s over `occupied` (nothing between). Where few
// pieces stand on s's lines (a SAN move's origins, the sliders aimed at a king) this reads only the
// small `between` table, not the large slider tables, which a long PGN text streaming through the
// caches keeps pushing out.
inline Bitboard unblocked(Square s, Bitboard pieces, Bitboard occupied) {
    Bitboard seen = 0;
    while (pieces) {
        const Square p = pop_lsb(pieces);
        if (!(between_bb(s, p) & occupied))
            seen |= square_bb(p);
    }
    return seen;
}

inline Bitboard rook_attacks(const SliderTables& t, Square s, Bitboard occupied) {
    return t.rook[s](occupied);
}
inline Bitboard bishop_attacks(const SliderTables& t, Square s, Bitboard occupied) {
    return t.bishop[s](occupied);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    return rook_attacks(slider_tables(), s, occupied);
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(slider_tables(), s, occupied);
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    const SliderTables& t = slider_tables();
    return rook_attacks(t, s, occupied) | bishop_attacks(t, s, occupied);
}

// Squares a piece of type t and colour c on s attacks, sliders stopped by `occupied` (pawns:
// their two diagonals; the king: its neighbours).
inline Bitboard attacks_of(PieceType t, Color c, Square s, Bitboard occupied) {
    switch (t) {
    case PieceType::Pawn:
        return pawn_attacks(c, s);
    case PieceType::Knight:
        return knight_attacks(s);
    case PieceType::Bishop:
        return bishop_attacks(s, occupied);
    case PieceType::Rook:
        return rook_attacks(s, occupied);
    case PieceType::Queen:
        return queen_attacks(s, occupied);
    case PieceType::King:
        return king_attacks(s);
    }
    return 0;
}

// Pawns of colour c shifted one square forward / diagonally (whole-bitboard shifts).
template <Color C> constexpr Bitboard pawn_push(Bitboard b) {
    return C == Color::White ? b << 8 : b >> 8;
}
template <Color C> constexpr Bitboard pawn_attacks_left(Bitboard b) { // towards file a
    return C == Color::White ? (b & ~kFileA) << 7 : (b & ~kFileA) >> 9;
}
template <Color C> constexpr Bitboard pawn_attacks_right(Bitboard b) { // towards file h
    return C == Color::White ? (b & ~kFileH) << 9 : (b & ~kFileH) >> 7;
}

} // namespace pendule::rules
