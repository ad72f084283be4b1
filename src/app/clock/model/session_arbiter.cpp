// The arbiter's rulings in the session: illegal moves (7.5.5), draw claims (9.2, 9.3, 9.5) and
// results (5.1.2, 6.9), through the arbiter core. Each lands in the decision log with its article.
#include "app/clock/model/session.hpp"

#include "app/clock/model/control_words.hpp"
#include "app/common/model/ruling_text.hpp"
#include "app/common/model/variant.hpp"
#include "core/arbiter/endings.hpp"
#include "core/arbiter/penalty.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/rules/san.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

std::string colour_word(Colour c) {
    return c == Colour::White ? "White" : "Black";
}

// Laws 9.5: what an incorrect claim cost, from the clock changes.
std::string claim_penalty_words(Millis white_ms, Millis black_ms, const i18n::Lang& lang) {
    std::string out;
    for (const auto& [ms, white] : {std::pair{white_ms, true}, std::pair{black_ms, false}}) {
        if (ms == 0)
            continue;
        const std::string duration = duration_words(ms > 0 ? ms : -ms, lang);
        const std::string change = ms > 0
                                       ? (white ? lang.tr("+{duration} to White", {{"duration", duration}})
                                                : lang.tr("+{duration} to Black", {{"duration", duration}}))
                                       : (white ? lang.tr("-{duration} to White", {{"duration", duration}})
                                                : lang.tr("-{duration} to Black", {{"duration", duration}}));
        out += (out.empty() ? "" : ", ") + change;
    }
    return out.empty() ? lang.tr("no penalty") : out;
}

arbiter::Outcome outcome_of_score(const std::string& score) {
    if (score == "1-0")
        return arbiter::Outcome::WhiteWins;
    if (score == "0-1")
        return arbiter::Outcome::BlackWins;
    return score == "1/2-1/2" ? arbiter::Outcome::Draw : arbiter::Outcome::Continues;
}

const char* score_of(arbiter::Outcome outcome) {
    return arbiter::is_result(outcome) ? arbiter::outcome_text(outcome) : "*";
}

// A claim's game score read as a game, and its written intended move read in it; what is wrong
// otherwise, in the window's language.
struct ClaimGame {
    rules::Game game;
    std::optional<rules::Move> intended;
};

Result<ClaimGame> read_claim_game(const JudgeClaim& claim, std::optional<int> chess960,
                                  const i18n::Lang& lang) {
    const auto notation = claim.french ? rules::Notation::French : rules::Notation::English;
    auto game = game_of_score(claim.movetext, notation, chess960);
    if (!game)
        return fail(lang.tr("game score: {error}", {{"error", game.error().text()}}));
    ClaimGame read{std::move(game.value()), std::nullopt};
    if (!claim.intended.empty()) {
        auto move = rules::parse_san(read.game.position(), claim.intended, notation);
        if (!move)
            return fail(lang.tr("intended move {move}: {error}",
                                {{"move", claim.intended}, {"error", move.error().text()}}));
        read.intended = *move;
    }
    return read;
}

// A claim's verdict, for the journal (English) and as shown: correct, with its article; incorrect;
// or none possible in a game that had already ended.
struct ClaimWords {
    std::string what;
    std::string shown;
};

ClaimWords claim_verdict_words(Colour claimant, const arbiter::ClaimFinding& finding,
                               const i18n::Lang& lang) {
    const bool white = claimant == Colour::White;
    if (const auto& ended = finding.game_over) {
        // No claim can be made in a game that had already ended: not "incorrect", and no penalty.
        const std::string score = score_of(ended->outcome);
        return {colour_word(claimant) + "'s claim: no claim possible: the game ended at ply " +
                    std::to_string(ended->ply) + " (Laws " + ended->article + "), result " + score,
                lang.tr(white
                            ? i18n::N_("White's claim: no claim possible: the game ended at ply {ply} (Laws "
                                       "{article}), result {score}")
                            : i18n::N_("Black's claim: no claim possible: the game ended at ply {ply} (Laws "
                                       "{article}), result {score}"),
                        {{"ply", ended->ply}, {"article", ended->article}, {"score", score}})};
    }
    if (!finding.valid)
        return {colour_word(claimant) + "'s claim: incorrect",
                lang.tr(white ? i18n::N_("White's claim: incorrect") : i18n::N_("Black's claim: incorrect"))};
    const std::string article = finding.article.value_or("9.2");
    return {colour_word(claimant) + "'s claim: correct (" + article + ")",
            lang.tr(white ? i18n::N_("White's claim: correct ({article})")
                          : i18n::N_("Black's claim: correct ({article})"),
                    {{"article", article}})};
}

} // namespace

