#pragma once

// When the screen must stay awake: a player may think half an hour without a press, and a
// screen saver or power manager must not blank the clock meanwhile. Pure: the platform holds the
// screen awake (screen_awake_hold.hpp) while this says so.
//   - a game being played, running or paused (the clock is on the screen): awake;
//   - the result declared: released (the screen may sleep as it would);
//   - the setup screen: awake for a minute after the last input (or the window's opening), then
//     released, so that a laptop left open on it still sleeps.

#include "app/clock/model/session.hpp"

#include <optional>

namespace pendule::app {

class AwakeWatch {
  public:
    static constexpr TimePoint setup_awake_ms = 60'000;

    // An input (a key, a click) at `now`, or the window's opening.
    void on_input(TimePoint now) { last_input_ = now; }
    bool wanted(Phase phase, TimePoint now) const;

  private:
    std::optional<TimePoint> last_input_;
};

} // namespace pendule::app
