#pragma once

// What `pendule-cli round` prints of a round journal: text (one line per board, ruling, bye),
// JSON, and the round's report (one HTML page, printable, like the game report).

#include "io/round/round_journal.hpp"

#include <string>

namespace pendule::io {

std::string round_text(const RoundState& round);
std::string round_json(const RoundState& round, const RoundRead& read);
std::string round_html(const RoundState& round, const RoundRead& read);

} // namespace pendule::io