std::string Session::analysing_mark() const {
    if (!pending_analysis_)
        return {};
    if (pending_analysis_->kind == PendingAnalysis::Kind::claim)
        return analysing_claim_words(lang_);
    return analysing_words(other(pending_analysis_->who), lang_);
}

std::optional<rules::Position> Session::current_position(TimePoint now) const {
    if (!known_game_)
        return std::nullopt;
    const auto state = clock_.state(now);
    const int plies = state.of(Colour::White).moves + state.of(Colour::Black).moves;
    if (known_game_->ply_count() != plies)
        return std::nullopt; // entered at another moment of the game
    return known_game_->position();
}

Applied Session::illegal_move(Colour offender, TimePoint now) {
    if (phase_ != Phase::playing)
        return {false, lang_.tr("the game is not in progress")};
    const clock::GameClock before = clock_;
    const auto state = clock_.state(now);
    // The offender's press completed the illegal move when the clock now runs for the opponent.
    const bool pressed = state.to_move && *state.to_move != offender;
    const std::optional<rules::Position> position = current_position(now);
    // Laws 7.5 by the arbiter core, as the desk rules (core/arbiter/board_ruling.hpp): the count, the
    // penalty by edition and game speed, the increment of the illegal press taken back in rapid and
    // blitz, and for a losing move the verdict on the position when it is known (the quick budget
    // here; a verdict it leaves unknown is analysed on the worker, below).
    const arbiter::IllegalMoveRuling ruled =
        arbiter_.illegal_move(position ? &*position : nullptr, offender, arbiter::IllegalAction::IllegalMove,
                              pressed ? clock_.last_bonus(now) : 0, now, arbiter::kQuickNodeBudget);
    const arbiter::Ruling& ruling = ruled.ruling;
    const auto change_of = [&](Colour c) {
        return c == Colour::White ? ruling.clock.white_ms : ruling.clock.black_ms;
    };
    // The clock's arithmetic: 7.5.1, the position before the illegal move is reinstated and the
    // offender moves again, so the press that completed it is taken back and the clock returns to
    // the offender; then the core's change of each time.
    if (pressed) {
        if (change_of(offender) < 0)
            clock_.take_back_last_bonus(now);
        clock_.set_moves(offender, std::max(0, state.of(offender).moves - 1), now);
        clock_.switch_side(now);
    }
    if (change_of(other(offender)) != 0)
        clock_.add_time(other(offender), change_of(other(offender)), now);
    // The core's words, headed with the player's count; the journal keeps the English.
    std::string what = "Illegal move no. " + std::to_string(ruled.count) + ": " + ruling.explanation;
    std::string shown = lang_.tr("Illegal move no. {count}: {ruling}",
                                 {{"count", ruled.count}, {"ruling", text_in(lang_, ruling.words)}});
    arbiter_.amend_last(what, shown);
    UndoRecord undo(UndoRecord::Kind::illegal, offender, change_of(other(offender)), 0, phase_, what, shown);
    undo.before = before;
    undo.at = now;
    undo.after = clock_.state(now);
    undo_.push_back(std::move(undo));
    if (ruling.outcome == arbiter::Outcome::Continues)
        return {true, shown};
    // Laws 7.5.5: the game is lost, or drawn when the opponent cannot checkmate: the result screen
    // opens with the core's verdict chosen, for the arbiter to confirm (the panel's input shows it).
    if (position && ruling.outcome == arbiter::Outcome::ArbiterDecides) {
        // The quick budget left the opponent's verdict unknown: the worker analyses it.
        PendingAnalysis pending(PendingAnalysis::Kind::illegal, offender, *position);
        pending.white = offender == Colour::Black;
        pending.black = offender == Colour::White;
        pending_analysis_ = std::move(pending);
        return {true, lang_.tr("{ruling}; {analysing}",
                               {{"ruling", shown}, {"analysing", analysing_words(other(offender), lang_)}})};
    }
    const ResultKind loss = offender == Colour::White ? ResultKind::white_illegal : ResultKind::black_illegal;
    const ResultKind proposed = ruling.outcome == arbiter::Outcome::Draw ? ResultKind::arbiter_draw : loss;
    return {true, lang_.tr("{ruling} Confirm the result.", {{"ruling", shown}}),
            PanelNext{PanelScreen::result, {std::to_string(static_cast<int>(proposed))}}};
}

