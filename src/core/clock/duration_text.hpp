#pragma once

// Durations written for people: "1:30:00", "5:00", "30s", "90m", "1h30m", "2.5s", "500ms", or
// plain milliseconds as an integer. Integers only inside: fractions are exact to the millisecond.

#include "core/clock/time_control.hpp"
#include "core/result.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace pendule::clock {

// Parses a duration text. h:mm:ss / m:ss (fractional seconds allowed: "0:05.5"), or a sequence
// of number+unit with units h, m, s, ms ("1h30m", "30s", "1m30s"). A bare number is rejected here
// (its unit would be ambiguous): the JSON layer reads bare integers as milliseconds.
Result<Millis> parse_duration(std::string_view text);

// Writes a duration in the unit form, shortest exact: 5400000 -> "1h30m", 30000 -> "30s",
// 1500 -> "1s500ms", 0 -> "0s".
std::string format_duration(Millis ms);

// Writes a duration as a clock shows it, rounded *up* to the second ("0:00" only when nothing is
// left): 5430000 -> "1:30:30", 299001 -> "5:00", 59000 -> "0:59".
std::string format_clock(Millis ms);

// A clock's field of minutes or seconds (0 to 59) as two digits: 5 -> "05", 42 -> "42".
std::string two_digits(std::int64_t value);

} // namespace pendule::clock
