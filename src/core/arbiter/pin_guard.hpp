#pragma once

#include <cstdint>

namespace pendule::arbiter {

// Wrong PINs at the arbiter panel's lock, and how long the next attempt must wait. The FIDE
// equipment standard asks that a clock's settings not be changeable by simple manipulation: a player
// trying PINs while the arbiter is away must neither succeed quickly nor go unnoticed. The first
// attempts are free (a typo), then each wrong attempt doubles the wait before the next one is heard,
// up to a ceiling. Only the lock waits: the clock, the presses and the pause go on as before.
//
// Pure and driven by the caller's time (the game's monotonic time line, which a resumed game
// continues), so a restart does not reset the count: the journal's wrong-PIN records rebuild it.
class PinGuard {
  public:
    struct Policy {
        int free_attempts = 3; // wrong attempts before any wait
        std::int64_t first_wait_ms = 5'000;
        std::int64_t longest_wait_ms = 300'000;
    };

    // What the arbiter is told at the next successful unlock.
    struct Report {
        int wrong = 0;                 // wrong PINs since the last successful unlock
        std::int64_t last_wall_ms = 0; // when the last one was typed (Unix ms)
    };

    PinGuard() : PinGuard(Policy{}) {}
    explicit PinGuard(Policy policy) : policy_(policy) {}

    // The wait imposed after `wrong` wrong attempts in a row: 0 for the free ones, then
    // first_wait_ms, doubling with each further attempt, never above longest_wait_ms.
    static std::int64_t wait_after(int wrong, const Policy& policy);

    // Milliseconds before an attempt is heard (0: now).
    std::int64_t wait_ms(std::int64_t now) const;
    bool can_attempt(std::int64_t now) const { return wait_ms(now) == 0; }

    // A wrong PIN typed at `now` (`wall_ms` for the arbiter's report). Returns the number of wrong
    // attempts since the last successful unlock, this one included. An attempt made while waiting is
    // the caller's error (the lock does not hear it): it is counted all the same, and the wait restarts.
    int wrong(std::int64_t now, std::int64_t wall_ms);
    // The right PIN: the report of the wrong attempts before it; the count and the wait start again.
    Report right();

    const Report& pending() const { return report_; }

  private:
    Policy policy_;
    Report report_;
    std::int64_t last_attempt_ = 0;
};

} // namespace pendule::arbiter