Applied Session::illegal_move_result(Colour offender, const rules::Position& position,
                                     std::uint64_t node_budget) {
    ResultKind proposed = offender == Colour::White ? ResultKind::white_illegal : ResultKind::black_illegal;
    arbiter::Text why;
    if (arbiter::loss_unless_opponent_cannot_mate(position, offender, why, node_budget) ==
        arbiter::Outcome::Draw)
        proposed = ResultKind::arbiter_draw;
    const std::string verdict = text_in(lang_, arbiter::Text::capitalised(why) + ".");
    return {true, lang_.tr("{ruling} Confirm the result.", {{"ruling", verdict}}),
            PanelNext{PanelScreen::result, {std::to_string(static_cast<int>(proposed))}}};
}

bool Session::wait_for_analysis(PendingAnalysis pending) {
    // The quick budget first, on the spot (a few milliseconds at most): most positions are settled
    // by it. Nodes, not time: whether a ruling waits never depends on the machine's load.
    const auto quick = [&](Colour side) {
        return arbiter::can_checkmate(pending.position, side, arbiter::kQuickNodeBudget);
    };
    const arbiter::Verdict winner = quick(other(pending.who));
    bool settled = winner != arbiter::Verdict::Unknown;
    if (pending.kind == PendingAnalysis::Kind::flag) {
        // Laws 6.9 asks about the dead position (5.2.2) first: a side that can mate settles it; when
        // the opponent cannot, whether the flagged side can decides between 5.2.2 and 6.9's draw.
        settled = winner == arbiter::Verdict::Yes ||
                  (winner == arbiter::Verdict::No && quick(pending.who) != arbiter::Verdict::Unknown);
    }
    if (settled)
        return false;
    pending_analysis_ = std::move(pending);
    return true;
}

Applied Session::analysed(const MateAnalysed& answer, TimePoint now) {
    if (!pending_analysis_)
        return {false, lang_.tr("no analysis is awaited")};
    if ((pending_analysis_->white && !answer.white) || (pending_analysis_->black && !answer.black))
        return {false, lang_.tr("the analysis does not answer for every side asked")};
    PendingAnalysis pending = std::move(*pending_analysis_);
    pending_analysis_.reset();
    // The verdicts are the answer's, as the journal keeps them (a resumed game reads them back).
    for (const auto& [side, verdict] :
         {std::pair{Colour::White, answer.white}, std::pair{Colour::Black, answer.black}})
        if (verdict)
            arbiter::settle_verdict(pending.position, side, *verdict, arbiter::kDefaultNodeBudget);
    switch (pending.kind) {
    case PendingAnalysis::Kind::claim: {
        // The dead-position analyses are remembered (mating_material.cpp): the judgement now asks
        // them again without waiting. No verdict is journaled for a claim: a replay analyses again,
        // with the same node budget, to the same answers.
        analysing_claim_ = true;
        Applied judged = judge_claim(*pending.claim, now);
        analysing_claim_ = false;
        return judged;
    }
    case PendingAnalysis::Kind::illegal:
        return illegal_move_result(pending.who, pending.position, arbiter::kDefaultNodeBudget);
    case PendingAnalysis::Kind::flag:
        return rule_result(pending.who == Colour::White ? ResultKind::white_flag : ResultKind::black_flag,
                           pending.position, now, arbiter::kDefaultNodeBudget);
    case PendingAnalysis::Kind::resignation:
        break;
    }
    return rule_result(pending.who == Colour::White ? ResultKind::white_resigns : ResultKind::black_resigns,
                       pending.position, now, arbiter::kDefaultNodeBudget);
}

