#include "app/clock/platform/beeper.hpp"

#include <cmath>
#include <vector>

namespace pendule::app {

void Beeper::beep(int frequency_hz, int duration_ms) {
    constexpr unsigned rate = 44100;
    const std::size_t count = rate * static_cast<unsigned>(duration_ms) / 1000;
    std::vector<sf::Int16> samples(count);
    // A sine with a 10 ms fade in and out, so the tone does not click. (Audio samples, not time.)
    const std::size_t fade = rate / 100;
    for (std::size_t i = 0; i < count; ++i) {
        const double phase = 2.0 * 3.14159265358979 * frequency_hz * static_cast<double>(i) / rate;
        double gain = 0.35;
        if (i < fade)
            gain *= static_cast<double>(i) / fade;
        if (count - i < fade)
            gain *= static_cast<double>(count - i) / fade;
        samples[i] = static_cast<sf::Int16>(32767.0 * gain * std::sin(phase));
    }
    if (!voice_)
        voice_ = std::make_unique<Voice>();
    voice_->sound.stop();
    if (!voice_->buffer.loadFromSamples(samples.data(), samples.size(), 1, rate))
        return;
    voice_->sound.setBuffer(voice_->buffer);
    voice_->sound.play();
}

} // namespace pendule::app
