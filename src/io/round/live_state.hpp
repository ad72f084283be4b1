#pragma once

// A board's clock as its retained state snapshot says it (pendule/<event>/board/<n>/state,
// written by hall/state_snapshot.hpp), read back for the arbiter's desk: the times, the
// moves, who is running, a flag, a pause, the result and why (in English, and as a code when the
// clock gave one). Pure.

#include "core/result.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::io {

struct LiveState {
    int board = 0;
    std::int64_t seq = 0;
    std::int64_t wall_ms = 0; // the wall time of the last record that has one
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    int white_moves = 0;
    int black_moves = 0;
    std::optional<std::string> running;    // "white", "black"
    std::optional<std::string> first_flag; // whose flag fell first
    bool paused = false;
    std::optional<std::string> result;       // "1-0", "0-1", "1/2-1/2"
    std::string reason;                      // why, in English ("" when the snapshot has none)
    std::string reason_code;                 // why, as a code (core/arbiter/reason_code.hpp), or ""
    bool result_to_confirm = false;          // a ruling left the result to the arbiter
    std::optional<std::string> ruled_result; // the score that ruling gave, when it gave one
    std::string ruled_reason;                // and why, in English
    std::optional<std::string> problem;      // the board's journal could not be read
    bool operator==(const LiveState&) const = default;
};

// Reads a snapshot; an Error names the field for anything missing or of the wrong type.
Result<LiveState> parse_live_state(std::string_view text, const std::string& origin);

} // namespace pendule::io
