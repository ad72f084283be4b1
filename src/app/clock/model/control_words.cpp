#include "app/clock/model/control_words.hpp"

#include "core/arbiter/penalty.hpp"

#include <string_view>

namespace pendule::app {

namespace {

// The period's length as the control's description writes it: "15m" in English (the clock core's
// format), "15 min" in the other languages.
std::string period_time(clock::Millis ms, const i18n::Lang& lang) {
    return lang == i18n::Lang::en ? clock::format_duration(ms) : duration_words(ms, lang);
}

std::string period_words(const clock::Period& p, clock::IncrementConvention convention, bool last,
                         const i18n::Lang& lang) {
    const auto d = [&lang](clock::Millis ms) { return period_time(ms, lang); };
    switch (p.kind) {
    case clock::PeriodKind::Hourglass:
        return lang.tr("hourglass {time}", {{"time", d(p.time)}});
    case clock::PeriodKind::ByoYomi:
        return lang.tr("byo-yomi {periods} x {time}", {{"periods", p.periods}, {"time", d(p.time)}});
    case clock::PeriodKind::Canadian:
        return lang.tr("Canadian {moves} moves in {time}", {{"moves", p.moves}, {"time", d(p.time)}});
    case clock::PeriodKind::Standard:
        break;
    }
    std::string out = d(p.time);
    if (p.end == clock::PeriodEnd::Moves)
        out += lang.tr(" for {moves} moves", {{"moves", p.moves}});
    if (p.end == clock::PeriodEnd::Moves && last)
        out += lang.tr(" (repeating)");
    if (p.end == clock::PeriodEnd::AtZero)
        out += lang.tr(" until zero");
    switch (p.bonus) {
    case clock::Bonus::None:
        break;
    case clock::Bonus::Fischer:
        out += convention == clock::IncrementConvention::FromMoveOne
                   ? lang.tr(" + {time} increment from move 1", {{"time", d(p.bonus_ms)}})
                   : lang.tr(" + {time} increment", {{"time", d(p.bonus_ms)}});
        break;
    case clock::Bonus::Delay:
        out += lang.tr(", delay {time}", {{"time", d(p.bonus_ms)}});
        break;
    case clock::Bonus::Bronstein:
        out += lang.tr(", Bronstein {time}", {{"time", d(p.bonus_ms)}});
        break;
    }
    return out;
}

std::string side_words(const std::vector<clock::Period>& periods, clock::IncrementConvention convention,
                       const i18n::Lang& lang) {
    std::string out;
    for (std::size_t i = 0; i < periods.size(); ++i) {
        const std::string period = period_words(periods[i], convention, i + 1 == periods.size(), lang);
        out = out.empty() ? period : lang.tr("{before}, then {next}", {{"before", out}, {"next", period}});
    }
    return out;
}

} // namespace

std::string describe_control(const clock::TimeControl& control, i18n::Lang lang) {
    const auto convention = control.increment_convention;
    if (control.is_symmetric())
        return side_words(control.of(clock::Side::White), convention, lang);
    return lang.tr("White: {white}; Black: {black}",
                   {{"white", side_words(control.of(clock::Side::White), convention, lang)},
                    {"black", side_words(control.of(clock::Side::Black), convention, lang)}});
}

std::string duration_words(clock::Millis ms, i18n::Lang lang) {
    if (lang == i18n::Lang::en)
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
