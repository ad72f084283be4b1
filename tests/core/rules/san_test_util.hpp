#pragma once

// Shared by the SAN tests: tables of moves that must be read (and the move they name) or refused
// (and a part of the reason), checked one row at a time.

#include "core/rules/move.hpp"
#include "core/rules/san.hpp"
#include "rules_test_util.hpp"

#include <catch2/catch.hpp>

#include <span>

namespace rules_test {

// Positions several SAN tests start from.
inline constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
inline constexpr const char* kCastling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
inline constexpr const char* kPromotion = "3r4/4P3/2k5/8/8/8/8/4K3 w - - 0 1";

// A text parse_san must read, and the move it names in UCI.
struct SanCase {
    const char* fen;
    const char* san;
    const char* uci;
    pendule::rules::Notation notation = pendule::rules::Notation::English;
};

// A text parse_san must refuse, and a part of the message saying why.
struct SanError {
    const char* fen;
    const char* san;
    const char* message;
    pendule::rules::Notation notation = pendule::rules::Notation::English;
};

inline void check_reads(std::span<const SanCase> cases) {
    for (const SanCase& c : cases) {
        const pendule::rules::Position pos = parse(c.fen);
        INFO(c.fen << "  " << c.san);
        auto m = pendule::rules::parse_san(pos, c.san, c.notation);
        REQUIRE(m.ok());
        CHECK(pendule::rules::to_uci(m.value()) == c.uci);
    }
}

inline void check_refuses(std::span<const SanError> cases) {
    for (const SanError& c : cases) {
        const pendule::rules::Position pos = parse(c.fen);
        INFO(c.fen << "  " << c.san);
        auto m = pendule::rules::parse_san(pos, c.san, c.notation);
        REQUIRE_FALSE(m.ok());
        CHECK_THAT(m.error().message, Catch::Contains(c.message));
    }
}

} // namespace rules_test
