#pragma once

// A chess position: placement, side to move, castling rights, en passant square and the two move
// counters, with legal move generation and make/unmake.

#include "core/result.hpp"
#include "core/rules/move.hpp"
#include "core/rules/types.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

// Whether a FEN's material must be reachable in a game.
enum class FenMaterial { Reachable, Any };

class Position {
  public:
    // Reads a FEN. Six fields, or four (EPD style: the clocks then default to 0 and 1). Every
    // problem is reported with the field it is in: "FEN field 1 (placement): rank 8 has 9 squares".
    // FenMaterial::Any accepts material no game can reach (nine pawns, more promoted pieces than
    // missing pawns: composed problems); kings and pawns on the edge ranks are still checked.
    static Result<Position> from_fen(std::string_view fen, FenMaterial check = FenMaterial::Reachable);
    // The initial position of a game.
    static Position start();
    // The FEN of this position. The en passant field is written as stored: after a double pawn
    // push it names the square passed over, whether or not a capture is possible (FEN standard).
    std::string fen() const;

    Color side_to_move() const { return side_; }
    int halfmove_clock() const { return halfmove_; }
    int fullmove_number() const { return fullmove_; }
    CastlingRights castling_rights() const { return castling_; }
    // The square passed over by the last double pawn push, or NoSquare.
    Square ep_square() const { return ep_; }

    Piece piece_on(Square s) const { return board_[s]; }
    Bitboard pieces(Color c) const { return by_color_[index(c)]; }
    Bitboard pieces(PieceType t) const { return by_type_[index(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[index(c)] & by_type_[index(t)]; }
    Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
    Square king_square(Color c) const { return lsb(pieces(c, PieceType::King)); }

    // All pieces of both colours attacking `s`, given the occupancy `occupied`.
    Bitboard attackers_to(Square s, Bitboard occupied) const;
    Bitboard attackers_to(Square s) const { return attackers_to(s, occupied()); }
    // Pieces of the side to move's opponent giving check.
    Bitboard checkers() const;
    bool in_check() const { return checkers() != 0; }

    // Appends every legal move (castling as the king's two-square move) to `moves` after clearing it.
    void legal_moves(MoveList& moves) const;
    // Only the legal moves from a square of `from_mask` to a square of `to_mask` (castling is the
    // king's move, e1 to g1): the moves of one piece, or the moves to one square, at a fraction
    // of the cost of the full list.
    void legal_moves(MoveList& moves, Bitboard from_mask, Bitboard to_mask) const;
    // The number of legal moves, computed without listing them.
    std::size_t count_legal_moves() const;
    bool has_legal_move() const;
    bool is_checkmate() const { return in_check() && !has_legal_move(); }
    bool is_stalemate() const { return !in_check() && !has_legal_move(); }
    // Whether `m` is one of the legal moves.
    bool is_legal(Move m) const;
    // Whether the legal move `m` would check the opponent.
    bool gives_check(Move m) const;
    // Whether an en passant capture is legal right now (Laws 9.2.3: it makes the position different).
    bool has_legal_en_passant() const;

    // Plays a legal move (anything else is undefined behaviour; check with is_legal first). The
    // previous state goes on an internal stack so that undo_move(m) can restore it.
    void do_move(Move m);
    // Takes back `m`, which must be the last move played with do_move.
    void undo_move(Move m);
    // How many moves do_move has recorded (and undo_move could take back).
    std::size_t plies_recorded() const { return history_.size(); }
    // Drops the undo stack: the moves played so far can no longer be undone (for callers that
    // keep many positions, each reached once).
    void forget_history() { std::vector<Undo>().swap(history_); }

    // Zobrist hash of the position in the sense of Laws 9.2.3 ("same position"): placement, side
    // to move, castling rights, and the en passant file only when an en passant capture is legal.
    // Kept up to date incrementally. The clocks are not part of it.
    std::uint64_t key() const { return key_; }
    // The key after the legal move `m` when it changes no castling right and makes no en passant
    // square (otherwise a different value): a hint, for callers that fetch early what a table
    // keeps about the next position.
    std::uint64_t key_after_hint(Move m) const;
    // The key to compare positions for repetitions (Laws 9.2.3); the same value as key().
    std::uint64_t repetition_key() const { return key_; }

    // Every FEN field equal (the en passant square as stored, see fen()); the undo stack is ignored.
    bool operator==(const Position& other) const;

  private:
    struct Undo {
        std::uint64_t key;
        std::int32_t halfmove;
        Piece captured;
        CastlingRights castling;
        Square ep;
        bool ep_counts;
    };

    Position() = default;
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    std::uint64_t compute_key() const;
    // The key contribution of the en passant state (0 when no capture is legal).
    std::uint64_t ep_key() const;
    template <Color Us, bool CountOnly>
    std::size_t generate(MoveList* moves, Bitboard from_mask, Bitboard to_mask) const;

    std::array<Bitboard, 6> by_type_{};
    std::array<Bitboard, 2> by_color_{};
    std::array<Piece, 64> board_{};
    Color side_ = Color::White;
    CastlingRights castling_ = 0;
    Square ep_ = NoSquare;
    bool ep_counts_ = false; // whether an en passant capture is legal (and so part of key_)
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t key_ = 0;
    std::vector<Undo> history_;

    friend class FenReader;
};

} // namespace pendule::rules
