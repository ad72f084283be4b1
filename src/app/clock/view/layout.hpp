#pragma once

#include "app/common/model/side.hpp"
#include "app/common/view/rect.hpp"

namespace pendule::app {

// Where everything sits in a window of the given size. Every length is a share of the window,
// so the layout scales with resizing and full screen. Pure: the renderer draws into these
// rectangles and the input code hit-tests the same ones (a click on one's own half).
struct Layout {
    int width = 0;
    int height = 0;
    Rect header;          // title, lock state
    Rect left_face;       // the player on the left of the board
    Rect right_face;      // the player on the right
    Rect footer;          // status line
    Rect panel;           // the arbiter panel, over the faces
    int unit = 1;         // a hundredth of the smaller side: the base of font sizes
    bool compact = false; // panel open: faces shrink to band and readout, the panel below them
    int row_h = 5;        // a form row (field, summary line) and the gap under it
    int row_gap = 1;
    // A chessboard in the panel (the claim form): the panel's right part, a square; the
    // form's fields, buttons and lines keep the left part. Empty without a board.
    Rect board_area;

    const Rect& face(Side side) const { return side == Side::left ? left_face : right_face; }
    // The coloured band at the top of a face (lit on the running side).
    Rect band(Side side) const;
    // The dial's centre and radius inside a face.
    Rect dial(Side side) const;
    // The i-th button of the panel's menu (two columns).
    Rect panel_button(int index) const;
    // The i-th field of the panel's form (also the setup card's rows, its summary lines after).
    Rect panel_field(int index) const;
    // Makes `rows` form rows fit between the panel's heading and its bottom edge: the rows get
    // thinner when they would not (a small or a tall window, a long summary); never thicker.
    void fit_rows(int rows);
    // Gives the right part of the panel to the claim verdict's repeated positions (board_area):
    // 42% of it for one or two boards, 56% for more; the verdict's words keep the left.
    void make_room_for_repetition(int boards);
    // Gives the right part of the panel to a chessboard (board_area) and narrows the form.
    void make_room_for_board();
    // The width the form's rows, buttons and lines may take.
    int form_w() const;
};

// `compact`: the arbiter panel is open, so the faces keep only their band and readout (the
// arbiter sees the times while adjusting them) and the panel takes the lower part.
Layout make_layout(int width, int height, bool compact = false);

} // namespace pendule::app
