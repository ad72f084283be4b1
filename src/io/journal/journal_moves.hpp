#pragma once

// The moves a journal knows. The clock records presses, not moves; the moves come from two places:
// - an e-board (docs/eboard.md): each move read from it is a `board-move` record, replaced or taken
//   back by later records (ReplayedGame::board). Those moves are the game's, from the start of the
//   journal's header, whatever the presses say (a move made and not yet pressed is a move).
// - the game score the arbiter enters for a claim (Laws 9.2, 9.3), kept in the claim's
//   `command text=judge-claim en|fr "MOVETEXT" ...` record (its grammar is
//   io/journal/command_words.hpp's). That score is used only when its number of half-moves equals
//   the number of presses made before the claim (then it is the game as the clock counted it, move
//   for move).
// Both start where the journal's header says (the standard initial position unless the header names
// a Chess960 game or a start FEN).

#include "core/eboard/board_game.hpp"
#include "io/journal/journal_replay.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::io {

struct KnownMoves {
    enum class Source { board, claim };
    std::vector<std::string> san; // English letters, as PGN wants them
    clock::TimePoint at = 0;      // the claim's time; the board's last move's
    Source source = Source::claim;
    // The board's moves that are no moves of the rules from the start: an illegal move that stood
    // (Laws A.5.2) and the moves after it, or a recorded move the rules refuse. In words, for a
    // comment after `san` (a PGN reader refuses them as moves); empty when every move is in `san`.
    std::string rest;
};

// Move `ply` (0: the game's first) numbered from the start the journal's header names (its
// `start_fen` and `variant`): "12. Nf3", "12... Nc6"; a set-up with Black to move starts at
// "N... ". From the usual start when the header names none or its FEN cannot be read.
std::string numbered_move(const std::string& start_fen, const std::string& variant, int ply,
                          const std::string& san);

// The e-board's moves, or nothing when no board move was recorded.
std::optional<KnownMoves> moves_from_board(const ReplayedGame& game);

// The board's game from `start`: the recorded moves played, an illegal move from the position it
// gave, as far as they can be played (the e-board's game resumed; the position the board shows).
eboard::BoardGame board_game_of(rules::Game start, const std::vector<BoardMoveRecord>& recorded);

// The e-board's game from the journal's start (its header's FEN and variant): its recorded moves,
// after an illegal move that stood the game from the position it gave; nothing when the start
// cannot be read.
std::optional<eboard::BoardGame> journal_board_game(const ReplayedGame& game);

// The last claim's game score that matches the presses, or nothing.
std::optional<KnownMoves> moves_from_claims(const ReplayedGame& game);

// The board's moves when a board recorded any, otherwise the last claim's that match the presses.
std::optional<KnownMoves> known_moves(const ReplayedGame& game);

// The clock after each move of the game, in the order of its moves ([%clk]): the time the press that
// ended move i left (game.presses[i]); in a game timed by a DGT clock on the board (no press of its
// own), what that clock showed after the press that ended board move i (board_clock_after_moves).
// Nothing for a move no press ended; as many as the presses, or as the board's moves.
std::vector<std::optional<clock::Millis>> clocks_after_moves(const ReplayedGame& game);

} // namespace pendule::io
