#include "app/common/draw/draw_text.hpp"

#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <optional>
#include <sstream>

namespace pendule::app {

namespace {

sf::String from_utf8(const std::string& utf8) {
    return sf::String::fromUtf8(utf8.begin(), utf8.end());
}

std::vector<DrawnText>* text_probe = nullptr;

} // namespace

void set_text_probe(std::vector<DrawnText>* probe) {
    text_probe = probe;
}

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
    if (text_probe) {
        const sf::FloatRect drawn = text.getGlobalBounds();
        text_probe->push_back(
            {utf8, size, drawn.left, drawn.top, drawn.left + drawn.width, drawn.top + drawn.height});
    }
    return bounds.width;
}

unsigned fit_size(const sf::Font& font, const std::string& utf8, unsigned size, float width) {
    sf::Text text(from_utf8(utf8), font, size);
    const float w = text.getLocalBounds().width;
    if (w <= width || w <= 0)
        return size;
    // In proportion, then smaller while the glyphs' hinting still makes it wider than `width`.
    auto fitted = static_cast<unsigned>(static_cast<float>(size) * width / w);
    for (; fitted > 1; --fitted) {
        text.setCharacterSize(fitted);
        if (text.getLocalBounds().width <= width)
            break;
    }
    return fitted;
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

namespace {

float text_width(sf::Text& text, const std::string& utf8) {
    text.setString(from_utf8(utf8));
    return text.getLocalBounds().width;
}

// The words of `utf8` in lines of at most `width` pixels; a word wider than that stands alone.
std::vector<std::string> wrap_all(sf::Text& text, const std::string& utf8, float width) {
    std::vector<std::string> lines;
    std::istringstream words(utf8);
    std::string line;
    for (std::string word; words >> word;) {
        const std::string longer = line.empty() ? word : line + ' ' + word;
        if (!line.empty() && text_width(text, longer) > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

// The end of a UTF-8 character that starts at or before `pos`: the next character's start.
std::size_t utf8_back(const std::string& text, std::size_t pos) {
    while (pos > 0 && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80)
        --pos;
    return pos;
}

// `line` shortened to end with "…" within `width`: after its last whole word that fits, or, for a
// first word too wide alone, after its last letter that fits.
std::string shortened(sf::Text& text, const std::string& line, float width) {
    const std::string ellipsis = "…";
    if (text_width(text, line) <= width)
        return line;
    std::string kept = line;
    for (std::size_t space = kept.rfind(' '); space != std::string::npos; space = kept.rfind(' ')) {
        kept.resize(space);
        if (text_width(text, kept + ellipsis) <= width)
            return kept + ellipsis;
    }
    for (std::size_t end = utf8_back(kept, kept.size() - 1); end > 0; end = utf8_back(kept, end - 1))
        if (text_width(text, kept.substr(0, end) + ellipsis) <= width)
            return kept.substr(0, end) + ellipsis;
    return ellipsis;
}

} // namespace

FittedText fit_text(const sf::Font& font, const std::string& utf8, unsigned size, float width, int rows,
                    unsigned smallest) {
    rows = std::max(rows, 1);
    smallest = std::min(smallest, size);
    sf::Text text(sf::String(), font, size);
    FittedText fitted{{}, size};
    for (;; --fitted.size) {
        text.setCharacterSize(fitted.size);
        fitted.lines = wrap_all(text, utf8, width);
        bool fits = static_cast<int>(fitted.lines.size()) <= rows;
        for (const std::string& line : fitted.lines)
            fits = fits && text_width(text, line) <= width;
        if (fits || fitted.size <= smallest)
            break;
    }
    if (static_cast<int>(fitted.lines.size()) > rows) {
        // The rest joined to the last line kept, which is then shortened.
        std::string last = fitted.lines[static_cast<std::size_t>(rows) - 1];
        for (std::size_t i = static_cast<std::size_t>(rows); i < fitted.lines.size(); ++i)
            last += ' ' + fitted.lines[i];
        fitted.lines.resize(static_cast<std::size_t>(rows));
        fitted.lines.back() = last;
    }
    for (std::string& line : fitted.lines) {
        std::string cut = shortened(text, line, width);
        fitted.shortened = fitted.shortened || cut != line;
        line = std::move(cut);
    }
    return fitted;
}

FittedText fit_text_box(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                        float height, unsigned smallest) {
    smallest = std::min(smallest, size);
    std::optional<FittedText> best;
    for (int rows = 1;; ++rows) {
        const auto room = static_cast<unsigned>(height / (static_cast<float>(rows) * 1.25f));
        const unsigned cap = std::min(size, room);
        if (cap < smallest && best)
            break;
        FittedText fitted = fit_text(font, utf8, std::max(cap, smallest), width, rows, smallest);
        // Whole and larger wins; among shortened ones, the one that keeps the most lines of it.
        if (!best || (best->shortened && !fitted.shortened) ||
            (!best->shortened && !fitted.shortened && fitted.size > best->size) ||
            (best->shortened && fitted.shortened))
            best = std::move(fitted);
        if (cap < smallest)
            break;
    }
    return *best;
}

} // namespace pendule::app
