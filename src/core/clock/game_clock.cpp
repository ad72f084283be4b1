#include "core/clock/game_clock.hpp"

#include <algorithm>
#include <cassert>

namespace pendule::clock {

namespace {

bool is_overtime(PeriodKind kind) {
    return kind == PeriodKind::ByoYomi || kind == PeriodKind::Canadian;
}

const Period& period_of(const TimeControl& control, const ClockState& state, Side side) {
    return control.of(side)[static_cast<std::size_t>(state.of(side).period)];
}

// Sets a player's clock as a period begins that *replaces* the time (overtime, or the first
// period); a Standard period after the first one *adds* its time instead (Laws 6.3.1 carry-over).
void enter_overtime(PlayerClock& player, const Period& period) {
    player.main = period.time;
    player.byo_yomi_left = period.kind == PeriodKind::ByoYomi ? period.periods : 0;
    player.block_moves_left = period.kind == PeriodKind::Canadian ? period.moves : 0;
}

bool freezes_on_flag(const TimeControl& control, const ClockState& state, Side side) {
    switch (control.flag_policy) {
    case FlagPolicy::Freeze:
        return true;
    case FlagPolicy::KeepRunning:
        return false;
    case FlagPolicy::Fide:
        // Equipment standard 5.4.1: in increment modes the other clock stops and keeps its display.
        return period_of(control, state, side).bonus != Bonus::None || state.of(side).extra_increment > 0;
    }
    return true;
}

// The move count at which the player's current Moves period ends.
int moves_limit(const std::vector<Period>& periods, const PlayerClock& player) {
    int limit = 0;
    for (int i = 0; i <= player.period; ++i)
        limit += periods[static_cast<std::size_t>(i)].moves;
    return limit + player.repeats * periods[static_cast<std::size_t>(player.period)].moves;
}

void set_running(ClockState& state) {
    state.running = (state.started && !state.paused && !state.frozen) ? state.to_move : std::nullopt;
}

// `side`'s time has just reached zero at `when`: a byo-yomi period is used up, a period ending at
// zero gives the next one, or the flag falls (Laws 6.1).
void reach_zero(const TimeControl& control, ClockState& state, Side side, TimePoint when) {
    PlayerClock& player = state.players[index(side)];
    const auto& periods = control.of(side);
    const Period& current = periods[static_cast<std::size_t>(player.period)];
    if (player.has_flag())
        return;
    if (current.kind == PeriodKind::ByoYomi && player.byo_yomi_left > 1) {
        --player.byo_yomi_left;
        player.main = current.time;
        return;
    }
    const auto next_index = static_cast<std::size_t>(player.period + 1);
    if (current.kind == PeriodKind::Standard && current.end == PeriodEnd::AtZero &&
        next_index < periods.size()) {
        const Period& next = periods[next_index];
        if (is_overtime(next.kind)) {
            ++player.period;
            enter_overtime(player, next);
            return;
        }
        // DGT "moves = 0": the next period goes to both players when the first reaches zero.
        for (Side s : {Side::White, Side::Black}) {
            PlayerClock& p = state.players[index(s)];
            const auto& own = control.of(s);
            const auto own_next = static_cast<std::size_t>(p.period + 1);
            const Period& own_current = own[static_cast<std::size_t>(p.period)];
            if (p.has_flag() || own_current.end != PeriodEnd::AtZero || own_next >= own.size() ||
                own[own_next].kind != PeriodKind::Standard)
                continue;
            ++p.period;
            p.main += own[own_next].time;
        }
        return;
    }
    player.main = 0;
    player.flag_at = when;
    if (!state.first_flag)
        state.first_flag = side; // equipment standard 5.4.2: who passed the limit first
    if (freezes_on_flag(control, state, side))
        state.frozen = true;
    set_running(state);
}

// Projects `state` forward to `now`: the running side's delay is used first, then its main time
// (Laws 6.3.2); each time it reaches zero is handled at its exact instant.
void advance(const TimeControl& control, ClockState& state, Millis& move_used, TimePoint now) {
    now = std::max(now, state.at);
    TimePoint cursor = state.at;
    state.at = now;
    if (!state.started || state.paused || state.frozen || !state.to_move)
        return;
    const Side side = *state.to_move;
    PlayerClock& player = state.players[index(side)];
    PlayerClock& opponent = state.players[index(other(side))];
    const bool hourglass = period_of(control, state, side).kind == PeriodKind::Hourglass;
    while (!player.has_flag() && !state.frozen) {
        Millis available = now - cursor;
        const Millis from_delay = std::min(player.delay_left, available);
        player.delay_left -= from_delay;
        move_used += from_delay;
        cursor += from_delay;
        available -= from_delay;
        if (player.delay_left > 0)
            return;
        const Millis from_main = std::min(player.main, available);
        player.main -= from_main;
        move_used += from_main;
        cursor += from_main;
        if (hourglass && !opponent.has_flag())
            opponent.main += from_main; // the sand flows to the other side
        if (player.main > 0)
            return;
        reach_zero(control, state, side, cursor);
        if (player.main > 0 && cursor == now)
            return;
    }
}

} // namespace

GameClock::GameClock(TimeControl control) : control_(std::move(control)) {
    assert(!validate(control_));
    for (Side side : {Side::White, Side::Black}) {
        PlayerClock& player = state_.players[index(side)];
        const Period& first = control_.of(side).front();
        enter_overtime(player, first);
        if (first.bonus == Bonus::Fischer &&
            control_.increment_convention == IncrementConvention::FromMoveOne)
            player.main += first.bonus_ms; // FIDE practice: the increment is on the clock before move 1
    }
}

void GameClock::settle(TimePoint now) {
    advance(control_, state_, move_used_, now);
}

void GameClock::refresh() {
    set_running(state_);
}

void GameClock::begin_move(Side side) {
    state_.to_move = side;
    for (PlayerClock& player : state_.players)
        player.delay_left = 0;
    const Period& period = period_of(control_, state_, side);
    if (period.kind == PeriodKind::Standard && period.bonus == Bonus::Delay && !state_.of(side).has_flag())
        state_.players[index(side)].delay_left = period.bonus_ms; // Laws 6.3.2: a fresh delay each move
    move_used_ = 0;
    refresh();
    // A clock that is already at zero flags (or enters overtime) at once.
    settle(state_.at);
}

bool GameClock::start(TimePoint now, Side side) {
    if (state_.started)
        return false;
    state_.at = std::max(now, state_.at);
    state_.started = true;
    begin_move(side);
    return true;
}

bool GameClock::press(TimePoint now) {
    settle(now);
    if (!state_.started || state_.paused || state_.frozen || !state_.to_move)
        return false;
    const Side side = *state_.to_move;
    apply_press(side);
    begin_move(other(side));
    return true;
}

bool GameClock::press(Side side, TimePoint now) {
    if (!state_.started)
        return start(now, other(side));
    settle(now);
    if (state_.to_move != side)
        return false;
    return press(now);
}

// Laws 6.2: the press completes the move; the move's bonus and the next period are given, never
// to a player whose flag has fallen (a flag before move 40 is not rescued by the 40th press).
void GameClock::apply_press(Side side) {
    PlayerClock& player = state_.players[index(side)];
    const auto& periods = control_.of(side);
    ++player.moves;
    Millis gained = 0;
    if (!player.has_flag()) {
        const Period& before = periods[static_cast<std::size_t>(player.period)];
        switch (before.kind) {
        case PeriodKind::ByoYomi:
            player.main = before.time; // a move inside a byo-yomi period resets it
            break;
        case PeriodKind::Canadian:
            if (--player.block_moves_left == 0)
                enter_overtime(player, before); // the block is done: a fresh block
            break;
        case PeriodKind::Hourglass:
            break;
        case PeriodKind::Standard:
            if (before.bonus == Bonus::Bronstein)
                gained += std::min(move_used_, before.bonus_ms); // give back the time used, up to the amount
            if (before.bonus == Bonus::Fischer &&
                control_.increment_convention == IncrementConvention::AfterPress)
                gained += before.bonus_ms;
            break;
        }
        // Laws 6.3.1: the next period after the player's own Nth press; unused time is carried.
        // A last period ending after moves repeats (PGN TimeControl: the last descriptor repeats).
        const auto next = static_cast<std::size_t>(player.period + 1);
        if (before.end == PeriodEnd::Moves && player.moves == moves_limit(periods, player)) {
            if (next < periods.size()) {
                ++player.period;
                player.main += periods[next].time;
            } else {
                ++player.repeats;
                player.main += before.time;
            }
        }
        // FIDE practice: the increment credited at a press is the one of the move to come.
        const Period& after = periods[static_cast<std::size_t>(player.period)];
        if (after.bonus == Bonus::Fischer &&
            control_.increment_convention == IncrementConvention::FromMoveOne)
            gained += after.bonus_ms;
        gained += player.extra_increment; // Guidelines III.4
        player.main += gained;
    }
    last_gain_ = LastGain{side, gained};
}

bool GameClock::pause(TimePoint now) {
    settle(now);
    if (!state_.started || state_.paused)
        return false;
    state_.paused = true;
    refresh();
    return true;
}

bool GameClock::resume(TimePoint now) {
    settle(now);
    if (!state_.paused)
        return false;
    state_.paused = false;
    refresh();
    return true;
}

bool GameClock::switch_side(TimePoint now) {
    settle(now);
    if (!state_.started || state_.frozen || !state_.to_move)
        return false;
    begin_move(other(*state_.to_move));
    return true;
}

void GameClock::register_zero(Side side, TimePoint now) {
    reach_zero(control_, state_, side, now);
    refresh();
}

void GameClock::set_time(Side side, Millis time, TimePoint now) {
    settle(now);
    PlayerClock& player = state_.players[index(side)];
    player.main = std::max<Millis>(time, 0);
    if (player.main == 0) {
        register_zero(side, state_.at);
        return;
    }
    if (!player.has_flag())
        return;
    // Laws 6.10.2: the arbiter's correction lifts the flag; who fell first is then recomputed.
    player.flag_at.reset();
    const PlayerClock& opponent = state_.of(other(side));
    state_.first_flag = opponent.has_flag() ? std::optional<Side>(other(side)) : std::nullopt;
    if (!opponent.has_flag())
        state_.frozen = false;
    if (state_.to_move == side)
        state_.players[index(side)].delay_left = 0;
    refresh();
}

void GameClock::add_time(Side side, Millis delta, TimePoint now) {
    settle(now);
    set_time(side, state_.of(side).main + delta, now);
}

void GameClock::set_moves(Side side, int moves, TimePoint now) {
    settle(now);
    PlayerClock& player = state_.players[index(side)];
    player.moves = std::max(moves, 0);
    const auto& periods = control_.of(side);
    // Only periods ending after moves follow the counter; the first other period closes the chain.
    int first_other = 0;
    while (first_other < static_cast<int>(periods.size()) &&
           periods[static_cast<std::size_t>(first_other)].end == PeriodEnd::Moves)
        ++first_other;
    if (player.period > first_other)
        return;
    int period = 0;
    int limit = 0;
    while (period < first_other) {
        limit += periods[static_cast<std::size_t>(period)].moves;
        if (player.moves < limit)
            break;
        ++period;
    }
    player.repeats = 0;
    if (period == static_cast<int>(periods.size())) {
        // Past the end of a repeating last period: count its repeats.
        --period;
        const int last_moves = periods.back().moves;
        player.repeats = (player.moves - limit) / last_moves + 1;
    }
    player.period = period;
}

void GameClock::introduce_increment(Millis increment, TimePoint now) {
    settle(now);
    for (PlayerClock& player : state_.players)
        player.extra_increment = std::max<Millis>(increment, 0);
}

Millis GameClock::take_back_last_bonus(TimePoint now) {
    settle(now);
    if (!last_gain_)
        return 0;
    const LastGain gain = *last_gain_;
    last_gain_.reset();
    if (gain.amount == 0 || state_.of(gain.side).has_flag())
        return 0;
    set_time(gain.side, state_.of(gain.side).main - gain.amount, now);
    return gain.amount;
}

Millis GameClock::last_bonus(TimePoint now) const {
    if (!last_gain_ || state(now).of(last_gain_->side).has_flag())
        return 0;
    return last_gain_->amount;
}

ClockState GameClock::state(TimePoint now) const {
    ClockState projected = state_;
    Millis used = move_used_;
    advance(control_, projected, used, now);
    return projected;
}

std::optional<TimePoint> GameClock::next_zero_at(TimePoint now) const {
    const ClockState s = state(now);
    if (!s.running)
        return std::nullopt;
    const PlayerClock& player = s.of(*s.running);
    if (player.has_flag())
        return std::nullopt;
    return s.at + player.delay_left + player.main;
}

GameClock::Saved GameClock::saved() const {
    Saved out{state_, move_used_, std::nullopt};
    if (last_gain_)
        out.last_gain = std::pair{last_gain_->side, last_gain_->amount};
    return out;
}

void GameClock::restore(const Saved& saved) {
    state_ = saved.state;
    move_used_ = saved.move_used;
    last_gain_.reset();
    if (saved.last_gain)
        last_gain_ = LastGain{saved.last_gain->first, saved.last_gain->second};
}

} // namespace pendule::clock
