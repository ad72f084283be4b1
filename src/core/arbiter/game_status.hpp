#pragma once

// The facts of a game's final position that an arbiter looks at (pendule-cli status): mate,
// stalemate, repetitions, the halfmove clock, which claims and automatic draws apply, the
// mating potential of each side, and the first automatic ending under an edition.

#include "core/arbiter/edition.hpp"
#include "core/arbiter/endings.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/rules/game.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::arbiter {

struct GameStatus {
    std::string fen;
    int plies = 0;         // moves (half-moves) played from the start position
    std::string last_move; // SAN of the last move; empty when none was played
    rules::Color side_to_move = rules::Color::White;
    bool check = false;
    bool checkmate = false;
    bool stalemate = false;
    int repetitions = 1; // occurrences of the final position, itself included
    // The first ply at which some position appeared for the third time, or nothing.
    std::optional<int> first_threefold_ply;
    int halfmove_clock = 0;
    bool threefold_claim = false; // 9.2.2 holds: the player to move may claim now
    bool fifty_claim = false;     // 9.3.2 holds and the player to move has a move (not mate or stalemate)
    bool fivefold = false;        // the final position has appeared five times or more (9.6.1)
    bool seventyfive = false;     // 150 quiet plies or more, the last move not checkmate (9.6.2)
    Verdict dead_position = Verdict::Unknown;
    Verdict white_can_mate = Verdict::Unknown;
    Verdict black_can_mate = Verdict::Unknown;
    std::optional<Ending> ending; // the first automatic ending in the game under the edition
    // The legal moves (SAN) the player to move could write down for a valid 9.2.1 / 9.3.1 claim.
    std::vector<std::string> threefold_moves;
    std::vector<std::string> fifty_moves;
};

GameStatus game_status(const rules::Game& game, Edition edition);

} // namespace pendule::arbiter
