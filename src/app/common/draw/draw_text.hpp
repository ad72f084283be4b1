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

// A line of text as draw_text drew it: its words, its character size and where its letters are, in
// the target's pixels.
struct DrawnText {
    std::string text;
    unsigned size = 0;
    float left = 0, top = 0, right = 0, bottom = 0;
};

// While a probe is set, every draw_text call adds what it drew to it: the tests measure every line of
// every screen against the window with it (tests/app/text_bounds). Drawing is one thread's.
void set_text_probe(std::vector<DrawnText>* probe);

// The largest character size (at most `size`) at which the text fits in `width` pixels.
unsigned fit_size(const sf::Font& font, const std::string& utf8, unsigned size, float width);

// The words of `utf8` in lines of at most `width` pixels at `size`, at most `rows` lines: the last
// one takes the rest of the words (to be drawn with fit_size). A word wider than `width` stands alone.
std::vector<std::string> wrap_text(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                                   int rows);

// A text laid out for a place `width` pixels wide and `rows` lines high: its lines and their size.
struct FittedText {
    std::vector<std::string> lines;
    unsigned size = 0;
    bool shortened = false; // the end was given up ("…")
};

// The distance from a line's top to the next one's, at `size`.
inline float line_height(unsigned size) {
    return static_cast<float>(size) * 1.25f;
}

// The text wrapped at its spaces into at most `rows` lines no wider than `width`, at `size`, or at
// a smaller size down to `smallest` when it needs more lines than that. When it does not fit even
// at `smallest`, the last line ends with "…" after the last whole word that fits there (a single
// word wider than the place is cut after its last letter that fits): never cut off by the edge, and
// never in letters smaller than `smallest`.
FittedText fit_text(const sf::Font& font, const std::string& utf8, unsigned size, float width, int rows,
                    unsigned smallest);

// The text in a box `width` x `height` pixels, its lines line_height() apart: in the largest letters
// (at most `size`, at least `smallest`) that show it whole, on one line or on as many as the box
// holds; shortened as fit_text does when none shows it whole.
FittedText fit_text_box(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                        float height, unsigned smallest);

} // namespace pendule::app
