#pragma once

// The arbiter core's sentences (its rulings as data: core/arbiter/text.hpp) in a language of the
// window: the core keeps its words in English and marks them for the catalogue; the window looks
// them up in the language's catalogue, so that the core holds no French.

#include "core/arbiter/text.hpp"
#include "i18n/lang.hpp"

#include <string>

namespace pendule::app {

std::string text_in(const i18n::Lang& lang, const arbiter::Text& words);

} // namespace pendule::app
