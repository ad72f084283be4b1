#pragma once

// Moves in UCI long algebraic notation ("e2e4", "e7e8q", castling as "e1g1").

#include "core/result.hpp"
#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <string_view>

namespace pendule::rules {

// Reads a UCI move and checks that it is legal in `pos`. Castling may also be written as the
// king taking its own rook ("e1h1"), as some programs do.
Result<Move> parse_uci(const Position& pos, std::string_view text);

} // namespace pendule::rules
