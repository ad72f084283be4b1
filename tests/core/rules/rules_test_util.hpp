#pragma once

// Shared by the rules tests: a position from a FEN the test knows to be valid.

#include "core/rules/position.hpp"

#include <catch2/catch.hpp>

#include <utility>

namespace rules_test {

inline pendule::rules::Position parse(const char* fen) {
    auto pos = pendule::rules::Position::from_fen(fen);
    INFO(fen);
    REQUIRE(pos.ok());
    return std::move(pos).value();
}

} // namespace rules_test
