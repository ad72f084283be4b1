#pragma once

#include "app/common/input/input_event.hpp"
#include "app/common/model/side.hpp"
#include "core/result.hpp"

#include <string_view>
#include <vector>

namespace pendule::app {

// One step of a --script: an input event, or a wait that moves the manual clock.
struct ScriptStep {
    bool is_wait = false;
    Millis wait_ms = 0;
    InputEvent event;
};

// Parses "key Space; wait 1500; key RShift; key Ctrl+Alt+A; key T; text 0:10:00; key Enter;
// click 300 400". Scripted events go through the same routing as real ones, on a manual clock, so a
// screenshot of any state is exact and repeatable.
Result<std::vector<ScriptStep>> parse_script(std::string_view text);

} // namespace pendule::app
