#include "app/input/board_input.hpp"

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

} // namespace pendule::app
