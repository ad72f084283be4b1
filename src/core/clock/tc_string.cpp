#include "core/clock/tc_string.hpp"

#include "core/clock/duration_text.hpp"

#include <cctype>

namespace pendule::clock {

namespace {

constexpr Millis kMaxSeconds = Millis{3600} * 24 * 365;

// Reads seconds with up to three decimals ("5400", "0.5") as milliseconds.
bool read_seconds(std::string_view text, Millis& ms) {
    if (text.empty())
        return false;
    Millis whole = 0;
    std::size_t pos = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
        whole = whole * 10 + (text[pos++] - '0');
        if (whole > kMaxSeconds)
            return false;
    }
    if (pos == 0)
        return false;
    Millis fraction = 0;
    if (pos < text.size()) {
        if (text[pos] != '.')
            return false;
        ++pos;
        int digits = 0;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) && digits < 3) {
            fraction = fraction * 10 + (text[pos++] - '0');
            ++digits;
        }
        if (digits == 0 || pos != text.size())
            return false;
        for (; digits < 3; ++digits)
            fraction *= 10;
    }
    ms = whole * 1000 + fraction;
    return true;
}

bool read_count(std::string_view text, int& count) {
    if (text.empty() || text.size() > 4)
        return false;
    count = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
        count = count * 10 + (c - '0');
    }
    return count > 0;
}

// One descriptor: `*S`, or `[N/]S[(+|d|b)B]`.
Result<Period> parse_descriptor(std::string_view d, const std::string& where) {
    if (d.empty())
        return fail("empty descriptor", where);
    Period period;
    if (d.front() == '*') {
        if (!read_seconds(d.substr(1), period.time))
            return fail("bad hourglass time '" + std::string(d) + "' (expected *SECONDS)", where);
        period.kind = PeriodKind::Hourglass;
        return period;
    }
    if (auto slash = d.find('/'); slash != std::string_view::npos) {
        if (!read_count(d.substr(0, slash), period.moves))
            return fail("bad move count in '" + std::string(d) + "'", where);
        period.end = PeriodEnd::Moves;
        d = d.substr(slash + 1);
    }
    const auto mark = d.find_first_not_of("0123456789.");
    if (mark != std::string_view::npos && std::string_view("+db").find(d[mark]) == std::string_view::npos)
        return fail("bad time '" + std::string(d) + "' (seconds expected)", where);
    if (mark != std::string_view::npos) {
        const char kind = d[mark];
        period.bonus = kind == '+' ? Bonus::Fischer : kind == 'd' ? Bonus::Delay : Bonus::Bronstein;
        if (!read_seconds(d.substr(mark + 1), period.bonus_ms))
            return fail("bad " +
                            std::string(kind == '+'   ? "increment"
                                        : kind == 'd' ? "delay"
                                                      : "Bronstein") +
                            " in '" + std::string(d) + "'",
                        where);
        if (period.bonus_ms == 0)
            period.bonus = Bonus::None;
        d = d.substr(0, mark);
    }
    if (!read_seconds(d, period.time))
        return fail("bad time '" + std::string(d) + "' (seconds expected)", where);
    return period;
}

ParsedTimeControl special(ParsedTimeControl::Kind kind) {
    ParsedTimeControl parsed;
    parsed.kind = kind;
    return parsed;
}

Result<ParsedTimeControl> checked(TimeControl control, std::string_view text) {
    if (auto problem = validate(control))
        return fail(problem->text(), "time control '" + std::string(text) + "'");
    ParsedTimeControl parsed;
    parsed.control = std::move(control);
    return parsed;
}

std::string seconds_text(Millis ms) {
    std::string out = std::to_string(ms / 1000);
    if (Millis frac = ms % 1000; frac != 0) {
        std::string digits = std::to_string(frac);
        digits.insert(0, 3 - digits.size(), '0');
        while (digits.back() == '0')
            digits.pop_back();
        out += "." + digits;
    }
    return out;
}

} // namespace

