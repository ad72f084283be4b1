#include "app/clock/view/make_view.hpp"

#include "app/clock/model/control_words.hpp"
#include "app/clock/view/panel_forms.hpp"
#include "app/clock/view/preset_words.hpp"
#include "app/clock/view/resume_offer.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/model/piece_letters.hpp"
#include "app/common/model/ruling_text.hpp"
#include "app/common/model/variant.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/clock/duration_text.hpp"

#include <algorithm>
#include <cstdio>

namespace pendule::app {

namespace {

constexpr Millis hour = 3'600'000;
constexpr Millis flag_rise = 180'000; // the flag rises over the last three minutes

// The displayed value: rounded up to the shown unit.
Millis shown(Millis ms, Millis tenths_below) {
    if (ms <= 0)
        return 0;
    const Millis unit = ms < tenths_below ? 100 : 1000;
    return (ms + unit - 1) / unit * unit;
}

// A preset's name for people: the title of a file preset, the control in words for a typed
// TimeControl string (its title would only repeat the string). The presets' titles are written in
// English, so in French the control is described instead.
std::string preset_title(const io::Preset& p, i18n::Lang lang) {
    if (lang != i18n::Lang::en || p.source.find("string") != std::string::npos || p.title.empty())
        return describe_control(p.control, lang);
    return p.title;
}

const clock::Period& current_period(const clock::TimeControl& control, Colour colour, int period) {
    const auto& periods = control.of(colour);
    return periods[static_cast<std::size_t>(
        std::clamp<int>(period, 0, static_cast<int>(periods.size()) - 1))];
}

FaceTone tone_of(const Session& s, const clock::ClockState& state, Colour colour, bool low) {
    if (state.of(colour).has_flag())
        return FaceTone::flagged;
    if (s.phase() == Phase::finished)
        return FaceTone::finished;
    if (s.phase() == Phase::setup)
        return FaceTone::idle;
    if (state.paused && state.to_move == colour)
        return FaceTone::paused;
    if (state.running == colour)
        return low ? FaceTone::low_time : FaceTone::running;
    return FaceTone::idle;
}

FaceView make_face(const Session& s, const clock::ClockState& state, Side half) {
    const Strings& t = strings(s.lang());
    const Colour colour = s.colour_of(half);
    const clock::TimeControl& control = s.preset().control;
    const clock::PlayerClock& player = state.of(colour);
    const clock::PlayerFacts facts = clock::player_facts(control, state, colour);
    FaceView face;
    face.is_white = colour == Colour::White;
    face.colour = face.is_white ? t.white : t.black;
    face.name = face.is_white ? s.settings().white_name : s.settings().black_name;
    const Millis displayed = shown(player.main, s.config().tenths_below_ms);
    face.time_text = format_readout(player.main, s.config().tenths_below_ms);
    face.dial = make_dial(displayed, player.has_flag());
    face.moves_text = std::string(t.moves) + " " + std::to_string(player.moves);
    if (control.of(colour).size() > 1 || player.period_number() > 1)
        face.period_text = std::string(t.period) + " " + std::to_string(player.period_number());
    if (facts.moves_to_control) {
        const int n = *facts.moves_to_control;
        face.control_text = s.lang().trn("{n} move to the control", "{n} moves to the control",
                                         static_cast<std::uint64_t>(n));
    }
    const clock::Period& period = current_period(control, colour, player.period);
    const bool delay_mode = period.bonus == clock::Bonus::Delay || period.bonus == clock::Bonus::Bronstein;
    if (delay_mode && s.phase() == Phase::playing && state.to_move == colour && period.bonus_ms > 0) {
        // Laws 6.3.2: the delay counts down before the main time.
        const Millis delay_shown = (facts.delay_left + 999) / 1000;
        face.delay_text = std::string(t.delay) + " " + std::to_string(delay_shown);
        face.dial.delay_arc_permille =
            static_cast<int>(std::min<Millis>(1000, delay_shown * 1000 * 1000 / period.bonus_ms));
    }
    face.under_five = s.phase() != Phase::setup && facts.is_notation_exempt;
    if (player.has_flag())
        face.badge_text = state.first_flag == colour ? t.flag_first : t.flag_fallen;
    else if (face.under_five)
        face.badge_text = t.under_five; // Laws 8.4
    face.tone = tone_of(s, state, colour, facts.is_low_time);
    return face;
}

// The end of a long text (a pasted game score), as much as a field shows.
std::string tail(const std::string& text, std::size_t chars) {
    if (text.size() <= chars)
        return text;
    std::size_t from = text.size() - chars;
    while (from < text.size() && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80)
        ++from; // not inside a UTF-8 character
    return "…" + text.substr(from);
}

// The start of a long text, as much as a line shows.
std::string head(const std::string& text, std::size_t chars) {
    if (text.size() <= chars)
        return text;
    std::size_t to = chars;
    while (to > 0 && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80)
        --to; // not inside a UTF-8 character
    return text.substr(0, to) + "…";
}

// Splits a long explanation into lines of at most `width` characters, at spaces.
void wrap_into(std::vector<std::string>& lines, const std::string& text, std::size_t width) {
    std::string line;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string word = text.substr(start, end - start);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            lines.push_back(line);
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = end + 1;
    }
    if (!line.empty())
        lines.push_back(line);
}

// Laws 9.5: the judged claim, for the arbiter to apply.
std::vector<std::string> verdict_lines(const Session& s, const Strings& t, std::size_t width) {
    std::vector<std::string> lines;
    const auto& pending = s.pending_claim();
    if (!pending)
        return lines;
    const arbiter::ClaimFinding& f = pending->ruling.finding;
    const std::string who = pending->claimant == Colour::White ? t.white : t.black;
    lines.push_back(s.lang().tr(
        "{player}: {verdict}",
        {{"player", who}, {"verdict", f.valid ? "✓ " + f.article.value_or("9.2") : std::string("✗ 9.5")}}));
    // The arbiter core's explanation and penalty, as data worded in the window's language.
    wrap_into(lines, text_in(s.lang(), f.words), width);
    if (const auto& penalty = pending->ruling.penalty)
        lines.push_back(
            s.lang().tr("{where}: {message}",
                        {{"where", penalty->article}, {"message", text_in(s.lang(), penalty->rule_words)}}));
    lines.push_back(t.verdict_hint);
    return lines;
}

// With a claim's repeated positions beside them, the panel's words take its left part
// (Layout::make_room_for_repetition: 58% of the panel for one or two boards, 44% for more).
std::size_t text_width(const RepetitionView& repetition, std::size_t full) {
    if (repetition.empty())
        return full;
    return repetition.boards.size() <= 2 ? full * 78 / 100 : full * 55 / 100;
}

// The e-board on the main screen: its last move in the reader's letters, or its link.
std::string board_text(const io::EBoardGame& board, const i18n::Lang& lang) {
    switch (board.link()) {
    case io::BoardLinkState::lost:
        return lang.tr("Board unplugged: the clock goes on");
    case io::BoardLinkState::searching:
        return lang.tr("Board: waiting for it");
    case io::BoardLinkState::linked:
        break;
    }
    if (board.plies() == 0)
        return lang.tr("Board linked: no move yet");
    return i18n::format(lang.tr("Board: {move}"),
                        {{"move", last_move_text(board.score(), san_notation(lang))}});
}

// What the e-board tells the arbiter alone (6.12.2): a draw that can be claimed, a position that
// is none of the game's.
std::vector<std::string> board_notices(const io::EBoardGame& board, const i18n::Lang& lang) {
    std::vector<std::string> lines;
    if (board.unreadable())
        lines.push_back(
            i18n::format(lang.tr("Board: it shows no position of the game ({board}): have it set back (7.4)"),
                         {{"board", board.unreadable_board()}}));
    if (const auto& illegal = board.illegal()) {
        // Stood once the opponent moved (A.5.2, rapid and blitz not supervised); the arbiter rules it.
        const bool stood = board.plies() > illegal->ply + 1;
        lines.push_back(i18n::format(stood ? lang.tr("Board: the illegal move {move} stood; the game goes on "
                                                     "from the position it gave (7.5, A.5.2)")
                                           : lang.tr("Board: illegal move {move} (7.5): yours to rule"),
                                     {{"move", illegal_move_text(board.score(), *illegal)}}));
    }
    if (auto article = claimable_draw(board.game()))
        lines.push_back(i18n::format(lang.tr("Board: the player to move can claim a draw ({article})"),
                                     {{"article", *article}}));
    return lines;
}

PanelView make_panel(const Session& s, const UiState& ui, const clock::ClockState& state, TimePoint now) {
    const Strings& t = strings(s.lang());
    PanelView panel;
    panel.open = !ui.lock.is_locked(now) || ui.lock.is_entering_pin(now);
    if (!panel.open)
        return panel;
    const PanelScreen screen = ui.lock.is_locked(now) ? PanelScreen::pin : ui.panel.screen;
    panel.heading = form_heading(screen, t);
    panel.message = ui.panel.message;
    if (screen == PanelScreen::menu) {
        const bool playing = s.phase() == Phase::playing;
        const std::string sound =
            t.sound + "  (" +
            (s.config().sound ? s.lang().trc("sound", "on") : s.lang().trc("sound", "off")) + ")";
        panel.buttons = {{"P", t.pause_resume, playing},
                         {"T", t.adjust_time, s.phase() != Phase::setup},
                         {"M", t.adjust_moves, s.phase() != Phase::setup},
                         {"I", t.illegal_move, playing},
                         {"C", t.claim, playing},
                         {"F", t.five_seconds, playing},
                         {"R", t.result, s.phase() != Phase::setup},
                         {"U", t.undo, s.can_undo()},
                         {"S", sound, true},
                         {"L", t.lock_now, true}};
        if (ui.eboard)
            panel.lines = board_notices(*ui.eboard, s.lang());
        (void)state;
    } else {
        const std::vector<FieldSpec> specs = form_fields(screen, t);
        for (std::size_t i = 0; i < specs.size(); ++i) {
            FieldView field;
            field.label = specs[i].label;
            field.is_choice = specs[i].is_choice();
            field.focused = static_cast<int>(i) == ui.panel.focus;
            const std::string value = i < ui.panel.values.size() ? ui.panel.values[i] : "";
            if (field.is_choice) {
                const std::size_t index = value.empty() ? 0 : static_cast<std::size_t>(std::stoi(value));
                field.value = specs[i].options[std::min(index, specs[i].options.size() - 1)];
            } else {
                field.value = specs[i].masked ? std::string(value.size(), '*') : tail(value, 70);
            }
            panel.fields.push_back(field);
        }
        // The keys as a French keyboard names them too (Entrée, Échap), as the hints below do.
        panel.buttons = {{s.lang().trc("key", "Enter"), t.ok, true},
                         {s.lang().trc("key", "Esc"), t.cancel, true}};
        panel.lines = {t.form_hint};
        if (screen == PanelScreen::claim) {
            panel.lines.insert(panel.lines.begin(), t.claim_hint);
            // The game can be entered on the board too.
            panel.lines.insert(
                panel.lines.begin() + 1,
                s.lang().tr("Or click a piece, then its square; Left/Right: step, Ctrl+F: flip"));
            panel.board = board_view(ui.panel.board);
        }
        if (screen == PanelScreen::claim_verdict) {
            // A 9.3 ruling is about the quiet moves, not a repetition: no boards then.
            const auto& pending = s.pending_claim();
            const bool fifty = pending && pending->ruling.finding.article &&
                               pending->ruling.finding.article->rfind("9.3", 0) == 0;
            if (pending && !fifty)
                panel.repetition = repetition_view(pending->ruling.finding.repetition, s.lang());
            panel.lines = verdict_lines(s, t, text_width(panel.repetition, 110));
        }
    }
    const auto& log = s.log();
    for (std::size_t i = log.size() > 4 ? log.size() - 4 : 0; i < log.size(); ++i)
        panel.log.push_back(head((log[i].article.empty() ? "" : log[i].article + "  ") +
                                     (log[i].shown.empty() ? log[i].reason : log[i].shown),
                                 text_width(panel.repetition, 120)));
    return panel;
}

// A player as the desk names them: "GM Aronsen, Anders (2610)".
std::string seat_text(const io::SeatSetup& seat) {
    std::string text = seat.title.empty() ? seat.name : seat.title + " " + seat.name;
    if (seat.rating > 0)
        text += " (" + std::to_string(seat.rating) + ")";
    return text;
}

// The desk's set-up on the setup screen: what it offers and the key that takes it, or
// that it was taken, or why it was refused.
std::vector<std::string> desk_lines(const DeskSetup& desk, const i18n::Lang& lang) {
    std::vector<std::string> lines;
    if (desk.offered) {
        const io::BoardSetup& d = *desk.offered;
        const bool taken = desk.taken && !desk.changed_since_taken();
        lines.push_back(lang.tr(taken ? i18n::N_("Set up from the desk: round {round}, board {board}")
                                      : i18n::N_("From the desk: round {round}, board {board}"),
                                {{"round", d.round}, {"board", static_cast<std::int64_t>(d.board)}}));
        lines.push_back(seat_text(d.white) + "  –  " + seat_text(d.black));
        if (!taken)
            lines.push_back(
                lang.tr(i18n::N_("Enter takes the desk's set-up (players, board, control, Laws {edition})"),
                        {{"edition", d.edition}}));
    }
    if (!desk.problem.empty())
        lines.push_back(lang.tr(i18n::N_("The desk's set-up was refused: {why}"), {{"why", desk.problem}}));
    return lines;
}

PregameView make_pregame(const Session& s, const UiState& ui) {
    const Strings& t = strings(s.lang());
    PregameView pre;
    pre.heading = t.new_game;
    pre.error = ui.setup.error;
    const std::vector<std::pair<std::string, std::string>> fields = {
        {t.preset, preset_title(s.preset(), s.lang())},
        {t.white_name, s.settings().white_name},
        {t.black_name, s.settings().black_name},
        {t.board, s.settings().board},
        {t.white_sits, s.settings().white_side == Side::left ? t.left : t.right},
        {t.preset_file, ui.setup.preset_text}};
    for (std::size_t i = 0; i < fields.size(); ++i)
        pre.fields.push_back(
            {fields[i].first, fields[i].second, static_cast<int>(i) == ui.setup.focus, i == 0 || i == 4});
    // The arbiter's PIN for this event, typed twice and never shown; with one in the
    // config, a row says so.
    if (ui.lock.needs_pin()) {
        pre.fields.push_back({t.arbiter_pin, t.pin_is_set, ui.setup.focus == 6, false});
    } else {
        const bool typed = !ui.setup.pin.empty();
        pre.fields.push_back({t.arbiter_pin, typed ? std::string(ui.setup.pin.size(), '*') : t.pin_none,
                              ui.setup.focus == 6, false});
        pre.fields.push_back(
            {t.repeat_pin, std::string(ui.setup.pin_repeat.size(), '*'), ui.setup.focus == 7, false});
    }
    // The Chess960 start, typed here (or from --chess960, the config, the desk's set-up).
    const int chess960_row = setup_chess960_row(ui);
    const bool chess960_focused = ui.setup.focus == chess960_row;
    std::string chess960_value = ui.setup.chess960_text;
    if (chess960_value.empty() && s.chess960()) {
        chess960_value = chess960_focused
                             ? s.lang().tr(i18n::N_("{number}   (Backspace: standard chess)"),
                                           {{"number", static_cast<std::int64_t>(*s.chess960())}})
                             : std::to_string(*s.chess960());
    } else if (chess960_value.empty()) {
        chess960_value = t.standard_chess;
    }
    pre.fields.push_back({t.chess960_start, chess960_value, chess960_focused, false});
    // Laws 6.10.2: the settings in words, and the cadence (A.1, B.1).
    const clock::TimeControl& control = s.preset().control;
    pre.summary.push_back(describe_control(control, s.lang()));
    const clock::GameSpeed speed = clock::classify(control);
    const std::string& cadence = speed == clock::GameSpeed::Blitz   ? t.blitz
                                 : speed == clock::GameSpeed::Rapid ? t.rapid
                                                                    : t.standard;
    pre.summary.push_back(std::string(cadence) + "  ·  " + t.laws + " " +
                          std::string(arbiter::edition_name(s.config().edition)) + "  ·  " + s.preset().name);
    // A Chess960 game says so, with its start position's number.
    pre.variant = chess960_words(s.chess960(), s.lang());
    if (!pre.variant.empty())
        pre.summary.push_back(pre.variant);
    for (const std::string& warning : s.preset().warnings)
        pre.summary.push_back(preset_warning_text(warning, s.lang()));
    pre.desk = desk_lines(ui.desk, s.lang());
    return pre;
}

} // namespace

