#pragma once

// The arbiter's desk (issue 12, docs/desk.md): the round of an event, its boards and their results,
// kept in a round journal (io/round_journal.hpp). Changed only through apply(): each command is
// recorded in the journal (locked, read again, appended and synced) before the desk shows it, so a
// result recorded meanwhile by another program (pendule-cli round-result) is seen, never lost.
//
// A ruling whose verdict rests on a can-checkmate analysis that the quick budget leaves unknown
// (6.9, 5.1.2, 7.5.5 on a known position: io::analysis_needed) waits for it (issue 15): nothing is
// recorded yet, the analysis runs on an Executor (mate_worker.hpp: a thread in the window, a
// ManualExecutor in the tests and scripted runs), the desk takes other commands meanwhile (a
// second ruling on the same board is refused), and take_verdicts() records the ruling, with the
// default budget as pendule-cli round-rule gives it, once the analysis has answered.

#include "app/model/chessboard.hpp"
#include "app/model/mate_worker.hpp"
#include "app/model/position_editor.hpp"
#include "core/result.hpp"
#include "io/round_journal.hpp"
#include "io/round_ruling.hpp"

#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pendule::app {

// A board's result, as the arbiter enters it at the desk.
struct RecordResult {
    int board = 0;
    std::string result; // "1-0", "0-1", "1/2-1/2", "+-", "-+", "0-0"
    std::string reason;
};

// A ruling for a board (io/round_ruling.hpp: the same path as pendule-cli round-rule).
struct GiveRuling {
    io::BoardQuestion question;
};

// A board typed at the desk (a round without a TRF, or a board the pairing program left out).
struct AddBoard {
    std::string white;
    std::string black;
};

using DeskCommand = std::variant<RecordResult, GiveRuling, AddBoard>;

class Desk {
  public:
    // Reads the round journal at `path` (an Error when it cannot be read at all).
    static Result<Desk> open(const std::filesystem::path& path);

    const io::RoundState& round() const { return round_; }
    const std::filesystem::path& path() const { return path_; }
    // Warnings of the last reading (a torn last line), or its error (damage in the middle: the desk
    // then shows what it read and records nothing).
    const io::RoundRead& last_read() const { return read_; }

    // Records the command, then takes the journal as it now is. An Error (and nothing recorded)
    // when the board does not exist, the result is not one of the codes, the ruling's question
    // cannot be answered (rule_on_board's error), a typed name is empty, or the disk refused.
    // With an executor (set_executor), a GiveRuling that needs the analysis is accepted and waits
    // (last_ruling_waits()); one for a board whose ruling waits is refused.
    std::optional<Error> apply(const DeskCommand& command, std::int64_t wall_ms);
    // The ruling the last GiveRuling recorded (its words as data, for the window's language).
    const std::optional<io::DeskRuling>& last_ruling() const { return last_ruling_; }
    // The number the last AddBoard gave the board.
    int last_board_added() const { return last_board_added_; }

    // Where the analyses that rulings wait for run; it must outlive the desk. Without one (null),
    // every ruling is given on the spot with the default budget, as round-rule gives it.
    void set_executor(Executor* executor) { executor_ = executor; }
    // A ruling that waits for its analysis: the question, when it was asked (the record's time),
    // and the analysis asked.
    struct Waiting {
        GiveRuling ruling;
        std::int64_t wall_ms = 0;
        io::MateAnalysisNeeded analysis;
        struct Answer {
            std::mutex mutex;
            std::optional<MateAnalysed> verdicts;
        };
        std::shared_ptr<Answer> answer;
    };
    const std::vector<Waiting>& waiting() const { return waiting_; }
    bool waits_on(int board) const;
    // Whether the last apply() was a GiveRuling that now waits for its analysis.
    bool last_ruling_waits() const { return last_ruling_waits_; }
    // A waiting ruling whose analysis has answered: recorded (the ruling), or why not (the error).
    struct Arrived {
        int board = 0;
        std::string question;
        std::optional<io::DeskRuling> ruling;
        std::optional<Error> error;
    };
    // Records the waiting rulings whose analysis has answered, in the order they were asked.
    std::vector<Arrived> take_verdicts();

  private:
    Desk(std::filesystem::path path, io::RoundRead read)
        : path_(std::move(path)), read_(std::move(read)), round_(io::round_state(read_)) {}
    // Locked, read, appended, synced; a ruling's can-checkmate questions asked with `node_budget`.
    std::optional<Error> record(const DeskCommand& command, std::int64_t wall_ms, std::uint64_t node_budget);
    std::filesystem::path path_;
    io::RoundRead read_;
    io::RoundState round_;
    std::optional<io::DeskRuling> last_ruling_;
    int last_board_added_ = 0;
    Executor* executor_ = nullptr;
    std::vector<Waiting> waiting_;
    bool last_ruling_waits_ = false;
};

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
};

// The fields a question asks for (the question first, the result last); `editor`: a flag or a
// resignation on a position set up (no score field then).
std::vector<FormField> form_fields(std::string_view question, bool editor = false);
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
    int result = 0;      // index in board_results
    bool editor = false; // flag, resignation: the position set up in the editor, not the score
    bool french = false; // the score and the written move in French letters (R D T F C)
    std::string white_time, black_time, counter, score, intended, set_white, set_black, set_counter, reason;
    int focus = 0; // index in form_fields(question)
};

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
    GameEntry entry;       // the game score on the chessboard (model/chessboard.hpp)
    PositionEditor editor; // the position set up for a flag or a resignation
    std::string add_white, add_black;
    int add_focus = 0; // 0: White's name, 1: Black's
    std::string message;
    bool message_is_error = false;
};

// The board page's right side: the ruling just given (ruling_in_front); the chessboard (or the
// editor) while the score is the field, or before a ruling for a question that reads the game; the
// ruling once given.
DeskSide board_page_side(const DeskScreen& screen);

// The progress mark of the rulings that wait, in the window's language: "board 2: analysing
// whether Black can still checkmate…"; empty when none waits.
std::string desk_progress(const Desk& desk, const Lang& lang);
// Keeps the progress mark on the screen's message while a ruling waits (after the message of
// whatever was done meanwhile).
void show_desk_progress(const Desk& desk, DeskScreen& screen, const Lang& lang);
// Records the rulings whose analysis has answered (Desk::take_verdicts) and shows them: on that
// board's page the ruling in front, and the message says which board's ruling was recorded, or why
// it was not. Returns them (for the window's trace).
std::vector<Desk::Arrived> take_desk_verdicts(Desk& desk, DeskScreen& screen, const Lang& lang);

} // namespace pendule::app
