#include "app/desk/input/desk_input.hpp"

#include "app/common/input/board_input.hpp"
#include "app/common/input/text_edit.hpp"
#include "app/common/model/piece_letters.hpp"
#include "app/common/model/variant.hpp"
#include "app/desk/model/desk_live.hpp"
#include "app/desk/model/ruling_question.hpp"
#include "core/clock/duration_text.hpp"
#include "core/parse.hpp"
#include "io/export/game_score.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace pendule::app {

namespace {

// The result a key records on the board, and the keys that record it.
struct ResultKeys {
    std::u32string_view keys;
    const char* result;
};
constexpr ResultKeys result_keys[] = {
    {U"1", "1-0"}, {U"0", "0-1"}, {U"=5½", "1/2-1/2"}, {U"+", "+-"}, {U"-", "-+"},
};

std::optional<std::string> result_of_character(char32_t c) {
    for (const ResultKeys& k : result_keys)
        if (k.keys.find(c) != std::u32string_view::npos)
            return k.result;
    return std::nullopt;
}

constexpr int result_count = static_cast<int>(std::size(board_results));

FormField focused(const RulingForm& form) {
    const std::vector<FormField> fields = form_fields(question_of(form), form.editor, form.chess960);
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
    case FormField::start:
        return &form.start;
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
        form.question = cycled(form.question, io::board_question_count, step);
        form.focus = 0;
        break;
    }
    case FormField::action:
        form.action = cycled(form.action, io::illegal_action_count, step);
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
        // From none: Right to the first result, Left to the last.
        form.result =
            form.result < 0 ? (step > 0 ? 0 : result_count - 1) : cycled(form.result, result_count, step);
        break;
    default:
        break;
    }
}

const DeskRouted none{};

// The ruling shown is a claim's with positions to compare (F2 opens them).
bool has_repetition(const DeskScreen& screen) {
    return screen.shown && screen.shown->ruling.repetition &&
           !screen.shown->ruling.repetition->occurrences.empty();
}

// The board's page opened: a fresh form, chessboard and editor (nothing typed for another board).
// The piece letters are the window's language's (French letters in French); the result field starts
// on the board's result, or on none when it has none (or one the page does not offer, 0-0).
// The chessboard at the game's start: the usual one, or the Chess960 round's start.
GameEntry board_entry(const DeskScreen& screen, const i18n::Lang& lang) {
    if (screen.chess960)
        return GameEntry(game_start(screen.chess960), lang);
    return GameEntry(lang);
}

void open_board(const Desk& desk, DeskScreen& screen, const i18n::Lang& lang) {
    screen.repetition_open = false;
    screen.page = DeskPage::board;
    screen.form = RulingForm{};
    screen.form.french = san_notation(lang) == rules::Notation::French;
    const auto& boards = desk.round().boards;
    if (!boards.empty()) {
        const int board = boards[static_cast<std::size_t>(
                                     std::clamp(screen.selected, 0, static_cast<int>(boards.size()) - 1))]
                              .board;
        const auto found = desk.round().results.find(board);
        // A result the clock proposes is where the field starts, when none is recorded.
        const auto proposal = proposed_result(desk.round(), screen.live, board);
        const std::string current = found != desk.round().results.end() ? found->second.result
                                    : proposal                          ? proposal->result
                                                                        : std::string();
        for (int i = 0; i < result_count; ++i)
            if (board_results[static_cast<std::size_t>(i)] == current)
                screen.form.result = i;
        // The ruling form starts from the clock's last report: both times and White's moves.
        if (const io::LiveState* state = live_state(screen.live, board)) {
            screen.form.white_time = clock::format_clock(state->white_ms);
            screen.form.black_time = clock::format_clock(state->black_ms);
            screen.form.counter = std::to_string(state->white_moves);
        }
    }
    screen.chess960 = desk.round().variant ? std::optional<int>(desk.round().variant->start) : std::nullopt;
    screen.entry = screen.chess960 ? board_entry(screen, lang) : GameEntry();
    screen.editor = PositionEditor();
    // A Chess960 round: the editor starts on the round's start, its number in the start field.
    screen.form.chess960 = screen.chess960.has_value();
    if (screen.chess960) {
        screen.editor.set_chess960_start(*screen.chess960);
        screen.form.start = std::to_string(*screen.chess960);
    }
    screen.shown.reset();
    screen.message.clear();
}

