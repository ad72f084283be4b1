#pragma once

#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/mate_worker.hpp"
#include "app/clock/model/screen_awake.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/platform/audio_output.hpp"
#include "app/clock/platform/hall_link.hpp"
#include "app/clock/platform/input_waiter.hpp"
#include "app/clock/platform/kept_back_buffer.hpp"
#include "app/clock/platform/screen_awake_hold.hpp"
#include "app/clock/platform/speech_hook.hpp"
#include "app/clock/platform/time_source.hpp"
#include "app/clock/view/layout.hpp"
#include "app/clock/view/view.hpp"
#include "app/common/draw/fonts.hpp"
#include "app/common/input/script.hpp"
#include "app/common/platform/program_options.hpp"
#include "app/common/platform/window.hpp"
#include "core/clock/suspend_detector.hpp"
#include "io/eboard/eboard_game.hpp"
#include "io/eboard/eboard_link.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>

#include <iosfwd>
#include <memory>
#include <optional>

namespace pendule::app {

// The window and its loop: input -> commands -> session -> view -> drawing.
//
// The loop sleeps until the first of its deadlines: the next change of what the screen shows
// (next_view_change: the running clock's next second, or tenth), the journal's next checkpoint, the
// talking clock's next threshold, the e-board's next reading, and at most a second (what changes
// without telling: a suspend of the machine, the battery, the screen saver's answers). Any input,
// and the analysis thread, the hall's and the e-board's links when they have something, wake it at
// once (InputWaiter). Each event is stamped when it is taken from the queue, so a press is recorded
// at its own time, not at the next frame. At each wake-up the view is rebuilt and drawn only when it
// differs from the last one drawn: once a second while a clock runs, ten times a second with tenths.
class App {
  public:
    // `window`: the program's one window; run() opens it unless it is already open (the start's
    // resume offer is shown in it first, resume_offer_window.hpp).
    // `session`: the game; `ui`: the window's own state beside it (lock, forms, notices).
    App(ProgramOptions options, Session& session, UiState& ui, const Fonts& fonts, TimeSource& time,
        std::ostream& trace, sf::RenderWindow& window);

    // Journals every command and checkpoint (nothing when never called).
    void set_journal(JournalRecorder* journal) { journal_ = journal; }
    // The board's link to the hall (--hall): the desk's set-ups it receives are offered on the
    // setup screen, and a set-up taken gives the journal and the hall its round.
    void set_hall(HallLink* hall);
    // The e-board (--eboard): its link's reports read into `game`, whose moves are journaled and
    // shown; `game` is the UiState's (the view and the panel read it).
    void set_eboard(io::EBoardLink* link);

    // Runs until the window closes (or --exit-after / --screenshot-after). Returns the exit code.
    int run();
    // Runs the --script steps on the manual clock, then writes the screenshot. Returns the exit code.
    int run_script(const std::vector<ScriptStep>& steps, ManualTimeSource& manual);

  private:
    void open_window();
    void handle(InputEvent event, std::int64_t event_us);
    void after_events(TimePoint now);
    // Draws what changed since the last frame (everything with `force`); false: nothing had.
    bool draw(TimePoint now, bool force);
    bool write_screenshot(TimePoint now);
    void trace_state(TimePoint now);
    // The setup screen read aloud as its focus moves (the talking clock).
    void speak_setup(const ScreenView& view);
    // A PIN typed on the setup screen: hashed into the config, then asked for by the lock. False (and
    // the reason on the setup screen) when it could not be saved.
    bool set_event_pin(const std::string& pin);
    // Checkpoints, and a machine suspend detected by the monotonic and wall clocks disagreeing.
    void watch_time(TimePoint now);
    // A ruling waiting for the can-checkmate analysis: asks the worker, and applies its answer as a
    // command when it comes (the panel shows the ruling). True when an answer was applied.
    bool watch_analysis(TimePoint now);
    // The desk's set-ups received by the hall link, offered; the round of one taken, journaled.
    void watch_desk();
    // The e-board's reports read, its moves journaled.
    void watch_eboard(TimePoint now);
    // The screen held awake while the AwakeWatch says so.
    void keep_awake(TimePoint now);
    void trace_awake_notes(TimePoint now);
    // When the loop must look again if nothing wakes it before (the class's comment); `next_frame`:
    // when the screen next changes (next_view_change).
    TimePoint next_wake(TimePoint now, TimePoint next_frame, TimePoint next_battery) const;
    // A tone on the audio output, opened at the first one when it was not yet (sound off at the start).
    void beep(int frequency_hz, int duration_ms);
    void open_audio();

    ProgramOptions options_;
    Session& session_;
    UiState& ui_;
    const Fonts& fonts_;
    TimeSource& time_;
    std::ostream& trace_;
    bool tracing_;
    sf::RenderWindow& window_;
    WindowSize size_;
    // The window shown without a swap where the driver allows it: a running clock's second then
    // draws only its face's dial and readout (App::draw).
    std::optional<KeptBackBuffer> kept_;
    sf::RenderTexture scratch_; // draw_parts's
    WindowSize drawn_size_;
    ScreenView shown_;
    bool has_shown_ = false;
    long frames_ = 0;
    bool quit_ = false;
    bool low_time_warned_[2] = {false, false};
    // The one audio output: opened at the start when a sound or the talking clock is on,
    // else at the first tone; before the talking clock, which plays on it (destroyed after it).
    std::unique_ptr<AudioOutput> audio_;
    std::string last_state_;
    JournalRecorder* journal_ = nullptr;
    HallLink* hall_ = nullptr;
    io::EBoardLink* eboard_link_ = nullptr;
    std::optional<io::BoardSetup> desk_taken_; // the desk's set-up whose round was given out
    // The talking clock, with --speak or speak = on in the config; null otherwise.
    std::unique_ptr<SpeechHook> speech_;
    PregameView spoken_pregame_; // the setup screen as last read aloud
    PanelView spoken_panel_;     // the arbiter panel as last read aloud
    clock::SuspendDetector suspend_;
    bool journal_error_shown_ = false;
    std::int64_t applied_us_ = 0; // --trace: when the session had applied the last command
    // What the loop sleeps on: the window's input, and the wake-ups of the sources below (their
    // threads hold it too).
    std::shared_ptr<InputWaiter> waiter_;
    // The analyses rulings wait for: a thread of their own, or (a script) run when asked.
    std::unique_ptr<Executor> executor_;
    std::unique_ptr<MateWorker> worker_;
    // The screen kept awake in a game: null with --allow-screen-saver or
    // keep_screen_awake = off, and in scripted runs.
    AwakeWatch awake_watch_;
    std::unique_ptr<ScreenAwakeHold> awake_;
};

} // namespace pendule::app
