#pragma once

#include "app/common/model/side.hpp"
#include "core/result.hpp"

#include "app/common/model/key.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::app {

// What a key does for the players, before the arbiter lock and the screen are taken into account.
enum class KeyRole {
    none,
    press_left,  // a key of the left-hand set: the left player's press
    press_right, // a key of the right-hand set
    start,       // Space: starts the game
    pause,       // Pause or Escape: stops the clock to call the arbiter (Laws 6.11, 6.12.2)
    unlock,      // the unlock chord (Ctrl+Alt+A by default)
    speak_left,  // the left player asks the talking clock for the time (F1 by default)
    speak_right, // the right player asks (F12 by default)
};

// A key with the modifiers that must be held.
struct KeyChord {
    Key key = Key::Unknown;
    bool control = false;
    bool alt = false;

    bool operator==(const KeyChord&) const = default;
};

// The players' keys: the left and right halves of the keyboard (left and right Shift included),
// Space, Pause, the unlock chord, and each player's key to ask the talking clock for the time (the
// keyboard's top corners, F1 and F12, found by touch; FIDE Appendix D.2.10.4). Rebindable in the config file.
// Keys whose place differs between QWERTY, AZERTY and QWERTZ (Y, Z) belong to no half by default, so that a
// French or German keyboard cannot give a player's key to the other side.
class KeyMap {
  public:
    KeyMap(); // the default bindings

    KeyRole role(Key key, bool control, bool alt) const;

    const std::vector<Key>& keys(Side side) const { return side == Side::left ? left_ : right_; }
    void set_keys(Side side, std::vector<Key> keys);
    void set_unlock(KeyChord chord) { unlock_ = chord; }
    const KeyChord& unlock() const { return unlock_; }
    Key speak_key(Side side) const { return side == Side::left ? speak_left_ : speak_right_; }
    void set_speak_key(Side side, Key key) { (side == Side::left ? speak_left_ : speak_right_) = key; }

  private:
    std::vector<Key> left_;
    std::vector<Key> right_;
    KeyChord unlock_;
    Key speak_left_ = Key::F1;
    Key speak_right_ = Key::F12;
};

// Key names as written in the config file ("LShift", "Q", "Num1", "Space"); nothing if unknown.
std::optional<Key> key_from_name(std::string_view name);
std::string key_name(Key key);

// "LShift, Q, W" -> keys; the error names the unknown key.
Result<std::vector<Key>> parse_key_list(std::string_view text);
// "Ctrl+Alt+A" -> chord.
Result<KeyChord> parse_chord(std::string_view text);

} // namespace pendule::app
