#include "app/session.hpp"

#include "io/pin_hash.hpp"

#include "app/control_words.hpp"
#include "core/clock/duration_text.hpp"

#include <cassert>

namespace pendule::app {

namespace {

const char* colour_word(Colour c) {
    return c == Colour::White ? "White" : "Black";
}

// "des Blancs", "des Noirs": whose time, whose counter.
std::string of_colour_fr(Colour c) {
    return c == Colour::White ? "des Blancs" : "des Noirs";
}

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

namespace {

GameResult english_result(ResultKind kind) {
    switch (kind) {
    case ResultKind::white_resigns:
        return {"0-1", "White resigns", "5.1.2", ""};
    case ResultKind::black_resigns:
        return {"1-0", "Black resigns", "5.1.2", ""};
    case ResultKind::agreement:
        return {"1/2-1/2", "draw by agreement", "5.2.3", ""};
    case ResultKind::white_flag:
        return {"0-1", "White's flag fell (draw instead if Black cannot checkmate)", "6.9", ""};
    case ResultKind::black_flag:
        return {"1-0", "Black's flag fell (draw instead if White cannot checkmate)", "6.9", ""};
    case ResultKind::white_illegal:
        return {"0-1", "White's second illegal move (draw instead if Black cannot checkmate)", "7.5.5", ""};
    case ResultKind::black_illegal:
        return {"1-0", "Black's second illegal move (draw instead if White cannot checkmate)", "7.5.5", ""};
    case ResultKind::arbiter_draw:
        return {"1/2-1/2", "draw declared by the arbiter (the opponent cannot checkmate)", "6.9 / 7.5.5", ""};
    }
    return {"*", "", "", ""};
}

const char* french_reason(ResultKind kind) {
    switch (kind) {
    case ResultKind::white_resigns:
        return "les Blancs abandonnent";
    case ResultKind::black_resigns:
        return "les Noirs abandonnent";
    case ResultKind::agreement:
        return "nulle par accord mutuel";
    case ResultKind::white_flag:
        return "drapeau des Blancs tomb\xc3\xa9 (nulle si les Noirs ne peuvent pas mater)";
    case ResultKind::black_flag:
        return "drapeau des Noirs tomb\xc3\xa9 (nulle si les Blancs ne peuvent pas mater)";
    case ResultKind::white_illegal:
        return "deuxi\xc3\xa8me coup ill\xc3\xa9gal des Blancs (nulle si les Noirs ne peuvent pas mater)";
    case ResultKind::black_illegal:
        return "deuxi\xc3\xa8me coup ill\xc3\xa9gal des Noirs (nulle si les Blancs ne peuvent pas mater)";
    case ResultKind::arbiter_draw:
        return "nulle d\xc3\xa9"
               "clar\xc3\xa9"
               "e par l'arbitre (l'adversaire ne peut pas mater)";
    }
    return "";
}

} // namespace

GameResult default_result(ResultKind kind, Lang lang) {
    GameResult result = english_result(kind);
    result.shown = lang == Lang::fr ? french_reason(kind) : result.reason;
    return result;
}

namespace {

// How the lock checks a typed PIN: against the config's hash, or (an older config not yet rewritten)
// its PIN in clear; no check at all when there is no PIN.
ArbiterLock::PinCheck pin_check(const AppConfig& config) {
    if (!config.pin_hash.empty())
        return [hash = config.pin_hash](const std::string& typed) { return io::pin_matches(hash, typed); };
    if (!config.pin.empty())
        return [pin = config.pin](const std::string& typed) { return typed == pin; };
    return {};
}

} // namespace

Session::Session(std::vector<io::Preset> presets, int selected, AppConfig config_in, Lang lang_in)
    : lang(lang_in), config(std::move(config_in)), lock(config.relock_ms, pin_check(config)),
      presets_(std::move(presets)), preset_index_(selected),
      clock_(presets_.at(static_cast<std::size_t>(selected)).control),
      arbiter_(config.edition, clock::classify(preset().control)) {}

bool Session::select_preset(int index) {
    if (phase_ != Phase::setup || index < 0 || index >= static_cast<int>(presets_.size()))
        return false;
    preset_index_ = index;
    clock_ = clock::GameClock(preset().control);
    return true;
}

bool Session::add_preset(io::Preset preset) {
    if (phase_ != Phase::setup)
        return false;
    presets_.push_back(std::move(preset));
    return select_preset(static_cast<int>(presets_.size()) - 1);
}

void Session::record(TimePoint now, std::string article, std::string text, std::string shown,
                     arbiter::Outcome outcome) {
    arbiter_.note(now, std::move(article), std::move(text), std::move(shown), outcome);
}

Applied Session::apply(const Command& command, TimePoint now) {
    Applied applied = run(command, now);
    if (gap_notice && (phase_ != Phase::playing || !clock_.state(now).paused))
        gap_notice.reset();
    if (observer_)
        observer_(command, now, applied);
    return applied;
}

Applied Session::run(const Command& command, TimePoint now) {
    const bool playing = phase_ == Phase::playing;
    return std::visit(
        Overloaded{
            [&](const StartGame&) -> Applied {
                if (phase_ != Phase::setup)
                    return {false, words("already started", "d\xc3\xa9j\xc3\xa0 commenc\xc3\xa9"
                                                            "e")};
                clock_ = clock::GameClock(preset().control);
                clock_.start(now, Colour::White);
                arbiter_ = arbiter::Arbiter(config.edition, clock::classify(preset().control));
                phase_ = Phase::playing;
                const std::string what = "game started, White's clock running (" + preset().title + ")";
                record(now, "6.2", what,
                       words(what, "partie commenc\xc3\xa9"
                                   "e, pendule des Blancs en marche (" +
                                       describe_control(preset().control, Lang::fr) + ")"));
                return {true, "started"};
            },
            [&](const PlayerPress& c) -> Applied {
                // Laws 6.2: only the player whose clock runs can stop it.
                if (!playing)
                    return {false, words("not playing", "pas de partie en cours")};
                return {clock_.press(colour_of(c.half), now), ""};
            },
            [&](const PauseClock&) -> Applied {
                if (!playing || !clock_.pause(now))
                    return {false, words("nothing to pause", "rien \xc3\xa0 arr\xc3\xaater")};
                record(now, "6.11", "clock paused",
                       words("clock paused", "pendule arr\xc3\xaat\xc3\xa9"
                                             "e"));
                undo_.push_back({UndoRecord::Kind::resume_pause, Colour::White, 0, 0, phase_, "pause",
                                 words("pause", "arr\xc3\xaat de la pendule")});
                return {true, words("paused (6.11)", "pendule arr\xc3\xaat\xc3\xa9"
                                                     "e (6.11)")};
            },
            [&](const ResumeClock&) -> Applied {
                if (!playing || !clock_.resume(now))
                    return {false,
                            words("the clock is not paused", "la pendule n'est pas arr\xc3\xaat\xc3\xa9"
                                                             "e")};
                record(now, "6.11", "clock restarted by the arbiter",
                       words("clock restarted by the arbiter", "pendule relanc\xc3\xa9"
                                                               "e par l'arbitre"));
                return {true, words("resumed (6.11)", "pendule relanc\xc3\xa9"
                                                      "e (6.11)")};
            },
            [&](const SetTime& c) -> Applied {
                if (phase_ == Phase::setup)
                    return {false, words("the game has not started", "la partie n'a pas commenc\xc3\xa9")};
                const Millis before = clock_.time_left(c.colour, now);
                clock_.set_time(c.colour, c.time, now);
                const std::string what = std::string(colour_word(c.colour)) + "'s time set from " +
                                         clock::format_clock(before) + " to " + clock::format_clock(c.time);
                const std::string shown =
                    words(what, "temps " + of_colour_fr(c.colour) + " corrig\xc3\xa9 de " +
                                    clock::format_clock(before) + " \xc3\xa0 " + clock::format_clock(c.time));
                record(now, "6.10.2", what, shown);
                undo_.push_back(
                    {UndoRecord::Kind::add_time, c.colour, before - c.time, 0, phase_, what, shown});
                return {true, shown};
            },
            [&](const SetMoves& c) -> Applied {
                if (phase_ == Phase::setup)
                    return {false, words("the game has not started", "la partie n'a pas commenc\xc3\xa9")};
                const int before = clock_.state(now).of(c.colour).moves;
                clock_.set_moves(c.colour, c.moves, now);
                const std::string what = std::string(colour_word(c.colour)) + "'s move counter set from " +
                                         std::to_string(before) + " to " + std::to_string(c.moves);
                const std::string shown =
                    words(what, "compteur de coups " + of_colour_fr(c.colour) + " corrig\xc3\xa9 de " +
                                    std::to_string(before) + " \xc3\xa0 " + std::to_string(c.moves));
                record(now, "6.10.2", what, shown);
                undo_.push_back({UndoRecord::Kind::set_moves, c.colour, 0, before, phase_, what, shown});
                return {true, shown};
            },
            [&](const IllegalMove& c) -> Applied { return illegal_move(c.offender, now); },
            [&](const FiveSecondIncrement&) -> Applied {
                if (!playing)
                    return {false, words("not playing", "pas de partie en cours")};
                // Undo gives back the increment that was in force, not none: III.4 may be applied twice.
                const Millis previous = clock_.state(now).of(Colour::White).extra_increment;
                clock_.introduce_increment(5000, now);
                const std::string what = "5-second increment introduced for both players";
                const std::string shown =
                    words(what, "incr\xc3\xa9ment de 5 s introduit pour les deux joueurs");
                record(now, "III.4", what, shown);
                undo_.push_back(
                    {UndoRecord::Kind::increment, Colour::White, previous, 0, phase_, what, shown});
                return {true, shown};
            },
            [&](const DeclareResult& c) -> Applied { return declare_result(c.kind, now); },
            [&](const JudgeClaim& c) -> Applied { return judge_claim(c, now); },
            [&](const ApplyClaim&) -> Applied { return apply_claim(now); },
            [&](const UndoLast&) -> Applied { return undo(now); },
            [&](const ToggleSound&) -> Applied {
                config.sound = !config.sound;
                return {true, config.sound ? words("sound on", "son activ\xc3\xa9")
                                           : words("sound off", "son coup\xc3\xa9")};
            },
        },
        command);
}

Applied Session::undo(TimePoint now) {
    if (undo_.empty())
        return {false, words("nothing to undo", "rien \xc3\xa0 annuler")};
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
    const std::string shown = words("undone: " + last.what, "annul\xc3\xa9 : " + last.shown);
    record(now, "", "undone: " + last.what, shown);
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
