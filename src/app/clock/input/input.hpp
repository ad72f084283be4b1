#pragma once

#include "app/clock/model/command.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/view/layout.hpp"
#include "app/common/input/input_event.hpp"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pendule::app {

// What an input event asks for: commands for Session::apply (the journal's seam), the setup screen's
// settings for Session::configure, and whether the program should end. The window's own state (the
// panel's forms, the lock, the setup screen's fields) is edited here, in UiState; the game session
// never is.
struct Routed {
    std::vector<Command> commands;
    bool from_panel = false; // the commands' messages go to the panel
    bool quit = false;
    // A PIN typed at the lock that the journal must record: the wrong PINs since the last right one
    // (0: the right PIN after wrong ones).
    std::optional<int> pin_record = std::nullopt;
    // A PIN the arbiter typed on the setup screen, checked for its form: to be hashed and saved to
    // the config before the commands (the start) apply; if that fails, nothing starts.
    std::optional<std::string> new_pin = std::nullopt;
    // The setup screen's settings (before the start), for Session::configure before the commands.
    std::optional<SetupChange> setup = std::nullopt;
};

// The panel after an arbiter's command: its message, and the screen the ruling asks for next.
void show_outcome(PanelState& panel, const Applied& applied);

// The rules of who may do what. While the panel is locked, only the players' press keys, pause
// (Laws 6.11) and the unlock chord have any effect during a game; the setup screen is editable
// before the start. With the panel open, the keyboard belongs to the arbiter except the two Shift
// keys, which stay the players' presses, and a click on a face outside the panel.
Routed route_input(const Session& session, UiState& ui, const InputEvent& event, const Layout& layout,
                   TimePoint now);

// What the window does with a routed event, in order: the setup's settings, then the commands, each
// applied at `now`, the panel showing their outcome when they came from it, the notices updated.
// `on_applied` sees each command and what it did (the trace). Tests use it as the window does.
void take_routed(Session& session, UiState& ui, const Routed& routed, TimePoint now,
                 const std::function<void(const Command&, const Applied&)>& on_applied = {});

} // namespace pendule::app
