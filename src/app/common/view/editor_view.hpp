#pragma once

// The position editor as a screen shows it, pure: where the board, the palette and the
// editor's buttons sit in a rectangle (EditorGeometry, also the input's hit test), and what they
// show (EditorView). Hosts: the desk's flag-fall / resignation page.
//   view:   EditorView v = editor_view(editor, lang);
//   draw:   draw_editor(target, v, EditorGeometry::fit(rect, v.board.flipped), fonts);   //
//   draw/board_draw.hpp input:  editor_click(editor, EditorGeometry::fit(rect, editor.flipped()), x, y);   //
//   input/board_input.hpp

#include "app/common/model/position_editor.hpp"
#include "app/common/view/board_view.hpp"
#include "i18n/lang.hpp"

#include <string>
#include <vector>

namespace pendule::app {

// The editor's buttons, in their order on the screen.
enum class EditorButton {
    side,       // White / Black to move
    white_oo,   // castling rights: K
    white_ooo,  // Q
    black_oo,   // k
    black_ooo,  // q
    en_passant, // cycles through the squares a double push may have left, then none
    flip,
    clear,
    start,
};
inline constexpr int kEditorButtons = 9;

struct EditorButtonView {
    std::string label;
    bool on = false; // a right that is set, the side shown

    bool operator==(const EditorButtonView&) const = default;
};

struct EditorView {
    BoardView board;
    int hand = -1;                         // the palette cell in hand
    std::vector<EditorButtonView> buttons; // kEditorButtons, in EditorButton's order
    std::string fen;                       // what is set up
    std::string verdict;                   // "legal position" or why not
    std::string variant;                   // "Chess960 · position 96", "Chess960"; empty: standard chess
    bool legal = false;

    bool operator==(const EditorView&) const = default;
};

// Board on the left (with coordinates), on the right the palette, then the buttons in two columns.
struct EditorGeometry {
    BoardGeometry board;
    PaletteGeometry palette;
    Rect buttons_area;
    Rect status; // the FEN and the verdict, under the buttons

    static EditorGeometry fit(const Rect& area, bool flipped);
    Rect button(int index) const;
    std::optional<EditorButton> button_at(int x, int y) const;
};

// The palette cell of a piece (the eraser's for Piece::None).
int palette_index(rules::Piece piece);

EditorView editor_view(const PositionEditor& editor, const i18n::Lang& lang);

} // namespace pendule::app
