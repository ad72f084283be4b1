// io/os/battery.hpp on Windows: GetSystemPowerStatus.
#include "io/os/battery.hpp"

#include <windows.h>

namespace pendule::io {

std::optional<int> battery_percent() {
    SYSTEM_POWER_STATUS status{};
    // 128: no system battery; 255: the charge is unknown.
    if (!GetSystemPowerStatus(&status) || (status.BatteryFlag & 128) != 0 || status.BatteryLifePercent > 100)
        return std::nullopt;
    return static_cast<int>(status.BatteryLifePercent);
}

} // namespace pendule::io
