// The lock's guard against guessed PINs: free attempts, then a doubling wait, exact to the
// millisecond on the caller's time line; the arbiter's report at the next right PIN.
#include "core/arbiter/pin_guard.hpp"

#include <catch2/catch.hpp>

using pendule::arbiter::PinGuard;

TEST_CASE("PIN guard: three wrong PINs are free, then each waits twice as long", "[pin]") {
    const PinGuard::Policy policy;
    CHECK(PinGuard::wait_after(0, policy) == 0);
    CHECK(PinGuard::wait_after(2, policy) == 0);
    CHECK(PinGuard::wait_after(3, policy) == 5'000);
    CHECK(PinGuard::wait_after(4, policy) == 10'000);
    CHECK(PinGuard::wait_after(5, policy) == 20'000);
    CHECK(PinGuard::wait_after(9, policy) == 300'000); // 5 s * 64 = 320 s, capped
    CHECK(PinGuard::wait_after(1'000'000, policy) == 300'000);
}

TEST_CASE("PIN guard: the wait counts from the last wrong attempt, exactly", "[pin]") {
    PinGuard guard;
    const std::int64_t wall = 1'790'000'000'000;
    CHECK(guard.can_attempt(0));
    CHECK(guard.wrong(1'000, wall) == 1);
    CHECK(guard.can_attempt(1'000));
    CHECK(guard.wrong(2'000, wall + 1'000) == 2);
    CHECK(guard.wrong(3'000, wall + 2'000) == 3);
    CHECK(guard.wait_ms(3'000) == 5'000);
    CHECK(guard.wait_ms(7'999) == 1);
    CHECK_FALSE(guard.can_attempt(7'999));
    CHECK(guard.can_attempt(8'000));
    CHECK(guard.wrong(8'000, wall + 7'000) == 4);
    CHECK(guard.wait_ms(8'000) == 10'000);
    CHECK(guard.wait_ms(17'999) == 1);
    CHECK(guard.wait_ms(18'000) == 0);
}

TEST_CASE("PIN guard: the right PIN reports the wrong ones and starts afresh", "[pin]") {
    PinGuard guard;
    guard.wrong(1'000, 100);
    guard.wrong(2'000, 200);
    guard.wrong(3'000, 300);
    const PinGuard::Report report = guard.right();
    CHECK(report.wrong == 3);
    CHECK(report.last_wall_ms == 300);
    CHECK(guard.pending().wrong == 0);
    CHECK(guard.can_attempt(3'001));
    CHECK(guard.right().wrong == 0);
}

TEST_CASE("PIN guard: a policy of the event's choosing", "[pin]") {
    PinGuard::Policy strict;
    strict.free_attempts = 1;
    strict.first_wait_ms = 30'000;
    strict.longest_wait_ms = 60'000;
    PinGuard guard(strict);
    guard.wrong(0, 0);
    CHECK(guard.wait_ms(0) == 30'000);
    guard.wrong(30'000, 0);
    CHECK(guard.wait_ms(30'000) == 60'000);
    guard.wrong(90'000, 0);
    CHECK(guard.wait_ms(90'000) == 60'000);
}
