#pragma once

// The desk screen's own state, apart from the round it shows (desk.hpp), as the clock's UiState is
// apart from its Session: the page, the board with the keyboard, the board page's ruling form, the
// chessboard and the position editor, the add-a-board fields, the last action's outcome. Input edits
// it directly (it is never journaled); the round changes only through Desk::apply.

#include "app/common/model/chessboard.hpp"
#include "app/common/model/file_reader.hpp"
#include "app/common/model/position_editor.hpp"
#include "app/desk/model/desk_live.hpp"
#include "core/rules/san.hpp"
#include "io/round/round_ruling.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::app {

// The fields of the board page's ruling form, in the order they are shown and Tab walks them.
enum class FormField {
    question,   // one of io::board_questions
    action,     // illegal: one of io::illegal_actions
    player,     // white, black
    white_time, // read on the clock: h:mm:ss or m:ss
    black_time,
    counter,   // the move counter read (empty: not read)
    pressed,   // illegal: the clock counted the press
    source,    // flag, resignation: the game score, or a position set up in the editor
    score,     // the game so far, SAN, or entered on the chessboard (empty: not known)
    intended,  // claim: the written move
    letters,   // the score's and the written move's piece letters: English (K Q R B N) or French
    set_white, // correction: the times and the counter to set
    set_black,
    set_counter,
    reason, // correction: why
    result, // the board's result, recorded with Enter
    start,  // a Chess960 round's editor: the start position's number (0-959) set up in it
};

// The fields a question asks for (the question first, the result last); `editor`: a flag or a
// resignation on a position set up (no score field then); `chess960`: a Chess960 round, whose editor
// also takes a start position's number.
std::vector<FormField> form_fields(std::string_view question, bool editor = false, bool chess960 = false);
// Fields chosen with the arrows rather than typed.
bool is_choice(FormField field);

// The results the board page offers, in its order: "1-0", "0-1", "1/2-1/2", "+-", "-+".
inline constexpr std::string_view board_results[] = {"1-0", "0-1", "1/2-1/2", "+-", "-+"};

// The ruling form of the board page, as typed.
struct RulingForm {
    int question = 0; // index in io::board_questions
    int action = 0;   // index in io::illegal_actions
    int player = 0;   // 0 White, 1 Black
    bool pressed = false;
    int result = -1;       // index in board_results; -1: none chosen (the board has no result yet)
    bool editor = false;   // flag, resignation: the position set up in the editor, not the score
    bool french = false;   // the score and the written move in French letters (R D T F C)
    bool chess960 = false; // a Chess960 round: the editor's start field
    std::string start;     // the Chess960 start position's number typed for the editor
    std::string white_time, black_time, counter, score, intended, set_white, set_black, set_counter, reason;
    int focus = 0; // index in form_fields(question)
};

// The question the form asks (one of io::board_questions) and the piece letters its score and
// written move are in.
std::string_view question_of(const RulingForm& form);
rules::Notation letters_of(const RulingForm& form);

enum class DeskPage { list, board, add_board };

// What the board page shows on its right: the ruling given, the chessboard with the game score,
// the position editor, or nothing.
enum class DeskSide { none, ruling, chessboard, editor };

// The desk screen's own state: the page, the board with the keyboard, the board page's form and
// the ruling it shows, the add-a-board fields, the last action's outcome.
struct DeskScreen {
    DeskPage page = DeskPage::list;
    int selected = 0; // index in round().boards
    RulingForm form;
    std::optional<io::DeskRuling> shown; // the ruling given on the board page, until it is left
    // The ruling just given stays in front of the chessboard or the editor until the next key or
    // click on the page (the focus may still be on the score or the position).
    bool ruling_in_front = false;
    // F2 on a claim's ruling: the repeated positions as boards side by side, on the whole page.
    bool repetition_open = false;
    GameEntry entry; // the game score on the chessboard (model/chessboard.hpp)
    // A Chess960 round's start position number: the chessboard starts there and plays 960
    // castling; nothing in a standard round.
    std::optional<int> chess960;
    PositionEditor editor; // the position set up for a flag or a resignation
    // A .pgn file typed as the score: read by the platform, which gives its reader here.
    FileReader files;
    std::string add_white, add_black;
    int add_focus = 0; // 0: White's name, 1: Black's
    std::string message;
    bool message_is_error = false;
    // What the hall's clocks said of the boards (the platform fills it with --hall).
    LiveBoards live;
};

// The board page's right side: the ruling just given (ruling_in_front); the chessboard (or the
// editor) while the score is the field, or before a ruling for a question that reads the game; the
// ruling once given.
DeskSide board_page_side(const DeskScreen& screen);

} // namespace pendule::app
