#pragma once

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>

#include <memory>

namespace pendule::app {

// A short synthesised tone (no sound file to ship). The audio device is opened only on the first
// beep, so a clock with sound off (the default, 2026 equipment standard) never touches it.
class Beeper {
  public:
    void beep(int frequency_hz, int duration_ms);

  private:
    struct Voice {
        sf::SoundBuffer buffer;
        sf::Sound sound;
    };
    std::unique_ptr<Voice> voice_;
};

} // namespace pendule::app
