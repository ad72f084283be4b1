#include "core/arbiter/decision_log.hpp"

namespace pendule::arbiter {

const char* outcome_text(Outcome outcome) {
    switch (outcome) {
    case Outcome::Continues:
        return "continues";
    case Outcome::WhiteWins:
        return "1-0";
    case Outcome::BlackWins:
        return "0-1";
    case Outcome::Draw:
        return "1/2-1/2";
    case Outcome::ArbiterDecides:
        return "arbiter decides";
    }
    return "?";
}

ClockChange DecisionLog::total_clock_change() const {
    ClockChange total;
    for (const Decision& d : entries_) {
        total.white_ms += d.clock.white_ms;
        total.black_ms += d.clock.black_ms;
    }
    return total;
}

namespace {

std::string signed_ms(std::int64_t ms) {
    std::string text = std::to_string(ms);
    if (ms > 0)
        text.insert(text.begin(), '+');
    text += " ms";
    return text;
}

} // namespace

std::string format_decision(const Decision& decision) {
    // Built by appending: GCC 12 warns (-Wrestrict) on long chains of temporary concatenations.
    std::string text;
    text += '[';
    text += std::to_string(decision.at_ms);
    text += " ms] ";
    text += decision.article;
    text += " (Laws ";
    text += edition_name(decision.edition);
    text += "): ";
    if (decision.clock.is_none())
        text += "clocks unchanged";
    if (decision.clock.white_ms != 0)
        text += "white " + signed_ms(decision.clock.white_ms);
    if (decision.clock.black_ms != 0) {
        if (decision.clock.white_ms != 0)
            text += ", ";
        text += "black " + signed_ms(decision.clock.black_ms);
    }
    text += "; ";
    text += outcome_text(decision.outcome);
    text += ": ";
    text += decision.reason;
    return text;
}

} // namespace pendule::arbiter
