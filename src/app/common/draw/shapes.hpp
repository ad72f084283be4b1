#pragma once

// A rectangle of the layout filled, with an optional outline: the one shape every screen draws.

#include "app/common/view/rect.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

void fill_rect(sf::RenderTarget& target, const Rect& r, sf::Color colour,
               sf::Color outline = sf::Color::Transparent, float thickness = 0);

} // namespace pendule::app
