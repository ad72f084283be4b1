#pragma once

// The e-board's game in words for the clock's screen and its arbiter panel (the game itself:
// io/eboard/eboard_game.hpp).

#include "core/eboard/board_game.hpp"
#include "core/rules/game.hpp"
#include "core/rules/san.hpp"

#include <optional>
#include <string>

namespace pendule::app {

// What the arbiter should know of the board's game (6.12.2: said to the arbiter, never on the
// players' faces): the player to move can claim a draw on the board, the position having stood
// three times (9.2.2) or fifty moves having passed without a pawn move or a capture (9.3.2). The
// article, or nothing.
std::optional<std::string> claimable_draw(const rules::Game& game);

// The board's moves as a game score ("1. e4 e5 2. Nf3"), in `notation`'s piece letters, numbered
// from the game's start.
std::string movetext_of(const rules::Game& game, rules::Notation notation);
// The last move, numbered ("12. Nf3", "12... Nf6"; an illegal move in its long form, "12. Ke1-e3",
// unmarked: the players' faces see it), or "" before the first.
std::string last_move_text(const eboard::BoardGame& score, rules::Notation notation);
// An illegal move of `score`, numbered: "12. Ke1-e3".
std::string illegal_move_text(const eboard::BoardGame& score, const eboard::IllegalMove& illegal);

} // namespace pendule::app
