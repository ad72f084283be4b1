#include "app/clock/model/session.hpp"

#include "app/clock/model/control_words.hpp"
#include "app/common/model/variant.hpp"
#include "core/clock/duration_text.hpp"

#include <cassert>

namespace pendule::app {

namespace {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

// While a ruling waits for its analysis, the game goes on (presses, pause, resume, sound); the
// arbiter's other commands wait for the verdict, which may end the game.
bool goes_on_during_analysis(const Command& command) {
    return std::holds_alternative<PlayerPress>(command) || std::holds_alternative<PauseClock>(command) ||
           std::holds_alternative<ResumeClock>(command) || std::holds_alternative<ToggleSound>(command) ||
           std::holds_alternative<MateAnalysed>(command);
}

} // namespace

arbiter::ReasonCode reason_code_of(ResultKind kind) {
    using arbiter::ReasonCode;
    switch (kind) {
    case ResultKind::white_resigns:
        return ReasonCode::WhiteResigns;
    case ResultKind::black_resigns:
        return ReasonCode::BlackResigns;
    case ResultKind::agreement:
        return ReasonCode::Agreement;
    case ResultKind::white_flag:
        return ReasonCode::WhiteFlag;
    case ResultKind::black_flag:
        return ReasonCode::BlackFlag;
    case ResultKind::white_illegal:
        return ReasonCode::WhiteIllegal;
    case ResultKind::black_illegal:
        return ReasonCode::BlackIllegal;
    case ResultKind::arbiter_draw:
        break;
    }
    return ReasonCode::ArbiterDraw;
}

// The score, the article and the English words are the arbiter core's table's (reason_code.hpp).
GameResult default_result(ResultKind kind, i18n::Lang lang) {
    const arbiter::ReasonCode code = reason_code_of(kind);
    const arbiter::ResultFacts& facts = arbiter::result_facts(code);
    GameResult result{std::string(facts.score), std::string(facts.words), std::string(facts.article), ""};
    result.shown = lang.trc("result", result.reason);
    result.code = code;
    return result;
}

Session::Session(std::vector<io::Preset> presets, int selected, AppConfig config_in, i18n::Lang lang_in)
    : lang_(lang_in), config_(std::move(config_in)), presets_(std::move(presets)),
      clock_(presets_.at(static_cast<std::size_t>(selected)).control),
      arbiter_(config_.edition, clock::classify(presets_[static_cast<std::size_t>(selected)].control)) {
    settings_.preset = selected;
    if (config_.chess960 && rules::Position::chess960_start(*config_.chess960))
        chess960_ = config_.chess960;
}

bool Session::set_chess960(std::optional<int> number) {
    if (phase_ != Phase::setup || (number && !rules::Position::chess960_start(*number)))
        return false;
    chess960_ = number;
    return true;
}

rules::Position Session::start_position() const {
    return game_start(chess960_);
}

bool Session::configure(SetupChange change) {
    if (phase_ != Phase::setup)
        return false;
    if (change.set_variant && !set_chess960(change.chess960))
        return false; // a start out of 0 .. 959: nothing else changed either
    if (change.added) {
        presets_.push_back(std::move(*change.added));
        change.settings.preset = static_cast<int>(presets_.size()) - 1;
    }
    if (change.settings.preset < 0 || change.settings.preset >= static_cast<int>(presets_.size()))
        return false;
    settings_ = std::move(change.settings);
    if (change.edition)
        config_.edition = *change.edition;
    clock_ = clock::GameClock(preset().control);
    return true;
}

void Session::record(TimePoint now, std::string article, std::string text, std::string shown,
                     arbiter::Outcome outcome) {
    arbiter_.note(now, std::move(article), std::move(text), std::move(shown), outcome);
}

Applied Session::apply(const Command& command, TimePoint now) {
    Applied applied = run(command, now);
    if (observer_)
        observer_(command, now, applied);
    return applied;
}

Applied Session::run(const Command& command, TimePoint now) {
    if (pending_analysis_ && !goes_on_during_analysis(command))
        return {false, lang_.tr("the ruling waits for the analysis: try again when it is done")};
    return std::visit(Overloaded{
                          [&](const StartGame&) { return start_game(now); },
                          [&](const PlayerPress& c) { return press(c.half, now); },
                          [&](const PauseClock&) { return pause_clock(now); },
                          [&](const ResumeClock&) { return resume_clock(now); },
                          [&](const SetTime& c) { return set_time(c, now); },
                          [&](const SetMoves& c) { return set_moves(c, now); },
                          [&](const IllegalMove& c) { return illegal_move(c.offender, now); },
                          [&](const FiveSecondIncrement&) { return five_second_increment(now); },
                          [&](const DeclareResult& c) { return declare_result(c.kind, now); },
                          [&](const JudgeClaim& c) { return judge_claim(c, now); },
                          [&](const ApplyClaim&) { return apply_claim(now); },
                          [&](const UndoLast&) { return undo(now); },
                          [&](const ToggleSound&) { return toggle_sound(); },
                          [&](const MateAnalysed& c) { return analysed(c, now); },
                      },
                      command);
}

Applied Session::start_game(TimePoint now) {
    if (phase_ != Phase::setup)
        return {false, lang_.tr("already started")};
    clock_ = clock::GameClock(preset().control);
    clock_.start(now, Colour::White);
    arbiter_ = arbiter::Arbiter(config_.edition, clock::classify(preset().control));
    phase_ = Phase::playing;
    // The journal names the preset; the window describes the control in its language.
    const auto said = say(
        i18n::N_("game started, White's clock running ({control})"), {{"control", preset().title}},
        {{"control", lang_ == i18n::Lang::en ? preset().title : describe_control(preset().control, lang_)}});
    record(now, "6.2", said.english, said.shown);
    return {true, "started"};
}

Applied Session::press(Side half, TimePoint now) {
    // Laws 6.2: only the player whose clock runs can stop it.
    if (phase_ != Phase::playing)
        return {false, lang_.tr("not playing")};
    return {clock_.press(colour_of(half), now), ""};
}

Applied Session::pause_clock(TimePoint now) {
    if (phase_ != Phase::playing || !clock_.pause(now))
        return {false, lang_.tr("nothing to pause")};
    const auto paused = say(i18n::N_("clock paused"));
    record(now, "6.11", paused.english, paused.shown);
    const auto pause = say(i18n::N_("pause"));
    undo_.push_back(
        {UndoRecord::Kind::resume_pause, Colour::White, 0, 0, phase_, pause.english, pause.shown});
    return {true, lang_.tr("paused (6.11)")};
}

Applied Session::resume_clock(TimePoint now) {
    if (phase_ != Phase::playing || !clock_.resume(now))
        return {false, lang_.tr("the clock is not paused")};
    const auto restarted = say(i18n::N_("clock restarted by the arbiter"));
    record(now, "6.11", restarted.english, restarted.shown);
    return {true, lang_.tr("resumed (6.11)")};
}

Applied Session::set_time(const SetTime& c, TimePoint now) {
    if (phase_ == Phase::setup)
        return {false, lang_.tr("the game has not started")};
    const Millis before = clock_.time_left(c.colour, now);
    clock_.set_time(c.colour, c.time, now);
    const auto [what, shown] =
        say(c.colour == Colour::White ? i18n::N_("White's time set from {from} to {to}")
                                      : i18n::N_("Black's time set from {from} to {to}"),
            {{"from", clock::format_clock(before)}, {"to", clock::format_clock(c.time)}});
    record(now, "6.10.2", what, shown);
    undo_.push_back({UndoRecord::Kind::add_time, c.colour, before - c.time, 0, phase_, what, shown});
    return {true, shown};
}

Applied Session::set_moves(const SetMoves& c, TimePoint now) {
    if (phase_ == Phase::setup)
        return {false, lang_.tr("the game has not started")};
    const int before = clock_.state(now).of(c.colour).moves;
    clock_.set_moves(c.colour, c.moves, now);
    const auto [what, shown] =
        say(c.colour == Colour::White ? i18n::N_("White's move counter set from {from} to {to}")
                                      : i18n::N_("Black's move counter set from {from} to {to}"),
            {{"from", before}, {"to", c.moves}});
    record(now, "6.10.2", what, shown);
    undo_.push_back({UndoRecord::Kind::set_moves, c.colour, 0, before, phase_, what, shown});
    return {true, shown};
}

Applied Session::five_second_increment(TimePoint now) {
    if (phase_ != Phase::playing)
        return {false, lang_.tr("not playing")};
    // Undo gives back the increment that was in force, not none: III.4 may be applied twice.
    const Millis previous = clock_.state(now).of(Colour::White).extra_increment;
    clock_.introduce_increment(5000, now);
    const auto [what, shown] = say(i18n::N_("5-second increment introduced for both players"));
    record(now, "III.4", what, shown);
    undo_.push_back({UndoRecord::Kind::increment, Colour::White, previous, 0, phase_, what, shown});
    return {true, shown};
}

Applied Session::toggle_sound() {
    config_.sound = !config_.sound;
    return {true, config_.sound ? lang_.tr("sound on") : lang_.tr("sound off")};
}

Applied Session::undo(TimePoint now) {
    if (undo_.empty())
        return {false, lang_.tr("nothing to undo")};
    const UndoRecord last = undo_.back();
    undo_.pop_back();
    switch (last.kind) {
    case UndoRecord::Kind::resume_pause:
        clock_.resume(now);
        break;
    case UndoRecord::Kind::add_time:
        clock_.add_time(last.colour, last.delta, now);
        break;
    case UndoRecord::Kind::set_moves:
        clock_.set_moves(last.colour, last.moves, now);
        break;
    case UndoRecord::Kind::increment:
        clock_.introduce_increment(last.delta, now);
        break;
    case UndoRecord::Kind::result:
        result_.reset();
        phase_ = last.phase;
        break;
    case UndoRecord::Kind::illegal:
        undo_illegal(last, now);
        break;
    case UndoRecord::Kind::clock_change:
        clock_.add_time(Colour::White, -last.delta, now);
        clock_.add_time(Colour::Black, -last.black_delta, now);
        break;
    }
    const auto said = say(i18n::N_("undone: {action}"), {{"action", last.what}}, {{"action", last.shown}});
    record(now, "", said.english, said.shown);
    const std::string& shown = said.shown;
    return {true, shown};
}

std::optional<Colour> Session::take_new_flag(TimePoint now) {
    if (phase_ == Phase::setup)
        return std::nullopt;
    const clock::ClockState state = clock_.state(now);
    for (Colour c : {Colour::White, Colour::Black}) {
        bool& seen = flag_seen_[clock::index(c)];
        if (state.of(c).has_flag() && !seen) {
            seen = true;
            return c;
        }
        if (!state.of(c).has_flag())
            seen = false; // an arbiter's correction cleared it
    }
    return std::nullopt;
}

} // namespace pendule::app
