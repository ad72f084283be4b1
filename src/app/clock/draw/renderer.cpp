#include "app/clock/draw/renderer.hpp"

#include "app/clock/draw/dial.hpp"
#include "app/clock/draw/tones.hpp"
#include "app/common/draw/board_draw.hpp"
#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/pixels.hpp"
#include "app/common/draw/repetition_draw.hpp"
#include "app/common/draw/shapes.hpp"

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/OpenGL.hpp>

#include <algorithm>
#include <optional>
#include <tuple>

namespace pendule::app {

namespace {

using pixels::f;
using pixels::px;

void draw_face(sf::RenderTarget& target, const FaceView& face, Side side, const Layout& l,
               const Fonts& fonts) {
    const Rect& r = l.face(side);
    const bool lit = face.tone == FaceTone::running || face.tone == FaceTone::low_time;
    fill_rect(target, r, palette::face_colour(face.tone),
              lit ? palette::band_colour(face.tone) : palette::band_idle, lit ? f(l.unit) * 0.8f : 1.f);
    const Rect band = l.band(side);
    fill_rect(target, band, palette::band_colour(face.tone));

    // The band carries the player's name and colour, dark on the lit band, light on the others.
    const bool dark_text = face.tone == FaceTone::running || face.tone == FaceTone::low_time;
    const sf::Color band_text = dark_text ? palette::background : palette::text_bright;
    const int pad = 2 * l.unit;
    const std::string who = face.name.empty() ? face.colour : face.name + "  ·  " + face.colour;
    unsigned size = fit_size(fonts.sans_bold, who, px(band.h * 55 / 100), f(band.w - 2 * pad));
    draw_text(target, fonts.sans_bold, who, size, band_text, f(band.x + pad), f(band.y + band.h * 22 / 100));

    const sf::Color digits = face.tone == FaceTone::idle || face.tone == FaceTone::finished
                                 ? palette::text_dim
                                 : palette::text_bright;
    const unsigned info = px(l.height * 33 / 1000);
    if (l.compact) {
        // Panel open: the readout and the move count only.
        const int top = band.y + band.h + l.unit;
        size = fit_size(fonts.mono_bold, face.time_text, px(l.height * 12 / 100), f(r.w - 2 * pad));
        draw_text(target, fonts.mono_bold, face.time_text, size, digits, f(r.centre_x()), f(top),
                  Align::centre);
        draw_text(target, fonts.sans, face.moves_text, info, palette::text_dim, f(r.centre_x()),
                  f(top + static_cast<int>(size) * 80 / 100 + l.unit), Align::centre);
        return;
    }
    draw_dial(target, face.dial, face.tone, l.dial(side));

    // The digital readout, as large as the face allows.
    const Rect dial = l.dial(side);
    const int digits_top = dial.y + dial.h + 2 * l.unit;
    size = fit_size(fonts.mono_bold, face.time_text, px(l.height * 16 / 100), f(r.w - 2 * pad));
    draw_text(target, fonts.mono_bold, face.time_text, size, digits, f(r.centre_x()), f(digits_top),
              Align::centre);

    // Facts under the readout: moves, period, control, delay; the badge above the dial.
    const int info_top = digits_top + static_cast<int>(size) * 80 / 100 + 2 * l.unit;
    std::string line1 = face.moves_text;
    if (!face.period_text.empty())
        line1 += "   " + face.period_text;
    std::string line2 = face.control_text;
    if (!face.delay_text.empty())
        line2 += (line2.empty() ? "" : "   ") + face.delay_text;
    draw_text(target, fonts.sans, line1, fit_size(fonts.sans, line1, info, f(r.w - 2 * pad)),
              palette::text_dim, f(r.centre_x()), f(info_top), Align::centre);
    draw_text(target, fonts.sans, line2, fit_size(fonts.sans, line2, info, f(r.w - 2 * pad)),
              palette::text_dim, f(r.centre_x()), f(info_top + static_cast<int>(info) * 14 / 10),
              Align::centre);
    if (!face.badge_text.empty()) {
        const unsigned badge = px(l.height * 30 / 1000);
        const sf::Color colour = face.tone == FaceTone::flagged ? palette::text_bright : palette::band_low;
        draw_text(target, fonts.sans_bold, face.badge_text, badge, colour, f(r.x + pad),
                  f(band.y + band.h + l.unit), Align::left);
    }
}

void draw_fields(sf::RenderTarget& target, const std::vector<FieldView>& fields, const Layout& l,
                 const Fonts& fonts, int first_row) {
    // The text is sized by the window's height, but never taller than its row (fit_rows).
    const unsigned size = px(std::min(l.height * 28 / 1000, l.row_h * 60 / 100));
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const Rect row = l.panel_field(first_row + static_cast<int>(i));
        const FieldView& field = fields[i];
        const int label_w = row.w * 35 / 100;
        draw_text(target, fonts.sans, field.label,
                  fit_size(fonts.sans, field.label, size, f(label_w - l.unit)), palette::text_dim, f(row.x),
                  f(row.y + row.h / 4));
        const Rect box{row.x + label_w, row.y, row.w - label_w, row.h};
        fill_rect(target, box, field.focused ? palette::field_focus : palette::field_bg,
                  field.focused ? palette::panel_border : palette::band_idle, 1.f);
        std::string value = field.value;
        if (field.is_choice)
            value = "◀ " + value + " ▶"; // ◀ value ▶
        else if (field.focused)
            value += "_";
        draw_text(target, fonts.sans, value, fit_size(fonts.sans, value, size, f(box.w - 2 * l.unit)),
                  palette::text_bright, f(box.x + l.unit), f(row.y + row.h / 4));
    }
}

void draw_panel(sf::RenderTarget& target, const PanelView& panel, const Layout& l, const Fonts& fonts) {
    fill_rect(target, l.panel, palette::panel_bg, palette::panel_border, 2.f);
    const int pad = 2 * l.unit;
    draw_text(target, fonts.sans_bold, panel.heading, px(l.height * 4 / 100), palette::text_bright,
              f(l.panel.x + pad), f(l.panel.y + pad));
    const unsigned size = px(l.height * 26 / 1000);
    int next_row = 0;
    if (panel.board && l.board_area.w > 0)
        draw_board(target, *panel.board, BoardGeometry::fit(l.board_area, panel.board->flipped), fonts);
    // A claim's repeated positions, beside the verdict's words.
    if (!panel.repetition.empty() && l.board_area.w > 0)
        draw_repetition(target, panel.repetition, l.board_area, l.unit, fonts);
    if (!panel.fields.empty()) {
        draw_fields(target, panel.fields, l, fonts, 0);
        next_row = static_cast<int>(panel.fields.size());
    }
    int buttons_end = l.panel.y + pad;
    for (std::size_t i = 0; i < panel.buttons.size(); ++i) {
        const int index = static_cast<int>(i) + (panel.fields.empty() ? 0 : 2 * next_row);
        const Rect b = l.panel_button(index);
        buttons_end = std::max(buttons_end, b.y + b.h);
        const ButtonView& button = panel.buttons[i];
        fill_rect(target, b, palette::field_bg, palette::band_idle, 1.f);
        const sf::Color colour = button.enabled ? palette::text_bright : palette::text_faint;
        const float key_w = draw_text(target, fonts.sans_bold, button.key, size, palette::band_paused,
                                      f(b.x + l.unit), f(b.y + b.h / 4));
        const float label_x = f(b.x + 3 * l.unit) + std::max(key_w, f(3 * l.unit));
        draw_text(target, fonts.sans, button.label,
                  fit_size(fonts.sans, button.label, size, f(b.x + b.w) - label_x - f(l.unit)), colour,
                  label_x, f(b.y + b.h / 4));
    }
    // Lines, message and log fill the lower part of the panel, bottom up; words too many for the
    // room (a long verdict beside the repeated positions) get smaller letters rather than run over
    // the buttons.
    unsigned small = px(l.height * 22 / 1000);
    // The outcome on up to four lines when it is long for the form's width (beside a board, or a
    // ruling of the arbiter core in full): the log gives way first, then the letters get smaller.
    const std::vector<std::string> message =
        wrap_text(fonts.sans_bold, panel.message, small, f(l.form_w() - 2 * pad), 4);
    const int needed = static_cast<int>(panel.lines.size() + message.size());
    const int room = l.panel.y + l.panel.h - pad - buttons_end;
    if (needed > 0 && static_cast<int>(small) * 15 / 10 * needed > room)
        small = px(room / needed * 10 / 15);
    const int line_h = static_cast<int>(small) * 15 / 10;
    int y = l.panel.y + l.panel.h - pad - line_h;
    // The log gives way (its oldest lines first) when a long text would reach the buttons.
    const int rows = (y - buttons_end) / line_h + 1;
    const auto log_rows =
        static_cast<std::size_t>(std::clamp(rows - needed, 0, static_cast<int>(panel.log.size())));
    for (auto it = panel.log.rbegin(); it != panel.log.rbegin() + static_cast<std::ptrdiff_t>(log_rows);
         ++it, y -= line_h)
        draw_text(target, fonts.sans, *it, fit_size(fonts.sans, *it, small, f(l.form_w() - 2 * pad)),
                  palette::text_faint, f(l.panel.x + pad), f(y));
    for (auto it = message.rbegin(); it != message.rend(); ++it, y -= line_h)
        draw_text(target, fonts.sans_bold, *it,
                  fit_size(fonts.sans_bold, *it, small, f(l.form_w() - 2 * pad)), palette::band_low,
                  f(l.panel.x + pad), f(y));
    for (auto it = panel.lines.rbegin(); it != panel.lines.rend(); ++it, y -= line_h)
        draw_text(target, fonts.sans, *it, fit_size(fonts.sans, *it, small, f(l.form_w() - 2 * pad)),
                  palette::text_dim, f(l.panel.x + pad), f(y));
}

void draw_pregame(sf::RenderTarget& target, const PregameView& pre, const Layout& l, const Fonts& fonts) {
    fill_rect(target, l.panel, palette::panel_bg, palette::panel_border, 2.f);
    const int pad = 2 * l.unit;
    draw_text(target, fonts.sans_bold, pre.heading, px(std::min(l.height * 4 / 100, 6 * l.unit)),
              palette::text_bright, f(l.panel.x + pad), f(l.panel.y + pad));
    draw_fields(target, pre.fields, l, fonts, 0);
    // The summary and the error take the rows after the fields (layout_for fitted them all).
    const unsigned size = px(std::min(l.height * 26 / 1000, l.row_h * 60 / 100));
    int row = static_cast<int>(pre.fields.size());
    for (const std::string& line : pre.summary) {
        const Rect r = l.panel_field(row++);
        draw_text(target, fonts.sans, line, fit_size(fonts.sans, line, size, f(l.panel.w - 2 * pad)),
                  palette::text_bright, f(l.panel.x + pad), f(r.y + r.h / 4));
    }
    // The desk's set-up, in the colour of what the arbiter gives.
    for (const std::string& line : pre.desk) {
        const Rect r = l.panel_field(row++);
        draw_text(target, fonts.sans_bold, line,
                  fit_size(fonts.sans_bold, line, size, f(l.panel.w - 2 * pad)), palette::band_low,
                  f(l.panel.x + pad), f(r.y + r.h / 4));
    }
    if (!pre.error.empty()) {
        const Rect r = l.panel_field(row);
        draw_text(target, fonts.sans_bold, pre.error,
                  fit_size(fonts.sans_bold, pre.error, size, f(l.panel.w - 2 * pad)), palette::band_flagged,
                  f(l.panel.x + pad), f(r.y + r.h / 4));
    }
}

int pregame_rows(const PregameView& pre) {
    return static_cast<int>(pre.fields.size() + pre.summary.size() + pre.desk.size()) +
           (pre.error.empty() ? 0 : 1);
}

// A face's dial (its flag and the delay's arc inside the dial's square), a pixel around it.
Rect dial_part(const Layout& l, Side side) {
    const Rect d = l.dial(side);
    return {d.x - 1, d.y - 1, d.w + 2, d.h + 2};
}

// What a face shows under its dial: the readout and the lines under it (a readout's new size
// moves them).
Rect under_dial_part(const Layout& l, Side side) {
    const Rect& r = l.face(side);
    const Rect d = dial_part(l, side);
    const int top = d.y + d.h;
    return {r.x, top, r.w, r.y + r.h - top};
}

// A face with its outline (drawn outside its rectangle, at most 0.8 unit thick).
Rect whole_face(const Layout& l, Side side) {
    const Rect& r = l.face(side);
    const int outline = l.unit + 1;
    return {r.x - outline, r.y - outline, r.w + 2 * outline, r.h + 2 * outline};
}

// What a face shows under its dial, in words (references into `f`, const when `f` is).
template <class Face> auto under_dial_texts(Face& f) {
    return std::tie(f.time_text, f.moves_text, f.period_text, f.control_text, f.delay_text);
}

// Where a face differs between two views of it: its dial, what is under it, both, or the whole
// face; nothing when it does not.
std::optional<Rect> face_part(const FaceView& shown, const FaceView& next, const Layout& l, Side side) {
    if (next == shown)
        return std::nullopt;
    FaceView rest = next;
    rest.dial = shown.dial;
    under_dial_texts(rest) = under_dial_texts(shown);
    if (!(rest == shown))
        return whole_face(l, side);
    const bool dial = !(next.dial == shown.dial);
    const bool under = under_dial_texts(next) != under_dial_texts(shown);
    if (dial && !under)
        return dial_part(l, side);
    if (!dial)
        return under_dial_part(l, side);
    const Rect d = dial_part(l, side);
    const Rect u = under_dial_part(l, side);
    return Rect{u.x, d.y, u.w, u.y + u.h - d.y};
}

} // namespace

