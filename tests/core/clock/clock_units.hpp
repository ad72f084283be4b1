#pragma once

// The units the clock's tests write their times in.

#include "core/clock/time_control.hpp"

namespace clock_test {

inline constexpr pendule::clock::Millis kSecond = 1000;
inline constexpr pendule::clock::Millis kMinute = 60 * kSecond;

} // namespace clock_test
