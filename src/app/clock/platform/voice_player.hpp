#pragma once

// The window's voice (issue 14): the talking clock's texts spoken through SFML's audio. A
// voice::Speaker synthesises on its own thread; this plays each sound on that thread and waits
// for its end before the next, so that the loop never waits for speech, and a player who asks
// again while an answer is still waiting hears only the newer one (the Speaker's rule).

#include "app/clock/view/talking_clock.hpp"
#include "voice/speaker.hpp"

#include <atomic>
#include <memory>
#include <optional>
#include <string>

namespace pendule::app {

class VoicePlayer {
  public:
    VoicePlayer();
    ~VoicePlayer(); // stops what is playing, drops what waits
    VoicePlayer(const VoicePlayer&) = delete;
    VoicePlayer& operator=(const VoicePlayer&) = delete;

    // Queues the line for its seat, on its ear; returns at once.
    void say(const SpokenLine& line);
    // The last synthesis error (no eSpeak data, no voice), if any.
    std::optional<Error> last_error() const { return speaker_->last_error(); }

  private:
    void play(const voice::Sound& sound);

    std::atomic<bool> stopping_{false};
    std::unique_ptr<voice::Speaker> speaker_; // last: its worker uses the members above
};

} // namespace pendule::app
