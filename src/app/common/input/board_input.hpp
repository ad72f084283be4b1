#pragma once

// Clicks and keys on a chessboard, for any screen that shows one: a pixel becomes a
// square through the same BoardGeometry the board was drawn in, then a GameEntry action.

#include "app/common/model/chessboard.hpp"
#include "app/common/model/key.hpp"
#include "app/common/model/position_editor.hpp"
#include "app/common/view/board_view.hpp"
#include "app/common/view/editor_view.hpp"

namespace pendule::app {

// What a click on a board did.
enum class BoardInput {
    outside, // not on the board nor on the promotion chooser: the host's to handle
    handled, // a selection, a refusal (entry.message()), a promotion chosen or put back
    moved,   // a move was played
};

// A click at (x, y) on the board drawn in `g`. While a promotion waits, a click on the chooser
// picks the piece, anywhere else on the board puts the pawn back (and counts as a new click).
BoardInput board_click(GameEntry& entry, const BoardGeometry& g, int x, int y);

// Left / Right: a move back / forward; Home / End: the start / the last move entered; F: flip.
// Returns whether the key was one of these. Hosts with a text field leave F out (`with_letters`
// false), since F types a file letter there.
bool board_key(GameEntry& entry, Key key, bool with_letters = true);

// A click on the position editor drawn in `g`: a square gets the piece in hand (the same piece
// again takes it off), a palette cell puts its piece in hand, a button does what it says.
// Returns whether the click was on the editor.
bool editor_click(PositionEditor& editor, const EditorGeometry& g, int x, int y);

} // namespace pendule::app
