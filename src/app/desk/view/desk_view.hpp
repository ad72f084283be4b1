#pragma once

// What the desk screen shows (pure: desk + screen state + language -> DeskView), and where its rows
// are, for drawing and for clicks.

#include "app/common/view/board_view.hpp"
#include "app/common/view/editor_view.hpp"
#include "app/common/view/rect.hpp"
#include "app/common/view/repetition_view.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/model/desk_screen.hpp"
#include "i18n/lang.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

struct DeskRow {
    std::string board;
    std::string white;
    std::string black;
    std::string result; // "1-0", "½-½", ... or "" while the game goes on
    std::string note;   // the reason, or how many rulings were given on that board
    bool selected = false;
    bool finished = false;
    bool proposed = false; // the result is the clock's, waiting for the arbiter
    bool operator==(const DeskRow&) const = default;
};

// A field of the board page's ruling form.
struct DeskFormRow {
    std::string label;
    std::string value;
    bool focused = false;
    bool choice = false; // chosen with the arrows (shown between ‹ ›), not typed
    bool operator==(const DeskFormRow&) const = default;
};

// The ruling just given on the board page, in the window's language.
struct DeskRulingShown {
    std::string verdict;     // "The game goes on", "Black wins: 0-1", ...
    std::string article;     // "Laws of Chess 2023: 7.5.5"
    std::string explanation; // the core's words (core/arbiter/text.hpp) in the window's language
    std::string set_clock;   // "Set the clock to: White 1:12:31, Black 1:00:02, move counter 22"
    // The same, one item a line, drawn big: "Set the clock to:", "White 1:12:31", "Black 1:00:02",
    // "Move counter 22" (and "Increment 5 s for both"); or "The clock: leave it as it is".
    std::vector<std::string> set_lines;
    bool clock_changes = false; // false: "The clock: leave it as it is"
    // A claim under 9.2: "F2: the position at each occurrence, side by side (3 boards)"; empty otherwise.
    std::string repetition_key;
    bool operator==(const DeskRulingShown&) const = default;
};

// The board page: the board's players and result, its rulings so far, the ruling form, the ruling.
struct DeskBoardView {
    std::string title;  // "Board 7 · Aronsen, Anders – Berthier, Claire"
    std::string result; // "Result: 1-0 (reason)" or "No result yet"
    std::string rulings_head;
    std::vector<std::string> rulings; // the board's earlier rulings, one line each
    std::string form_head;
    std::vector<DeskFormRow> form;
    std::optional<DeskRulingShown> ruling; // DeskSide::ruling
    std::optional<BoardView> chessboard;   // DeskSide::chessboard: the game score on the board
    std::optional<EditorView> editor;      // DeskSide::editor: the position set up
    std::string board_note;                // under the board: the entry's message, or how to use it
    // F2 on a claim's ruling (DeskScreen::repetition_open): the repeated positions side by side,
    // drawn on the whole page under the title, with the ruling's verdict and explanation.
    std::optional<RepetitionView> repetition;
    bool operator==(const DeskBoardView&) const = default;
};

// The page that adds a board: the two names typed.
struct DeskAddView {
    std::string title;
    std::vector<DeskFormRow> fields; // White, Black
    bool operator==(const DeskAddView&) const = default;
};

struct DeskView {
    std::string title;    // "Round 2 — Pendule Open 2026"
    std::string subtitle; // "Laws of Chess 2023 · 900+10 · 2 boards, 1 finished"
    std::string head_board, head_white, head_black, head_result;
    std::vector<DeskRow> rows;
    std::vector<std::string> unpaired; // "Castro, Diego: half-point bye"
    std::string hint;
    std::string message;
    bool message_is_error = false;
    std::optional<DeskBoardView> board; // the board page, when it is open
    std::optional<DeskAddView> add;     // the add-a-board page, when it is open
    bool operator==(const DeskView&) const = default;
};

DeskView make_desk_view(const Desk& desk, const DeskScreen& screen, const i18n::Lang& lang);

// The progress mark of the rulings that wait, in the window's language: "board 2: analysing
// whether Black can still checkmate…"; empty when none waits.
std::string desk_progress(const Desk& desk, const i18n::Lang& lang);

// The words of a question, an illegal action, a verdict, and a clock setting, in the window's language.
std::string question_words(std::string_view question, const i18n::Lang& lang);
std::string action_words(std::string_view action, const i18n::Lang& lang);
std::string verdict_shown(arbiter::Outcome outcome, const i18n::Lang& lang);
std::string set_clock_words(const arbiter::ClockSetting& set, const i18n::Lang& lang);

// Why a clock ended its game (a proposal, or a result confirmed from one), in the window's language:
// worded from its reason code (core/arbiter/reason_code.hpp; `score` tells a flag or a resignation
// that gave a draw), or the clock's `english` when the code is empty or unknown to this program.
std::string reason_words(std::string_view code, std::string_view score, const std::string& english,
                         const i18n::Lang& lang);
// A recorded result's reason: "from the clock: " and the code's words when it has one, else as recorded.
std::string recorded_reason(const io::ResultSet& result, const i18n::Lang& lang);

struct DeskLayout {
    int margin = 0;
    int rows_top = 0; // the first board row's top
    int row_h = 0;
    int title_size = 0;
    int text_size = 0;
    int visible_rows = 1; // the rows that fit above the byes, the message and the keys
    Rect side;            // the board page's right side: the ruling, the chessboard or the editor
};

DeskLayout make_desk_layout(int width, int height, std::size_t rows);

// Where the board page draws its chessboard or position editor (inside layout.side, the note
// under it); the same rectangle for the clicks.
Rect desk_board_area(const DeskLayout& layout);

// The first row on the screen: a long round scrolls so that the selected board is always shown.
int first_visible_row(const DeskLayout& layout, int selected);

} // namespace pendule::app
