#pragma once

// What the desk's window (and the tests) do with a command routed from the keys (desk_input.hpp) and
// with the analyses that answer: the round changes through Desk::apply (recorded in the round journal
// before anything is shown), then the screen's state shows the outcome.

#include "app/desk/model/desk.hpp"
#include "app/desk/model/desk_screen.hpp"
#include "i18n/lang.hpp"

#include <cstdint>
#include <vector>

namespace pendule::app {

// Desk::apply, then the screen shows the outcome: the result recorded, the ruling given (kept on the
// board page), the board added, or why nothing was recorded; a ruling that waits for its analysis
// shows the progress mark (then take_desk_verdicts). Returns whether it was recorded or waits.
bool take_desk_command(Desk& desk, DeskScreen& screen, const DeskCommand& command, const i18n::Lang& lang,
                       std::int64_t wall_ms);

// Keeps the progress mark on the screen's message while a ruling waits (after the message of
// whatever was done meanwhile).
void show_desk_progress(const Desk& desk, DeskScreen& screen, const i18n::Lang& lang);

// Records the rulings whose analysis has answered (Desk::take_verdicts) and shows them: on that
// board's page the ruling in front, and the message says which board's ruling was recorded, or why
// it was not. Returns them (for the window's trace).
std::vector<Desk::Arrived> take_desk_verdicts(Desk& desk, DeskScreen& screen, const i18n::Lang& lang);

} // namespace pendule::app
