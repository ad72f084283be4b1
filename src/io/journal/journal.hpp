#pragma once

// A game journal: every event of a game, one record per line (journal_line.hpp), appended as it
// happens. The first line is a header naming the format version, the program version and the whole
// time control (a preset in JSON, so that a replay needs no preset file). docs/journal.md has the
// list of records. This file reads and writes the records as values; it does no file access.

#include "core/clock/time_control.hpp"
#include "core/result.hpp"
#include "io/preset/preset.hpp"

#include <cstdint>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// The format this program writes and the newest it reads.
inline constexpr int journal_format = 1;

struct JournalHeader {
    int format = journal_format;
    std::string program;              // the version of the program that wrote it
    std::int64_t created_wall_ms = 0; // Unix time, milliseconds
    Preset preset;                    // name, title and the full control
    std::string white;
    std::string black;
    std::string board;
    std::string white_side = "left"; // the half of the table where White sits
    std::string edition = "2023";    // the Laws applied (core/arbiter/edition.hpp names)
    std::string event;               // the tournament (--event, the hall's), empty when none
    std::string round;               // the round played ("5", "2.1"), empty when none
    std::string variant;             // "chess960" for a Chess960 game; empty: standard chess
    std::string start_fen;           // the start position's FEN when not the usual one (a Chess960
                                     // start, a set-up position); empty: the usual start
};

enum class JournalKind {
    Start,      // side: whose clock starts (Laws 6.2)
    Press,      // side: who pressed (completes a move, Laws 6.2)
    Pause,      // Laws 6.11; wall_ms then, when the writer knows it (older journals: 0)
    Resume,     // Laws 6.11
    SetTime,    // side, value = the new time in ms (Laws 6.10.2)
    SetMoves,   // side, value = the new move counter (Laws 6.10.2)
    Switch,     // the running side changes without a press (Laws 7.5.1)
    Increment,  // value = the increment for both from now on (Guidelines III.4)
    Command,    // text: the program's command as entered (for resuming in the window)
    Decision,   // an arbiter's ruling: article, edition, clock change, outcome, reason
    Result,     // score ("1-0", "0-1", "1/2-1/2"; "*" when a result is withdrawn), article, reason,
                // reason_code
    Flag,       // side: a flag fell (value = the exact instant); informational, replay recomputes it
    Checkpoint, // wall_ms: written at least once a second while a clock runs
    Resumed,    // the program restarted and resumed the game: wall_ms now, value = the wall gap
    Suspend,    // the machine slept: value = the wall-clock jump the monotonic clock did not see
    Note,       // text for the arbiter
    SetAside,   // the arbiter chose a new game instead of resuming: wall_ms then, text = why. The
                // journal is kept as it is and readable; it is no longer offered for resumption
    WrongPin,   // value: wrong PINs at the arbiter lock since the last right one, this one included;
                // 0 when a right PIN was typed after wrong ones (they were reported). wall_ms then
    BoardMove,  // a move read from the e-board: side (who moved), value = its ply (0: the game's first
                // move; a ply already read is replaced, a piece slid on), move = its UCI form,
                // text = its SAN (English letters). An illegal move (Laws 7.5; it stands under A.5.2
                // once answered): article "7.5", text its long form ("Ke1-e3"), move its squares,
                // fen = the position it gave, from which the game goes on
    BoardBack,  // moves taken back on the e-board: value = the plies the game has now
    BoardLink,  // the e-board: text = "linked", "lost", "unreadable" (the board shows no position of
                // the game: set it back), "readable"; reason = the detail (the port and the board's
                // version; what was lost; the pieces the board shows)
    BoardClock, // a DGT clock plugged into the e-board (docs/eboard.md), when its state changes: text =
                // "pressed" (side: who pressed the lever, value = the moves on the board then: the
                // press ended move value - 1), "started", "stopped", "set" (times set by hand),
                // "flag" (side: whose flag fell), "connected", "disconnected"; white_ms, black_ms =
                // what it shows (whole seconds); for the other texts, side = whose time runs then
                // (none: stopped); wall_ms then. Such a clock is the game's clock: a journal with
                // these records has no start or press of its own
};

