#include "core/clock/suspend_detector.hpp"

namespace pendule::clock {

std::optional<SuspendGap> SuspendDetector::look(std::int64_t monotonic_ms, std::int64_t wall_ms) {
    std::optional<SuspendGap> gap;
    if (last_monotonic_ && last_wall_) {
        const std::int64_t mono_step = monotonic_ms - *last_monotonic_;
        const std::int64_t wall_step = wall_ms - *last_wall_;
        const std::int64_t excess = wall_step - mono_step;
        if (excess > threshold_ms_)
            gap = SuspendGap{monotonic_ms, excess};
    }
    last_monotonic_ = monotonic_ms;
    last_wall_ = wall_ms;
    return gap;
}

} // namespace pendule::clock
