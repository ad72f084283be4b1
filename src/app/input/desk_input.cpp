#include "app/input/desk_input.hpp"

#include "app/input/board_input.hpp"
#include "app/input/text_edit.hpp"
#include "core/clock/duration_text.hpp"
#include "core/parse.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/san.hpp"
#include "io/game_score.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

namespace {

std::optional<std::string> result_of_character(char32_t c) {
    switch (c) {
    case U'1':
        return "1-0";
    case U'0':
        return "0-1";
    case U'=':
    case U'5':
    case U'½':
        return "1/2-1/2";
    case U'+':
        return "+-";
    case U'-':
        return "-+";
    default:
        return std::nullopt;
    }
}

constexpr int question_count = static_cast<int>(std::size(io::board_questions));
constexpr int action_count = static_cast<int>(std::size(io::illegal_actions));
constexpr int result_count = static_cast<int>(std::size(board_results));

std::string_view question_of(const RulingForm& form) {
    return io::board_questions[static_cast<std::size_t>(std::clamp(form.question, 0, question_count - 1))];
}

FormField focused(const RulingForm& form) {
    const std::vector<FormField> fields = form_fields(question_of(form), form.editor);
    return fields[static_cast<std::size_t>(std::clamp(form.focus, 0, static_cast<int>(fields.size()) - 1))];
}

// The text a typed field holds (nothing for a choice).
std::string* text_of(RulingForm& form, FormField field) {
    switch (field) {
    case FormField::white_time:
        return &form.white_time;
    case FormField::black_time:
        return &form.black_time;
    case FormField::counter:
        return &form.counter;
    case FormField::score:
        return &form.score;
    case FormField::intended:
        return &form.intended;
    case FormField::set_white:
        return &form.set_white;
    case FormField::set_black:
        return &form.set_black;
    case FormField::set_counter:
        return &form.set_counter;
    case FormField::reason:
        return &form.reason;
    default:
        return nullptr;
    }
}

int cycled(int value, int count, int step) {
    return ((value + step) % count + count) % count;
}

// Left, Right or Space on a choice.
void change_choice(RulingForm& form, FormField field, int step) {
    switch (field) {
    case FormField::question: {
        // The focus stays on the question whatever fields the new one asks for.
        form.question = cycled(form.question, question_count, step);
        form.focus = 0;
        break;
    }
    case FormField::action:
        form.action = cycled(form.action, action_count, step);
        break;
    case FormField::player:
        form.player = 1 - form.player;
        break;
    case FormField::pressed:
        form.pressed = !form.pressed;
        break;
    case FormField::source:
        form.editor = !form.editor;
        break;
    case FormField::letters:
        form.french = !form.french;
        break;
    case FormField::result:
        form.result = cycled(form.result, result_count, step);
        break;
    default:
        break;
    }
}

Result<clock::Millis> time_typed(const std::string& text, const char* label, const Lang& lang) {
    auto parsed = clock::parse_duration(text);
    if (!parsed || text.find(':') == std::string::npos)
        return fail(lang.tr("{field}: expected h:mm:ss or m:ss as read on the clock, got '{text}'",
                            {{"field", lang.tr(label)}, {"text", text}}));
    return *parsed;
}

Result<int> counter_typed(const std::string& text, const char* label, const Lang& lang) {
    if (text.empty())
        return -1;
    const auto n = parse_integer(text, 0, 999, {.minus = false});
    if (!n)
        return fail(lang.tr("{field}: expected a move counter from 0 to 999, got '{text}'",
                            {{"field", lang.tr(label)}, {"text", text}}));
    return static_cast<int>(*n);
}

const DeskRouted none{};

rules::Notation letters_of(const RulingForm& form) {
    return form.french ? rules::Notation::French : rules::Notation::English;
}

// The ruling shown is a claim's with positions to compare (F2 opens them).
bool has_repetition(const DeskScreen& screen) {
    return screen.shown && screen.shown->ruling.repetition &&
           !screen.shown->ruling.repetition->occurrences.empty();
}

// The board's page opened: a fresh form, chessboard and editor (nothing typed for another board).
void open_board(DeskScreen& screen) {
    screen.repetition_open = false;
    screen.page = DeskPage::board;
    screen.form = RulingForm{};
    screen.entry = GameEntry();
    screen.editor = PositionEditor();
    screen.shown.reset();
    screen.message.clear();
}

DeskRouted route_list(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l) {
    const int boards = static_cast<int>(desk.round().boards.size());
    DeskRouted routed;
    switch (e.kind) {
    case InputEvent::Kind::close:
        routed.quit = true;
        break;
    case InputEvent::Kind::key:
        if (e.key == Key::Escape)
            routed.quit = true;
        else if (e.key == Key::Down && boards > 0)
            screen.selected = (screen.selected + 1) % boards;
        else if (e.key == Key::Up && boards > 0)
            screen.selected = (screen.selected + boards - 1) % boards;
        else if (e.key == Key::Home)
            screen.selected = 0;
        else if (e.key == Key::End && boards > 0)
            screen.selected = boards - 1;
        else if (e.key == Key::Enter && boards > 0)
            open_board(screen);
        break;
    case InputEvent::Kind::text:
        if (auto result = result_of_character(e.character); result && boards > 0) {
            const int selected = std::clamp(screen.selected, 0, boards - 1);
            routed.command =
                RecordResult{desk.round().boards[static_cast<std::size_t>(selected)].board, *result, ""};
        } else if (e.character == U'a' || e.character == U'A') {
            screen.page = DeskPage::add_board;
            screen.add_white.clear();
            screen.add_black.clear();
            screen.add_focus = 0;
            screen.message.clear();
        }
        break;
    case InputEvent::Kind::click:
        if (l.row_h > 0 && e.y >= l.rows_top) {
            const int row = first_visible_row(l, screen.selected) + (e.y - l.rows_top) / l.row_h;
            if (row >= 0 && row < boards && (e.y - l.rows_top) / l.row_h < l.visible_rows) {
                // A click chooses a board; a second click on it (a double click) opens it.
                if (row == screen.selected)
                    open_board(screen);
                screen.selected = row;
            }
        }
        break;
    case InputEvent::Kind::paste:
        break;
    }
    return routed;
}

DeskRouted route_add_board(DeskScreen& screen, const InputEvent& e, const Lang& lang) {
    DeskRouted routed;
    std::string& field = screen.add_focus == 0 ? screen.add_white : screen.add_black;
    if (e.kind == InputEvent::Kind::close) {
        routed.quit = true;
    } else if (e.kind == InputEvent::Kind::key) {
        if (e.key == Key::Escape)
            screen.page = DeskPage::list;
        else if (e.key == Key::Tab || e.key == Key::Down || e.key == Key::Up)
            screen.add_focus = 1 - screen.add_focus;
        else if (e.key == Key::Backspace)
            pop_utf8(field);
        else if (e.key == Key::Enter) {
            if (screen.add_focus == 0 && screen.add_black.empty()) {
                screen.add_focus = 1; // Enter after White's name goes on to Black's
            } else if (screen.add_white.empty() || screen.add_black.empty()) {
                screen.message = lang.tr("A board needs both players' names");
                screen.message_is_error = true;
            } else {
                routed.command = AddBoard{screen.add_white, screen.add_black};
            }
        }
    } else if (e.kind == InputEvent::Kind::text && is_printable(e.character)) {
        append_utf8(field, e.character);
    } else if (e.kind == InputEvent::Kind::paste) {
        for (const char c : e.pasted)
            if (c != '\n' && c != '\r')
                field.push_back(c);
    }
    return routed;
}

// The score typed (or pasted): the chessboard follows it, its moves up to an unreadable one.
void score_typed(DeskScreen& screen, const Lang& lang) {
    screen.entry = GameEntry(lang);
    if (screen.form.score.empty())
        return;
    // A PGN file's path: its last game on the board (io/game_score.hpp), read when the path is whole.
    if (io::names_pgn_file(screen.form.score)) {
        if (const auto text = io::game_score_text(screen.form.score))
            (void)screen.entry.paste(*text, letters_of(screen.form));
        return;
    }
    (void)screen.entry.paste(screen.form.score, letters_of(screen.form));
}

// The piece letters changed: a score that reads whole in the letters it had (entered by clicks, or
// typed in them) is written again in the new ones; one that did not read is read again in them.
void letters_changed(DeskScreen& screen, const Lang& lang) {
    if (screen.form.score.empty())
        return;
    const rules::Notation before = screen.form.french ? rules::Notation::English : rules::Notation::French;
    GameEntry probe(lang);
    if (probe.paste(screen.form.score, before)) {
        // After the paste the cursor is at the end: the whole score, then the ply shown before.
        screen.form.score = probe.movetext(letters_of(screen.form));
        probe.go_to(screen.entry.cursor());
        probe.set_flipped(screen.entry.flipped());
        probe.clear_message();
        screen.entry = std::move(probe);
    } else {
        score_typed(screen, lang);
    }
}

// A click on the board page's right side: a move on the chessboard (the score written from it), or
// a piece placed in the position editor.
void board_page_click(DeskScreen& screen, int x, int y, const DeskLayout& l, const Lang& lang) {
    const Rect area = desk_board_area(l);
    const DeskSide side = board_page_side(screen);
    if (side == DeskSide::chessboard) {
        screen.entry.set_lang(lang);
        const BoardInput done =
            board_click(screen.entry, BoardGeometry::fit(area, screen.entry.flipped()), x, y);
        if (done == BoardInput::moved)
            screen.form.score = screen.entry.movetext(letters_of(screen.form));
        if (done != BoardInput::outside) {
            // The focus goes to the score, so that the board stays in view.
            const std::vector<FormField> fields = form_fields(question_of(screen.form), screen.form.editor);
            const auto at = std::find(fields.begin(), fields.end(), FormField::score);
            if (at != fields.end())
                screen.form.focus = static_cast<int>(at - fields.begin());
        }
    } else if (side == DeskSide::editor) {
        (void)editor_click(screen.editor, EditorGeometry::fit(area, screen.editor.flipped()), x, y);
    }
}

DeskRouted route_board(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l,
                       const Lang& lang) {
    DeskRouted routed;
    const int boards = static_cast<int>(desk.round().boards.size());
    if (boards == 0) {
        screen.page = DeskPage::list;
        return routed;
    }
    const int board =
        desk.round().boards[static_cast<std::size_t>(std::clamp(screen.selected, 0, boards - 1))].board;
    RulingForm& form = screen.form;
    const int field_count = static_cast<int>(form_fields(question_of(form), form.editor).size());
    const FormField field = focused(form);
    if (screen.repetition_open) {
        // The repeated positions' page: F2, Escape or Enter go back to the ruling.
        if (e.kind == InputEvent::Kind::close) {
            routed.quit = true;
        } else if (e.kind == InputEvent::Kind::key &&
                   (e.key == Key::F2 || e.key == Key::Escape || e.key == Key::Enter)) {
            screen.repetition_open = false;
            screen.ruling_in_front = true;
        }
        return routed;
    }
    if (e.kind == InputEvent::Kind::key && e.key == Key::F2 && has_repetition(screen)) {
        screen.repetition_open = true;
        return routed;
    }
    if (screen.ruling_in_front) {
        // The ruling just given steps back for the next key; a click only brings the board back.
        screen.ruling_in_front = false;
        if (e.kind == InputEvent::Kind::click)
            return routed;
    }
    switch (e.kind) {
    case InputEvent::Kind::close:
        routed.quit = true;
        break;
    case InputEvent::Kind::key:
        if (e.key == Key::Escape) {
            screen.page = DeskPage::list;
            screen.shown.reset();
            screen.repetition_open = false;
            screen.message.clear();
        } else if (e.key == Key::Tab || e.key == Key::Down) {
            form.focus = (std::clamp(form.focus, 0, field_count - 1) + 1) % field_count;
        } else if (e.key == Key::Up) {
            form.focus = (std::clamp(form.focus, 0, field_count - 1) + field_count - 1) % field_count;
        } else if ((e.key == Key::Left || e.key == Key::Right) && is_choice(field)) {
            change_choice(form, field, e.key == Key::Right ? 1 : -1);
            if (field == FormField::letters)
                letters_changed(screen, lang);
        } else if (field == FormField::score && board_key(screen.entry, e.key, false)) {
            // Left / Right, Home / End: the chessboard steps through the score.
        } else if (e.key == Key::Backspace) {
            if (std::string* text = text_of(form, field))
                pop_utf8(*text);
            if (field == FormField::score)
                score_typed(screen, lang);
        } else if (e.key == Key::Enter) {
            if (field == FormField::result) {
                routed.command = RecordResult{board,
                                              std::string(board_results[static_cast<std::size_t>(
                                                  std::clamp(form.result, 0, result_count - 1))]),
                                              ""};
            } else if (auto question = form_question(form, screen.entry, screen.editor, board, lang)) {
                routed.command = GiveRuling{std::move(question.value())};
            } else {
                screen.message = question.error().text();
                screen.message_is_error = true;
            }
        }
        break;
    case InputEvent::Kind::text:
        if (!is_printable(e.character))
            break;
        if (std::string* text = text_of(form, field)) {
            append_utf8(*text, e.character);
            if (field == FormField::score)
                score_typed(screen, lang);
        } else if (field == FormField::result) {
            if (auto result = result_of_character(e.character))
                for (int i = 0; i < result_count; ++i)
                    if (board_results[static_cast<std::size_t>(i)] == *result)
                        form.result = i;
        } else if (e.character == U' ') {
            change_choice(form, field, 1);
            if (field == FormField::letters)
                letters_changed(screen, lang);
        }
        break;
    case InputEvent::Kind::paste:
        if (std::string* text = text_of(form, field))
            for (const char c : e.pasted)
                text->push_back(c == '\n' || c == '\r' ? ' ' : c);
        if (field == FormField::score)
            score_typed(screen, lang);
        break;
    case InputEvent::Kind::click:
        board_page_click(screen, e.x, e.y, l, lang);
        break;
    }
    return routed;
}

} // namespace

