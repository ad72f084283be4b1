// libFuzzer target: SAN moves, English and French, played from the initial position one after
// another (a refused move ends the input).
#include "core/rules/game.hpp"

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
    std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto notation =
        (size > 0 && (data[0] & 1U)) ? pendule::rules::Notation::French : pendule::rules::Notation::English;
    auto game = pendule::rules::Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    if (!game)
        return 0;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
        if (!game->play_san(word, notation))
            break;
    }
    return 0;
}
