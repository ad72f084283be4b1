#pragma once

// The wall clock, for the records that say when something happened (a journal's `wall_ms`, a
// round's rulings, the hall's "paused since"). Never for a duration: durations come from the
// monotonic clock the programs inject into the core.

#include <cstdint>

namespace pendule::io {

// Milliseconds since the Unix epoch, from the system clock.
std::int64_t wall_now_ms();

} // namespace pendule::io
