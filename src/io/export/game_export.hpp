#pragma once

// Exports of a game rebuilt from its journal (journal_replay.hpp): the replay summary as JSON, the
// move-times report per press (CSV and JSON), and PGN with the clock comments ([%clk] after each
// move when the moves are known, [%emt]) and the arbiter's decisions as comments citing articles.

#include "core/result.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/export/json_text.hpp"
#include "io/journal/journal_replay.hpp"

#include <optional>
#include <string>

namespace pendule::io {

// "1:29:55" or "1:29:55.3": hours, minutes, seconds, and tenths when the time is not whole.
std::string pgn_clock_text(clock::Millis ms);

// A wall time for people: "2026-11-21 03:40:00 UTC", or with `offset_minutes` east of UTC the
// local time and its offset: "2026-11-21 04:40:00 UTC+01:00".
std::string wall_time_text(std::int64_t wall_ms, int offset_minutes = 0);

// The game's setting aside (game.set_aside must be set), the game time counted from the start:
// "Set aside 2026-11-21 03:40:00 UTC (game time 0:00:20): a new game was chosen at the start".
std::string set_aside_text(const ReplayedGame& game);
// "Wrong PIN no. 3 at 2026-11-21 14:32:05 UTC (game time 1:02:03)", or for a count of 0
// "Right PIN at ... after 3 wrong ones": one line per PIN record.
std::string pin_attempt_text(const ReplayedGame& game, const PinAttempt& attempt);

// The replay summary: {"state": <the state JSON of pendule-cli clock>, "result": ..., "log": [...],
// "presses": N, "interruptions": [...], "suspensions": [...], "set_aside": null or {"line", "at",
// "wall_ms", "reason"}, "warnings": [...], "error": ...}
std::string replay_json(const ReplayedGame& game);

// One row per press: index,side,move,at_ms,used_ms,left_ms,opponent_ms (a header row first).
std::string press_times_csv(const ReplayedGame& game);
// {"time_control": ..., "presses": [{"side": ..., "move": ..., "at_ms": ..., ...}], ...,
// "set_aside": null or as in replay_json}
std::string press_times_json(const ReplayedGame& game);

// PGN of the game: the roster tags from the header, TimeControl, the result; when `moves` is given
// (a game read from PGN), each move of its main line gets [%clk] and [%emt] from the press that
// completed it (White's first press is move 1). Presses beyond the known moves (all of them
// without moves) become comments in words ("Press 3: White move 2 at 0:01:10, used 0:00:12,
// left 0:14:58"), after a comment saying the moves are not known. The decisions become comments
// citing their articles, placed after the last known move made before them, in time order with
// those presses. `moves_note`, when given, is a game comment saying where the moves come from.
// An Error when the moves and the presses do not match (more moves than presses).
Result<std::string> pgn_export(const ReplayedGame& game, const std::optional<rules::PgnGame>& moves,
                               const std::string& moves_note = {});

// PGN from the journal alone (journal_moves.hpp's known_moves): the e-board's moves, with [%clk] and
// [%emt] from the presses that ended them (a last move not pressed has none; an illegal move that
// stood and what followed it are a comment); else the moves of the last claim's game score that
// matches the presses; else no moves; see pgn_export.
Result<std::string> pgn_export_from_journal(const ReplayedGame& game);

} // namespace pendule::io
