#pragma once

// Text to sound. The talking clock's texts (src/speech) are read aloud by a Synthesizer; the one
// Pendule ships uses eSpeak NG (Debian libespeak-ng), whose English and French voices are
// maintained and free. Tests give the Speaker a fake one, to test the queue without sound.

#include "core/result.hpp"
#include "voice/sound.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace pendule::voice {

class Synthesizer {
  public:
    virtual ~Synthesizer() = default;
    // `text` (UTF-8) spoken in `language` ("en", "fr"): mono samples at the voice's rate.
    virtual Result<Sound> speak(const std::string& text, const std::string& language) = 0;
};

// eSpeak NG's data for a program in `program_dir`: `program_dir/../share/espeak-ng-data` when the
// data is there (the Windows programs, installed, unpacked or in their build folder, carry the
// English and French parts of it), else an empty path: eSpeak NG's own place, where the Linux
// build's library (Debian's libespeak-ng) finds Debian's espeak-ng-data.
std::filesystem::path espeak_data_dir(const std::filesystem::path& program_dir);

// eSpeak NG in its synchronous mode: speak() returns once the whole text is synthesised, the
// samples gathered by a callback, nothing played. eSpeak keeps global state and is not
// thread-safe: at most one EspeakSynthesizer exists at a time in a process (open() refuses a
// second), and it must be used only by the thread that opened it (the Speaker's worker, or the
// main thread of pendule-cli), which is asserted. The engine is started by the first open() and
// kept until the program ends (eSpeak NG 1.51 hangs when terminated after a second start), so a
// synthesiser may be opened again after the previous one is gone, on any thread.
class EspeakSynthesizer final : public Synthesizer {
  public:
    // Opens eSpeak NG with the data in `data_dir`, named as a C library's fopen opens it
    // (io::narrow_path), or with the data in eSpeak NG's own place when it is empty. The engine
    // keeps the folder that its first open named. An error says why (no data, already open).
    static Result<std::unique_ptr<EspeakSynthesizer>> open(const std::string& data_dir = {});
    ~EspeakSynthesizer() override;
    EspeakSynthesizer(const EspeakSynthesizer&) = delete;
    EspeakSynthesizer& operator=(const EspeakSynthesizer&) = delete;

    Result<Sound> speak(const std::string& text, const std::string& language) override;
    int rate() const { return rate_; }

  private:
    explicit EspeakSynthesizer(int rate);
    int rate_;
    std::string language_; // the voice last chosen
};

} // namespace pendule::voice
