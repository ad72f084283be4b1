#pragma once

// Writes PgnGame records as PGN export text (PGN standard, section 8): the seven-tag roster
// first, in its order, then the other tags as they come; movetext wrapped at 79 characters a
// line; NAGs as $n, comments in braces, variations in parentheses; the termination marker.

#include "core/rules/pgn_game.hpp"

#include <string>
#include <vector>

namespace pendule::rules {

struct PgnWriteOptions {
    // Fill in missing seven-tag-roster tags with "?" (Date "????.??.??", Result the game's
    // result), as the export format asks.
    bool complete_roster = true;
    // Longest line written (a single longer token, such as a long word in a comment, is kept
    // whole on a line of its own).
    int line_width = 79;
};

// One game, ending with a newline. A game without a result is terminated with "*".
std::string write_pgn(const PgnGame& game, const PgnWriteOptions& options = {});

// Several games, separated by an empty line.
std::string write_pgn(const std::vector<PgnGame>& games, const PgnWriteOptions& options = {});

} // namespace pendule::rules
