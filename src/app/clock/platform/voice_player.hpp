#pragma once

// The window's voice: the talking clock's texts spoken on the program's audio output
// (audio_output.hpp). A voice::Speaker synthesises on its own thread, so that the loop never waits
// for speech; each seat's sounds then wait in a voice::LineQueue of their own, which a player
// thread hands to that seat's voice of the output as it frees: the two seats speak at the same
// time, each on its ear, and only a seat's own newer answer cuts its answer short (line_queue.hpp).

#include "app/clock/platform/audio_output.hpp"
#include "app/clock/view/talking_clock.hpp"
#include "voice/line_queue.hpp"
#include "voice/speaker.hpp"

#include <array>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace pendule::app {

class VoicePlayer {
  public:
    explicit VoicePlayer(AudioOutput& output);
    ~VoicePlayer(); // drops what waits; what plays stops with the output
    VoicePlayer(const VoicePlayer&) = delete;
    VoicePlayer& operator=(const VoicePlayer&) = delete;

    // Queues the line for its seat, on its ear; returns at once.
    void say(const SpokenLine& line);
    // The last synthesis error (no eSpeak data, no voice), if any.
    std::optional<Error> last_error() const { return speaker_->last_error(); }

  private:
    void take(const voice::Utterance& utterance, const voice::Sound& sound); // on the Speaker's thread
    void run();                                                              // the player thread

    AudioOutput& output_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::array<voice::LineQueue, 2> seats_; // left, right
    bool stopping_ = false;
    std::thread player_;
    std::unique_ptr<voice::Speaker> speaker_; // last: its worker uses the members above
};

} // namespace pendule::app
