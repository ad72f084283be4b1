#include "app/input/desk_input.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

std::optional<std::string> result_of_character(char32_t c) {
    switch (c) {
    case U'1':
        return "1-0";
    case U'0':
        return "0-1";
    case U'=':
    case U'5':
    case U'½':
        return "1/2-1/2";
    case U'+':
        return "+-";
    case U'-':
        return "-+";
    default:
        return std::nullopt;
    }
}

} // namespace

DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l) {
    const int boards = static_cast<int>(desk.round().boards.size());
    DeskRouted routed;
    switch (e.kind) {
    case InputEvent::Kind::close:
        routed.quit = true;
        break;
    case InputEvent::Kind::key:
        if (e.key == Key::Escape)
            routed.quit = true;
        else if (e.key == Key::Down && boards > 0)
            screen.selected = (screen.selected + 1) % boards;
        else if (e.key == Key::Up && boards > 0)
            screen.selected = (screen.selected + boards - 1) % boards;
        else if (e.key == Key::Home)
            screen.selected = 0;
        else if (e.key == Key::End && boards > 0)
            screen.selected = boards - 1;
        break;
    case InputEvent::Kind::text:
        if (auto result = result_of_character(e.character); result && boards > 0) {
            const int selected = std::clamp(screen.selected, 0, boards - 1);
            routed.command =
                RecordResult{desk.round().boards[static_cast<std::size_t>(selected)].board, *result, ""};
        }
        break;
    case InputEvent::Kind::click:
        if (l.row_h > 0 && e.y >= l.rows_top) {
            const int row = first_visible_row(l, screen.selected) + (e.y - l.rows_top) / l.row_h;
            if (row >= 0 && row < boards && (e.y - l.rows_top) / l.row_h < l.visible_rows)
                screen.selected = row;
        }
        break;
    case InputEvent::Kind::paste:
        break;
    }
    return routed;
}

} // namespace pendule::app
