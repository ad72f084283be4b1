#pragma once

// The preset errors and warnings the setup card shows, in the window's language. The messages come
// from the preset reader (io) and the TimeControl reader (clock core) in English; the common ones
// are given in French, their details (file names, the text typed, the reader's own reason) kept.

#include "core/result.hpp"
#include "i18n/lang.hpp"

#include <string>

namespace pendule::app {

// "preset 'x': no such preset file" -> "cadence 'x' : fichier de cadence introuvable".
std::string preset_error_text(const Error& error, i18n::Lang lang);

// "TimeControl: cutechess reads this as 40 moves in 120 seconds; ..." in French.
std::string preset_warning_text(const std::string& warning, i18n::Lang lang);

} // namespace pendule::app
