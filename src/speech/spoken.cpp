#include "speech/spoken.hpp"

#include <algorithm>

namespace pendule::speech {

std::string Words::tr(std::string_view msgid, const std::vector<i18n::Arg>& args) const {
    return i18n::format(catalogue_.text(msgid), args);
}

std::string Words::trn(std::string_view one, std::string_view many, std::uint64_t n) const {
    return i18n::format(catalogue_.plural(one, many, n), {{"n", n}});
}

const char* topic_name(Topic topic) {
    switch (topic) {
    case Topic::Threshold:
        return "threshold";
    case Topic::Flag:
        return "flag";
    case Topic::Request:
        return "request";
    case Topic::Control:
        return "control";
    case Topic::Ruling:
        return "ruling";
    }
    return "?";
}

std::string spoken_duration(clock::Millis ms, const Words& words, clock::Millis seconds_below,
                            clock::Millis tenths_below) {
    if (ms <= 0)
        return words.tr("no time left");
    // The display, rounded up to its unit, then cut to whole seconds: never more than it shows.
    const clock::Millis unit = ms < tenths_below ? 100 : 1000;
    const clock::Millis shown = (ms + unit - 1) / unit * unit;
    const std::uint64_t seconds = static_cast<std::uint64_t>(shown / 1000);
    if (seconds == 0) // 0:00.1 to 0:00.9
        return words.tr("less than a second");
    const std::uint64_t hours = seconds / 3600;
    const std::uint64_t minutes = seconds / 60 % 60;
    const std::uint64_t rest = seconds % 60;
    std::string out;
    const auto add = [&out](const std::string& part) {
        if (!out.empty())
            out.append(1, ' ');
        out.append(part);
    };
    if (hours > 0)
        add(words.trn("{n} hour", "{n} hours", hours));
    if (minutes > 0)
        add(words.trn("{n} minute", "{n} minutes", minutes));
    if (rest > 0 && hours == 0 && static_cast<clock::Millis>(seconds) * 1000 <= seconds_below)
        add(words.trn("{n} second", "{n} seconds", rest));
    if (out.empty()) // under a minute with a threshold below it: the seconds all the same
        add(words.trn("{n} second", "{n} seconds", rest));
    return out;
}

std::string on_request(const clock::ClockState& state, clock::Side player, const Words& words,
                       clock::Millis tenths_below) {
    const clock::PlayerClock& own = state.of(player);
    const clock::PlayerClock& opponent = state.of(clock::other(player));
    // The move being played: White's completed moves plus one, as on a scoresheet.
    const int move = state.of(clock::Side::White).moves + 1;
    // Sentences joined by spaces (appended, not "a" + "b": GCC 12 warns wrongly on the latter).
    std::string text = words.tr("Move {n}.", {{"n", move}});
    const auto say = [&text](const std::string& sentence) { text.append(1, ' ').append(sentence); };
    say(words.tr("Your time: {time}.", {{"time", spoken_duration(own.main, words, 600'000, tenths_below)}}));
    say(words.tr("Opponent: {time}.",
                 {{"time", spoken_duration(opponent.main, words, 600'000, tenths_below)}}));
    if (state.to_move)
        say(*state.to_move == player ? words.tr("Your move.") : words.tr("Your opponent's move."));
    return text;
}

namespace {

clock::Millis main_at(const clock::GameClock& game, clock::Side side, clock::TimePoint t) {
    return game.state(t).of(side).main;
}

// The first moment in (from, to] at which `side`'s time is at most `level`, its time falling
// monotonically while it runs: found by bisection on the clock's own state, exact to the ms.
std::optional<clock::TimePoint> first_at_most(const clock::GameClock& game, clock::Side side,
                                              clock::Millis level, clock::TimePoint from,
                                              clock::TimePoint to) {
    if (main_at(game, side, from) <= level || main_at(game, side, to) > level)
        return std::nullopt;
    clock::TimePoint low = from, high = to; // main(low) > level >= main(high)
    while (high - low > 1) {
        const clock::TimePoint mid = low + (high - low) / 2;
        (main_at(game, side, mid) <= level ? high : low) = mid;
    }
    return high;
}

} // namespace

std::vector<Announcement> announcements_between(const clock::GameClock& game, clock::TimePoint from,
                                                clock::TimePoint to, const Choices& choices,
                                                const Words& words) {
    std::vector<Announcement> out;
    if (to <= from)
        return out;
    const clock::ClockState before = game.state(from);
    if (!before.running || before.paused)
        return out;
    const clock::Side side = *before.running;
    for (clock::Millis level : choices.thresholds) {
        if (level <= 0)
            continue;
        if (auto at = first_at_most(game, side, level, from, to))
            out.push_back({*at, side, spoken_duration(level, words), Topic::Threshold});
    }
    if (choices.flag && !before.first_flag) {
        if (auto at = first_at_most(game, side, 0, from, to))
            out.push_back({*at, std::nullopt,
                           side == clock::Side::White ? words.tr("White's flag has fallen.")
                                                      : words.tr("Black's flag has fallen."),
                           Topic::Flag});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Announcement& a, const Announcement& b) { return a.at < b.at; });
    return out;
}

std::optional<Announcement> time_control_passed(const clock::ClockState& before,
                                                const clock::ClockState& after, clock::Side side,
                                                const clock::TimeControl& control, const Words& words) {
    const clock::PlayerClock& was = before.of(side);
    const clock::PlayerClock& now = after.of(side);
    const auto& periods = control.of(side);
    if (now.period_number() <= was.period_number() || periods.empty())
        return std::nullopt;
    // A repeating last period ("40 moves in 2 hours" again and again) is given again: its time.
    const std::size_t index = std::min(static_cast<std::size_t>(now.period), periods.size() - 1);
    const clock::Period& period = periods[index];
    if (period.kind != clock::PeriodKind::Standard || period.time <= 0)
        return std::nullopt;
    return Announcement{
        after.at, side,
        words.tr("Time control passed. {time} added.", {{"time", spoken_duration(period.time, words)}}),
        Topic::Control};
}

std::optional<Announcement> time_ruling(clock::Side side, clock::Millis before, clock::Millis after,
                                        clock::TimePoint at, const Words& words, clock::Millis tenths_below) {
    before = std::max<clock::Millis>(before, 0);
    after = std::max<clock::Millis>(after, 0);
    if (before == after)
        return std::nullopt;
    const std::string change =
        spoken_duration(after > before ? after - before : before - after, words, 600'000, 0);
    // "to zero", not "to no time left".
    const std::string time =
        after == 0 ? words.tr("zero") : spoken_duration(after, words, 600'000, tenths_below);
    const bool white = side == clock::Side::White;
    std::string text;
    if (after > before)
        text = white ? words.tr("Arbiter's ruling: White's time is increased by {change}, to {time}.",
                                {{"change", change}, {"time", time}})
                     : words.tr("Arbiter's ruling: Black's time is increased by {change}, to {time}.",
                                {{"change", change}, {"time", time}});
    else
        text = white ? words.tr("Arbiter's ruling: White's time is reduced by {change}, to {time}.",
                                {{"change", change}, {"time", time}})
                     : words.tr("Arbiter's ruling: Black's time is reduced by {change}, to {time}.",
                                {{"change", change}, {"time", time}});
    return Announcement{at, std::nullopt, text, Topic::Ruling};
}

} // namespace pendule::speech
