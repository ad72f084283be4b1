#include "core/eboard/clock_watch.hpp"

namespace pendule::eboard {
namespace {

int seconds_of(const ClockTime::Side& side) {
    return side.hours * 3600 + side.minutes * 60 + side.seconds;
}

ClockShows reading(const ClockTime& time) {
    ClockShows shows;
    shows.left_seconds = seconds_of(time.left);
    shows.right_seconds = seconds_of(time.right);
    shows.running = time.running();
    shows.high = time.lever_right_high() ? ClockFace::right : ClockFace::left;
    shows.left_flag = time.left.flag_fallen || time.left.flag_shown;
    shows.right_flag = time.right.flag_fallen || time.right.flag_shown;
    return shows;
}

int seconds_on(const ClockShows& shows, ClockFace face) {
    return face == ClockFace::left ? shows.left_seconds : shows.right_seconds;
}

bool flag_on(const ClockShows& shows, ClockFace face) {
    return face == ClockFace::left ? shows.left_flag : shows.right_flag;
}

// Times that running cannot explain: a side's time changed while it did not run (in either
// reading), or grew while it ran. A press explains its own changes (the increment, the last fraction of a
// second), so it is not asked.
bool set_by_hand(const ClockShows& before, const ClockShows& now) {
    for (const ClockFace face : {ClockFace::left, ClockFace::right}) {
        const int change = seconds_on(now, face) - seconds_on(before, face);
        const bool ran = (before.running && before.high == face) || (now.running && now.high == face);
        if (ran ? change > 0 : change != 0)
            return true;
    }
    return false;
}

} // namespace

std::vector<ClockEvent> ClockWatch::on_time(const ClockTime& time) {
    using Kind = ClockEvent::Kind;
    std::vector<ClockEvent> events;
    if (!time.clock_connected()) {
        if (shows_)
            events.push_back({Kind::disconnected, ClockFace::left, *shows_});
        shows_.reset();
        return events;
    }
    const ClockShows now = reading(time);
    const bool first = !shows_;
    const ClockShows before = first ? ClockShows{} : *shows_;
    shows_ = now;
    if (first) {
        events.push_back({Kind::connected, now.high, now});
        if (now.running)
            events.push_back({Kind::started, now.high, now});
    } else {
        // The lever's low side is the one that pressed it.
        const bool pressed = now.high != before.high;
        if (pressed)
            events.push_back({Kind::pressed, other(now.high), now});
        if (now.running && !before.running)
            events.push_back({Kind::started, now.high, now});
        if (!now.running && before.running)
            events.push_back({Kind::stopped, now.high, now});
        if (!pressed && set_by_hand(before, now))
            events.push_back({Kind::set, now.high, now});
    }
    for (const ClockFace face : {ClockFace::left, ClockFace::right})
        if (flag_on(now, face) && (first || !flag_on(before, face)))
            events.push_back({Kind::flag, face, now});
    return events;
}

} // namespace pendule::eboard
