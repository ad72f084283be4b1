#pragma once

// The piece letters of SAN in the window's language: one mapping for every screen that reads or
// writes a game score (the clock's claim panel, the desk's ruling form) and for the moves the
// rulings name. The catalogue says which letters a language writes moves in (the arbiter core's
// "KQRBN" in the context "piece letters", core/arbiter/text.hpp): a language whose letters are the
// French ones of SAN (rules::Notation::French: R D T F C) reads and writes scores in them.

#include "core/rules/san.hpp"
#include "i18n/lang.hpp"

namespace pendule::app {

rules::Notation san_notation(const i18n::Lang& lang);

} // namespace pendule::app
