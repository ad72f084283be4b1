#include "io/journal/journal_replay.hpp"

#include "core/arbiter/edition.hpp"

#include <algorithm>
#include <array>

namespace pendule::io {

namespace {

arbiter::Outcome outcome_of(const std::string& text) {
    for (auto o : {arbiter::Outcome::WhiteWins, arbiter::Outcome::BlackWins, arbiter::Outcome::Draw,
                   arbiter::Outcome::ArbiterDecides})
        if (text == arbiter::outcome_text(o))
            return o;
    return arbiter::Outcome::Continues;
}

std::string where(const ReplayedGame& game, const JournalEvent& e) {
    (void)game;
    return "line " + std::to_string(e.line);
}

} // namespace

void MoveTimer::advance(const clock::GameClock& c, clock::TimePoint to) {
    const clock::ClockState s = c.state(since);
    if (s.running && to > since)
        used[clock::index(*s.running)] += to - since;
    since = std::max(since, to);
}

namespace {

void apply_start(ReplayedGame& game, MoveTimer& timer, const JournalEvent& e) {
    if (!game.clock.start(e.t, *e.side))
        game.warnings.push_back(where(game, e) + ": a second start ignored");
    if (!game.started)
        game.started_at = e.t;
    game.started = true;
    timer.used = {0, 0};
}

// A press ends the presser's move: its time, the time it took and both clocks after it.
void apply_press(ReplayedGame& game, MoveTimer& timer, const JournalEvent& e) {
    clock::GameClock& c = game.clock;
    const clock::ClockState before = c.state(e.t);
    if (!before.started || before.running != e.side) {
        game.warnings.push_back(where(game, e) + ": press by " + clock::side_name(*e.side) +
                                " ignored (its clock was not running)");
        return;
    }
    c.press(*e.side, e.t);
    const clock::ClockState after = c.state(e.t);
    const auto me = clock::index(*e.side);
    game.presses.push_back({*e.side, after.players[me].moves, e.t, timer.used[me], after.players[me].main,
                            after.of(clock::other(*e.side)).main});
    timer.used[me] = 0;
}

void apply_switch(ReplayedGame& game, MoveTimer& timer, const JournalEvent& e) {
    if (auto s = game.clock.state(e.t).to_move)
        timer.used[clock::index(*s)] = 0;
    game.clock.switch_side(e.t);
}

arbiter::Decision decision_of(const JournalEvent& e) {
    arbiter::Decision d;
    d.at_ms = e.t;
    d.article = e.article;
    if (auto edition = arbiter::parse_edition(e.edition))
        d.edition = *edition;
    d.clock = {e.white_ms, e.black_ms};
    d.outcome = outcome_of(e.outcome);
    d.reason = e.reason;
    return d;
}

void apply_result(ReplayedGame& game, const JournalEvent& e) {
    if (e.score == "*")
        game.result.reset(); // withdrawn (the arbiter's undo)
    else
        game.result = GameResultRecord{e.score, e.article, e.reason, e.t, e.reason_code};
}

void apply_resumed(ReplayedGame& game, const JournalEvent& e) {
    // game.last_wall_ms is still the wall time of the record before the stop.
    game.interruptions.push_back({e.line, e.t, game.last_wall_ms, e.wall_ms, game.clock.state(e.t).running});
    game.set_aside.reset(); // resumed after all
}

// A move read from the board takes its ply: one past the last is the next move, an earlier one
// replaces the move there and drops those after it (the board read again before a press).
void apply_board_move(ReplayedGame& game, const JournalEvent& e) {
    auto& moves = game.board.moves;
    const auto ply = static_cast<std::size_t>(e.value);
    if (ply > moves.size()) {
        game.warnings.push_back(where(game, e) + ": board move at ply " + std::to_string(e.value) +
                                " after only " + std::to_string(moves.size()) + " moves read; ignored");
        return;
    }
    if (ply < moves.size()) {
        game.board.replaced += static_cast<int>(moves.size() - ply);
        moves.resize(ply);
    }
    moves.push_back({e.line, e.t, *e.side, e.move, e.text, !e.fen.empty(), e.fen});
}

void apply_board_back(ReplayedGame& game, const JournalEvent& e) {
    auto& moves = game.board.moves;
    const auto plies = static_cast<std::size_t>(e.value);
    if (plies > moves.size()) {
        game.warnings.push_back(where(game, e) + ": board taken back to ply " + std::to_string(e.value) +
                                " with only " + std::to_string(moves.size()) + " moves read; ignored");
        return;
    }
    game.board.taken_back += static_cast<int>(moves.size() - plies);
    moves.resize(plies);
}

void apply_event(ReplayedGame& game, MoveTimer& timer, const JournalEvent& e) {
    clock::GameClock& c = game.clock;
    switch (e.kind) {
    case JournalKind::Start:
        apply_start(game, timer, e);
        break;
    case JournalKind::Press:
        apply_press(game, timer, e);
        break;
    case JournalKind::Pause:
        c.pause(e.t);
        break;
    case JournalKind::Resume:
        c.resume(e.t);
        break;
    case JournalKind::SetTime:
        c.set_time(*e.side, e.value, e.t);
        break;
    case JournalKind::SetMoves:
        c.set_moves(*e.side, static_cast<int>(e.value), e.t);
        break;
    case JournalKind::Switch:
        apply_switch(game, timer, e);
        break;
    case JournalKind::Increment:
        c.introduce_increment(e.value, e.t);
        break;
    case JournalKind::Command:
        game.commands.emplace_back(e.t, e.text);
        break;
    case JournalKind::Decision:
        game.log.record(decision_of(e));
        break;
    case JournalKind::Result:
        apply_result(game, e);
        break;
    case JournalKind::Checkpoint:
        game.last_checkpoint = e.t;
        break;
    case JournalKind::Resumed:
        apply_resumed(game, e);
        break;
    case JournalKind::SetAside:
        game.set_aside = SetAside{e.line, e.t, e.wall_ms, e.text};
        break;
    case JournalKind::Suspend:
        game.suspensions.push_back({e.line, e.t, e.value});
        break;
    case JournalKind::WrongPin:
        game.pin_attempts.push_back({e.line, e.t, e.value, e.wall_ms});
        break;
    case JournalKind::BoardMove:
        apply_board_move(game, e);
        break;
    case JournalKind::BoardBack:
        apply_board_back(game, e);
        break;
    case JournalKind::BoardLink:
        game.board.links.push_back({e.line, e.t, e.text, e.reason});
        break;
    case JournalKind::BoardClock:
        game.board.clock.push_back(
            {e.line, e.t, e.wall_ms, e.text, e.side, static_cast<int>(e.value), e.white_ms, e.black_ms});
        break;
    case JournalKind::Flag:
    case JournalKind::Note:
        break;
    }
}

} // namespace

std::optional<clock::Side> BoardClockRecord::running() const {
    if (state == "pressed")
        return clock::other(*side);
    if (state == "flag" || state == "stopped" || state == "disconnected")
        return std::nullopt;
    return side;
}

std::vector<std::optional<clock::Millis>> board_clock_after_moves(const BoardScore& board) {
    std::vector<std::optional<clock::Millis>> after(board.moves.size());
    for (const BoardClockRecord& r : board.clock) {
        if (r.state != "pressed" || r.plies < 1 || static_cast<std::size_t>(r.plies) > board.moves.size())
            continue;
        const BoardMoveRecord& move = board.moves[static_cast<std::size_t>(r.plies) - 1];
        if (move.side == *r.side && move.line < r.line)
            after[static_cast<std::size_t>(r.plies) - 1] =
                *r.side == clock::Side::White ? r.white_ms : r.black_ms;
    }
    return after;
}

std::optional<BoardClockNow> board_clock_at(const BoardScore& board, clock::TimePoint now) {
    if (board.clock.empty())
        return std::nullopt;
    const BoardClockRecord& last = board.clock.back();
    BoardClockNow shown{last.white_ms, last.black_ms, last.running(), std::nullopt,
                        last.state != "disconnected"};
    for (const BoardClockRecord& r : board.clock)
        if (r.state == "flag")
            shown.flag = shown.flag.value_or(*r.side);
        else if (r.state == "set")
            shown.flag.reset(); // the clock set again: a new count
    if (shown.running && now > last.at) {
        clock::Millis& ms = *shown.running == clock::Side::White ? shown.white_ms : shown.black_ms;
        ms = std::max<clock::Millis>(0, ms - (now - last.at));
    }
    return shown;
}

clock::TimeControl runnable(const clock::TimeControl& control) {
    if (!clock::validate(control))
        return control;
    return clock::TimeControl::same_for_both({clock::Period::sudden_death(1000)});
}

JournalReplayer::JournalReplayer(const JournalRead& read) : game_(read.header) {
    game_.warnings = read.warnings;
    game_.error = read.error;
    game_.last_wall_ms = read.header.created_wall_ms;
    if (auto issue = clock::validate(read.header.preset.control)) {
        game_.error = fail("the journal's time control cannot run: " + issue->text(), "header");
        cannot_run_ = true;
        return;
    }
    for (const JournalEvent& e : read.events)
        add(e);
    if (read.set_aside_after_error) {
        const JournalEvent& e = *read.set_aside_after_error;
        game_.set_aside = SetAside{e.line, e.t, e.wall_ms, e.text};
    }
}

void JournalReplayer::add(const JournalEvent& e) {
    if (cannot_run_)
        return;
    if (!anchor_)
        anchor_ = {e.t, game_.header.created_wall_ms};
    timer_.advance(game_.clock, e.t);
    apply_event(game_, timer_, e);
    game_.last_t = std::max(game_.last_t, e.t);
    const bool has_wall = e.kind == JournalKind::Checkpoint || e.kind == JournalKind::Resumed ||
                          e.kind == JournalKind::Suspend || (e.kind == JournalKind::Pause && e.wall_ms != 0);
    if (has_wall)
        anchor_ = {e.t, e.wall_ms};
    game_.last_wall_ms = anchor_->second + (game_.last_t - anchor_->first);
}

ReplayedGame replay_journal(const JournalRead& read) {
    return JournalReplayer(read).take();
}

} // namespace pendule::io
