// The running clock, to the millisecond, through a manual time source: every call takes `now`.
#include "core/clock/game_clock.hpp"

#include "clock_units.hpp"

#include <catch2/catch.hpp>

using namespace pendule::clock;
using namespace clock_test;

namespace {

// A manual time source: the test decides what "now" is.
struct ManualTime {
    TimePoint now = 0;
    TimePoint advance(Millis ms) { return now += ms; }
};

GameClock clock_of(std::vector<Period> periods, FlagPolicy policy = FlagPolicy::Fide,
                   IncrementConvention convention = IncrementConvention::FromMoveOne) {
    TimeControl control = TimeControl::same_for_both(std::move(periods));
    control.flag_policy = policy;
    control.increment_convention = convention;
    REQUIRE_FALSE(validate(control));
    return GameClock(control);
}

Millis white(const GameClock& c, TimePoint now) {
    return c.time_left(Side::White, now);
}
Millis black(const GameClock& c, TimePoint now) {
    return c.time_left(Side::Black, now);
}

} // namespace

TEST_CASE("Sudden death: only the side to move runs, and the flag falls at the exact instant", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(5 * kMinute)});
    ManualTime t{1000};
    CHECK(white(c, t.now) == 300000);
    REQUIRE(c.start(t.now));
    CHECK(white(c, t.now + 2500) == 297500);
    CHECK(c.press(t.advance(3000))); // White used 3 s
    CHECK(white(c, t.now) == 297000);
    CHECK(black(c, t.now + 10000) == 290000);
    CHECK(c.press(t.advance(10000)));
    CHECK(black(c, t.now) == 290000);
    // White now has 297 000 ms from t = 14 000: the flag falls at 311 000, known at any later query.
    CHECK_FALSE(c.flag_time(Side::White, 310999));
    CHECK(c.flag_time(Side::White, 311000) == TimePoint{311000});
    const ClockState late = c.state(400000);
    CHECK(late.of(Side::White).flag_at == TimePoint{311000});
    CHECK(late.of(Side::White).main == 0);
    CHECK(late.first_flag == Side::White);
    CHECK_FALSE(late.frozen); // no increment: the clock keeps running (Guidelines III.3)
    CHECK(c.next_zero_at(14000) == TimePoint{311000});
}

TEST_CASE("Queries are pure projections: they change nothing and never go back in time", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(kMinute)});
    c.start(0);
    const ClockState before = c.state(0);
    CHECK(c.state(5000).of(Side::White).main == 55000);
    CHECK(c.state(0) == before);
    c.press(10000);
    CHECK(c.state(2000).of(Side::White).main == 50000); // an earlier `now` reads as the last call
}

TEST_CASE("Fischer increment, FIDE practice: on both clocks before move 1, then at each press", "[clock]") {
    GameClock c = clock_of(
        {Period::fischer(90 * kMinute, 30 * kSecond, 40), Period::fischer(30 * kMinute, 30 * kSecond)});
    CHECK(white(c, 0) == 5430000); // 1:30:30 on the display
    CHECK(black(c, 0) == 5430000);
    c.start(0);
    c.press(10000);
    CHECK(white(c, 10000) == 5430000 - 10000 + 30000);
    c.press(25000);
    CHECK(black(c, 25000) == 5430000 - 15000 + 30000);
}

TEST_CASE("Fischer increment, after-the-press convention", "[clock]") {
    GameClock c = clock_of({Period::fischer(15 * kMinute, 10 * kSecond)}, FlagPolicy::Fide,
                           IncrementConvention::AfterPress);
    CHECK(white(c, 0) == 900000);
    c.start(0);
    c.press(4000);
    CHECK(white(c, 4000) == 900000 - 4000 + 10000);
}

TEST_CASE("Period change after the player's own 40th press, unused time carried", "[clock]") {
    GameClock c = clock_of(
        {Period::fischer(90 * kMinute, 30 * kSecond, 40), Period::fischer(30 * kMinute, 30 * kSecond)});
    ManualTime t;
    c.start(t.now);
    for (int move = 1; move <= 39; ++move) {
        c.press(t.advance(60000)); // White: 60 s a move
        c.press(t.advance(30000)); // Black: 30 s a move
    }
    ClockState s = c.state(t.now);
    CHECK(s.of(Side::White).main == 5430000 + 39 * (30000 - 60000));
    CHECK(s.of(Side::White).period == 0);
    c.press(t.advance(60000)); // White's 40th: 30 min arrive, with the increment for move 41
    s = c.state(t.now);
    CHECK(s.of(Side::White).moves == 40);
    CHECK(s.of(Side::White).period == 1);
    CHECK(s.of(Side::White).main == 5430000 + 40 * (30000 - 60000) + 30 * kMinute);
    CHECK(s.of(Side::Black).period == 0); // Black gets it only after Black's own 40th press
    c.press(t.advance(30000));
    s = c.state(t.now);
    CHECK(s.of(Side::Black).period == 1);
    CHECK(s.of(Side::Black).main == 5430000 + 40 * (30000 - 30000) + 30 * kMinute);
}

