#pragma once

// Rebuilds a game from its journal: the running clock, the arbiter's decision log, the result and
// the time of every press. Pure: the same records always give the same state, to the millisecond.

#include "core/arbiter/decision_log.hpp"
#include "core/clock/game_clock.hpp"
#include "io/journal/journal.hpp"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pendule::io {

// One press (a completed move, Laws 6.2) and its times.
struct PressTime {
    clock::Side side = clock::Side::White;
    int move_number = 0;        // the presser's move counter after the press
    clock::TimePoint at = 0;    // when
    clock::Millis used = 0;     // time the presser's clock ran on this move ([%emt])
    clock::Millis left = 0;     // the presser's main time after the press, bonus included ([%clk])
    clock::Millis opponent = 0; // the opponent's main time at that instant
};

// A restart after the program stopped (crash, power loss): what the journal knew and the gap.
struct Interruption {
    int line = 0;
    clock::TimePoint at = 0;            // the game time the clock was paused at (the last checkpoint)
    std::int64_t last_wall_ms = 0;      // the wall time of the last record before the stop
    std::int64_t resumed_wall_ms = 0;   // the wall time of the restart
    std::optional<clock::Side> running; // whose clock ran when the program stopped
};

struct Suspension {
    int line = 0;
    clock::TimePoint at = 0;
    std::int64_t gap_ms = 0; // the wall-clock jump
};

// The arbiter chose a new game at the start instead of resuming this one (docs/journal.md).
struct SetAside {
    int line = 0;
    clock::TimePoint at = 0;  // the game time of the record (the journal's last instant)
    std::int64_t wall_ms = 0; // when the choice was made
    std::string reason;
};

// A PIN typed at the arbiter lock: `count` wrong PINs since the last right one (this one included),
// or 0 when the right PIN came after wrong ones (the arbiter was told).
struct PinAttempt {
    int line = 0;
    clock::TimePoint at = 0;
    std::int64_t count = 0;
    std::int64_t wall_ms = 0;
};

struct GameResultRecord {
    std::string score;
    std::string article;
    std::string reason;
    clock::TimePoint at = 0;
    std::string reason_code = ""; // core/arbiter/reason_code.hpp's name, or "" (an older journal)
};

// A move read from the e-board (the board-move record).
struct BoardMoveRecord {
    int line = 0;
    clock::TimePoint at = 0;
    clock::Side side = clock::Side::White;
    std::string uci;
    std::string san;      // as recorded (English letters); the long form of an illegal move
    bool illegal = false; // an illegal move (Laws 7.5; it stands under A.5.2): `fen` is the position it gave
    std::string fen;
};

// What the e-board said of itself: linked, lost, unreadable, readable (the board-link record).
struct BoardLinkRecord {
    int line = 0;
    clock::TimePoint at = 0;
    std::string state;
    std::string detail;
};

// What a DGT clock plugged into the e-board showed when its state changed (the board-clock record).
struct BoardClockRecord {
    int line = 0;
    clock::TimePoint at = 0;
    std::int64_t wall_ms = 0;
    std::string state;               // pressed, started, stopped, set, flag, connected, disconnected
    std::optional<clock::Side> side; // pressed: who pressed; flag: whose flag; otherwise whose time runs
    int plies = 0;                   // pressed: the moves on the board then
    clock::Millis white_ms = 0;
    clock::Millis black_ms = 0;
    // Whose time runs after it (none: the clock stands).
    std::optional<clock::Side> running() const;
};

// The game as the e-board recorded it: its moves now (a move replaced or taken back is gone from
// `moves`: `replaced` and `taken_back` count them), the board's link, as it changed, and the DGT
// clock plugged into it, when there is one.
struct BoardScore {
    std::vector<BoardMoveRecord> moves;
    std::vector<BoardLinkRecord> links;
    std::vector<BoardClockRecord> clock;
    int replaced = 0;
    int taken_back = 0;
    bool empty() const {
        return moves.empty() && links.empty() && clock.empty() && replaced == 0 && taken_back == 0;
    }
};

// The DGT clock's time after each of the board's moves ([%clk]): for move i, what the last press by
// its mover that ended it showed (a press recorded after the move, with i + 1 moves on the board);
// nothing for a move no press ended (the last one, not pressed yet; a move replaced after its press).
std::vector<std::optional<clock::Millis>> board_clock_after_moves(const BoardScore& board);

