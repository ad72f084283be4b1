#pragma once

// A ruling for a board whose clock the arbiter only reads (the desk: a DGT clock, or a
// Pendule clock on another laptop): the two times and the move counter as read, the question, and
// the ruling with what to set on that clock now. The decision is the arbiter core's own (the same
// Arbiter calls as the clock's panel: illegal_move, claim, flag_fall, resignation); this file adds
// only the arithmetic from the times read to the times to set.

#include "core/arbiter/arbiter.hpp"
#include "core/arbiter/repetition.hpp"

#include <optional>

namespace pendule::arbiter {

// What the arbiter read on the board's clock. `moves`: the move counter (-1: not read).
struct ClockReading {
    Millis white_ms = 0;
    Millis black_ms = 0;
    int moves = -1;
};

// What to set on the clock after the ruling: both times and the move counter (-1: leave it), and
// an increment for both players from now on (-1: leave it; Guidelines III.4).
struct ClockSetting {
    Millis white_ms = 0;
    Millis black_ms = 0;
    int moves = -1;
    Millis increment_ms = -1;
    bool operator==(const ClockSetting&) const = default;
};

struct BoardRuling {
    Ruling ruling;
    // Nothing: the clock stays as it is (a correct claim, a result).
    std::optional<ClockSetting> set;
    // A claim under 9.2 (correct or not; not one valid under 9.3 alone): the claimed position at
    // each occurrence and the positions that look the same but do not count (repetition.hpp), for
    // the desk's boards side by side.
    std::optional<RepetitionAnalysis> repetition;
};

// The reading changed by a ruling's clock change; the move counter moved by `moves_change`.
ClockSetting setting_after(const ClockReading& reading, const ClockChange& change, int moves_change = 0);

// Laws 7.5: `offender` completed an illegal action. `pressed`: the offender's press was counted by
// the clock (its increment gained, `increment_gained_ms`, and its move counter moved): the counter
// goes back by one and, in rapid and blitz, the increment is taken back. `reinstated`: the position
// before the illegal move when the game score is known (for 7.5.5: can the opponent checkmate?).
// `node_budget`, here and below: each can-checkmate question's (mating_material.hpp).
BoardRuling illegal_move_at_board(Arbiter& arbiter, rules::Color offender, IllegalAction action,
                                  const ClockReading& reading, bool pressed, Millis increment_gained_ms,
                                  const rules::Position* reinstated, std::int64_t now,
                                  std::uint64_t node_budget = kDefaultNodeBudget);

// Laws 9.2, 9.3, 9.5: the claim of the player to move at the end of `game`; an incorrect claim's
// penalty is set on the clock.
Result<BoardRuling> claim_at_board(Arbiter& arbiter, const rules::Game& game,
                                   std::optional<rules::Move> intended, const ClockReading& reading,
                                   std::int64_t now);

// Laws 6.9: `flagged`'s flag fell; 5.1.2: `resigning` resigned; on the position when it is known.
// Without it, the loss stands unless the opponent cannot checkmate, which the arbiter checks.
BoardRuling flag_at_board(Arbiter& arbiter, rules::Color flagged, const rules::Position* position,
                          std::int64_t now, std::uint64_t node_budget = kDefaultNodeBudget);
BoardRuling resignation_at_board(Arbiter& arbiter, rules::Color resigning, const rules::Position* position,
                                 std::int64_t now, std::uint64_t node_budget = kDefaultNodeBudget);

// Guidelines III.4 (games without increment, since the 2014 Laws): `requester`, to move with less
// than two minutes, asks for a 5-second increment for both players (a draw offer). When the offer
// is refused and the arbiter agrees: the 5-second increment for both from now on, and two extra
// minutes for the opponent. Refused when the control has an increment (`control_has_increment`), when
// the requester has two minutes or more, or under an edition without III.4 (2001, 2009).
BoardRuling five_second_increment_at_board(Arbiter& arbiter, rules::Color requester,
                                           bool control_has_increment, const ClockReading& reading,
                                           std::int64_t now);

// Laws 6.10.2: the clock was set wrongly; the arbiter sets the times and the move counter `set`
// (its -1 counter: leave it), for `reason` (the arbiter's words, recorded as written).
BoardRuling time_correction_at_board(Arbiter& arbiter, const ClockReading& reading, const ClockSetting& set,
                                     const std::string& reason, std::int64_t now);

} // namespace pendule::arbiter
