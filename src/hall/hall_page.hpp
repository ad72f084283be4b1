#pragma once

// The hall page served at "/": one tile per board, alerts first, refreshed from /api/boards every
// second by a few lines of JavaScript (no library, no build step).

namespace pendule::hall {

const char* hall_page_html();

} // namespace pendule::hall