DeskRouted route_list(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l,
                      const i18n::Lang& lang) {
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
            open_board(desk, screen, lang);
        break;
    case InputEvent::Kind::text:
        if (auto result = result_of_character(e.character); result && boards > 0) {
            const int selected = std::clamp(screen.selected, 0, boards - 1);
            routed.command =
                RecordResult{desk.round().boards[static_cast<std::size_t>(selected)].board, *result, ""};
        } else if ((e.character == U'c' || e.character == U'C') && boards > 0) {
            // The result the board's clock proposes, confirmed with one key.
            const int board =
                desk.round()
                    .boards[static_cast<std::size_t>(std::clamp(screen.selected, 0, boards - 1))]
                    .board;
            if (auto proposal = proposed_result(desk.round(), screen.live, board))
                routed.command = confirmed(board, *proposal);
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
                    open_board(desk, screen, lang);
                screen.selected = row;
            }
        }
        break;
    case InputEvent::Kind::paste:
        break;
    }
    return routed;
}

DeskRouted route_add_board(DeskScreen& screen, const InputEvent& e, const i18n::Lang& lang) {
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
// The Chess960 start's number typed: a whole number from 0 to 959 sets that start up in the editor
// (a partial or wrong one leaves the editor as it is; the field shows what was typed).
void start_typed(DeskScreen& screen) {
    if (const auto number = parse_integer(screen.form.start, 0, 959, {.minus = false}))
        screen.editor.set_chess960_start(static_cast<int>(*number));
}

void score_typed(DeskScreen& screen, const i18n::Lang& lang) {
    screen.entry = board_entry(screen, lang);
    if (screen.form.score.empty())
        return;
    // A PGN file's path: its last game on the board (io/export/game_score.hpp), read when the path is whole.
    if (io::names_pgn_file(screen.form.score)) {
        if (const auto text = game_score_of(screen.files, screen.form.score))
            (void)screen.entry.paste(*text, letters_of(screen.form));
        return;
    }
    (void)screen.entry.paste(screen.form.score, letters_of(screen.form));
}

// The piece letters changed: a score that reads whole in the letters it had (entered by clicks, or
// typed in them) is written again in the new ones; one that did not read is read again in them.
void letters_changed(DeskScreen& screen, const i18n::Lang& lang) {
    if (screen.form.score.empty())
        return;
    const rules::Notation before = screen.form.french ? rules::Notation::English : rules::Notation::French;
    GameEntry probe = board_entry(screen, lang);
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
void board_page_click(DeskScreen& screen, int x, int y, const DeskLayout& l, const i18n::Lang& lang) {
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
            const std::vector<FormField> fields =
                form_fields(question_of(screen.form), screen.form.editor, screen.form.chess960);
            const auto at = std::find(fields.begin(), fields.end(), FormField::score);
            if (at != fields.end())
                screen.form.focus = static_cast<int>(at - fields.begin());
        }
    } else if (side == DeskSide::editor) {
        (void)editor_click(screen.editor, EditorGeometry::fit(area, screen.editor.flipped()), x, y);
    }
}

