#include "app/clock/platform/audio_output.hpp"

#include "app/clock/model/audio_devices.hpp"

#include <al.h>
#include <alc.h>

#include <chrono>

namespace pendule::app {

namespace {

// From OpenAL Soft's alext.h (AL_SOFT_direct_channels), which not every OpenAL's headers have.
constexpr ALenum al_direct_channels_soft = 0x1033;

std::size_t index_of(AudioOutput::Voice voice) {
    return static_cast<std::size_t>(voice);
}

ALCdevice* as_device(void* device) {
    return static_cast<ALCdevice*>(device);
}

// Whether OpenAL lists every device (ALC_ENUMERATE_ALL_EXT: each output of each driver), not only
// one a driver.
bool lists_all() {
    return alcIsExtensionPresent(nullptr, "ALC_ENUMERATE_ALL_EXT") == ALC_TRUE;
}

std::string text_of(const ALCchar* text) {
    return text ? std::string(text) : std::string();
}

} // namespace

AudioDevices audio_devices() {
    const bool all = lists_all();
    AudioDevices devices;
    devices.names =
        split_device_list(alcGetString(nullptr, all ? ALC_ALL_DEVICES_SPECIFIER : ALC_DEVICE_SPECIFIER));
    devices.default_name = text_of(
        alcGetString(nullptr, all ? ALC_DEFAULT_ALL_DEVICES_SPECIFIER : ALC_DEFAULT_DEVICE_SPECIFIER));
    return devices;
}

AudioOutput::AudioOutput(const std::string& device) {
    using namespace std::chrono;
    ALCdevice* opened = device.empty() ? nullptr : alcOpenDevice(device.c_str());
    if (!device.empty() && !opened)
        fell_back_ = true;
    if (!opened)
        opened = alcOpenDevice(nullptr);
    opened_ms_ = duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    if (!opened)
        return;
    ALCcontext* context = alcCreateContext(opened, nullptr);
    if (!context || alcMakeContextCurrent(context) != ALC_TRUE) {
        if (context)
            alcDestroyContext(context);
        alcCloseDevice(opened);
        return;
    }
    device_ = opened;
    context_ = context;
    device_name_ =
        text_of(alcGetString(opened, lists_all() ? ALC_ALL_DEVICES_SPECIFIER : ALC_DEVICE_SPECIFIER));
    alGetError(); // none left over
    alGenSources(static_cast<ALsizei>(sources_.size()), sources_.data());
    alGenBuffers(static_cast<ALsizei>(buffers_.size()), buffers_.data());
    for (ALuint source : sources_) {
        // At the listener, whatever the listener: a mono sound is heard in the middle.
        alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE);
        alSource3f(source, AL_POSITION, 0.0f, 0.0f, 0.0f);
    }
    if (alGetError() != AL_NO_ERROR) {
        // No sources: an output that plays nothing rather than one that fails at each sound.
        alcMakeContextCurrent(nullptr);
        alcDestroyContext(context);
        alcCloseDevice(opened);
        device_ = context_ = nullptr;
        return;
    }
    // A stereo buffer's channels straight to the output's.
    if (alIsExtensionPresent("AL_SOFT_direct_channels") == AL_TRUE) {
        for (ALuint source : sources_)
            alSourcei(source, al_direct_channels_soft, AL_TRUE);
        direct_channels_ = alGetError() == AL_NO_ERROR;
    }
}

AudioOutput::~AudioOutput() {
    std::lock_guard lock(mutex_);
    if (!context_)
        return;
    for (ALuint source : sources_) {
        alSourceStop(source);
        alSourcei(source, AL_BUFFER, 0);
    }
    alDeleteSources(static_cast<ALsizei>(sources_.size()), sources_.data());
    alDeleteBuffers(static_cast<ALsizei>(buffers_.size()), buffers_.data());
    alcMakeContextCurrent(nullptr);
    alcDestroyContext(static_cast<ALCcontext*>(context_));
    alcCloseDevice(as_device(device_));
}

void AudioOutput::play(Voice voice, const voice::Sound& sound) {
    if (sound.samples.empty() || sound.rate <= 0 || (sound.channels != 1 && sound.channels != 2))
        return;
    std::lock_guard lock(mutex_);
    if (!context_)
        return;
    const ALuint source = sources_[index_of(voice)];
    const ALuint buffer = buffers_[index_of(voice)];
    // The voice's buffer is refilled: first taken off its source, which a buffer in use cannot be.
    alSourceStop(source);
    alSourcei(source, AL_BUFFER, 0);
    alBufferData(buffer, sound.channels == 2 ? AL_FORMAT_STEREO16 : AL_FORMAT_MONO16, sound.samples.data(),
                 static_cast<ALsizei>(sound.samples.size() * sizeof(sound.samples[0])), sound.rate);
    alSourcei(source, AL_BUFFER, static_cast<ALint>(buffer));
    alSourcePlay(source);
    alGetError(); // a sound that could not be played is not heard; the next one starts afresh
}

bool AudioOutput::playing(Voice voice) const {
    std::lock_guard lock(mutex_);
    if (!context_)
        return false;
    ALint state = AL_STOPPED;
    alGetSourcei(sources_[index_of(voice)], AL_SOURCE_STATE, &state);
    return state == AL_PLAYING;
}

} // namespace pendule::app
