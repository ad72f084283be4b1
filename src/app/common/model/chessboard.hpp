#pragma once

// A game being entered on a chessboard drawn by us: by clicks (from square, to square,
// the promotion's piece), by pasting SAN or a whole PGN in English or French letters, or from a PGN
// file; with a cursor to step back and forth, and the board seen from either side.
//
// The moves after the cursor are kept while the arbiter looks back, and cut when a move is entered
// there: a scoresheet reconstruction goes on from the position on the board. Every refusal leaves a
// message in the entry's language (message()) and changes nothing.
//
// Hosts: the clock's claim panel (UiState::panel.board), the desk's board page, the repetition view.
// To show it: board_view(entry) (view/board_view.hpp), drawn by draw_board (draw/board_draw.hpp);
// clicks go through board_click (input/board_input.hpp).

#include "core/result.hpp"
#include "core/rules/game.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"
#include "i18n/lang.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace pendule::app {

// What a click on a square did.
enum class BoardClick {
    selected,   // a piece of the side to move is picked up
    deselected, // the same square again: put back
    moved,      // a move was played (the cursor moved on)
    promotion,  // a pawn reaches the last rank: the piece is to be chosen (choose_promotion)
    refused,    // nothing changed; message() says why
};

// A move waiting for its promotion piece.
struct PendingPromotion {
    rules::Square from = rules::NoSquare;
    rules::Square to = rules::NoSquare;
    rules::Color side = rules::Color::White;
};

class GameEntry {
  public:
    // From the standard initial position.
    GameEntry() : GameEntry(i18n::Lang::en) {}
    explicit GameEntry(i18n::Lang lang);
    // From any legal position (a FEN start, the position editor's).
    explicit GameEntry(const rules::Position& start, i18n::Lang lang = i18n::Lang::en);
    // A Chess960 FEN (X-FEN or Shredder-FEN castling) is read as Chess960 (FenRules::Detect).
    static Result<GameEntry> from_fen(std::string_view fen, i18n::Lang lang = i18n::Lang::en,
                                      rules::FenRules fen_rules = rules::FenRules::Detect);

    // ---- what is on the board ----
    // Every move entered, also those after the cursor.
    const rules::Game& game() const { return game_; }
    // The ply shown: 0 is the start position, game().ply_count() the last one.
    int cursor() const { return cursor_; }
    // The position at the cursor.
    const rules::Position& position() const { return shown_; }
    // The move that led to the position shown, or Move::none() at the start.
    rules::Move last_move() const;
    bool flipped() const { return flipped_; }
    // The square picked up, or NoSquare.
    rules::Square selected() const { return selected_; }
    const std::optional<PendingPromotion>& pending_promotion() const { return promotion_; }
    // The legal moves of the piece picked up (none when nothing is).
    rules::MoveList selected_moves() const;
    // Why the last action was refused, or what it did (a paste's count); empty after a plain move.
    const std::string& message() const { return message_; }
    void clear_message() { message_.clear(); }

    // ---- entering moves ----
    // A click on a square (see BoardClick). While a promotion waits, a click on the board puts
    // the pawn back and counts as a new click. Castling: the king, then the rook it castles with
    // (standard chess and Chess960, also where the king does not move), or the king's end square
    // (g1, c1) where no plain king move goes there.
    BoardClick click(rules::Square square);
    // The piece for the waiting promotion: queen, rook, bishop or knight.
    Result<rules::Move> choose_promotion(rules::PieceType piece);
    void cancel_promotion();
    // Plays a legal move at the cursor, cutting the moves after it.
    Result<rules::Move> play(rules::Move move);
    // Reads SAN moves or a whole PGN (its first game; a FEN tag starts the entry from that
    // position, played as Chess960 with a Variant tag naming it) and plays them at the cursor. The moves
    // before an unreadable or illegal one are kept; the error says which move and where ("move 12... Cxe5
    // (line 3, column 14): illegal:
    // ..."). Returns how many moves were added.
    Result<int> paste(std::string_view text, rules::Notation notation = rules::Notation::English);
    // Starts again from the start position (the standard one or the FEN's), keeping the view's side.
    void clear();

    // ---- looking around ----
    bool step_back();
    bool step_forward();
    void to_start();
    void to_end();
    // Moves the cursor to a ply (clamped to 0 .. ply_count()).
    void go_to(int ply);
    void flip() { flipped_ = !flipped_; }
    void set_flipped(bool flipped) { flipped_ = flipped; }

    // ---- out ----
    // The moves up to the cursor as movetext: "1. e4 e5 2. Nf3" (a FEN start: "12... Kf7 13. Ke2").
    // For a claim (JudgeClaim's movetext, read back by the same SAN reader).
    std::string movetext(rules::Notation notation = rules::Notation::English) const;
    // The game up to the cursor as PGN text (with FEN and SetUp tags for a FEN start).
    std::string pgn() const;

    const i18n::Lang& lang() const { return lang_; }
    void set_lang(i18n::Lang lang) { lang_ = std::move(lang); }

  private:
    // The legal castling of the king picked up with the rook on `rook`, if it is its castling rook.
    std::optional<rules::Move> castling_with(rules::Square rook) const;
    void cut_at_cursor();
    void refuse(std::string message);
    void show(int ply);

    rules::Game game_;
    int cursor_ = 0;
    rules::Position shown_;
    rules::Square selected_ = rules::NoSquare;
    std::optional<PendingPromotion> promotion_;
    bool flipped_ = false;
    std::string message_;
    i18n::Lang lang_;
};

} // namespace pendule::app
