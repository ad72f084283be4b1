#include "app/common/draw/fonts.hpp"

namespace pendule::app {

bool Fonts::take(Face face, std::vector<char> bytes) {
    const auto index = static_cast<std::size_t>(face);
    sf::Font* const fonts[] = {&sans, &sans_bold, &mono_bold};
    bytes_[index] = std::move(bytes);
    return fonts[index]->loadFromMemory(bytes_[index].data(), bytes_[index].size());
}

} // namespace pendule::app
