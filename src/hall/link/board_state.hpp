#pragma once

// What the hall shows of a board: its stored journal replayed by the journal's own reader
// (io/journal_replay, the code of `pendule-cli replay`), then the running side's clock carried on
// to the current wall time. Pure: the wall time is a parameter. On the board side, as the board's
// own state snapshot (state_snapshot) is made by the same replay, so that the two agree; the hall's
// JSON of these views is hall/server/boards_json.

#include "core/clock/game_clock.hpp"
#include "hall/link/board_entry.hpp"
#include "io/journal/journal_replay.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule::hall {

struct BoardView {
    std::string event;
    int board = 0;
    std::string round; // the journal header's round ("5"), empty when it names none
    std::string white;
    std::string black;
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    int white_moves = 0;
    int black_moves = 0;
    std::optional<std::string> running;    // "white" or "black": whose time counts now
    std::optional<std::string> first_flag; // whose flag fell first
    bool paused = false;
    std::optional<std::string> result; // "1-0", "0-1", "1/2-1/2"
    std::string result_reason;         // the result record's reason, in English ("" without a result)
    std::string result_reason_code;    // the result record's reason code ("white-flag"), or ""
    std::int64_t last_seq = -1;
    std::string link = "offline";
    std::int64_t last_heard_wall_ms = 0;
    std::optional<std::string> problem; // the reader's error, if the journal could not be read
    // A claim the arbiter is judging: a `judge-claim` command with no `apply-claim`, `resume`
    // or result after it.
    bool claim_pending = false;
    // A ruling ended the game or left its result to the arbiter, and no result is recorded yet.
    bool result_to_confirm = false;
    // The score that ruling gave ("1-0", "0-1", "1/2-1/2"; none when it left the result to the
    // arbiter), and its reason: what the desk proposes for a board where no one confirms at the
    // clock (a bridged e-board: its DGT clock's flag, the kings put in the centre).
    std::optional<std::string> ruled_result;
    std::string ruled_reason;
    // Wrong PINs typed at the arbiter lock since the last right one (the last wrong-pin record).
    std::int64_t wrong_pins = 0;
    // From an e-board (docs/eboard.md): the last move read ("12. Nf3", English letters) and the
    // board's last link state ("linked", "lost", "unreadable", "readable"); none without a board.
    std::optional<std::string> last_move;
    std::optional<std::string> eboard;
    bool board_illegal = false; // the last move read from the e-board is an illegal one (Laws 7.5)
    // The position the e-board's moves lead to: a FEN's placement field (rank 8 first), for the
    // tile's diagram; none without a board move.
    std::optional<std::string> position;
    // While paused: the wall time of the pause (Unix ms), from the nearest record carrying a wall
    // time; 0 when unknown.
    std::int64_t paused_since_wall_ms = 0;
    // The journal header's time control as PGN writes it ("300+5"), "?" when unknown; for
    // /round.pgn, not in /api/boards.
    std::string time_control = "?";
};

// What a board's view takes from its stored journal alone: read and replayed once after each change
// of the journal (the hall keeps one per board, HallService), then carried to any wall time by
// board_view without reading the journal again.
struct BoardReplay {
    std::size_t journal_size = 0;       // the length of the journal it was made from (bytes)
    std::optional<std::string> problem; // the reader's error
    std::string round;
    std::string time_control = "?";
    std::int64_t created_wall_ms = 0; // the journal header's (for a PGN's Date)
    std::string variant;              // "chess960" or "" (the header's)
    std::string start_fen;            // the header's start position, or ""
    // The game time and wall time of the last record that carries a wall time.
    std::optional<std::pair<clock::TimePoint, std::int64_t>> anchor;
    bool claim_pending = false;
    bool result_to_confirm = false;
    std::optional<std::string> ruled_result; // the score of that ruling, when it gave one
    std::string ruled_reason;
    std::optional<clock::TimePoint> last_pause_t; // the last pause record's time
    // The journal was read whole, without a warning: extend_replay may carry it on.
    bool extendable = false;
    std::int64_t next_seq = 1; // the seq the next record must carry
    // io's replay, kept to take the next records: the clock, the last instant, the result, the
    // PINs, the presses (none when the journal is empty or could not be read).
    std::optional<io::JournalReplayer> replayer;
};

// The board's whole journal (`journal`, its lines each ending with '\n') read and replayed.
BoardReplay replay_board(const BoardEntry& board, std::string_view journal);

// The replay carried on over `more`, the lines appended to the board's journal since it was made, each
// record replayed once by io's own replayer (before, any record but a checkpoint replayed
// the whole journal again, and a journal grows by 7,200 checkpoints an hour of play). True when it
// was carried on; false, the replay unchanged, when there is nothing new or io's reader would say
// anything of the new lines (io::read_more_records): the journal is then replayed afresh.
bool extend_replay(BoardReplay& replay, std::string_view more);

// The replay as one line of text, for the hall's checkpoint of the board (kept in its database
// beside the records it covers): its version, a CRC-32 of the rest, then every member of the replay
// and of io's replayer (io/journal/replay_snapshot) but the journal's header.
std::string save_replay(const BoardReplay& replay);

// The replay save_replay wrote, taken up: `header` is the board's journal record 0 (its line, ending
// with '\n'), which gives the header back. Nothing when the text is of another version, damaged or
// not such a state: the journal is then replayed whole.
std::optional<BoardReplay> restore_replay(const BoardEntry& board, std::string_view header,
                                          std::string_view text);

// The board at `now_wall_ms`, from its replay (made from the board's journal as it is now).
BoardView board_view(const BoardEntry& board, const BoardReplay& replay, std::int64_t now_wall_ms);

// The board at `now_wall_ms`, from its whole journal. A running clock is charged the wall time since
// the last record that carries one (a checkpoint, every 500 ms while a clock runs), never less than
// its last record's game time; a paused, finished or flag-stopped clock shows its last record's state.
BoardView board_view(const BoardEntry& board, std::string_view journal, std::int64_t now_wall_ms);

} // namespace pendule::hall