std::vector<ScreenPart> changed_parts(const ScreenView& shown, const ScreenView& next, const Layout& l) {
    // The faces' parts are drawn alone only in the full layout: a card open or the setup screen
    // changes the screen around them.
    if (l.compact || next.screen != ScreenKind::game)
        return {};
    ScreenView rest = next;
    rest.left = shown.left;
    rest.right = shown.right;
    if (!(rest == shown))
        return {};
    std::vector<ScreenPart> parts;
    for (const Side side : {Side::left, Side::right})
        if (auto area = face_part(side == Side::left ? shown.left : shown.right,
                                  side == Side::left ? next.left : next.right, l, side))
            parts.push_back({side, *area});
    return parts;
}

void draw_parts(sf::RenderTarget& target, const ScreenView& view, const Layout& l, const Fonts& fonts,
                const std::vector<ScreenPart>& parts, sf::RenderTarget& scratch) {
    for (const ScreenPart& part : parts)
        draw_face(scratch, part.side == Side::left ? view.left : view.right, part.side, l, fonts);
    if (!target.setActive(true)) {
        draw_screen(target, view, l, fonts); // SFML said why; the whole screen then
        return;
    }
    const auto height = static_cast<GLint>(target.getSize().y);
    for (const ScreenPart& part : parts) {
        // OpenGL counts rows from the bottom; SFML leaves the scissor test alone. Nothing but the
        // background and the face is drawn where a face's part lies.
        const Rect& a = part.area;
        const Rect& face = l.face(part.side);
        glEnable(GL_SCISSOR_TEST);
        glScissor(a.x, height - (a.y + a.h), a.w, a.h);
        // The face covers its own rectangle: the background only around it.
        if (a.x < face.x || a.y < face.y || a.x + a.w > face.x + face.w || a.y + a.h > face.y + face.h)
            target.clear(palette::background);
        draw_face(target, part.side == Side::left ? view.left : view.right, part.side, l, fonts);
        glDisable(GL_SCISSOR_TEST);
    }
}

