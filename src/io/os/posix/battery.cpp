// io/os/battery.hpp on Linux: the power supplies the kernel lists under /sys/class/power_supply.
#include "io/os/battery.hpp"

#include <filesystem>
#include <fstream>
#include <string>

namespace pendule::io {

std::optional<int> battery_percent() {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/sys/class/power_supply", ec)) {
        std::ifstream type(entry.path() / "type");
        std::string kind;
        if (!(type >> kind) || kind != "Battery")
            continue;
        std::ifstream capacity(entry.path() / "capacity");
        int percent = -1;
        if (capacity >> percent && percent >= 0 && percent <= 100)
            return percent;
    }
    return std::nullopt;
}

} // namespace pendule::io
