#include "core/clock/clock_facts.hpp"

#include <algorithm>

namespace pendule::clock {

const char* speed_name(GameSpeed speed) {
    switch (speed) {
    case GameSpeed::Blitz:
        return "blitz";
    case GameSpeed::Rapid:
        return "rapid";
    case GameSpeed::Standard:
        return "standard";
    }
    return "standard";
}

Millis time_for_sixty_moves(const TimeControl& control, Side side) {
    constexpr int kMoves = 60;
    const auto& periods = control.of(side);
    Millis total = 0;
    int moves_done = 0; // moves covered by the periods counted so far
    for (std::size_t i = 0; moves_done < kMoves && i < periods.size(); ++i) {
        const Period& p = periods[i];
        const int remaining = kMoves - moves_done;
        switch (p.kind) {
        case PeriodKind::Hourglass:
            total += p.time;
            moves_done = kMoves;
            break;
        case PeriodKind::ByoYomi:
            total += p.time * p.periods; // each byo-yomi period once
            moves_done = kMoves;
            break;
        case PeriodKind::Canadian:
            total += p.time * ((remaining + p.moves - 1) / p.moves); // one block per `moves` moves
            moves_done = kMoves;
            break;
        case PeriodKind::Standard:
            if (p.end == PeriodEnd::Moves) {
                const bool repeats = i + 1 == periods.size();
                const int blocks = repeats ? (remaining + p.moves - 1) / p.moves : 1;
                const int in_period = std::min(p.moves * blocks, remaining);
                total += p.time * blocks + p.bonus_ms * in_period; // Laws A.1: base + 60 x increment
                moves_done += in_period;
            } else if (p.end == PeriodEnd::Never) {
                total += p.time + p.bonus_ms * remaining; // delays count like increments
                moves_done = kMoves;
            } else {
                // PeriodEnd::AtZero: when it ends depends on time, so the next period is counted
                // as reached within the 60 moves, and the moves' bonus is counted there.
                total += p.time;
            }
            break;
        }
    }
    return total;
}

GameSpeed classify(const TimeControl& control) {
    const Millis longest =
        std::max(time_for_sixty_moves(control, Side::White), time_for_sixty_moves(control, Side::Black));
    constexpr Millis kTenMinutes = 10 * 60000;
    constexpr Millis kSixtyMinutes = 60 * 60000;
    if (longest <= kTenMinutes)
        return GameSpeed::Blitz; // Laws B.1
    if (longest < kSixtyMinutes)
        return GameSpeed::Rapid; // Laws A.1
    return GameSpeed::Standard;
}

Millis low_time_threshold(const TimeControl& control, Side side) {
    const Millis initial = control.of(side).front().time;
    return std::min<Millis>(60000, std::max<Millis>(10000, initial / 8));
}

PlayerFacts player_facts(const TimeControl& control, const ClockState& state, Side side) {
    const PlayerClock& player = state.of(side);
    const auto& periods = control.of(side);
    const Period& current = periods[static_cast<std::size_t>(player.period)];
    PlayerFacts facts;
    facts.period_number = player.period + 1;
    if (current.kind == PeriodKind::Standard && current.end == PeriodEnd::Moves) {
        int limit = 0;
        for (int i = 0; i <= player.period; ++i)
            limit += periods[static_cast<std::size_t>(i)].moves;
        facts.moves_to_control = std::max(limit - player.moves, 0);
    } else if (current.kind == PeriodKind::Canadian) {
        facts.moves_to_control = player.block_moves_left;
    }
    facts.delay_left = state.to_move == side ? player.delay_left : 0;
    facts.is_low_time = player.main < low_time_threshold(control, side);
    // Laws 8.4: less than five minutes and no increment of 30 seconds or more.
    const Millis increment = (current.bonus == Bonus::None ? 0 : current.bonus_ms) + player.extra_increment;
    facts.is_notation_exempt = player.main < notation_exempt_below && increment < 30000;
    facts.is_in_overtime = current.kind == PeriodKind::ByoYomi || current.kind == PeriodKind::Canadian;
    return facts;
}

std::optional<Millis> until_facts_change(const TimeControl& control, const ClockState& state, Side side) {
    if (state.running != side)
        return std::nullopt;
    const PlayerClock& player = state.of(side);
    if (player.has_flag())
        return std::nullopt;
    // The delay is used before the main time runs (GameClock: Laws 6.3.2).
    const Millis delay = player.delay_left;
    Millis until = delay > 0 ? delay : delay + player.main;
    // Both facts hold below their threshold: they change 1 ms after the time falls to it.
    for (const Millis threshold : {low_time_threshold(control, side), notation_exempt_below})
        if (player.main >= threshold)
            until = std::min(until, delay + player.main - threshold + 1);
    return until;
}

} // namespace pendule::clock
