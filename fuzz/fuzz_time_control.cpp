// libFuzzer target: TimeControl strings (PGN tag and cutechess) and durations.
#include "core/clock/duration_text.hpp"
#include "core/clock/game_clock.hpp"
#include "core/clock/tc_string.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

// `round_trip`: for PGN strings, what format_pgn_time_control writes must read back the same (not for
// cutechess strings: their increment comes after the press, which PGN cannot say).
void exercise(const pendule::clock::ParsedTimeControl& parsed, bool round_trip) {
    using Kind = pendule::clock::ParsedTimeControl::Kind;
    if (parsed.kind != Kind::Control)
        return;
    if (pendule::clock::validate(parsed.control))
        return;
    pendule::clock::GameClock clock(parsed.control);
    clock.start(0);
    clock.press(500);
    (void)clock.state(10'000'000);
    (void)pendule::clock::describe(parsed.control);
    if (auto text = pendule::clock::format_pgn_time_control(parsed.control); text && round_trip) {
        auto again = pendule::clock::parse_pgn_time_control(*text);
        if (!again || again->kind != Kind::Control || !(again->control == parsed.control))
            std::abort(); // a string we write must read back to the same control
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (auto pgn = pendule::clock::parse_pgn_time_control(text))
        exercise(*pgn, true);
    if (auto cutechess = pendule::clock::parse_cutechess_tc(text))
        exercise(*cutechess, false);
    if (auto ms = pendule::clock::parse_duration(text))
        (void)pendule::clock::format_duration(*ms);
    return 0;
}
