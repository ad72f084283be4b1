#pragma once

// The hall's JSON of its boards' views (board_state): /api/boards, the live feed's board events and
// a board's decision log.

#include "hall/link/board_state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace pendule::hall {

// One object of /api/boards.
std::string board_json(const BoardView& board);

// The JSON array of /api/boards, in the order given.
std::string boards_json(const std::vector<BoardView>& boards);

// The JSON array of /api/boards/<n>/log: the decision, result and wrong-pin records of board
// `board`'s whole journal, in order.
std::string decision_log_json(int board, std::string_view journal);

// /api/boards/<n>/game: the game an e-board recorded, for the board's page: {"board", "event",
// "white", "black", "result" (or null), "start" (the start's placement, rank 8 first), "moves":
// [{"text": "12. Nf3" (English letters; an illegal move in its long form), "position" (the
// placement after it), "illegal", "clk" (the clock after it, ms, or null)}]}.
std::string board_game_json(const std::string& event, int board, std::string_view journal);

} // namespace pendule::hall
