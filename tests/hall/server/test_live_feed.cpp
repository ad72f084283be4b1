#include "hall/server/live_feed.hpp"
#include "manual_clock.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <future>

using namespace pendule::hall;
using hall_test::ManualClock;
using std::chrono::milliseconds;

TEST_CASE("the live feed gives a waiting page each changed board once, with its latest state") {
    ManualClock clock;
    LiveFeed feed(clock);
    const std::uint64_t start = feed.generation();
    feed.publish("e", 2, "{\"board\": 2, \"last_seq\": 7}");
    feed.publish("e", 1, "{\"board\": 1}");
    feed.publish("e", 2, "{\"board\": 2, \"last_seq\": 8}");
    const LiveFeed::Changes changes = feed.wait_changes(start, 1000);
    REQUIRE(changes.boards.size() == 2);
    CHECK(*changes.boards[0] == "{\"board\": 1}");
    CHECK(*changes.boards[1] == "{\"board\": 2, \"last_seq\": 8}");
    CHECK(changes.generation == start + 3);
    CHECK_FALSE(changes.stopped);
    // Nothing new: the wait ends at its timeout with no board (time for a heartbeat), not before.
    auto quiet = std::async(std::launch::async, [&] { return feed.wait_changes(changes.generation, 20); });
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(19));
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(1));
    const LiveFeed::Changes quiet_changes = quiet.get();
    CHECK(quiet_changes.boards.empty());
    CHECK(quiet_changes.generation == changes.generation);
}

TEST_CASE("a page further behind than the recent changes still gets every changed board") {
    ManualClock clock;
    LiveFeed feed(clock);
    for (int i = 0; i < 5000; ++i)
        feed.publish("e", 1 + i % 300, std::to_string(i));
    const LiveFeed::Changes all = feed.wait_changes(0, 10);
    CHECK(all.boards.size() == 300);
    const LiveFeed::Changes last = feed.wait_changes(4990, 10);
    REQUIRE(last.boards.size() == 10);
    // Boards 191 to 200, in board order, each with its latest state.
    CHECK(*last.boards.front() == "4990");
    CHECK(*last.boards.back() == "4999");
    // A board changed before `since` and again after it comes once, with the later state.
    feed.publish("e", 191, "again");
    const LiveFeed::Changes again = feed.wait_changes(4999, 10);
    REQUIRE(again.boards.size() == 2);
    CHECK(*again.boards[0] == "again");
    CHECK(*again.boards[1] == "4999");
}

TEST_CASE("a waiting page wakes when a board changes and when the hall stops") {
    ManualClock clock;
    LiveFeed feed(clock);
    const std::uint64_t start = feed.generation();
    // The page waits (its clock does not move): a board changes.
    auto waiting = std::async(std::launch::async, [&] { return feed.wait_changes(start, 10'000); });
    REQUIRE(clock.settle(1));
    feed.publish("e", 3, "{\"board\": 3}");
    const LiveFeed::Changes changes = waiting.get();
    REQUIRE(changes.boards.size() == 1);
    CHECK(*changes.boards[0] == "{\"board\": 3}");
    CHECK_FALSE(changes.stopped);
    auto stopping =
        std::async(std::launch::async, [&] { return feed.wait_changes(changes.generation, 10'000); });
    REQUIRE(clock.settle(1));
    feed.stop();
    const LiveFeed::Changes stopped = stopping.get();
    CHECK(stopped.stopped);
    CHECK(stopped.boards.empty());
}

TEST_CASE("the live feed counts its pages and refuses one beyond the limit") {
    ManualClock clock;
    LiveFeed feed(clock);
    CHECK(feed.enter(2));
    CHECK(feed.enter(2));
    CHECK_FALSE(feed.enter(2));
    feed.leave();
    CHECK(feed.enter(2));
    CHECK(feed.connections() == 2);
}

TEST_CASE("a server-sent event splits its data into one data line per line") {
    CHECK(sse_event("board", "{\"a\": 1}") == "event: board\ndata: {\"a\": 1}\n\n");
    CHECK(sse_event("boards", "[1,\n2]") == "event: boards\ndata: [1,\ndata: 2]\n\n");
}
