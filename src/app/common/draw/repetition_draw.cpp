#include "app/common/draw/repetition_draw.hpp"

#include "app/common/draw/board_draw.hpp"
#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/pixels.hpp"

#include <SFML/Graphics/RectangleShape.hpp>

#include <algorithm>

namespace pendule::app {

namespace {

using pixels::f;
using pixels::px;

// Below this a board's pieces cannot be told apart: the boards are left out.
constexpr int kSmallestBoard = 48;
// The most lines a near position's reason takes under its board.
constexpr int kReasonRows = 4;
// The smallest letters of that reason.
constexpr unsigned kSmallestReason = 11;

void frame(sf::RenderTarget& target, const Rect& r, sf::Color colour, float thickness) {
    sf::RectangleShape shape({f(r.w), f(r.h)});
    shape.setPosition(f(r.x), f(r.y));
    shape.setFillColor(sf::Color::Transparent);
    shape.setOutlineColor(colour);
    shape.setOutlineThickness(thickness);
    target.draw(shape);
}

bool has_near(const RepetitionView& view) {
    return std::any_of(view.boards.begin(), view.boards.end(), [](const auto& b) { return !b.counts; });
}

} // namespace

RepetitionGeometry RepetitionGeometry::fit(const RepetitionView& view, const Rect& area, int unit) {
    RepetitionGeometry g;
    if (view.empty())
        return g;
    g.text = std::max(10, 22 * unit / 10);
    const int line = g.text * 14 / 10;
    g.summary = {area.x, area.y, area.w, line};
    // Under each board: the caption, and up to four lines of reason when some board does not count.
    const int captions = line * (has_near(view) ? 1 + kReasonRows : 1) + unit;
    const int n = static_cast<int>(view.boards.size());
    const int slot_w = area.w / n;
    g.board = std::min(area.h - line - unit - captions, slot_w - 3 * unit);
    const int top = area.y + line + unit;
    for (int i = 0; i < n; ++i)
        g.slots.push_back({area.x + i * slot_w, top, slot_w, g.board + captions});
    return g;
}

void draw_repetition(sf::RenderTarget& target, const RepetitionView& view, const Rect& area, int unit,
                     const Fonts& fonts) {
    RepetitionGeometry g = RepetitionGeometry::fit(view, area, unit);
    if (view.empty())
        return;
    const unsigned size = px(g.text);
    const int line = g.text * 14 / 10;
    std::string summary = view.summary;
    if (view.left_out > 0)
        summary += "  (+" + std::to_string(view.left_out) + ")";
    // The summary on one line, a little smaller if need be, else on two above the boards.
    FittedText head = fit_text(fonts.sans_bold, summary, size, f(g.summary.w), 1, size * 85 / 100);
    if (head.shortened) {
        head = fit_text(fonts.sans_bold, summary, size, f(g.summary.w), 2, kSmallestReason);
        const int more = line * (static_cast<int>(head.lines.size()) - 1);
        g = RepetitionGeometry::fit(view, {area.x, area.y + more, area.w, area.h - more}, unit);
    }
    if (g.board < kSmallestBoard)
        return;
    for (std::size_t i = 0; i < head.lines.size(); ++i)
        draw_text(target, fonts.sans_bold, head.lines[i], head.size, palette::text_bright, f(area.x),
                  f(area.y + line * static_cast<int>(i)));
    for (std::size_t i = 0; i < view.boards.size(); ++i) {
        const RepetitionBoardView& b = view.boards[i];
        const Rect& slot = g.slots[i];
        const Rect square{slot.x + (slot.w - g.board) / 2, slot.y, g.board, g.board};
        const BoardGeometry geometry = BoardGeometry::fit(square, b.board.flipped, false);
        draw_board(target, b.board, geometry, fonts);
        // A near position is framed in red, the written move's position in amber.
        if (!b.counts)
            frame(target, geometry.board, palette::band_flagged, 3.f);
        else if (b.written)
            frame(target, geometry.board, palette::band_low, 3.f);
        const float width = f(slot.w - 2 * unit);
        const float x = f(slot.x + slot.w / 2);
        int y = square.y + square.h + unit;
        const std::string caption = (b.counts ? "" : "✗ ") + b.caption;
        draw_text(target, fonts.sans, caption, fit_size(fonts.sans, caption, size, width),
                  b.counts ? palette::text_bright : palette::band_flagged, x, f(y), Align::centre);
        // Why it does not count: wrapped, in smaller letters when long, shortened at a word last.
        const FittedText reason = fit_text(fonts.sans, b.reason, size, width, kReasonRows, kSmallestReason);
        for (const std::string& words : reason.lines) {
            y += line;
            draw_text(target, fonts.sans, words, reason.size, palette::band_low, x, f(y), Align::centre);
        }
    }
}

} // namespace pendule::app
