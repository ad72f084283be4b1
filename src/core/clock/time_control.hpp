#pragma once

// The clock's *settings*: a plain value describing how much time each player gets and how it is
// added. The running clock (game_clock.hpp) is built from it and never changes it.

#include "core/colour.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pendule::clock {

// A duration in milliseconds. Time is never floating point in Pendule.
using Millis = std::int64_t;
// A point on a monotonic time source, in milliseconds from an arbitrary origin. Every call of the
// running clock that depends on time takes one: the core never reads a real clock.
using TimePoint = std::int64_t;

// Whose clock: the core's one colour type (core/colour.hpp; other() and index() come with it).
using Side = pendule::Colour;
using pendule::index;
using pendule::other;
// "white" or "black".
const char* side_name(Side side);

// What each move gives back (Laws 6.3.1 increment, 6.3.2 delay).
enum class Bonus : std::uint8_t {
    None,      // sudden death
    Fischer,   // increment: added to the player's time at each press
    Delay,     // simple ("US") delay, "temps différé": main time runs only after the delay
    Bronstein, // after the press, the time used on the move is given back, up to the amount
};

// How a period counts time.
enum class PeriodKind : std::uint8_t {
    Standard,  // a main time, possibly with a Bonus
    Hourglass, // time used by one player flows to the other (the only period of both players)
    ByoYomi,   // `periods` periods of `time` each; a move inside one resets it; the last one flags
    Canadian,  // `moves` moves in `time`; completing them resets the time (repeats, last period)
};

// When a period is over and the next one is given.
enum class PeriodEnd : std::uint8_t {
    Moves,  // after the player's own press completing `moves` moves in it (DGT, Laws 6.3.1);
            // as the last period it repeats (PGN "40/7200:20/3600": 20 moves per hour forever)
    AtZero, // when a time reaches zero: a following Standard period goes to both players when the
            // first reaches zero (DGT "moves = 0"); a following ByoYomi/Canadian period is entered
            // by each player at their own zero
    Never,  // open-ended: the last period (all remaining moves)
};

struct Period {
    PeriodKind kind = PeriodKind::Standard;
    // Standard: time added when the period starts (unused time is carried, Laws 6.3.1).
    // Hourglass: the initial time. ByoYomi: length of one byo-yomi period. Canadian: time per block.
    Millis time = 0;
    // Standard with PeriodEnd::Moves: moves to play in this period. Canadian: moves per block.
    int moves = 0;
    PeriodEnd end = PeriodEnd::Never;
    Bonus bonus = Bonus::None;
    Millis bonus_ms = 0;
    // ByoYomi: how many byo-yomi periods (the one being used included).
    int periods = 0;

    bool operator==(const Period&) const = default;

    static Period sudden_death(Millis time);
    // `moves` moves in `time`, no bonus (PGN "40/7200"); repeats when it is the last period.
    static Period for_moves(Millis time, int moves);
    // A main time that ends at zero (DGT "moves = 0", or before byo-yomi/Canadian overtime).
    static Period until_zero(Millis time);
    static Period fischer(Millis time, Millis increment, int moves = 0);
    static Period delay(Millis time, Millis delay, int moves = 0);
    static Period bronstein(Millis time, Millis amount, int moves = 0);
    static Period hourglass(Millis time);
    static Period byo_yomi(Millis period_time, int periods);
    static Period canadian(Millis block_time, int moves);
};

// When the Fischer increment is given.
enum class IncrementConvention : std::uint8_t {
    FromMoveOne, // FIDE practice (DGT "FISCH"): on both clocks before move 1, then one per press
    AfterPress,  // added after each press only
};

// What happens to the clock once a flag has fallen.
enum class FlagPolicy : std::uint8_t {
    Fide,        // equipment standard 5.4.1: in increment modes (any Bonus) the clock freezes,
                 // otherwise it keeps running (so both flags can fall, Guidelines III.3)
    Freeze,      // always freeze
    KeepRunning, // never freeze (US Chess): presses still switch the clock
};

// The settings of a game's clock: periods per player (they may differ: time odds, Armageddon).
struct TimeControl {
    std::array<std::vector<Period>, 2> periods;
    IncrementConvention increment_convention = IncrementConvention::FromMoveOne;
    FlagPolicy flag_policy = FlagPolicy::Fide;

    const std::vector<Period>& of(Side side) const { return periods[index(side)]; }
    bool is_symmetric() const { return periods[0] == periods[1]; }
    bool operator==(const TimeControl&) const = default;

    static TimeControl same_for_both(std::vector<Period> periods);
    static TimeControl per_side(std::vector<Period> white, std::vector<Period> black);
};

// A reason a TimeControl cannot be used, located by side, period and field so that the io layer
// can turn it into a JSON pointer ("/white/periods/1/moves").
struct ControlIssue {
    std::optional<Side> side;  // none: the whole control
    std::optional<int> period; // 0-based
    std::string field;         // "time", "moves", "increment", ... or empty
    std::string message;

    // "white period 2, field moves: ..." (1-based period, for people)
    std::string text() const;
};

// Checks every rule a TimeControl must follow before a clock may run with it: at least one period,
// no negative time, a Moves period has moves > 0 and follows only Moves periods, nothing after an
// open-ended period, the last period does not end at zero, hourglass alone and for both players and without a
// bonus, byo-yomi and Canadian last and without a bonus, a positive bonus for any Bonus but None.
std::optional<ControlIssue> validate(const TimeControl& control);

// The whole control in words: "90m/40 moves + 30m, increment 30s from move 1".
std::string describe(const TimeControl& control);

} // namespace pendule::clock
