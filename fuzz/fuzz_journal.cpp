// libFuzzer target: journals. Whatever the bytes, reading gives a value or an Error; what is read
// replays and exports without a crash.
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_replay.hpp"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto read = pendule::io::parse_journal(text, "fuzz.journal");
    if (!read)
        return 0;
    const pendule::io::ReplayedGame game = pendule::io::replay_journal(*read);
    (void)pendule::io::replay_json(game);
    (void)pendule::io::press_times_csv(game);
    (void)pendule::io::html_report(game);
    (void)pendule::io::pgn_export(game, std::nullopt);
    (void)pendule::io::pgn_export_from_journal(game); // a claim's game score as the moves
    return 0;
}
