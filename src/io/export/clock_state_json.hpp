#pragma once

// The one-line JSON object that `pendule-cli clock` and `pendule-cli replay` print for a clock
// state:
// {"t": MS, "white": {"ms": N, "moves": N, "period": N, "flag": bool}, "black": {...},
//  "running": "white"|"black"|null, "first_flag": "white"|"black"|null}
// `period` is 1-based; `ms` is the main time, delay not counted, never below 0.

#include "core/clock/game_clock.hpp"

#include <string>

namespace pendule::io {

std::string clock_state_json(const clock::ClockState& state, clock::TimePoint t);

} // namespace pendule::io
