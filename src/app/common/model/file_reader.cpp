#include "app/common/model/file_reader.hpp"

#include "io/export/game_score.hpp"

namespace pendule::app {

Result<std::string> game_score_of(const FileReader& files, const std::string& value) {
    if (!io::names_pgn_file(value))
        return value;
    if (!files.pgn_last_game)
        return fail("no file can be read here", value);
    return files.pgn_last_game(value);
}

Result<io::Preset> preset_of(const FileReader& files, const std::string& text) {
    if (!files.preset)
        return fail("no preset can be read here", text);
    return files.preset(text);
}

} // namespace pendule::app
