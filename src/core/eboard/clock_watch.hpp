#pragma once

// A DGT clock (XL, 3000) read through the board it is plugged into (docs/eboard.md): the times the
// board reports (in update mode every second, in update-nice mode whenever they or the clock's state
// change) turned into what a game's record needs: which side pressed the lever and the times it
// left, the clock started or stopped, a flag, the times set by hand, the clock plugged in or out.
// The clock counts whole seconds. The lever says which side runs (its high side): the status bits
// that name the side to play changed meaning between firmwares, the lever's did not.

#include "core/eboard/dgt_protocol.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace pendule::eboard {

// The clock's two faces as they stand in front of the arbiter: a board turned round does not turn
// its clock's sides.
enum class ClockFace { left, right };

// What the clock shows at one moment.
struct ClockShows {
    int left_seconds = 0;
    int right_seconds = 0;
    bool running = false;
    ClockFace high = ClockFace::left; // the lever's high side: the side whose time runs
    bool left_flag = false;
    bool right_flag = false;
    bool operator==(const ClockShows&) const = default;
};

struct ClockEvent {
    enum class Kind {
        connected,    // the board reports a clock: first reading, or after `disconnected`
        disconnected, // the board reports no clock (unplugged from the board, or switched off)
        pressed,      // `face` pressed the lever: the other side's time runs (`shows` after it)
        started,      // the clock runs (`face`: whose time)
        stopped,      // the clock stopped (its pause button, or set by hand)
        flag,         // `face`'s flag fell
        set,          // the times changed other than by running or a press: set on the clock by hand
    };
    Kind kind = Kind::connected;
    ClockFace face = ClockFace::left;
    ClockShows shows;
};

class ClockWatch {
  public:
    // One time message from the board; the events it means, in order.
    std::vector<ClockEvent> on_time(const ClockTime& time);
    // The last reading of a connected clock; nothing before the first or while none is connected.
    const std::optional<ClockShows>& shows() const { return shows_; }

  private:
    std::optional<ClockShows> shows_;
};

// The other face.
constexpr ClockFace other(ClockFace face) {
    return face == ClockFace::left ? ClockFace::right : ClockFace::left;
}

} // namespace pendule::eboard
