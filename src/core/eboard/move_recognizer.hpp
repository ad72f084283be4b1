#pragma once

// From what an e-board shows to the moves of a game (docs/eboard.md). The board reports squares as
// they change, out of order within a scan and with every square a sliding piece crosses; so nothing
// is read until the board has been still for a moment, and then the whole board is matched against
// the game: the position it has, the positions one legal move on (which settles castling, en passant
// and promotion without a case of their own), the last move made otherwise (a piece slid on, a
// castling begun with the rook), the earlier positions (moves taken back), two moves on (a reply
// made before the board was read). A board that matches none of these is never a move. Still for a
// longer while, it may be an illegal move (one piece of the side to move put where the rules refuse,
// a castling they refuse): it is said, and the recogniser follows the position it gave, where the
// opponent's reply makes it stand (Laws A.5.2) and the position before it takes it back (7.5.1).
// Anything else asks the arbiter, after a while, to set the position back. Time is the caller's
// monotonic milliseconds.

#include "core/eboard/board_game.hpp"
#include "core/eboard/board_image.hpp"
#include "core/eboard/dgt_protocol.hpp"
#include "core/rules/game.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule::eboard {

struct RecognizerSettings {
    // A board unchanged this long is read: a scan takes 200 to 250 ms, and a piece lifted from one
    // square and put on another may be seen on both, or on neither, within one.
    std::int64_t settle_ms = 300;
    // A board that matches nothing for this long asks for the position to be set back.
    std::int64_t unknown_after_ms = 3000;
    // A board still this long (since its last change) that shows an illegal move is read as one: an
    // intermediate state of a legal move (a castling's king put down before its rook is moved, an en
    // passant pawn before the taken one is lifted) has this long to be completed.
    std::int64_t illegal_after_ms = 1500;
    // Which way round the board stands, when the arbiter says; nothing: found from the first board
    // that shows the game, read either way round.
    std::optional<Orientation> orientation;
};

struct BoardEvent {
    enum class Kind {
        move,          // `move` played, the game's move number `ply` (0: the first)
        move_replaced, // the last move, not yet final, replaced by `move` (slid on; castled rook first)
        taken_back,    // `plies` moves taken back: the board shows the position after move `ply`
        unknown,       // the board has shown no position of the game for a while: set it back
        restored,      // after `unknown`: the board shows the game's position again
        orientation,   // the board's orientation was found (`orientation`)
        new_game,      // the start position after a finished game: a new game from its start
        // An illegal move (Laws 7.5), `illegal` (its ply is `ply`): no move of the rules; the board shows
        // the position it gave (`illegal.fen`), from which the game goes on (BoardGame).
        illegal,
        illegal_replaced,   // the last ply, not yet final, replaced by the illegal move `illegal`
                            // (a castling the rules refuse, begun with the rook)
        illegal_taken_back, // as taken_back, an illegal move among the plies taken back (`illegal`: the
                            // earliest); Laws 7.5.1: the position before it is on the board again
        // The players' result, given with the kings on two of the centre squares d4, d5, e4, e5 (DGT's
        // convention): both on light squares (d5, e4) `score` 1-0, both on dark squares (d4, e5) 0-1,
        // one on each 1/2-1/2. Two kings in the centre stand side by side, never a position of a game.
        result_shown,
    };
    Kind kind = Kind::move;
    rules::Move move{};
    std::string san; // English letters
    int ply = 0;     // counted from the game's start, an illegal move one ply (BoardGame)
    int plies = 0;
    Orientation orientation = Orientation::connector_left;
    std::string board;   // what the board shows (the pieces of a FEN), for `unknown`
    std::string score;   // for result_shown
    IllegalMove illegal; // for illegal, illegal_replaced and illegal_taken_back
};

class MoveRecognizer {
  public:
    explicit MoveRecognizer(rules::Game game, RecognizerSettings settings = {});
    // From a game as the board played it (a caller's records replayed: BoardGame::play,
    // play_illegal and take_back), the recogniser follows its position.
    explicit MoveRecognizer(BoardGame game, RecognizerSettings settings = {});

    // The whole board, as dumped.
    void on_board(const BoardCodes& codes, std::int64_t now);
    // One square changed. Before the first dump the board is not known, and this is left.
    void on_field(const FieldUpdate& update, std::int64_t now);
    // What the board now says, once it has been still for settle_ms; call it at due_at() (or more
    // often: it does nothing before).
    std::vector<BoardEvent> tick(std::int64_t now);
    // When tick has something to do next, or nothing.
    std::optional<std::int64_t> due_at() const;

