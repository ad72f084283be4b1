#pragma once

// JSON string literals written by hand, where building a nlohmann document would cost too much
// (pendule-cli validate writes one line per game) or is not needed.

#include <optional>
#include <string>
#include <string_view>

namespace pendule::io {

// Appends `text` as a JSON string literal, quotes included: `"`, `\` and control characters
// escaped, every other byte (UTF-8 included) as it is.
void append_json_string(std::string& out, std::string_view text);

// The same for a text that may be absent: `null` then.
void append_json_string_or_null(std::string& out, const std::optional<std::string>& text);

// The same, as a new string.
std::string json_quote(std::string_view text);

} // namespace pendule::io
