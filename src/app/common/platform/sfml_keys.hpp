#pragma once

// SFML's key codes turned into the window's own (model/key.hpp): the same list in the same order,
// which the checks below hold SFML to, so that a change in a future SFML fails to compile here
// instead of pressing the wrong player's clock.
#include "app/common/model/key.hpp"

#include <SFML/Window/Keyboard.hpp>

namespace pendule::app {

constexpr bool same_key(Key ours, sf::Keyboard::Key sfml) {
    return static_cast<int>(ours) == static_cast<int>(sfml);
}
static_assert(same_key(Key::Unknown, sf::Keyboard::Unknown) && same_key(Key::A, sf::Keyboard::A) &&
                  same_key(Key::Z, sf::Keyboard::Z) && same_key(Key::Num0, sf::Keyboard::Num0) &&
                  same_key(Key::Escape, sf::Keyboard::Escape) &&
                  same_key(Key::LShift, sf::Keyboard::LShift) &&
                  same_key(Key::RShift, sf::Keyboard::RShift) && same_key(Key::Menu, sf::Keyboard::Menu) &&
                  same_key(Key::Hyphen, sf::Keyboard::Hyphen) && same_key(Key::Space, sf::Keyboard::Space) &&
                  same_key(Key::Enter, sf::Keyboard::Enter) &&
                  same_key(Key::Backspace, sf::Keyboard::Backspace) &&
                  same_key(Key::Delete, sf::Keyboard::Delete) && same_key(Key::Left, sf::Keyboard::Left) &&
                  same_key(Key::Down, sf::Keyboard::Down) && same_key(Key::Numpad9, sf::Keyboard::Numpad9) &&
                  same_key(Key::F1, sf::Keyboard::F1) && same_key(Key::F15, sf::Keyboard::F15) &&
                  same_key(Key::Pause, sf::Keyboard::Pause) &&
                  same_key(Key::KeyCount, sf::Keyboard::KeyCount),
              "model/key.hpp must list SFML's keys in SFML's order");

inline Key from_sfml(sf::Keyboard::Key key) {
    return static_cast<Key>(static_cast<int>(key));
}

} // namespace pendule::app