    // The last move is final (the clock was pressed after it): a piece that moves on after it is no
    // longer a revision of it.
    void confirm_last_move() { revisable_ = false; }
    // The last move of a game taken up again (read before a restart, never pressed) may still be
    // revised, as a move just read: a piece slid on while nothing read the board.
    void reopen_last_move() { revisable_ = score_.ply_count() > 0; }
    // The game is over: the start position on the board then begins a new game, no board is read as
    // an illegal move (the kings put in the centre to give the result, one after the other), and none
    // is said to be unreadable (the pieces swept aside and set up again).
    void finish() { finished_ = true; }
    // The clock pressed by `presser`. A board read as pieces in a hand that two moves on would also
    // give (a capture and its recapture on one square: Nxd5 exd5 leaves the board as Nxd5 under way
    // with the knight and the pawn in the hand) is those two moves when the reply's side pressed: a
    // hand holding the capture's pieces does not press for the move before it. The events read.
    std::vector<BoardEvent> pressed(rules::Color presser);

    // What the recogniser does on reading a board, done from a caller's records: the event it says.
    // A move refused by the rules, or an illegal move refused by BoardGame::play_illegal, is an
    // error and changes nothing.
    Result<BoardEvent> apply_move(rules::Move move);
    Result<BoardEvent> apply_illegal(rules::Square from, rules::Square to, std::string_view fen);
    Result<BoardEvent> apply_illegal(std::string_view fen); // the squares read from the FEN
    BoardEvent apply_take_back(int plies);

    // The game being played: from its start, or from the position the last illegal move gave.
    const rules::Game& game() const { return score_.current(); }
    // The whole game: its parts and the illegal moves between them.
    const BoardGame& board_game() const { return score_; }
    std::optional<Orientation> orientation() const { return orientation_; }
    bool knows_board() const { return have_board_; }
    // The board has been read since it last changed (nothing waits for it to be still).
    bool settled() const { return !changed_at_.has_value(); }
    // The board as last seen (its dump, then each square's change), or nothing before its first dump.
    std::optional<BoardCodes> board() const {
        return have_board_ ? std::optional<BoardCodes>(codes_) : std::nullopt;
    }
    // The board shows no position of the game (since `unknown`, or not yet long enough to say so);
    // a piece in a hand, or two in a capture, is not that: the game's position with them off.
    bool lost() const { return unknown_since_.has_value(); }

  private:
    // Reads the still board: the events it gives, or none when it matches nothing (then lost()).
    std::optional<std::vector<BoardEvent>> read(const Placement& board);
    // Reads the board still for illegal_after_ms as an illegal move; nothing when it is none.
    std::optional<std::vector<BoardEvent>> read_illegal(const Placement& board);
    // What the board shows, read the way it stands (or as numbered, before that is known).
    Placement shown() const;
    // The events read, after `restored` when the board was said to be lost.
    std::vector<BoardEvent> found(std::vector<BoardEvent> events);
    bool in_hand(const Placement& board) const;
    // The kings in the centre (result_shown), with the king's move read just before when it put the
    // first of them there; nothing when the board is not that, or says the result said already.
    std::optional<std::vector<BoardEvent>> read_result(const Placement& board);
    // The two moves from `position` that give `board` (the reply made before the board was read).
    static std::optional<std::pair<rules::Move, rules::Move>> two_moves_to(const rules::Position& position,
                                                                           const Placement& board);
    // The two moves of a board read as pieces in a hand (pending_two_), played: the board went on
    // from them, or the reply's side pressed the clock.
    std::vector<BoardEvent> play_pending_two();
    BoardEvent play(rules::Move move, BoardEvent::Kind kind);
    BoardEvent take_back(int plies);
    // The event of an illegal move played (or refused) in score_.
    Result<BoardEvent> stood(Result<IllegalMove> move);

    BoardGame score_;
    RecognizerSettings settings_;
    std::vector<Placement> placements_; // the game's placement after each ply, [0]: its start
    std::optional<Orientation> orientation_;
    BoardCodes codes_{};
    bool have_board_ = false;
    std::optional<std::int64_t> changed_at_;
    std::optional<std::int64_t> illegal_due_; // when the still board may be read as an illegal move
    std::optional<std::int64_t> unknown_since_;
    bool unknown_said_ = false;
    bool revisable_ = false;
    bool finished_ = false;
    // A board read as pieces in a hand that is also two moves on from the game's position: those
    // moves, until the hand or the moves are known (pressed, play_pending_two).
    std::optional<std::pair<rules::Move, rules::Move>> pending_two_;
    std::string result_shown_; // the score the kings gave, until a new game
};

} // namespace pendule::eboard
