// Soak benchmark of the clock core: 10 million presses (FIDE rapid 15 min + 10 s, random
// thinking times, a pause every 1000 presses, a display query every press), then the final
// times are compared with the expected sum (no drift) and the resident memory before and after
// (no growth). A benchmark, not a test: it prints figures and exits 1 only on a wrong time.
//
//   pendule_bench_clock_soak [PRESSES]
#include "core/clock/game_clock.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

using namespace pendule::clock;

namespace {

// A line of /proc/self/status in kB ("VmRSS", "VmHWM"), or -1 where there is none.
long status_kb(const std::string& key) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.compare(0, key.size() + 1, key + ":") == 0)
            return std::strtol(line.c_str() + key.size() + 1, nullptr, 10);
    return -1;
}

} // namespace

int main(int argc, char** argv) {
    const long long presses = argc > 1 ? std::atoll(argv[1]) : 10'000'000LL;
    constexpr Millis kIncrement = 10'000;
    GameClock clock(TimeControl::same_for_both({Period::fischer(15 * 60'000, kIncrement)}));
    std::mt19937_64 rng(42);
    std::uniform_int_distribution<Millis> think(0, kIncrement); // time never runs out

    Millis expected[2] = {15 * 60'000 + kIncrement, 15 * 60'000 + kIncrement};
    TimePoint now = 0;
    clock.start(now);
    long rss_before = -1;
    long hwm_before = -1;
    Millis checksum = 0;
    const auto begin = std::chrono::steady_clock::now();
    for (long long i = 0; i < presses; ++i) {
        if (i == presses / 10) { // after a warm-up tenth, the memory every later press should keep
            rss_before = status_kb("VmRSS");
            hwm_before = status_kb("VmHWM");
        }
        const Millis used = think(rng);
        if (i % 1000 == 999) {
            clock.pause(now + used / 2);
            now += 60'000;
            clock.resume(now + used / 2);
        }
        now += used;
        checksum += clock.state(now).players[0].main; // what a display would do
        if (!clock.press(now)) {
            std::printf("press %lld refused\n", i);
            return 1;
        }
        expected[i % 2] += kIncrement - used;
    }
    const auto end = std::chrono::steady_clock::now();
    const long rss_after = status_kb("VmRSS");
    const long hwm_after = status_kb("VmHWM");
    const ClockState state = clock.state(now);
    const bool exact = state.players[0].main == expected[0] && state.players[1].main == expected[1];
    const auto elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(end - begin).count();
    const double ns_per_press =
        presses > 0 ? 1e6 * static_cast<double>(elapsed_ms) / static_cast<double>(presses) : 0;
    std::printf("presses:        %lld (with a state() query each, a pause every 1000)\n", presses);
    std::printf("elapsed:        %lld ms (%.1f ns per press+query)\n", static_cast<long long>(elapsed_ms),
                ns_per_press);
    std::printf("game time:      %lld ms simulated\n", static_cast<long long>(now));
    std::printf("white:          %lld ms, expected %lld ms\n", static_cast<long long>(state.players[0].main),
                static_cast<long long>(expected[0]));
    std::printf("black:          %lld ms, expected %lld ms\n", static_cast<long long>(state.players[1].main),
                static_cast<long long>(expected[1]));
    std::printf("drift:          %s\n", exact ? "none (exact to the millisecond)" : "WRONG");
    std::printf("RSS:            %ld kB after 10%%, %ld kB at the end\n", rss_before, rss_after);
    std::printf("peak RSS:       %ld kB after 10%%, %ld kB at the end\n", hwm_before, hwm_after);
    std::printf("checksum:       %lld\n", static_cast<long long>(checksum));
    return exact ? 0 : 1;
}