// Undo of a 7.5.5 penalty. While nobody has pressed since, the clock is given back as it stood
// before the penalty (the side to move, the taken-back increment, the move counter, a delay in
// progress), the time run since charged to the side that was to move then, as if the penalty had
// never been given; the pause state stays as it is now. Once a press has followed, only the penalty
// time is taken back, so that the presses made since are kept.
void Session::undo_illegal(const UndoRecord& record, TimePoint now) {
    arbiter_.withdraw_illegal_move(record.colour);
    const clock::ClockState current = clock_.state(now);
    const auto moves = [](const clock::ClockState& s, Colour c) { return s.of(c).moves; };
    const bool pressed_since = current.to_move != record.after.to_move ||
                               moves(current, Colour::White) != moves(record.after, Colour::White) ||
                               moves(current, Colour::Black) != moves(record.after, Colour::Black);
    if (pressed_since || !record.before) {
        clock_.add_time(other(record.colour), -record.delta, now);
        return;
    }
    // The time that ran since the penalty, on whichever side was to move after it.
    Millis ran = 0;
    if (const auto side = record.after.to_move)
        ran = std::max<Millis>(0, record.after.of(*side).main - current.of(*side).main);
    clock_ = *record.before;
    clock_.pause(record.at);
    if (const auto side = clock_.state(record.at).to_move; side && ran > 0)
        clock_.add_time(*side, -ran, now);
    if (!current.paused)
        clock_.resume(now);
}

Applied Session::judge_claim(const JudgeClaim& claim, TimePoint now) {
    if (phase_ != Phase::playing)
        return {false, lang_.tr("the game is not in progress")};
    auto read = read_claim_game(claim, chess960_, lang_);
    if (!read)
        return {false, read.error().message};
    rules::Game& game = read->game;
    // The claim's judgement looks for a dead position along the game (5.2.2): when the quick budget
    // leaves one of those positions open, the judgement waits for the worker's analysis.
    if (!analysing_claim_) {
        PendingAnalysis pending(PendingAnalysis::Kind::claim, game.position().side_to_move(),
                                game.position());
        pending.dead_checks = arbiter::dead_positions_left_open(game);
        if (!pending.dead_checks.empty()) {
            pending.claim = claim;
            pending_analysis_ = std::move(pending);
            return {true, analysing_claim_words(lang_)};
        }
    }
    const Colour claimant = game.position().side_to_move();
    auto ruling = arbiter_.claim(game, read->intended, clock_.time_left(claimant, now),
                                 clock_.time_left(other(claimant), now), now);
    if (!ruling)
        return {false, ruling.error().text()};
    known_game_ = std::move(game);
    const arbiter::ClaimFinding& finding = ruling->finding;
    auto [what, shown] = claim_verdict_words(claimant, finding, lang_);
    if (const auto to_move = clock_.state(now).to_move; to_move && *to_move != claimant) {
        what += " (the game score has " + colour_word(claimant) + " to move, the clock " +
                colour_word(*to_move) + ")";
        shown += lang_.tr(claimant == Colour::White
                              ? i18n::N_(" (the game score has White to move, the clock Black)")
                              : i18n::N_(" (the game score has Black to move, the clock White)"));
    }
    // The explanation is the arbiter core's, in the window's language (the journal keeps the English).
    // The arbiter core recorded its ruling (article, outcome); the log line gets the window's words.
    arbiter_.amend_last(what + ". " + finding.explanation, shown + ". " + text_in(lang_, finding.words));
    pending_claim_ = PendingClaim{claimant, std::move(ruling.value())};
    return {true, shown, PanelNext{PanelScreen::claim_verdict, {}}}; // the verdict waits for Apply
}

