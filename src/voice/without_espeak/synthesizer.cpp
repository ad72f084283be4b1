// The talking clock's voice in a build without eSpeak NG (the Windows build, docs/windows.md):
// voice/synthesizer.hpp's interface, whose open() says that the voice is not in this build. What
// the clock says is still worked out (src/speech) and printed; only the sound is missing.
#include "voice/synthesizer.hpp"

#include <system_error>

namespace pendule::voice {

std::filesystem::path espeak_data_dir(const std::filesystem::path& program_dir) {
    if (program_dir.empty())
        return {};
    const std::filesystem::path beside = (program_dir / ".." / "share" / "espeak-ng-data").lexically_normal();
    std::error_code ignored;
    return std::filesystem::is_regular_file(beside / "phontab", ignored) ? beside : std::filesystem::path();
}

Result<std::unique_ptr<EspeakSynthesizer>> EspeakSynthesizer::open(const std::string&) {
    return fail("the talking clock's voice (eSpeak NG) is not in this build");
}

EspeakSynthesizer::EspeakSynthesizer(int rate) : rate_(rate) {}

EspeakSynthesizer::~EspeakSynthesizer() = default;

Result<Sound> EspeakSynthesizer::speak(const std::string&, const std::string&) {
    return fail("the talking clock's voice (eSpeak NG) is not in this build", "speech");
}

} // namespace pendule::voice
