#pragma once

// The arbiter's desk (docs/desk.md): the round of an event, its boards and their results,
// kept in a round journal (io/round/round_journal.hpp). Changed only through apply(): each command is
// recorded in the journal (locked, read again, appended and synced) before the desk shows it, so a
// result recorded meanwhile by another program (pendule-cli round-result) is seen, never lost.
//
// A ruling whose verdict rests on a can-checkmate analysis that the quick budget leaves unknown
// (6.9, 5.1.2, 7.5.5 on a known position: io::analysis_needed) waits for it: nothing is
// recorded yet, the analysis runs on an Executor (common/model/executor.hpp: a thread in the window, a
// ManualExecutor in the tests and scripted runs), the desk takes other commands meanwhile (a
// second ruling on the same board is refused), and take_verdicts() records the ruling, with the
// default budget as pendule-cli round-rule gives it, once the analysis has answered.
//
// The desk screen's own state (the page, the form, the chessboard) is apart, in desk_screen.hpp, as
// the clock's UiState is apart from its Session.

#include "app/common/model/executor.hpp"
#include "app/common/model/mate_analysis.hpp"
#include "core/result.hpp"
#include "io/round/round_journal.hpp"
#include "io/round/round_ruling.hpp"

#include <filesystem>
#include <functional>
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
    std::string reason_code = ""; // a clock's code for the reason (a proposal confirmed), or ""
};

// A ruling for a board (io/round/round_ruling.hpp: the same path as pendule-cli round-rule).
struct GiveRuling {
    io::BoardQuestion question;
};

// A board typed at the desk (a round without a TRF, or a board the pairing program left out).
struct AddBoard {
    std::string white;
    std::string black;
};

using DeskCommand = std::variant<RecordResult, GiveRuling, AddBoard>;

// The round journal's file as the platform reaches it (app/desk/platform/round_file.hpp): the desk
// opens no file itself. `read`: the whole journal; `lock`: locked and read again into `read`, for one
// record to be appended (io::RoundJournalWriter::open).
struct RoundFile {
    std::filesystem::path path;
    std::function<Result<io::RoundRead>()> read;
    std::function<Result<io::RoundJournalWriter>(io::RoundRead& read)> lock;
};

class Desk {
  public:
    // Reads the round journal (an Error when it cannot be read at all).
    static Result<Desk> open(RoundFile file);

    const io::RoundState& round() const { return round_; }
    const std::filesystem::path& path() const { return file_.path; }
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
    Desk(RoundFile file, io::RoundRead read)
        : file_(std::move(file)), read_(std::move(read)), round_(io::round_state(read_)) {}
    // Locked, read, appended, synced; a ruling's can-checkmate questions asked with `node_budget`.
    std::optional<Error> record(const DeskCommand& command, std::int64_t wall_ms, std::uint64_t node_budget);
    RoundFile file_;
    io::RoundRead read_;
    io::RoundState round_;
    std::optional<io::DeskRuling> last_ruling_;
    int last_board_added_ = 0;
    Executor* executor_ = nullptr;
    std::vector<Waiting> waiting_;
    bool last_ruling_waits_ = false;
};

} // namespace pendule::app
