#pragma once

// The position editor: for a flag fall or a resignation when no score exists (blitz),
// the arbiter sets up the position on the board (a piece palette: pick a piece, click squares),
// the side to move, the castling rights and the en passant square, then gets a rules::Position
// for the 6.9 / 5.1.2 ruling, or the reason it is not a legal one, in the editor's language.

#include "core/result.hpp"
#include "core/rules/position.hpp"
#include "i18n/lang.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

class PositionEditor {
  public:
    // The standard initial position, White to move.
    explicit PositionEditor(i18n::Lang lang = i18n::Lang::en);
    // Any position (its placement, side, castling and en passant square; the clocks are reset).
    static PositionEditor from(const rules::Position& position, i18n::Lang lang = i18n::Lang::en);

    rules::Piece piece_on(rules::Square s) const { return board_[s]; }
    void put(rules::Square s, rules::Piece piece) { board_[s] = piece; }
    void remove(rules::Square s) { board_[s] = rules::Piece::None; }
    // An empty board (White to move, no castling, no en passant).
    void clear();
    // The usual start, or the Chess960 start set last (set_chess960_start).
    void start_position();

    // ---- Chess960 ----
    // The Chess960 start position `number` (0 to 959), castling played as Chess960 from then on; false,
    // and nothing changed, for a number out of range.
    bool set_chess960_start(int number);
    bool is_chess960() const { return chess960_; }
    // The number of the Chess960 start set up, while the board is still that start; nothing otherwise.
    std::optional<int> chess960_start() const;
    // The square of the rook a castling right castles with (Chess960: the outermost rook of that wing
    // on the king's rank when the right was set; standard chess: the corner), or NoSquare without it.
    rules::Square castling_rook(rules::CastlingRights single) const;

    // The piece in hand (Piece::None: the eraser). A click on a square puts it there; the same
    // piece again takes it off.
    rules::Piece in_hand() const { return hand_; }
    void take(rules::Piece piece) { hand_ = piece; }
    void click(rules::Square s);

    rules::Color side_to_move() const { return side_; }
    void set_side_to_move(rules::Color side) { side_ = side; }
    rules::CastlingRights castling() const { return castling_; }
    void set_castling(rules::CastlingRights rights) { castling_ = rights; }
    void toggle_castling(rules::CastlingRights right);
    // The square passed over by the last double pawn push, or NoSquare.
    rules::Square en_passant() const { return ep_; }
    void set_en_passant(rules::Square s) { ep_ = s; }
    // The squares a double pawn push of the side not to move may have passed over, as placed now
    // (the pawn in front, that square and the pawn's start empty), a1 to h8.
    std::vector<rules::Square> en_passant_squares() const;
    // The next of those after the current one, none after the last (a button that cycles).
    void next_en_passant();

    bool flipped() const { return flipped_; }
    void flip() { flipped_ = !flipped_; }

    // The FEN of what is set up, legal or not (halfmove clock 0, move 1); Chess960 castling in X-FEN
    // (KQkq where it names the outermost rook, the rook's file letter otherwise).
    std::string fen() const;
    // The position, or why it is not legal: a king missing or two, a pawn on the first or last
    // rank, the side not to move in check, a castling right without its king and rook at home,
    // an en passant square no double push can have left, material no game can reach.
    Result<rules::Position> position() const;

    const i18n::Lang& lang() const { return lang_; }

  private:
    void load(const rules::Position& position);
    std::string placement() const;
    Result<bool> check_castling() const;
    Result<bool> check_en_passant() const;

    std::array<rules::Piece, 64> board_{};
    rules::Color side_ = rules::Color::White;
    rules::CastlingRights castling_ = 0;
    rules::Square ep_ = rules::NoSquare;
    bool chess960_ = false;
    std::optional<int> chess960_number_;                                             // the start set last
    std::array<rules::Square, 4> rooks_{rules::H1, rules::A1, rules::H8, rules::A8}; // by castling_index
    rules::Piece hand_ = rules::Piece::WhiteQueen;
    bool flipped_ = false;
    i18n::Lang lang_;
};

} // namespace pendule::app
