#pragma once

// The talking clock's voice, off the caller's thread: say() queues a text and returns at once, a
// worker thread synthesises it and hands the samples, placed on the listener's channel, to a
// player. The clock's loop therefore never waits for speech (an announcement never
// delays a press).
//
// The queue, in order of arrival, with one exception: an on-request utterance (the player asked
// for the time) replaces one of the same listener that is still waiting, in its place, since the
// older one would say a time already out of date and the player asked again. Nothing else is ever
// dropped: thresholds, flag falls, time controls and rulings are all said, in order. What is being
// synthesised is finished, never cut.

#include "voice/sound.hpp"
#include "voice/synthesizer.hpp"

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace pendule::voice {

struct Utterance {
    std::string text;
    std::string language = "en";
    Channel channel = Channel::Both;
    int listener = 0;     // who hears it (a player's index), for the on-request rule
    bool request = false; // said because the listener asked (replaceable while waiting)
};

class Speaker {
  public:
    // Made on the worker thread (eSpeak belongs to the thread that opens it).
    using MakeSynthesizer = std::function<Result<std::unique_ptr<Synthesizer>>()>;
    // Called on the worker thread with each utterance and its stereo sound.
    using Player = std::function<void(const Utterance&, const Sound&)>;

    Speaker(MakeSynthesizer make, Player play);
    // Drops what is still waiting and joins the worker (after the utterance in progress).
    ~Speaker();
    Speaker(const Speaker&) = delete;
    Speaker& operator=(const Speaker&) = delete;

    // Queues `utterance` and returns at once (only a short lock is taken).
    void say(Utterance utterance);
    // Blocks until nothing waits and nothing is being synthesised (pendule-cli, tests).
    void wait_idle();

    std::size_t waiting() const;
    std::size_t spoken() const;   // handed to the player
    std::size_t replaced() const; // on-request utterances replaced while waiting
    // The last synthesis error (no synthesiser, no voice for a language), if any.
    std::optional<Error> last_error() const;

  private:
    void run(MakeSynthesizer make);

    Player play_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable idle_;
    std::deque<Utterance> queue_;
    bool busy_ = false;
    bool stopping_ = false;
    std::size_t spoken_ = 0;
    std::size_t replaced_ = 0;
    std::optional<Error> last_error_;
    std::thread worker_; // last: started once everything above exists
};

} // namespace pendule::voice
