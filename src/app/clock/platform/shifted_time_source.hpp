#pragma once

#include "app/clock/platform/time_source.hpp"

namespace pendule::app {

// Another time source moved by a fixed offset, so that a resumed game's time line goes on from its
// last checkpoint instead of jumping to the new process's monotonic clock (journal_recorder.hpp).
class ShiftedTimeSource final : public TimeSource {
  public:
    ShiftedTimeSource(const TimeSource& base, std::int64_t offset_ms) : base_(base), offset_ms_(offset_ms) {}
    std::int64_t now_ms() const override { return base_.now_ms() + offset_ms_; }
    std::int64_t now_us() const override { return base_.now_us() + offset_ms_ * 1000; }

  private:
    const TimeSource& base_;
    std::int64_t offset_ms_;
};

} // namespace pendule::app
