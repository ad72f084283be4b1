#include "app/common/view/repetition_view.hpp"

#include "app/common/model/ruling_text.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

using rules::Square;

// The king's and the rook's squares of one castling right (standard chess).
void mark_castling(BoardView& board, rules::CastlingRights rights) {
    const auto mark = [&](Square s) { board.squares[s].selected = true; };
    if ((rights & rules::kWhiteKingside) != 0)
        mark(rules::H1);
    if ((rights & rules::kWhiteQueenside) != 0)
        mark(rules::A1);
    if ((rights & rules::kBlackKingside) != 0)
        mark(rules::H8);
    if ((rights & rules::kBlackQueenside) != 0)
        mark(rules::A8);
    if ((rights & (rules::kWhiteKingside | rules::kWhiteQueenside)) != 0)
        mark(rules::E1);
    if ((rights & (rules::kBlackKingside | rules::kBlackQueenside)) != 0)
        mark(rules::E8);
}

RepetitionBoardView board_of(const arbiter::RepetitionBoard& b, const i18n::Lang& lang) {
    RepetitionBoardView view;
    view.ply = b.ply;
    view.position = b.position;
    view.move = b.move;
    view.board = board_view(b.position);
    if (!b.move.is_none()) {
        view.board.squares[b.move.from()].last_move = true;
        view.board.squares[b.move.to()].last_move = true;
    }
    view.caption = text_in(lang, b.caption);
    view.written = b.written;
    return view;
}

} // namespace

RepetitionView repetition_view(const arbiter::RepetitionAnalysis& analysis, const i18n::Lang& lang) {
    RepetitionView view;
    if (analysis.occurrences.size() < 2 && analysis.near.empty())
        return view;
    view.summary = text_in(lang, arbiter::Text::capitalised(analysis.summary));
    for (const arbiter::RepetitionBoard& b : analysis.occurrences)
        view.boards.push_back(board_of(b, lang));
    for (const arbiter::NearPosition& n : analysis.near) {
        RepetitionBoardView board = board_of(n.board, lang);
        board.counts = false;
        board.reason = text_in(lang, arbiter::Text::capitalised(n.reason));
        for (const arbiter::PositionDifference& d : n.differences) {
            if (d.kind == arbiter::PositionDifference::Kind::castling_right && d.at_near)
                mark_castling(board.board, d.right);
            if (d.kind == arbiter::PositionDifference::Kind::en_passant && d.at_near) {
                board.board.squares[d.pawn].selected = true;
                board.board.squares[n.board.position.ep_square()].target = true;
            }
        }
        view.boards.push_back(std::move(board));
    }
    // By ply: a near position stands where it was played, between the occurrences.
    std::stable_sort(
        view.boards.begin(), view.boards.end(),
        [](const RepetitionBoardView& x, const RepetitionBoardView& y) { return x.ply < y.ply; });
    if (view.boards.size() > kMaxRepetitionBoards) {
        const std::size_t drop = view.boards.size() - kMaxRepetitionBoards;
        std::vector<RepetitionBoardView> kept(view.boards.begin() + static_cast<std::ptrdiff_t>(drop),
                                              view.boards.end());
        view.boards = std::move(kept);
        view.left_out = static_cast<int>(drop);
    }
    return view;
}

} // namespace pendule::app
