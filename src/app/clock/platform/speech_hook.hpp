#pragma once

// The talking clock wired into the window's loop: the speak keys, the clock's own
// announcements, the game's moments and the setup screen, said through the VoicePlayer and, with
// --trace, written as "spoken: TEXT (to=SEAT lang=LANG ear=EAR)". What is said is decided by the
// pure TalkingClock (app/clock/view/talking_clock.hpp); this only feeds it the session and plays.

#include "app/clock/input/input.hpp"
#include "app/clock/model/command.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/view/talking_clock.hpp"
#include "i18n/catalogue.hpp"

#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

namespace pendule::app {

class AudioOutput; // audio_output.hpp
class VoicePlayer; // voice_player.hpp: eSpeak NG's headers stay out of the window's

class SpeechHook {
  public:
    // `trace`: where --trace lines go (nothing when null). `output`: where the lines are played;
    // null plays nothing (the lines are only traced), for scripted runs that need no audio.
    SpeechHook(const Session& session, std::ostream* trace, AudioOutput* output);
    ~SpeechHook();
    SpeechHook(const SpeechHook&) = delete;
    SpeechHook& operator=(const SpeechHook&) = delete;

    // A speak key (F1, F12 by default): answers that seat and returns true; false for other input.
    bool on_input(const InputEvent& event, TimePoint now);
    // Before the commands of one input are applied: what the clock said up to `now`, and its state.
    void before_commands(TimePoint now);
    // After each command applied at `now`: a passed time control, an arbiter's change of a time.
    void after_command(const Command& command, TimePoint now);
    // Each loop: thresholds and flags up to `now`, and the game's moments (start, pause, end).
    void tick(TimePoint now);
    // When tick() has a threshold to say next, or nothing (the loop wakes then).
    std::optional<TimePoint> next_due(TimePoint now) const;
    // The setup screen drawn anew: its focused field read when the focus moves.
    void on_view(const PregameView& before, const PregameView& after);
    // The arbiter panel drawn anew: read as it opens, changes screen, moves its focus, says something.
    void on_panel(const PanelView& before, const PanelView& after);

  private:
    void say(const SpokenLine& line);
    void say(const std::vector<SpokenLine>& lines);
    const i18n::Catalogue& catalogue(const std::string& code);

    const Session& session_;
    std::ostream* trace_;
    std::map<std::string, std::unique_ptr<i18n::Catalogue>> catalogues_;
    TalkingClock talking_;
    std::unique_ptr<VoicePlayer> voice_;
    std::optional<clock::ClockState> before_;
    Phase phase_ = Phase::setup;
    bool paused_ = false;
};

} // namespace pendule::app
