#pragma once

#include "app/common/model/key_map.hpp"
#include "app/common/model/speech_settings.hpp"
#include "core/arbiter/edition.hpp"
#include "core/result.hpp"
#include "i18n/lang.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::app {

// The settings a tournament keeps from one round to the next, read from a small text file of
// `name = value` lines (# starts a comment):
//   left_keys = LShift, Q, W, E        right_keys = RShift, P, L, M
//   unlock_chord = Ctrl+Alt+A          pin_hash = $argon2id$...   relock_seconds = 60
//   sound = off                        low_time_sound = off  tenths_below_seconds = 10
//   flag_tone_hz = 880                 low_time_tone_hz = 660
//   keep_screen_awake = on             (off: the screen saver may blank the screen during a game)
//   audio_device = NAME                (the sound's output, as pendule --list-audio-devices names it;
//                                       unset or empty: the system's default)
//   lang = fr   preset_dir = /home/arbiter/presets   laws = 2023
//   chess960 = 518   (a Chess960 game from that start position, 0 to 959; none: standard chess)
//   speak = on  speak_left_key = F1 ...  (the talking clock: app/common/model/speech_settings.hpp)
// and, for a clock in a tournament hall (docs/hall.md; the command line's options win):
//   hall = mqtt://192.168.1.10:1883   event = open-2026   board = 7   round = 5
//   hall_user = 7   hall_password_file = /home/arbiter/7.password   (or hall-user, hall-password-file)
struct AppConfig {
    KeyMap keys;
    std::string pin_hash;            // the PIN's salted hash (pendule --set-pin); empty: no PIN
    std::string pin;                 // a PIN in clear from an older config: hashed at start and removed
    std::int64_t relock_ms = 60'000; // panel relocks after this long without activity
    bool sound = false;              // flag-fall sound; off by default (2026 equipment standard)
    bool low_time_sound = false;     // low-time beep; the visual warning is always on
    int flag_tone_hz = 880;          // the flag-fall tone's pitch
    int low_time_tone_hz = 660;      // the low-time beep's
    bool keep_screen_awake = true;   // no screen saver while a clock is on the screen
    std::string audio_device;        // the audio output's device; empty: the default
    std::int64_t tenths_below_ms = 10'000;
    std::optional<i18n::Lang> lang;
    std::string preset_dir;                              // the user's presets folder
    arbiter::Edition edition = arbiter::default_edition; // laws = 2001 | 2009 | 2014 | 2018 | 2023
    SpeechSettings speech;                               // the talking clock
    // The game's variant: a Chess960 game from this start position (0 to 959, the standard
    // numbering: 518 is the usual array); none: standard chess.
    std::optional<int> chess960;
    // The hall: empty or 0 when the file does not say.
    std::string hall;  // mqtt://HOST[:PORT]
    std::string event; // one MQTT topic level
    int board = 0;     // 1 to 9999
    std::string round; // numbers separated by dots: "5", "2.1"
    std::optional<std::string> hall_user;
    std::optional<std::string> hall_password_file;
    // The e-board (docs/eboard.md): its port (/dev/ttyACM0, COM3) or "auto"; empty: none. Turned
    // round: White plays from the side of the board's connector's right.
    std::string eboard;
    bool eboard_turned = false;
};

// Parses the text of a config file; errors say "line N: ..." and `origin` (the file name) goes into
// Error::where.
// (The file itself is read by the platform: load_config, app/common/platform/files.hpp.)
Result<AppConfig> parse_config(std::string_view text, const std::string& origin);

// The config text with its PIN lines (`pin`, `pin_hash`) replaced by one `pin_hash = HASH` line
// (none when `hash` is empty); every other line stays as it was.
std::string with_pin_hash(std::string_view text, const std::string& hash);

// $XDG_CONFIG_HOME/pendule/pendule.conf or ~/.config/pendule/pendule.conf (may not exist).
std::string default_config_path();
// $XDG_CONFIG_HOME/pendule/presets or ~/.config/pendule/presets.
std::string default_preset_dir();

} // namespace pendule::app
