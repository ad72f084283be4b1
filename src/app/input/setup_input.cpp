#include "app/input/setup_input.hpp"

#include "app/input/text_edit.hpp"
#include "app/view/preset_words.hpp"
#include "io/pin_hash.hpp"
#include "io/preset.hpp"

#include <cctype>

namespace pendule::app {

namespace {

using K = Key;

// Preset, white name, black name, board, white side, preset file; then the arbiter's PIN and its
// repetition when the config holds none (with one, a row says it is set and cannot be typed into).
int setup_fields(const Session& s) {
    return s.lock.needs_pin() ? 7 : 8;
}

std::string* setup_text(Session& s, int field) {
    switch (field) {
    case 1:
        return &s.white_name;
    case 2:
        return &s.black_name;
    case 3:
        return &s.board;
    case 5:
        return &s.setup.preset_text;
    case 6:
        return s.lock.needs_pin() ? nullptr : &s.setup.pin;
    case 7:
        return s.lock.needs_pin() ? nullptr : &s.setup.pin_repeat;
    default:
        return nullptr;
    }
}

void setup_choice(Session& s, int field, int step) {
    if (field == 0) {
        const int n = static_cast<int>(s.presets().size());
        s.select_preset(((s.preset_index() + step) % n + n) % n);
    } else if (field == 4) {
        s.white_side = other(s.white_side);
    }
}

const Strings& words(const Session& s) {
    return strings(s.lang);
}

// Space on the setup screen: the start, after the PIN typed for this event (if any) is checked.
Routed start(Session& s) {
    Routed routed;
    SetupState& setup = s.setup;
    if (!s.lock.needs_pin() && (!setup.pin.empty() || !setup.pin_repeat.empty())) {
        if (io::check_pin_form(setup.pin)) {
            setup.error = words(s).pin_form;
            setup.focus = 6;
            return routed;
        }
        if (setup.pin != setup.pin_repeat) {
            setup.error = words(s).pins_differ;
            setup.pin_repeat.clear();
            setup.focus = 7;
            return routed;
        }
        routed.new_pin = setup.pin;
    }
    routed.commands.push_back(StartGame{});
    return routed;
}

} // namespace

Routed setup_key(Session& s, const InputEvent& e) {
    Routed routed;
    int& focus = s.setup.focus;
    const int fields = setup_fields(s);
    if (e.key == K::Tab) {
        focus = (focus + 1) % fields;
    } else if (e.key == K::Enter && focus == 5 && !s.setup.preset_text.empty()) {
        // A preset file or TimeControl string, resolved as --preset does.
        auto preset = io::resolve_preset(s.setup.preset_text);
        if (preset) {
            s.add_preset(std::move(preset.value()));
            s.setup.preset_text.clear();
            s.setup.error.clear();
            focus = -1;
        } else {
            s.setup.error = preset_error_text(preset.error(), s.lang);
        }
    } else if (e.key == K::Escape || e.key == K::Enter) {
        focus = -1;
    } else if (focus < 0 && e.key == K::Space) {
        return start(s);
    } else if (focus >= 0 && (e.key == K::Left || e.key == K::Right)) {
        setup_choice(s, focus, e.key == K::Left ? -1 : 1);
    } else if (focus >= 0 && (e.key == K::Down || e.key == K::Up)) {
        focus = (focus + (e.key == K::Down ? 1 : fields - 1)) % fields;
    } else if (focus >= 0 && e.key == K::Backspace) {
        if (std::string* text = setup_text(s, focus))
            pop_utf8(*text);
    }
    return routed;
}

void setup_text_input(Session& s, char32_t c) {
    std::string* text = setup_text(s, s.setup.focus);
    if (!text || !is_printable(c) || text->size() >= 60)
        return;
    if (s.setup.focus >= 6 && (c > 127 || !std::isalnum(static_cast<int>(c))))
        return; // a PIN: digits and letters A-Z (io/pin_hash.hpp)
    if (s.setup.focus == 3 && (c < '0' || c > '9'))
        return; // the board number
    append_utf8(*text, c);
}

Routed setup_click(Session& s, const InputEvent& e, const Layout& l) {
    for (int i = 0; i < setup_fields(s); ++i)
        if (l.panel_field(i).contains(e.x, e.y)) {
            if (s.setup.focus == i && (i == 0 || i == 4))
                setup_choice(s, i, e.x < l.panel_field(i).centre_x() ? -1 : 1);
            s.setup.focus = i;
            return {};
        }
    s.setup.focus = -1;
    return {};
}

} // namespace pendule::app
