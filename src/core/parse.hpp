#pragma once

// Reading text, for every layer: the one whole-number parser and the one trim (standard library only).
// The CLI's argument helpers (args/args.hpp), the window's settings, the journals, the TRF reader, the
// hall and the core's FEN reader all read their numbers here.

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace pendule {

// What parse_integer accepts around the digits. The default is std::from_chars's syntax: an
// optional '-', no '+', no space.
struct IntegerSyntax {
    bool minus = true;          // a leading '-' ("-7")
    bool plus = false;          // a leading '+' ("+7"), as command lines and settings accept
    bool leading_space = false; // white space (ascii_space) before the sign, skipped as strtoll does
};

// The whole of `text` as a decimal number within [min, max]: the space and the one sign that
// `syntax` allows, then one or more digits (leading zeros allowed) and nothing after them. Nothing
// when the text is empty, holds anything else (a second sign, a space inside or after, a '.'), or
// its number is outside [min, max]; a number beyond the int64 range is outside any range (no
// overflow).
std::optional<std::int64_t> parse_integer(std::string_view text,
                                          std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                                          std::int64_t max = std::numeric_limits<std::int64_t>::max(),
                                          IntegerSyntax syntax = {});

// White space as std::isspace reads it in the "C" locale.
inline constexpr std::string_view ascii_space = " \t\n\v\f\r";

// `text` without the characters of `space` at either end (a TRF field trims " ", an HTTP header
// " \t").
std::string_view trim(std::string_view text, std::string_view space = ascii_space);

// The items of a list written with `separator` ("600, 300, 10", "LShift, Z"), each trimmed, the
// empty ones left out ("a,,b" has two items).
std::vector<std::string_view> list_items(std::string_view text, char separator = ',');

} // namespace pendule