// The DGT clock at game time `now`: what it showed last, the running side's time counted down since
// (to zero). Nothing without a clock's record.
struct BoardClockNow {
    clock::Millis white_ms = 0;
    clock::Millis black_ms = 0;
    std::optional<clock::Side> running;
    std::optional<clock::Side> flag; // a flag the clock showed fall
    bool connected = true;
};
std::optional<BoardClockNow> board_clock_at(const BoardScore& board, clock::TimePoint now);

// `control`, or a one-second sudden death when it cannot run.
clock::TimeControl runnable(const clock::TimeControl& control);

struct ReplayedGame {
    JournalHeader header;
    clock::GameClock clock;
    arbiter::DecisionLog log;
    std::optional<GameResultRecord> result; // none while the game goes on
    std::optional<SetAside> set_aside;      // set aside unfinished (a later resumed record clears it)
    std::vector<PressTime> presses;
    std::vector<Interruption> interruptions;
    std::vector<Suspension> suspensions;
    std::vector<PinAttempt> pin_attempts; // wrong PINs, and the right one that reported them
    std::vector<std::pair<clock::TimePoint, std::string>> commands; // the program's commands
    BoardScore board;                                               // from an e-board, when one was read
    bool started = false;
    clock::TimePoint started_at = 0; // the start record's time
    clock::TimePoint last_t = 0;     // the last record's time (checkpoints included)
    std::optional<clock::TimePoint> last_checkpoint;
    std::int64_t last_wall_ms = 0; // the wall time of the last record (from the last one that carries it)
    std::vector<std::string> warnings;
    std::optional<Error> error; // from reading, or a record the clock refused

    // A control that cannot run (never from parse_journal, which validates it) gives a stand-in
    // clock; replay_journal then reports the error.
    explicit ReplayedGame(JournalHeader h) : header(h), clock(runnable(h.preset.control)) {}
    bool is_finished() const { return result.has_value(); }
    // Unfinished, and not set aside: what the start offers to resume.
    bool is_resumable() const { return started && !is_finished() && !set_aside; }
    // The clock at the journal's last known instant.
    clock::ClockState final_state() const { return clock.state(last_t); }
};

// Replays what was read. Records the clock ignores (a press by the side not to move) become
// warnings; a control that cannot run becomes the error.
ReplayedGame replay_journal(const JournalRead& read);

// The side to move's clock time on the current move, counted between records (replay_journal's
// own count, for PressTime::used).
struct MoveTimer {
    std::array<clock::Millis, 2> used{0, 0};
    clock::TimePoint since = 0;
    void advance(const clock::GameClock& c, clock::TimePoint to);
};

// replay_journal that goes on: the hall follows a board's journal as it grows and
// replays each record once, not the whole journal again for each. Made from what was read, it
// holds what replay_journal returns for it; add() takes the next record (read_more_records) as
// replay_journal would have taken it at the end.
class JournalReplayer {
  public:
    explicit JournalReplayer(const JournalRead& read);
    // A replayer taken up where one was left: its game, its move timer, its wall anchor (the
    // accessors below) and whether the control could not run (replay_snapshot.hpp writes and reads them).
    using Anchor = std::optional<std::pair<clock::TimePoint, std::int64_t>>;
    JournalReplayer(ReplayedGame game, MoveTimer timer, Anchor anchor, bool cannot_run)
        : game_(std::move(game)), timer_(timer), anchor_(anchor), cannot_run_(cannot_run) {}
    void add(const JournalEvent& e);
    const ReplayedGame& game() const { return game_; }
    ReplayedGame take() && { return std::move(game_); }
    const MoveTimer& timer() const { return timer_; }
    const Anchor& anchor() const { return anchor_; }
    bool cannot_run() const { return cannot_run_; }

  private:
    ReplayedGame game_;
    MoveTimer timer_;
    // Wall times: records that carry one (checkpoint, resumed, suspend) anchor the game's time line
    // to the wall clock; between them, within one run of the program, both advance together.
    Anchor anchor_;
    bool cannot_run_ = false; // the control cannot run: nothing is replayed
};

} // namespace pendule::io
