#include "app/clock/view/layout.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

// a * num / den in integers.
int share(int a, int num, int den) {
    return static_cast<int>(static_cast<long long>(a) * num / den);
}

} // namespace

Layout make_layout(int width, int height, bool compact) {
    Layout l;
    l.width = std::max(width, 1);
    l.height = std::max(height, 1);
    l.unit = std::max(1, std::min(l.width, l.height) / 100);
    const int margin = share(l.width, 2, 100);
    const int gap = share(l.width, 2, 100);
    l.header = {0, 0, l.width, share(l.height, 8, 100)};
    const int face_top = share(l.height, 10, 100);
    l.compact = compact;
    l.row_h = 5 * l.unit;
    l.row_gap = l.unit;
    const int face_bottom = share(l.height, compact ? 36 : 92, 100);
    const int face_w = (l.width - 2 * margin - gap) / 2;
    l.left_face = {margin, face_top, face_w, face_bottom - face_top};
    l.right_face = {l.width - margin - face_w, face_top, face_w, face_bottom - face_top};
    l.footer = {0, share(l.height, 93, 100), l.width, l.height - share(l.height, 93, 100)};
    if (compact)
        l.panel = {margin, share(l.height, 38, 100), l.width - 2 * margin, share(l.height, 54, 100)};
    else
        l.panel = {share(l.width, 8, 100), share(l.height, 12, 100), share(l.width, 84, 100),
                   share(l.height, 78, 100)};
    return l;
}

Rect Layout::band(Side side) const {
    const Rect& f = face(side);
    return {f.x, f.y, f.w, share(height, 6, 100)};
}

Rect Layout::dial(Side side) const {
    const Rect& f = face(side);
    const int diameter = std::min(share(height, 36, 100), f.w * 8 / 10);
    const int top = f.y + share(height, 13, 100);
    return {f.centre_x() - diameter / 2, top, diameter, diameter};
}

Rect Layout::panel_button(int index) const {
    const int column = index % 2;
    const int row = index / 2;
    const int pad = 2 * unit;
    const int w = (form_w() - 3 * pad) / 2;
    const int h = 5 * unit;
    return {panel.x + pad + column * (w + pad), panel.y + 8 * unit + row * (h + unit), w, h};
}

Rect Layout::panel_field(int index) const {
    const int pad = 2 * unit;
    return {panel.x + pad, panel.y + 8 * unit + index * (row_h + row_gap), form_w() - 2 * pad, row_h};
}

void Layout::make_room_for_board() {
    const int pad = 2 * unit;
    const int side = std::min(panel.h - 2 * pad, panel.w / 2);
    board_area = {panel.x + panel.w - pad - side, panel.y + pad, side, side};
}

void Layout::make_room_for_repetition(int boards) {
    const int pad = 2 * unit;
    const int w = share(panel.w, boards <= 2 ? 42 : 56, 100);
    board_area = {panel.x + panel.w - pad - w, panel.y + pad, w, panel.h - 2 * pad};
}

int Layout::form_w() const {
    return board_area.w > 0 ? board_area.x - panel.x : panel.w;
}

void Layout::fit_rows(int rows) {
    if (rows <= 0)
        return;
    const int room = panel.h - 8 * unit - unit; // below the heading, above the bottom edge
    const int pitch = std::max(2, room / rows);
    if (pitch >= row_h + row_gap)
        return;
    // Squeezed: the gaps give first (an eighth of the pitch, a sixth unsqueezed), then the rows.
    row_gap = std::max(1, pitch / 8);
    row_h = pitch - row_gap;
}

} // namespace pendule::app
