#pragma once

// A clock timeline: one event per line, `MS ACTION [ARGS]`, MS being milliseconds since the
// timeline's origin, `#` starting a comment. Read by `pendule-cli clock --events FILE`.

#include "core/clock/game_clock.hpp"
#include "core/result.hpp"

#include <iosfwd>
#include <string>

namespace pendule::cli {

enum class ClockAction {
    Start,     // start [white|black]: that side's clock runs (White's by default)
    Press,     // press [white|black]: the side to move completes a move (a named side: only if to move)
    Pause,     // pause (Laws 6.11)
    Resume,    // resume
    Add,       // add white|black +-MS (Laws 6.10.2, penalties)
    Set,       // set white|black MS
    Moves,     // moves white|black N
    Switch,    // switch: the running side changes without a press (Laws 7.5.1)
    Increment, // increment MS: an increment for both from now on (Guidelines III.4)
    TakeBack,  // takeback: remove the bonus the last press gave (Laws 7.5, rapid/blitz)
    State,     // state: print the state JSON
    Request,   // request white|black: the player asks the talking clock for the time (no clock change)
};

struct ClockEvent {
    clock::TimePoint at = 0;
    ClockAction action = ClockAction::State;
    std::optional<clock::Side> side;
    std::int64_t value = 0;
};

// Parses one line; nothing for a blank or comment line. `where` names the line in errors.
Result<std::optional<ClockEvent>> parse_clock_event(const std::string& line, const std::string& where);

// Applies one event to the clock; false when the clock ignored it (e.g. a press while paused).
bool apply_clock_event(clock::GameClock& clock, const ClockEvent& event);

// Reads a timeline and applies it, printing one state JSON line per `state` event to `out`.
// Stops at the first malformed line or backwards timestamp: the states before it are printed,
// the error (with `origin` and the line number) is returned. Ignored events are noted on `notes`.
Result<int> run_clock_timeline(std::istream& in, const std::string& origin, clock::GameClock& clock,
                               std::ostream& out, std::ostream& notes);

} // namespace pendule::cli
