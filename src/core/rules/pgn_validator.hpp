#pragma once

// Checks every move of every game in a PGN text, streaming: a PgnVisitor that replays each game
// on one Position (no game record is built), so that a whole database is checked in one pass.
// This is what `pendule-cli validate` runs.

#include "core/rules/pgn_reader.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

// The outcome of one game. The strings are valid during the on_game callback only.
struct GameCheck {
    int number = 0; // 1 for the first game of the text
    int line = 0;   // where the game starts
    std::string_view white, black, event, round, result;
    int moves_checked = 0; // legal moves replayed (variations included when they are checked)
    bool ok = true;
    // When !ok: the first problem. `where` is "move 24... Nxe5" (" (in a variation)" added for a
    // variation) or "FEN tag"; `reason` starts with "illegal:", "malformed:" or "ambiguous:"
    // for a move.
    std::string_view error_where, error_reason;
    int error_line = 0, error_column = 0;
    int moves_skipped = 0; // moves after the error, not checked

    // "Carlsen - Nepo, Round 6" (Event and Round when present).
    std::string describe() const;
};

class PgnValidator : public PgnVisitor {
  public:
    // Variations are checked when the reader reports them (PgnReadOptions::keep_variations),
    // each from the position where it branches off.
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

  private:
    void report_error(std::string where, std::string reason, const PgnSpot& spot);

    Notation notation_;
    Position start_;
    std::vector<Position> levels_; // levels_[d]: the position in the line at variation depth d
    std::vector<Move> last_;       // last_[d]: the last move played at depth d
    int depth_ = 0;
    bool failed_ = false;
    GameCheck check_;
    std::string white_, black_, event_, round_, fen_, setup_, result_, error_where_, error_reason_;
    bool has_fen_ = false;
    long long games_ = 0, moves_ = 0, errors_ = 0;
    std::function<void(const GameCheck&)> callback_;
};

} // namespace pendule::rules
