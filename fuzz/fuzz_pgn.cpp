// libFuzzer target: PGN text. `validate`'s path (every syntax error stepped over, every game
// checked: reading must never stop), the claim path (game by game, each replayed), and the
// strict reader with the writer.
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_validator.hpp"
#include "core/rules/pgn_writer.hpp"

#include "core/rules/position.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

// The move generator's tables are built on first use, slowly under full instrumentation: build them
// before the clock of -timeout starts.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    (void)pendule::rules::Position::start().count_legal_moves();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    pendule::rules::PgnReader reader(text);
    pendule::rules::PgnValidator validator;
    while (true) {
        auto more = reader.read_game(validator);
        if (!more) {
            std::abort(); // the validator steps over every syntax error: reading cannot fail
        }
        if (!*more) {
            break;
        }
    }
    for (const auto& game : pendule::rules::read_pgn_each(text)) {
        if (game) {
            (void)pendule::rules::Game::from_pgn(*game);
        }
    }
    auto games = pendule::rules::read_pgn(text);
    if (!games || games->empty())
        return 0;
    (void)pendule::rules::write_pgn(*games);
    return 0;
}
