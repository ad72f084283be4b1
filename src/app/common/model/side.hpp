#pragma once

#include "core/clock/time_control.hpp"

namespace pendule::app {

// The two halves of the table as the players see them; which one is White is chosen before the
// start, since the board may sit either way.
enum class Side { left, right };

inline Side other(Side side) {
    return side == Side::left ? Side::right : Side::left;
}

using clock::Millis;
using clock::TimePoint;
using Colour = clock::Side; // White or Black; app::Side is the half of the table

} // namespace pendule::app
