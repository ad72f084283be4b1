#pragma once

// Shared helpers for the arbiter tests: a game history from a FEN and SAN moves, a claim judged.

#include "core/arbiter/claims.hpp"
#include "core/rules/game.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter_test {

inline std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

inline pendule::rules::Position position(const std::string& fen) {
    auto parsed = pendule::rules::Position::from_fen(fen);
    REQUIRE(parsed.ok());
    return *parsed;
}

// The game from `fen` (empty: the initial position) after the SAN moves in `moves`.
inline pendule::rules::Game history(const std::string& fen, const std::string& moves) {
    pendule::rules::Game game(fen.empty() ? pendule::rules::Position::start() : position(fen));
    for (const std::string& san : words(moves)) {
        auto played = game.play_san(san);
        if (!played)
            FAIL(san << ": " << played.error().text());
    }
    return game;
}

inline pendule::rules::Move move(const pendule::rules::Position& pos, const std::string& san) {
    auto parsed = pendule::rules::parse_san(pos, san);
    if (!parsed)
        FAIL(parsed.error().text());
    return *parsed;
}

// The claim judged at the end of `h`, with the written move `written` (SAN) when not empty.
inline pendule::arbiter::ClaimFinding
judge(const pendule::rules::Game& h, const std::string& written = "",
      pendule::arbiter::Edition edition = pendule::arbiter::Edition::Laws2023) {
    std::optional<pendule::rules::Move> intended;
    if (!written.empty())
        intended = move(h.position(), written);
    auto finding = pendule::arbiter::judge_claim(h, intended, edition);
    REQUIRE(finding.ok());
    return *finding;
}

// Knights out and back twice: the initial position occurs for the third time.
inline const std::string knight_shuffle = "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8";

} // namespace arbiter_test
