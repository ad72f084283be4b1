#include "app/common/platform/window.hpp"

#include "app/common/platform/sfml_keys.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Window/Clipboard.hpp>

namespace pendule::app {

void open_main_window(sf::RenderWindow& window, const ProgramOptions& options) {
    sf::VideoMode mode(static_cast<unsigned>(options.width), static_cast<unsigned>(options.height));
    auto style = sf::Style::Default;
    if (options.fullscreen) {
        mode = sf::VideoMode::getDesktopMode();
        style = sf::Style::Fullscreen;
    }
    window.create(mode, "Pendule", style);
    window.setKeyRepeatEnabled(false); // a held key is one press
    window.setVerticalSyncEnabled(false);
}

std::optional<InputEvent> to_input(const sf::Event& e) {
    switch (e.type) {
    case sf::Event::KeyPressed:
        if (e.key.code == sf::Keyboard::V && e.key.control && !e.key.alt) {
            const sf::String clip = sf::Clipboard::getString();
            const auto utf8 = clip.toUtf8();
            return InputEvent::paste(std::string(utf8.begin(), utf8.end()));
        }
        return InputEvent::key_down(from_sfml(e.key.code), e.key.control, e.key.alt);
    case sf::Event::TextEntered:
        return InputEvent::typed(static_cast<char32_t>(e.text.unicode));
    case sf::Event::MouseButtonPressed:
        if (e.mouseButton.button == sf::Mouse::Left)
            return InputEvent::click_at(e.mouseButton.x, e.mouseButton.y);
        return std::nullopt;
    case sf::Event::TouchBegan:
        return InputEvent::click_at(e.touch.x, e.touch.y);
    case sf::Event::Closed: {
        InputEvent close;
        close.kind = InputEvent::Kind::close;
        return close;
    }
    default:
        return std::nullopt;
    }
}

WindowSize size_of(const sf::RenderWindow& window) {
    return {static_cast<int>(window.getSize().x), static_cast<int>(window.getSize().y)};
}

int take_events(sf::RenderWindow& window, WindowSize& size,
                const std::function<bool(const InputEvent&)>& on_input) {
    int taken = 0;
    sf::Event event;
    while (window.pollEvent(event)) {
        ++taken;
        if (event.type == sf::Event::Resized) {
            size = {static_cast<int>(event.size.width), static_cast<int>(event.size.height)};
            window.setView(sf::View(
                sf::FloatRect(0, 0, static_cast<float>(size.width), static_cast<float>(size.height))));
            continue;
        }
        if (auto input = to_input(event))
            if (!on_input(*input))
                break;
    }
    return taken;
}

std::optional<std::string> save_screenshot(WindowSize size, const std::string& path,
                                           const std::function<void(sf::RenderTarget&)>& draw) {
    sf::RenderTexture texture;
    if (!texture.create(static_cast<unsigned>(size.width), static_cast<unsigned>(size.height)))
        return "cannot create a render texture for the screenshot";
    draw(texture);
    texture.display();
    if (!texture.getTexture().copyToImage().saveToFile(path))
        return "cannot write " + path;
    return std::nullopt;
}

} // namespace pendule::app
