#pragma once

// The clock (`pendule`, docs/gui.md): the config read, the presets, an unfinished game offered or
// resumed from its journal, the journal and the hall link started, then the window's loop.

#include "app/common/platform/program_options.hpp"

#include <iosfwd>

namespace pendule::app {

// Runs the clock with the program's options until its window closes (or the script ends). Returns
// the exit code (2: an option, the config, a preset or the journal cannot be used).
int run_clock(ProgramOptions options);

// `pendule --list-audio-devices`: the audio output's devices on `out`, one a line, the default
// marked "(default)"; no window. 0, or 1 (and why on `err`) when OpenAL names no device.
int list_audio_devices(std::ostream& out, std::ostream& err);

} // namespace pendule::app
