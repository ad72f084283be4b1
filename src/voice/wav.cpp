#include "voice/wav.hpp"

#include <fstream>

namespace pendule::voice {

namespace {

// RIFF is little-endian whatever the machine: the bytes are written one by one.
void put(std::string& out, std::uint32_t value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

} // namespace

std::string wav_bytes(const Sound& sound) {
    const auto channels = static_cast<std::uint32_t>(sound.channels);
    const auto rate = static_cast<std::uint32_t>(sound.rate);
    const auto data_size = static_cast<std::uint32_t>(sound.samples.size() * 2);
    std::string out;
    out.reserve(44 + data_size);
    out.append("RIFF");
    put(out, 36 + data_size, 4);
    out.append("WAVEfmt ");
    put(out, 16, 4);                  // size of the fmt chunk
    put(out, 1, 2);                   // PCM
    put(out, channels, 2);            //
    put(out, rate, 4);                //
    put(out, rate * channels * 2, 4); // bytes per second
    put(out, channels * 2, 2);        // bytes per frame
    put(out, 16, 2);                  // bits per sample
    out.append("data");
    put(out, data_size, 4);
    for (std::int16_t sample : sound.samples)
        put(out, static_cast<std::uint16_t>(sample), 2);
    return out;
}

Result<bool> write_wav(const std::filesystem::path& path, const Sound& sound) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file)
        return fail("cannot create the file", path.string());
    const std::string bytes = wav_bytes(sound);
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.close();
    if (!file)
        return fail("cannot write the file", path.string());
    return true;
}

} // namespace pendule::voice
