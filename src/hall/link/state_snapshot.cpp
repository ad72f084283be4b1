#include "hall/link/state_snapshot.hpp"

#include "hall/link/board_state.hpp"
#include "io/export/json_text.hpp"
#include "io/journal/journal.hpp"

namespace pendule::hall {

namespace {

std::string head(std::string_view event, int board) {
    std::string out = "{\"event\": ";
    io::append_json_string(out, event);
    out += ", \"board\": " + std::to_string(board);
    return out;
}

// The rest of the snapshot: the last record's seq and time, the wall time of the last record that has
// one, and the board as it stood then.
std::string finish(std::string out, std::int64_t seq, clock::TimePoint t, std::int64_t wall_ms,
                   const BoardView& view) {
    out += ", \"seq\": " + std::to_string(seq) + ", \"t\": " + std::to_string(t) +
           ", \"wall_ms\": " + std::to_string(wall_ms);
    out += ", \"white_ms\": " + std::to_string(view.white_ms) +
           ", \"black_ms\": " + std::to_string(view.black_ms);
    out += ", \"white_moves\": " + std::to_string(view.white_moves) +
           ", \"black_moves\": " + std::to_string(view.black_moves) + ", \"running\": ";
    io::append_json_string_or_null(out, view.running);
    out += ", \"first_flag\": ";
    io::append_json_string_or_null(out, view.first_flag);
    out += std::string(", \"paused\": ") + (view.paused ? "true" : "false") + ", \"result\": ";
    io::append_json_string_or_null(out, view.result);
    // Why (for the desk's proposed result), and a ruling that left the result to the
    // arbiter; both only when there is something to say.
    if (view.result) {
        out += ", \"reason\": ";
        io::append_json_string(out, view.result_reason);
        // The reason as a code, which the desk words in its own language; only when the clock gave one.
        if (!view.result_reason_code.empty()) {
            out += ", \"reason_code\": ";
            io::append_json_string(out, view.result_reason_code);
        }
    }
    if (view.result_to_confirm)
        out += ", \"result_to_confirm\": true";
    // The score of that ruling, for the desk to propose (a board no one confirms at).
    if (view.ruled_result) {
        out += ", \"ruled_result\": ";
        io::append_json_string(out, *view.ruled_result);
        out += ", \"ruled_reason\": ";
        io::append_json_string(out, view.ruled_reason);
    }
    if (view.problem) {
        out += ", \"problem\": ";
        io::append_json_string(out, *view.problem);
    }
    return out + "}";
}

BoardEntry entry_of(std::string_view event, int board) {
    BoardEntry entry;
    entry.event = std::string(event);
    entry.board = board;
    return entry;
}

} // namespace

std::string state_snapshot_json(std::string_view event, int board, const std::string& journal) {
    std::string out = head(event, board);
    auto read =
        io::parse_journal(journal, "event " + std::string(event) + ", board " + std::to_string(board));
    if (!read) {
        out += ", \"problem\": ";
        io::append_json_string(out, read.error().text());
        return out + "}";
    }
    std::int64_t seq = 0;
    clock::TimePoint t = 0;
    std::int64_t wall_ms = read->header.created_wall_ms;
    for (const io::JournalEvent& e : read->events) {
        seq = e.seq;
        t = e.t;
        if (e.wall_ms != 0)
            wall_ms = e.wall_ms;
    }
    // The state at the last record: board_view carries a running clock only past its wall anchor.
    return finish(std::move(out), seq, t, wall_ms, board_view(entry_of(event, board), journal, 0));
}

std::string state_snapshot_json(std::string_view event, int board, const BoardReplay& replay) {
    // An extendable replay read every record in order: its seqs are 1 to next_seq - 1, its times
    // never go back (the last is the greatest), and its anchor is the last record with a wall time.
    const std::int64_t wall_ms = replay.anchor ? replay.anchor->second : replay.created_wall_ms;
    const clock::TimePoint t = replay.replayer ? replay.replayer->game().last_t : 0;
    return finish(head(event, board), replay.next_seq - 1, t, wall_ms,
                  board_view(entry_of(event, board), replay, 0));
}

} // namespace pendule::hall
