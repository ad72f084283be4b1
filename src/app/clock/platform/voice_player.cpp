#include "app/clock/platform/voice_player.hpp"

#include "io/os/file_system.hpp"

#include <chrono>

namespace pendule::app {

namespace {

AudioOutput::Voice voice_of(std::size_t seat) {
    return seat == 0 ? AudioOutput::Voice::left : AudioOutput::Voice::right;
}

} // namespace

VoicePlayer::VoicePlayer(AudioOutput& output) : output_(output), player_([this] { run(); }) {
    speaker_ = std::make_unique<voice::Speaker>(
        []() -> Result<std::unique_ptr<voice::Synthesizer>> {
            // eSpeak NG's data beside the program (the Windows build's), else the library's own.
            auto espeak =
                voice::EspeakSynthesizer::open(io::narrow_path(voice::espeak_data_dir(io::program_dir())));
            if (!espeak)
                return espeak.error();
            return std::unique_ptr<voice::Synthesizer>(std::move(espeak.value()));
        },
        [this](const voice::Utterance& utterance, const voice::Sound& sound) { take(utterance, sound); });
}

VoicePlayer::~VoicePlayer() {
    speaker_.reset(); // joins the synthesis worker (after the line in progress)
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    player_.join();
}

void VoicePlayer::say(const SpokenLine& line) {
    const voice::Channel channel = line.ear == Ear::left    ? voice::Channel::Left
                                   : line.ear == Ear::right ? voice::Channel::Right
                                                            : voice::Channel::Both;
    speaker_->say({line.text, line.lang, channel, line.seat == Side::left ? 0 : 1, line.request});
}

void VoicePlayer::take(const voice::Utterance& utterance, const voice::Sound& sound) {
    {
        std::lock_guard lock(mutex_);
        seats_[utterance.listener == 0 ? 0 : 1].add(sound, utterance.request);
    }
    wake_.notify_all();
}

// The player thread: starts each seat's next line as soon as its voice is free (or is to be cut),
// looking every 10 ms while something waits (OpenAL says when a sound ends only when asked).
void VoicePlayer::run() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        bool waiting = false;
        for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
            if (seats_[seat].waiting() == 0)
                continue;
            if (auto next = seats_[seat].next(output_.playing(voice_of(seat))))
                output_.play(voice_of(seat), *next);
            waiting = waiting || seats_[seat].waiting() > 0;
        }
        if (waiting)
            wake_.wait_for(lock, std::chrono::milliseconds(10));
        else
            wake_.wait(lock);
    }
}

} // namespace pendule::app
