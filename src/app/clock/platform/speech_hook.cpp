#include "app/clock/platform/speech_hook.hpp"

#include "app/clock/platform/voice_player.hpp"
#include "i18n/lang.hpp"

#include <iostream>

namespace pendule::app {

namespace {

const char* ear_name(Ear ear) {
    return ear == Ear::left ? "left" : ear == Ear::right ? "right" : "both";
}

// Arbiter commands that may change a player's time (Laws 6.10.2, 7.5.5, 9.5, undo).
bool is_by_arbiter(const Command& command) {
    return !std::holds_alternative<StartGame>(command) && !std::holds_alternative<PlayerPress>(command) &&
           !std::holds_alternative<PauseClock>(command) && !std::holds_alternative<ResumeClock>(command);
}

} // namespace

SpeechHook::SpeechHook(const Session& session, std::ostream* trace, AudioOutput* output)
    : session_(session), trace_(trace),
      talking_(session.config().speech, session.lang().code(),
               [this](const std::string& code) -> const i18n::Catalogue& { return catalogue(code); }) {
    if (output)
        voice_ = std::make_unique<VoicePlayer>(*output);
}

SpeechHook::~SpeechHook() = default;

const i18n::Catalogue& SpeechHook::catalogue(const std::string& code) {
    auto found = catalogues_.find(code);
    if (found != catalogues_.end())
        return *found->second;
    auto made = std::make_unique<i18n::Catalogue>(); // English: the messages as written
    if (code != "en") {
        auto loaded = i18n::load_language(i18n::catalogue_dir(), code);
        if (loaded)
            *made = std::move(loaded.value());
        else
            std::cerr << "pendule: the talking clock's " << code
                      << " messages cannot be read, English is spoken: " << loaded.error().text() << '\n';
    }
    return *catalogues_.emplace(code, std::move(made)).first->second;
}

void SpeechHook::say(const SpokenLine& line) {
    if (trace_)
        *trace_ << "spoken: " << line.text << " (to="
                << (line.to_both              ? "both"
                    : line.seat == Side::left ? "left"
                                              : "right")
                << " lang=" << line.lang << " ear=" << ear_name(line.ear) << ")" << std::endl;
    if (voice_)
        voice_->say(line);
}

void SpeechHook::say(const std::vector<SpokenLine>& lines) {
    for (const SpokenLine& line : lines)
        say(line);
}

bool SpeechHook::on_input(const InputEvent& event, TimePoint now) {
    if (event.kind != InputEvent::Kind::key)
        return false;
    const KeyRole role = session_.config().keys.role(event.key, event.control, event.alt);
    if (role != KeyRole::speak_left && role != KeyRole::speak_right)
        return false;
    const Side seat = role == KeyRole::speak_left ? Side::left : Side::right;
    tick(now); // what the clock had to say first
    say(talking_.request(seat, session_.colour_of(seat), session_.clock().state(now)));
    return true;
}

void SpeechHook::before_commands(TimePoint now) {
    tick(now);
    before_ = session_.clock().state(now);
}

void SpeechHook::after_command(const Command& command, TimePoint now) {
    const clock::ClockState after = session_.clock().state(now);
    // Only against the state at the same instant: over time the running clock's time changes too,
    // which is no ruling (commands applied outside an input, e.g. a pause on a suspend, have none).
    if (before_ && before_->at == after.at)
        say(talking_.changed(*before_, after, session_.clock().control(), session_.colour_of(Side::left),
                             is_by_arbiter(command)));
    before_ = after;
}

std::optional<TimePoint> SpeechHook::next_due(TimePoint now) const {
    if (session_.phase() != Phase::playing)
        return std::nullopt;
    return talking_.next_due(session_.clock(), now, session_.colour_of(Side::left));
}

void SpeechHook::tick(TimePoint now) {
    const Phase phase = session_.phase();
    const clock::ClockState state = session_.clock().state(now);
    if (phase == Phase::playing) {
        if (phase_ == Phase::setup)
            say(talking_.moment(Moment::started));
        else if (state.paused && !paused_)
            say(talking_.moment(Moment::paused));
        else if (!state.paused && paused_)
            say(talking_.moment(Moment::restarted));
        say(talking_.follow(session_.clock(), now, session_.colour_of(Side::left)));
    } else if (phase == Phase::finished && phase_ != Phase::finished) {
        say(talking_.follow(session_.clock(), now, session_.colour_of(Side::left))); // the flag first
        if (const auto& result = session_.result())
            say(talking_.result(result->score, result->reason, result->shown));
        else
            say(talking_.moment(Moment::draw));
    }
    phase_ = phase;
    paused_ = state.paused;
}

void SpeechHook::on_panel(const PanelView& before, const PanelView& after) {
    if (auto line = talking_.panel_reading(before, after))
        say(*line);
}

void SpeechHook::on_view(const PregameView& before, const PregameView& after) {
    if (session_.phase() != Phase::setup)
        return;
    if (auto line = talking_.setup_reading(before, after))
        say(*line);
}

} // namespace pendule::app
