#pragma once

// The program's one audio output: the flag and low-time tones and both seats' spoken
// lines go through it, mixed by OpenAL, so that a test can capture the real output (OpenAL Soft's
// wave writer) and the two players hear their lines at the same time, each on their own ear. The
// device is the one chosen (audio_device = in the config, --audio-device), or the system's default;
// it opens with the output and stays open until it is destroyed. Each voice (the tones, the left
// seat, the right seat) plays on an OpenAL source of its own, and a voice's new sound cuts only that
// voice's. OpenAL directly rather than SFML's audio, which always opens the default device.
// Thread-safe: the loop beeps, the talking clock's player thread speaks.

#include "voice/sound.hpp"

#include <array>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace pendule::app {

// The devices OpenAL can open, by name, and the default one (empty when OpenAL names none).
struct AudioDevices {
    std::vector<std::string> names;
    std::string default_name;
};
AudioDevices audio_devices();

class AudioOutput {
  public:
    enum class Voice { tones, left, right };

    // Opens `device` (a name from audio_devices()); empty, or a device that cannot be opened: the
    // system's default (fell_back() says so). No device at all: an output that plays nothing.
    explicit AudioOutput(const std::string& device = {});
    ~AudioOutput();
    AudioOutput(const AudioOutput&) = delete;
    AudioOutput& operator=(const AudioOutput&) = delete;

    // Plays `sound` (16-bit, mono or stereo; a stereo sound is played as it is, each channel on its
    // side) on `voice` from its start, cutting what that voice was playing, never another voice's.
    void play(Voice voice, const voice::Sound& sound);
    // Whether `voice` still plays the last sound given to it.
    bool playing(Voice voice) const;
    // Whether a device is open (false: nothing is heard).
    bool is_open() const { return context_ != nullptr; }
    // The name of the device opened, as OpenAL gives it.
    const std::string& device_name() const { return device_name_; }
    // A device was named and could not be opened: the default is used instead.
    bool fell_back() const { return fell_back_; }
    // When it opened, on the steady clock in ms (lines a capture of the output up with a trace).
    std::int64_t opened_ms() const { return opened_ms_; }
    // Whether a stereo sound's channels go straight to the output's (OpenAL's AL_SOFT_direct_channels):
    // without it OpenAL places them at -30 and +30 degrees and its panning may let some of one side
    // into the other.
    bool direct_channels() const { return direct_channels_; }

  private:
    mutable std::mutex mutex_;
    void* device_ = nullptr;  // ALCdevice
    void* context_ = nullptr; // ALCcontext
    std::array<unsigned int, 3> sources_{};
    std::array<unsigned int, 3> buffers_{};
    std::string device_name_;
    bool fell_back_ = false;
    std::int64_t opened_ms_ = 0;
    bool direct_channels_ = false;
};

} // namespace pendule::app
