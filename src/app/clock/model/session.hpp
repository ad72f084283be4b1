#pragma once

#include "app/clock/model/command.hpp"
#include "app/clock/model/ui_state.hpp"
#include "app/common/model/app_config.hpp"
#include "app/common/model/mate_analysis.hpp"
#include "core/arbiter/arbiter.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/clock/game_clock.hpp"
#include "core/rules/game.hpp"
#include "i18n/lang.hpp"
#include "io/preset/preset.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

enum class Phase { setup, playing, finished };

// One line of the decision log: the arbiter core's (arbiter::Arbiter keeps it; `reason` in English
// for the journal, `shown` in the window's language).
using LogEntry = arbiter::Decision;

struct GameResult {
    std::string score;   // "1-0", "0-1", "1/2-1/2"
    std::string reason;  // in words
    std::string article; // "5.1.1", "6.9", ...
    std::string shown;   // the reason in the window's language (empty: `reason`)
    // Why, as a code the journal keeps beside the English reason, for readers in other languages
    // (the desk, through the hall).
    std::optional<arbiter::ReasonCode> code = std::nullopt;
};

// The code of a result the panel names.
arbiter::ReasonCode reason_code_of(ResultKind kind);

// A result as the panel names it, before the position is looked at (5.1.2, 6.9, 7.5.5).
GameResult default_result(ResultKind kind, i18n::Lang lang = i18n::Lang::en);

// The panel screen a ruling asks for next (the result to confirm, the claim's verdict to apply):
// the model says so, the panel's input shows it (clock/input/input.hpp, show_outcome).
struct PanelNext {
    PanelScreen screen = PanelScreen::menu;
    std::vector<std::string> values; // the screen's form values
};

// The game's settings, chosen on the setup screen before the start (or read from a resumed game's
// journal header): the players, the board, White's seat, the preset.
struct GameSettings {
    std::string white_name;
    std::string black_name;
    std::string board;            // digits, empty when not shown
    Side white_side = Side::left; // the half of the table where White sits
    int preset = 0;               // in Session::presets()
    bool operator==(const GameSettings&) const = default;
};

// What the setup screen asks of the session: its settings, and a preset to add to the picker (a
// file or a typed TimeControl), which is then the one selected; the edition of the Laws when the
// desk's set-up names one.
struct SetupChange {
    GameSettings settings;
    std::optional<io::Preset> added = std::nullopt;
    std::optional<arbiter::Edition> edition = std::nullopt;
    // The variant when the desk's set-up gives it: the Chess960 start, or nothing for standard chess.
    bool set_variant = false;
    std::optional<int> chess960 = std::nullopt;
};

// What apply() did with a command.
struct Applied {
    bool accepted = false;
    std::string message; // for the panel: what changed, or why nothing did
    std::optional<PanelNext> next = std::nullopt;
};

// The game: the settings, the running clock, the arbiter core and its decision log, the result, the
// arbiter's undo. Changed only through apply() (commands, the journal's seam) and, before the start,
// configure() (the setup screen's settings); read by make_view(session, ui, now). Never reads a clock
// itself. The window's own state (lock, forms, notices) is apart, in UiState.
class Session {
  public:
    Session(std::vector<io::Preset> presets, int selected, AppConfig config, i18n::Lang lang);

    // Settings, chosen before the start.
    const std::vector<io::Preset>& presets() const { return presets_; }
    int preset_index() const { return settings_.preset; }
    const io::Preset& preset() const { return presets_[static_cast<std::size_t>(settings_.preset)]; }
    const GameSettings& settings() const { return settings_; }
    // Takes the setup screen's settings (and adds its preset); before the start only. False, and
    // nothing changed, once the game has started or when the preset is not in the list.
    bool configure(SetupChange change);
    const i18n::Lang& lang() const { return lang_; }
    const AppConfig& config() const { return config_; }
    // The game's variant: its Chess960 start position number (0 to 959), or nothing for
    // standard chess. From the config (--chess960, chess960 = N), or a resumed game's journal header.
    std::optional<int> chess960() const { return chess960_; }
    // Before the start only (a resumed game's header); false, and nothing changed, after it or for a
    // number out of 0 .. 959.
    bool set_chess960(std::optional<int> number);
    // The position the game starts from: the usual array, or the Chess960 start played as Chess960.
    rules::Position start_position() const;

