#pragma once

#include "app/clock/platform/audio_output.hpp"

namespace pendule::app {

// A short synthesised tone (no sound file to ship), played on the output's tone voice, on both ears.
void beep(AudioOutput& output, int frequency_hz, int duration_ms);

} // namespace pendule::app
