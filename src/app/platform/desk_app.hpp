#pragma once

// The desk's window (`pendule --desk JOURNAL`, issue 12): the round's boards and their results,
// entered from the keyboard and recorded in the round journal before they are shown.

#include "app/platform/fonts.hpp"
#include "app/platform/program_options.hpp"
#include "app/view/lang.hpp"

#include <SFML/Graphics/RenderWindow.hpp>

#include <iosfwd>

namespace pendule::app {

// Runs the desk on options.desk until the window closes, or runs options.script and writes
// options.screenshot. Returns the exit code (2: the journal cannot be read).
int run_desk(const ProgramOptions& options, const Fonts& fonts, const Lang& lang, sf::RenderWindow& window,
             std::ostream& trace, std::ostream& err);

} // namespace pendule::app
