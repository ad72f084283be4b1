#pragma once

#include <SFML/Graphics/Font.hpp>

#include <optional>
#include <string>

namespace pendule::app {

// The DejaVu fonts (Debian package fonts-dejavu-core), looked up at run time.
struct Fonts {
    sf::Font sans;
    sf::Font sans_bold;
    sf::Font mono_bold; // the digital readout: fixed width, so digits do not jump

    // Loads the three fonts from PENDULE_FONT_DIR, then /usr/share/fonts/truetype/dejavu.
    // Returns what is missing and how to install it, or nothing on success.
    [[nodiscard]] std::optional<std::string> load();
};

} // namespace pendule::app