    Colour colour_of(Side half) const { return half == settings_.white_side ? Colour::White : Colour::Black; }
    Side half_of(Colour colour) const {
        return colour == Colour::White ? settings_.white_side : other(settings_.white_side);
    }

    Phase phase() const { return phase_; }
    const clock::GameClock& clock() const { return clock_; }
    const std::optional<GameResult>& result() const { return result_; }
    const std::vector<LogEntry>& log() const { return arbiter_.log().entries(); }
    bool can_undo() const { return !undo_.empty(); }

    // The arbiter core: edition, game speed, its own log of rulings.
    const arbiter::Arbiter& arbiter() const { return arbiter_; }
    // The game score the arbiter entered for a claim; 6.9, 7.5.5 and 5.1.2 look at its position
    // while its number of moves matches the clock's move counters (it is then the current game).
    const std::optional<rules::Game>& known_game() const { return known_game_; }
    std::optional<rules::Position> current_position(TimePoint now) const;
    // A judged claim waiting for the arbiter's Apply (Laws 9.5).
    struct PendingClaim {
        Colour claimant = Colour::White;
        arbiter::ClaimRuling ruling;
    };
    const std::optional<PendingClaim>& pending_claim() const { return pending_claim_; }
    // A ruling that waits for the can-checkmate analysis of its position (6.9, 5.1.2, 7.5.5). The
    // session asks with arbiter::kQuickNodeBudget on the spot; when that leaves a verdict the ruling
    // needs unknown, the ruling waits: the window asks the sides listed here with the default budget
    // on its worker (mate_worker.hpp) and applies the answer as a MateAnalysed command. Meanwhile
    // the clock, the presses, pause and resume go on; the other arbiter's commands wait.
    struct PendingAnalysis : MateQuestion {
        using MateQuestion::MateQuestion;
        // claim (9.2, 9.3): the claim (the positions of its dead-position check that the quick budget
        // left open are the question's dead_checks: the worker analyses them, no verdict is carried
        // back).
        std::optional<JudgeClaim> claim;
    };
    const std::optional<PendingAnalysis>& pending_analysis() const { return pending_analysis_; }
    // The progress mark while a ruling waits, in the window's language; empty otherwise.
    std::string analysing_mark() const;

    // Applies a command at `now` and tells the observer (the journal's seam).
    Applied apply(const Command& command, TimePoint now);
    using Observer = std::function<void(const Command&, TimePoint, const Applied&)>;
    void set_observer(Observer observer) { observer_ = std::move(observer); }

    // A flag that fell since the last call (for the sound and the trace), at most one per call.
    std::optional<Colour> take_new_flag(TimePoint now);

  private:
    // How to take back one arbiter action (Undo): the inverse operation, not a snapshot, so that
    // presses made since then are kept.
    struct UndoRecord {
        enum class Kind { resume_pause, add_time, set_moves, increment, result, illegal, clock_change } kind;
        Colour colour = Colour::White;
        Millis delta = 0; // add_time, illegal: to `colour`'s opponent; clock_change: to White
        Millis black_delta = 0;
        int moves = 0;
        Phase phase = Phase::playing;
        std::string what;
        std::string shown; // `what` in the window's language
        // illegal: the clock just before the penalty, and what the penalty left (to tell whether
        // anyone pressed since), so that Undo can give the clock back exactly as it was.
        std::optional<clock::GameClock> before;
        TimePoint at = 0;
        clock::ClockState after;
        UndoRecord(Kind k, Colour c, Millis d, int m, Phase ph, std::string w, std::string sh = {})
            : kind(k), colour(c), delta(d), moves(m), phase(ph), what(std::move(w)),
              shown(sh.empty() ? what : std::move(sh)) {}
    };

