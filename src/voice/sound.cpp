#include "voice/sound.hpp"

namespace pendule::voice {

Sound place_on_channel(const Sound& mono, Channel channel) {
    if (mono.channels != 1)
        return mono;
    Sound out;
    out.rate = mono.rate;
    out.channels = 2;
    out.samples.assign(mono.samples.size() * 2, 0);
    for (std::size_t i = 0; i < mono.samples.size(); ++i) {
        if (channel != Channel::Right)
            out.samples[2 * i] = mono.samples[i];
        if (channel != Channel::Left)
            out.samples[2 * i + 1] = mono.samples[i];
    }
    return out;
}

} // namespace pendule::voice