// A key on the board page's form: Escape back to the list, Tab and the arrows walk the fields and
// change a choice (or step through the score on the chessboard), Backspace edits, Enter records the
// result or gives the ruling.
DeskRouted board_page_key(const Desk& desk, DeskScreen& screen, Key key, int board, const i18n::Lang& lang) {
    DeskRouted routed;
    RulingForm& form = screen.form;
    const int field_count =
        static_cast<int>(form_fields(question_of(form), form.editor, form.chess960).size());
    const FormField field = focused(form);
    if (key == Key::Escape) {
        screen.page = DeskPage::list;
        screen.shown.reset();
        screen.repetition_open = false;
        screen.message.clear();
    } else if (key == Key::Tab || key == Key::Down) {
        form.focus = (std::clamp(form.focus, 0, field_count - 1) + 1) % field_count;
    } else if (key == Key::Up) {
        form.focus = (std::clamp(form.focus, 0, field_count - 1) + field_count - 1) % field_count;
    } else if ((key == Key::Left || key == Key::Right) && is_choice(field)) {
        change_choice(form, field, key == Key::Right ? 1 : -1);
        if (field == FormField::letters)
            letters_changed(screen, lang);
    } else if (field == FormField::score && board_key(screen.entry, key, false)) {
        // Left / Right, Home / End: the chessboard steps through the score.
    } else if (key == Key::Backspace) {
        if (std::string* text = text_of(form, field))
            pop_utf8(*text);
        if (field == FormField::score)
            score_typed(screen, lang);
        if (field == FormField::start)
            start_typed(screen);
    } else if (key == Key::Enter) {
        if (field == FormField::result && form.result < 0) {
            screen.message = lang.tr("Choose the result first: ← → or its key (1 0 = + −)");
            screen.message_is_error = true;
        } else if (field == FormField::result) {
            const std::string result(
                board_results[static_cast<std::size_t>(std::min(form.result, result_count - 1))]);
            // The clock's proposal recorded from the page keeps its reason, as c on the list does.
            const auto proposal = proposed_result(desk.round(), screen.live, board);
            routed.command = proposal && proposal->result == result ? confirmed(board, *proposal)
                                                                    : RecordResult{board, result, ""};
        } else if (auto question = form_question(screen.files, form, screen.entry, screen.editor, board, lang,
                                                 screen.chess960)) {
            routed.command = GiveRuling{std::move(question.value())};
        } else {
            screen.message = question.error().text();
            screen.message_is_error = true;
        }
    }
    return routed;
}

// A character typed on the board page: into a typed field, a result by its key, Space on a choice.
void board_page_text(DeskScreen& screen, char32_t character, const i18n::Lang& lang) {
    RulingForm& form = screen.form;
    const FormField field = focused(form);
    if (!is_printable(character))
        return;
    if (std::string* text = text_of(form, field)) {
        append_utf8(*text, character);
        if (field == FormField::score)
            score_typed(screen, lang);
        if (field == FormField::start)
            start_typed(screen);
    } else if (field == FormField::result) {
        if (auto result = result_of_character(character))
            for (int i = 0; i < result_count; ++i)
                if (board_results[static_cast<std::size_t>(i)] == *result)
                    form.result = i;
    } else if (character == U' ') {
        change_choice(form, field, 1);
        if (field == FormField::letters)
            letters_changed(screen, lang);
    }
}

// The clipboard pasted into a typed field (its line breaks become spaces).
void board_page_paste(DeskScreen& screen, const std::string& pasted, const i18n::Lang& lang) {
    const FormField field = focused(screen.form);
    if (std::string* text = text_of(screen.form, field))
        for (const char c : pasted)
            text->push_back(c == '\n' || c == '\r' ? ' ' : c);
    if (field == FormField::score)
        score_typed(screen, lang);
    if (field == FormField::start)
        start_typed(screen);
}

DeskRouted route_board(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l,
                       const i18n::Lang& lang) {
    DeskRouted routed;
    const int boards = static_cast<int>(desk.round().boards.size());
    if (boards == 0) {
        screen.page = DeskPage::list;
        return routed;
    }
    const int board =
        desk.round().boards[static_cast<std::size_t>(std::clamp(screen.selected, 0, boards - 1))].board;
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
        return board_page_key(desk, screen, e.key, board, lang);
    case InputEvent::Kind::text:
        board_page_text(screen, e.character, lang);
        break;
    case InputEvent::Kind::paste:
        board_page_paste(screen, e.pasted, lang);
        break;
    case InputEvent::Kind::click:
        board_page_click(screen, e.x, e.y, l, lang);
        break;
    }
    return routed;
}

} // namespace

DeskRouted route_desk_input(const Desk& desk, DeskScreen& screen, const InputEvent& e, const DeskLayout& l,
                            const i18n::Lang& lang) {
    switch (screen.page) {
    case DeskPage::board:
        return route_board(desk, screen, e, l, lang);
    case DeskPage::add_board:
        return route_add_board(screen, e, lang);
    case DeskPage::list:
        return route_list(desk, screen, e, l, lang);
    }
    return none;
}

} // namespace pendule::app
