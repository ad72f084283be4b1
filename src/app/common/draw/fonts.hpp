#pragma once

#include <SFML/Graphics/Font.hpp>

#include <vector>

namespace pendule::app {

// The DejaVu fonts, from the bytes of their files (read by the platform: app/common/platform/files.hpp).
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

    enum class Face { sans, sans_bold, mono_bold };
    // The face from its file's bytes, kept as long as the fonts; false when they are no font.
    [[nodiscard]] bool take(Face face, std::vector<char> bytes);
};

} // namespace pendule::app
