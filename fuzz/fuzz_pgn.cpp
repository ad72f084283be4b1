// libFuzzer target: PGN text: read every game, replay the first one's moves, write it back.
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_writer.hpp"

#include "core/rules/position.hpp"

#include <cstdint>
#include <string_view>

// The move generator's tables are built on first use, slowly under full instrumentation: build them
// before the clock of -timeout starts.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    (void)pendule::rules::Position::start().count_legal_moves();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto games = pendule::rules::read_pgn(text);
    if (!games || games->empty())
        return 0;
    (void)pendule::rules::write_pgn(*games);
    (void)pendule::rules::Game::from_pgn(games->front());
    return 0;
}
