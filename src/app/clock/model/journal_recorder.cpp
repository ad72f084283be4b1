#include "app/clock/model/journal_recorder.hpp"

#include "core/arbiter/edition.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/rules/position.hpp"
#include "core/version.hpp"

#include <chrono>

namespace pendule::app {

namespace {

using io::JournalEvent;
using io::JournalKind;

JournalEvent make(JournalKind kind, TimePoint t, std::optional<Colour> side = std::nullopt,
                  std::int64_t value = 0) {
    return JournalEvent::of(kind, t, side, value);
}

} // namespace

std::optional<std::filesystem::path> JournalRecorder::path() const {
    if (!writer_)
        return std::nullopt;
    return writer_->path();
}

void JournalRecorder::set_line_observer(io::JournalWriter::LineObserver observer) {
    observer_ = std::move(observer);
    if (writer_)
        writer_->set_line_observer(observer_);
}

void JournalRecorder::continue_journal(io::JournalWriter writer, clock::GameClock shadow,
                                       const Session& session, std::string edition) {
    writer_.emplace(std::move(writer));
    writer_->set_line_observer(observer_);
    shadow_.emplace(std::move(shadow));
    edition_ = std::move(edition);
    log_seen_ = session.log().size();
    result_seen_ = session.result() ? session.result()->score : "";
}

void JournalRecorder::write(std::vector<JournalEvent> events) {
    if (!writer_ || events.empty())
        return;
    last_write_ = std::max(last_write_, events.back().t);
    if (auto problem = writer_->append_all(std::move(events)))
        error_ = std::move(problem);
}

void JournalRecorder::on_board(std::vector<JournalEvent> events) {
    for (JournalEvent& e : events)
        e.t = std::max(e.t, last_write_);
    write(std::move(events));
}

// Brings the shadow clock to the session's clock with explicit records (Laws 6.10.2 corrections,
// penalties, undone actions all end up here as set-time / set-moves / pause / ...).
void JournalRecorder::reconcile(const clock::ClockState& actual, TimePoint now,
                                std::vector<JournalEvent>& out) {
    clock::GameClock& shadow = *shadow_;
    auto mine = [&] { return shadow.state(now); };
    if (mine().paused != actual.paused) {
        if (actual.paused) {
            shadow.pause(now);
            JournalEvent pause = make(JournalKind::Pause, now);
            pause.wall_ms = wall_();
            out.push_back(std::move(pause));
        } else {
            shadow.resume(now);
            out.push_back(make(JournalKind::Resume, now));
        }
    }
    if (actual.to_move && mine().to_move != actual.to_move) {
        shadow.switch_side(now);
        out.push_back(make(JournalKind::Switch, now));
    }
    const Millis extra = actual.of(Colour::White).extra_increment;
    if (mine().of(Colour::White).extra_increment != extra) {
        shadow.introduce_increment(extra, now);
        out.push_back(make(JournalKind::Increment, now, std::nullopt, extra));
    }
    for (Colour c : {Colour::White, Colour::Black}) {
        if (mine().of(c).moves != actual.of(c).moves) {
            shadow.set_moves(c, actual.of(c).moves, now);
            out.push_back(make(JournalKind::SetMoves, now, c, actual.of(c).moves));
        }
        if (mine().of(c).main != actual.of(c).main || mine().of(c).has_flag() != actual.of(c).has_flag()) {
            shadow.set_time(c, actual.of(c).main, now);
            out.push_back(make(JournalKind::SetTime, now, c, actual.of(c).main));
        }
    }
}

// The header of a game's journal: the program, the players, the preset, the Laws edition and,
// for a Chess960 game, its start.
Result<io::JournalHeader> JournalRecorder::header_of(const Session& session) {
    io::JournalHeader header;
    header.program = std::string(version());
    header.created_wall_ms = wall_();
    header.preset = session.preset();
    header.white = session.settings().white_name;
    header.black = session.settings().black_name;
    header.board = session.settings().board;
    header.event = event_;
    header.round = round_;
    header.white_side = session.settings().white_side == Side::left ? "left" : "right";
    // The edition of the Laws this game is played under (--laws, the config): every ruling
    // names it, in the header and in each decision record.
    edition_ = std::string(arbiter::edition_name(session.arbiter().edition()));
    header.edition = edition_;
    // A Chess960 game (--chess960, the config, a resumed header): its start position, so that the export
    // and the claims replay from it (docs/journal.md).
    if (const std::optional<int> number = session.chess960()) {
        auto start = rules::Position::chess960_start(*number);
        if (!start)
            return start.error();
        header.variant = "chess960";
        header.start_fen = start->fen();
    }
    return header;
}

bool JournalRecorder::start_journal(const Session& session, TimePoint now,
                                    std::vector<JournalEvent>& events) {
    auto header = header_of(session);
    if (!header) {
        error_ = header.error();
        return false;
    }
    auto created = open_(*header, observer_);
    if (!created) {
        error_ = created.error();
        return false;
    }
    writer_.emplace(std::move(created.value()));
    shadow_.emplace(session.preset().control);
    log_seen_ = 0;
    result_seen_.clear();
    const auto to_move = session.clock().state(now).to_move.value_or(Colour::White);
    shadow_->start(now, to_move);
    events.push_back(make(JournalKind::Start, now, to_move));
    return true;
}

void JournalRecorder::add_decisions(const Session& session, const clock::ClockState& before, bool is_press,
                                    TimePoint now, std::vector<JournalEvent>& events) {
    const clock::ClockState after = shadow_->state(now);
    for (; log_seen_ < session.log().size(); ++log_seen_) {
        const LogEntry& entry = session.log()[log_seen_];
        JournalEvent d = make(JournalKind::Decision, now);
        d.article = entry.article.empty() ? "-" : entry.article;
        d.edition = edition_;
        if (!is_press) {
            d.white_ms = after.of(Colour::White).main - before.of(Colour::White).main;
            d.black_ms = after.of(Colour::Black).main - before.of(Colour::Black).main;
        }
        // The arbiter's own outcome of the decision: a correct claim's ruling and the result it
        // leads to record the draw, a result its score, everything else "continues".
        d.outcome = arbiter::outcome_text(entry.outcome);
        d.reason = entry.reason;
        events.push_back(std::move(d));
    }
}

void JournalRecorder::add_result(const Session& session, TimePoint now, std::vector<JournalEvent>& events) {
    const std::string score = session.result() ? session.result()->score : "";
    if (score == result_seen_)
        return;
    JournalEvent r = make(JournalKind::Result, now);
    r.score = score.empty() ? "*" : score;
    if (session.result()) {
        r.article = session.result()->article;
        r.reason = session.result()->reason;
        if (const auto code = session.result()->code)
            r.reason_code = std::string(arbiter::reason_code_name(*code));
    }
    events.push_back(std::move(r));
    result_seen_ = score;
}

void JournalRecorder::on_command(const Session& session, const Command& command, TimePoint now,
                                 const Applied& applied) {
    if (!applied.accepted)
        return;
    std::vector<JournalEvent> events;
    if (std::holds_alternative<StartGame>(command) && session.phase() == Phase::playing &&
        !start_journal(session, now, events))
        return;
    if (!writer_)
        return;
    JournalEvent text = make(JournalKind::Command, now);
    text.text = describe(command);
    events.insert(events.begin() + (events.empty() ? 0 : 1), text);
    const clock::ClockState before = shadow_->state(now);
    const bool is_press = std::holds_alternative<PlayerPress>(command);
    if (is_press && before.to_move) {
        shadow_->press(*before.to_move, now);
        events.push_back(make(JournalKind::Press, now, *before.to_move));
    }
    reconcile(session.clock().state(now), now, events);
    add_decisions(session, before, is_press, now, events);
    add_result(session, now, events);
    write(std::move(events));
}

bool JournalRecorder::checkpoints_due(const Session& session, TimePoint now) const {
    return writer_ && session.phase() == Phase::playing && session.clock().state(now).running;
}

std::optional<TimePoint> JournalRecorder::next_tick(const Session& session, TimePoint now) const {
    if (!checkpoints_due(session, now))
        return std::nullopt;
    return last_write_ + interval_ms_;
}

void JournalRecorder::tick(const Session& session, TimePoint now, std::int64_t wall_ms) {
    if (checkpoints_due(session, now) && now - last_write_ >= interval_ms_)
        write_checkpoint(now, wall_ms);
}

void JournalRecorder::tick_with_frame(const Session& session, TimePoint now, std::int64_t wall_ms,
                                      TimePoint next_frame) {
    if (checkpoints_due(session, now) && now - last_write_ >= interval_ms_ / 10 &&
        last_write_ + interval_ms_ < next_frame)
        write_checkpoint(now, wall_ms);
}

void JournalRecorder::write_checkpoint(TimePoint now, std::int64_t wall_ms) {
    JournalEvent c = make(JournalKind::Checkpoint, now);
    c.wall_ms = wall_ms;
    write({c});
}

void JournalRecorder::on_flag(Colour colour, TimePoint flag_at, TimePoint now) {
    write({make(JournalKind::Flag, now, colour, flag_at)});
}

void JournalRecorder::on_pin(TimePoint now, int count, std::int64_t wall_ms) {
    JournalEvent p = make(JournalKind::WrongPin, now, std::nullopt, count);
    p.wall_ms = wall_ms;
    write({p});
}

void JournalRecorder::on_suspend(TimePoint now, std::int64_t gap_ms, std::int64_t wall_ms) {
    JournalEvent s = make(JournalKind::Suspend, now, std::nullopt, gap_ms);
    s.wall_ms = wall_ms;
    write({s});
}

void JournalRecorder::on_resumed(TimePoint now, std::int64_t gap_ms, std::int64_t wall_ms,
                                 const std::string& text) {
    JournalEvent r = make(JournalKind::Resumed, now, std::nullopt, gap_ms);
    r.wall_ms = wall_ms;
    r.text = text;
    write({r});
}

} // namespace pendule::app
