#pragma once

// Draws a claim's repetition view (view/repetition_view.hpp): a summary line, then the boards side
// by side, each with its caption under it; a near position (the same pieces on the same squares,
// not the same position) framed in red with its reason, the written move's board in amber.
// Stateless, like the rest of draw/.

#include "app/common/draw/fonts.hpp"
#include "app/common/view/rect.hpp"
#include "app/common/view/repetition_view.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// Where each board of `view` goes inside `area` (the same in the drawing and the tests): as large
// as the area's height leaves after the summary and the captions, and its width shared out.
struct RepetitionGeometry {
    Rect summary;            // the summary line
    std::vector<Rect> slots; // one per board: the board (a square) and its captions under it
    int board = 0;           // a board's side in pixels
    int text = 0;            // the captions' character size

    static RepetitionGeometry fit(const RepetitionView& view, const Rect& area, int unit);
};

// Nothing when the area is too small for a readable board (then the verdict's words alone say it).
void draw_repetition(sf::RenderTarget& target, const RepetitionView& view, const Rect& area, int unit,
                     const Fonts& fonts);

} // namespace pendule::app
