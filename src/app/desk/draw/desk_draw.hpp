#pragma once

#include "app/common/draw/fonts.hpp"
#include "app/desk/view/desk_view.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

namespace pendule::app {

// Draws the desk screen: the round's title, the board rows (the selected one lit), the byes, the
// keys, the last action's outcome.
void draw_desk(sf::RenderTarget& target, const DeskView& view, const DeskLayout& layout, const Fonts& fonts);

} // namespace pendule::app
