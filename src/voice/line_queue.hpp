#pragma once

// What one listener's voice plays next. Each seat has a voice of its own on the audio
// output, so the two players' lines play at the same time, each on its ear, and one seat's line is
// never cut by the other's. Within a seat, lines play one after the other, in order, none dropped,
// with the on-request exception of the Speaker (speaker.hpp): an answer to a request replaces the
// same seat's answer still waiting, and cuts short the seat's answer being played when nothing waits
// before it (the player asked again: the time being said is out of date). Any other line is finished.
// Pure: no sound, no thread; the player calls next() as often as it looks at its voice.

#include "voice/sound.hpp"

#include <cstddef>
#include <deque>
#include <optional>

namespace pendule::voice {

class LineQueue {
  public:
    // A line ready to be played (synthesised, on its channel).
    void add(Sound sound, bool request);
    // What to start now on the voice, `voice_playing` saying whether it still plays the last line
    // started: the next line when the voice is free, or when the line playing is to be cut short.
    std::optional<Sound> next(bool voice_playing);

    std::size_t waiting() const { return waiting_.size(); }
    std::size_t cut() const { return cut_count_; }           // lines cut short so far
    std::size_t replaced() const { return replaced_count_; } // waiting answers replaced so far

  private:
    struct Line {
        Sound sound;
        bool request = false;
    };
    std::deque<Line> waiting_;
    bool playing_request_ = false; // the line started last is an answer to a request
    bool cut_ = false;             // ... and a newer answer is to cut it
    std::size_t cut_count_ = 0;
    std::size_t replaced_count_ = 0;
};

} // namespace pendule::voice
