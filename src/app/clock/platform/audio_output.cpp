#include "app/clock/platform/audio_output.hpp"

#include <chrono>
#include <vector>

#if !defined(_WIN32)
#include <dlfcn.h>
#endif

namespace pendule::app {

namespace {

// Three OpenAL calls, found at run time in the OpenAL library that SFML's audio loaded (the build has
// no OpenAL headers of its own). Not on Windows, where SFML's openal32.dll is left as it is.
using AlIsExtensionPresentFn = unsigned char (*)(const char*);
using AlSourceiFn = void (*)(unsigned int, int, int);
using AlGetErrorFn = int (*)();
constexpr int al_direct_channels_soft = 0x1033; // AL_DIRECT_CHANNELS_SOFT
constexpr int al_true = 1;

// Asks each source to play a stereo buffer's channels straight to the output's; true when done.
bool set_direct_channels(const std::vector<unsigned int>& sources) {
#if defined(_WIN32)
    (void)sources;
    return false;
#else
    const auto present =
        reinterpret_cast<AlIsExtensionPresentFn>(dlsym(RTLD_DEFAULT, "alIsExtensionPresent"));
    const auto set = reinterpret_cast<AlSourceiFn>(dlsym(RTLD_DEFAULT, "alSourcei"));
    const auto get_error = reinterpret_cast<AlGetErrorFn>(dlsym(RTLD_DEFAULT, "alGetError"));
    if (!present || !set || !get_error || !present("AL_SOFT_direct_channels"))
        return false;
    get_error(); // none left over for SFML's next check to report as its own
    for (unsigned int source : sources)
        set(source, al_direct_channels_soft, al_true);
    return get_error() == 0;
#endif
}

std::size_t index_of(AudioOutput::Voice voice) {
    return static_cast<std::size_t>(voice);
}

} // namespace

AudioOutput::AudioOutput() {
    using namespace std::chrono;
    opened_ms_ = duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    std::vector<unsigned int> ids;
    for (const Source& source : sources_)
        ids.push_back(source.sound.source_id());
    direct_channels_ = set_direct_channels(ids);
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
