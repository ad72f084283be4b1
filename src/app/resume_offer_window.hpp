#pragma once

// The window that shows the resume offer (resume_offer.hpp) before the clock's own window opens,
// and waits for the arbiter's choice.

#include "app/fonts.hpp"
#include "app/program_options.hpp"
#include "app/resume_offer.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

#include <functional>
#include <iosfwd>

namespace pendule::app {

// Draws the offer into a target of `width` x `height` pixels.
void draw_resume_offer(sf::RenderTarget& target, const ResumeOfferView& view, int width, int height,
                       const Fonts& fonts);

// Opens a window of the options' size (or full screen), shows the offer until R, N or a click on
// a button, and returns the choice (quit when the window is closed). With --trace, writes
// "offer can_resume=0|1" once it is shown and "offer choice=resume|new-game|quit" at the end.
// `make` builds the offer as of now (it is called again at each redraw).
OfferChoice run_resume_offer(const std::function<ResumeOfferView()>& make, const ProgramOptions& options,
                             const Fonts& fonts, std::ostream& trace);

} // namespace pendule::app
