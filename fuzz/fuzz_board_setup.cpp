// libFuzzer target: a board's set-up as the desk publishes it (io/round/board_setup.hpp), read from
// whatever comes on an MQTT topic. A set-up that reads must read back the same from what
// board_setup_json() makes of it.
#include "io/round/board_setup.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto setup = pendule::io::parse_board_setup(text, "fuzz");
    if (!setup)
        return 0;
    auto again = pendule::io::parse_board_setup(pendule::io::board_setup_json(setup.value()), "again");
    if (!again || !(again.value() == setup.value()))
        std::abort(); // what we write must read back to the same set-up
    return 0;
}
