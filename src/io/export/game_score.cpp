#include "io/export/game_score.hpp"

#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_writer.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

namespace pendule::io {

bool names_pgn_file(const std::string& value) {
    return value.size() > 4 && (value.ends_with(".pgn") || value.ends_with(".PGN"));
}

Result<std::string> game_score_text(const std::string& value) {
    if (!names_pgn_file(value))
        return value;
    const auto text = read_text_file(path_of(value));
    if (!text)
        return fail("cannot open or read the PGN file", value);
    auto games = rules::read_pgn(*text);
    if (!games)
        return fail(games.error().text(), value);
    if (games->empty())
        return fail("no game in the file", value);
    return rules::write_pgn(games->back());
}

} // namespace pendule::io
