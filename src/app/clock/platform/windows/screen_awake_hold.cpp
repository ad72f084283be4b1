// The screen kept awake on Windows (app/clock/platform/screen_awake_hold.hpp):
// SetThreadExecutionState, which no desktop ignores.
#include "app/clock/platform/screen_awake_hold.hpp"

#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

namespace pendule::app {

ScreenAwakeHold::ScreenAwakeHold(const std::string&) : available_(true), how_("windows") {}

ScreenAwakeHold::~ScreenAwakeHold() {
    hold(false);
}

void ScreenAwakeHold::hold(bool awake) {
    if (awake == holding_)
        return;
    SetThreadExecutionState(awake ? ES_CONTINUOUS | ES_DISPLAY_REQUIRED | ES_SYSTEM_REQUIRED : ES_CONTINUOUS);
    holding_ = awake;
}

std::vector<std::string> ScreenAwakeHold::poll() {
    return {};
}

} // namespace pendule::app
