#include "core/eboard/clock_watch.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace pendule::eboard;
using ClockKind = pendule::eboard::ClockEvent::Kind;

namespace {

ClockTime::Side side_of(int seconds) {
    ClockTime::Side side;
    side.hours = seconds / 3600;
    side.minutes = seconds / 60 % 60;
    side.seconds = seconds % 60;
    return side;
}

// A time message: `high` the lever's high side, `running` the clock's state.
ClockTime time_of(int left, int right, ClockFace high, bool running) {
    ClockTime time{side_of(right), side_of(left), 0};
    time.status = static_cast<std::uint8_t>((running ? 0x01 : 0) | (high == ClockFace::right ? 0x02 : 0));
    return time;
}

std::vector<ClockKind> kinds(const std::vector<pendule::eboard::ClockEvent>& events) {
    std::vector<ClockKind> out;
    for (const auto& event : events)
        out.push_back(event.kind);
    return out;
}

} // namespace

TEST_CASE("clock watch: a game's presses, each by the side whose lever went down, with the times it left",
          "[eboard]") {
    ClockWatch watch;
    // Set to 90 min + 30 s, stopped, White (left) to press first: the lever high on the left.
    auto events = watch.on_time(time_of(5400, 5400, ClockFace::left, false));
    CHECK(kinds(events) == std::vector{ClockKind::connected});
    // Black presses (the right side down): White's time runs.
    events = watch.on_time(time_of(5400, 5400, ClockFace::left, true));
    CHECK(kinds(events) == std::vector{ClockKind::started});
    CHECK(events[0].face == ClockFace::left);
    // Seconds go by on the left only: nothing to say.
    CHECK(watch.on_time(time_of(5399, 5400, ClockFace::left, true)).empty());
    CHECK(watch.on_time(time_of(5371, 5400, ClockFace::left, true)).empty());
    // White presses: the lever's high side is now the right, White's 30 s added.
    events = watch.on_time(time_of(5401, 5400, ClockFace::right, true));
    REQUIRE(kinds(events) == std::vector{ClockKind::pressed});
    CHECK(events[0].face == ClockFace::left);
    CHECK(events[0].shows.left_seconds == 5401);
    CHECK(events[0].shows.right_seconds == 5400);
    CHECK(watch.on_time(time_of(5401, 5390, ClockFace::right, true)).empty());
    // Black presses back.
    events = watch.on_time(time_of(5401, 5420, ClockFace::left, true));
    REQUIRE(kinds(events) == std::vector{ClockKind::pressed});
    CHECK(events[0].face == ClockFace::right);
    CHECK(events[0].shows.right_seconds == 5420);
    REQUIRE(watch.shows());
    CHECK(watch.shows()->high == ClockFace::left);
}

TEST_CASE("clock watch: the pause button, the times set by hand, a flag, the clock unplugged", "[eboard]") {
    ClockWatch watch;
    watch.on_time(time_of(300, 300, ClockFace::left, true));
    // Paused by the arbiter, the times corrected, running again.
    CHECK(kinds(watch.on_time(time_of(290, 300, ClockFace::left, false))) == std::vector{ClockKind::stopped});
    CHECK(kinds(watch.on_time(time_of(290, 240, ClockFace::left, false))) == std::vector{ClockKind::set});
    CHECK(kinds(watch.on_time(time_of(290, 240, ClockFace::left, true))) == std::vector{ClockKind::started});
    // Stopped and started again with a second gone in the same reading: the time ran, nothing set.
    CHECK(kinds(watch.on_time(time_of(290, 240, ClockFace::left, false))) == std::vector{ClockKind::stopped});
    CHECK(kinds(watch.on_time(time_of(289, 240, ClockFace::left, true))) == std::vector{ClockKind::started});
    CHECK(kinds(watch.on_time(time_of(290, 240, ClockFace::left, true))) == std::vector{ClockKind::set});
    // A running time that grows was set too (above); the other side's time may not move at all.
    CHECK(kinds(watch.on_time(time_of(295, 240, ClockFace::left, true))) == std::vector{ClockKind::set});
    CHECK(kinds(watch.on_time(time_of(294, 239, ClockFace::left, true))) == std::vector{ClockKind::set});
    // The left flag falls, the clock blocked at zero: said once.
    auto flagged = time_of(0, 239, ClockFace::left, false);
    flagged.left.flag_fallen = true;
    auto events = watch.on_time(flagged);
    CHECK(kinds(events) == std::vector{ClockKind::stopped, ClockKind::flag});
    CHECK(events.back().face == ClockFace::left);
    CHECK(watch.on_time(flagged).empty());
    // No clock on the board: said once; plugged back, read afresh (no press from the lever's side).
    auto none = time_of(0, 0, ClockFace::left, false);
    none.status |= 0x20;
    CHECK(kinds(watch.on_time(none)) == std::vector{ClockKind::disconnected});
    CHECK(watch.on_time(none).empty());
    CHECK_FALSE(watch.shows());
    events = watch.on_time(time_of(600, 600, ClockFace::right, true));
    CHECK(kinds(events) == std::vector{ClockKind::connected, ClockKind::started});
    CHECK(events[1].face == ClockFace::right);
}

TEST_CASE("clock watch: a clock first read with a flag down says it", "[eboard]") {
    ClockWatch watch;
    auto flagged = time_of(120, 0, ClockFace::right, false);
    flagged.right.flag_shown = true;
    const auto events = watch.on_time(flagged);
    REQUIRE(kinds(events) == std::vector{ClockKind::connected, ClockKind::flag});
    CHECK(events[1].face == ClockFace::right);
}
