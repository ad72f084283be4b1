#pragma once

#include <cstdint>

namespace pendule::app {

// Where the program's "now" comes from. The core never reads a clock: the app reads this once per
// event and passes the value down. Times are integers (milliseconds for the core, microseconds
// for latency traces), never floating point and never derived from the frame rate.
class TimeSource {
  public:
    virtual ~TimeSource() = default;
    virtual std::int64_t now_ms() const = 0;
    virtual std::int64_t now_us() const = 0;
};

// std::chrono::steady_clock (CLOCK_MONOTONIC on Linux, so traces can be compared with other
// processes that read the same clock).
class SteadyTimeSource final : public TimeSource {
  public:
    std::int64_t now_ms() const override;
    std::int64_t now_us() const override;
};

// A clock the tests and replays move by hand.
class ManualTimeSource final : public TimeSource {
  public:
    explicit ManualTimeSource(std::int64_t start_ms = 0) : now_us_(start_ms * 1000) {}
    std::int64_t now_ms() const override { return now_us_ / 1000; }
    std::int64_t now_us() const override { return now_us_; }
    void set_ms(std::int64_t ms) { now_us_ = ms * 1000; }
    void advance_ms(std::int64_t ms) { now_us_ += ms * 1000; }

  private:
    std::int64_t now_us_;
};

} // namespace pendule::app
