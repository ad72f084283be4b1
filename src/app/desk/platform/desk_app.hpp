#pragma once

// The desk's window (`pendule --desk JOURNAL`): the round's boards and their results,
// entered from the keyboard and recorded in the round journal before they are shown.

#include "app/common/draw/fonts.hpp"
#include "app/common/platform/program_options.hpp"
#include "i18n/lang.hpp"

#include <SFML/Graphics/RenderWindow.hpp>

#include <iosfwd>

namespace pendule::app {

// Runs the desk on options.desk until the window closes, or runs options.script and writes
// options.screenshot. Returns the exit code (2: the journal cannot be read).
int run_desk(const ProgramOptions& options, const Fonts& fonts, const i18n::Lang& lang,
             sf::RenderWindow& window, std::ostream& trace, std::ostream& err);

// The desk as the program runs it (`pendule --desk JOURNAL`): the config's language, the fonts and
// the window, then run_desk. Returns the exit code (2: the config, the fonts or the journal).
int run_desk_program(const ProgramOptions& options);

} // namespace pendule::app
