#pragma once

namespace pendule::app {

// The two halves of the table as the players see them; which one is White is chosen before the
// start, since the board may sit either way.
enum class Side { left, right };

inline Side other(Side side) {
    return side == Side::left ? Side::right : Side::left;
}

} // namespace pendule::app
