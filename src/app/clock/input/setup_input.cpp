#include "app/clock/input/setup_input.hpp"

#include "app/clock/view/preset_words.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/input/text_edit.hpp"
#include "core/arbiter/edition.hpp"
#include "core/parse.hpp"
#include "io/pin_hash.hpp"
#include "io/preset/preset.hpp"

#include <cctype>

namespace pendule::app {

namespace {

using K = Key;

// Preset, white name, black name, board, white side, preset file; then the arbiter's PIN and its
// repetition when the config holds none (with one, a row says it is set and cannot be typed into);
// then the Chess960 start.
int setup_fields(const UiState& ui) {
    return setup_chess960_row(ui) + 1;
}

// The text a setup field edits: a setting (in `draft`, the session's settings to be changed) or a
// field of the screen's own.
std::string* setup_text(GameSettings& draft, UiState& ui, int field) {
    if (field == setup_chess960_row(ui))
        return &ui.setup.chess960_text;
    switch (field) {
    case 1:
        return &draft.white_name;
    case 2:
        return &draft.black_name;
    case 3:
        return &draft.board;
    case 5:
        return &ui.setup.preset_text;
    case 6:
        return ui.lock.needs_pin() ? nullptr : &ui.setup.pin;
    case 7:
        return ui.lock.needs_pin() ? nullptr : &ui.setup.pin_repeat;
    default:
        return nullptr;
    }
}

// The settings changed by the setup screen go to the session as a change (Session::configure).
Routed changed(const Session& s, GameSettings draft) {
    Routed routed;
    if (!(draft == s.settings()))
        routed.setup = SetupChange{std::move(draft)};
    return routed;
}

Routed setup_choice(const Session& s, int field, int step) {
    GameSettings draft = s.settings();
    if (field == 0) {
        const int n = static_cast<int>(s.presets().size());
        draft.preset = ((draft.preset + step) % n + n) % n;
    } else if (field == 4) {
        draft.white_side = other(draft.white_side);
    }
    return changed(s, std::move(draft));
}

// Enter with no field being edited, a set-up from the desk offered: its players, board,
// control and edition become the game's settings.
Routed take_desk_setup(const Session& s, UiState& ui) {
    Routed routed;
    const io::BoardSetup& desk = *ui.desk.offered;
    SetupChange change{s.settings()};
    change.settings.white_name = desk.white.name;
    change.settings.black_name = desk.black.name;
    change.settings.board = std::to_string(desk.board);
    if (!desk.control.empty()) {
        auto preset = preset_of(ui.files, desk.control);
        if (!preset) {
            ui.setup.error = preset_error_text(preset.error(), s.lang());
            return routed;
        }
        change.added = std::move(preset.value());
    }
    if (auto edition = arbiter::parse_edition(desk.edition))
        change.edition = *edition;
    change.set_variant = true;
    if (desk.chess960 >= 0)
        change.chess960 = desk.chess960;
    ui.desk.taken = desk;
    ui.setup.error.clear();
    routed.setup = std::move(change);
    return routed;
}

// The game's variant from the setup screen: the Chess960 start typed, or standard chess.
Routed set_variant(const Session& s, UiState& ui, std::optional<int> chess960) {
    Routed routed;
    SetupChange change{s.settings()};
    change.set_variant = true;
    change.chess960 = chess960;
    ui.setup.chess960_text.clear();
    ui.setup.error.clear();
    routed.setup = std::move(change);
    return routed;
}

// Enter in the Chess960 row: the number typed, 0 to 959.
Routed take_chess960(const Session& s, UiState& ui) {
    const std::string& text = ui.setup.chess960_text;
    const auto number = parse_integer(text);
    if (!number || *number < 0 || *number > 959) {
        ui.setup.error = strings(s.lang()).chess960_range;
        return {};
    }
    ui.setup.focus = -1;
    return set_variant(s, ui, static_cast<int>(*number));
}

// Space on the setup screen: the start, after the PIN typed for this event (if any) is checked.
Routed start(const Session& s, UiState& ui) {
    Routed routed;
    SetupState& setup = ui.setup;
    if (!ui.lock.needs_pin() && (!setup.pin.empty() || !setup.pin_repeat.empty())) {
        if (io::check_pin_form(setup.pin)) {
            setup.error = strings(s.lang()).pin_form;
            setup.focus = 6;
            return routed;
        }
        if (setup.pin != setup.pin_repeat) {
            setup.error = strings(s.lang()).pins_differ;
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

Routed setup_key(const Session& s, UiState& ui, const InputEvent& e) {
    Routed routed;
    int& focus = ui.setup.focus;
    const int fields = setup_fields(ui);
    if (e.key == K::Tab) {
        focus = (focus + 1) % fields;
    } else if (e.key == K::Enter && focus == 5 && !ui.setup.preset_text.empty()) {
        // A preset file or TimeControl string, resolved as --preset does.
        auto preset = preset_of(ui.files, ui.setup.preset_text);
        if (preset) {
            routed.setup = SetupChange{s.settings(), std::move(preset.value())};
            ui.setup.preset_text.clear();
            ui.setup.error.clear();
            focus = -1;
        } else {
            ui.setup.error = preset_error_text(preset.error(), s.lang());
        }
    } else if (e.key == K::Enter && focus == setup_chess960_row(ui) && !ui.setup.chess960_text.empty()) {
        return take_chess960(s, ui);
    } else if (e.key == K::Backspace && focus == setup_chess960_row(ui) && ui.setup.chess960_text.empty()) {
        // Nothing typed: back to standard chess.
        if (s.chess960())
            return set_variant(s, ui, std::nullopt);
    } else if (e.key == K::Enter && focus < 0 && ui.desk.offered) {
        return take_desk_setup(s, ui);
    } else if (e.key == K::Escape || e.key == K::Enter) {
        focus = -1;
    } else if (focus < 0 && e.key == K::Space) {
        return start(s, ui);
    } else if (focus >= 0 && (e.key == K::Left || e.key == K::Right)) {
        return setup_choice(s, focus, e.key == K::Left ? -1 : 1);
    } else if (focus >= 0 && (e.key == K::Down || e.key == K::Up)) {
        focus = (focus + (e.key == K::Down ? 1 : fields - 1)) % fields;
    } else if (focus >= 0 && e.key == K::Backspace) {
        GameSettings draft = s.settings();
        if (std::string* text = setup_text(draft, ui, focus))
            pop_utf8(*text);
        return changed(s, std::move(draft));
    }
    return routed;
}

Routed setup_text_input(const Session& s, UiState& ui, char32_t c) {
    GameSettings draft = s.settings();
    std::string* text = setup_text(draft, ui, ui.setup.focus);
    if (!text || !is_printable(c) || text->size() >= 60)
        return {};
    if (ui.setup.focus == setup_chess960_row(ui)) {
        if (c >= '0' && c <= '9' && text->size() < 3)
            append_utf8(*text, c); // a start position's number
        return {};
    }
    if (ui.setup.focus >= 6 && (c > 127 || !std::isalnum(static_cast<int>(c))))
        return {}; // a PIN: digits and letters A-Z (io/pin_hash.hpp)
    if (ui.setup.focus == 3 && (c < '0' || c > '9'))
        return {}; // the board number
    append_utf8(*text, c);
    return changed(s, std::move(draft));
}

Routed setup_click(const Session& s, UiState& ui, const InputEvent& e, const Layout& l) {
    for (int i = 0; i < setup_fields(ui); ++i)
        if (l.panel_field(i).contains(e.x, e.y)) {
            const bool change = ui.setup.focus == i && (i == 0 || i == 4);
            ui.setup.focus = i;
            if (change)
                return setup_choice(s, i, e.x < l.panel_field(i).centre_x() ? -1 : 1);
            return {};
        }
    ui.setup.focus = -1;
    return {};
}

} // namespace pendule::app
