#include "app/clock/platform/app.hpp"

#include "app/clock/draw/renderer.hpp"
#include "app/clock/model/audio_devices.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/beeper.hpp"
#include "app/clock/platform/pin_setup.hpp"
#include "app/clock/view/layout.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/platform/thread_executor.hpp"
#include "core/clock/clock_facts.hpp"
#include "io/os/battery.hpp"
#include "io/os/wall_clock.hpp"
#include "io/pin_hash.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <ostream>

namespace pendule::app {

namespace {

// The longest sleep: what changes without telling (a suspend of the machine, the screen saver's
// answers) is looked at least this often.
constexpr std::int64_t look_at_least_ms = 1000;

// The window's system handle as a number: an X Window id on Linux, an HWND on Windows.
[[maybe_unused]] std::uintptr_t handle_number(unsigned long handle) {
    return handle;
}
[[maybe_unused]] std::uintptr_t handle_number(const void* handle) {
    return reinterpret_cast<std::uintptr_t>(handle);
}

const char* colour_name(Colour c) {
    return c == Colour::White ? "white" : "black";
}

} // namespace

App::App(ProgramOptions options, Session& session, UiState& ui, const Fonts& fonts, TimeSource& time,
         std::ostream& trace, sf::RenderWindow& window)
    : options_(std::move(options)), session_(session), ui_(ui), fonts_(fonts), time_(time), trace_(trace),
      tracing_(options_.trace), window_(window), size_{options_.width, options_.height} {
    // A scripted run (the manual clock) analyses when asked, so that its answer comes on the next
    // step whatever the machine's load; a real run on a thread of its own.
    waiter_ = std::make_shared<InputWaiter>();
    if (options_.script.empty())
        executor_ = std::make_unique<ThreadExecutor>([waiter = waiter_] { waiter->wake(); });
    else
        executor_ = std::make_unique<ManualExecutor>(true);
    worker_ = std::make_unique<MateWorker>(*executor_);
    // The audio output, opened once for the run when something may sound (a scripted run, on the
    // manual clock, plays nothing: the talking clock only traces its lines).
    const bool speaks = options_.speak || session_.config().speech.on;
    if (options_.script.empty() && (speaks || session_.config().sound || session_.config().low_time_sound))
        open_audio();
    if (speaks)
        speech_ = std::make_unique<SpeechHook>(session_, tracing_ ? &trace_ : nullptr, audio_.get());
    session_.set_observer([this](const Command& command, TimePoint now, const Applied& applied) {
        if (tracing_)
            applied_us_ = time_.now_us(); // the clock has the command; the journal comes next
        // The journal first: the record is on the disk before anything shows the command's effect.
        if (journal_)
            journal_->on_command(session_, command, now, applied);
        if (tracing_)
            trace_ << "command " << describe(command) << " at_ms=" << now << " accepted=" << applied.accepted
                   << (applied.message.empty() ? "" : " message=" + applied.message) << std::endl;
        if (speech_ && applied.accepted)
            speech_->after_command(command, now);
        if (ui_.eboard && applied.accepted) {
            if (std::holds_alternative<StartGame>(command))
                ui_.eboard->restart(rules::Game(session_.start_position()), now);
            else if (std::holds_alternative<PlayerPress>(command))
                ui_.eboard->on_press();
        }
    });
}

void App::set_hall(HallLink* hall) {
    hall_ = hall;
    if (hall_)
        hall_->set_on_setup([waiter = waiter_] { waiter->wake(); });
}

void App::set_eboard(io::EBoardLink* link) {
    eboard_link_ = link;
    if (eboard_link_)
        eboard_link_->set_on_report([waiter = waiter_] { waiter->wake(); });
}

void App::open_audio() {
    // The device chosen (--audio-device, else audio_device = in the config), or the default.
    const std::string wanted = chosen_device(options_.audio_device, session_.config().audio_device);
    audio_ = std::make_unique<AudioOutput>(wanted);
    if (audio_->fell_back() && audio_->is_open()) {
        // A clock that would not start because a headset is unplugged is worse than one heard on the
        // default device: it starts, and says so on stderr, in the trace, on the setup screen (read
        // aloud with it by the talking clock).
        std::cerr << "pendule: audio device \"" << wanted
                  << "\" not found: the default device is used (pendule --list-audio-devices lists them)\n";
        if (tracing_)
            trace_ << "audio-output device \"" << wanted << "\" not found, using the default" << std::endl;
        if (session_.phase() == Phase::setup)
            ui_.setup.error = i18n::format(strings(session_.lang()).audio_device_missing, {{"name", wanted}});
    }
    if (!audio_->is_open())
        std::cerr << "pendule: no audio device could be opened"
                  << (wanted.empty() ? "" : " (\"" + wanted + "\" nor the default)")
                  << ": no sound will be heard\n";
    if (!tracing_)
        return;
    if (audio_->is_open())
        trace_ << "audio-output opened steady_ms=" << audio_->opened_ms()
               << " direct_channels=" << audio_->direct_channels() << " device=\"" << audio_->device_name()
               << "\"" << std::endl;
    else
        trace_ << "audio-output unavailable steady_ms=" << audio_->opened_ms() << " device=\"" << wanted
               << "\"" << std::endl;
}

void App::beep(int frequency_hz, int duration_ms) {
    if (!options_.script.empty())
        return;
    if (!audio_)
        open_audio();
    app::beep(*audio_, frequency_hz, duration_ms);
}

void App::open_window() {
    if (!window_.isOpen())
        open_main_window(window_, options_);
    size_ = size_of(window_);
    kept_.emplace(window_);
    if (kept_->available() && !scratch_.create(1, 1))
        kept_.reset(); // SFML said why; every frame drawn whole then
    // The view follows the window's size (the offer may have seen it resized).
    window_.setView(
        sf::View(sf::FloatRect(0, 0, static_cast<float>(size_.width), static_cast<float>(size_.height))));
}

void App::handle(InputEvent event, std::int64_t event_us) {
    const TimePoint now = event_us / 1000;
    event.wall_ms = io::wall_now_ms();
    awake_watch_.on_input(now);
    // A speak key (F1, F12) asks the talking clock for the time: nothing else happens.
    if (speech_ && speech_->on_input(event, now)) {
        if (tracing_)
            trace_ << "key " << key_name(event.key) << " speak" << std::endl;
        return;
    }
    if (speech_)
        speech_->before_commands(now);
    Routed routed = route_input(session_, ui_, event, layout_for(shown_, size_.width, size_.height), now);
    if (routed.new_pin && !set_event_pin(*routed.new_pin))
        routed.commands.clear(); // the game does not start unprotected by mistake
    take_routed(session_, ui_, routed, now, [&](const Command& command, const Applied& applied) {
        if (tracing_ && std::holds_alternative<PlayerPress>(command)) {
            const std::int64_t recorded_us = time_.now_us();
            trace_ << "press " << (std::get<PlayerPress>(command).half == Side::left ? "left" : "right")
                   << " accepted=" << applied.accepted << " event_us=" << event_us
                   << " applied_us=" << applied_us_ << " recorded_us=" << recorded_us
                   << " latency_us=" << recorded_us - event_us << std::endl;
        }
    });
    if (routed.pin_record && journal_)
        journal_->on_pin(now, *routed.pin_record, event.wall_ms);
    if (routed.quit)
        quit_ = true;
    if (tracing_ && event.kind == InputEvent::Kind::key)
        trace_ << "key " << key_name(event.key) << (event.control ? " ctrl" : "") << (event.alt ? " alt" : "")
               << " locked=" << ui_.lock.is_locked(now) << std::endl;
    trace_state(now);
}

bool App::set_event_pin(const std::string& pin) {
    const std::string path = options_.config.empty() ? default_config_path() : options_.config;
    auto hash = save_pin(path, pin);
    SetupState& setup = ui_.setup;
    setup.pin.clear();
    setup.pin_repeat.clear();
    if (!hash) {
        setup.error = i18n::format(strings(session_.lang()).pin_not_saved, {{"reason", hash.error().text()}});
        if (tracing_)
            trace_ << "pin-set failed: " << hash.error().text() << std::endl;
        return false;
    }
    ui_.lock.set_pin_check(
        [stored = *hash](const std::string& typed) { return io::pin_matches(stored, typed); });
    setup.error.clear();
    if (tracing_)
        trace_ << "pin-set config=" << path << std::endl;
    return true;
}

void App::trace_state(TimePoint now) {
    if (!tracing_)
        return;
    const clock::ClockState state = session_.clock().state(now);
    std::string line = "state phase=" + std::to_string(static_cast<int>(session_.phase())) +
                       " running=" + (state.running ? colour_name(*state.running) : "none") +
                       " paused=" + std::to_string(state.paused) +
                       " moves=" + std::to_string(state.of(Colour::White).moves) + "/" +
                       std::to_string(state.of(Colour::Black).moves) +
                       " log=" + std::to_string(session_.log().size()) +
                       " locked=" + std::to_string(ui_.lock.is_locked(now));
    if (line != last_state_) {
        trace_ << line << " white_ms=" << state.of(Colour::White).main
               << " black_ms=" << state.of(Colour::Black).main << std::endl;
        last_state_ = line;
    }
}

void App::watch_time(TimePoint now) {
    const std::int64_t wall_ms = io::wall_now_ms();
    if (auto gap = suspend_.look(now, wall_ms)) {
        // The machine slept: the monotonic clock stood still, so no time was charged, but nobody
        // watched the game. Pause and let the arbiter decide (Laws 6.11).
        if (session_.phase() == Phase::playing && session_.clock().state(now).running) {
            session_.apply(PauseClock{}, now);
            ui_.gap_notice = GapNotice{gap->wall_gap_ms, true};
            ui_.panel.message = suspend_message(gap->wall_gap_ms, session_.lang());
        }
        if (journal_)
            journal_->on_suspend(now, gap->wall_gap_ms, wall_ms);
        if (tracing_)
            trace_ << "suspend gap_ms=" << gap->wall_gap_ms << " at_ms=" << now << std::endl;
    }
    if (!journal_)
        return;
    journal_->tick(session_, now, wall_ms);
    if (journal_->error() && !journal_error_shown_) {
        journal_error_shown_ = true;
        ui_.panel.message = "JOURNAL NOT WRITTEN: " + journal_->error()->text();
        trace_ << "pendule: journal: " << journal_->error()->text() << std::endl;
    }
}

bool App::watch_analysis(TimePoint now) {
    bool applied_one = false;
    if (auto answer = worker_->take()) {
        const Applied applied = session_.apply(*answer, now);
        show_outcome(ui_.panel, applied);
        ui_.after_command(session_, now);
        applied_one = true;
    }
    if (worker_->ask(session_) && tracing_)
        trace_ << "analysis asked at_ms=" << now << std::endl;
    return applied_one;
}

// Sounds and traces for what happened by itself: a flag fell, a low-time threshold was crossed.
void App::watch_desk() {
    if (!hall_)
        return;
    while (auto text = hall_->take_setup()) {
        receive_desk_setup(ui_.desk, *text, options_.event, options_.board);
        if (!tracing_)
            continue;
        if (!ui_.desk.problem.empty())
            trace_ << "desk-setup refused: " << ui_.desk.problem << std::endl;
        else if (ui_.desk.offered)
            trace_ << "desk-setup offered revision=" << ui_.desk.offered->revision << std::endl;
        else
            trace_ << "desk-setup withdrawn" << std::endl;
        if (session_.phase() != Phase::setup && ui_.desk.changed_since_taken())
            trace_ << "desk-setup changed since taken: shown, not applied" << std::endl;
    }
    if (!ui_.desk.taken || desk_taken_ == ui_.desk.taken)
        return;
    desk_taken_ = ui_.desk.taken;
    if (journal_)
        journal_->set_event(options_.event, desk_taken_->round);
    hall_->set_round(desk_taken_->round);
    if (tracing_)
        trace_ << "desk-setup taken revision=" << desk_taken_->revision << " round=" << desk_taken_->round
               << std::endl;
}

void App::watch_eboard(TimePoint now) {
    if (!ui_.eboard)
        return;
    io::EBoardGame* board = &*ui_.eboard;
    if (eboard_link_)
        for (io::EBoardReport& report : eboard_link_->take()) {
            switch (report.kind) {
            case io::EBoardReport::Kind::linked:
                board->on_linked(report.text, now);
                break;
            case io::EBoardReport::Kind::bytes:
                board->on_bytes(report.bytes, now, io::wall_now_ms());
                break;
            case io::EBoardReport::Kind::lost:
                board->on_lost(report.text, now);
                break;
            }
            if (tracing_ && report.kind != io::EBoardReport::Kind::bytes)
                trace_ << "eboard " << (report.kind == io::EBoardReport::Kind::linked ? "linked " : "lost ")
                       << report.text << " at_ms=" << now << std::endl;
        }
    // Told every turn while the game is over (it only marks the board's game finished): a next game
    // in the same window, begun by its start, is told again when it ends.
    if (session_.phase() == Phase::finished)
        board->on_game_over();
    const int plies = board->plies();
    board->tick(now);
    if (tracing_ && board->plies() != plies)
        trace_ << "eboard moves=" << board->plies() << " at_ms=" << now << std::endl;
    // The records wait for the journal's start (the board may be read on the setup screen).
    if (journal_ && journal_->is_recording())
        journal_->on_board(board->take_records());
}

void App::after_events(TimePoint now) {
    watch_desk();
    watch_eboard(now);
    watch_analysis(now);
    if (speech_)
        speech_->tick(now);
    if (auto flag = session_.take_new_flag(now)) {
        if (journal_)
            journal_->on_flag(*flag, session_.clock().state(now).of(*flag).flag_at.value_or(now), now);
        if (tracing_)
            trace_ << "flag " << colour_name(*flag) << " at_ms=" << now << std::endl;
        if (session_.config().sound)
            beep(session_.config().flag_tone_hz, 400);
    }
    if (session_.phase() != Phase::playing)
        return;
    const clock::ClockState state = session_.clock().state(now);
    for (Colour c : {Colour::White, Colour::Black}) {
        const bool low = clock::player_facts(session_.preset().control, state, c).is_low_time;
        bool& warned = low_time_warned_[clock::index(c)];
        if (low && !warned && session_.config().low_time_sound && state.running == c)
            beep(session_.config().low_time_tone_hz, 120);
        warned = low;
    }
}

void App::keep_awake(TimePoint now) {
    if (!awake_)
        return;
    const bool wanted = awake_watch_.wanted(session_.phase(), now);
    if (wanted != awake_->holding()) {
        awake_->hold(wanted);
        if (tracing_ && awake_->available())
            trace_ << "screen-awake " << (wanted ? "held" : "released") << " at_ms=" << now << std::endl;
    }
    trace_awake_notes(now);
}

TimePoint App::next_wake(TimePoint now, TimePoint next_frame, TimePoint next_battery) const {
    TimePoint wake_at = std::min({next_frame, next_battery, now + look_at_least_ms});
    for (const std::optional<TimePoint> due :
         {journal_ ? journal_->next_tick(session_, now) : std::nullopt,
          speech_ ? speech_->next_due(now) : std::nullopt, ui_.eboard ? ui_.eboard->due_at() : std::nullopt})
        if (due)
            wake_at = std::min(wake_at, *due);
    return wake_at;
}

void App::trace_awake_notes(TimePoint now) {
    // The D-Bus inhibitor's answers, read without waiting (it never slows the loop).
    for (const std::string& note : awake_->poll())
        if (tracing_)
            trace_ << "screen-awake " << note << " at_ms=" << now << std::endl;
}

void App::speak_setup(const ScreenView& view) {
    if (!speech_)
        return;
    speech_->on_view(spoken_pregame_, view.pregame);
    spoken_pregame_ = view.pregame;
    speech_->on_panel(spoken_panel_, view.panel);
    spoken_panel_ = view.panel;
}

bool App::draw(TimePoint now, bool force) {
    ScreenView view = make_view(session_, ui_, now);
    if (has_shown_ && !force && view == shown_)
        return false;
    speak_setup(view);
    const Layout layout = layout_for(view, size_.width, size_.height);
    // With the back buffer kept, it holds the last frame: only what changed is drawn again.
    const bool kept = kept_ && kept_->available();
    const std::vector<ScreenPart> parts = kept && has_shown_ && !force && drawn_size_ == size_
                                              ? changed_parts(shown_, view, layout)
                                              : std::vector<ScreenPart>{};
    if (parts.empty())
        draw_screen(window_, view, layout, fonts_);
    else
        draw_parts(window_, view, layout, fonts_, parts, scratch_);
    shown_ = std::move(view);
    has_shown_ = true;
    drawn_size_ = size_;
    if (kept)
        kept_->show(window_);
    else
        window_.display();
    ++frames_;
    // The language the window speaks, and words it shows in it: English words where its catalogue
    // was not found.
    if (frames_ == 1 && tracing_)
        trace_ << "first-frame lang=" << session_.lang().code() << " status=\"" << shown_.status << "\""
               << std::endl;
    return true;
}

bool App::write_screenshot(TimePoint now) {
    const ScreenView view = make_view(session_, ui_, now);
    if (auto error = save_screenshot(size_, options_.screenshot, [&](sf::RenderTarget& target) {
            draw_screen(target, view, layout_for(view, size_.width, size_.height), fonts_);
        })) {
        trace_ << "pendule: " << *error << std::endl;
        return false;
    }
    if (tracing_)
        trace_ << "screenshot " << options_.screenshot << " " << size_.width << "x" << size_.height
               << std::endl;
    return true;
}

int App::run() {
    open_window();
    const std::int64_t started = time_.now_ms();
    if (options_.start)
        session_.apply(StartGame{}, started);
    if (!options_.screenshot.empty() && options_.screenshot_after_ms < 0)
        return write_screenshot(started) ? 0 : 1;
    InputWaiter& waiter = *waiter_;
    waiter.watch(handle_number(window_.getSystemHandle()));
    awake_watch_.on_input(started); // the window's opening counts as the setup screen's first input
    if (!options_.allow_screen_saver && session_.config().keep_screen_awake) {
        awake_ = std::make_unique<ScreenAwakeHold>(strings(session_.lang()).awake_reason);
        if (tracing_)
            trace_ << "screen-awake " << (awake_->available() ? "by " : "unavailable: ") << awake_->how()
                   << std::endl;
    } else if (tracing_) {
        trace_ << "screen-awake off" << std::endl;
    }
    if (tracing_)
        trace_ << "ready " << size_.width << "x" << size_.height << " wait=" << waiter.how()
               << " back-buffer=" << (kept_ && kept_->available() ? "kept" : "undefined") << std::endl;
    // Without a wake-up for clicks, the loop looks at its queue every millisecond, as clicks are
    // presses too; otherwise it sleeps until its next deadline and any input wakes it.
    const std::int64_t click_poll_us = waiter.watches_clicks() ? look_at_least_ms * 1000 : 1000;
    // The waiter's connection may hear of an input a little before SFML's has it (a raw click
    // comes before the window's event): after a wake-up the loop looks again every 250 us for 5 ms.
    // Not where the waiter reads the window's own queue (Windows): the input is there already.
    const bool eager = waiter.hears_before_window();
    constexpr std::int64_t eager_us = 250;
    constexpr std::int64_t eager_for_us = 5000;
    std::int64_t eager_until_us = 0;
    std::int64_t next_battery = 0;
    bool force = true;
    long turns = 0; // of the loop, for the trace: what woke it besides the frames
    while (window_.isOpen() && !quit_) {
        ++turns;
        const WindowSize before = size_;
        take_events(window_, size_, [&](const InputEvent& input) {
            handle(input, time_.now_us()); // stamped on arrival
            force = true;
            return true;
        });
        if (size_ != before)
            force = true;
        const std::int64_t now = time_.now_ms();
        if (now >= next_battery) {
            ui_.battery_percent = io::battery_percent();
            next_battery = now + 60'000;
        }
        watch_time(now);
        after_events(now);
        keep_awake(now);
        const bool drawn = draw(now, force);
        const TimePoint next_frame = next_view_change(session_, ui_, now);
        if (drawn && journal_)
            journal_->tick_with_frame(session_, now, io::wall_now_ms(), next_frame);
        force = false;
        if (options_.screenshot_after_ms >= 0 && now - started >= options_.screenshot_after_ms)
            return write_screenshot(now) ? 0 : 1;
        if (options_.exit_after_ms >= 0 && now - started >= options_.exit_after_ms)
            break;
        // Sleep until the next deadline (or the next look for clicks); a key, a click or a touch
        // wakes the loop at once and is stamped when it is taken from the queue, above.
        TimePoint wake_at = next_wake(now, next_frame, next_battery);
        if (options_.screenshot_after_ms >= 0)
            wake_at = std::min(wake_at, started + options_.screenshot_after_ms);
        if (options_.exit_after_ms >= 0)
            wake_at = std::min(wake_at, started + options_.exit_after_ms);
        const std::int64_t now_us = time_.now_us();
        const std::int64_t timeout_us = std::min(
            {wake_at * 1000 - now_us, click_poll_us, now_us < eager_until_us ? eager_us : click_poll_us});
        if (waiter.wait(timeout_us) && eager)
            eager_until_us = time_.now_us() + eager_for_us;
    }
    if (awake_ && awake_->holding()) {
        awake_->hold(false);
        if (tracing_)
            trace_ << "screen-awake released at_ms=" << time_.now_ms() << std::endl;
        trace_awake_notes(time_.now_ms());
    }
    if (tracing_)
        trace_ << "frames " << frames_ << "\nturns " << turns << std::endl;
    return 0;
}

int App::run_script(const std::vector<ScriptStep>& steps, ManualTimeSource& manual) {
    if (options_.start)
        session_.apply(StartGame{}, manual.now_ms());
    for (const ScriptStep& step : steps) {
        if (step.is_wait) {
            manual.advance_ms(step.wait_ms);
        } else {
            const ScreenView view = make_view(session_, ui_, manual.now_ms());
            speak_setup(view);
            shown_ = view;
            handle(step.event, manual.now_us());
            if (speech_)
                speak_setup(make_view(session_, ui_, manual.now_ms()));
        }
        after_events(manual.now_ms());
    }
    if (options_.screenshot.empty())
        return 0;
    return write_screenshot(manual.now_ms()) ? 0 : 1;
}

} // namespace pendule::app
