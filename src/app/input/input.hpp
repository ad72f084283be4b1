#pragma once

#include "app/model/command.hpp"
#include "app/model/session.hpp"
#include "app/view/layout.hpp"

#include "app/model/key.hpp"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pendule::app {

// An input event, already taken out of SFML's event queue and stamped: key down, typed text, a
// click or touch, or the window's close button. Tests build these by hand.
struct InputEvent {
    enum class Kind { key, text, paste, click, close } kind = Kind::key;
    Key key = Key::Unknown;
    bool control = false;
    bool alt = false;
    char32_t character = 0; // text
    std::string pasted;     // paste (Ctrl+V): the clipboard, UTF-8
    int x = 0;              // click, in window pixels
    int y = 0;

    static InputEvent key_down(Key k, bool ctrl = false, bool alt_down = false) {
        InputEvent e;
        e.key = k;
        e.control = ctrl;
        e.alt = alt_down;
        return e;
    }
    static InputEvent typed(char32_t c) {
        InputEvent e;
        e.kind = Kind::text;
        e.character = c;
        return e;
    }
    static InputEvent paste(std::string text) {
        InputEvent e;
        e.kind = Kind::paste;
        e.pasted = std::move(text);
        return e;
    }
    static InputEvent click_at(int px, int py) {
        InputEvent e;
        e.kind = Kind::click;
        e.x = px;
        e.y = py;
        return e;
    }
};

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
