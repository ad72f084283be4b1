#pragma once

// Draws the chessboard of view/board_view.hpp with SFML: light and dark squares, the highlights
// (last move, the piece picked up and where it may go, a king in check), the pieces as glyphs of
// the DejaVu font (U+265A-U+265F, filled, outlined in the other colour so that a white piece reads
// on a light square), the coordinates, the promotion chooser, and the position editor's palette.
// Stateless: the same view and geometry give the same pixels.

#include "app/common/draw/fonts.hpp"
#include "app/common/view/board_view.hpp"
#include "app/common/view/editor_view.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// The board in `g` (BoardGeometry::fit of the host's rect, with board.flipped).
void draw_board(sf::RenderTarget& target, const BoardView& board, const BoardGeometry& g, const Fonts& fonts);

// One piece centred in a rectangle (the board's squares, the palette, a caption).
void draw_piece(sf::RenderTarget& target, rules::Piece piece, const Rect& cell, const Fonts& fonts);

// The editor's palette; `chosen` is the cell in hand (-1: none).
void draw_palette(sf::RenderTarget& target, const PaletteGeometry& p, int chosen, const Fonts& fonts);

// The position editor: its board, palette, buttons (a right that is set lit), the FEN and the
// verdict (green when legal, red with the reason when not).
void draw_editor(sf::RenderTarget& target, const EditorView& editor, const EditorGeometry& g,
                 const Fonts& fonts);

} // namespace pendule::app
