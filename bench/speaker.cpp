// The talking clock's voice: how long eSpeak NG takes to synthesise the clock's
// sentences, and how long Speaker::say() holds the caller (the window's loop) while the worker
// thread is synthesising. Times are integers (steady clock, microseconds).
//
// usage: pendule_bench_speaker [SAYS]   (default 400 say() calls)
#include "voice/speaker.hpp"
#include "voice/synthesizer.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

using namespace pendule::voice;
using Clock = std::chrono::steady_clock;

namespace {

long long micros(Clock::duration d) {
    return std::chrono::duration_cast<std::chrono::microseconds>(d).count();
}

long long nanos(Clock::duration d) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(d).count();
}

const std::vector<std::pair<std::string, std::string>> sentences = {
    {"Move 34. Your time: 1 hour 12 minutes. Opponent: 8 minutes 5 seconds. Your move.", "en"},
    {"Coup 34. Votre temps : 1 heure 12 minutes. Adversaire : 8 minutes 5 secondes. À vous de jouer.", "fr"},
    {"10 seconds", "en"},
    {"Le drapeau des Blancs est tombé.", "fr"},
};

void synthesis_speed() {
    auto opened = EspeakSynthesizer::open();
    if (!opened) {
        std::printf("eSpeak NG: %s\n", opened.error().text().c_str());
        std::exit(1);
    }
    for (const auto& [text, language] : sentences) {
        std::vector<long long> times;
        long long audio_ms = 0;
        for (int run = 0; run < 5; ++run) {
            const auto start = Clock::now();
            auto sound = (*opened)->speak(text, language);
            times.push_back(micros(Clock::now() - start));
            audio_ms = sound ? sound->duration_ms() : -1;
        }
        std::sort(times.begin(), times.end());
        std::printf(
            "synthesis %s, %lld ms of speech: median %lld us, max %lld us (%lld us per second of speech)\n",
            language.c_str(), audio_ms, times[2], times[4], audio_ms > 0 ? times[2] * 1000 / audio_ms : -1);
    }
}

// say() every 2 ms while the worker synthesises the sentences above (eSpeak on its own thread);
// the player discards the sound, as if playback were elsewhere.
void say_latency(int says) {
    std::vector<long long> held;
    Speaker speaker(
        []() -> pendule::Result<std::unique_ptr<Synthesizer>> {
            auto opened = EspeakSynthesizer::open();
            if (!opened)
                return opened.error();
            return std::unique_ptr<Synthesizer>(std::move(opened.value()));
        },
        [](const Utterance&, const Sound&) {});
    for (int i = 0; i < says; ++i) {
        const auto& [text, language] = sentences[static_cast<std::size_t>(i) % sentences.size()];
        Utterance utterance{text, language, i % 2 ? Channel::Left : Channel::Right, i % 2, i % 3 == 0};
        const auto start = Clock::now();
        speaker.say(std::move(utterance));
        held.push_back(nanos(Clock::now() - start));
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    const auto drain = Clock::now();
    speaker.wait_idle();
    const long long drained = micros(Clock::now() - drain);
    std::sort(held.begin(), held.end());
    long long sum = 0;
    for (long long h : held)
        sum += h;
    std::printf("say() x %d while synthesising: mean %lld ns, median %lld ns, 99th %lld ns, max %lld ns; "
                "spoken %zu, replaced %zu, queue drained %lld ms after the last say()\n",
                says, sum / says, held[held.size() / 2], held[held.size() * 99 / 100], held.back(),
                speaker.spoken(), speaker.replaced(), drained / 1000);
    if (auto error = speaker.last_error())
        std::printf("error: %s\n", error->text().c_str());
}

} // namespace

int main(int argc, char** argv) {
    const int says = argc > 1 ? std::atoi(argv[1]) : 400;
    synthesis_speed(); // eSpeak opened and closed on this thread
    say_latency(says > 0 ? says : 400);
    return 0;
}
