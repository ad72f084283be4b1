#pragma once

#include "app/clock/view/layout.hpp"
#include "app/clock/view/view.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// Draws an analogue dial in `box` (a square): ticks, the last five minutes shaded (Laws 8.4),
// the hour and minute hands, the flag (raised by the minute hand, dropped at zero) and, in delay
// modes, an arc for the delay left.
void draw_dial(sf::RenderTarget& target, const DialView& dial, FaceTone tone, const Rect& box);

} // namespace pendule::app