std::string format_readout(Millis ms, Millis tenths_below) {
    const Millis value = shown(ms, tenths_below);
    if (ms > 0 && ms < tenths_below) {
        const Millis tenths = value / 100;
        return std::to_string(tenths / 600) + ":" + clock::two_digits(tenths / 10 % 60) + "." +
               std::to_string(tenths % 10);
    }
    const Millis seconds = value / 1000;
    return std::to_string(seconds / 3600) + ":" + clock::two_digits(seconds / 60 % 60) + ":" +
           clock::two_digits(seconds % 60);
}

DialView make_dial(Millis shown_ms, bool flag_fallen) {
    DialView dial;
    const Millis t = std::max<Millis>(shown_ms, 0);
    // The minute hand reaches 12 o'clock when the time is gone: it shows 60 minutes minus the
    // remaining time within the hour; the hour hand does the same over 12 hours.
    const Millis within_hour = t % hour;
    dial.minute_hand_mdeg = static_cast<int>((hour - within_hour) % hour * 360'000 / hour);
    const Millis within_12h = t % (12 * hour);
    dial.hour_hand_mdeg = static_cast<int>((12 * hour - within_12h) % (12 * hour) * 360'000 / (12 * hour));
    dial.flag_fallen = flag_fallen;
    if (!flag_fallen && t < flag_rise)
        dial.flag_lift_permille = static_cast<int>((flag_rise - t) * 1000 / flag_rise);
    return dial;
}

TimePoint next_view_change(const Session& s, const UiState& ui, TimePoint now) {
    TimePoint next = never_changes;
    const auto within = [&](Millis ms) { next = std::min(next, now + std::max<Millis>(ms, 1)); };
    // A count of `unit`s shown rounded up changes when the time left falls to the unit below.
    const auto next_unit = [](Millis left, Millis unit) { return left - (left - 1) / unit * unit; };
    const clock::ClockState state = s.clock().state(now);
    if (s.phase() == Phase::playing && state.running) {
        const Colour colour = *state.running;
        const clock::PlayerClock& player = state.of(colour);
        const clock::TimeControl& control = s.preset().control;
        if (auto facts = clock::until_facts_change(control, state, colour))
            within(*facts);
        const Millis delay = player.delay_left;
        if (delay > 0)
            within(next_unit(delay, 1000)); // the delay's seconds on the face
        const Millis tenths_below = s.config().tenths_below_ms;
        if (player.main > 0) {
            within(delay + next_unit(player.main, player.main < tenths_below ? 100 : 1000));
            if (player.main >= tenths_below)
                within(delay + player.main - tenths_below + 1); // the readout turns to tenths
        }
        // In an hourglass period the other clock gains what this one loses: its readout (rounded up,
        // so it changes 1 ms past a unit) and its facts, crossed upwards.
        if (current_period(control, colour, player.period).kind == clock::PeriodKind::Hourglass) {
            const Millis gaining = state.of(other(colour)).main;
            within(shown(gaining, tenths_below) + 1 - gaining);
            for (const Millis threshold : {tenths_below, clock::low_time_threshold(control, other(colour)),
                                           clock::notation_exempt_below})
                if (gaining < threshold)
                    within(threshold - gaining);
        }
    }
    if (auto closes = ui.lock.closes_at(); closes && *closes > now)
        within(next_unit(*closes - now, 1000)); // the panel's countdown, then its lock
    return next;
}

ScreenView make_view(const Session& s, const UiState& ui, TimePoint now) {
    const Strings& t = strings(s.lang());
    const clock::ClockState state = s.clock().state(now);
    ScreenView view;
    view.screen = s.phase() == Phase::setup ? ScreenKind::pregame : ScreenKind::game;
    view.title = preset_title(s.preset(), s.lang());
    if (!s.settings().board.empty())
        view.title = std::string(t.board) + " " + s.settings().board + "  ·  " + view.title;
    if (s.chess960())
        view.title += "  ·  " + chess960_short_words(*s.chess960(), s.lang());
    view.left = make_face(s, state, Side::left);
    view.right = make_face(s, state, Side::right);

    if (ui.battery_percent)
        view.battery_text = std::string(t.battery) + " " + std::to_string(*ui.battery_percent) + "%";
    view.locked = ui.lock.is_locked(now);
    // Without a PIN the chord alone opens the panel; the header says so plainly.
    view.unprotected = !ui.lock.needs_pin();
    if (view.locked) {
        view.lock_text = view.unprotected ? t.unprotected : t.locked;
    } else {
        const Millis left = (ui.lock.remaining_ms(now) + 999) / 1000;
        view.lock_text = i18n::format(t.unlocked, {{"seconds", left}});
    }

    if (s.phase() == Phase::setup) {
        view.status = ui.setup.focus < 0 ? t.press_space : t.setup_hint;
        view.pregame = make_pregame(s, ui);
    } else if (s.phase() == Phase::finished && s.result()) {
        const GameResult& result = *s.result();
        view.status = i18n::format(
            t.game_over,
            {{"result", result.score + "  " + (result.shown.empty() ? result.reason : result.shown)}});
    } else if (state.first_flag) {
        view.status =
            std::string(t.flag_fallen) + ": " + (*state.first_flag == Colour::White ? t.white : t.black);
    } else if (state.paused) {
        view.status = t.paused;
        if (ui.gap_notice)
            view.notice = gap_notice_text(*ui.gap_notice, s.lang()); // Laws 6.10, 6.11
    } else if (state.to_move) {
        view.status =
            i18n::format(t.to_move, {{"player", *state.to_move == Colour::White ? t.white : t.black}});
    }
    // A correction of the desk after the start is shown, never applied by itself.
    if (s.phase() != Phase::setup && view.notice.empty() && ui.desk.changed_since_taken())
        view.notice = s.lang().tr(i18n::N_("The desk changed this board's set-up: ask the arbiter"));
    // A ruling waits for the can-checkmate analysis (mate_worker.hpp): the progress mark is on the
    // status line, locked or not, after what the clock says.
    if (const std::string mark = s.analysing_mark(); !mark.empty()) {
        view.status = view.status.empty() ? mark : view.status + "  ·  " + mark;
    }
    if (ui.eboard)
        view.board_text = board_text(*ui.eboard, s.lang());
    view.panel = make_panel(s, ui, state, now);
    return view;
}

} // namespace pendule::app
