#pragma once

// The window's reach to the disk for the rooms below the platform: the files an arbiter names
// (app/common/model/file_reader.hpp), the config file, the fonts.

#include "app/common/model/app_config.hpp"
#include "app/common/model/file_reader.hpp"

#include <optional>
#include <string>

namespace pendule::app {

struct Fonts; // app/common/draw/fonts.hpp (SFML's): only its users include it

// io's readers: io::game_score_text for a .pgn file, io::resolve_preset for a preset.
FileReader disk_file_reader();

// The config file at `path` (an Error naming it when it cannot be read or parsed).
Result<AppConfig> load_config(const std::string& path);

// Loads the three fonts from PENDULE_FONT_DIR, then the program's ../share/fonts/dejavu (the
// Windows installer and zip put them there), then the system's (io::system_data_dirs():
// /usr/share/fonts/truetype/dejavu on Debian; none on Windows). Returns what is missing and how to
// install it, or nothing on success.
[[nodiscard]] std::optional<std::string> load_fonts(Fonts& fonts);

} // namespace pendule::app
