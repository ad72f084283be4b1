#pragma once

#include "app/common/model/key.hpp"

#include <cstdint>
#include <string>
#include <utility>

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
    // The wall clock when the platform took the event (milliseconds since the epoch; 0 when nobody
    // stamped it): for the arbiter's report of wrong PINs. Nothing below the platform reads a clock.
    std::int64_t wall_ms = 0;

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

} // namespace pendule::app