Result<io::BoardQuestion> form_question(const RulingForm& form, const GameEntry& entry,
                                        const PositionEditor& editor, int board, const Lang& lang) {
    io::BoardQuestion q;
    q.board = board;
    q.question = std::string(question_of(form));
    q.player = form.player == 0 ? "white" : "black";
    q.action = std::string(
        io::illegal_actions[static_cast<std::size_t>(std::clamp(form.action, 0, action_count - 1))]);
    q.pressed = form.pressed;
    const std::vector<FormField> fields = form_fields(q.question, form.editor);
    const auto asks = [&](FormField f) { return std::find(fields.begin(), fields.end(), f) != fields.end(); };
    auto white = time_typed(form.white_time, N_("White's time"), lang);
    if (!white)
        return white.error();
    auto black = time_typed(form.black_time, N_("Black's time"), lang);
    if (!black)
        return black.error();
    auto counter = counter_typed(form.counter, N_("Move counter"), lang);
    if (!counter)
        return counter.error();
    q.reading = {*white, *black, *counter};
    // The score: as typed, or the moves up to the one the chessboard shows when the arbiter
    // stepped back on it.
    if (asks(FormField::score)) {
        q.score = entry.cursor() < entry.game().ply_count() ? entry.movetext(letters_of(form)) : form.score;
        // A PGN file: the ruling is on its last game, the one on the board.
        if (io::names_pgn_file(q.score)) {
            auto text = io::game_score_text(q.score);
            if (!text)
                return fail(lang.tr("game score: {error}", {{"error", text.error().text()}}));
            q.score = std::move(text.value());
        }
    }
    q.french = form.french;
    // The score and the written move read here too, so that their problems are said in the
    // window's words (the ruling reads them again, the same way).
    if (q.question == "claim" && q.score.empty())
        return fail(lang.tr("A claim needs the game score: enter it on the board, or type it"));
    if (!q.score.empty()) {
        auto pgn = rules::read_pgn_game(q.score);
        if (!pgn)
            return fail(lang.tr("game score: {error}", {{"error", pgn.error().text()}}));
        auto game = rules::Game::from_pgn(*pgn, letters_of(form), false);
        if (!game)
            return fail(lang.tr("game score: {error}", {{"error", game.error().text()}}));
        if (asks(FormField::intended) && !form.intended.empty()) {
            auto move = rules::parse_san(game->position(), form.intended, letters_of(form));
            if (!move)
                return fail(lang.tr("intended move {move}: {error}",
                                    {{"move", form.intended}, {"error", move.error().text()}}));
        }
    }
    if (asks(FormField::source) && form.editor) {
        // Laws 6.9 / 5.1.2 on the position set up: the editor says why it is not a legal one.
        auto position = editor.position();
        if (!position)
            return fail(lang.tr("The position set up: {error}", {{"error", position.error().text()}}));
        q.fen = position->fen();
    }
    if (asks(FormField::intended))
        q.intended = form.intended;
    if (asks(FormField::set_white)) {
        // Laws 6.10.2: a time left empty stays as read.
        arbiter::ClockSetting set{*white, *black, -1};
        if (!form.set_white.empty()) {
            auto t = time_typed(form.set_white, N_("Set White to"), lang);
            if (!t)
                return t.error();
            set.white_ms = *t;
        }
        if (!form.set_black.empty()) {
            auto t = time_typed(form.set_black, N_("Set Black to"), lang);
            if (!t)
                return t.error();
            set.black_ms = *t;
        }
        auto moves = counter_typed(form.set_counter, N_("Set the counter to"), lang);
        if (!moves)
            return moves.error();
        set.moves = *moves;
        q.correction = set;
        q.reason = form.reason;
    }
    return q;
}

DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l,
                            const Lang& lang) {
    switch (screen.page) {
    case DeskPage::board:
        return route_board(desk, screen, e, l, lang);
    case DeskPage::add_board:
        return route_add_board(screen, e, lang);
    case DeskPage::list:
        return route_list(desk, screen, e, l);
    }
    return none;
}

bool take_desk_command(Desk& desk, DeskScreen& screen, const DeskCommand& command, const Lang& lang,
                       std::int64_t wall_ms) {
    const auto* give = std::get_if<GiveRuling>(&command);
    if (give && desk.waits_on(give->question.board)) { // one ruling at a time on a board (issue 15)
        screen.message = lang.tr("the ruling waits for the analysis: try again when it is done");
        screen.message_is_error = true;
        return false;
    }
    if (auto error = desk.apply(command, wall_ms)) {
        screen.message = error->text();
        screen.message_is_error = true;
        return false;
    }
    screen.message_is_error = false;
    if (const auto* r = std::get_if<RecordResult>(&command)) {
        screen.message =
            lang.tr("Board {board}: {result} recorded",
                    {{"board", r->board}, {"result", r->result == "1/2-1/2" ? "½-½" : r->result}});
    } else if (desk.last_ruling_waits()) {
        screen.message = desk_progress(desk, lang); // recorded once the analysis answers
    } else if (give) {
        screen.shown = desk.last_ruling();
        screen.ruling_in_front = true;
        screen.message = lang.tr("Ruling recorded in the round journal");
    } else {
        const int board = desk.last_board_added();
        const auto& boards = desk.round().boards;
        for (std::size_t i = 0; i < boards.size(); ++i)
            if (boards[i].board == board)
                screen.selected = static_cast<int>(i);
        screen.page = DeskPage::list;
        screen.message = lang.tr("Board {board} added", {{"board", board}});
    }
    return true;
}

} // namespace pendule::app
