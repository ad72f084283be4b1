#pragma once

// The program's one audio output (issue 30): the flag and low-time tones and both seats' spoken
// lines go through it, mixed by OpenAL (SFML's audio), so that a test can capture the real output
// (OpenAL Soft's wave writer) and the two players hear their lines at the same time, each on their
// own ear. SFML opens OpenAL's device with its first audio object and closes it with its last:
// playing each line on an object of its own reopened the device for every line. Here the device
// opens with the output and stays open until it is destroyed; each voice (the tones, the left
// seat, the right seat) plays on a source of its own, and a voice's new sound cuts only that
// voice's. Thread-safe: the loop beeps, the talking clock's player thread speaks.

#include "voice/sound.hpp"

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>

namespace pendule::app {

class AudioOutput {
  public:
    enum class Voice { tones, left, right };

    AudioOutput(); // opens the device (the system's default)
    ~AudioOutput();
    AudioOutput(const AudioOutput&) = delete;
    AudioOutput& operator=(const AudioOutput&) = delete;

    // Plays `sound` (16-bit, mono or stereo; a stereo sound is played as it is, each channel on its
    // side) on `voice` from its start, cutting what that voice was playing, never another voice's.
    void play(Voice voice, const voice::Sound& sound);
    // Whether `voice` still plays the last sound given to it.
    bool playing(Voice voice) const;
    // When it opened, on the steady clock in ms (lines a capture of the output up with a trace).
    std::int64_t opened_ms() const { return opened_ms_; }
    // Whether a stereo sound's channels go straight to the output's (OpenAL's AL_SOFT_direct_channels):
    // without it OpenAL places them at -30 and +30 degrees and its panning may let some of one side
    // into the other (no such extension, or the Windows build, where it is not asked for).
    bool direct_channels() const { return direct_channels_; }

  private:
    // sf::Sound, with the name of its OpenAL source (SFML keeps it protected).
    class DirectSound : public sf::Sound {
      public:
        unsigned int source_id() const { return m_source; }
    };
    struct Source {
        std::unique_ptr<sf::SoundBuffer> buffer;
        DirectSound sound;
    };
    mutable std::mutex mutex_;
    // The first of SFML's audio objects (opens OpenAL's device), alive as long as the output.
    sf::SoundBuffer open_device_;
    std::array<Source, 3> sources_;
    std::int64_t opened_ms_ = 0;
    bool direct_channels_ = false;
};

} // namespace pendule::app
