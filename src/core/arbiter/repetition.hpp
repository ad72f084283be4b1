#pragma once

// The arbiter's desk for a repetition claim: the claimed position at each of its
// occurrences, with the ply and the move that led there, and the positions of the game that look
// the same (the same pieces on the same squares) but do not count, each with why (Laws 9.2.3):
// the other player to move, a castling right still held, an en passant capture then possible.

#include "core/arbiter/text.hpp"
#include "core/rules/game.hpp"
#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::arbiter {

// One board of the analysis: a ply of the game and the position on the board then.
struct RepetitionBoard {
    int ply = 0; // 0 = the start position; the written move's ply is ply_count() + 1
    rules::Position position = rules::Position::start(); // the position (no undo history)
    std::string fen;                                     // its FEN
    std::optional<std::string> san; // the move that led there (English SAN), nothing at ply 0
    rules::Move move;               // the same move (Move::none() at ply 0)
    std::string move_label;         // "6..." for that move, empty at ply 0
    bool written = false;           // the position after the written move (Laws 9.2.1), not yet played
    Text caption;                   // "ply 12 — after 6... Ng8"
};

// Why a position with the same pieces on the same squares is not the claimed position.
struct PositionDifference {
    enum class Kind { side_to_move, castling_right, en_passant };
    Kind kind = Kind::side_to_move;
    // side_to_move: the player to move at the near position. castling_right: whose right.
    // en_passant: the player who could (or can) take.
    rules::Color player = rules::Color::White;
    rules::CastlingRights right = 0; // castling_right: one right (kWhiteKingside ...) or both of the player's
    bool at_near = true; // castling / en passant: held at the near position (else at the claimed one)
    rules::Square pawn = rules::NoSquare; // en passant: the capturing pawn
    std::string capture;                  // en passant: the capture in SAN ("gxf6")
    Text words;                           // "White could still castle kingside"
};

// A position of the game with the claimed position's placement that does not count.
struct NearPosition {
    RepetitionBoard board;
    std::vector<PositionDifference> differences; // never empty
    Text reason;                                 // the differences in words, joined
};

struct RepetitionAnalysis {
    // The claimed position at each occurrence, oldest first; the last is the claimed ply.
    std::vector<RepetitionBoard> occurrences;
    // The same pieces on the same squares but not the same position, oldest first.
    std::vector<NearPosition> near;
    // Whether the occurrences make a threefold repetition (three or more).
    bool threefold() const { return occurrences.size() >= 3; }
    // "the position appeared 3 times" / "the position appeared only twice; three are needed".
    Text summary;
};

// The analysis of the last position of `game`. `written`: that last ply is the move the
// claimant wrote down (Laws 9.2.1), played on a copy of the game to judge the claim; its board is
// marked and captioned as the written move's, its ply is still `game.ply_count()`.
RepetitionAnalysis analyse_repetition(const rules::Game& game, bool written = false);

// "ply 12 — after 6... Ng8", "ply 0 — the start position", "ply 31 — the written move 15... Bf2+".
Text board_caption(const RepetitionBoard& board);

} // namespace pendule::arbiter
