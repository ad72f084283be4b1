#include "core/clock/time_control.hpp"

#include "core/clock/duration_text.hpp"

namespace pendule::clock {

const char* side_name(Side side) {
    return side == Side::White ? "white" : "black";
}

Period Period::sudden_death(Millis time) {
    Period p;
    p.time = time;
    return p;
}

Period Period::for_moves(Millis time, int moves) {
    Period p;
    p.time = time;
    p.moves = moves;
    p.end = PeriodEnd::Moves;
    return p;
}

Period Period::until_zero(Millis time) {
    Period p;
    p.time = time;
    p.end = PeriodEnd::AtZero;
    return p;
}

namespace {

Period with_bonus(Millis time, Bonus bonus, Millis amount, int moves) {
    Period p;
    p.time = time;
    p.bonus = bonus;
    p.bonus_ms = amount;
    p.moves = moves;
    p.end = moves > 0 ? PeriodEnd::Moves : PeriodEnd::Never;
    return p;
}

} // namespace

Period Period::fischer(Millis time, Millis increment, int moves) {
    return with_bonus(time, Bonus::Fischer, increment, moves);
}

Period Period::delay(Millis time, Millis amount, int moves) {
    return with_bonus(time, Bonus::Delay, amount, moves);
}

Period Period::bronstein(Millis time, Millis amount, int moves) {
    return with_bonus(time, Bonus::Bronstein, amount, moves);
}

Period Period::hourglass(Millis time) {
    Period p;
    p.kind = PeriodKind::Hourglass;
    p.time = time;
    return p;
}

Period Period::byo_yomi(Millis period_time, int periods) {
    Period p;
    p.kind = PeriodKind::ByoYomi;
    p.time = period_time;
    p.periods = periods;
    return p;
}

Period Period::canadian(Millis block_time, int moves) {
    Period p;
    p.kind = PeriodKind::Canadian;
    p.time = block_time;
    p.moves = moves;
    return p;
}

TimeControl TimeControl::same_for_both(std::vector<Period> periods) {
    TimeControl control;
    control.periods[0] = periods;
    control.periods[1] = std::move(periods);
    return control;
}

TimeControl TimeControl::per_side(std::vector<Period> white, std::vector<Period> black) {
    TimeControl control;
    control.periods[0] = std::move(white);
    control.periods[1] = std::move(black);
    return control;
}

std::string ControlIssue::text() const {
    std::string out;
    if (side)
        out += side_name(*side);
    if (period) {
        if (!out.empty())
            out += ' ';
        out += "period ";
        out += std::to_string(*period + 1);
    }
    if (!field.empty()) {
        if (!out.empty())
            out += ", ";
        out += "field ";
        out += field;
    }
    if (out.empty())
        return message;
    out += ": ";
    out += message;
    return out;
}

namespace {

ControlIssue issue(Side side, int period, std::string field, std::string message) {
    return ControlIssue{side, period, std::move(field), std::move(message)};
}

std::optional<ControlIssue> validate_period(Side side, const std::vector<Period>& periods, int i) {
    const Period& p = periods[static_cast<std::size_t>(i)];
    const bool last = i + 1 == static_cast<int>(periods.size());
    if (p.time < 0)
        return issue(side, i, "time", "negative time " + std::to_string(p.time) + " ms");
    if (p.bonus_ms < 0)
        return issue(side, i, "bonus", "negative bonus " + std::to_string(p.bonus_ms) + " ms");
    if (p.bonus == Bonus::None && p.bonus_ms != 0)
        return issue(side, i, "bonus", "a bonus amount without a bonus kind");
    if (p.bonus != Bonus::None && p.bonus_ms == 0)
        return issue(side, i, "bonus", "a zero bonus: use no bonus instead");
    if (i > 0 && periods[static_cast<std::size_t>(i - 1)].end == PeriodEnd::Never)
        return issue(side, i, "", "a period after an open-ended one is never reached");
    switch (p.kind) {
    case PeriodKind::Standard:
        if (p.end == PeriodEnd::Moves && i > 0 &&
            periods[static_cast<std::size_t>(i - 1)].end != PeriodEnd::Moves)
            return issue(side, i, "moves",
                         "a period ending after moves must follow periods ending after moves");
        if (p.end == PeriodEnd::Moves && p.moves <= 0)
            return issue(side, i, "moves", "a period ending after its moves needs moves > 0");
        if (p.end != PeriodEnd::Moves && p.moves != 0)
            return issue(side, i, "moves", "moves given to a period that does not end after moves");
        if (p.periods != 0)
            return issue(side, i, "periods", "byo-yomi periods given to a standard period");
        if (last && p.end == PeriodEnd::AtZero)
            return issue(side, i, "end", "the last period cannot end at zero (nothing follows)");
        break;
    case PeriodKind::Hourglass:
        if (periods.size() != 1)
            return issue(side, i, "kind", "hourglass must be the only period");
        if (p.bonus != Bonus::None)
            return issue(side, i, "bonus", "hourglass with a bonus (increment or delay)");
        if (p.time <= 0)
            return issue(side, i, "time", "hourglass needs a positive time");
        if (p.moves != 0 || p.periods != 0)
            return issue(side, i, "moves", "hourglass takes no moves or periods");
        break;
    case PeriodKind::ByoYomi:
    case PeriodKind::Canadian: {
        const char* what = p.kind == PeriodKind::ByoYomi ? "byo-yomi" : "Canadian overtime";
        if (!last)
            return issue(side, i, "kind", std::string(what) + " must be the last period");
        if (i > 0 && periods[static_cast<std::size_t>(i - 1)].end != PeriodEnd::AtZero)
            return issue(side, i - 1, "end", std::string("the period before ") + what + " must end at zero");
        if (p.bonus != Bonus::None)
            return issue(side, i, "bonus", std::string(what) + " with a bonus");
        if (p.time <= 0)
            return issue(side, i, "time", std::string(what) + " needs a positive time");
        if (p.kind == PeriodKind::ByoYomi && p.periods <= 0)
            return issue(side, i, "periods", "byo-yomi needs periods > 0");
        if (p.kind == PeriodKind::ByoYomi && p.moves != 0)
            return issue(side, i, "moves", "byo-yomi takes no moves (one move per period)");
        if (p.kind == PeriodKind::Canadian && p.moves <= 0)
            return issue(side, i, "moves", "Canadian overtime needs moves > 0");
        if (p.kind == PeriodKind::Canadian && p.periods != 0)
            return issue(side, i, "periods", "Canadian overtime takes no periods");
        break;
    }
    }
    return std::nullopt;
}

} // namespace

std::optional<ControlIssue> validate(const TimeControl& control) {
    for (Side side : {Side::White, Side::Black}) {
        const auto& periods = control.of(side);
        if (periods.empty())
            return ControlIssue{side, std::nullopt, "periods", "no periods"};
        for (int i = 0; i < static_cast<int>(periods.size()); ++i)
            if (auto problem = validate_period(side, periods, i))
                return problem;
    }
    const bool white_hourglass = control.of(Side::White)[0].kind == PeriodKind::Hourglass;
    const bool black_hourglass = control.of(Side::Black)[0].kind == PeriodKind::Hourglass;
    if (white_hourglass != black_hourglass)
        return ControlIssue{std::nullopt, std::nullopt, "", "hourglass must be used by both players"};
    return std::nullopt;
}

namespace {

std::string describe_period(const Period& p, IncrementConvention convention, bool last) {
    std::string out;
    switch (p.kind) {
    case PeriodKind::Hourglass:
        return "hourglass " + format_duration(p.time);
    case PeriodKind::ByoYomi:
        return "byo-yomi " + std::to_string(p.periods) + " x " + format_duration(p.time);
    case PeriodKind::Canadian:
        return "Canadian " + std::to_string(p.moves) + " moves in " + format_duration(p.time);
    case PeriodKind::Standard:
        break;
    }
    out = format_duration(p.time);
    if (p.end == PeriodEnd::Moves)
        out += " for " + std::to_string(p.moves) + " moves";
    if (p.end == PeriodEnd::Moves && last)
        out += " (repeating)";
    if (p.end == PeriodEnd::AtZero)
        out += " until zero";
    switch (p.bonus) {
    case Bonus::None:
        break;
    case Bonus::Fischer:
        out += " + " + format_duration(p.bonus_ms) +
               (convention == IncrementConvention::FromMoveOne ? " increment from move 1" : " increment");
        break;
    case Bonus::Delay:
        out += ", delay " + format_duration(p.bonus_ms);
        break;
    case Bonus::Bronstein:
        out += ", Bronstein " + format_duration(p.bonus_ms);
        break;
    }
    return out;
}

std::string describe_side(const std::vector<Period>& periods, IncrementConvention convention) {
    std::string out;
    for (std::size_t i = 0; i < periods.size(); ++i)
        out +=
            (out.empty() ? "" : ", then ") + describe_period(periods[i], convention, i + 1 == periods.size());
    return out;
}

} // namespace

std::string describe(const TimeControl& control) {
    if (control.is_symmetric())
        return describe_side(control.of(Side::White), control.increment_convention);
    return "White: " + describe_side(control.of(Side::White), control.increment_convention) +
           "; Black: " + describe_side(control.of(Side::Black), control.increment_convention);
}

} // namespace pendule::clock
