#pragma once

#include <SFML/Graphics/Font.hpp>

#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// The DejaVu fonts (Debian package fonts-dejavu-core; beside the program on Windows), looked up at
// run time.
struct Fonts {
  private:
    // The files' bytes, which SFML reads from memory as long as the font lives (declared first, so
    // destroyed after the fonts). Read by Pendule rather than by FreeType's fopen, so that a folder
    // with accents opens on Windows too.
    std::vector<char> bytes_[3];

  public:
    sf::Font sans;
    sf::Font sans_bold;
    sf::Font mono_bold; // the digital readout: fixed width, so digits do not jump

    // Loads the three fonts from PENDULE_FONT_DIR, then the program's ../share/fonts/dejavu (the
    // Windows installer and zip put them there), then the system's (io::system_data_dirs():
    // /usr/share/fonts/truetype/dejavu on Debian; none on Windows).
    // Returns what is missing and how to install it, or nothing on success.
    [[nodiscard]] std::optional<std::string> load();
};

} // namespace pendule::app
