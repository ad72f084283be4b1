#pragma once

// Draw claims by the player having the move: Laws 9.2 (threefold repetition) and 9.3 (fifty moves),
// on the board (9.2.2, 9.3.2) or with a written intended move (9.2.1, 9.3.1).

#include "core/arbiter/edition.hpp"
#include "core/arbiter/endings.hpp"
#include "core/arbiter/repetition.hpp"
#include "core/result.hpp"
#include "core/rules/game.hpp"
#include "core/rules/move.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::arbiter {

struct ClaimFinding {
    bool valid = false;
    // "9.2.1", "9.2.2", "9.3.1" or "9.3.2" when valid; nothing for an incorrect claim.
    // When both 9.2 and 9.3 hold, 9.2 is named (the Laws' order) and the explanation says so.
    std::optional<std::string> article;
    std::string explanation; // in English (the CLI's, the journal's)
    Text words;              // the same as data, for any language (text.hpp)
    // The plies where the claimed position stands (the position after the intended move counts as
    // ply_count() + 1), oldest first; for a position that never repeated, its single ply.
    std::vector<int> occurrences;
    // Plies without a pawn move or capture, at the claimed position (after the intended move).
    int quiet_plies = 0;
    // The game had already ended (checkmate, stalemate, dead position, or 9.6 under the edition):
    // no claim can be made, whatever the position. How and when it ended.
    std::optional<Ending> game_over;
    // The position the finding is about (after the written move when its article is 9.2.1 / 9.3.1,
    // or when neither the written move nor the board gives a draw), at each occurrence, and the
    // positions with the same pieces on the same squares that do not count, with why.
    RepetitionAnalysis repetition;
};

// Judges the claim of the player to move at the end of `game`. With `intended`, the move the
// claimant wrote down (9.2.1 / 9.3.1); it must be legal, otherwise an error says why. If the
// written move does not give a draw but the position on the board already does (9.2.2 / 9.3.2),
// the claim is valid under the on-board article.
Result<ClaimFinding> judge_claim(const rules::Game& game, std::optional<rules::Move> intended,
                                 Edition edition);

} // namespace pendule::arbiter
