#pragma once

// Endings that need no claim: checkmate (5.1.1), stalemate (5.2.1), dead position (5.2.2), and,
// since 2014, fivefold repetition (9.6.1) and the 75-move rule (9.6.2, a checkmate on the last
// move taking precedence).

#include "core/arbiter/decision_log.hpp"
#include "core/arbiter/edition.hpp"
#include "core/arbiter/text.hpp"
#include "core/rules/game.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pendule::arbiter {

struct Ending {
    int ply = 0;
    std::string article; // "5.1.1", "5.2.1", "5.2.2", "9.6.1", "9.6.2"
    Outcome outcome = Outcome::Draw;
    std::string reason; // in English
    Text reason_words;  // the same as data, for any language (text.hpp)
};

// The first ply at which the game ended by itself under `edition`, or nothing. A dead position is
// looked for at the start, after every pawn move or capture, and at the last ply (by
// can_checkmate; an Unknown verdict ends nothing). Checkmate and stalemate can only be the last ply.
std::optional<Ending> first_automatic_ending(const rules::Game& game, Edition edition);

// The plies where a dead position (5.2.2) is looked for, with their positions: the start, after
// every pawn move or capture, and the last ply (the interim analysis only changes its mind there).
std::vector<std::pair<int, rules::Position>> dead_position_plies(const rules::Game& game);

// The positions among dead_position_plies that the quick budget (kQuickNodeBudget) leaves open:
// neither side can mate for sure, and not both surely cannot. A claim's ruling waits for the
// analysis of these (the clock's panel, the desk) before it looks for a dead position (5.2.2).
std::vector<rules::Position> dead_positions_left_open(const rules::Game& game);

// The first ply at which a position appeared for the fifth time (since 2018 in any order; 2014
// asked for consecutive alternate moves: the five occurrences four plies apart), or nothing.
std::optional<int> first_fivefold(const rules::Game& game, Edition edition);

// The first ply at which 75 moves by each player (150 plies) were completed without pawn move or
// capture, the completing move not being checkmate (9.6.2), or nothing.
std::optional<int> first_seventy_five(const rules::Game& game);

} // namespace pendule::arbiter
