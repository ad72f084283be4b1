#include "app/common/model/key_map.hpp"

#include "core/parse.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace pendule::app {

namespace {

using K = Key;

// Every key the config file may name, in SFML's order.
constexpr std::pair<std::string_view, K> names[] = {
    {"A", K::A},
    {"B", K::B},
    {"C", K::C},
    {"D", K::D},
    {"E", K::E},
    {"F", K::F},
    {"G", K::G},
    {"H", K::H},
    {"I", K::I},
    {"J", K::J},
    {"K", K::K},
    {"L", K::L},
    {"M", K::M},
    {"N", K::N},
    {"O", K::O},
    {"P", K::P},
    {"Q", K::Q},
    {"R", K::R},
    {"S", K::S},
    {"T", K::T},
    {"U", K::U},
    {"V", K::V},
    {"W", K::W},
    {"X", K::X},
    {"Y", K::Y},
    {"Z", K::Z},
    {"Num0", K::Num0},
    {"Num1", K::Num1},
    {"Num2", K::Num2},
    {"Num3", K::Num3},
    {"Num4", K::Num4},
    {"Num5", K::Num5},
    {"Num6", K::Num6},
    {"Num7", K::Num7},
    {"Num8", K::Num8},
    {"Num9", K::Num9},
    {"Escape", K::Escape},
    {"LControl", K::LControl},
    {"LShift", K::LShift},
    {"LAlt", K::LAlt},
    {"LSystem", K::LSystem},
    {"RControl", K::RControl},
    {"RShift", K::RShift},
    {"RAlt", K::RAlt},
    {"RSystem", K::RSystem},
    {"Menu", K::Menu},
    {"LBracket", K::LBracket},
    {"RBracket", K::RBracket},
    {"Semicolon", K::Semicolon},
    {"Comma", K::Comma},
    {"Period", K::Period},
    {"Quote", K::Quote},
    {"Slash", K::Slash},
    {"Backslash", K::Backslash},
    {"Tilde", K::Tilde},
    {"Equal", K::Equal},
    {"Hyphen", K::Hyphen},
    {"Space", K::Space},
    {"Enter", K::Enter},
    {"Backspace", K::Backspace},
    {"Tab", K::Tab},
    {"PageUp", K::PageUp},
    {"PageDown", K::PageDown},
    {"End", K::End},
    {"Home", K::Home},
    {"Insert", K::Insert},
    {"Delete", K::Delete},
    {"Add", K::Add},
    {"Subtract", K::Subtract},
    {"Multiply", K::Multiply},
    {"Divide", K::Divide},
    {"Left", K::Left},
    {"Right", K::Right},
    {"Up", K::Up},
    {"Down", K::Down},
    {"Numpad0", K::Numpad0},
    {"Numpad1", K::Numpad1},
    {"Numpad2", K::Numpad2},
    {"Numpad3", K::Numpad3},
    {"Numpad4", K::Numpad4},
    {"Numpad5", K::Numpad5},
    {"Numpad6", K::Numpad6},
    {"Numpad7", K::Numpad7},
    {"Numpad8", K::Numpad8},
    {"Numpad9", K::Numpad9},
    {"F1", K::F1},
    {"F2", K::F2},
    {"F3", K::F3},
    {"F4", K::F4},
    {"F5", K::F5},
    {"F6", K::F6},
    {"F7", K::F7},
    {"F8", K::F8},
    {"F9", K::F9},
    {"F10", K::F10},
    {"F11", K::F11},
    {"F12", K::F12},
    {"Pause", K::Pause},
};

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

bool contains(const std::vector<K>& keys, K key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

} // namespace

KeyMap::KeyMap()
    // The left half of a QWERTY/AZERTY keyboard without Y/Z (QWERTZ moves them), and the right half.
    : left_{K::LShift, K::Q, K::W, K::E, K::R,   K::T,     K::A,    K::S,    K::D,    K::F,    K::G,
            K::X,      K::C, K::V, K::B, K::Tab, K::Tilde, K::Num1, K::Num2, K::Num3, K::Num4, K::Num5},
      right_{K::RShift,    K::U,     K::I,     K::O,        K::P,        K::H,         K::J,
             K::K,         K::L,     K::N,     K::M,        K::Comma,    K::Period,    K::Slash,
             K::Semicolon, K::Quote, K::Enter, K::LBracket, K::RBracket, K::Backslash, K::Num7,
             K::Num8,      K::Num9,  K::Num0,  K::Left,     K::Right,    K::Up,        K::Down},
      unlock_{K::A, true, true} {}

KeyRole KeyMap::role(Key key, bool control, bool alt) const {
    // The chord is checked first: its key may belong to a player's half.
    if (key == unlock_.key && control == unlock_.control && alt == unlock_.alt)
        return KeyRole::unlock;
    if (key == K::Space)
        return KeyRole::start;
    if (key == K::Pause || key == K::Escape)
        return KeyRole::pause;
    if (control || alt)
        return KeyRole::none; // a chord being typed is nobody's press
    // A speak key named in a half too is a request: asking never presses the clock.
    if (key == speak_left_)
        return KeyRole::speak_left;
    if (key == speak_right_)
        return KeyRole::speak_right;
    if (contains(left_, key))
        return KeyRole::press_left;
    if (contains(right_, key))
        return KeyRole::press_right;
    return KeyRole::none;
}

void KeyMap::set_keys(Side side, std::vector<Key> keys) {
    (side == Side::left ? left_ : right_) = std::move(keys);
}

std::optional<Key> key_from_name(std::string_view name) {
    for (const auto& [text, key] : names)
        if (equal_ignoring_case(text, name))
            return key;
    return std::nullopt;
}

std::string key_name(Key key) {
    for (const auto& [text, k] : names)
        if (k == key)
            return std::string(text);
    return "Unknown";
}

Result<std::vector<Key>> parse_key_list(std::string_view text) {
    std::vector<K> keys;
    for (const std::string_view word : list_items(text)) {
        auto key = key_from_name(word);
        if (!key)
            return fail("unknown key '" + std::string(word) +
                        "' (names as in SFML: A, Num1, LShift, Space...)");
        keys.push_back(*key);
    }
    if (keys.empty())
        return fail("no key given");
    return keys;
}

Result<KeyChord> parse_chord(std::string_view text) {
    KeyChord chord;
    while (!text.empty()) {
        const auto plus = text.find('+');
        const std::string_view word = trim(text.substr(0, plus));
        text = plus == std::string_view::npos ? std::string_view{} : text.substr(plus + 1);
        if (equal_ignoring_case(word, "ctrl") || equal_ignoring_case(word, "control")) {
            chord.control = true;
        } else if (equal_ignoring_case(word, "alt")) {
            chord.alt = true;
        } else if (auto key = key_from_name(word); key && chord.key == K::Unknown) {
            chord.key = *key;
        } else {
            return fail("bad chord part '" + std::string(word) + "' (expected e.g. Ctrl+Alt+A)");
        }
    }
    if (chord.key == K::Unknown)
        return fail("the chord has no key (expected e.g. Ctrl+Alt+A)");
    if (!chord.control && !chord.alt)
        return fail("the unlock chord needs Ctrl or Alt, so that no single key unlocks the panel");
    return chord;
}

} // namespace pendule::app
