#pragma once

#include "app/clock/view/layout.hpp"
#include "app/clock/view/view.hpp"
#include "app/common/draw/fonts.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

#include <vector>

namespace pendule::app {

// Draws a whole frame from the view model. Holds no state: the same view gives the same pixels,
// whether the target is the window or a RenderTexture (--screenshot, tests).
// The layout a view is drawn in: compact (faces reduced to band and readout) when a card is open,
// the setup card before the game or the arbiter panel during it. Input hit-tests the same layout.
Layout layout_for(const ScreenView& view, int width, int height);

void draw_screen(sf::RenderTarget& target, const ScreenView& view, const Layout& layout, const Fonts& fonts);

// A part of the screen where one face changed.
struct ScreenPart {
    Side side = Side::left;
    Rect area;
};

// Where the screen of `next` differs from that of `shown`, both drawn in `layout`, when only the
// faces changed: a face's dial, its readout and the lines under it (a running clock's second), or
// the whole face with its outline. Empty when the whole screen must be drawn again.
std::vector<ScreenPart> changed_parts(const ScreenView& shown, const ScreenView& next, const Layout& layout);

// Draws `view`'s screen inside `parts` only, the rest of the target kept: each pixel there is the
// one draw_screen gives (the background and the face, clipped by the scissor test). The faces are
// drawn first into `scratch` (a texture of a pixel will do), unclipped: a font's texture that grows
// for a new letter is copied, and the scissor test would clip that copy.
void draw_parts(sf::RenderTarget& target, const ScreenView& view, const Layout& layout, const Fonts& fonts,
                const std::vector<ScreenPart>& parts, sf::RenderTarget& scratch);

} // namespace pendule::app
