#pragma once

// Detects that the machine slept (lid closed, suspend to RAM or disk). On Linux the monotonic clock
// that Pendule's game time uses stops during a suspend while the wall clock goes on, so a wall-clock
// step much larger than the monotonic step between two looks is a suspend; the clock must then be
// paused and the arbiter told (Laws 6.11: the arbiter decides how the game goes on). Pure: both
// times are given by the caller.

#include <cstdint>
#include <optional>

namespace pendule::clock {

struct SuspendGap {
    std::int64_t monotonic_ms = 0; // the game time of the look that saw the jump
    std::int64_t wall_gap_ms = 0;  // how much more the wall clock moved than the monotonic clock
};

class SuspendDetector {
  public:
    // A jump larger than `threshold_ms` counts (the default ignores scheduling hiccups and small
    // NTP steps).
    explicit SuspendDetector(std::int64_t threshold_ms = 2000) : threshold_ms_(threshold_ms) {}

    // Called regularly (every loop turn) with both clocks; returns the gap when the wall clock
    // moved more than `threshold_ms` beyond the monotonic clock since the last look. A wall clock
    // set backwards is not a suspend and is ignored.
    std::optional<SuspendGap> look(std::int64_t monotonic_ms, std::int64_t wall_ms);

  private:
    std::int64_t threshold_ms_;
    std::optional<std::int64_t> last_monotonic_;
    std::optional<std::int64_t> last_wall_;
};

} // namespace pendule::clock
