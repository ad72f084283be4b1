#pragma once

// The moves a journal knows. The clock records presses, not moves; the only moves the window ever
// sees are the game score the arbiter enters for a claim (Laws 9.2, 9.3), which the journal keeps
// in the claim's `command text=judge-claim en|fr "MOVETEXT" ...` record (its grammar is
// io/journal/command_words.hpp's). That score is used only when its number of half-moves equals the number
// of presses made before the claim (then it is the game as the clock counted it, move for move),
// from the start of the journal's header (the standard initial position unless the header names a
// Chess960 game or a start FEN).

#include "io/journal/journal_replay.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::io {

struct KnownMoves {
    std::vector<std::string> san; // English letters, as PGN wants them
    clock::TimePoint at = 0;      // the claim's time
};

// The last claim's game score that matches the presses, or nothing.
std::optional<KnownMoves> moves_from_claims(const ReplayedGame& game);

} // namespace pendule::io
