#pragma once

// A chess position: placement, side to move, castling rights, en passant square and the two move
// counters, with legal move generation and make/unmake.

#include "core/result.hpp"
#include "core/rules/move.hpp"
#include "core/rules/types.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

// Whether a FEN's material must be reachable in a game. AfterIllegalMove is Any, and the side not
// to move may be in check: the position an illegal move gave, which stood (Laws A.5.2: in rapid and
// blitz not supervised the game goes on from it), a king left or moved into check included.
enum class FenMaterial { Reachable, Any, AfterIllegalMove };

// The castling field a FEN may have, and the rules the position is played under.
// Standard: KQkq with the kings on e1/e8 and the rooks in the corners; a standard chess position.
// Chess960: X-FEN (KQkq for the outermost rook of a wing, the rook's file letter otherwise) or
// Shredder-FEN (file letters: HAha); a Chess960 position (Guidelines II), even on the usual array.
// Detect: standard chess when the FEN reads as standard chess, Chess960 when only Chess960 reads it
// (a king off e1/e8 with a right, a right on a rook off the corners, file letters).
enum class FenRules { Standard, Chess960, Detect };

// How fen() writes the castling field: X-FEN (KQkq where the letter is unambiguous, so that a
// standard chess position is written as always) or Shredder-FEN (the rooks' files, HAha).
enum class CastlingNotation { XFen, Shredder };

// Chess960 start positions by their standard number (0 .. 959, Scharnagl's numbering: 518 is the
// usual array): the white pieces of the first rank from a to h, "RNBQKBNR" for 518; nothing out of range.
std::optional<std::string> chess960_back_rank(int number);
// The FEN's first field (the placement, rank 8 first) for these pieces by square (a1 first).
std::string placement_fen(const std::array<Piece, 64>& pieces);
// The number of a first-rank arrangement ("BBQNNRKR" -> 0), or nothing when no start position has it.
std::optional<int> chess960_number(std::string_view back_rank);

class Position {
  public:
    // Reads a FEN. Six fields, or four (EPD style: the clocks then default to 0 and 1). Every
    // problem is reported with the field it is in: "FEN field 1 (placement): rank 8 has 9 squares".
    // FenMaterial::Any accepts material no game can reach (nine pawns, more promoted pieces than
    // missing pawns: composed problems); kings and pawns on the edge ranks are still checked.
    // `rules` says which castling fields are read (FenRules): standard chess by default.
    // A Chess960 field is checked against the board: "FEN field 3 (castling): castling right 'B'
    // names b1, where there is no white rook".
    static Result<Position> from_fen(std::string_view fen, FenMaterial check = FenMaterial::Reachable,
                                     FenRules rules = FenRules::Standard);
    // The initial position of a game.
    static Position start();
    // A Chess960 start position by its number (0 .. 959; 518 is the usual array, played as
    // Chess960), with all four castling rights; an error naming the number otherwise.
    static Result<Position> chess960_start(int number);
    // The FEN of this position. The en passant field is written as stored: after a double pawn
    // push it names the square passed over, whether or not a capture is possible (FEN standard).
    // The castling field in X-FEN by default: a standard chess position is written KQkq as always.
    std::string fen(CastlingNotation castling = CastlingNotation::XFen) const;
    // The castling field alone ("KQkq", "HFhf", "-").
    std::string castling_field(CastlingNotation castling = CastlingNotation::XFen) const;

    Variant variant() const { return variant_; }
    bool is_chess960() const { return variant_ == Variant::Chess960; }

    Color side_to_move() const { return side_; }
    int halfmove_clock() const { return halfmove_; }
    int fullmove_number() const { return fullmove_; }
    CastlingRights castling_rights() const { return castling_; }
    // The square of the rook a single right castles with (h1 for kWhiteKingside in standard
    // chess), or NoSquare when the right is not held.
    Square castling_rook(CastlingRights single) const {
        return (castling_ & single) ? castling_rook_[castling_index(single)] : NoSquare;
    }
    // The squares that must be empty for a held right's castling: between the king's and the
    // rook's start and end squares, the king and that rook left out (Guidelines II.3.2).
    Bitboard castling_clear_squares(CastlingRights single) const {
        return castling_clear_[castling_index(single)];
    }
    // The square passed over by the last double pawn push, or NoSquare.
    Square ep_square() const { return ep_; }

    Piece piece_on(Square s) const { return board_[s]; }
    // The FEN's first field: the pieces, rank 8 first.
    std::string placement() const { return placement_fen(board_); }
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

    // Appends every legal move to `moves` after clearing it. Castling is stored as the king's move to
    // the g or c file (in Chess960 the king may not move: g1g1), of kind Move::Kind::Castling.
    void legal_moves(MoveList& moves) const;
    // Only the legal moves from a square of `from_mask` to a square of `to_mask` (castling is the
    // king's move, e1 to g1): the moves of one piece, or the moves to one square, at a fraction
    // of the cost of the full list.
    void legal_moves(MoveList& moves, Bitboard from_mask, Bitboard to_mask) const;
    // The squares from which a piece of type `type` of the side to move has a legal move to `to`,
    // castling left out, en passant included: what a SAN move names ("Nbd2", "exd6"), found
    // without listing moves. A pawn reaching the last rank counts once (it has four moves there).
    Bitboard legal_origins(PieceType type, Square to) const;
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
    static constexpr std::array<CastlingRights, 64> all_rights_mask() {
        std::array<CastlingRights, 64> m{};
        for (auto& x : m)
            x = kAllCastling;
        return m;
    }
    // Records the rook of a held right and the squares its castling needs (FEN reading).
    void set_castling_rook(CastlingRights single, Square rook);
    void clear_castling();
    // Moves the king and the castling rook (back, when `undo`); returns the key's change.
    std::uint64_t castle(Color us, Square king_from, Square king_to, bool undo);
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
    // Castling's fixed facts, after the members every move reads and writes.
    Variant variant_ = Variant::Standard;
    // Per right (castling_index): the rook it castles with, the squares that must be empty, and
    // the king's squares from its start (left out when it moves) to its end that must not be
    // attacked once the king and the rook are lifted. Fixed for a game.
    std::array<Square, 4> castling_rook_{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<Bitboard, 4> castling_clear_{};
    std::array<Bitboard, 4> castling_path_{};
    // Rights kept when a move starts or ends on a square (a king or castling rook leaving or
    // being captured).
    std::array<CastlingRights, 64> castling_mask_ = all_rights_mask();

    friend class FenReader;
};

} // namespace pendule::rules