Applied Session::apply_claim(TimePoint now) {
    if (!pending_claim_)
        return {false, lang_.tr("no claim to apply")};
    const PendingClaim pending = std::move(*pending_claim_);
    pending_claim_.reset();
    const arbiter::ClaimRuling& r = pending.ruling;
    if (r.finding.valid) {
        // Laws 9.5: a correct claim: the game is drawn at once.
        const auto reason = say(pending.claimant == Colour::White ? i18n::N_("draw claimed by White")
                                                                  : i18n::N_("draw claimed by Black"));
        return end_game(GameResult{"1/2-1/2", reason.english, r.finding.article.value_or("9.2"), reason.shown,
                                   pending.claimant == Colour::White ? arbiter::ReasonCode::WhiteClaim
                                                                     : arbiter::ReasonCode::BlackClaim},
                        now);
    }
    if (const auto& ended = r.finding.game_over) {
        // The game had ended before the claim (checkmate, stalemate, dead position, 9.6): its result
        // stands and is recorded; nobody is penalised.
        return end_game(GameResult{score_of(ended->outcome), ended->reason, ended->article,
                                   text_in(lang_, ended->reason_words),
                                   arbiter::reason_code_of_ending(ended->article)},
                        now);
    }
    // Laws 9.5: an incorrect claim: the penalty, and play goes on with the written move.
    clock_.add_time(Colour::White, r.ruling.clock.white_ms, now);
    clock_.add_time(Colour::Black, r.ruling.clock.black_ms, now);
    std::string what = "incorrect claim by " + colour_word(pending.claimant) + ": " +
                       (r.penalty ? r.penalty->rule : std::string("no penalty")) +
                       "; the written move must be played";
    const std::string shown =
        lang_ == i18n::Lang::en
            ? what
            : lang_.tr(pending.claimant == Colour::White
                           ? i18n::N_("incorrect claim by White: {penalty}; the written move must be played")
                           : i18n::N_("incorrect claim by Black: {penalty}; the written move must be played"),
                       {{"penalty",
                         claim_penalty_words(r.ruling.clock.white_ms, r.ruling.clock.black_ms, lang_)}});
    record(now, r.penalty ? r.penalty->article : "9.5", what, shown);
    UndoRecord undo(UndoRecord::Kind::clock_change, pending.claimant, r.ruling.clock.white_ms, 0, phase_,
                    what, shown);
    undo.black_delta = r.ruling.clock.black_ms;
    undo_.push_back(undo);
    return {true, shown};
}

Applied Session::declare_result(ResultKind kind, TimePoint now) {
    if (phase_ == Phase::setup)
        return {false, lang_.tr("the game has not started")};
    const bool flag = kind == ResultKind::white_flag || kind == ResultKind::black_flag;
    const bool resign = kind == ResultKind::white_resigns || kind == ResultKind::black_resigns;
    const Colour who =
        kind == ResultKind::white_flag || kind == ResultKind::white_resigns ? Colour::White : Colour::Black;
    if (auto position = current_position(now); position && (flag || resign)) {
        // Laws 6.9 / 5.1.2 on the known position: a draw when the opponent cannot checkmate.
        if (flag || arbiter::resignation_can_be_drawn(config_.edition)) {
            PendingAnalysis pending(flag ? PendingAnalysis::Kind::flag : PendingAnalysis::Kind::resignation,
                                    who, *position);
            pending.white = who == Colour::Black;
            pending.black = who == Colour::White;
            if (wait_for_analysis(std::move(pending)))
                return {true, analysing_words(other(who), lang_)};
        }
        return rule_result(kind, *position, now, arbiter::kQuickNodeBudget);
    }
    return end_game(default_result(kind, lang_), now);
}

Applied Session::rule_result(ResultKind kind, const rules::Position& position, TimePoint now,
                             std::uint64_t node_budget) {
    const bool flag = kind == ResultKind::white_flag || kind == ResultKind::black_flag;
    const Colour who =
        kind == ResultKind::white_flag || kind == ResultKind::white_resigns ? Colour::White : Colour::Black;
    const arbiter::Ruling ruling = flag ? arbiter_.flag_fall(position, who, now, node_budget)
                                        : arbiter_.resignation(position, who, now, node_budget);
    if (ruling.outcome == arbiter::Outcome::ArbiterDecides) {
        // The check was made and is in the log (and the journal): the arbiter declares the result.
        const std::string what = ruling.explanation + " Declare the result yourself.";
        const std::string shown =
            lang_.tr("{ruling} Declare the result yourself.", {{"ruling", text_in(lang_, ruling.words)}});
        arbiter_.amend_last(what, shown);
        return {true, shown};
    }
    // The explanation is the arbiter core's: in English for the journal, as shown in the window's
    // language. The core's 6.9 / 5.1.2 ruling on the known position is this result's record.
    return end_game(GameResult{score_of(ruling.outcome), ruling.explanation, ruling.article,
                               text_in(lang_, ruling.words), reason_code_of(kind)},
                    now, true);
}

Applied Session::end_game(GameResult result, TimePoint now, bool ruled) {
    result_ = std::move(result);
    clock_.pause(now);
    const auto [what, shown] = result_words(*result_);
    if (ruled)
        arbiter_.amend_last(what, shown);
    else
        record(now, result_->article, what, shown, outcome_of_score(result_->score));
    undo_.emplace_back(UndoRecord::Kind::result, Colour::White, 0, 0, phase_, what, shown);
    phase_ = Phase::finished;
    return {true, shown};
}

} // namespace pendule::app
