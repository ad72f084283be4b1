#include "core/rules/pgn_lexicon.hpp"

#include <array>
#include <utility>

namespace pendule::rules {

namespace {

// PGN 7: the characters that may continue a symbol (letters, digits, _ + # = : - and the '/'
// of "1/2-1/2").
bool continues_symbol(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/';
}

bool ends_here(std::string_view text, std::size_t length) {
    return text.size() == length || !continues_symbol(text[length]);
}

// Reads `prefix` at `at` in `text`; moves `at` past it when it is there.
bool take(std::string_view text, std::size_t& at, std::string_view prefix) {
    if (text.substr(at, prefix.size()) != prefix) {
        return false;
    }
    at += prefix.size();
    return true;
}

// One side's score in a result: 1, 0 or a half (2 for "1/2" or "½"); -1 when none is there.
int take_score(std::string_view text, std::size_t& at) {
    if (take(text, at, "1/2") || take(text, at, "\xC2\xBD")) {
        return 2;
    }
    if (take(text, at, "1")) {
        return 1;
    }
    return take(text, at, "0") ? 0 : -1;
}

// The hyphen of a result, or an en dash (U+2013) or em dash (U+2014) written in its place.
bool take_dash(std::string_view text, std::size_t& at) {
    return take(text, at, "-") || take(text, at, "\xE2\x80\x93") || take(text, at, "\xE2\x80\x94");
}

// Glyph and NAG (PGN 10). A longer spelling comes before a shorter one it starts with.
constexpr std::array<std::pair<std::string_view, int>, 14> kUnicodeGlyphs = {{
    {"\xE2\x80\xBC", 3},   // ‼ very good move
    {"\xE2\x81\x87", 4},   // ⁇ very poor move
    {"\xE2\x81\x89", 5},   // ⁉ speculative move
    {"\xE2\x81\x88", 6},   // ⁈ questionable move
    {"\xE2\x96\xA1", 7},   // □ forced move
    {"\xE2\x88\x9E", 13},  // ∞ unclear position
    {"\xE2\xA9\xB2", 14},  // ⩲ White has a slight advantage
    {"\xE2\xA9\xB1", 15},  // ⩱ Black has a slight advantage
    {"\xC2\xB1", 16},      // ± White has a moderate advantage
    {"\xE2\x88\x93", 17},  // ∓ Black has a moderate advantage
    {"+\xE2\x88\x92", 18}, // +− White has a decisive advantage
    {"\xE2\x88\x92+", 19}, // −+ Black has a decisive advantage
    {"\xE2\x88\x86", 140}, // ∆ with the idea
    {"\xE2\x8C\x93", 142}, // ⌓ better is
}};

constexpr std::array<std::pair<std::string_view, int>, 9> kAsciiGlyphs = {{
    {"+/=", 14},
    {"=/+", 15},
    {"+/-", 16},
    {"-/+", 17},
    {"+=", 14},
    {"=+", 15},
    {"+-", 18},
    {"-+", 19},
    {"=", 10}, // drawish position
}};

} // namespace

std::string_view match_result(std::string_view text, std::size_t& length) {
    std::size_t at = 0;
    const int white = take_score(text, at);
    if (white < 0 || !take_dash(text, at)) {
        return {};
    }
    const int black = take_score(text, at);
    if (!ends_here(text, at)) {
        return {};
    }
    length = at;
    if (white == 1 && black == 0) {
        return "1-0";
    }
    if (white == 0 && black == 1) {
        return "0-1";
    }
    return white == 2 && black == 2 ? "1/2-1/2" : std::string_view{};
}

int match_glyph(std::string_view text, std::size_t& length) {
    for (const auto& [glyph, nag] : kUnicodeGlyphs) {
        if (text.substr(0, glyph.size()) == glyph) {
            length = glyph.size();
            return nag;
        }
    }
    for (const auto& [glyph, nag] : kAsciiGlyphs) {
        if (text.substr(0, glyph.size()) == glyph && ends_here(text, glyph.size())) {
            length = glyph.size();
            return nag;
        }
    }
    return 0;
}

} // namespace pendule::rules
