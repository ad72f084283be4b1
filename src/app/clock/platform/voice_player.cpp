#include "app/clock/platform/voice_player.hpp"

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>

#include <chrono>
#include <thread>

namespace pendule::app {

VoicePlayer::VoicePlayer() {
    speaker_ = std::make_unique<voice::Speaker>(
        []() -> Result<std::unique_ptr<voice::Synthesizer>> {
            auto espeak = voice::EspeakSynthesizer::open();
            if (!espeak)
                return espeak.error();
            return std::unique_ptr<voice::Synthesizer>(std::move(espeak.value()));
        },
        [this](const voice::Utterance&, const voice::Sound& sound) { play(sound); });
}

VoicePlayer::~VoicePlayer() {
    stopping_ = true;
    speaker_.reset(); // joins the worker once the sound in progress has stopped
}

void VoicePlayer::say(const SpokenLine& line) {
    const voice::Channel channel = line.ear == Ear::left    ? voice::Channel::Left
                                   : line.ear == Ear::right ? voice::Channel::Right
                                                            : voice::Channel::Both;
    speaker_->say({line.text, line.lang, channel, line.seat == Side::left ? 0 : 1, line.request});
}

// On the Speaker's thread: plays the sound to its end (or until the window closes), polling every
// 10 ms; SFML plays on a thread of its own.
void VoicePlayer::play(const voice::Sound& sound) {
    sf::SoundBuffer buffer;
    if (sound.samples.empty() ||
        !buffer.loadFromSamples(sound.samples.data(), sound.samples.size(),
                                static_cast<unsigned>(sound.channels), static_cast<unsigned>(sound.rate)))
        return;
    sf::Sound playing(buffer);
    playing.play();
    while (!stopping_ && playing.getStatus() == sf::Sound::Playing)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    playing.stop();
}

} // namespace pendule::app
