#pragma once

// The SFML glue both screens use: the program's window opened, SFML's events turned into the
// screens' input events (its size followed as it is resized), and a screenshot drawn off screen.

#include "app/common/input/input_event.hpp"
#include "app/common/platform/program_options.hpp"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Window/Event.hpp>

#include <functional>
#include <optional>
#include <string>

namespace pendule::app {

// Opens the program's window: the options' size or full screen, titled "Pendule", no key repeat.
void open_main_window(sf::RenderWindow& window, const ProgramOptions& options);

// An SFML event as the screens' input rules take it (nothing for the events they do not use). Ctrl+V
// is the clipboard pasted.
std::optional<InputEvent> to_input(const sf::Event& e);

// The window's size, followed as it is resized.
struct WindowSize {
    int width = 0;
    int height = 0;
    bool operator==(const WindowSize&) const = default;
};
WindowSize size_of(const sf::RenderWindow& window);

// Takes the events waiting in the window's queue: a resize changes `size` and the window's view (so
// that one pixel stays one pixel), and each event the screens use is handed to `on_input`, which
// returns whether to go on taking events (false leaves the rest in the queue). Returns how many
// events were taken, of any kind.
int take_events(sf::RenderWindow& window, WindowSize& size,
                const std::function<bool(const InputEvent&)>& on_input);

// Draws `draw` into an off-screen texture of `size` and saves it as an image file at `path`
// (PNG); the reason when it could not.
std::optional<std::string> save_screenshot(WindowSize size, const std::string& path,
                                           const std::function<void(sf::RenderTarget&)>& draw);

} // namespace pendule::app
