#pragma once

// How rulings name the plies of a game: "ply 12 (after 6... Nf6, White to move)".

#include "core/arbiter/wording.hpp"
#include "core/rules/game.hpp"

#include <string>

namespace pendule::arbiter {

// The side to move at a ply of `game` (0 .. ply_count()).
rules::Color side_to_move_at(const rules::Game& game, int ply);

// "ply 12 (after 6... Nf6, White to move)", or "ply 0 (the start position, White to move)".
std::string describe_ply(const rules::Game& game, int ply);
// The same as data, for any language (French "demi-coup 12 (après 6... Cf6, trait aux Blancs)").
Text ply_text(const rules::Game& game, int ply);

} // namespace pendule::arbiter
