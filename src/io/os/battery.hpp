#pragma once

// The machine's battery, with an implementation per system (io/os/posix/battery.cpp,
// io/os/windows/battery.cpp), chosen by the build.

#include <optional>

namespace pendule::io {

// The charge of the machine's battery in percent, or nothing (a desktop, or the system does not
// say): the first battery of /sys/class/power_supply on Linux, GetSystemPowerStatus on Windows.
std::optional<int> battery_percent();

} // namespace pendule::io
