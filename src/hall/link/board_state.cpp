#include "hall/link/board_state.hpp"

#include "core/clock/tc_string.hpp"
#include "core/parse.hpp"
#include "io/journal/journal_line.hpp"
#include "io/journal/journal_moves.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/journal/replay_snapshot.hpp"

#include <algorithm>
#include <cstdio>

namespace pendule::hall {

namespace {

// What the view takes from one record besides the clock, folded record by record (replay_board and
// extend_replay alike):
// - the wall anchor: the game time and wall time of the last record that carries a wall time;
// - a claim being judged: the last `judge-claim` command has no `apply-claim` or `resume` command,
//   nor a result, after it;
// - a result to confirm: since the last result (or the start), a ruling ended the game or left its
//   result to the arbiter (a flag fall or a resignation the core could not decide, a losing illegal
//   move), and no result was recorded after it; the score it gave, when it gave one;
// - the last pause's time.
void take_record(BoardReplay& replay, const io::JournalEvent& e) {
    if (e.wall_ms != 0)
        replay.anchor = std::pair{e.t, e.wall_ms};
    if (e.kind == io::JournalKind::Command) {
        if (e.text.rfind("judge-claim", 0) == 0)
            replay.claim_pending = true;
        else if (e.text == "apply-claim" || e.text == "resume")
            replay.claim_pending = false;
    } else if (e.kind == io::JournalKind::Result) {
        replay.claim_pending = false;
        replay.result_to_confirm = false;
        replay.ruled_result.reset();
    } else if (e.kind == io::JournalKind::Decision && e.outcome != "continues") {
        replay.result_to_confirm = true;
        const bool score = e.outcome == "1-0" || e.outcome == "0-1" || e.outcome == "1/2-1/2";
        replay.ruled_result = score ? std::optional<std::string>(e.outcome) : std::nullopt;
        replay.ruled_reason = score ? e.reason : "";
    } else if (e.kind == io::JournalKind::Pause) {
        replay.last_pause_t = e.t;
    }
}

} // namespace

BoardReplay replay_board(const BoardEntry& board, std::string_view journal) {
    BoardReplay replay;
    replay.journal_size = journal.size();
    if (journal.empty())
        return replay;
    const std::string origin = "event " + board.event + ", board " + std::to_string(board.board);
    auto read = io::parse_journal(journal, origin);
    if (!read) {
        replay.problem = read.error().text();
        return replay;
    }
    replay.round = read->header.round;
    if (auto text = clock::format_pgn_time_control(read->header.preset.control))
        replay.time_control = *text;
    replay.created_wall_ms = read->header.created_wall_ms;
    replay.variant = read->header.variant;
    replay.start_fen = read->header.start_fen;
    for (const io::JournalEvent& e : read->events)
        take_record(replay, e);
    replay.replayer.emplace(*read);
    if (const auto& error = replay.replayer->game().error)
        replay.problem = error->text();
    replay.extendable = !replay.problem && read->warnings.empty() && !read->error;
    replay.next_seq = static_cast<std::int64_t>(read->events.size()) + 1;
    return replay;
}

bool extend_replay(BoardReplay& replay, std::string_view more) {
    if (!replay.replayer || !replay.extendable || more.empty())
        return false;
    // Read first, then taken: nothing changes unless every new line reads as parse_journal would.
    auto events = io::read_more_records(more, replay.next_seq, replay.replayer->game().last_t);
    if (!events)
        return false;
    for (const io::JournalEvent& e : *events) {
        replay.replayer->add(e);
        take_record(replay, e);
    }
    replay.next_seq += static_cast<std::int64_t>(events->size());
    replay.journal_size += more.size();
    return true;
}

namespace {

// The version of save_replay's text: this file's members, then io's replayer's.
const std::string replay_text_version = "1." + std::to_string(io::replay_snapshot_format);

std::string crc_text(std::string_view body) {
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(io::crc32(body)));
    return hex;
}

// The replay's members but io's replayer, in the order of their declaration.
template <typename A> void walk_members(A& a, BoardReplay& r, std::int64_t& journal_size) {
    a(journal_size, r.problem, r.round, r.time_control, r.created_wall_ms, r.variant, r.start_fen, r.anchor,
      r.claim_pending, r.result_to_confirm, r.ruled_result, r.ruled_reason, r.last_pause_t, r.extendable,
      r.next_seq);
}

} // namespace

std::string save_replay(const BoardReplay& replay) {
    io::StateWriter out;
    auto journal_size = static_cast<std::int64_t>(replay.journal_size);
    walk_members(out, const_cast<BoardReplay&>(replay), journal_size); // only read: the writer's walk
    out.value(replay.replayer.has_value());
    if (replay.replayer)
        io::write_replayer(out, *replay.replayer);
    return replay_text_version + " " + crc_text(out.text()) + " " + out.text();
}

