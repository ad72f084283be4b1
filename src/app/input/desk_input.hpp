#pragma once

// The desk screen's keys: the arrows (or a click on a row) choose a board; 1, 0, = (or 5 for a
// half), + and - enter its result (1-0, 0-1, 1/2-1/2, forfeits +- and -+); Escape or the window's
// close button leaves. Reads the desk, writes only the screen's own state.

#include "app/input/input.hpp"
#include "app/model/desk.hpp"
#include "app/view/desk_view.hpp"

#include <optional>

namespace pendule::app {

struct DeskRouted {
    std::optional<DeskCommand> command;
    bool quit = false;
};

// `layout`: where the board rows are drawn (for clicks).
DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& event,
                            const DeskLayout& layout);

} // namespace pendule::app
