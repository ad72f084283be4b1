#pragma once

// A board on the table, read by a recogniser, for the recogniser's tests: hands move its pieces
// (hands.hpp) and the clock of the test moves on.

#include "core/eboard/move_recognizer.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/san.hpp"
#include "hands.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace pendule::eboard::test {

using Kind = BoardEvent::Kind;

// A board on the table, read by a recogniser: hands move its pieces, field update by field update
// (40 ms apart, as a scan reports them), and the clock of the test moves on.
struct Table {
    explicit Table(rules::Game game, RecognizerSettings settings = {},
                   Orientation standing = Orientation::connector_left)
        : recognizer(game, settings), stands(standing) {
        const std::string fen = game.position().fen();
        codes = *codes_of(fen.substr(0, fen.find(' ')), stands);
        recognizer.on_board(codes, now);
    }
    // The field updates, then `rest_ms` of stillness; the events meanwhile.
    std::vector<BoardEvent> hands(const std::vector<FieldUpdate>& updates, std::int64_t rest_ms = 400) {
        std::vector<BoardEvent> events;
        for (const FieldUpdate& u : updates) {
            now += 40;
            codes[static_cast<std::size_t>(u.field)] = u.piece;
            recognizer.on_field(u, now);
            for (auto& e : recognizer.tick(now))
                events.push_back(std::move(e));
        }
        return wait(rest_ms, std::move(events));
    }
    std::vector<BoardEvent> wait(std::int64_t ms, std::vector<BoardEvent> events = {}) {
        const std::int64_t until = now + ms;
        while (now < until) {
            now = std::min(until, now + 50);
            for (auto& e : recognizer.tick(now))
                events.push_back(std::move(e));
        }
        return events;
    }
    // A move as a player makes it, from the game's position as the recogniser knows it.
    std::vector<BoardEvent> play(const std::string& san, Hands style = Hands::plain) {
        const rules::Position& at = recognizer.game().position();
        const auto move = rules::parse_san(at, san);
        REQUIRE(move);
        return hands(test::hands(at, *move, style, stands));
    }
    // The whole board put as the FEN's pieces.
    std::vector<BoardEvent> set(const std::string& placement, std::int64_t rest_ms = 400) {
        now += 40;
        codes = *codes_of(placement, stands);
        recognizer.on_board(codes, now);
        return wait(rest_ms);
    }

    MoveRecognizer recognizer;
    Orientation stands;
    BoardCodes codes{};
    std::int64_t now = 1000;
};

inline std::vector<std::string> sans(const std::vector<BoardEvent>& events) {
    std::vector<std::string> out;
    for (const auto& e : events)
        if (e.kind == Kind::move || e.kind == Kind::move_replaced)
            out.push_back(e.san);
    return out;
}

inline rules::Game from_fen(const std::string& fen) {
    auto game = rules::Game::from_fen(fen, rules::FenRules::Detect);
    REQUIRE(game);
    return *game;
}

// A real game (Fischer-Spassky 1972, game 6) from the tests' data.
inline rules::Game real_game() {
    std::ifstream in(std::string(PENDULE_TEST_DATA) + "/board/fischer-spassky-1972-g6.pgn");
    std::stringstream text;
    text << in.rdbuf();
    const auto pgn = rules::read_pgn_game(text.str());
    REQUIRE(pgn);
    auto game = rules::Game::from_pgn(*pgn);
    REQUIRE(game);
    return *game;
}

} // namespace pendule::eboard::test
