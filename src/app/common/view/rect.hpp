#pragma once

namespace pendule::app {

// A rectangle of the window, in pixels: where a view is drawn and where a click lands (the layouts
// of the clock and the desk, the chessboard's geometry).
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    bool contains(int px, int py) const { return px >= x && px < x + w && py >= y && py < y + h; }
    int centre_x() const { return x + w / 2; }
    int centre_y() const { return y + h / 2; }
};

} // namespace pendule::app
