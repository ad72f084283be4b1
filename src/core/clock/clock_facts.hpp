#pragma once

// Facts derived from the settings and the running clock, for the display and the arbiter.

#include "core/clock/game_clock.hpp"
#include "core/clock/time_control.hpp"

#include <optional>

namespace pendule::clock {

enum class GameSpeed : std::uint8_t { Blitz, Rapid, Standard };

// "blitz", "rapid", "standard".
const char* speed_name(GameSpeed speed);

// The time one player has for the first 60 moves: every period reached within 60 moves, plus 60
// times the per-move bonus (increment, delay or Bronstein), as Laws A.1 and B.1 count it.
Millis time_for_sixty_moves(const TimeControl& control, Side side);

// Laws B.1: blitz at 10 minutes or less; A.1: rapid above 10 and below 60 minutes; standard
// otherwise. With different times per player, the larger decides.
GameSpeed classify(const TimeControl& control);

// Lichess: min(60 s, max(10 s, 12.5% of the initial time)), the initial time being the first
// period's time.
Millis low_time_threshold(const TimeControl& control, Side side);

// Laws 8.4: a player with less than this left (and an increment under 30 s) need not write the moves.
inline constexpr Millis notation_exempt_below = 5 * 60000;

// Facts about one player at an instant, for the display.
struct PlayerFacts {
    int period_number = 1;               // 1-based
    std::optional<int> moves_to_control; // moves left before the next period (Moves periods)
    Millis delay_left = 0;               // the delay remaining during a delay move
    bool is_low_time = false;            // below low_time_threshold
    bool is_notation_exempt = false;     // Laws 8.4: under 5 min and increment under 30 s
    bool is_in_overtime = false;         // in byo-yomi or Canadian overtime
};

PlayerFacts player_facts(const TimeControl& control, const ClockState& state, Side side);

// How long `side`'s clock can run on from `state` before one of its facts changes: its delay used
// up, its main time crossing the low-time threshold or Laws 8.4's five minutes, or reaching zero (a
// flag, or the next overtime period). Nothing when its time is not running. What a display that
// draws only when something changes must wake for, besides its own readout.
std::optional<Millis> until_facts_change(const TimeControl& control, const ClockState& state, Side side);

} // namespace pendule::clock
