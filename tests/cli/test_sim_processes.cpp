#include "cli/sim_processes.hpp"

#include <catch2/catch.hpp>

using pendule::cli::boards_per_process;
using pendule::cli::spread_boards;

TEST_CASE("hall-sim: one process keeps every board's descriptors below select()'s limit", "[cli][hall]") {
    // 1024 descriptors, 64 kept for the process, four a board: 240 boards, the last one's
    // descriptors 1020-1023 (the issue saw board 256 fail: 4 x 255 + 4 > 1024).
    CHECK(boards_per_process(1024, std::nullopt) == 240);
    CHECK(boards_per_process(1024, 20000) == 240);
    // A hard limit of open descriptors below select()'s lowers it.
    CHECK(boards_per_process(1024, 464) == 100);
    // Windows: no limit from select(), none from the system.
    CHECK(boards_per_process(std::nullopt, std::nullopt) >= 1000);
    // Not even one board.
    CHECK(boards_per_process(1024, 64) == 0);
    CHECK(boards_per_process(1024, 10) == 0);
}

TEST_CASE("hall-sim: boards spread over processes in consecutive, even ranges", "[cli][hall]") {
    const auto ranges = spread_boards(1, 1000, 240);
    REQUIRE(ranges.size() == 5);
    long long next = 1, total = 0;
    for (const auto& range : ranges) {
        CHECK(range.first == next);
        CHECK(range.count == 200);
        next += range.count;
        total += range.count;
    }
    CHECK(total == 1000);

    // 300 boards from board 11: two processes of 150, numbers 11 to 310.
    const auto from11 = spread_boards(11, 300, 240);
    REQUIRE(from11.size() == 2);
    CHECK(from11[0].first == 11);
    CHECK(from11[0].count == 150);
    CHECK(from11[1].first == 161);
    CHECK(from11[1].count == 150);

    // Uneven: the first ranges take one board more, none exceeds the limit.
    const auto uneven = spread_boards(1, 481, 240);
    REQUIRE(uneven.size() == 3);
    CHECK(uneven[0].count == 161);
    CHECK(uneven[1].count == 160);
    CHECK(uneven[2].count == 160);
    CHECK(uneven[2].first + uneven[2].count - 1 == 481);

    // Fewer boards than the limit: one process.
    REQUIRE(spread_boards(1, 5, 240).size() == 1);
    CHECK(spread_boards(1, 0, 240).empty());
    CHECK(spread_boards(1, 5, 0).empty());
}
