#pragma once

#include "app/fonts.hpp"
#include "app/layout.hpp"
#include "app/view.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// Draws a whole frame from the view model. Holds no state: the same view gives the same pixels,
// whether the target is the window or a RenderTexture (--screenshot, tests).
void draw_screen(sf::RenderTarget& target, const ScreenView& view, const Layout& layout, const Fonts& fonts);

} // namespace pendule::app