Layout layout_for(const ScreenView& view, int width, int height) {
    Layout l = make_layout(width, height, view.screen == ScreenKind::pregame || view.panel.open);
    if (view.screen == ScreenKind::pregame)
        l.fit_rows(pregame_rows(view.pregame));
    else if (view.panel.open && view.panel.board)
        l.make_room_for_board();
    else if (view.panel.open && !view.panel.repetition.empty())
        l.make_room_for_repetition(static_cast<int>(view.panel.repetition.boards.size()));
    return l;
}

void draw_screen(sf::RenderTarget& target, const ScreenView& view, const Layout& l, const Fonts& fonts) {
    target.clear(palette::background);
    const int pad = 2 * l.unit;
    const unsigned header = px(l.header.h * 45 / 100);
    draw_text(target, fonts.sans_bold, view.title,
              fit_size(fonts.sans_bold, view.title, header, f(l.width * 60 / 100)), palette::text_dim, f(pad),
              f(l.header.h * 30 / 100));
    draw_text(target, fonts.sans, view.lock_text,
              fit_size(fonts.sans, view.lock_text, px(l.header.h * 35 / 100), f(l.width * 27 / 100)),
              !view.locked       ? palette::band_low
              : view.unprotected ? palette::band_flagged
                                 : palette::text_faint,
              f(l.width - pad), f(l.header.h * 32 / 100), Align::right);

    draw_text(target, fonts.sans, view.battery_text, px(l.header.h * 35 / 100), palette::text_faint,
              f(l.width * 72 / 100), f(l.header.h * 32 / 100), Align::right);

    draw_face(target, view.left, Side::left, l, fonts);
    draw_face(target, view.right, Side::right, l, fonts);

    const unsigned status = px(l.footer.h * 50 / 100);
    // A notice for the arbiter (time not counted) replaces the plain status, in the warning colour.
    std::string footer = view.notice.empty() ? view.status : view.status + "   " + view.notice;
    if (!view.board_text.empty())
        footer += "   ·   " + view.board_text;
    const sf::Font& footer_font = view.notice.empty() ? fonts.sans : fonts.sans_bold;
    draw_text(target, footer_font, footer, fit_size(footer_font, footer, status, f(l.width - 2 * pad)),
              view.notice.empty() ? palette::text_bright : palette::band_low, f(l.width / 2),
              f(l.footer.y + l.footer.h * 15 / 100), Align::centre);

    if (view.screen == ScreenKind::pregame)
        draw_pregame(target, view.pregame, l, fonts);
    else if (view.panel.open)
        draw_panel(target, view.panel, l, fonts);
}

} // namespace pendule::app
