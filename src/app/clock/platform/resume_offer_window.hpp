#pragma once

// The start screen's resume offer (resume_offer.hpp), shown in the program's one window before
// the clock's screens use it, waiting for the arbiter's choice.

#include "app/clock/input/offer_input.hpp"
#include "app/common/draw/fonts.hpp"
#include "app/common/platform/program_options.hpp"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderWindow.hpp>

#include <functional>
#include <iosfwd>

namespace pendule::app {

// Draws the offer into a target of `width` x `height` pixels.
void draw_resume_offer(sf::RenderTarget& target, const ResumeOfferView& view, int width, int height,
                       const Fonts& fonts);

// Opens `window` (open_main_window) unless it is open, shows the offer in it until R, N or a click
// on a button, and returns the choice (quit when the window is closed). The window stays open: the
// clock's screens go on in it. With --trace, writes
// "offer can_resume=0|1" once it is shown and "offer choice=resume|new-game|quit" at the end.
// `make` builds the offer as of now (it is called again at each redraw).
OfferChoice run_resume_offer(sf::RenderWindow& window, const std::function<ResumeOfferView()>& make,
                             const ProgramOptions& options, const Fonts& fonts, std::ostream& trace);

} // namespace pendule::app
