#pragma once

// The chessboard as the window shows it, pure: where the board and its squares sit in a
// rectangle (BoardGeometry, also the input's hit test), and what each square shows (BoardView).
//
// Use, in any screen:
//   view:   BoardView board = board_view(entry);          // a GameEntry (model/chessboard.hpp)
//           BoardView board = board_view(position);       // or any rules::Position
//   draw:   draw_board(target, board, BoardGeometry::fit(rect, board.flipped), fonts);
//   input:  board_click(entry, geometry, x, y)             // input/board_input.hpp
// The same rect gives the same geometry in the view, the drawing and the input.

#include "app/common/model/chessboard.hpp"
#include "app/common/view/rect.hpp"
#include "core/rules/game.hpp"
#include "core/rules/position.hpp"

#include <array>
#include <optional>
#include <string>

namespace pendule::app {

// Where a board sits inside a rectangle: the largest whole-pixel square board that fits with a
// margin for its coordinates (ranks on the left, files below), centred.
struct BoardGeometry {
    Rect board;           // the 64 squares
    int square = 0;       // a square's side in pixels
    int label = 0;        // the coordinates' margin (0: no coordinates)
    bool flipped = false; // Black at the bottom

    // `labels`: leave room for a-h and 1-8 around the board.
    static BoardGeometry fit(const Rect& area, bool flipped, bool labels = true);

    Rect square_rect(rules::Square s) const;
    // The square under a pixel, or nothing outside the board.
    std::optional<rules::Square> square_at(int x, int y) const;
    // Where the letter of a file (0 = a) and the number of a rank (0 = 1) are written.
    Rect file_label(int file) const;
    Rect rank_label(int rank) const;
};

// The promotion chooser: four cells over the board on the promotion square's file, from that
// square towards the board's middle, queen first (queen, rook, bishop, knight).
inline constexpr std::array<rules::PieceType, 4> kPromotionPieces{
    rules::PieceType::Queen, rules::PieceType::Rook, rules::PieceType::Bishop, rules::PieceType::Knight};
Rect promotion_cell(const BoardGeometry& g, rules::Square to, int index);
// The piece chosen by a click, or nothing outside the four cells.
std::optional<rules::PieceType> promotion_at(const BoardGeometry& g, rules::Square to, int x, int y);

// The position editor's palette: the twelve pieces and an eraser, in two rows of seven cells
// (white K Q R B N P and the eraser, then black k q r b n p), as large as fit in `area`.
struct PaletteGeometry {
    Rect area;
    int cell = 0;

    static PaletteGeometry fit(const Rect& area);
    // Cells 0..12: 0-5 White K Q R B N P, 6 the eraser, 7-12 Black K Q R B N P.
    Rect cell_rect(int index) const;
    std::optional<int> cell_at(int x, int y) const;
};
inline constexpr int kPaletteCells = 13;
inline constexpr int kPaletteEraser = 6;
// The piece of a palette cell (Piece::None for the eraser).
rules::Piece palette_piece(int index);

struct SquareView {
    rules::Piece piece = rules::Piece::None;
    bool light = false;     // a light square (h1 is light)
    bool last_move = false; // from or to square of the move that led here
    bool selected = false;  // the piece picked up
    bool target = false;    // where the piece picked up may go
    bool check = false;     // a king in check

    bool operator==(const SquareView&) const = default;
};

// What a board shows: the squares (a1 = 0 ... h8 = 63, whatever the side at the bottom).
struct BoardView {
    std::array<SquareView, 64> squares{};
    bool flipped = false;
    // A promotion waiting for its piece: the square and the colour of the pieces offered.
    rules::Square promotion_square = rules::NoSquare;
    rules::Color promotion_side = rules::Color::White;

    bool operator==(const BoardView&) const = default;
};

// A position: pieces, the king in check; nothing selected.
BoardView board_view(const rules::Position& position, bool flipped = false);
// A game's position at a ply (0 .. ply_count()), the move that led there highlighted: for the
// repetition view's boards side by side.
BoardView board_view(const rules::Game& game, int ply, bool flipped = false);
// A game being entered: the position at its cursor, the last move, the selection and its
// targets, the promotion waiting.
BoardView board_view(const GameEntry& entry);

} // namespace pendule::app
