#pragma once

// Checks every move of every game in a PGN text, streaming: a PgnVisitor that replays each game
// on one Position (no game record is built), so that a whole database is checked in one pass.
// This is what `pendule-cli validate` runs.

#include "core/rules/pgn_reader.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

// The outcome of one game. The strings are valid during the on_game callback only.
struct GameCheck {
    // What went wrong first: a move the SAN reader refused, text the PGN reader could not read
    // (a syntax error, stepped over: the next game is read all the same), or a tag (FEN, Variant).
    enum class Problem : std::uint8_t { None, Move, Syntax, Tag };

    int number = 0; // 1 for the first game of the text
    int line = 0;   // where the game starts
    std::string_view white, black, event, round, result;
    int moves_checked = 0; // legal moves replayed (variations included when they are checked)
    bool ok = true;
    Problem problem = Problem::None;
    // When !ok: the first problem. `where` is "move 24... Nxe5" (" (in a variation)" added for a
    // variation): the move number and the token, for a move or a token that cannot be read;
    // "tags" for a broken tag pair; "FEN tag" or "Variant tag". `reason` starts with "illegal:",
    // "malformed:" or "ambiguous:" for a move; for a syntax error it is the reader's message
    // ("'Xyz' is not a move").
    std::string_view error_where, error_reason;
    int error_line = 0, error_column = 0;
    int moves_skipped = 0;       // moves after the error, not checked
    bool other_notation = false; // the refused move is legal read in the other notation
    int moves_unchecked = 0;     // moves of variations after a null move ("--"), not checked
    // What the reader had to assume about this game (where it ends), and on which line.
    std::string_view warning;
    int warning_line = 0;
    // The game was read without a syntax error, or had a tag pair or a move before its first
    // one: it is PGN. A text in which no game is (prose, a binary file) is not PGN at all.
    bool recognised = false;

    // "Carlsen - Nepo, Round 6" (Event and Round when present).
    std::string describe() const;
};

class PgnValidator : public PgnVisitor {
  public:
    // Variations are checked when the reader reports them (PgnReadOptions::keep_variations),
    // each from the position where it branches off; a null move ("--", "Z0") in a variation ends
    // the check of that variation, in the main line it is the game's error. A syntax error is
    // the error of its game, and the reader goes on with the next one.
    explicit PgnValidator(Notation notation = Notation::English);

    // Called at the end of each game.
    void on_game(std::function<void(const GameCheck&)> callback) { callback_ = std::move(callback); }

    long long games() const { return games_; }
    long long moves() const { return moves_; }
    long long errors() const { return errors_; }

    void begin_game(const PgnSpot& where) override;
    void tag(std::string_view name, std::string_view value) override;
    PgnFlow begin_movetext() override;
    PgnFlow move(std::string_view san, const PgnSpot& where) override;
    void begin_variation() override;
    void end_variation() override;
    void end_game(std::string_view result) override;
    // A syntax error faults its game, which is read on to its end: always stepped over.
    bool recover(const PgnFault& fault) override;
    void warning(std::string_view message, const PgnSpot& where) override;

  private:
    // Records the game's first problem (later ones are not reported).
    void report_error(std::string where, std::string reason, const PgnSpot& spot, GameCheck::Problem problem);
    // The position the game has reached in the line being read.
    const Position& position_here() const;
    // Plays a checked move in the line being read and counts it.
    void played(Position& pos, Move move);
    // A move that is not plain SAN, or not legal: read by parse_san, played or reported.
    void read_in_full(Position& pos, std::string_view san, const PgnSpot& where);

    Notation notation_;
    Position start_;
    std::vector<Position> levels_; // levels_[d]: the position in the line at variation depth d
    std::vector<Move> last_;       // last_[d]: the last move played at depth d
    int depth_ = 0;
    int skip_depth_ = 0; // > 0: the variation at that depth had a null move; the rest is not checked
    bool failed_ = false;
    bool syntax_fault_ = false; // the reader met a syntax error in this game
    bool tag_seen_ = false;
    GameCheck check_;
    std::string white_, black_, event_, round_, fen_, setup_, variant_, result_, error_where_, error_reason_,
        warning_;
    bool has_fen_ = false;
    long long games_ = 0, moves_ = 0, errors_ = 0;
    std::function<void(const GameCheck&)> callback_;
};

} // namespace pendule::rules
