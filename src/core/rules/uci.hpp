#pragma once

// Moves in UCI long algebraic notation ("e2e4", "e7e8q", castling as "e1g1").

#include "core/result.hpp"
#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <string>
#include <string_view>

namespace pendule::rules {

// Reads a UCI move and checks that it is legal in `pos`. Castling may also be written as the
// king taking its own rook ("e1h1"), as some programs do and as Chess960 engines always do; in a
// Chess960 position the king's move to the g or c file is castling only when it is two squares
// or more (b1c1 is the king's ordinary move, b1a1 castles with the rook on a1).
Result<Move> parse_uci(const Position& pos, std::string_view text);

// The UCI form of a legal move of `pos`: to_uci(m), except castling in a Chess960 position,
// written as the king taking its own rook (e1h1, b1a1), as engines with UCI_Chess960 do.
std::string to_uci(const Position& pos, Move m);

} // namespace pendule::rules