TEST_CASE("A flag just before move 40 is not rescued by the 40th press", "[clock]") {
    // Without increment the clock keeps running after a flag (FIDE policy), so the press happens.
    GameClock c = clock_of({Period::for_moves(100 * kSecond, 2), Period::sudden_death(50 * kSecond)});
    c.start(0);
    c.press(10000); // White's move 1: 90 s left
    c.press(20000); // Black's move 1
    // White thinks 90 s exactly: the flag falls at t = 110 000, before move 2 is completed.
    CHECK(c.flag_time(Side::White, 110000) == TimePoint{110000});
    CHECK(c.press(115000)); // the late press completes move 2 ...
    ClockState s = c.state(115000);
    CHECK(s.of(Side::White).moves == 2);
    CHECK(s.of(Side::White).main == 0); // ... but no period is given after the flag
    CHECK(s.of(Side::White).period == 0);
    CHECK(s.of(Side::White).flag_at == TimePoint{110000});
    CHECK(s.first_flag == Side::White);
    // Black, who did not flag, still receives the next period on its own 2nd press.
    c.press(125000);
    CHECK(black(c, 125000) == 90000 - 10000 + 50000);
}

TEST_CASE("A flag with increment freezes the clock (equipment standard 5.4.1)", "[clock]") {
    GameClock c = clock_of({Period::fischer(10 * kSecond, 2 * kSecond)});
    c.start(0);    // White has 12 s
    c.press(5000); // White: 9 s
    c.press(8000); // Black: 12 - 3 + 2 = 11 s
    // White's flag falls at 8000 + 9000.
    ClockState s = c.state(20000);
    CHECK(s.of(Side::White).flag_at == TimePoint{17000});
    CHECK(s.frozen);
    CHECK_FALSE(s.running);
    CHECK(s.to_move == Side::White);
    CHECK(s.of(Side::Black).main == 11000);
    CHECK_FALSE(c.press(21000)); // no press once frozen: no time is ever added after the flag
    CHECK(c.state(60000).of(Side::Black).main == 11000);
    CHECK(c.state(60000).of(Side::White).main == 0);
}

TEST_CASE("Keep-running policy: both flags fall and the first is known", "[clock]") {
    GameClock c = clock_of({Period::fischer(10 * kSecond, 2 * kSecond)}, FlagPolicy::KeepRunning);
    c.start(0);
    c.press(5000);         // White 9 s
    c.press(8000);         // Black 11 s
    CHECK(c.press(30000)); // White flagged at 17 000, presses late: no increment
    ClockState s = c.state(30000);
    CHECK(s.of(Side::White).main == 0);
    CHECK(s.of(Side::White).moves == 2);
    CHECK(s.running == Side::Black);
    s = c.state(50000); // Black's 11 s run out at 41 000
    CHECK(s.of(Side::Black).flag_at == TimePoint{41000});
    CHECK(s.of(Side::White).flag_at == TimePoint{17000});
    CHECK(s.first_flag == Side::White);
}

TEST_CASE("Sudden death, both flags: Black's flag first is remembered", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(10 * kSecond)});
    c.start(0);
    c.press(6000);                                              // White 4 s left
    CHECK(c.flag_time(Side::Black, 16000) == TimePoint{16000}); // Black's 10 s run out
    c.press(20000);                                             // Black presses after its flag
    CHECK(c.state(30000).of(Side::White).flag_at == TimePoint{24000});
    CHECK(c.first_flag(30000) == Side::Black);
}

