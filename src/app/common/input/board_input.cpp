#include "app/common/input/board_input.hpp"

namespace pendule::app {

BoardInput board_click(GameEntry& entry, const BoardGeometry& g, int x, int y) {
    if (const auto& pending = entry.pending_promotion()) {
        if (const auto piece = promotion_at(g, pending->to, x, y)) {
            const bool played = entry.choose_promotion(*piece).ok();
            return played ? BoardInput::moved : BoardInput::handled;
        }
    }
    const auto square = g.square_at(x, y);
    if (!square) {
        if (entry.pending_promotion()) {
            entry.cancel_promotion();
            return BoardInput::handled;
        }
        return BoardInput::outside;
    }
    return entry.click(*square) == BoardClick::moved ? BoardInput::moved : BoardInput::handled;
}

bool board_key(GameEntry& entry, Key key, bool with_letters) {
    switch (key) {
    case Key::Left:
        entry.step_back();
        return true;
    case Key::Right:
        entry.step_forward();
        return true;
    case Key::Home:
        entry.to_start();
        return true;
    case Key::End:
        entry.to_end();
        return true;
    case Key::F:
        if (!with_letters)
            return false;
        entry.flip();
        return true;
    default:
        return false;
    }
}

bool editor_click(PositionEditor& editor, const EditorGeometry& g, int x, int y) {
    if (const auto square = g.board.square_at(x, y)) {
        editor.click(*square);
        return true;
    }
    if (const auto cell = g.palette.cell_at(x, y)) {
        editor.take(palette_piece(*cell));
        return true;
    }
    const auto button = g.button_at(x, y);
    if (!button)
        return false;
    switch (*button) {
    case EditorButton::side:
        editor.set_side_to_move(rules::other(editor.side_to_move()));
        break;
    case EditorButton::white_oo:
        editor.toggle_castling(rules::kWhiteKingside);
        break;
    case EditorButton::white_ooo:
        editor.toggle_castling(rules::kWhiteQueenside);
        break;
    case EditorButton::black_oo:
        editor.toggle_castling(rules::kBlackKingside);
        break;
    case EditorButton::black_ooo:
        editor.toggle_castling(rules::kBlackQueenside);
        break;
    case EditorButton::en_passant:
        editor.next_en_passant();
        break;
    case EditorButton::flip:
        editor.flip();
        break;
    case EditorButton::clear:
        editor.clear();
        break;
    case EditorButton::start:
        editor.start_position();
        break;
    }
    return true;
}

} // namespace pendule::app
