#pragma once

// Shared by the PGN tests: a game read without error, the moves of a line as written, and damaged
// copies of a good text.

#include "core/rules/pgn_game.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace pgn_test {

// A PGN text that reads without error: tags with escapes, comments, NAGs, nested variations.
inline const std::string kGoodText =
    "[Event \"F\"]\n[White \"A \\\"x\\\"\"]\n\n1. e4 {c} e5 $1 (1... c5 2. Nf3 (2. c3) d6) "
    "2. Nf3! Nc6 ; line\n3. Bb5 a6 1-0\n\n[Event \"G\"]\n1. d4 *\n";

// The one game of `text`; the test fails with the reader's message when it does not read.
inline pendule::rules::PgnGame read_one(std::string_view text, pendule::rules::PgnReadOptions options = {}) {
    auto game = pendule::rules::read_pgn_game(text, options);
    INFO(text);
    if (!game) {
        FAIL(game.error().text());
    }
    return std::move(game).value();
}

inline std::vector<std::string> sans(const pendule::rules::PgnLine& line) {
    std::vector<std::string> out;
    for (const auto& move : line.moves) {
        out.push_back(move.san);
    }
    return out;
}

// `text` with `edits` random edits (a character replaced, inserted or erased), the characters
// drawn from `alphabet`.
inline std::string damaged(std::string text, int edits, std::string_view alphabet, std::mt19937& random) {
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = random() % text.size();
        const char c = alphabet[random() % alphabet.size()];
        switch (random() % 3) {
        case 0:
            text[at] = c;
            break;
        case 1:
            text.insert(at, 1, c);
            break;
        default:
            text.erase(at, 1);
            break;
        }
    }
    return text;
}

} // namespace pgn_test
