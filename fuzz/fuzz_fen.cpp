// libFuzzer target: FEN text. Any input must give a Position or an Error, never a crash; a Position
// must write a FEN that reads back to the same FEN.
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
    auto position = pendule::rules::Position::from_fen(text);
    if (!position)
        return 0;
    const std::string fen = position->fen();
    auto again = pendule::rules::Position::from_fen(fen);
    if (!again || again->fen() != fen)
        std::abort(); // a FEN we wrote must read back
    (void)position->count_legal_moves();
    return 0;
}
