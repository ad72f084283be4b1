#include "app/control_words.hpp"

#include "core/arbiter/penalty.hpp"

#include <string_view>

namespace pendule::app {

namespace {

std::string french_period(const clock::Period& p, clock::IncrementConvention convention, bool last) {
    const auto d = [](clock::Millis ms) { return duration_words(ms, Lang::fr); };
    switch (p.kind) {
    case clock::PeriodKind::Hourglass:
        return "sablier " + d(p.time);
    case clock::PeriodKind::ByoYomi:
        return "byo-yomi " + std::to_string(p.periods) + " x " + d(p.time);
    case clock::PeriodKind::Canadian:
        return "canadienne : " + std::to_string(p.moves) + " coups en " + d(p.time);
    case clock::PeriodKind::Standard:
        break;
    }
    std::string out = d(p.time);
    if (p.end == clock::PeriodEnd::Moves)
        out += " pour " + std::to_string(p.moves) + " coups";
    if (p.end == clock::PeriodEnd::Moves && last)
        out += " (r\xc3\xa9p\xc3\xa9t\xc3\xa9)";
    if (p.end == clock::PeriodEnd::AtZero)
        out += " jusqu'\xc3\xa0 z\xc3\xa9ro";
    switch (p.bonus) {
    case clock::Bonus::None:
        break;
    case clock::Bonus::Fischer:
        out += " + " + d(p.bonus_ms) + " d'incr\xc3\xa9ment" +
               (convention == clock::IncrementConvention::FromMoveOne ? " d\xc3\xa8s le 1er coup" : "");
        break;
    case clock::Bonus::Delay:
        out += ", d\xc3\xa9lai " + d(p.bonus_ms);
        break;
    case clock::Bonus::Bronstein:
        out += ", Bronstein " + d(p.bonus_ms);
        break;
    }
    return out;
}

std::string french_side(const std::vector<clock::Period>& periods, clock::IncrementConvention convention) {
    std::string out;
    for (std::size_t i = 0; i < periods.size(); ++i)
        out +=
            (out.empty() ? "" : ", puis ") + french_period(periods[i], convention, i + 1 == periods.size());
    return out;
}

} // namespace

std::string describe_control(const clock::TimeControl& control, Lang lang) {
    if (lang == Lang::en)
        return clock::describe(control);
    const auto convention = control.increment_convention;
    if (control.is_symmetric())
        return french_side(control.of(clock::Side::White), convention);
    return "Blancs : " + french_side(control.of(clock::Side::White), convention) +
           " ; Noirs : " + french_side(control.of(clock::Side::Black), convention);
}

std::string duration_words(clock::Millis ms, Lang lang) {
    if (lang == Lang::en)
        return arbiter::describe_duration(ms);
    if (ms == 0)
        return "0 s";
    clock::Millis rest = ms < 0 ? -ms : ms;
    std::string out;
    const auto part = [&out](clock::Millis value, std::string_view unit) {
        if (value == 0)
            return;
        if (!out.empty())
            out.push_back(' ');
        out.append(std::to_string(value)).push_back(' ');
        out.append(unit);
    };
    part(rest / 3'600'000, "h");
    rest %= 3'600'000;
    part(rest / 60'000, "min");
    rest %= 60'000;
    part(rest / 1000, "s");
    part(rest % 1000, "ms");
    if (ms < 0)
        out.insert(out.begin(), '-');
    return out;
}

} // namespace pendule::app
