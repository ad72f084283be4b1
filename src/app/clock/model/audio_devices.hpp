#pragma once

// The audio output's devices as OpenAL names them: `pendule --list-audio-devices` prints
// them, `audio_device = NAME` in the config or `--audio-device NAME` chooses one. Pure: the
// platform (app/clock/platform/audio_output.hpp) asks OpenAL and opens the device.

#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// OpenAL's list of device names: each name ends with a NUL, the list with a second NUL. Null: none.
std::vector<std::string> split_device_list(const char* list);

// The devices one a line, the default one marked: "Speakers (default)". `default_device` may be
// empty or absent from `devices` (then nothing is marked).
std::string device_listing(const std::vector<std::string>& devices, const std::string& default_device);

// The device to open: the command line's (--audio-device) wins over the config's (audio_device);
// empty: the system's default.
std::string chosen_device(const std::optional<std::string>& command_line, const std::string& config);

} // namespace pendule::app
