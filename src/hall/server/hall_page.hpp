#pragma once

// The hall page served at "/": one tile per board, alerts first, live from /api/events (Server-Sent
// Events), in a few lines of JavaScript (no library, no build step). The tiles fill the screen
// (a projector at 1080p shows 20 to 40 boards with large digits) and stack in one column on a phone.
// Every word the page shows comes from the catalogue (po/<lang>.po): the server puts the words of
// the page's language into it as a JSON object.

#include "i18n/catalogue.hpp"

#include <string>

namespace pendule::hall {

// The page in the language of `catalogue` (the empty catalogue: English). `lang` is its code
// ("en", "fr"), written into <html lang>.
std::string hall_page_html(const std::string& lang, const i18n::Catalogue& catalogue);

// A board's page (/board/<n>): its e-board's game, from /api/boards/<n>/game, with a board to
// step through it; in the same language and words as the hall's page.
std::string board_page_html(const std::string& lang, const i18n::Catalogue& catalogue, int board);

// The words of the page as a JSON object, {key: text in the catalogue's language}.
std::string page_words_json(const i18n::Catalogue& catalogue);

} // namespace pendule::hall
