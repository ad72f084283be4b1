#pragma once

// The desk screen's keys. The list: the arrows (or a click on a row) choose a board; 1, 0, = (or
// 5 for a half), + and - enter its result (1-0, 0-1, 1/2-1/2, forfeits +- and -+); Enter (or a
// click on the chosen row) opens the board's page; `a` adds a board (two names typed); Escape or
// the window's close button leaves. The board page: Tab and the arrows walk the ruling form, Left
// and Right (or Space) change a choice, the times and the score are typed; Enter gives the ruling,
// or records the result when the focus is on it; Escape goes back to the list. With the hall (issue
// 28), `c` on the list confirms the result the board's clock proposes. Reads the desk,
// writes only the screen's own state.

#include "app/common/input/input_event.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/model/desk_screen.hpp"
#include "app/desk/view/desk_view.hpp"
#include "i18n/lang.hpp"

#include <optional>

namespace pendule::app {

struct DeskRouted {
    std::optional<DeskCommand> command;
    bool quit = false;
};

// `layout`: where the board rows are drawn (for clicks). `lang`: the words of a form's problem (a
// time that cannot be read), shown as the screen's message.
DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& event,
                            const DeskLayout& layout, const i18n::Lang& lang = i18n::Lang::en);

} // namespace pendule::app