TEST_CASE("Simple delay (Laws 6.3.2): main time runs only after the delay, unused delay is lost", "[clock]") {
    GameClock c = clock_of({Period::delay(5 * kMinute, 5 * kSecond)});
    c.start(0);
    ClockState s = c.state(3000);
    CHECK(s.of(Side::White).main == 300000);
    CHECK(s.of(Side::White).delay_left == 2000);
    c.press(3000); // pressed within the delay: main time unchanged
    CHECK(white(c, 3000) == 300000);
    CHECK(c.state(3000).of(Side::Black).delay_left == 5000); // a fresh delay for Black
    c.press(11000);                                          // Black used 8 s: 3 s from the main time
    CHECK(black(c, 11000) == 297000);
    CHECK(white(c, 16000) == 300000);
    CHECK(white(c, 17000) == 299000);
    // The flag falls when delay and main time are both used up.
    c.set_time(Side::White, 1000, 17000);
    CHECK(c.flag_time(Side::White, 30000) == TimePoint{18000});
}

TEST_CASE("Delay: a pause keeps the delay in progress", "[clock]") {
    GameClock c = clock_of({Period::delay(5 * kMinute, 5 * kSecond)});
    c.start(0);
    c.pause(2000);
    CHECK(c.state(9000).of(Side::White).delay_left == 3000);
    c.resume(10000);
    CHECK(white(c, 13000) == 300000);
    CHECK(white(c, 14000) == 299000);
}

TEST_CASE("Bronstein: the time used is given back after the press, up to the amount", "[clock]") {
    GameClock c = clock_of({Period::bronstein(5 * kMinute, 5 * kSecond)});
    c.start(0);
    CHECK(white(c, 2000) == 298000); // the display counts down during the move
    c.press(3000);
    CHECK(white(c, 3000) == 300000); // 3 s used, 3 s back
    c.press(11000);
    CHECK(black(c, 11000) == 297000); // 8 s used, 5 s back
}

TEST_CASE("Hourglass: the time one player uses flows to the other", "[clock]") {
    GameClock c = clock_of({Period::hourglass(kMinute)});
    c.start(0);
    CHECK(white(c, 10000) == 50000);
    CHECK(black(c, 10000) == 70000);
    c.press(10000);
    CHECK(black(c, 14000) == 66000);
    CHECK(white(c, 14000) == 54000);
    c.press(14000);
    CHECK(c.flag_time(Side::White, 100000) == TimePoint{14000 + 54000});
    CHECK(black(c, 100000) == 120000); // all the sand, no more after the flag
}

TEST_CASE("Byo-yomi: a move inside a period resets it, the last period flags", "[clock]") {
    GameClock c = clock_of({Period::until_zero(30 * kSecond), Period::byo_yomi(10 * kSecond, 3)});
    c.start(0);
    ClockState s = c.state(35000); // main time ran out at 30 s: first byo-yomi period
    CHECK(s.of(Side::White).period == 1);
    CHECK(s.of(Side::White).byo_yomi_left == 3);
    CHECK(s.of(Side::White).main == 5000);
    CHECK_FALSE(s.of(Side::White).has_flag());
    c.press(35000);
    CHECK(white(c, 35000) == 10000); // reset
    CHECK(black(c, 35000) == 30000); // Black is still in its main time
    c.press(36000);
    // White now thinks 25 s: uses two periods fully (3 -> 1 left) and 5 s of the last.
    s = c.state(61000);
    CHECK(s.of(Side::White).byo_yomi_left == 1);
    CHECK(s.of(Side::White).main == 5000);
    CHECK(c.flag_time(Side::White, 100000) == TimePoint{36000 + 30000});
}

TEST_CASE("Canadian overtime: completing the block's moves gives a fresh block", "[clock]") {
    GameClock c = clock_of({Period::until_zero(10 * kSecond), Period::canadian(20 * kSecond, 2)});
    c.start(0);
    c.press(15000); // 10 s main + 5 s of the block
    ClockState s = c.state(15000);
    CHECK(s.of(Side::White).period == 1);
    CHECK(s.of(Side::White).main == 15000);
    CHECK(s.of(Side::White).block_moves_left == 1);
    c.press(16000);
    c.press(21000); // second move of the block: a fresh 20 s
    s = c.state(21000);
    CHECK(s.of(Side::White).main == 20000);
    CHECK(s.of(Side::White).block_moves_left == 2);
}

