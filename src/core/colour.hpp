#pragma once

// White and Black: the one type for a player's colour, shared by the rules (whose move it is), the
// clock (whose time runs) and the arbiter. The halves of the table where the players sit are the
// window's own business (app/model/side.hpp: left, right), not a colour.

#include <cstdint>

namespace pendule {

enum class Colour : std::uint8_t { White = 0, Black = 1 };

// The other colour.
constexpr Colour operator~(Colour c) {
    return c == Colour::White ? Colour::Black : Colour::White;
}
constexpr Colour other(Colour c) {
    return ~c;
}
// 0 for White, 1 for Black: the index of per-colour arrays.
constexpr int index(Colour c) {
    return static_cast<int>(c);
}

} // namespace pendule
