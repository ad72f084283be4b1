#pragma once

// A game as it was played on the board: its legal moves, and the illegal moves that stood. The
// arbiter rules an illegal move (Laws 7.5); in rapid and blitz not supervised (Laws A.5.2) one that
// the opponent has answered with a move stands, and the game goes on from the position it gave. The
// rules play legal moves only, so the game is kept in parts: the first from the game's start, each
// next one from the position an illegal move gave. Plies count across the parts, an illegal move
// being one of them.

#include "core/eboard/board_image.hpp"
#include "core/result.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::eboard {

struct IllegalMove {
    int ply = 0;                          // the plies before it, across the parts (0: the first move)
    rules::Square from = rules::NoSquare; // where the piece stood (the king's square, for a castling)
    rules::Square to = rules::NoSquare;   // where it was put (the king's, for a castling)
    // Long algebraic, English letters: "Ke1-e3", "Bc1xh6", "e7-e8=Q", "O-O" (a castling the rules
    // refuse: through check, out of check, without the right).
    std::string text;
    // The position it gave: the opponent to move; the castling rights of the king or rook it moved
    // or took dropped, the others kept; no en passant square; the halfmove clock as a move's.
    std::string fen;

    bool operator==(const IllegalMove&) const = default;
};

// The illegal move that leaves `after` from `before`, or nothing: one piece of the side to move put
// on another square, empty or holding an opposing piece other than the king (a pawn put on the last
// rank may be replaced by any piece of its colour but a king; a king only one square on, or two
// along its first rank: a king put further is no move, as the kings put in the centre to give the
// result are none), or the king and a rook of the side to
// move put where a castling would put them; and no legal move leaves `after`. Nothing either when
// the position it would give has no reading (a pawn left on the first or last rank). Its `ply` is 0:
// where it stands in the game is the caller's.
std::optional<IllegalMove> read_illegal_move(const rules::Position& before, const Placement& after);

// The legal move from `from` that leaves `board`, other than `except`, or nothing (a king's capture
// is none: takes_king).
std::optional<rules::Move> legal_move_to(const rules::Position& from, const Placement& board,
                                         rules::Move except = rules::Move::none());

// A legal move's capture of a king never is one: after an illegal move the opponent's king may stand
// in check, and the rules' move list, which never expects that, would offer its capture.
bool takes_king(const rules::Position& position, rules::Move move);

class BoardGame {
  public:
    BoardGame() : BoardGame(rules::Game()) {}
    explicit BoardGame(rules::Game game);

    // [0] from the game's start; [i + 1] from the position illegal_moves()[i] gave.
    const std::vector<rules::Game>& parts() const { return parts_; }
    const std::vector<IllegalMove>& illegal_moves() const { return illegal_; }
    // The part being played, where the next move is made.
    const rules::Game& current() const { return parts_.back(); }
    // The plies played, illegal moves included.
    int ply_count() const;
    // The position after `ply` plies (0 .. ply_count()).
    rules::Position position_at(int ply) const;
    // Whether the last ply is an illegal move.
    bool last_is_illegal() const { return !illegal_.empty() && parts_.back().ply_count() == 0; }

    // Plays a legal move in the part being played; anything else is refused, the game unchanged.
    Result<rules::Move> play(rules::Move move);
    // An illegal move from the position being played, to the position `fen` (as IllegalMove::fen
    // says, read as the part's rules read it): the game goes on from there. Refused, the game
    // unchanged, unless read_illegal_move reads the FEN's placement as a move from `from` to `to`.
    Result<IllegalMove> play_illegal(rules::Square from, rules::Square to, std::string_view fen);
    // The same, the squares read from the FEN's placement (records that kept the position only).
    Result<IllegalMove> play_illegal(std::string_view fen);
    // Takes back the last `plies` plies (as many as there are); how many of them were illegal moves.
    int take_back(int plies);

    // The first part's tags and the game's result, kept for the score.
    void set_tag(std::string_view name, std::string_view value) { parts_.front().set_tag(name, value); }
    void set_result(std::string result) { parts_.front().set_result(std::move(result)); }

    // The score as PGN that every reader reads: the moves up to the first illegal move as moves; then,
    // as a comment after them, each illegal move with its mark and the position it gave, and the moves
    // after it (a reader replays no move after an illegal one): "Illegal move 23. Ke1-e3, stood (Laws
    // A.5.2); the game went on from 4k3/8/8/8/8/4K3/8/3r4 b - - 1 23: 23... Rd8 24. Kd3". An illegal
    // move no move followed has no "stood".
    rules::PgnGame to_pgn() const;

  private:
    // play_illegal, the squares checked when they are given.
    Result<IllegalMove> stand(std::optional<rules::Square> from, std::optional<rules::Square> to,
                              std::string_view fen);

    std::vector<rules::Game> parts_;
    std::vector<IllegalMove> illegal_;
};

} // namespace pendule::eboard
