#pragma once

// /round.pgn (issue 13): one PGN game per board of the hall, for a broadcaster. Tags: Event, Round
// "R.B" (the round the board published under .../round, "?" when it said none), White, Black, Result ("*"
// while the game goes on), TimeControl from the journal's header; no moves (the clock does not know them),
// and a comment with each side's time as the hall knows it: {[%clk H:MM:SS]} for White then Black.
// Pure: the boards and their views are given.

#include "hall/board_state.hpp"
#include "hall/hall_store.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace pendule::hall {

std::string round_pgn(const std::vector<const BoardEntry*>& boards, const std::vector<BoardView>& views);

// Writes `text` to DIR/round.pgn through DIR/round.pgn.tmp and a rename, so that a broadcaster
// never reads half a file. An Error when the folder cannot be written.
std::optional<Error> write_round_pgn(const std::filesystem::path& dir, const std::string& text);

} // namespace pendule::hall
