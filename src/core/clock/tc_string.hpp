#pragma once

// PGN TimeControl tag strings (PGN standard 9.6.1) and cutechess `tc` strings, read and written.
// Pure: the JSON presets live in io, this parser in the core.

#include "core/clock/time_control.hpp"
#include "core/result.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace pendule::clock {

// What a TimeControl string says: a control, or that it is unknown ("?") or absent ("-").
struct ParsedTimeControl {
    enum class Kind : std::uint8_t { Control, Unknown, None };
    Kind kind = Kind::Control;
    TimeControl control; // only for Kind::Control
    std::vector<std::string> warnings;
};

// PGN TimeControl: descriptors joined by ':', the last one repeating (open-ended):
// `40/5400+30:1800+30`, `300+2`, `*60` (hourglass), `?`, `-`. Extended: `d` for simple delay and
// `b` for Bronstein in place of `+` (`300d5`, `300b5`, `40/7200d30:1800d30`). Seconds may carry a
// decimal fraction down to the millisecond (`0.5`). The FIDE increment convention applies.
Result<ParsedTimeControl> parse_pgn_time_control(std::string_view text);

// Writes a control as a PGN TimeControl string (the extended `d`/`b` for delays). Byo-yomi and
// Canadian have no PGN notation: they give an error, as do per-side differing times.
Result<std::string> format_pgn_time_control(const TimeControl& control);

// cutechess `tc`: `[moves/]time[+inc]`, time in seconds or m:ss, `inf`, `hg` prefix for hourglass.
// `40/90` means 40 moves in 90 *seconds*: a warning says so when it looks like minutes were meant.
Result<ParsedTimeControl> parse_cutechess_tc(std::string_view text);

} // namespace pendule::clock
