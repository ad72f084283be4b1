#include "app/clock/platform/audio_output.hpp"

#include <chrono>

namespace pendule::app {

namespace {

std::size_t index_of(AudioOutput::Voice voice) {
    return static_cast<std::size_t>(voice);
}

} // namespace

AudioOutput::AudioOutput() {
    using namespace std::chrono;
    opened_ms_ = duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

AudioOutput::~AudioOutput() {
    std::lock_guard lock(mutex_);
    for (Source& source : sources_)
        source.sound.stop();
}

void AudioOutput::play(Voice voice, const voice::Sound& sound) {
    if (sound.samples.empty() || sound.rate <= 0 || (sound.channels != 1 && sound.channels != 2))
        return;
    auto buffer = std::make_unique<sf::SoundBuffer>();
    if (!buffer->loadFromSamples(sound.samples.data(), sound.samples.size(),
                                 static_cast<unsigned>(sound.channels), static_cast<unsigned>(sound.rate)))
        return;
    std::lock_guard lock(mutex_);
    Source& source = sources_[index_of(voice)];
    source.sound.stop();
    source.sound.resetBuffer();
    source.buffer = std::move(buffer);
    source.sound.setBuffer(*source.buffer);
    source.sound.play();
}

bool AudioOutput::playing(Voice voice) const {
    std::lock_guard lock(mutex_);
    return sources_[index_of(voice)].sound.getStatus() == sf::Sound::Playing;
}

} // namespace pendule::app