// Every kind, in the order of the enumeration: the round-trip test walks it, and its size is checked
// against the table of names (journal.cpp), so a new kind without a name or a test fails to build.
inline constexpr JournalKind all_journal_kinds[] = {
    JournalKind::Start,      JournalKind::Press,     JournalKind::Pause,     JournalKind::Resume,
    JournalKind::SetTime,    JournalKind::SetMoves,  JournalKind::Switch,    JournalKind::Increment,
    JournalKind::Command,    JournalKind::Decision,  JournalKind::Result,    JournalKind::Flag,
    JournalKind::Checkpoint, JournalKind::Resumed,   JournalKind::Suspend,   JournalKind::Note,
    JournalKind::SetAside,   JournalKind::WrongPin,  JournalKind::BoardMove, JournalKind::BoardBack,
    JournalKind::BoardLink,  JournalKind::BoardClock};
static_assert(static_cast<int>(JournalKind::BoardClock) + 1 == std::size(all_journal_kinds),
              "every JournalKind is in all_journal_kinds, in order");

// "start", "press", ... as written in the journal.
const char* journal_kind_name(JournalKind kind);

struct JournalEvent {
    JournalKind kind = JournalKind::Note;
    std::int64_t seq = 0;   // 1, 2, 3, ... (the header is record 0); set by the writer
    clock::TimePoint t = 0; // the game's time line (the program's monotonic ms, continued on resume)
    int line = 0;           // where it was read (not written)
    std::optional<clock::Side> side;
    std::int64_t value = 0;
    std::int64_t wall_ms = 0;  // Checkpoint, Resumed, Suspend, SetAside, WrongPin, Pause, BoardClock
    std::string text;          // Command, Note, BoardMove, BoardLink, BoardClock
    std::string article;       // Decision, Result
    std::string edition;       // Decision
    std::string outcome;       // Decision: "continues", "1-0", ...
    std::string reason;        // Decision, Result
    std::string score;         // Result
    std::int64_t white_ms = 0; // Decision: clock change; BoardClock: what the clock shows
    std::int64_t black_ms = 0;
    // Result: why, as a code (core/arbiter/reason_code.hpp: "white-flag", "agreement", ...) that a
    // reader words in its own language; empty in older journals and for a withdrawn result.
    std::string reason_code;
    std::string move; // BoardMove: the move in UCI ("e2e4", "e7e8q"; a Chess960 castling king takes rook)
    std::string fen;  // BoardMove of an illegal move: the position it gave

    // An event of `kind` at `t`, with its side and value (the seq is the writer's).
    static JournalEvent of(JournalKind kind, clock::TimePoint t,
                           std::optional<clock::Side> side = std::nullopt, std::int64_t value = 0) {
        JournalEvent e;
        e.kind = kind;
        e.t = t;
        e.side = side;
        e.value = value;
        return e;
    }
};

// One line each, ending with '\n'.
std::string encode_header(const JournalHeader& header);
std::string encode_event(const JournalEvent& event);

// What a journal file holds, as far as it could be read.
struct JournalRead {
    JournalHeader header;
    std::vector<JournalEvent> events;
    std::vector<std::string> warnings; // a torn last line, unknown records, ...
    std::optional<Error> error;        // reading stopped here (a damaged record in the middle)
    std::size_t valid_bytes = 0;       // the length of the readable prefix (for appending)
    // A journal damaged in the middle cannot take a readable record after its last good one, so a
    // set-aside record is appended after the damage; the reader looks for one (a whole line with a
    // right CRC-32) among the lines it does not read. Only that kind is taken from there.
    std::optional<JournalEvent> set_aside_after_error;
};

// Reads a journal's text. An Error when nothing is usable: empty, not a journal, a newer format,
// a damaged header. Otherwise the records up to the first damaged one (JournalRead::error names its
// line); a torn last line (a crash while writing) is only a warning. `origin` names the file.
Result<JournalRead> parse_journal(std::string_view text, const std::string& origin);

// Reads a file and parses it (an Error when it cannot be read). A name as text goes through path_of()
// (io/os/file_system.hpp), as for read_text_file.
Result<JournalRead> read_journal_file(const std::filesystem::path& path);
Result<JournalRead> read_journal_file(const std::string& utf8) = delete;
Result<JournalRead> read_journal_file(const char* utf8) = delete;

// The records that follow a journal already read whole (no warning, no error), as parse_journal
// would read them at its end (the hall follows 1,000 journals as they grow, and reads
// each line once): `lines` holds whole lines, each ending with '\n'; `next_seq` is the seq the
// first must carry (its line is next_seq + 1, after the header) and `last_t` the last record's
// time. Nothing when parse_journal would say anything of them (a damaged, unknown or torn record,
// one out of order or earlier than the last): the caller then reads the whole journal again, to
// get parse_journal's words.
std::optional<std::vector<JournalEvent>> read_more_records(std::string_view lines, std::int64_t next_seq,
                                                           clock::TimePoint last_t);

} // namespace pendule::io
