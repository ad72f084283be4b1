#pragma once

// Named placeholders in a message: "{player} to move". One reading of them for the arbiter core's
// sentences (core/arbiter/text.hpp) and the window's catalogue (i18n/format.hpp): a placeholder is
// a brace, a name of letters, digits or '_', a brace; anything else is text.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule {

// The length of a placeholder "{name}" starting at `at` in `text`, or 0 when that brace opens none.
std::size_t placeholder_length(std::string_view text, std::size_t at);

// `message` with each placeholder replaced by the value of its name; a placeholder with no value is
// left as written, so that a mistake shows instead of vanishing.
std::string fill_placeholders(std::string_view message,
                              const std::vector<std::pair<std::string_view, std::string_view>>& values);

} // namespace pendule
