#include "cli/clock_timeline.hpp"

#include "args/args.hpp"
#include "io/export/clock_state_json.hpp"

#include <istream>
#include <ostream>
#include <sstream>
#include <vector>

namespace pendule::cli {

using clock::Side;

namespace {

constexpr long long kMaxMillis = 1000LL * 3600 * 24 * 365;

std::optional<Side> side_word(const std::string& word) {
    if (word == "white")
        return Side::White;
    if (word == "black")
        return Side::Black;
    return std::nullopt;
}

struct Shape {
    const char* name;
    ClockAction action;
    enum class SideArg { None, Optional, Required } side;
    enum class Value { None, Signed, NonNegative, Count } value;
};

constexpr Shape kShapes[] = {
    {"start", ClockAction::Start, Shape::SideArg::Optional, Shape::Value::None},
    {"press", ClockAction::Press, Shape::SideArg::Optional, Shape::Value::None},
    {"pause", ClockAction::Pause, Shape::SideArg::None, Shape::Value::None},
    {"resume", ClockAction::Resume, Shape::SideArg::None, Shape::Value::None},
    {"add", ClockAction::Add, Shape::SideArg::Required, Shape::Value::Signed},
    {"set", ClockAction::Set, Shape::SideArg::Required, Shape::Value::NonNegative},
    {"moves", ClockAction::Moves, Shape::SideArg::Required, Shape::Value::Count},
    {"switch", ClockAction::Switch, Shape::SideArg::None, Shape::Value::None},
    {"increment", ClockAction::Increment, Shape::SideArg::None, Shape::Value::NonNegative},
    {"takeback", ClockAction::TakeBack, Shape::SideArg::None, Shape::Value::None},
    {"state", ClockAction::State, Shape::SideArg::None, Shape::Value::None},
    {"request", ClockAction::Request, Shape::SideArg::Required, Shape::Value::None},
};

} // namespace

Result<std::optional<ClockEvent>> parse_clock_event(const std::string& line, const std::string& where) {
    std::string text = line.substr(0, line.find('#'));
    std::istringstream words_in(text);
    std::vector<std::string> words;
    for (std::string word; words_in >> word;)
        words.push_back(word);
    if (words.empty())
        return std::optional<ClockEvent>{};
    ClockEvent event;
    auto at = parse_integer(words[0], 0, kMaxMillis);
    if (!at)
        return fail("expected a time in milliseconds (0 or more) first, got '" + words[0] + "'", where);
    event.at = *at;
    if (words.size() < 2)
        return fail("missing action after the time", where);
    const Shape* shape = nullptr;
    for (const Shape& s : kShapes)
        if (words[1] == s.name)
            shape = &s;
    if (!shape)
        return fail(
            "unknown action '" + words[1] +
                "' (start, press, pause, resume, add, set, moves, switch, increment, takeback, state)",
            where);
    event.action = shape->action;
    std::size_t next = 2;
    if (shape->side != Shape::SideArg::None && next < words.size() && side_word(words[next])) {
        event.side = side_word(words[next]);
        ++next;
    } else if (shape->side == Shape::SideArg::Required) {
        return fail(std::string(shape->name) + " needs white or black" +
                        (next < words.size() ? ", got '" + words[next] + "'" : std::string()),
                    where);
    }
    if (shape->value != Shape::Value::None) {
        if (next >= words.size())
            return fail(std::string(shape->name) + " needs a number", where);
        const long long min = shape->value == Shape::Value::Signed ? -kMaxMillis : 0;
        const long long max = shape->value == Shape::Value::Count ? 100000 : kMaxMillis;
        auto value = parse_integer(words[next], min, max);
        if (!value)
            return fail(std::string(shape->name) + ": expected a whole number from " + std::to_string(min) +
                            " to " + std::to_string(max) + ", got '" + words[next] + "'",
                        where);
        event.value = *value;
        ++next;
    }
    if (next < words.size())
        return fail("unexpected '" + words[next] + "' after " + shape->name, where);
    return std::optional<ClockEvent>{event};
}

bool apply_clock_event(clock::GameClock& clock, const ClockEvent& event) {
    const auto now = event.at;
    switch (event.action) {
    case ClockAction::Start:
        return clock.start(now, event.side.value_or(Side::White));
    case ClockAction::Press:
        return event.side ? clock.press(*event.side, now) : clock.press(now);
    case ClockAction::Pause:
        return clock.pause(now);
    case ClockAction::Resume:
        return clock.resume(now);
    case ClockAction::Add:
        clock.add_time(*event.side, event.value, now);
        return true;
    case ClockAction::Set:
        clock.set_time(*event.side, event.value, now);
        return true;
    case ClockAction::Moves:
        clock.set_moves(*event.side, static_cast<int>(event.value), now);
        return true;
    case ClockAction::Switch:
        return clock.switch_side(now);
    case ClockAction::Increment:
        clock.introduce_increment(event.value, now);
        return true;
    case ClockAction::TakeBack:
        clock.take_back_last_bonus(now);
        return true;
    case ClockAction::State:
    case ClockAction::Request:
        return true;
    }
    return false;
}

Result<int> run_clock_timeline(std::istream& in, const std::string& origin, clock::GameClock& clock,
                               std::ostream& out, std::ostream& notes) {
    std::string line;
    int number = 0;
    int events = 0;
    clock::TimePoint last = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::string where = origin + ":" + std::to_string(number);
        auto parsed = parse_clock_event(line, where);
        if (!parsed)
            return parsed.error();
        if (!*parsed)
            continue;
        const ClockEvent& event = **parsed;
        if (event.at < last)
            return fail("time goes backwards (" + std::to_string(event.at) + " after " +
                            std::to_string(last) + ")",
                        where);
        last = event.at;
        ++events;
        if (event.action == ClockAction::State) {
            out << io::clock_state_json(clock.state(event.at), event.at) << '\n';
            continue;
        }
        if (!apply_clock_event(clock, event))
            notes << where << ": note: the clock ignored this event (" << line.substr(0, line.find('#'))
                  << ")\n";
    }
    if (in.bad())
        return fail("cannot read the events", origin);
    return events;
}

} // namespace pendule::cli
