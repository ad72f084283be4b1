#pragma once

// The desk screen's keys. The list: the arrows (or a click on a row) choose a board; 1, 0, = (or
// 5 for a half), + and - enter its result (1-0, 0-1, 1/2-1/2, forfeits +- and -+); Enter (or a
// click on the chosen row) opens the board's page; `a` adds a board (two names typed); Escape or
// the window's close button leaves. The board page: Tab and the arrows walk the ruling form, Left
// and Right (or Space) change a choice, the times and the score are typed; Enter gives the ruling,
// or records the result when the focus is on it; Escape goes back to the list. Reads the desk,
// writes only the screen's own state.

#include "app/input/input.hpp"
#include "app/model/desk.hpp"
#include "app/view/desk_view.hpp"
#include "app/view/lang.hpp"

#include <optional>

namespace pendule::app {

struct DeskRouted {
    std::optional<DeskCommand> command;
    bool quit = false;
};

// `layout`: where the board rows are drawn (for clicks). `lang`: the words of a form's problem (a
// time that cannot be read), shown as the screen's message.
DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& event,
                            const DeskLayout& layout, const Lang& lang = Lang::en);

// The ruling form as a question for the board `board` (io/round_ruling.hpp), or the problem in the
// window's words (a time or a counter that cannot be read, a position set up that is not legal).
// `entry`: the score on the chessboard; `editor`: the position set up.
Result<io::BoardQuestion> form_question(const RulingForm& form, const GameEntry& entry,
                                        const PositionEditor& editor, int board, const Lang& lang);

// What the window (and the tests) do with a routed command: Desk::apply, then the screen shows the
// outcome: the result recorded, the ruling given (kept on the board page), the board added, or
// why nothing was recorded; a ruling that waits for its analysis shows the progress mark (then
// take_desk_verdicts). Returns whether it was recorded or waits.
bool take_desk_command(Desk& desk, DeskScreen& screen, const DeskCommand& command, const Lang& lang,
                       std::int64_t wall_ms);

} // namespace pendule::app
