#pragma once

// The line format of a game journal (docs/journal.md): one record per line,
//   CCCCCCCC KIND key=value key=value ...\n
// CCCCCCCC is the CRC-32 (IEEE 802.3, the zlib polynomial) of everything after the space, in
// lower-case hex, computed here so that no library is needed. Values are percent-encoded (space,
// '%', '=' and control bytes), so a record is always exactly one line and a torn or damaged line
// is detected by its CRC. Pure: no file access.

#include "core/result.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule::io {

// CRC-32 of `bytes` (the value zlib's crc32() gives: "123456789" -> 0xcbf43926).
std::uint32_t crc32(std::string_view bytes);

// Percent-encoding of a value: ' ', '%', '=', bytes below 0x20 and 0x7f become %XX; UTF-8 stays.
std::string encode_value(std::string_view text);
// The inverse; nothing when a '%' is not followed by two hex digits.
std::optional<std::string> decode_value(std::string_view text);

// One record: its kind (the first word) and its fields in order.
struct JournalLine {
    std::string kind;
    std::vector<std::pair<std::string, std::string>> fields;

    // The first field named `key`, or nothing.
    std::optional<std::string_view> get(std::string_view key) const;
    JournalLine& add(std::string key, std::string value);
    JournalLine& add(std::string key, std::int64_t value);
};

// The whole line, CRC first, ending with '\n'.
std::string encode_line(const JournalLine& line);

// Reads one line (without its '\n'). The error message says what is wrong ("CRC mismatch",
// "malformed field"), without the line number, which the caller adds.
Result<JournalLine> decode_line(std::string_view text);

} // namespace pendule::io