TEST_CASE("DGT 'moves = 0': the next period goes to both when the first reaches zero", "[clock]") {
    GameClock c = clock_of({Period::until_zero(10 * kSecond), Period::sudden_death(kMinute)});
    c.start(0);
    c.press(4000);                 // White 6 s
    c.press(5000);                 // Black 9 s
    ClockState s = c.state(11000); // White reached zero at 11 000
    CHECK(s.of(Side::White).period == 1);
    CHECK(s.of(Side::Black).period == 1);
    CHECK(s.of(Side::White).main == 60000);
    CHECK(s.of(Side::Black).main == 69000);
    CHECK_FALSE(s.first_flag);
    CHECK(white(c, 16000) == 55000);
}

TEST_CASE("A repeating last period (PGN 40/7200:20/3600) is given again every 20 moves", "[clock]") {
    GameClock c = clock_of({Period::for_moves(100 * kSecond, 2), Period::for_moves(50 * kSecond, 1)});
    ManualTime t;
    c.start(0);
    Millis expected = 100000;
    for (int move = 1; move <= 5; ++move) {
        c.press(t.advance(1000));
        expected -= 1000;
        if (move >= 2)
            expected += 50000;
        c.press(t.advance(1000));
        CHECK(white(c, t.now) == expected);
    }
    CHECK(c.state(t.now).of(Side::White).period_number() == 5); // periods 1, 2, then 3 repeats
}

TEST_CASE("Pause and resume (Laws 6.11): no time runs while paused, presses are ignored", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(kMinute)});
    c.start(0);
    CHECK(c.pause(5000));
    CHECK_FALSE(c.press(6000));
    ClockState s = c.state(50000);
    CHECK(s.paused);
    CHECK_FALSE(s.running);
    CHECK(s.to_move == Side::White);
    CHECK(s.of(Side::White).main == 55000);
    CHECK(c.resume(60000));
    CHECK(white(c, 62000) == 53000);
    CHECK_FALSE(c.resume(63000));
}

TEST_CASE("Black starts the clock by pressing, as on a real clock", "[clock]") {
    GameClock c = clock_of({Period::fischer(3 * kMinute, 2 * kSecond)});
    CHECK(c.press(Side::Black, 1000));
    ClockState s = c.state(1000);
    CHECK(s.started);
    CHECK(s.running == Side::White);
    CHECK(s.of(Side::Black).moves == 0);
    CHECK(s.of(Side::Black).main == 182000);
    CHECK_FALSE(c.press(Side::Black, 2000)); // not Black's move: ignored
    CHECK(c.press(Side::White, 3000));
    CHECK(white(c, 3000) == 182000 - 2000 + 2000);
}

TEST_CASE("Arbiter adjustments (Laws 6.10.2): times and move counters", "[clock]") {
    GameClock c = clock_of({Period::for_moves(90 * kMinute, 40), Period::sudden_death(30 * kMinute)});
    c.start(0);
    c.set_time(Side::Black, 45 * kMinute, 1000);
    c.add_time(Side::White, -10 * kMinute, 1000);
    CHECK(black(c, 1000) == 45 * kMinute);
    CHECK(white(c, 1000) == 80 * kMinute - 1000);
    c.set_moves(Side::White, 39, 1000);
    c.press(2000); // the 40th press after the correction brings the next period
    ClockState s = c.state(2000);
    CHECK(s.of(Side::White).moves == 40);
    CHECK(s.of(Side::White).period == 1);
    CHECK(s.of(Side::White).main == 80 * kMinute - 2000 + 30 * kMinute);
    c.set_moves(Side::White, 12, 2000); // a counter set back follows the period, no time taken
    CHECK(c.state(2000).of(Side::White).period == 0);
    CHECK(white(c, 2000) == 80 * kMinute - 2000 + 30 * kMinute);
}

TEST_CASE("An arbiter correction lifts a flag, setting zero makes it fall", "[clock]") {
    GameClock c = clock_of({Period::fischer(5 * kSecond, kSecond)});
    c.start(0);
    ClockState s = c.state(10000); // White's 6 s ran out at 6 000; frozen
    REQUIRE(s.frozen);
    c.add_time(Side::White, 60000, 10000); // the arbiter restores a minute
    s = c.state(10000);
    CHECK_FALSE(s.frozen);
    CHECK_FALSE(s.of(Side::White).has_flag());
    CHECK_FALSE(s.first_flag);
    CHECK(white(c, 12000) == 58000);
    c.set_time(Side::Black, 0, 12000);
    s = c.state(12000);
    CHECK(s.of(Side::Black).flag_at == TimePoint{12000});
    CHECK(s.first_flag == Side::Black);
}

