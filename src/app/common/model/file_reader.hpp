#pragma once

// What the arbiter names by a file in the window (a game score's .pgn, a preset's .json) is read
// by the platform, which gives these readers to the rooms below it: input, model, view and draw
// open no file themselves (scripts/check-layers.sh), as they read no clock. The platform's are io's
// (app/common/platform/files.hpp); a test may give its own.

#include "core/result.hpp"
#include "io/preset/preset.hpp"

#include <functional>
#include <string>

namespace pendule::app {

struct FileReader {
    // A .pgn file's last game, written as PGN (io::game_score_text).
    std::function<Result<std::string>(const std::string& file)> pgn_last_game;
    // A preset as typed: a name, a preset file, or a TimeControl string (io::resolve_preset).
    std::function<Result<io::Preset>(const std::string& text)> preset;
};

// A game score as typed: the text itself, or for a .pgn file (io::names_pgn_file) its last game,
// the one being played when the file is the board's own record.
Result<std::string> game_score_of(const FileReader& files, const std::string& value);

// A preset as typed, through the reader; an Error when there is none.
Result<io::Preset> preset_of(const FileReader& files, const std::string& text);

} // namespace pendule::app
