#pragma once

// A board's state snapshot: what its clock showed at its last record, published
// retained under pendule/<event>/board/<n>/state, so that a reader who comes later (a scoreboard, a
// broadcaster, mosquitto_sub) sees every board at once without replaying journals. Computed from the
// journal's lines by the hall's own replay (board_state.hpp), so a snapshot and the hall agree.
//   {"event": "open", "board": 7, "seq": 41, "t": 612000, "wall_ms": 1795638992132,
//    "white_ms": 182374, "black_ms": 170096, "white_moves": 13, "black_moves": 12,
//    "running": "black"|"white"|null, "first_flag": null, "paused": false, "result": null}
// After a result: "reason" (the result record's, in English) and "reason_code" (its code, when the
// clock gave one: core/arbiter/reason_code.hpp); "result_to_confirm": true when a ruling left the
// result to the arbiter (a flag fall the clock could not decide).
// `t` is the game time of the last record and `wall_ms` the wall time of the last record that has
// one: a reader carries a running clock on by the wall time since. Pure.

#include "hall/link/board_state.hpp"

#include <string>
#include <string_view>

namespace pendule::hall {

// The snapshot of a board whose journal (header first, each line ending with '\n') is `journal`.
// A journal that cannot be read gives {"event": ..., "board": ..., "problem": "what and where"}.
std::string state_snapshot_json(std::string_view event, int board, const std::string& journal);

// The same snapshot from the board's replay, made from its journal and carried on record by record
// (extend_replay), so that a board does not read its whole journal again after each press. Only
// for a replay that can be carried on (`extendable`: read whole without a warning); for any other,
// the journal's form, which says what is wrong.
std::string state_snapshot_json(std::string_view event, int board, const BoardReplay& replay);

} // namespace pendule::hall
