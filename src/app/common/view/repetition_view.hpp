#pragma once

// The arbiter's desk for a repetition claim, as the window shows it in the claim's
// verdict: the claimed position at each occurrence as small boards side by side, each captioned
// "ply 12 — after 6... Ng8", and the positions with the same pieces on the same squares that do
// not count, marked, with why (Laws 9.2.3). Pure: built from the core's RepetitionAnalysis and the
// window's language; drawn by draw/repetition_draw.hpp with the chessboard's draw_board.

#include "app/common/view/board_view.hpp"
#include "core/arbiter/repetition.hpp"
#include "core/rules/position.hpp"
#include "i18n/lang.hpp"

#include <string>
#include <vector>

namespace pendule::app {

struct RepetitionBoardView {
    int ply = 0;
    rules::Position position = rules::Position::start();
    rules::Move move; // the move that led there, none at ply 0
    // The board drawn (draw_board): the move's squares marked as the last move; on a near position
    // the pieces that make it differ picked out (the pawn that could take en passant, with the
    // square it would take on; the king and rook of a castling right).
    BoardView board;
    std::string caption;  // "ply 12 — after 6... Ng8" ("demi-coup 12 — après 6... Cg8")
    std::string reason;   // a near position: why it does not count; empty for an occurrence
    bool counts = true;   // an occurrence of the claimed position; false: a near position
    bool written = false; // the position after the written move (9.2.1)

    bool operator==(const RepetitionBoardView&) const = default;
};

struct RepetitionView {
    std::string summary;                     // "The position appeared 3 times"
    std::vector<RepetitionBoardView> boards; // occurrences and near positions, by ply
    int left_out = 0;                        // boards not shown for want of room (the oldest)

    bool empty() const { return boards.empty(); }
    bool operator==(const RepetitionView&) const = default;
};

// At most this many boards side by side; the oldest give way first (the claimed position, the
// last one, always stays).
inline constexpr std::size_t kMaxRepetitionBoards = 6;

// The view of an analysis; empty when there is nothing to compare (the position stands once and no
// other position has its pieces on its squares).
RepetitionView repetition_view(const arbiter::RepetitionAnalysis& analysis, const i18n::Lang& lang);

} // namespace pendule::app
