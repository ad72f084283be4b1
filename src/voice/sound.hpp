#pragma once

// Sampled sound as the synthesiser gives it and a player plays it: 16-bit signed samples,
// interleaved when there are two channels. Integers only, as everywhere in Pendule.

#include <cstdint>
#include <vector>

namespace pendule::voice {

struct Sound {
    int rate = 0;     // samples per second and channel
    int channels = 1; // 1 (mono) or 2 (stereo, left first)
    std::vector<std::int16_t> samples;

    // Frames: one sample per channel.
    std::size_t frames() const {
        return channels > 0 ? samples.size() / static_cast<std::size_t>(channels) : 0;
    }
    // Length in milliseconds, rounded down.
    std::int64_t duration_ms() const {
        return rate > 0 ? static_cast<std::int64_t>(frames()) * 1000 / rate : 0;
    }
};

// Where a player hears their announcements: one side of a stereo output (two headphones on a
// splitter, one player each), or both.
enum class Channel { Both, Left, Right };

// A mono sound placed on a stereo buffer: on the chosen channel, silence on the other (Both: the
// same samples on each). A sound that is already stereo is returned unchanged.
Sound place_on_channel(const Sound& mono, Channel channel);

} // namespace pendule::voice
