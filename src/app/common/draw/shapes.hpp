#pragma once

// A rectangle of the layout filled, with an optional outline: the one shape every screen draws.

#include "app/common/view/rect.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/RenderStates.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// For shapes whose colours are opaque: drawn without blending, a software renderer (llvmpipe, the
// laptop without a driver) writes their pixels without reading what was under them first.
inline sf::RenderStates opaque_states() {
    return sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::Zero));
}

void fill_rect(sf::RenderTarget& target, const Rect& r, sf::Color colour,
               sf::Color outline = sf::Color::Transparent, float thickness = 0);

} // namespace pendule::app
