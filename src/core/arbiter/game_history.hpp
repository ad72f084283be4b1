#pragma once

// The facts the arbiter needs about every position of a game: its repetition key (Laws 9.2.3),
// halfmove clock (9.3), move number and side to move, and whether it is checkmate or stalemate.
// Built by replaying legal moves from a start position with the rules module.

#include "core/result.hpp"
#include "core/rules/position.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::arbiter {

struct PlyRecord {
    std::uint64_t key = 0; // rules::Position::repetition_key(): ep only when a capture is legal
    int halfmove_clock = 0;
    int fullmove_number = 1;
    rules::Color side_to_move = rules::Color::White;
    bool is_checkmate = false;
    bool is_stalemate = false;
    bool material_changed = false; // a capture or a promotion led here
    std::string san;               // the move that led here; empty for the start position
    std::string fen;
};

class GameHistory {
  public:
    explicit GameHistory(const rules::Position& start);

    // Replays SAN moves (English letters) from `start`; the error names the ply and the move.
    static Result<GameHistory> replay(const rules::Position& start, const std::vector<std::string>& sans);

    // Plays a legal move (check with rules::Position::is_legal first).
    void play(rules::Move move);

    const rules::Position& current() const { return current_; }
    // plies()[0] is the start position, plies()[n] the position after n moves (half-moves).
    const std::vector<PlyRecord>& plies() const { return plies_; }
    int last_ply() const { return static_cast<int>(plies_.size()) - 1; }

    // The plies, up to and including `up_to`, whose position has the repetition key `key`.
    std::vector<int> plies_with_key(std::uint64_t key, int up_to) const;

    // "ply 12 (after 6... Nf6, White to move)", or "ply 0 (the start position, White to move)".
    std::string describe_ply(int ply) const;

  private:
    rules::Position current_;
    std::vector<PlyRecord> plies_;
};

// The record of a position reached by `move` from `before` (halfmove clock, key, mate, ...).
PlyRecord record_after(const rules::Position& before, rules::Move move);

// "6. Nf3" or "6... Nf6": the move leading to a position with `side_to_move` and `fullmove_number`.
std::string numbered_move(const std::string& san, rules::Color side_to_move, int fullmove_number);

} // namespace pendule::arbiter
