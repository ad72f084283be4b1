#include "core/arbiter/wording.hpp"

#include "core/arbiter/penalty.hpp"

namespace pendule::arbiter {

std::string colour_fr(rules::Color side) {
    return side == rules::Color::White ? "les Blancs" : "les Noirs";
}

std::string of_colour_fr(rules::Color side) {
    return side == rules::Color::White ? "des Blancs" : "des Noirs";
}

std::string to_move_fr(rules::Color side) {
    return side == rules::Color::White ? "trait aux Blancs" : "trait aux Noirs";
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string edition_fr(Edition edition) {
    return "R\xc3\xa8gles " + std::string(edition_name(edition));
}

std::string san_fr(const std::string& san) {
    std::string out = san;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i != 0 && out[i - 1] != '=')
            continue;
        switch (out[i]) {
        case 'K':
            out[i] = 'R';
            break;
        case 'Q':
            out[i] = 'D';
            break;
        case 'R':
            out[i] = 'T';
            break;
        case 'B':
            out[i] = 'F';
            break;
        case 'N':
            out[i] = 'C';
            break;
        default:
            break;
        }
    }
    return out;
}

std::string duration_fr(std::int64_t ms) {
    std::string text = describe_duration(ms);
    for (char& c : text)
        if (c == '.')
            c = ',';
    return text;
}

} // namespace pendule::arbiter
