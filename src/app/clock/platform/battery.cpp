#include "app/clock/platform/battery.hpp"

#if defined(_WIN32)
#include <windows.h>
#else
#include <filesystem>
#include <fstream>
#include <string>
#endif

namespace pendule::app {

#if defined(_WIN32)

std::optional<int> read_battery_percent() {
    SYSTEM_POWER_STATUS status{};
    // 128: no system battery; 255: the charge is unknown.
    if (!GetSystemPowerStatus(&status) || (status.BatteryFlag & 128) != 0 || status.BatteryLifePercent > 100)
        return std::nullopt;
    return static_cast<int>(status.BatteryLifePercent);
}

#else

std::optional<int> read_battery_percent() {
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

#endif

} // namespace pendule::app
