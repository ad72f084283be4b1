#pragma once

// /round.pgn: one PGN game per board of the hall, for a broadcaster. Tags: Event, Round
// "R.B" (the round the board published under .../round, "?" when it said none), White, Black, Result ("*"
// while the game goes on), TimeControl from the journal's header; no moves (the clock does not know them),
// and a comment with each side's time as the hall knows it: {[%clk H:MM:SS]} for White then Black.
// Pure: the boards and their views are given.

#include "hall/link/board_state.hpp"
#include "hall/server/hall_store.hpp"
#include "io/round/board_setup.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pendule::hall {

std::string round_pgn(const std::vector<const BoardEntry*>& boards, const std::vector<BoardView>& views);

// /round/<r>/games.pgn: a round's games for a relay (lichess broadcasts, a broadcaster
// program), one per board in board order. Tags: Event, Site "?", Date from the journal's start,
// Round "r.b", White and Black (the desk's set-up when there is one, else the journal's), Result
// ("*" while the game goes on), WhiteTitle/BlackTitle, WhiteElo/BlackElo, WhiteFideId/BlackFideId
// and WhiteFed/BlackFed from the desk's set-up, TimeControl, WhiteClock/BlackClock (the live times,
// "1:29:55"), Variant/SetUp/FEN for a Chess960 or set-up start. Moves where the journal knows them
// (a claim's game score that matches the presses: io/journal/journal_moves.hpp), each with [%clk]; else none.
struct BroadcastBoard {
    const BoardEntry* entry = nullptr;
    const BoardReplay* replay = nullptr; // the board's kept replay (board_state.hpp)
    BoardView view;
    std::optional<io::BoardSetup> setup;
};
std::string games_pgn(const std::string& round, const std::vector<BroadcastBoard>& boards);

// Writes `text` to DIR/NAME through DIR/NAME.tmp and a rename, so that a broadcaster never reads
// half a file; NAME may name a folder in DIR, made when missing (round-5/games.pgn). An Error when
// the folder cannot be written.
std::optional<Error> write_file_atomically(const std::filesystem::path& dir, const std::string& name,
                                           const std::string& text);

// The writer of --pgn-dir's files for the hall's service (HallSettings::write_pgn): DIR/NAME, whole.
std::function<std::optional<Error>(const std::string& name, const std::string& text)>
pgn_files_in(std::filesystem::path dir);

} // namespace pendule::hall
