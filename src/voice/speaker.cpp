#include "voice/speaker.hpp"

#include <utility>

namespace pendule::voice {

Speaker::Speaker(MakeSynthesizer make, Player play)
    : play_(std::move(play)), worker_([this, make = std::move(make)] { run(make); }) {}

Speaker::~Speaker() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
        queue_.clear();
    }
    wake_.notify_all();
    worker_.join();
}

void Speaker::say(Utterance utterance) {
    {
        std::lock_guard lock(mutex_);
        if (utterance.request) {
            for (Utterance& waiting : queue_) {
                if (waiting.request && waiting.listener == utterance.listener) {
                    waiting = std::move(utterance);
                    ++replaced_;
                    return;
                }
            }
        }
        queue_.push_back(std::move(utterance));
    }
    wake_.notify_one();
}

void Speaker::wait_idle() {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return queue_.empty() && !busy_; });
}

std::size_t Speaker::waiting() const {
    std::lock_guard lock(mutex_);
    return queue_.size();
}

std::size_t Speaker::spoken() const {
    std::lock_guard lock(mutex_);
    return spoken_;
}

std::size_t Speaker::replaced() const {
    std::lock_guard lock(mutex_);
    return replaced_;
}

std::optional<Error> Speaker::last_error() const {
    std::lock_guard lock(mutex_);
    return last_error_;
}

// The worker: owns the synthesiser for its whole life, takes the oldest utterance, synthesises
// and plays it outside the lock, so that say() never waits for either.
void Speaker::run(MakeSynthesizer make) {
    auto made = make();
    std::unique_ptr<Synthesizer> synthesizer;
    Error no_synthesizer;
    if (made)
        synthesizer = std::move(made.value());
    else
        no_synthesizer = made.error();
    std::unique_lock lock(mutex_);
    if (!made)
        last_error_ = no_synthesizer;
    for (;;) {
        wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (stopping_)
            break;
        Utterance next = std::move(queue_.front());
        queue_.pop_front();
        busy_ = true;
        lock.unlock();
        std::optional<Error> problem;
        if (!synthesizer) {
            problem = no_synthesizer;
        } else if (auto sound = synthesizer->speak(next.text, next.language)) {
            play_(next, place_on_channel(*sound, next.channel));
        } else {
            problem = sound.error();
        }
        lock.lock();
        busy_ = false;
        if (problem)
            last_error_ = std::move(problem);
        else
            ++spoken_;
        if (queue_.empty())
            idle_.notify_all();
    }
    busy_ = false;
    idle_.notify_all();
    lock.unlock();
    synthesizer.reset(); // on this thread, which owns it
}

} // namespace pendule::voice
