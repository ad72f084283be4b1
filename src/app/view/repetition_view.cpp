#include "app/view/repetition_view.hpp"

#include <algorithm>

namespace pendule::app {

RepetitionView repetition_view(const arbiter::RepetitionAnalysis& analysis, const Lang& lang) {
    RepetitionView view;
    if (analysis.occurrences.size() < 2 && analysis.near.empty())
        return view;
    view.summary = lang.text(arbiter::Text::capitalised(analysis.summary));
    for (const arbiter::RepetitionBoard& b : analysis.occurrences)
        view.boards.push_back({b.ply, b.position, b.move, lang.text(b.caption), {}, true, b.written});
    for (const arbiter::NearPosition& n : analysis.near)
        view.boards.push_back({n.board.ply, n.board.position, n.board.move, lang.text(n.board.caption),
                               lang.text(arbiter::Text::capitalised(n.reason)), false, n.board.written});
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
