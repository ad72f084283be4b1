#pragma once

// A one-page report of a game for the arbiter: one self-contained HTML file (no script, no link,
// no image file) with the settings, the result, the decisions and an inline SVG plot of both
// players' remaining time after each of their moves.

#include "io/journal/journal_replay.hpp"

#include <string>

namespace pendule::io {

// Text made safe for HTML element content and attribute values.
std::string html_escape(std::string_view text);

// The inline SVG plot alone: one polyline per player, x = move number, y = time left.
std::string time_plot_svg(const ReplayedGame& game, int width = 720, int height = 300);

// The whole page.
std::string html_report(const ReplayedGame& game);

} // namespace pendule::io
