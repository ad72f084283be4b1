// libFuzzer target: JSON presets. A preset that reads must validate, run on a clock, and read back
// from what write_preset() makes of it.
#include "core/clock/game_clock.hpp"
#include "io/preset/preset.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto preset = pendule::io::parse_preset(text, "fuzz.json", "fuzz");
    if (!preset)
        return 0;
    if (pendule::clock::validate(preset->control))
        std::abort(); // parse_preset must refuse what cannot run
    pendule::clock::GameClock clock(preset->control);
    clock.start(0);
    for (int i = 1; i <= 8; ++i)
        clock.press(i * 1000);
    (void)clock.state(1'000'000);
    auto again = pendule::io::parse_preset(pendule::io::write_preset(preset.value()), "again.json", "fuzz");
    if (!again || !(again->control == preset->control))
        std::abort(); // what we write must read back to the same control
    return 0;
}
