// Long random games through the clock, checked press by press against an independent model.
//
// The model below is written apart from GameClock on purpose: plain arithmetic on two numbers per
// player, in the order a person would compute a scoresheet's times. If the clock drifted, lost a
// millisecond at a period change or counted a pause, the two would disagree.
#include "core/clock/game_clock.hpp"
#include "core/clock/tc_string.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace pendule::clock;

namespace {

// Scoresheet arithmetic for one player.
struct ModelPlayer {
    std::int64_t time = 0;
    int moves = 0;
    bool flagged = false;
};

TimeControl parsed(const char* tc) {
    auto result = parse_pgn_time_control(tc);
    REQUIRE(result.ok());
    return result->control;
}

} // namespace

TEST_CASE("A 7-hour game of 300 presses ends exact to the millisecond (40/2h, 20/1h, 30 min, +30 s)",
          "[clock]") {
    GameClock clock(parsed("40/7200+30:20/3600+30:1800+30"));
    std::mt19937_64 rng(20261121);
    std::uniform_int_distribution<std::int64_t> think(1000, 167000); // 84 s a move on average
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<std::int64_t> pause_length(1000, 600000);

    ModelPlayer model[2];
    model[0].time = model[1].time = 7200000 + 30000; // the increment is on the clock before move 1
    std::int64_t now = 36000000;                     // any origin: the clock only sees differences
    const std::int64_t origin = now;
    clock.start(now);
    for (int press = 0; press < 300; ++press) {
        const int p = press % 2;
        const Side side = p == 0 ? Side::White : Side::Black;
        const std::int64_t used = think(rng);
        if (percent(rng) < 5) { // the arbiter pauses the clock in the middle of the move (6.11)
            clock.pause(now + used / 2);
            const std::int64_t paused = pause_length(rng);
            REQUIRE(clock.time_left(side, now + used / 2 + paused) == model[p].time - used / 2);
            clock.resume(now + used / 2 + paused);
            now += paused;
        }
        now += used;
        REQUIRE(clock.press(now));
        model[p].time -= used;
        REQUIRE(model[p].time > 0); // this seed has no flag; a flag would need its own rules
        model[p].moves += 1;
        if (model[p].moves == 40)
            model[p].time += 3600000;
        if (model[p].moves == 60)
            model[p].time += 1800000;
        model[p].time += 30000;
        const ClockState state = clock.state(now);
        REQUIRE(state.of(side).main == model[p].time);
        REQUIRE(state.of(side).moves == model[p].moves);
        REQUIRE(state.of(other(side)).main == model[1 - p].time);
    }
    const ClockState final_state = clock.state(now);
    CHECK(now - origin > 7 * 3600000); // a 7-hour game, pauses included
    CHECK(final_state.of(Side::White).main == model[0].time);
    CHECK(final_state.of(Side::Black).main == model[1].time);
    CHECK(final_state.of(Side::White).period_number() == 3);
    CHECK_FALSE(final_state.first_flag);
}

TEST_CASE("Random delay, Bronstein and hourglass games agree with the model", "[clock]") {
    struct Case {
        const char* tc;
        int rule; // 0 delay, 1 Bronstein, 2 hourglass
    };
    for (const Case& game : {Case{"300d5", 0}, Case{"300b5", 1}, Case{"*300", 2}}) {
        INFO(game.tc);
        GameClock clock(parsed(game.tc));
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<std::int64_t> think(0, 7000);
        ModelPlayer model[2];
        model[0].time = model[1].time = 300000;
        std::int64_t now = 0;
        clock.start(now);
        for (int press = 0; press < 300; ++press) {
            const int p = press % 2;
            const std::int64_t used = think(rng);
            now += used;
            REQUIRE(clock.press(now));
            if (game.rule == 0)
                model[p].time -= used > 5000 ? used - 5000 : 0;
            if (game.rule == 1)
                model[p].time -= used - (used < 5000 ? used : 5000);
            if (game.rule == 2) {
                model[p].time -= used;
                model[1 - p].time += used;
            }
            REQUIRE(model[p].time > 0);
            const ClockState state = clock.state(now);
            REQUIRE(state.players[0].main == model[0].time);
            REQUIRE(state.players[1].main == model[1].time);
        }
    }
}

TEST_CASE("A random game that ends in a flag: the flag instant matches the model", "[clock]") {
    GameClock clock(parsed("60+1"));
    std::mt19937_64 rng(99);
    std::uniform_int_distribution<std::int64_t> think(0, 4000);
    ModelPlayer model[2];
    model[0].time = model[1].time = 61000;
    std::int64_t now = 0;
    clock.start(now);
    int p = 0;
    while (true) {
        const std::int64_t used = think(rng);
        if (used >= model[p].time) { // the model's flag: the running player's time reaches zero
            const std::int64_t flag_at = now + model[p].time;
            const ClockState state = clock.state(now + used);
            const Side side = p == 0 ? Side::White : Side::Black;
            CHECK(state.of(side).flag_at == flag_at);
            CHECK(state.first_flag == side);
            CHECK(state.frozen);
            CHECK(state.of(other(side)).main == model[1 - p].time);
            break;
        }
        now += used;
        REQUIRE(clock.press(now));
        model[p].time += 1000 - used;
        p = 1 - p;
    }
}