    // One handler per command kind; run() picks it.
    Applied run(const Command& command, TimePoint now);
    // Laws 6.2: White's clock starts.
    Applied start_game(TimePoint now);
    Applied press(Side half, TimePoint now);
    // Laws 6.11.
    Applied pause_clock(TimePoint now);
    Applied resume_clock(TimePoint now);
    // Laws 6.10.2.
    Applied set_time(const SetTime& command, TimePoint now);
    Applied set_moves(const SetMoves& command, TimePoint now);
    // Guidelines III.4.
    Applied five_second_increment(TimePoint now);
    Applied toggle_sound();
    Applied undo(TimePoint now);
    void undo_illegal(const UndoRecord& record, TimePoint now);
    // Laws 7.5 (session_arbiter.cpp): the arbiter core's ruling, applied to the clock.
    Applied illegal_move(Colour offender, TimePoint now);
    // Laws 9.2, 9.3, 9.5.
    Applied judge_claim(const JudgeClaim& claim, TimePoint now);
    Applied apply_claim(TimePoint now);
    // Laws 7.5.5: the losing illegal move's proposed result once the opponent's verdict is known
    // within `node_budget` (after the analysis the quick budget left open).
    Applied illegal_move_result(Colour offender, const rules::Position& position, std::uint64_t node_budget);
    // 6.9, 5.1.2 on a known position, the verdicts known within `node_budget`.
    Applied rule_result(ResultKind kind, const rules::Position& position, TimePoint now,
                        std::uint64_t node_budget);
    // Asks the quick budget; when it settles the ruling, nothing; otherwise the ruling waits.
    bool wait_for_analysis(PendingAnalysis pending);
    // The answer the ruling waited for.
    Applied analysed(const MateAnalysed& answer, TimePoint now);
    // Laws 5.1.2, 6.9 with the position when it is known.
    Applied declare_result(ResultKind kind, TimePoint now);
    // The game ends with `result`: the clock stops, the result is logged (or, `ruled`, the core's
    // ruling just logged is worded as it) and can be undone.
    Applied end_game(GameResult result, TimePoint now, bool ruled = false);
    // A decision-log line, in English (the journal's) and as shown in the window's language.
    void record(TimePoint now, std::string article, std::string text, std::string shown,
                arbiter::Outcome outcome = arbiter::Outcome::Continues);
    // A message for the decision log: in English for the journal, and in the window's language.
    struct Said {
        std::string english;
        std::string shown;
    };
    Said say(std::string_view msgid, const std::vector<i18n::Arg>& args = {}) const {
        return {i18n::Lang::en.tr(msgid, args), lang_.tr(msgid, args)};
    }
    // ... with values of its own for each (a control described in the window's language).
    Said say(std::string_view msgid, const std::vector<i18n::Arg>& english_args,
             const std::vector<i18n::Arg>& shown_args) const {
        return {i18n::Lang::en.tr(msgid, english_args), lang_.tr(msgid, shown_args)};
    }
    // "result 1-0: ...", for the journal and as shown.
    Said result_words(const GameResult& result) const {
        return say(
            i18n::N_("result {score}: {reason}"), {{"score", result.score}, {"reason", result.reason}},
            {{"score", result.score}, {"reason", result.shown.empty() ? result.reason : result.shown}});
    }

    i18n::Lang lang_;
    AppConfig config_;
    std::optional<int> chess960_;
    std::vector<io::Preset> presets_;
    GameSettings settings_;
    clock::GameClock clock_;
    Phase phase_ = Phase::setup;
    std::optional<GameResult> result_;
    std::vector<UndoRecord> undo_;
    std::array<bool, 2> flag_seen_{false, false};
    arbiter::Arbiter arbiter_;
    std::optional<rules::Game> known_game_;
    std::optional<PendingClaim> pending_claim_;
    std::optional<PendingAnalysis> pending_analysis_;
    bool analysing_claim_ = false; // judge_claim is judging a claim whose analysis is done
    Observer observer_;
};

} // namespace pendule::app
