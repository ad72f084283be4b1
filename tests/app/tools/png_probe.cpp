// pendule_png_probe FILE [X Y]...: prints "size W H", then "X Y R G B" for each point. Used by the
// window tests to check colours at known places of a screenshot (exit 1 if the file cannot be read
// or a point is outside the image).
#include <SFML/Graphics/Image.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    if (argc < 2 || argc % 2 != 0) {
        std::cerr << "usage: pendule_png_probe FILE [X Y]...\n";
        return 2;
    }
    sf::Image image;
    if (!image.loadFromFile(argv[1])) {
        std::cerr << "pendule_png_probe: cannot read " << argv[1] << '\n';
        return 1;
    }
    const auto size = image.getSize();
    std::cout << "size " << size.x << ' ' << size.y << '\n';
    for (int i = 2; i + 1 < argc; i += 2) {
        const long x = std::strtol(argv[i], nullptr, 10);
        const long y = std::strtol(argv[i + 1], nullptr, 10);
        if (x < 0 || y < 0 || x >= static_cast<long>(size.x) || y >= static_cast<long>(size.y)) {
            std::cerr << "pendule_png_probe: " << x << ',' << y << " is outside the image\n";
            return 1;
        }
        const sf::Color c = image.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y));
        std::cout << x << ' ' << y << ' ' << int(c.r) << ' ' << int(c.g) << ' ' << int(c.b) << '\n';
    }
    return 0;
}
