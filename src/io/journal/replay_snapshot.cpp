#include "io/journal/replay_snapshot.hpp"

#include "io/journal/journal_line.hpp"

#include <charconv>
#include <limits>

namespace pendule::io {

void StateWriter::value(const std::string& v) {
    if (!text_.empty())
        text_ += ' ';
    text_ += '\'';
    text_ += encode_value(v);
}

void StateWriter::word(std::string_view w) {
    if (!text_.empty())
        text_ += ' ';
    text_ += w;
}

std::string_view StateReader::word() {
    if (failed_ || at_ >= text_.size()) {
        failed_ = true;
        return {};
    }
    const std::size_t end = std::min(text_.find(' ', at_), text_.size());
    const std::string_view w = text_.substr(at_, end - at_);
    at_ = end == text_.size() ? end : end + 1;
    if (w.empty() || (at_ == text_.size() && end != text_.size()))
        failed_ = true; // two spaces, or a space at the end: not written so
    return w;
}

void StateReader::value(std::int64_t& v) {
    const std::string_view w = word();
    v = 0;
    if (failed_)
        return;
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || end != w.data() + w.size())
        failed_ = true;
}

void StateReader::value(int& v) {
    std::int64_t n = 0;
    value(n);
    if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
        failed_ = true;
    v = failed_ ? 0 : static_cast<int>(n);
}

void StateReader::value(bool& v) {
    const std::string_view w = word();
    v = w == "1";
    if (w != "0" && w != "1")
        failed_ = true;
}

void StateReader::value(std::string& v) {
    const std::string_view w = word();
    v.clear();
    if (failed_)
        return;
    auto decoded = w.front() == '\'' ? decode_value(w.substr(1)) : std::nullopt;
    if (!decoded)
        failed_ = true;
    else
        v = std::move(*decoded);
}

void StateReader::value(clock::Side& v) {
    const std::string_view w = word();
    v = w == "1" ? clock::Side::Black : clock::Side::White;
    if (w != "0" && w != "1")
        failed_ = true;
}

// Every member of each part of the replay, in the order of its declaration.

template <typename A> void walk(A& a, clock::PlayerClock& p) {
    a(p.main, p.delay_left, p.moves, p.period, p.repeats, p.byo_yomi_left, p.block_moves_left,
      p.extra_increment, p.flag_at);
}

template <typename A> void walk(A& a, clock::ClockState& s) {
    a(s.at, s.players, s.started, s.paused, s.frozen, s.to_move, s.running, s.first_flag);
}

template <typename A> void walk(A& a, clock::GameClock::Saved& c) {
    a(c.state, c.move_used, c.last_gain);
}

template <typename A> void walk(A& a, arbiter::Decision& d) {
    a(d.at_ms, d.article, d.edition, d.clock.white_ms, d.clock.black_ms, d.outcome, d.reason, d.shown);
}

template <typename A> void walk(A& a, GameResultRecord& r) {
    a(r.score, r.article, r.reason, r.at, r.reason_code);
}

template <typename A> void walk(A& a, SetAside& s) {
    a(s.line, s.at, s.wall_ms, s.reason);
}

template <typename A> void walk(A& a, PressTime& p) {
    a(p.side, p.move_number, p.at, p.used, p.left, p.opponent);
}

template <typename A> void walk(A& a, Interruption& i) {
    a(i.line, i.at, i.last_wall_ms, i.resumed_wall_ms, i.running);
}

template <typename A> void walk(A& a, Suspension& s) {
    a(s.line, s.at, s.gap_ms);
}

template <typename A> void walk(A& a, PinAttempt& p) {
    a(p.line, p.at, p.count, p.wall_ms);
}

template <typename A> void walk(A& a, BoardMoveRecord& m) {
    a(m.line, m.at, m.side, m.uci, m.san, m.illegal, m.fen);
}

template <typename A> void walk(A& a, BoardLinkRecord& l) {
    a(l.line, l.at, l.state, l.detail);
}

template <typename A> void walk(A& a, BoardClockRecord& c) {
    a(c.line, c.at, c.wall_ms, c.state, c.side, c.plies, c.white_ms, c.black_ms);
}

template <typename A> void walk(A& a, BoardScore& b) {
    a(b.moves, b.links, b.clock, b.replaced, b.taken_back);
}

template <typename A> void walk(A& a, Error& e) {
    a(e.message, e.where);
}

template <typename A> void walk(A& a, MoveTimer& t) {
    a(t.used, t.since);
}

namespace {

// The game's members but its header and its clock (the clock is walked as GameClock::Saved).
template <typename A> void walk_game(A& a, ReplayedGame& g, std::vector<arbiter::Decision>& decisions) {
    a(decisions, g.result, g.set_aside, g.presses, g.interruptions, g.suspensions, g.pin_attempts, g.commands,
      g.board, g.started, g.started_at, g.last_t, g.last_checkpoint, g.last_wall_ms, g.warnings, g.error);
}

bool known(arbiter::Outcome o) {
    return o >= arbiter::Outcome::Continues && o <= arbiter::Outcome::ArbiterDecides;
}

bool known(arbiter::Edition e) {
    return e >= arbiter::Edition::Laws2001 && e <= arbiter::Edition::Laws2023;
}

} // namespace

void write_replayer(StateWriter& out, const JournalReplayer& replayer) {
    ReplayedGame& game = const_cast<ReplayedGame&>(replayer.game()); // only read: the writer's walk
    std::vector<arbiter::Decision> decisions = game.log.entries();
    out.value(replayer.game().clock.saved());
    walk_game(out, game, decisions);
    out(replayer.timer(), replayer.anchor(), replayer.cannot_run());
}

std::optional<JournalReplayer> read_replayer(StateReader& in, const JournalHeader& header) {
    ReplayedGame game(header);
    clock::GameClock::Saved clock;
    std::vector<arbiter::Decision> decisions;
    MoveTimer timer;
    JournalReplayer::Anchor anchor;
    bool cannot_run = false;
    in.value(clock);
    walk_game(in, game, decisions);
    in(timer, anchor, cannot_run);
    for (const arbiter::Decision& d : decisions)
        if (!known(d.outcome) || !known(d.edition))
            in.refuse();
    if (!in.ok())
        return std::nullopt;
    game.clock.restore(clock);
    for (arbiter::Decision& d : decisions)
        game.log.record(std::move(d));
    return JournalReplayer(std::move(game), timer, anchor, cannot_run);
}

} // namespace pendule::io
