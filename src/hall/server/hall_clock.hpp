#pragma once

// The hall's monotonic time, injected as its wall time is (HallSettings::wall_now): what its
// throttles measure (round.pgn at most once a second, a live page written at most once per write
// interval) and what their waits end on (a heartbeat's silence, the rest of the second).
// pendule-hall's main.cpp gives the steady clock; a test gives a clock it moves by hand, so that it
// states the exact instant at which a wait ends instead of sleeping.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>

namespace pendule::hall {

class HallClock {
  public:
    // Since an origin of the clock's own; only differences mean anything.
    using Time = std::chrono::nanoseconds;

    virtual ~HallClock() = default;
    virtual Time now() const = 0;
    // Waits on `wake` (its `lock` held) until `done` or, when `until` is given, this clock reaches
    // it; `done`'s last value.
    virtual bool wait(std::unique_lock<std::mutex>& lock, std::condition_variable& wake,
                      std::optional<Time> until, const std::function<bool()>& done) = 0;
    // Returns when this clock reaches `until`.
    virtual void sleep_until(Time until) = 0;
};

} // namespace pendule::hall