TEST_CASE("Switching the running side without a press (Laws 7.5.1)", "[clock]") {
    GameClock c = clock_of({Period::fischer(kMinute, 2 * kSecond)});
    c.start(0);
    c.press(5000); // White 62 - 5 + 2 = 59 s
    CHECK(c.switch_side(6000));
    ClockState s = c.state(9000);
    CHECK(s.running == Side::White);
    CHECK(s.of(Side::White).moves == 1); // no move counted, no increment
    CHECK(s.of(Side::White).main == 59000 - 3000);
    CHECK(s.of(Side::Black).main == 61000);
}

TEST_CASE("Taking back the increment of an illegal press (Laws 7.5, rapid and blitz)", "[clock]") {
    GameClock c = clock_of({Period::fischer(kMinute, 2 * kSecond)});
    c.start(0);
    c.press(5000);                     // White 62 - 5 + 2 = 59 s
    CHECK(c.last_bonus(5000) == 2000); // looked at, not taken
    CHECK(white(c, 5000) == 59000);
    CHECK(c.take_back_last_bonus(5000) == 2000);
    CHECK(white(c, 5000) == 57000);
    CHECK(c.last_bonus(5000) == 0);
    CHECK(c.take_back_last_bonus(5000) == 0); // only once
}

TEST_CASE("The last bonus is not there to take back once its presser's flag has fallen", "[clock]") {
    GameClock c = clock_of({Period::fischer(kMinute, 2 * kSecond)});
    c.start(0);
    c.press(1000);       // White 62 - 1 + 2 = 63 s
    c.press(2000);       // Black 63 s
    c.switch_side(3000); // Black runs again: its flag falls at 66 s
    CHECK(c.last_bonus(65000) == 2000);
    CHECK(c.last_bonus(67000) == 0);
    CHECK(c.take_back_last_bonus(67000) == 0);
}

TEST_CASE("An increment introduced mid-game (Guidelines III.4)", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(5 * kMinute)});
    c.start(0);
    c.press(1000);
    c.introduce_increment(5 * kSecond, 2000);
    c.press(3000);
    CHECK(black(c, 3000) == 300000 - 2000 + 5000);
    c.press(4000);
    CHECK(white(c, 4000) == 300000 - 1000 - 1000 + 5000);
    // With an increment the flag now freezes the clock (5.4.1).
    CHECK(c.state(400000).frozen);
}

TEST_CASE("Time odds: different periods per player (Armageddon)", "[clock]") {
    GameClock c(
        TimeControl::per_side({Period::sudden_death(5 * kMinute)}, {Period::sudden_death(4 * kMinute)}));
    CHECK(white(c, 0) == 300000);
    CHECK(black(c, 0) == 240000);
    c.start(0);
    c.press(1000);
    CHECK(c.flag_time(Side::Black, 1000000) == TimePoint{241000});
}

TEST_CASE("A zero time at the start flags at the start instant", "[clock]") {
    GameClock c = clock_of({Period::sudden_death(0)});
    c.start(500);
    CHECK(c.flag_time(Side::White, 500) == TimePoint{500});
}

TEST_CASE("At a period change the two increment conventions differ exactly as documented", "[clock]") {
    // 40/5400:1800+30 — the increment only in the second period (the PGN standard's own shape).
    const std::vector<Period> periods = {Period::for_moves(90 * kMinute, 40),
                                         Period::fischer(30 * kMinute, 30 * kSecond)};
    for (auto convention : {IncrementConvention::FromMoveOne, IncrementConvention::AfterPress}) {
        GameClock c = clock_of(periods, FlagPolicy::Fide, convention);
        CHECK(white(c, 0) == 90 * kMinute); // no increment in the first period: nothing prepaid
        c.start(0);
        c.set_moves(Side::White, 39, 0);
        c.press(1000); // White's 40th
        const Millis after_40 = 90 * kMinute - 1000 + 30 * kMinute;
        c.press(2000);
        c.press(3000); // White's 41st
        if (convention == IncrementConvention::FromMoveOne) {
            // The 40th press credits the increment of move 41, the 41st that of move 42.
            CHECK(c.state(3000).of(Side::White).main == after_40 + 30000 - 1000 + 30000);
        } else {
            // After-press: the 40th move belongs to period 1 (no increment); the 41st earns 30 s.
            CHECK(c.state(3000).of(Side::White).main == after_40 - 1000 + 30000);
        }
    }
}