std::optional<BoardReplay> restore_replay(const BoardEntry& board, std::string_view header,
                                          std::string_view text) {
    const std::string_view version = text.substr(0, text.find(' '));
    if (version != replay_text_version || text.size() < version.size() + 10 ||
        text[version.size() + 9] != ' ')
        return std::nullopt;
    const std::string_view body = text.substr(version.size() + 10);
    if (text.substr(version.size() + 1, 8) != crc_text(body))
        return std::nullopt;
    const std::string origin = "event " + board.event + ", board " + std::to_string(board.board);
    auto read = io::parse_journal(header, origin);
    if (!read || !read->events.empty() || !read->warnings.empty() || read->error)
        return std::nullopt;
    BoardReplay replay;
    std::int64_t journal_size = 0;
    bool has_replayer = false;
    io::StateReader in(body);
    walk_members(in, replay, journal_size);
    in.value(has_replayer);
    if (has_replayer) {
        auto replayer = io::read_replayer(in, read->header);
        if (replayer)
            replay.replayer.emplace(std::move(*replayer));
    }
    if (!in.done() || journal_size < 0)
        return std::nullopt;
    replay.journal_size = static_cast<std::size_t>(journal_size);
    return replay;
}

BoardView board_view(const BoardEntry& board, const BoardReplay& replay, std::int64_t now_wall_ms) {
    BoardView view;
    view.event = board.event;
    view.board = board.board;
    view.white = board.white;
    view.black = board.black;
    view.last_seq = board.last_seq;
    view.link = board.link;
    view.last_heard_wall_ms = board.last_heard_wall_ms;
    view.problem = replay.problem;
    if (!replay.replayer)
        return view;
    const io::ReplayedGame& game = replay.replayer->game();
    view.round = replay.round;
    view.time_control = replay.time_control;
    const auto& anchor = replay.anchor;
    clock::ClockState state = game.clock.state(game.last_t);
    if (state.running && !game.is_finished() && anchor && now_wall_ms > anchor->second) {
        const clock::TimePoint now_t = std::max(game.last_t, anchor->first + (now_wall_ms - anchor->second));
        state = game.clock.state(now_t);
    }
    view.white_ms = state.of(clock::Side::White).main;
    view.black_ms = state.of(clock::Side::Black).main;
    view.white_moves = state.of(clock::Side::White).moves;
    view.black_moves = state.of(clock::Side::Black).moves;
    if (state.running)
        view.running = clock::side_name(*state.running);
    if (state.first_flag)
        view.first_flag = clock::side_name(*state.first_flag);
    view.paused = state.paused;
    // A DGT clock on an e-board (a bridged board): that clock is the game's, what it showed last
    // counted down from the wall time of its record.
    if (!game.started) {
        clock::TimePoint now_t = game.last_t;
        if (anchor && now_wall_ms > anchor->second)
            now_t = std::max(game.last_t, anchor->first + (now_wall_ms - anchor->second));
        if (const auto dgt = io::board_clock_at(game.board, game.is_finished() ? game.last_t : now_t)) {
            view.white_ms = dgt->white_ms;
            view.black_ms = dgt->black_ms;
            view.running.reset();
            if (dgt->running)
                view.running = clock::side_name(*dgt->running);
            view.first_flag.reset();
            if (dgt->flag)
                view.first_flag = clock::side_name(*dgt->flag);
            const auto& moves = game.board.moves;
            const auto whites =
                static_cast<int>(std::count_if(moves.begin(), moves.end(), [](const io::BoardMoveRecord& m) {
                    return m.side == clock::Side::White;
                }));
            view.white_moves = whites;
            view.black_moves = static_cast<int>(moves.size()) - whites;
        }
    }
    if (game.result) {
        view.result = game.result->score;
        view.result_reason = game.result->reason;
        view.result_reason_code = game.result->reason_code;
    }
    view.wrong_pins = game.pin_attempts.empty() ? 0 : game.pin_attempts.back().count;
    if (!game.board.links.empty())
        view.eboard = game.board.links.back().state;
    if (!game.board.moves.empty()) {
        const auto& moves = game.board.moves;
        view.last_move = io::numbered_move(replay.start_fen, replay.variant,
                                           static_cast<int>(moves.size()) - 1, moves.back().san);
        view.board_illegal = moves.back().illegal;
        if (const auto played = io::journal_board_game(game))
            view.position = played->current().position().placement();
    }
    view.claim_pending = replay.claim_pending;
    view.result_to_confirm = replay.result_to_confirm;
    if (replay.result_to_confirm && replay.ruled_result) {
        view.ruled_result = replay.ruled_result;
        view.ruled_reason = replay.ruled_reason;
    }
    if (state.paused && anchor && replay.last_pause_t)
        view.paused_since_wall_ms = anchor->second + (*replay.last_pause_t - anchor->first);
    return view;
}

BoardView board_view(const BoardEntry& board, std::string_view journal, std::int64_t now_wall_ms) {
    return board_view(board, replay_board(board, journal), now_wall_ms);
}

} // namespace pendule::hall
