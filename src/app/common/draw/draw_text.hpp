#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <string>
#include <vector>

namespace pendule::app {

enum class Align { left, centre, right };

// Draws UTF-8 text with its top edge at y (the glyphs' visible top, not the line's), aligned on x.
// Returns the drawn width in pixels.
float draw_text(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size,
                sf::Color colour, float x, float y, Align align = Align::left);

// The largest character size (at most `size`) at which the text fits in `width` pixels.
unsigned fit_size(const sf::Font& font, const std::string& utf8, unsigned size, float width);

// The words of `utf8` in lines of at most `width` pixels at `size`, at most `rows` lines: the last
// one takes the rest of the words (to be drawn with fit_size). A word wider than `width` stands alone.
std::vector<std::string> wrap_text(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                                   int rows);

} // namespace pendule::app
