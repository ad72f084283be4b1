#pragma once

// A game score as the arbiter gives it for a claim or a ruling: moves typed or pasted, or the path
// of a PGN file. One reading for the clock's claim panel, the desk and `pendule-cli round-rule`.

#include "core/result.hpp"

#include <string>

namespace pendule::io {

// Whether `value` names a PGN file (it ends in .pgn or .PGN).
bool names_pgn_file(const std::string& value);

// The score's text: `value` itself, or for a PGN file the last game in it (the one being played
// when the file is the board's own record), written as PGN. An Error naming the file when it cannot
// be read, holds no game, or its games cannot be read.
Result<std::string> game_score_text(const std::string& value);

} // namespace pendule::io
