#pragma once

// The talking clock's settings in the window (FIDE Appendix D), per seat: each player
// may have their own language and ear (one side of a stereo output, for two headphones on a
// splitter) and their own threshold announcements. Everything but answering a request is off by
// default (FIDE C.02 3.1.5). Read from the config file:
//   speak = on                        (or pendule --speak)
//   speak_left_key = F1               speak_right_key = F12
//   speak_lang_left = fr              speak_lang_right = en      (default: the window's language)
//   speak_channel_left = left         speak_channel_right = right (left, right or both)
//   speak_thresholds_left = 600, 300, 120, 60, 30, 20, 10         (seconds; none by default)
//   speak_flag = on    speak_control = on    speak_rulings = on

#include "app/common/model/side.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace pendule::app {

enum class Ear { both, left, right };

struct SeatSpeech {
    std::string lang;                     // "en", "fr"; empty: the window's language
    Ear ear = Ear::both;                  // set per seat below
    std::vector<std::int64_t> thresholds; // milliseconds, the player's own time
};

struct SpeechSettings {
    bool on = false;
    std::array<SeatSpeech, 2> seats{SeatSpeech{{}, Ear::left, {}}, SeatSpeech{{}, Ear::right, {}}};
    bool flag = false;
    bool control = false;
    bool rulings = false;
    // The display's tenths_below_seconds (app_config.hpp): a time is said as it is shown, never more.
    std::int64_t tenths_below_ms = 10'000;

    SeatSpeech& of(Side side) { return seats[side == Side::left ? 0 : 1]; }
    const SeatSpeech& of(Side side) const { return seats[side == Side::left ? 0 : 1]; }
};

} // namespace pendule::app
