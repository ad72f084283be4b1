#pragma once

// JSON presets: one file per preset (configs/presets/*.json, the user's folder, or any path), in
// the format documented in docs/presets.md (`"format": 1`). A preset is read whole or not at all:
// any problem comes back as one Error naming the file, the field (a JSON pointer) and what is wrong.

#include "core/clock/time_control.hpp"
#include "core/result.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// The preset format this program reads and writes (the "format" field).
inline constexpr int kPresetFormat = 1;

struct Preset {
    std::string name;        // the file's stem for files ("fide-rapid"), the text for TC strings
    std::string title;       // for people ("FIDE rapid 15 min + 10 s")
    std::string description; // may be empty
    clock::TimeControl control;
    std::string source;                // file path, or "time control string"
    std::vector<std::string> warnings; // e.g. cutechess "40/90 means 90 seconds"
};

// Parses the JSON text of a preset; `origin` names it in errors (a file path), `name` is its name.
Result<Preset> parse_preset(std::string_view json_text, const std::string& origin, const std::string& name);

// Reads a preset file (errors: "FILE: /periods/0/time: negative time -5000").
Result<Preset> load_preset_file(const std::filesystem::path& path);

// Writes a preset as JSON text in the current format (durations in the readable form).
std::string write_preset(const Preset& preset);

// The folder of built-in presets: share/pendule/presets beside the program's bin/ folder (the build
// tree has it too, leading to configs/presets); empty when the program's folder is not known.
std::filesystem::path builtin_preset_dir();
// The user's folder: $XDG_CONFIG_HOME/pendule/presets, or ~/.config/pendule/presets; on Windows
// %APPDATA%\Pendule\presets (io/os/file_system.hpp, user_config_dir).
std::filesystem::path user_preset_dir();

// Every preset in a folder, sorted by name; a bad file is an error (the first one found).
Result<std::vector<Preset>> load_preset_dir(const std::filesystem::path& dir);
// The built-in presets.
Result<std::vector<Preset>> builtin_presets();

// The name of the default preset ("fide-rapid").
std::string default_preset_name();

// What a user named: a built-in name, a user-folder name (the user's folder wins), a file path
// (anything with a '/' or ending in .json), or a TimeControl string ("180+2", "40/5400+30:1800+30",
// "*60", "300d5", "300b5"). The GUI and the CLI both call this.
Result<Preset> resolve_preset(const std::string& text);

} // namespace pendule::io
