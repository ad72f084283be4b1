// The talking clock's voice (issue 14): eSpeak NG speaks English and French, WAV files are what
// RIFF says, and a mono voice goes to one player's ear.
#include "voice/sound.hpp"
#include "voice/synthesizer.hpp"
#include "voice/wav.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <vector>

using namespace pendule;
using namespace pendule::voice;

namespace {

int peak(const Sound& sound) {
    int out = 0;
    for (std::int16_t s : sound.samples)
        out = std::max(out, std::abs(static_cast<int>(s)));
    return out;
}

std::uint32_t read_le(const std::string& bytes, std::size_t at, int size) {
    std::uint32_t value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = value << 8 | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return value;
}

} // namespace

TEST_CASE("voice: eSpeak NG says a sentence in English and in French, audibly and at speaking length",
          "[voice]") {
    auto opened = EspeakSynthesizer::open();
    REQUIRE(opened.ok());
    EspeakSynthesizer& espeak = **opened;
    CHECK(espeak.rate() == 22050);
    // One synthesiser per program: eSpeak is not thread-safe.
    CHECK_FALSE(EspeakSynthesizer::open().ok());
    for (const auto& [text, language] : {std::pair{"Move 34. Your time: 1 hour 12 minutes.", "en"},
                                         std::pair{"Coup 34. Votre temps : 1 heure 12 minutes.", "fr"}}) {
        INFO(language);
        auto sound = espeak.speak(text, language);
        REQUIRE(sound.ok());
        CHECK(sound->channels == 1);
        CHECK(sound->rate == 22050);
        CHECK(sound->duration_ms() > 1'500); // a sentence of eight words or so
        CHECK(sound->duration_ms() < 8'000);
        CHECK(peak(*sound) > 3'000); // speech, not silence
    }
    // A longer text takes longer to say.
    auto one = espeak.speak("one", "en");
    auto more = espeak.speak("one two three four five six", "en");
    REQUIRE((one.ok() && more.ok()));
    CHECK(one->duration_ms() * 2 < more->duration_ms());
    // A language that is not a code, or has no voice, is an error, not a crash.
    CHECK_FALSE(espeak.speak("x", "../../etc").ok());
    CHECK_FALSE(espeak.speak("x", "zz-nowhere").ok());
}

TEST_CASE("voice: a WAV file's header says 16-bit PCM, its rate, channels and length", "[voice]") {
    Sound sound{22050, 2, {1, -1, 300, -300, 32767, -32768}};
    const std::string bytes = wav_bytes(sound);
    REQUIRE(bytes.size() == 44 + 12);
    CHECK(bytes.substr(0, 4) == "RIFF");
    CHECK(read_le(bytes, 4, 4) == 36 + 12);
    CHECK(bytes.substr(8, 8) == "WAVEfmt ");
    CHECK(read_le(bytes, 20, 2) == 1);         // PCM
    CHECK(read_le(bytes, 22, 2) == 2);         // channels
    CHECK(read_le(bytes, 24, 4) == 22050);     // rate
    CHECK(read_le(bytes, 28, 4) == 22050 * 4); // bytes per second
    CHECK(read_le(bytes, 32, 2) == 4);         // bytes per frame
    CHECK(read_le(bytes, 34, 2) == 16);        // bits
    CHECK(bytes.substr(36, 4) == "data");
    CHECK(read_le(bytes, 40, 4) == 12);
    CHECK(read_le(bytes, 44, 2) == 1);
    CHECK(read_le(bytes, 46, 2) == 0xffff); // -1, two's complement, little-endian
    CHECK(read_le(bytes, 52, 2) == 0x7fff);
    CHECK(read_le(bytes, 54, 2) == 0x8000);
    CHECK(sound.duration_ms() == 0); // 3 frames at 22050 Hz
    CHECK(Sound{1000, 1, std::vector<std::int16_t>(2500)}.duration_ms() == 2500);
}

TEST_CASE("voice: a player's voice goes to their ear of the stereo output", "[voice]") {
    const Sound mono{16000, 1, {5, -7, 9}};
    const Sound left = place_on_channel(mono, Channel::Left);
    const Sound right = place_on_channel(mono, Channel::Right);
    const Sound both = place_on_channel(mono, Channel::Both);
    CHECK(left.channels == 2);
    CHECK(left.rate == 16000);
    CHECK(left.samples == std::vector<std::int16_t>{5, 0, -7, 0, 9, 0});
    CHECK(right.samples == std::vector<std::int16_t>{0, 5, 0, -7, 0, 9});
    CHECK(both.samples == std::vector<std::int16_t>{5, 5, -7, -7, 9, 9});
    CHECK(left.frames() == 3);
    CHECK(place_on_channel(left, Channel::Right).samples == left.samples); // already stereo
}
