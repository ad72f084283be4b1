#include "app/common/draw/draw_text.hpp"

#include <SFML/Graphics/Text.hpp>

#include <sstream>

namespace pendule::app {

namespace {

sf::String from_utf8(const std::string& utf8) {
    return sf::String::fromUtf8(utf8.begin(), utf8.end());
}

} // namespace

float draw_text(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size,
                sf::Color colour, float x, float y, Align align) {
    if (utf8.empty() || size == 0)
        return 0;
    sf::Text text(from_utf8(utf8), font, size);
    text.setFillColor(colour);
    const sf::FloatRect bounds = text.getLocalBounds();
    float left = x - bounds.left;
    if (align == Align::centre)
        left = x - bounds.left - bounds.width / 2;
    else if (align == Align::right)
        left = x - bounds.left - bounds.width;
    // Digits' top sits at a fixed offset of the size; use it so lines do not jump with content.
    text.setPosition(static_cast<float>(static_cast<int>(left)),
                     static_cast<float>(static_cast<int>(y - static_cast<float>(size) * 0.22f)));
    target.draw(text);
    return bounds.width;
}

unsigned fit_size(const sf::Font& font, const std::string& utf8, unsigned size, float width) {
    sf::Text text(from_utf8(utf8), font, size);
    const float w = text.getLocalBounds().width;
    if (w <= width || w <= 0)
        return size;
    return static_cast<unsigned>(static_cast<float>(size) * width / w);
}

std::vector<std::string> wrap_text(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                                   int rows) {
    std::vector<std::string> lines;
    std::istringstream words(utf8);
    std::string line;
    sf::Text text(sf::String(), font, size);
    for (std::string word; words >> word;) {
        std::string longer = line;
        if (!longer.empty())
            longer += ' ';
        longer += word;
        text.setString(from_utf8(longer));
        if (!line.empty() && static_cast<int>(lines.size()) + 1 < rows &&
            text.getLocalBounds().width > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = std::move(longer);
        }
    }
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

} // namespace pendule::app
