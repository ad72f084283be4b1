#include "app/clock/platform/beeper.hpp"

#include <cmath>
#include <utility>
#include <vector>

namespace pendule::app {

void beep(AudioOutput& output, int frequency_hz, int duration_ms) {
    constexpr int rate = 44100;
    voice::Sound tone;
    tone.rate = rate;
    const std::size_t count = static_cast<std::size_t>(rate) * static_cast<unsigned>(duration_ms) / 1000;
    std::vector<std::int16_t> samples(count);
    // A sine with a 10 ms fade in and out, so the tone does not click. (Audio samples, not time.)
    const std::size_t fade = rate / 100;
    for (std::size_t i = 0; i < count; ++i) {
        const double phase = 2.0 * 3.14159265358979 * frequency_hz * static_cast<double>(i) / rate;
        double gain = 0.35;
        if (i < fade)
            gain *= static_cast<double>(i) / fade;
        if (count - i < fade)
            gain *= static_cast<double>(count - i) / fade;
        samples[i] = static_cast<std::int16_t>(32767.0 * gain * std::sin(phase));
    }
    tone.samples = std::move(samples);
    // Stereo, the same on both sides: played as it is, never placed in space by OpenAL.
    output.play(AudioOutput::Voice::tones, voice::place_on_channel(tone, voice::Channel::Both));
}

} // namespace pendule::app
