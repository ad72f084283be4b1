#pragma once

#include "app/clock/view/layout.hpp"
#include "app/clock/view/view.hpp"
#include "app/common/draw/fonts.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// Draws a whole frame from the view model. Holds no state: the same view gives the same pixels,
// whether the target is the window or a RenderTexture (--screenshot, tests).
// The layout a view is drawn in: compact (faces reduced to band and readout) when a card is open,
// the setup card before the game or the arbiter panel during it. Input hit-tests the same layout.
Layout layout_for(const ScreenView& view, int width, int height);

void draw_screen(sf::RenderTarget& target, const ScreenView& view, const Layout& layout, const Fonts& fonts);

} // namespace pendule::app
