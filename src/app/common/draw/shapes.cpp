#include "app/common/draw/shapes.hpp"

#include "app/common/draw/pixels.hpp"

#include <SFML/Graphics/RectangleShape.hpp>

namespace pendule::app {

void fill_rect(sf::RenderTarget& target, const Rect& r, sf::Color colour, sf::Color outline,
               float thickness) {
    using pixels::f;
    sf::RectangleShape shape({f(r.w), f(r.h)});
    shape.setPosition(f(r.x), f(r.y));
    shape.setFillColor(colour);
    shape.setOutlineColor(outline);
    shape.setOutlineThickness(thickness);
    const bool opaque = colour.a == 255 && (thickness == 0.f || outline.a == 255);
    target.draw(shape, opaque ? opaque_states() : sf::RenderStates::Default);
}

} // namespace pendule::app
