#include "core/clock/suspend_detector.hpp"

#include <catch2/catch.hpp>

using pendule::clock::SuspendDetector;

TEST_CASE("suspend detection: a wall-clock jump the monotonic clock did not make") {
    SuspendDetector detector(2000);
    const std::int64_t wall0 = 1'763'700'000'000;
    CHECK_FALSE(detector.look(1000, wall0)); // the first look only sets the reference
    // Both clocks move together, with some scheduling noise: nothing.
    CHECK_FALSE(detector.look(1016, wall0 + 16));
    CHECK_FALSE(detector.look(2016, wall0 + 1990));
    CHECK_FALSE(detector.look(3016, wall0 + 1990 + 1000 + 1999)); // 1999 ms excess: below the threshold
    CHECK_FALSE(detector.look(3021, wall0 + 4994));
    // The lid closed for 10 minutes: the monotonic clock moved 5 ms, the wall clock 600 s more.
    auto gap = detector.look(3026, wall0 + 4999 + 600'000);
    REQUIRE(gap);
    CHECK(gap->monotonic_ms == 3026);
    CHECK(gap->wall_gap_ms == 600'000);
    // After it, normal again.
    CHECK_FALSE(detector.look(4026, wall0 + 605'999));
}

TEST_CASE("suspend detection: the wall clock set backwards or a long busy turn is no suspend") {
    SuspendDetector detector(2000);
    CHECK_FALSE(detector.look(0, 50'000));
    CHECK_FALSE(detector.look(100, 10'000));  // NTP or the user set the clock back
    CHECK_FALSE(detector.look(5100, 15'000)); // a 5 s stall seen by both clocks
    CHECK(detector.look(5200, 17'200));       // 2100 ms more on the wall: counts
}
