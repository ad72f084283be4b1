#pragma once

#include "core/clock/duration_text.hpp"
#include "core/clock/time_control.hpp"
#include "i18n/lang.hpp"

#include <string>

namespace pendule::app {

// The control in words (Laws 6.10.2: what the arbiter checks before the start), in the window's
// language, from the catalogue. In English it is exactly the clock core's clock::describe (the CLI's
// and the journal's words; a test compares them on every preset).
std::string describe_control(const clock::TimeControl& control, i18n::Lang lang);

// A duration for people in the window's language: "1 h 30 min", "30 s", "1 min 30 s", "500 ms".
std::string duration_words(clock::Millis ms, i18n::Lang lang);

} // namespace pendule::app
