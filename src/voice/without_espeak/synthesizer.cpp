// The talking clock's voice in a build without eSpeak NG (the Windows build, docs/windows.md):
// voice/synthesizer.hpp's interface, whose open() says that the voice is not in this build. What
// the clock says is still worked out (src/speech) and printed; only the sound is missing.
#include "voice/synthesizer.hpp"

namespace pendule::voice {

Result<std::unique_ptr<EspeakSynthesizer>> EspeakSynthesizer::open() {
    return fail("the talking clock's voice (eSpeak NG) is not in this build");
}

EspeakSynthesizer::EspeakSynthesizer(int rate) : rate_(rate) {}

EspeakSynthesizer::~EspeakSynthesizer() = default;

Result<Sound> EspeakSynthesizer::speak(const std::string&, const std::string&) {
    return fail("the talking clock's voice (eSpeak NG) is not in this build", "speech");
}

} // namespace pendule::voice
