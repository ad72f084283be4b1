#pragma once

// One ruling path for the arbiter's desk (docs/desk.md): `pendule-cli round-rule` and the
// desk's window both put the question for a board of the round here, with the times read on its
// clock, and get the same ruling and the same journal record. The decision is the arbiter core's
// (core/arbiter/board_ruling.hpp, the clock panel's calls); this file reads the round (its edition,
// its cadence, the board's earlier illegal moves) and builds the `ruling` record.

#include "core/arbiter/board_ruling.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/result.hpp"
#include "core/rules/position.hpp"
#include "io/round/round_journal.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// The questions, as round-rule names them (--question) and the journal records them.
inline constexpr std::string_view board_questions[] = {"illegal",     "claim",     "flag",
                                                       "resignation", "increment", "correction"};
// The illegal actions of Laws 7.5.1 to 7.5.4 (--action).
inline constexpr std::string_view illegal_actions[] = {"illegal-move", "promotion", "clock-without-move",
                                                       "two-hands"};
// How many of each there are (the desk's forms cycle through them).
inline constexpr int board_question_count = static_cast<int>(std::size(board_questions));
inline constexpr int illegal_action_count = static_cast<int>(std::size(illegal_actions));

// What the arbiter asks about a board, with what was read on its clock.
struct BoardQuestion {
    int board = 0;
    std::string question;                   // one of board_questions
    std::string player;                     // "white", "black": the offender, the flagged, the requester...
    std::string action = "illegal-move";    // illegal: one of illegal_actions
    bool pressed = false;                   // illegal: the clock counted the offender's press
    std::optional<clock::Millis> increment; // illegal: what the press added (nothing: the control's)
    arbiter::ClockReading reading;
    std::string score;    // the game so far: a PGN text or SAN moves (empty: not known)
    std::string fen;      // without a score: the position set up (the desk's position editor, --fen)
    bool french = false;  // the score and the intended move in French letters
    std::string intended; // claim: the written move (empty: the claim is on the board)
    std::optional<arbiter::ClockSetting> correction; // correction: what the arbiter sets
    std::string reason;                              // correction: why (recorded as written)
};

// The ruling (its words as data, for the window's language) and the journal record made of it.
struct DeskRuling {
    arbiter::BoardRuling ruling;
    RulingGiven record;
};

// The ruling for `question` on the round as it is now (`now`: the wall clock's milliseconds, the
// record's time). An Error saying what is wrong (the board, the player, the action, the score,
// the round's edition or control) and no ruling otherwise. Records nothing: the caller appends
// `record` to the journal it holds locked. `node_budget`: each can-checkmate question's
// (core/arbiter/mating_material.hpp); round-rule asks with the default budget, the desk with the
// quick one when analysis_needed says nothing waits (both budgets give the same verdicts: the
// analysis never answers a wrong Yes or No), with the default one once the analysis is done.
Result<DeskRuling> rule_on_board(const RoundState& round, const BoardQuestion& question, std::int64_t now,
                                 std::uint64_t node_budget = arbiter::kDefaultNodeBudget);

// The can-checkmate analysis that a ruling on a known position (a score, or a position set up)
// rests on (Laws 6.9, 5.1.2 since 2023, a losing illegal move under 7.5.5, a claim's look for a
// dead position along the game under 5.2.2), when the quick budget (arbiter::kQuickNodeBudget)
// leaves a verdict it needs unknown: the desk's ruling then waits for it, asked with the default
// budget away from the window's loop (app/model/desk.hpp).
struct MateAnalysisNeeded {
    enum class Kind { flag, resignation, illegal, claim } kind;
    rules::Color who; // whose flag fell, who resigned, who moved illegally; the claimant
    rules::Position position;
    bool white = false; // the sides whose verdicts are asked (the opponent's; the worker also asks
    bool black = false; // the flagged side's when the opponent cannot mate, as 6.9 does)
    // claim: the positions of the dead-position check that the quick budget left open (the worker
    // analyses them; the judgement then reads the remembered answers).
    std::vector<rules::Position> dead_checks;
    MateAnalysisNeeded(Kind k, rules::Color w, rules::Position p) : kind(k), who(w), position(std::move(p)) {}
};
// Nothing when the ruling needs no analysis beyond the quick budget (or none at all: another
// question, no position, an illegal move that does not lose); rule_on_board's Error when the
// round or the question cannot be read (the player's own errors are left to rule_on_board).
Result<std::optional<MateAnalysisNeeded>> analysis_needed(const RoundState& round,
                                                          const BoardQuestion& question);

// The verdict as the record and the CLI word it: "1-0", "0-1", "1/2-1/2", "the arbiter decides",
// "the game goes on".
std::string verdict_words(arbiter::Outcome outcome);

// "set the clock to: White 1:12:31, Black 1:00:02, move counter 22, increment 5 s for both", or
// "the clock: leave it as it is" (English: the CLI's).
std::string clock_setting_words(const std::optional<arbiter::ClockSetting>& set);

} // namespace pendule::io
