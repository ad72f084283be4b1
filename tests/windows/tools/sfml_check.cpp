// The Windows build's SFML 2.6.2 (third_party/sfml, static) linked into a program and used without
// a window, so that phase 2 (the window, docs/windows.md) only adds the program: the system module
// (a clock), graphics (FreeType reads DejaVu Sans; an image written as PNG), audio (a tone written
// as Ogg Vorbis, through the prebuilt Vorbis) and window (the desktop's video mode, linked).
//   pendule_sfml_check FONT.ttf OUT_DIR
#include <SFML/Audio.hpp>
#include <SFML/Graphics.hpp>
#include <SFML/System.hpp>
#include <SFML/Window.hpp>

#include <cmath>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: pendule_sfml_check FONT.ttf OUT_DIR\n";
        return 2;
    }
    const sf::Clock clock;
    const std::string out = argv[2];

    sf::Font font;
    if (!font.loadFromFile(argv[1])) {
        std::cerr << "cannot load the font " << argv[1] << '\n';
        return 1;
    }
    std::cout << "font: " << font.getInfo().family << '\n';

    sf::Image image;
    image.create(16, 8, sf::Color(255, 0, 0));
    image.setPixel(3, 2, sf::Color(0, 128, 255));
    if (!image.saveToFile(out + "/sfml-check.png")) {
        std::cerr << "cannot write the PNG\n";
        return 1;
    }
    sf::Image back;
    if (!back.loadFromFile(out + "/sfml-check.png") || back.getPixel(3, 2) != sf::Color(0, 128, 255)) {
        std::cerr << "the PNG does not read back\n";
        return 1;
    }
    std::cout << "png: " << back.getSize().x << "x" << back.getSize().y << '\n';

    // One second of 440 Hz, mono 22050 Hz, through OutputSoundFile (no audio device needed).
    std::vector<sf::Int16> samples(22050);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] =
            static_cast<sf::Int16>(8000 * std::sin(2 * 3.14159265 * 440 * static_cast<double>(i) / 22050));
    {
        sf::OutputSoundFile ogg;
        if (!ogg.openFromFile(out + "/sfml-check.ogg", 22050, 1)) {
            std::cerr << "cannot write the Ogg file\n";
            return 1;
        }
        ogg.write(samples.data(), samples.size());
    }
    sf::InputSoundFile in;
    if (!in.openFromFile(out + "/sfml-check.ogg") || in.getSampleRate() != 22050 ||
        in.getChannelCount() != 1) {
        std::cerr << "the Ogg file does not read back\n";
        return 1;
    }
    std::cout << "ogg: " << in.getSampleCount() << " samples at " << in.getSampleRate() << " Hz\n";

    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    std::cout << "desktop: " << desktop.width << "x" << desktop.height << '\n';
    std::cout << "sfml " << SFML_VERSION_MAJOR << '.' << SFML_VERSION_MINOR << '.' << SFML_VERSION_PATCH
              << " ok in " << clock.getElapsedTime().asMilliseconds() << " ms\n";
    return 0;
}
