#pragma once

// The words of a command's text form as the journal's `command` records hold them (the grammar of
// the commands is app/command.cpp's): bare words split at spaces, free text in double quotes with
// \" \\ and \n escaped, so that a whole PGN stays one word on one line. Shared by the window, which
// writes and resumes commands, and by the exports, which read the game score of a judged claim.

#include "core/result.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// `text` in double quotes, escaped.
std::string quote_word(std::string_view text);

// The words of a text form; an Error for a quote left open or glued to the next word.
Result<std::vector<std::string>> split_words(std::string_view text);

} // namespace pendule::io