Result<ParsedTimeControl> parse_pgn_time_control(std::string_view text) {
    if (text == "?")
        return special(ParsedTimeControl::Kind::Unknown);
    if (text == "-")
        return special(ParsedTimeControl::Kind::None);
    if (text.empty())
        return fail("empty time control");
    std::vector<Period> periods;
    std::size_t start = 0;
    int number = 1;
    while (true) {
        const auto colon = text.find(':', start);
        const auto piece =
            text.substr(start, colon == std::string_view::npos ? text.size() - start : colon - start);
        auto period = parse_descriptor(piece, "time control '" + std::string(text) + "', descriptor " +
                                                  std::to_string(number));
        if (!period)
            return period.error();
        periods.push_back(*period);
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
        ++number;
    }
    for (std::size_t i = 0; i + 1 < periods.size(); ++i)
        if (periods[i].end != PeriodEnd::Moves)
            return fail("descriptor " + std::to_string(i + 1) +
                            " has no move count, so nothing after it is reached",
                        "time control '" + std::string(text) + "'");
    return checked(TimeControl::same_for_both(std::move(periods)), text);
}

Result<std::string> format_pgn_time_control(const TimeControl& control) {
    if (!control.is_symmetric())
        return fail("different times per player have no PGN TimeControl notation");
    std::string out;
    for (const Period& p : control.of(Side::White)) {
        if (!out.empty())
            out += ':';
        switch (p.kind) {
        case PeriodKind::Hourglass:
            out += '*';
            out += seconds_text(p.time);
            continue;
        case PeriodKind::ByoYomi:
        case PeriodKind::Canadian:
            return fail("byo-yomi and Canadian overtime have no PGN TimeControl notation");
        case PeriodKind::Standard:
            break;
        }
        if (p.end == PeriodEnd::AtZero)
            return fail("a period ending at zero has no PGN TimeControl notation");
        if (p.end == PeriodEnd::Moves)
            out += std::to_string(p.moves) + "/";
        out += seconds_text(p.time);
        if (p.bonus != Bonus::None) {
            out += p.bonus == Bonus::Fischer ? '+' : p.bonus == Bonus::Delay ? 'd' : 'b';
            out += seconds_text(p.bonus_ms);
        }
    }
    return out;
}

Result<ParsedTimeControl> parse_cutechess_tc(std::string_view text) {
    const std::string where = "cutechess tc '" + std::string(text) + "'";
    if (text == "inf")
        return special(ParsedTimeControl::Kind::None);
    bool hourglass = false;
    if (text.substr(0, 2) == "hg") {
        hourglass = true;
        text.remove_prefix(2);
    }
    Period period;
    std::vector<std::string> warnings;
    if (auto slash = text.find('/'); slash != std::string_view::npos) {
        if (!read_count(text.substr(0, slash), period.moves))
            return fail("bad move count", where);
        period.end = PeriodEnd::Moves;
        text.remove_prefix(slash + 1);
    }
    std::string_view increment;
    if (auto plus = text.find('+'); plus != std::string_view::npos) {
        increment = text.substr(plus + 1);
        text = text.substr(0, plus);
    }
    if (text.find(':') != std::string_view::npos) {
        auto time = parse_duration(text);
        if (!time)
            return fail(time.error().message, where);
        period.time = *time;
    } else if (!read_seconds(text, period.time)) {
        return fail("bad time '" + std::string(text) + "' (seconds or m:ss expected)", where);
    } else if (period.end == PeriodEnd::Moves && period.time <= 180000) {
        warnings.push_back(where + ": cutechess reads this as " + std::to_string(period.moves) +
                           " moves in " + seconds_text(period.time) + " seconds; for minutes write " +
                           std::to_string(period.moves) + "/" + seconds_text(period.time) + ":00");
    }
    if (!increment.empty()) {
        if (!read_seconds(increment, period.bonus_ms))
            return fail("bad increment '" + std::string(increment) + "'", where);
        period.bonus = period.bonus_ms > 0 ? Bonus::Fischer : Bonus::None;
    }
    if (hourglass) {
        if (period.end == PeriodEnd::Moves || period.bonus != Bonus::None)
            return fail("hourglass takes no moves or increment", where);
        period.kind = PeriodKind::Hourglass;
    }
    TimeControl control = TimeControl::same_for_both({period});
    control.increment_convention = IncrementConvention::AfterPress; // cutechess adds it after each move
    auto parsed = checked(std::move(control), text);
    if (!parsed)
        return fail(parsed.error().message, where);
    parsed->warnings = std::move(warnings);
    return parsed;
}

} // namespace pendule::clock
