#include "app/draw/desk_draw.hpp"

#include "app/draw/draw_text.hpp"
#include "app/draw/palette.hpp"

#include <SFML/Graphics/RectangleShape.hpp>

#include <algorithm>

namespace pendule::app {

namespace {

void fill(sf::RenderTarget& target, float x, float y, float w, float h, sf::Color colour) {
    sf::RectangleShape shape({w, h});
    shape.setPosition(x, y);
    shape.setFillColor(colour);
    target.draw(shape);
}

} // namespace

void draw_desk(sf::RenderTarget& target, const DeskView& view, const DeskLayout& l, const Fonts& fonts) {
    target.clear(palette::background);
    const float width = static_cast<float>(target.getSize().x);
    const float height = static_cast<float>(target.getSize().y);
    const float m = static_cast<float>(l.margin);
    const auto text = static_cast<unsigned>(l.text_size);
    draw_text(target, fonts.sans_bold, view.title, static_cast<unsigned>(l.title_size), palette::text_bright,
              m, m);
    draw_text(target, fonts.sans, view.subtitle, text, palette::text_dim, m,
              m + static_cast<float>(l.title_size) * 1.5f);
    // Columns: board, White, Black, result, note.
    const float usable = width - 2 * m;
    const float x_board = m + usable * 0.01f;
    const float x_white = m + usable * 0.08f;
    const float x_black = m + usable * 0.36f;
    const float x_result = m + usable * 0.64f;
    const float x_note = m + usable * 0.74f;
    const float head_y = static_cast<float>(l.rows_top) - static_cast<float>(l.text_size) * 1.6f;
    for (auto [x, word, room] : {std::tuple{x_board, &view.head_board, x_white - x_board - 6},
                                 std::tuple{x_white, &view.head_white, x_black - x_white - 6},
                                 std::tuple{x_black, &view.head_black, x_result - x_black - 6},
                                 std::tuple{x_result, &view.head_result, x_note - x_result - 6}})
        draw_text(target, fonts.sans_bold, *word, fit_size(fonts.sans_bold, *word, text, room),
                  palette::text_faint, x, head_y);
    const float row_h = static_cast<float>(l.row_h);
    // A long round scrolls so that the selected board is always on the screen.
    int selected = 0;
    for (std::size_t i = 0; i < view.rows.size(); ++i)
        if (view.rows[i].selected)
            selected = static_cast<int>(i);
    const auto first = static_cast<std::size_t>(first_visible_row(l, selected));
    const auto visible = static_cast<std::size_t>(l.visible_rows);
    for (std::size_t i = first; i < view.rows.size() && i < first + visible; ++i) {
        const DeskRow& row = view.rows[i];
        const float y = static_cast<float>(l.rows_top) + row_h * static_cast<float>(i - first);
        if (row.selected)
            fill(target, m, y, usable, row_h - 2, palette::field_focus);
        else if (i % 2 == 0)
            fill(target, m, y, usable, row_h - 2, palette::face_idle);
        const float ty = y + (row_h - static_cast<float>(l.text_size)) / 2.4f;
        const sf::Color main = row.finished ? palette::text_dim : palette::text_bright;
        draw_text(target, fonts.mono_bold, row.board, text, main, x_board, ty);
        draw_text(target, fonts.sans, row.white, fit_size(fonts.sans, row.white, text, x_black - x_white - 8),
                  main, x_white, ty);
        draw_text(target, fonts.sans, row.black,
                  fit_size(fonts.sans, row.black, text, x_result - x_black - 8), main, x_black, ty);
        draw_text(target, fonts.sans_bold, row.result.empty() ? "—" : row.result, text,
                  row.finished ? palette::band_running : palette::text_faint, x_result, ty);
        if (!row.note.empty())
            draw_text(target, fonts.sans, row.note, fit_size(fonts.sans, row.note, text, width - m - x_note),
                      palette::text_dim, x_note, ty);
    }
    float y = height - static_cast<float>(l.text_size) * 4.6f;
    if (!view.unpaired.empty()) {
        std::string byes;
        for (const std::string& u : view.unpaired)
            byes += (byes.empty() ? "" : "   ·   ") + u;
        draw_text(target, fonts.sans, byes, fit_size(fonts.sans, byes, text, usable), palette::text_dim, m,
                  y);
    }
    y += static_cast<float>(l.text_size) * 1.5f;
    if (!view.message.empty())
        draw_text(target, fonts.sans_bold, view.message,
                  fit_size(fonts.sans_bold, view.message, text, usable),
                  view.message_is_error ? palette::flag : palette::band_running, m, y);
    draw_text(target, fonts.sans, view.hint, fit_size(fonts.sans, view.hint, text, usable),
              palette::text_faint, m, height - static_cast<float>(l.text_size) * 1.7f);
}

} // namespace pendule::app
