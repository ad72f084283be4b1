#include "app/clock/input/input.hpp"

#include "app/clock/input/setup_input.hpp"
#include "app/clock/view/panel_forms.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/input/board_input.hpp"
#include "app/common/input/text_edit.hpp"
#include "app/common/model/piece_letters.hpp"
#include "core/clock/duration_text.hpp"
#include "core/parse.hpp"
#include "io/os/file_system.hpp"

#include <chrono>
#include <ctime>

namespace pendule::app {

namespace {

using K = Key;

// ---- the arbiter panel ----------------------------------------------------------------------------

std::string choice_value(const UiState& ui, std::size_t i) {
    return i < ui.panel.values.size() && !ui.panel.values[i].empty() ? ui.panel.values[i] : "0";
}

Colour chosen_colour(const UiState& ui) {
    return choice_value(ui, 0) == "1" ? Colour::Black : Colour::White;
}

// Puts the chosen player's current time or move count in the form's second field.
void prefill(const Session& s, UiState& ui, TimePoint now) {
    const Colour colour = chosen_colour(ui);
    if (ui.panel.screen == PanelScreen::adjust_time)
        ui.panel.values[1] = clock::format_clock(s.clock().time_left(colour, now));
    else if (ui.panel.screen == PanelScreen::adjust_moves)
        ui.panel.values[1] = std::to_string(s.clock().state(now).of(colour).moves);
}

// The claim form's board at the game's start: the usual one, or a Chess960 game's start.
GameEntry claim_board(const Session& s) {
    if (s.chess960())
        return GameEntry(s.start_position(), s.lang());
    return GameEntry(s.lang());
}

void score_from_board(const Session& s, UiState& ui);

void open_form(const Session& s, UiState& ui, PanelScreen screen, TimePoint now) {
    ui.panel.screen = screen;
    ui.panel.swallow_text = screen != PanelScreen::pin;
    ui.panel.focus = 0;
    const auto specs = form_fields(screen, strings(s.lang()));
    ui.panel.values.assign(specs.size(), std::string());
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (specs[i].is_choice())
            ui.panel.values[i] = std::string(1, '0'); // the first option
    if (screen == PanelScreen::adjust_time || screen == PanelScreen::adjust_moves) {
        prefill(s, ui, now);
        ui.panel.focus = 1;
    }
    if (screen == PanelScreen::claim) {
        ui.panel.board = claim_board(s);
        // The piece letters start in the window's language (French letters in French), as at the desk.
        ui.panel.values[1] = std::string(1, san_notation(s.lang()) == rules::Notation::French ? '1' : '0');
        // With an e-board the game score is the board's, recorded move by move: nothing to type
        // (after an illegal move, no score of the rules: the arbiter enters it).
        if (ui.eboard && ui.eboard->plies() > 0 && ui.eboard->score().illegal_moves().empty())
            score_from_board(s, ui);
    }
}

// ---- the claim form's chessboard ---------------------------------------------------------
// The board and the game score field say the same: a click on the board writes the board's moves
// (to its cursor) into the field, in the letters chosen; typing or pasting there is read back onto
// the board. JudgeClaim is built from the field as before.

rules::Notation claim_notation(const UiState& ui) {
    return choice_value(ui, 1) == "1" ? rules::Notation::French : rules::Notation::English;
}

void board_to_text(UiState& ui) {
    ui.panel.values[0] = ui.panel.board.movetext(claim_notation(ui));
    ui.panel.message = ui.panel.board.message();
}

// The field read onto a fresh board; what it cannot read is left for the claim's own check.
void text_to_board(const Session& s, UiState& ui) {
    const bool flipped = ui.panel.board.flipped();
    GameEntry board = claim_board(s);
    board.set_flipped(flipped);
    // A .pgn file: its last game, the one the claim is judged on.
    if (const auto text = game_score_of(ui.files, ui.panel.values[0]))
        (void)board.paste(*text, claim_notation(ui));
    board.clear_message();
    ui.panel.board = std::move(board);
}

// The claim form's score: the e-board's game, in the letters chosen, read onto the form's board.
void score_from_board(const Session& s, UiState& ui) {
    ui.panel.values[0] = movetext_of(ui.eboard->game(), claim_notation(ui));
    text_to_board(s, ui);
}

// The letters changed: the board's moves rewritten in them, or typed text read again with them.
void letters_changed(const Session& s, UiState& ui, rules::Notation before) {
    if (ui.panel.values[0] == ui.panel.board.movetext(before))
        board_to_text(ui);
    else
        text_to_board(s, ui);
}

bool is_claim_form(const UiState& ui) {
    return ui.panel.screen == PanelScreen::claim && ui.panel.values.size() >= 3;
}

void back_to_menu(UiState& ui) {
    ui.panel.screen = PanelScreen::menu;
    ui.panel.focus = 0;
    ui.panel.values.clear();
}

Routed submit_form(UiState& ui) {
    Routed routed;
    routed.from_panel = true;
    const Colour colour = chosen_colour(ui);
    switch (ui.panel.screen) {
    case PanelScreen::adjust_time: {
        auto time = clock::parse_duration(ui.panel.values[1]);
        if (!time) {
            ui.panel.message = ui.panel.values[1] + ": " + time.error().message;
            return routed;
        }
        routed.commands.push_back(SetTime{colour, *time});
        break;
    }
    case PanelScreen::adjust_moves: {
        auto moves = parse_integer(ui.panel.values[1], 0, 999, {.plus = true});
        if (!moves) {
            ui.panel.message = ui.panel.values[1] + ": expected a number of moves from 0 to 999";
            return routed;
        }
        routed.commands.push_back(SetMoves{colour, static_cast<int>(*moves)});
        break;
    }
    case PanelScreen::illegal_move:
        routed.commands.push_back(IllegalMove{colour});
        break;
    case PanelScreen::result:
        routed.commands.push_back(DeclareResult{static_cast<ResultKind>(std::stoi(choice_value(ui, 0)))});
        break;
    case PanelScreen::claim: {
        auto movetext = game_score_of(ui.files, ui.panel.values[0]);
        if (!movetext) {
            ui.panel.message = movetext.error().text();
            return routed;
        }
        // The session opens the verdict screen when the claim could be judged.
        routed.commands.push_back(JudgeClaim{*movetext, choice_value(ui, 1) == "1", ui.panel.values[2]});
        return routed;
    }
    case PanelScreen::claim_verdict:
        routed.commands.push_back(ApplyClaim{});
        break;
    default:
        break;
    }
    back_to_menu(ui);
    return routed;
}

Routed menu_key(const Session& s, UiState& ui, K key, TimePoint now) {
    Routed routed;
    routed.from_panel = true;
    const auto state = s.clock().state(now);
    switch (key) {
    case K::P:
        if (state.paused)
            routed.commands.push_back(ResumeClock{});
        else
            routed.commands.push_back(PauseClock{});
        break;
    case K::T:
        open_form(s, ui, PanelScreen::adjust_time, now);
        break;
    case K::M:
        open_form(s, ui, PanelScreen::adjust_moves, now);
        break;
    case K::I:
        open_form(s, ui, PanelScreen::illegal_move, now);
        break;
    case K::C:
        open_form(s, ui, PanelScreen::claim, now);
        break;
    case K::R:
        open_form(s, ui, PanelScreen::result, now);
        break;
    case K::F:
        routed.commands.push_back(FiveSecondIncrement{});
        break;
    case K::U:
        routed.commands.push_back(UndoLast{});
        break;
    case K::S:
        routed.commands.push_back(ToggleSound{});
        break;
    case K::L:
    case K::Escape:
        ui.lock.lock();
        back_to_menu(ui);
        ui.panel.message.clear();
        break;
    default:
        break;
    }
    return routed;
}

// "14:32:05" in the machine's local time.
std::string local_clock_text(std::int64_t wall_ms) {
    const auto local = io::local_time(wall_ms);
    if (!local)
        return "--:--:--";
    char text[16];
    std::strftime(text, sizeof text, "%H:%M:%S", &local->parts);
    return text;
}

// What the panel says after a typed PIN: the wrong ones reported at the right one, the wait.
std::string pin_message(const Session& s, const UiState& ui, PinAnswer answer, TimePoint now) {
    const i18n::Lang& lang = s.lang();
    switch (answer) {
    case PinAnswer::unlocked: {
        const auto& report = ui.lock.last_report();
        if (report.wrong == 0)
            return "";
        return lang.trn("{n} wrong PIN, the last at {time}", "{n} wrong PINs, the last at {time}",
                        static_cast<std::uint64_t>(report.wrong),
                        {{"time", local_clock_text(report.last_wall_ms)}});
    }
    case PinAnswer::wrong:
    case PinAnswer::waiting: {
        const std::int64_t wait_s = (ui.lock.pin_wait_ms(now) + 999) / 1000;
        std::string text = answer == PinAnswer::wrong ? lang.tr("wrong PIN") : lang.tr("too early");
        if (wait_s > 0)
            text = lang.tr("{what}: next attempt in {seconds} s", {{"what", text}, {"seconds", wait_s}});
        return text;
    }
    case PinAnswer::not_asked:
        break;
    }
    return "";
}

Routed form_key(const Session& s, UiState& ui, const InputEvent& e, TimePoint now) {
    const auto specs = form_fields(ui.panel.screen, strings(s.lang()));
    const int n = static_cast<int>(specs.size());
    int& focus = ui.panel.focus;
    if (is_claim_form(ui) && e.control && e.key == K::F) {
        ui.panel.board.flip();
        return {};
    }
    if (is_claim_form(ui) && focus != 1 && !e.control && board_key(ui.panel.board, e.key, false)) {
        board_to_text(ui);
        return {};
    }
    if (e.key == K::Escape) {
        if (ui.panel.screen == PanelScreen::pin)
            ui.lock.lock();
        back_to_menu(ui);
    } else if (e.key == K::Enter) {
        if (ui.panel.screen == PanelScreen::pin) {
            const int wrong_before = ui.lock.wrong_pins();
            const PinAnswer answer = ui.lock.enter_pin(ui.panel.values[0], now, e.wall_ms);
            back_to_menu(ui);
            Routed routed;
            ui.panel.message = pin_message(s, ui, answer, now);
            if (answer == PinAnswer::wrong)
                routed.pin_record = ui.lock.wrong_pins();
            else if (answer == PinAnswer::unlocked && wrong_before > 0)
                routed.pin_record = 0;
            return routed;
        }
        return submit_form(ui);
    } else if (n > 0 && (e.key == K::Tab || e.key == K::Down || e.key == K::Up)) {
        focus = (focus + (e.key == K::Up ? n - 1 : 1)) % n;
    } else if (n > 0 && focus < n && specs[static_cast<std::size_t>(focus)].is_choice() &&
               (e.key == K::Left || e.key == K::Right)) {
        const int options = static_cast<int>(specs[static_cast<std::size_t>(focus)].options.size());
        const int step = e.key == K::Left ? options - 1 : 1;
        std::string& value = ui.panel.values[static_cast<std::size_t>(focus)];
        const rules::Notation before = claim_notation(ui);
        value = std::to_string((std::stoi(value.empty() ? "0" : value) + step) % options);
        if (focus == 0)
            prefill(s, ui, now);
        if (is_claim_form(ui) && focus == 1)
            letters_changed(s, ui, before);
    } else if (n > 0 && e.key == K::Backspace && !specs[static_cast<std::size_t>(focus)].is_choice()) {
        pop_utf8(ui.panel.values[static_cast<std::size_t>(focus)]);
        if (is_claim_form(ui) && focus == 0)
            text_to_board(s, ui);
    }
    return {};
}

// The longest value of a form field: a game score may be long.
std::size_t field_limit(PanelScreen screen, std::size_t field) {
    return screen == PanelScreen::claim && field == 0 ? 20'000 : 40;
}

void form_text(const Session& s, UiState& ui, char32_t c) {
    const auto specs = form_fields(ui.panel.screen, strings(s.lang()));
    const auto focus = static_cast<std::size_t>(ui.panel.focus);
    if (focus >= specs.size() || specs[focus].is_choice() || !is_printable(c))
        return;
    if (ui.panel.values[focus].size() < field_limit(ui.panel.screen, focus))
        append_utf8(ui.panel.values[focus], c);
    if (is_claim_form(ui) && focus == 0)
        text_to_board(s, ui);
}

// Ctrl+V: the clipboard into the focused text field, line breaks as spaces.
void form_paste(const Session& s, UiState& ui, const std::string& text) {
    const auto specs = form_fields(ui.panel.screen, strings(s.lang()));
    const auto focus = static_cast<std::size_t>(ui.panel.focus);
    if (focus >= specs.size() || specs[focus].is_choice())
        return;
    std::string& value = ui.panel.values[focus];
    for (char c : text) {
        if (value.size() >= field_limit(ui.panel.screen, focus))
            break;
        value += c == '\n' || c == '\r' || c == '\t' ? ' ' : c;
    }
    if (is_claim_form(ui) && focus == 0)
        text_to_board(s, ui);
}

Routed panel_click(const Session& s, UiState& ui, const InputEvent& e, const Layout& l, TimePoint now) {
    static constexpr K menu_keys[] = {K::P, K::T, K::M, K::I, K::C, K::F, K::R, K::U, K::S, K::L};
    if (ui.panel.screen == PanelScreen::menu) {
        for (int i = 0; i < 10; ++i)
            if (l.panel_button(i).contains(e.x, e.y)) {
                Routed routed = menu_key(s, ui, menu_keys[i], now);
                ui.panel.swallow_text = false; // no letter follows a click
                return routed;
            }
        return {};
    }
    if (is_claim_form(ui) && l.board_area.w > 0) {
        const BoardGeometry g = BoardGeometry::fit(l.board_area, ui.panel.board.flipped());
        if (board_click(ui.panel.board, g, e.x, e.y) != BoardInput::outside) {
            board_to_text(ui);
            return {};
        }
    }
    const int n = static_cast<int>(form_fields(ui.panel.screen, strings(s.lang())).size());
    for (int i = 0; i < n; ++i)
        if (l.panel_field(i).contains(e.x, e.y)) {
            ui.panel.focus = i;
            return {};
        }
    if (l.panel_button(2 * n).contains(e.x, e.y))
        return form_key(s, ui, InputEvent::key_down(K::Enter), now);
    if (l.panel_button(2 * n + 1).contains(e.x, e.y))
        return form_key(s, ui, InputEvent::key_down(K::Escape), now);
    return {};
}

Routed panel_key(const Session& s, UiState& ui, const InputEvent& e, TimePoint now) {
    // The Shift keys stay the players' presses while the arbiter works.
    if (e.key == K::LShift || e.key == K::RShift)
        return {{PlayerPress{e.key == K::LShift ? Side::left : Side::right}}, false, false};
    if (e.key == K::Pause)
        return {{PauseClock{}}, true, false};
    if (ui.panel.screen == PanelScreen::menu)
        return menu_key(s, ui, e.key, now);
    return form_key(s, ui, e, now);
}

// ---- the game, locked -------------------------------------------------------------------------------

Routed player_key(KeyRole role) {
    switch (role) {
    case KeyRole::press_left:
        return {{PlayerPress{Side::left}}, false, false};
    case KeyRole::press_right:
        return {{PlayerPress{Side::right}}, false, false};
    case KeyRole::pause:
        return {{PauseClock{}}, false, false}; // Laws 6.11, 6.12.2: stopping is allowed, not resuming
    default:
        return {};
    }
}

} // namespace

Routed route_input(const Session& s, UiState& ui, const InputEvent& e, const Layout& l, TimePoint now) {
    const bool entering_pin = ui.lock.is_locked(now) && ui.lock.is_entering_pin(now);
    const bool unlocked = !ui.lock.is_locked(now);
    if (!unlocked && !entering_pin && ui.panel.screen != PanelScreen::menu)
        back_to_menu(ui); // the panel relocked by itself: forget the half-filled form

    if (e.kind == InputEvent::Kind::close) {
        Routed routed;
        routed.quit = unlocked || s.phase() != Phase::playing;
        return routed;
    }
    if (e.kind == InputEvent::Kind::key) {
        const KeyRole role = s.config().keys.role(e.key, e.control, e.alt);
        if (role == KeyRole::unlock) {
            if (unlocked || entering_pin) {
                ui.lock.lock();
                back_to_menu(ui);
            } else {
                ui.lock.chord(now);
                ui.panel.message.clear();
                if (ui.lock.needs_pin())
                    open_form(s, ui, PanelScreen::pin, now);
            }
            return {};
        }
        if (entering_pin)
            return form_key(s, ui, e, now);
        if (s.phase() == Phase::setup)
            return setup_key(s, ui, e);
        if (unlocked) {
            ui.lock.touch(now);
            return panel_key(s, ui, e, now);
        }
        return player_key(role);
    }
    if (e.kind == InputEvent::Kind::paste) {
        if (unlocked && s.phase() != Phase::setup && ui.panel.screen != PanelScreen::menu) {
            ui.lock.touch(now);
            form_paste(s, ui, e.pasted);
        }
        return {};
    }
    if (e.kind == InputEvent::Kind::text) {
        if (entering_pin) {
            form_text(s, ui, e.character);
        } else if (s.phase() == Phase::setup) {
            ui.panel.swallow_text = false;
            return setup_text_input(s, ui, e.character);
        } else if (unlocked && ui.panel.screen != PanelScreen::menu) {
            ui.lock.touch(now);
            if (!ui.panel.swallow_text)
                form_text(s, ui, e.character);
        }
        ui.panel.swallow_text = false;
        return {};
    }
    // A click or touch.
    if (s.phase() == Phase::setup)
        return setup_click(s, ui, e, l);
    if ((unlocked || entering_pin) && l.panel.contains(e.x, e.y)) {
        ui.lock.touch(now);
        return panel_click(s, ui, e, l, now);
    }
    for (Side half : {Side::left, Side::right})
        if (l.face(half).contains(e.x, e.y))
            return {{PlayerPress{half}}, false, false};
    return {};
}

void take_routed(Session& session, UiState& ui, const Routed& routed, TimePoint now,
                 const std::function<void(const Command&, const Applied&)>& on_applied) {
    if (routed.setup)
        session.configure(*routed.setup);
    for (const Command& command : routed.commands) {
        const Applied applied = session.apply(command, now);
        if (routed.from_panel)
            show_outcome(ui.panel, applied);
        ui.after_command(session, now);
        if (on_applied)
            on_applied(command, applied);
    }
}

void show_outcome(PanelState& panel, const Applied& applied) {
    panel.message = applied.message;
    if (applied.next) {
        panel.screen = applied.next->screen;
        panel.focus = 0;
        panel.values = applied.next->values;
    }
}

} // namespace pendule::app
