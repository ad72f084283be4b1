#pragma once

// The *running* clock of one game: built from a TimeControl (the settings, never changed), driven
// by calls that each take `now`. It never reads a real clock, so every behaviour can be tested to
// the millisecond with a manual time source, and a journal replays to the same state.
//
// Between two calls only the side to move's time changes (and, in hourglass, the other's), so the
// clock keeps the state at the last call and projects it to any later `now` exactly, including
// the instant a flag fell (Laws 6.1) and which flag fell first (equipment standard 5.4.2).

#include "core/clock/time_control.hpp"

#include <array>
#include <optional>
#include <utility>

namespace pendule::clock {

// One player's clock at an instant.
struct PlayerClock {
    Millis main = 0;                  // main thinking time, delay not counted, never below 0
    Millis delay_left = 0;            // delay still unused on the current move (Laws 6.3.2)
    int moves = 0;                    // moves completed (presses), adjustable by the arbiter
    int period = 0;                   // 0-based index into the player's periods
    int repeats = 0;                  // times a repeating last period was given again
    int byo_yomi_left = 0;            // byo-yomi periods left, the current one included
    int block_moves_left = 0;         // Canadian: moves still to play in the current block
    Millis extra_increment = 0;       // increment introduced during the game (Guidelines III.4)
    std::optional<TimePoint> flag_at; // the exact instant the flag fell

    bool has_flag() const { return flag_at.has_value(); }
    // 1-based period number as shown: repeats of a repeating last period count as new periods.
    int period_number() const { return period + repeats + 1; }
    bool operator==(const PlayerClock&) const = default;
};

// The whole clock at an instant: what a display or a journal needs.
struct ClockState {
    TimePoint at = 0;
    std::array<PlayerClock, 2> players;
    bool started = false;
    bool paused = false;
    bool frozen = false;            // stopped by a flag (equipment standard 5.4.1)
    std::optional<Side> to_move;    // whose move it is (also while paused or frozen)
    std::optional<Side> running;    // whose time is counting now: to_move unless paused/frozen
    std::optional<Side> first_flag; // whose flag fell first (5.4.2), even when both fell

    const PlayerClock& of(Side side) const { return players[index(side)]; }
    bool operator==(const ClockState&) const = default;
};

class GameClock {
  public:
    // `control` must pass validate() (asserted). Before start, each clock shows the first period's
    // time, plus its increment under IncrementConvention::FromMoveOne (90 min + 30 s shows 1:30:30).
    explicit GameClock(TimeControl control);

    const TimeControl& control() const { return control_; }

    // Starts the game with `side`'s clock running (White's by default). A second start is ignored.
    bool start(TimePoint now, Side side = Side::White);

    // The side to move completes its move (Laws 6.2): its bonus is applied, the next period given
    // after its Nth move, and the opponent's clock starts. Ignored (false) before the start, while
    // paused, or once frozen by a flag.
    bool press(TimePoint now);
    // The same for a named side, as a real clock's two buttons: ignored unless `side` is to move,
    // except before the start, where it starts the opponent's clock (Black starts the clock by
    // pressing, as on a real clock) without counting a move.
    bool press(Side side, TimePoint now);

    // Laws 6.11: the arbiter pauses the clock and restarts it. A delay in progress is kept.
    bool pause(TimePoint now);
    bool resume(TimePoint now);

    // The running side changes without a press (after an illegal move is taken back, Laws 7.5.1):
    // no move counted, no bonus; the new side to move starts a fresh move (a fresh delay).
    bool switch_side(TimePoint now);

    // Laws 6.10.2 arbiter adjustments. Time is clamped to >= 0; a time of 0 makes that flag fall at
    // `now`; a positive time clears that player's flag (and unfreezes the clock if no flag remains).
    void set_time(Side side, Millis time, TimePoint now);
    void add_time(Side side, Millis delta, TimePoint now); // penalties (+2 min, ...)
    // Sets the move counter; among periods ending after moves, the period follows the counter (no time is
    // added or removed: the arbiter adjusts times explicitly).
    void set_moves(Side side, int moves, TimePoint now);

    // Guidelines III.4: from now on each press of either player adds `increment` (on top of any
    // bonus the period has). A second call replaces the amount.
    void introduce_increment(Millis increment, TimePoint now);

    // Laws 7.5 (rapid/blitz, Arbiters' Manual): removes what the last press gave its presser
    // (increment or Bronstein give-back, not a new period's time). Returns the amount removed.
    Millis take_back_last_bonus(TimePoint now);
    // What take_back_last_bonus would remove at `now`, without removing it (the arbiter core rules on
    // it first: only rapid and blitz take it back).
    Millis last_bonus(TimePoint now) const;

    // The clock projected to `now` (>= the last call's time; an earlier `now` is treated as it).
    ClockState state(TimePoint now) const;

    Millis time_left(Side side, TimePoint now) const { return state(now).of(side).main; }
    std::optional<TimePoint> flag_time(Side side, TimePoint now) const { return state(now).of(side).flag_at; }
    std::optional<Side> first_flag(TimePoint now) const { return state(now).first_flag; }
    // The instant the running side's time will reach zero if nothing happens (its flag falls, or
    // it enters its next byo-yomi period or overtime): none while paused, frozen, before the
    // start, or once that flag has fallen. A display may sleep until then.
    std::optional<TimePoint> next_zero_at(TimePoint now) const;

    // The time of the last call that changed the state.
    TimePoint last_update() const { return state_.at; }

    // Everything the clock holds besides its control: a clock of the same control given it back by
    // restore() goes on exactly as this one (the hall keeps a board's replay in its database, and
    // takes it up again at its next start instead of replaying the whole journal).
    struct Saved {
        ClockState state;
        Millis move_used = 0;
        std::optional<std::pair<Side, Millis>> last_gain; // the side and amount of the last bonus
    };
    Saved saved() const;
    void restore(const Saved& saved);

  private:
    void settle(TimePoint now);
    void begin_move(Side side);
    void apply_press(Side side);
    void register_zero(Side side, TimePoint now);
    void refresh();

    TimeControl control_;
    ClockState state_;
    Millis move_used_ = 0; // running time used on the current move (Bronstein)
    struct LastGain {
        Side side = Side::White;
        Millis amount = 0;
    };
    std::optional<LastGain> last_gain_;
};

} // namespace pendule::clock
