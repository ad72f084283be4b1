#include "voice/synthesizer.hpp"

#include <espeak-ng/speak_lib.h>

#include <atomic>
#include <cassert>
#include <mutex>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <type_traits>

#if defined(PENDULE_ESPEAK_LIBRARY)
#include <dlfcn.h>
#endif

namespace pendule::voice {

namespace {

// The four functions of eSpeak NG that Pendule calls.
struct Espeak {
    decltype(&espeak_Initialize) initialize = nullptr;
    decltype(&espeak_SetSynthCallback) set_synth_callback = nullptr;
    decltype(&espeak_SetVoiceByName) set_voice_by_name = nullptr;
    decltype(&espeak_Synth) synth = nullptr;
};

#if defined(PENDULE_ESPEAK_LIBRARY)
// Loaded by its run-time name when first asked to speak, not linked: linked, eSpeak NG brings its
// sound output's forty-odd libraries (PulseAudio, ALSA, codecs), which Pendule never uses (it
// synthesises to memory), into the start of every program, most of what a short pendule-cli
// command costs. Never unloaded (see engine_rate). The error says what is missing.
Result<Espeak> load_espeak() {
    void* library = dlopen(PENDULE_ESPEAK_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == nullptr) {
        const char* why = dlerror();
        return fail(std::string("eSpeak NG cannot be loaded (") + (why ? why : PENDULE_ESPEAK_LIBRARY) +
                    "; Debian: apt-get install libespeak-ng1)");
    }
    Espeak api;
    const auto find = [&](auto& function, const char* name) {
        function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
        return function != nullptr;
    };
    if (!find(api.initialize, "espeak_Initialize") ||
        !find(api.set_synth_callback, "espeak_SetSynthCallback") ||
        !find(api.set_voice_by_name, "espeak_SetVoiceByName") || !find(api.synth, "espeak_Synth"))
        return fail(std::string("eSpeak NG's library ") + PENDULE_ESPEAK_LIBRARY +
                    " lacks a function Pendule calls");
    return api;
}
#else
// Built in (the Windows programs, with third_party/espeak-ng).
Result<Espeak> load_espeak() {
    return Espeak{espeak_Initialize, espeak_SetSynthCallback, espeak_SetVoiceByName, espeak_Synth};
}
#endif

// The loaded library, or why it could not be; the same for the whole program.
const Result<Espeak>& espeak() {
    static const Result<Espeak> loaded = load_espeak();
    return loaded;
}

std::atomic<bool> espeak_open{false};
std::thread::id espeak_owner;

// eSpeak's callback: the samples of one stretch of speech, appended to the Sound that speak()
// passed as user data (present in every event). A null `wav` ends the text.
int gather(short* wav, int count, espeak_EVENT* events) {
    auto* sound = static_cast<Sound*>(events->user_data);
    if (wav != nullptr && count > 0 && sound != nullptr)
        sound->samples.insert(sound->samples.end(), wav, wav + count);
    return 0; // go on
}

// A language code as eSpeak names its voices: letters and '-', short.
bool is_language_code(const std::string& code) {
    if (code.empty() || code.size() > 16)
        return false;
    for (char c : code)
        if (!((c >= 'a' && c <= 'z') || c == '-'))
            return false;
    return true;
}

// eSpeak NG is initialised once per program and never terminated: in 1.51 (Debian 12) a second
// espeak_Initialize after espeak_Terminate leaves its internal thread waiting, and the next
// espeak_Terminate never returns (seen in bench/speaker.cpp; Asterisk-eSpeak came to initialise
// only once too). The engine's memory is the system's to free at exit. The sample rate, or
// nothing if eSpeak could not start.
std::optional<int> engine_rate(const std::string& data_dir) {
    static std::mutex mutex;
    static bool tried = false;
    static std::optional<int> rate;
    std::lock_guard lock(mutex);
    if (!tried) {
        tried = true;
        // DONT_EXIT: without it eSpeak ends the whole program when its data is missing.
        // A folder named is taken as the espeak-ng-data folder itself; none: eSpeak NG looks in
        // ESPEAK_DATA_PATH, then in its own place.
        const Espeak& api = espeak().value();
        const int r =
            api.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, data_dir.empty() ? nullptr : data_dir.c_str(),
                           espeakINITIALIZE_DONT_EXIT);
        if (r > 0) {
            api.set_synth_callback(gather);
            rate = r;
        }
    }
    return rate;
}

} // namespace

std::filesystem::path espeak_data_dir(const std::filesystem::path& program_dir) {
    if (program_dir.empty())
        return {};
    const std::filesystem::path beside = (program_dir / ".." / "share" / "espeak-ng-data").lexically_normal();
    std::error_code ignored;
    return std::filesystem::is_regular_file(beside / "phontab", ignored) ? beside : std::filesystem::path();
}

Result<std::unique_ptr<EspeakSynthesizer>> EspeakSynthesizer::open(const std::string& data_dir) {
    if (!espeak())
        return espeak().error();
    if (espeak_open.exchange(true))
        return fail("eSpeak NG is already open in this program (it is not thread-safe: one synthesiser)");
    const std::optional<int> rate = engine_rate(data_dir);
    if (!rate) {
        espeak_open = false;
        return fail(data_dir.empty()
                        ? "eSpeak NG cannot start (is espeak-ng-data installed?)"
                        : "eSpeak NG cannot start with the data folder it was named (missing files, or "
                          "data of another version than the library's)");
    }
    espeak_owner = std::this_thread::get_id();
    return std::unique_ptr<EspeakSynthesizer>(new EspeakSynthesizer(*rate));
}

EspeakSynthesizer::EspeakSynthesizer(int rate) : rate_(rate) {}

EspeakSynthesizer::~EspeakSynthesizer() {
    assert(std::this_thread::get_id() == espeak_owner);
    espeak_owner = std::thread::id();
    espeak_open = false; // the engine stays initialised (engine_rate)
}

Result<Sound> EspeakSynthesizer::speak(const std::string& text, const std::string& language) {
    assert(std::this_thread::get_id() == espeak_owner);
    if (!is_language_code(language))
        return fail("'" + language + "' is not a language code", "speech");
    if (language != language_) {
        if (espeak().value().set_voice_by_name(language.c_str()) != EE_OK)
            return fail("eSpeak NG has no voice for '" + language + "'", "speech");
        language_ = language;
    }
    Sound sound;
    sound.rate = rate_;
    sound.channels = 1;
    const espeak_ERROR status = espeak().value().synth(text.c_str(), text.size() + 1, 0, POS_CHARACTER, 0,
                                                       espeakCHARS_UTF8, nullptr, &sound);
    if (status != EE_OK)
        return fail("eSpeak NG could not synthesise the text", "speech");
    return sound;
}

} // namespace pendule::voice
