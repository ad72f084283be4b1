#include "app/desk/draw/desk_draw.hpp"

#include "app/common/draw/board_draw.hpp"
#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/repetition_draw.hpp"

#include <SFML/Graphics/RectangleShape.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace pendule::app {

namespace {

void fill(sf::RenderTarget& target, float x, float y, float w, float h, sf::Color colour) {
    sf::RectangleShape shape({w, h});
    shape.setPosition(x, y);
    shape.setFillColor(colour);
    target.draw(shape);
}

void frame(sf::RenderTarget& target, float x, float y, float w, float h, sf::Color fill_colour,
           sf::Color border) {
    sf::RectangleShape shape({w, h});
    shape.setPosition(x, y);
    shape.setFillColor(fill_colour);
    shape.setOutlineColor(border);
    shape.setOutlineThickness(2);
    target.draw(shape);
}

// The text cut into lines at spaces, each no wider than `width` at `size`.
std::vector<std::string> wrapped(const sf::Font& font, const std::string& text, unsigned size, float width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find(' ', pos);
        if (end == std::string::npos)
            end = text.size();
        const std::string word = text.substr(pos, end - pos);
        std::string longer = line;
        if (!longer.empty())
            longer.push_back(' ');
        longer.append(word);
        if (!line.empty() && fit_size(font, longer, size, width) < size) {
            lines.push_back(line);
            line = word;
        } else {
            line = std::move(longer);
        }
        pos = end + 1;
    }
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

// The smallest letters of a line that gives way to a long text (a reason, a heading): wrapped first,
// then smaller down to this, then shortened at a word.
constexpr unsigned kSmallestText = 12;

// Lines laid out by fit_text or fit_text_box, from `y` down.
void draw_lines(sf::RenderTarget& target, const sf::Font& font, const FittedText& fitted, sf::Color colour,
                float x, float y) {
    for (const std::string& line : fitted.lines) {
        draw_text(target, font, line, fitted.size, colour, x, y);
        y += line_height(fitted.size);
    }
}

// The form's rows: the label, then the value in its field (a choice between ‹ ›, the focused one lit).
float draw_form(sf::RenderTarget& target, const std::vector<DeskFormRow>& rows, const Fonts& fonts, float x,
                float y, float w, unsigned text) {
    const float row_h = static_cast<float>(text) * 1.65f;
    const float value_x = x + w * 0.40f;
    for (const DeskFormRow& row : rows) {
        const float ty = y + (row_h - static_cast<float>(text)) / 2.4f;
        draw_text(target, fonts.sans, row.label, fit_size(fonts.sans, row.label, text, value_x - x - 8),
                  row.focused ? palette::text_bright : palette::text_dim, x, ty);
        fill(target, value_x, y, x + w - value_x, row_h - 4,
             row.focused ? palette::field_focus : palette::field_bg);
        std::string value = row.choice ? std::string("‹ ").append(row.value).append(" ›") : row.value;
        if (row.focused && !row.choice)
            value.append("▏");
        const sf::Font& font = row.choice ? fonts.sans_bold : fonts.sans;
        const float room = x + w - value_x - 16;
        // A long text (a game score) shows its end, where the typing goes on.
        const std::string ellipsis = "…";
        while (!row.choice && value.size() > 1 && fit_size(font, value, text, room) < text * 3 / 4) {
            std::size_t cut = value.rfind(ellipsis, 0) == 0 ? ellipsis.size() + 1 : 1;
            while (cut < value.size() && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80)
                ++cut;
            value = ellipsis + value.substr(cut);
        }
        draw_text(target, font, value, fit_size(font, value, text, room), palette::text_bright, value_x + 8,
                  ty);
        y += row_h;
    }
    return y;
}

// The pages' last two lines: the last action's outcome (green, or red for an error), then the keys.
void draw_message(sf::RenderTarget& target, const DeskView& view, const DeskLayout& l, const Fonts& fonts) {
    if (view.message.empty())
        return;
    const float width = static_cast<float>(target.getSize().x);
    const float height = static_cast<float>(target.getSize().y);
    const float m = static_cast<float>(l.margin);
    const auto text = static_cast<unsigned>(l.text_size);
    draw_text(target, fonts.sans_bold, view.message,
              fit_size(fonts.sans_bold, view.message, text, width - 2 * m),
              view.message_is_error ? palette::flag : palette::band_running, m,
              height - static_cast<float>(l.text_size) * 3.2f);
}

void draw_hint(sf::RenderTarget& target, const DeskView& view, const DeskLayout& l, const Fonts& fonts) {
    const float width = static_cast<float>(target.getSize().x);
    const float height = static_cast<float>(target.getSize().y);
    const float m = static_cast<float>(l.margin);
    draw_text(target, fonts.sans, view.hint,
              fit_size(fonts.sans, view.hint, static_cast<unsigned>(l.text_size), width - 2 * m),
              palette::text_faint, m, height - static_cast<float>(l.text_size) * 1.7f);
}

// F2 on a claim's ruling: the board's title, the verdict, the repeated positions side by side on
// the page's whole width, then the explanation under them.
void draw_repetition_page(sf::RenderTarget& target, const DeskView& view, const DeskBoardView& board,
                          const DeskLayout& l, const Fonts& fonts) {
    const float width = static_cast<float>(target.getSize().x);
    const float height = static_cast<float>(target.getSize().y);
    const float m = static_cast<float>(l.margin);
    const auto text = static_cast<unsigned>(l.text_size);
    const float t = static_cast<float>(l.text_size);
    draw_text(target, fonts.sans_bold, board.title,
              fit_size(fonts.sans_bold, board.title, static_cast<unsigned>(l.title_size), width - 2 * m),
              palette::text_bright, m, m);
    float y = m + static_cast<float>(l.title_size) * 1.5f;
    if (board.ruling) {
        const std::string head = board.ruling->verdict + "  ·  " + board.ruling->article;
        draw_text(target, fonts.sans_bold, head, fit_size(fonts.sans_bold, head, text, width - 2 * m),
                  board.ruling->clock_changes ? palette::band_running : palette::band_low, m, y);
        y += t * 1.8f;
    }
    // The explanation under the boards: at most five lines, smaller letters when it is long.
    const float hint_top = height - t * 2.2f;
    std::vector<std::string> lines;
    unsigned size = text > 14 ? text - 2 : text;
    if (board.ruling) {
        lines = wrapped(fonts.sans, board.ruling->explanation, size, width - 2 * m);
        while (size > 11 && lines.size() > 5) {
            --size;
            lines = wrapped(fonts.sans, board.ruling->explanation, size, width - 2 * m);
        }
    }
    const float text_h = static_cast<float>(lines.size()) * static_cast<float>(size) * 1.3f;
    const float boards_bottom = hint_top - text_h - t * 0.8f;
    const Rect area{static_cast<int>(m), static_cast<int>(y), static_cast<int>(width - 2 * m),
                    std::max(0, static_cast<int>(boards_bottom - y))};
    const int unit = std::max(1, std::min(static_cast<int>(width), static_cast<int>(height)) / 100);
    draw_repetition(target, *board.repetition, area, unit, fonts);
    float ly = boards_bottom + t * 0.6f;
    for (const std::string& line : lines) {
        draw_text(target, fonts.sans, line, size, palette::text_bright, m, ly);
        ly += static_cast<float>(size) * 1.3f;
    }
    draw_hint(target, view, l, fonts);
}

// The board's earlier rulings under the form, each wrapped, the latest ones when they do not all fit
// above `bottom`.
void draw_rulings(sf::RenderTarget& target, const DeskBoardView& board, const Fonts& fonts, float m, float y,
                  float left_w, unsigned text, float bottom) {
    const float t = static_cast<float>(text);
    const unsigned small = text > 14 ? text - 4 : text;
    const float line_h = static_cast<float>(small) * 1.35f;
    if (board.rulings.empty() || y + t * 1.5f + line_h > bottom)
        return;
    draw_lines(target, fonts.sans_bold,
               fit_text(fonts.sans_bold, board.rulings_head, text, left_w, 1, text * 3 / 4),
               palette::text_faint, m, y);
    y += t * 1.5f;
    std::vector<std::vector<std::string>> blocks;
    for (const std::string& line : board.rulings)
        blocks.push_back(wrapped(fonts.sans, line, small, left_w));
    std::size_t first = blocks.size();
    float needed = 0;
    while (first > 0 && y + needed + line_h * static_cast<float>(blocks[first - 1].size()) <= bottom) {
        needed += line_h * static_cast<float>(blocks[first - 1].size()) + line_h * 0.3f;
        --first;
    }
    // Not even the latest ruling fits whole: as many of its lines as fit, the last cut with "…",
    // rather than a heading over nothing.
    if (first == blocks.size()) {
        std::vector<std::string>& latest = blocks.back();
        const auto room = static_cast<std::size_t>(std::max(1.0f, (bottom - y) / line_h));
        if (latest.size() > room) {
            latest.resize(room);
            latest.back().append(" …");
        }
        first = blocks.size() - 1;
    }
    for (std::size_t i = first; i < blocks.size(); ++i) {
        for (const std::string& line : blocks[i]) {
            draw_text(target, fonts.sans, line, small, palette::text_dim, m, y);
            y += line_h;
        }
        y += line_h * 0.3f;
    }
}

// The ruling just given, on the page's right side: the verdict, the article, the clock to set big in
// a frame, then the explanation, smaller when it would not fit above `bottom`.
void draw_ruling(sf::RenderTarget& target, const DeskRulingShown& r, const DeskLayout& l, const Fonts& fonts,
                 float bottom) {
    const auto text = static_cast<unsigned>(l.text_size);
    const auto title = static_cast<unsigned>(l.title_size);
    const float t = static_cast<float>(l.text_size);
    const float rx = static_cast<float>(l.side.x);
    const float rw = static_cast<float>(l.side.w);
    float ry = static_cast<float>(l.side.y);
    draw_text(target, fonts.sans_bold, r.verdict, fit_size(fonts.sans_bold, r.verdict, title, rw),
              r.clock_changes ? palette::band_running : palette::band_low, rx, ry);
    ry += static_cast<float>(title) * 1.3f;
    draw_text(target, fonts.sans, r.article, text, palette::text_dim, rx, ry);
    ry += t * 1.6f;
    if (!r.repetition_key.empty()) {
        draw_text(target, fonts.sans_bold, r.repetition_key,
                  fit_size(fonts.sans_bold, r.repetition_key, text, rw), palette::panel_border, rx, ry);
        ry += t * 1.6f;
    }
    // The clock to set, big, in a frame: its head small, then one line an item.
    const auto big = static_cast<unsigned>(std::clamp(l.title_size * 4 / 5, 18, 40));
    const float big_h = static_cast<float>(big) * 1.3f;
    const bool head = r.clock_changes && r.set_lines.size() > 1;
    const float pad = t * 0.5f;
    const float box_h = pad * 2 + (head ? t * 1.5f : 0) +
                        big_h * static_cast<float>(r.set_lines.size() - (head ? 1 : 0)) - big_h * 0.25f;
    frame(target, rx, ry, rw, box_h, palette::panel_bg,
          r.clock_changes ? palette::band_low : palette::panel_border);
    float by = ry + pad;
    for (std::size_t i = 0; i < r.set_lines.size(); ++i) {
        const std::string& line = r.set_lines[i];
        if (head && i == 0) {
            draw_text(target, fonts.sans, line, text, palette::text_dim, rx + 12, by);
            by += t * 1.5f;
            continue;
        }
        draw_text(target, fonts.sans_bold, line, fit_size(fonts.sans_bold, line, big, rw - 24),
                  palette::text_bright, rx + 12, by);
        by += big_h;
    }
    ry += box_h + t * 0.9f;
    // The explanation, wrapped, in the window's language; smaller when it would not fit.
    unsigned size = text;
    std::vector<std::string> lines = wrapped(fonts.sans, r.explanation, size, rw);
    while (size > 11 && ry + static_cast<float>(lines.size()) * static_cast<float>(size) * 1.3f > bottom) {
        --size;
        lines = wrapped(fonts.sans, r.explanation, size, rw);
    }
    for (const std::string& line : lines) {
        if (ry + static_cast<float>(size) > bottom)
            break;
        draw_text(target, fonts.sans, line, size, palette::text_bright, rx, ry);
        ry += static_cast<float>(size) * 1.3f;
    }
}

// The board page: the board and its rulings on the left with the form, the ruling (or the
// chessboard, or the position editor) on the right.
void draw_board_page(sf::RenderTarget& target, const DeskView& view, const DeskBoardView& board,
                     const DeskLayout& l, const Fonts& fonts) {
    const float width = static_cast<float>(target.getSize().x);
    const float height = static_cast<float>(target.getSize().y);
    const float m = static_cast<float>(l.margin);
    const auto text = static_cast<unsigned>(l.text_size);
    const auto title = static_cast<unsigned>(l.title_size);
    const float t = static_cast<float>(l.text_size);
    draw_text(target, fonts.sans_bold, board.title,
              fit_size(fonts.sans_bold, board.title, title, width - 2 * m), palette::text_bright, m, m);
    // The board's result, or the one its clock proposes with the clock's reason: on two lines when
    // long, above the form.
    draw_lines(target, fonts.sans,
               fit_text_box(fonts.sans, board.result, text, width - 2 * m, t * 2.1f, kSmallestText),
               palette::text_dim, m, m + static_cast<float>(title) * 1.5f);
    const float left_w = (width - 3 * m) * 0.48f;
    float y = m + static_cast<float>(title) * 1.5f + t * 2.2f;
    draw_text(target, fonts.sans_bold, board.form_head, text, palette::text_faint, m, y);
    y = draw_form(target, board.form, fonts, m, y + t * 1.6f, left_w, text);
    const float bottom = height - t * 3.6f;
    draw_rulings(target, board, fonts, m, y + t * 0.8f, left_w, text, bottom);
    // The chessboard, or the position editor, on the right, with its note under it.
    const Rect area = desk_board_area(l);
    const float note_y = static_cast<float>(area.y + area.h) + t * 0.4f;
    const float rw = static_cast<float>(l.side.w);
    if (board.chessboard)
        draw_board(target, *board.chessboard, BoardGeometry::fit(area, board.chessboard->flipped), fonts);
    else if (board.editor)
        draw_editor(target, *board.editor, EditorGeometry::fit(area, board.editor->board.flipped), fonts);
    if (board.chessboard || board.editor)
        draw_text(target, fonts.sans, board.board_note, fit_size(fonts.sans, board.board_note, text - 2, rw),
                  palette::text_dim, static_cast<float>(l.side.x), note_y);
    if (board.ruling)
        draw_ruling(target, *board.ruling, l, fonts, bottom);
    draw_message(target, view, l, fonts);
    draw_hint(target, view, l, fonts);
}

void draw_add_page(sf::RenderTarget& target, const DeskView& view, const DeskAddView& add,
                   const DeskLayout& l, const Fonts& fonts) {
    const float width = static_cast<float>(target.getSize().x);
    const float m = static_cast<float>(l.margin);
    const auto text = static_cast<unsigned>(l.text_size);
    const float t = static_cast<float>(l.text_size);
    draw_text(target, fonts.sans_bold, view.title, static_cast<unsigned>(l.title_size), palette::text_bright,
              m, m);
    const float y = m + static_cast<float>(l.title_size) * 1.5f + t * 2;
    draw_text(target, fonts.sans_bold, add.title, text, palette::text_faint, m, y);
    draw_form(target, add.fields, fonts, m, y + t * 1.6f, (width - 2 * m) * 0.6f, text);
    draw_message(target, view, l, fonts);
    draw_hint(target, view, l, fonts);
}

// The round page's columns: board, White, Black, result, note. The note (a reason, a clock's news)
// gets a third of the width: two lines of it fit a row.
struct RoundColumns {
    float left;   // the margin
    float usable; // the width between the margins
    float board, white, black, result, note;
    float right; // the right margin
};

RoundColumns round_columns(const sf::RenderTarget& target, const DeskLayout& l) {
    const float width = static_cast<float>(target.getSize().x);
    const float m = static_cast<float>(l.margin);
    const float usable = width - 2 * m;
    return {m,
            usable,
            m + usable * 0.01f,
            m + usable * 0.12f,
            m + usable * 0.345f,
            m + usable * 0.585f,
            m + usable * 0.67f,
            width - m};
}

void draw_round_heads(sf::RenderTarget& target, const DeskView& view, const RoundColumns& c,
                      const DeskLayout& l, const Fonts& fonts) {
    const auto text = static_cast<unsigned>(l.text_size);
    const float head_y = static_cast<float>(l.rows_top) - static_cast<float>(l.text_size) * 1.6f;
    for (auto [x, word, room] : {std::tuple{c.board, &view.head_board, c.white - c.board - 6},
                                 std::tuple{c.white, &view.head_white, c.black - c.white - 6},
                                 std::tuple{c.black, &view.head_black, c.result - c.black - 6},
                                 std::tuple{c.result, &view.head_result, c.note - c.result - 6}})
        draw_text(target, fonts.sans_bold, *word, fit_size(fonts.sans_bold, *word, text, room),
                  palette::text_faint, x, head_y);
}

// A long round scrolls so that the selected board is always on the screen: the first row shown.
std::size_t first_shown_row(const DeskView& view, const DeskLayout& l) {
    int selected = 0;
    for (std::size_t i = 0; i < view.rows.size(); ++i)
        if (view.rows[i].selected)
            selected = static_cast<int>(i);
    return static_cast<std::size_t>(first_visible_row(l, selected));
}

// One board's row from `y` down: lit when selected, else striped on even rows.
void draw_round_row(sf::RenderTarget& target, const DeskRow& row, bool striped, const RoundColumns& c,
                    float y, const DeskLayout& l, const Fonts& fonts) {
    const auto text = static_cast<unsigned>(l.text_size);
    const float row_h = static_cast<float>(l.row_h);
    if (row.selected)
        fill(target, c.left, y, c.usable, row_h - 2, palette::field_focus);
    else if (striped)
        fill(target, c.left, y, c.usable, row_h - 2, palette::face_idle);
    const float ty = y + (row_h - static_cast<float>(l.text_size)) / 2.4f;
    const sf::Color main = row.finished ? palette::text_dim : palette::text_bright;
    draw_text(target, fonts.mono_bold, row.board, text, main, c.board, ty);
    draw_text(target, fonts.sans, row.white, fit_size(fonts.sans, row.white, text, c.black - c.white - 8),
              main, c.white, ty);
    draw_text(target, fonts.sans, row.black, fit_size(fonts.sans, row.black, text, c.result - c.black - 8),
              main, c.black, ty);
    // A result the clock proposes in the colour of what waits for the arbiter.
    const sf::Color result_colour = row.proposed   ? palette::band_low
                                    : row.finished ? palette::band_running
                                                   : palette::text_faint;
    draw_text(target, fonts.sans_bold, row.result.empty() ? "—" : row.result, text, result_colour, c.result,
              ty);
    if (!row.note.empty()) {
        // The reason or the clock's news, on two lines when long for its column.
        const FittedText note =
            fit_text_box(fonts.sans, row.note, text, c.right - c.note, row_h - 4, kSmallestText);
        const float note_h = line_height(note.size) * static_cast<float>(note.lines.size());
        draw_lines(target, fonts.sans, note, row.proposed ? palette::band_low : palette::text_dim, c.note,
                   y + (row_h - 2 - note_h) / 2 + static_cast<float>(note.size) * 0.12f);
    }
}

// Under the rows: the unpaired players, the last action's outcome, then the keys.
void draw_round_footer(sf::RenderTarget& target, const DeskView& view, const RoundColumns& c,
                       const DeskLayout& l, const Fonts& fonts) {
    const auto text = static_cast<unsigned>(l.text_size);
    float y = static_cast<float>(target.getSize().y) - static_cast<float>(l.text_size) * 4.6f;
    if (!view.unpaired.empty()) {
        std::string byes;
        for (const std::string& u : view.unpaired)
            byes += (byes.empty() ? "" : "   ·   ") + u;
        draw_text(target, fonts.sans, byes, fit_size(fonts.sans, byes, text, c.usable), palette::text_dim,
                  c.left, y);
    }
    y += static_cast<float>(l.text_size) * 1.5f;
    if (!view.message.empty())
        draw_text(target, fonts.sans_bold, view.message,
                  fit_size(fonts.sans_bold, view.message, text, c.usable),
                  view.message_is_error ? palette::flag : palette::band_running, c.left, y);
    draw_hint(target, view, l, fonts);
}

// The round page: the event's title, a row a board (the selected one lit), the byes, the keys.
void draw_round_page(sf::RenderTarget& target, const DeskView& view, const DeskLayout& l,
                     const Fonts& fonts) {
    const float m = static_cast<float>(l.margin);
    draw_text(target, fonts.sans_bold, view.title, static_cast<unsigned>(l.title_size), palette::text_bright,
              m, m);
    draw_text(target, fonts.sans, view.subtitle, static_cast<unsigned>(l.text_size), palette::text_dim, m,
              m + static_cast<float>(l.title_size) * 1.5f);
    const RoundColumns columns = round_columns(target, l);
    draw_round_heads(target, view, columns, l, fonts);
    const std::size_t first = first_shown_row(view, l);
    const auto visible = static_cast<std::size_t>(l.visible_rows);
    for (std::size_t i = first; i < view.rows.size() && i < first + visible; ++i) {
        const float y =
            static_cast<float>(l.rows_top) + static_cast<float>(l.row_h) * static_cast<float>(i - first);
        draw_round_row(target, view.rows[i], i % 2 == 0, columns, y, l, fonts);
    }
    draw_round_footer(target, view, columns, l, fonts);
}

} // namespace

void draw_desk(sf::RenderTarget& target, const DeskView& view, const DeskLayout& l, const Fonts& fonts) {
    target.clear(palette::background);
    if (view.board && view.board->repetition)
        draw_repetition_page(target, view, *view.board, l, fonts);
    else if (view.board)
        draw_board_page(target, view, *view.board, l, fonts);
    else if (view.add)
        draw_add_page(target, view, *view.add, l, fonts);
    else
        draw_round_page(target, view, l, fonts);
}

} // namespace pendule::app
