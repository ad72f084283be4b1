#pragma once

#include <optional>

namespace pendule::app {

// The charge of the machine's battery in percent, or nothing (a desktop, or the system does not
// say): the first battery of /sys/class/power_supply on Linux, GetSystemPowerStatus on Windows.
std::optional<int> read_battery_percent();

} // namespace pendule::app
