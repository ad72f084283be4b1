#include "core/arbiter/arbiter.hpp"

#include "core/arbiter/endings.hpp"
#include "core/rules/san.hpp"

namespace pendule::arbiter {

namespace {

ClockChange change_for(rules::Color side, Millis side_ms, Millis other_ms) {
    return side == rules::Color::White ? ClockChange{side_ms, other_ms} : ClockChange{other_ms, side_ms};
}

Outcome win_for(rules::Color side) {
    return side == rules::Color::White ? Outcome::WhiteWins : Outcome::BlackWins;
}

// "Laws 2023 6.9" (French "Règles 2023, article 6.9").
Text laws_article(Edition edition, const std::string& article) {
    return Text::msg(N_("{laws} {article}"), {{"laws", laws_of(edition)}, {"article", Text::same(article)}});
}

Text action_name(IllegalAction action) {
    switch (action) {
    case IllegalAction::IllegalMove:
        return Text::msg(N_("an illegal move (7.5.1)"));
    case IllegalAction::PromotionWithoutPiece:
        return Text::msg(N_("a promotion without a new piece (7.5.2)"));
    case IllegalAction::ClockWithoutMove:
        return Text::msg(N_("a press of the clock without a move (7.5.3)"));
    case IllegalAction::TwoHands:
        return Text::msg(N_("a move made with two hands (7.5.4)"));
    }
    return Text::msg(N_("an illegal move"));
}

void set_explanation(Ruling& ruling, Text text) {
    ruling.explanation = text.english();
    ruling.words = std::move(text);
}

} // namespace

Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser, Text& why,
                                         std::uint64_t node_budget) {
    const rules::Color winner = ~loser;
    const Text::Args facts = {{"player", player(winner)},
                              {"reason", mating_material_words(position, winner, node_budget)}};
    switch (can_checkmate(position, winner, node_budget)) {
    case Verdict::Yes:
        why = Text::msg(N_("{player} can still checkmate ({reason})"), facts);
        return win_for(winner);
    case Verdict::No:
        why = Text::msg(
            N_("{player} cannot checkmate by any series of legal moves ({reason}): the game is drawn"),
            facts);
        return Outcome::Draw;
    case Verdict::Unknown:
        break;
    }
    why = Text::msg(
        N_("the tool cannot tell whether {player} can still checkmate by some series of legal moves: the "
           "arbiter must decide (a loss for {loser} if {player} can, a draw if not)"),
        {{"player", player(winner)}, {"loser", of_player(loser)}});
    return Outcome::ArbiterDecides;
}

Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser,
                                         std::string& why) {
    Text words;
    const Outcome outcome = loss_unless_opponent_cannot_mate(position, loser, words);
    why = words.english();
    return outcome;
}

void Arbiter::note(std::int64_t now, std::string article, std::string reason, std::string shown,
                   Outcome outcome) {
    log_.record(
        Decision{now, std::move(article), edition_, {}, outcome, std::move(reason), std::move(shown)});
}

void Arbiter::amend_last(std::string reason, std::string shown) {
    log_.amend_last(std::move(reason), std::move(shown));
}

int Arbiter::count_illegal_move(rules::Color offender) {
    return ++illegal_moves_[static_cast<std::size_t>(rules::index(offender))];
}

void Arbiter::withdraw_illegal_move(rules::Color offender) {
    int& count = illegal_moves_[static_cast<std::size_t>(rules::index(offender))];
    count = count > 0 ? count - 1 : 0;
}

void Arbiter::record(const Ruling& ruling, std::int64_t now) {
    log_.record(
        Decision{now, ruling.article, edition_, ruling.clock, ruling.outcome, ruling.explanation, {}});
}

Result<ClaimRuling> Arbiter::claim(const rules::Game& game, std::optional<rules::Move> intended,
                                   std::optional<Millis> claimant_remaining_ms,
                                   std::optional<Millis> opponent_remaining_ms, std::int64_t now) {
    auto finding = judge_claim(game, intended, edition_);
    if (!finding)
        return finding.error();
    const rules::Color claimant = game.position().side_to_move();
    ClaimRuling result;
    result.finding = std::move(*finding);
    Ruling& ruling = result.ruling;
    Text text = result.finding.words;

    if (result.finding.valid) {
        // Laws 9.5.2 (9.5.a before 2014): a correct claim draws the game at once.
        ruling.outcome = Outcome::Draw;
        ruling.article = *result.finding.article;
    } else if (result.finding.game_over) {
        // Nothing to rule: the game had already ended; its result stands.
        ruling.article = result.finding.game_over->article;
        ruling.outcome = result.finding.game_over->outcome;
    } else {
        ClaimPenalty penalty = incorrect_claim_penalty(edition_, speed_, claimant_remaining_ms);
        ruling.article = penalty.article;
        ruling.outcome = Outcome::Continues;
        ruling.clock = change_for(claimant, penalty.claimant_ms.value_or(0), penalty.opponent_ms);
        text += Text::msg(N_(" Incorrect claim ({laws}): {rule}"),
                          {{"laws", laws_article(edition_, penalty.article)}, {"rule", penalty.rule_words}});
        if (!penalty.claimant_ms)
            text += Text::msg(N_(
                "; the claimant's remaining time is not known, so the half to take away cannot be computed"));
        text += ".";
        if (intended)
            text += Text::msg(N_(" The written move {move} must now be played (9.5; if it were illegal, "
                                 "another move with the same "
                                 "piece)."),
                              {{"move", Text::move(rules::to_san(game.position(), *intended))}});
        else
            text += Text::msg(N_(" The game continues."));
        if (claimant_remaining_ms && penalty.claimant_ms)
            result.claimant_after_ms = *claimant_remaining_ms + *penalty.claimant_ms;
        if (opponent_remaining_ms)
            result.opponent_after_ms = *opponent_remaining_ms + penalty.opponent_ms;
        result.penalty = std::move(penalty);
    }
    set_explanation(ruling, std::move(text));
    record(ruling, now);
    return result;
}

IllegalMoveRuling Arbiter::illegal_move(const rules::Position& reinstated, rules::Color offender,
                                        IllegalAction action, Millis increment_gained_ms, std::int64_t now) {
    return illegal_move(&reinstated, offender, action, increment_gained_ms, now);
}

IllegalMoveRuling Arbiter::illegal_move(const rules::Position* reinstated, rules::Color offender,
                                        IllegalAction action, Millis increment_gained_ms, std::int64_t now,
                                        std::uint64_t node_budget) {
    int& count = illegal_moves_[static_cast<std::size_t>(rules::index(offender))];
    ++count;
    IllegalMoveRuling result;
    result.count = count;
    result.penalty = illegal_move_penalty(edition_, speed_, count);
    Ruling& ruling = result.ruling;
    ruling.article = result.penalty.article;
    Text text = Text::msg(N_("{player} completed {action}; "),
                          {{"player", of_player(offender)}, {"action", action_name(action)}});
    text +=
        action == IllegalAction::PromotionWithoutPiece
            ? Text::msg(N_("the pawn becomes a queen of the same colour (7.5.2). "))
            : Text::msg(N_("the position before it is reinstated and the move must be replaced, touch-move "
                           "applying (7.5.1, 4.3). "));
    text += Text::msg(N_("{laws}: {rule}."), {{"laws", laws_article(edition_, result.penalty.article)},
                                              {"rule", result.penalty.rule_words}});

    Millis offender_ms = 0;
    if (result.penalty.take_back_increment && increment_gained_ms > 0) {
        offender_ms = -increment_gained_ms;
        text += Text::msg(
            N_(" The increment of {duration} gained by the illegal press is taken back (rapid/blitz)."),
            {{"duration", duration_text(increment_gained_ms)}});
    }
    if (result.penalty.loses && reinstated) {
        Text why;
        ruling.outcome = loss_unless_opponent_cannot_mate(*reinstated, offender, why, node_budget);
        text += Text::same(" ") + Text::capitalised(why) + ".";
    } else if (result.penalty.loses) {
        ruling.outcome = Outcome::ArbiterDecides;
        text += Text::msg(N_(" The game is lost unless {player} cannot checkmate by any series of legal "
                             "moves: without the position, the arbiter checks it."),
                          {{"player", player(~offender)}});
    } else {
        ruling.outcome = Outcome::Continues;
        if (result.penalty.arbiter_adjusts)
            text += Text::msg(N_(" The clocks are left for the arbiter to adjust."));
    }
    set_explanation(ruling, std::move(text));
    ruling.clock = change_for(offender, offender_ms, result.penalty.opponent_ms);
    record(ruling, now);
    return result;
}

Ruling Arbiter::flag_fall(const rules::Position& position, rules::Color flagged, std::int64_t now,
                          std::uint64_t node_budget) {
    Ruling ruling;
    ruling.article = "6.9";
    if (position.is_checkmate() || position.is_stalemate()) {
        // Laws 6.9 applies "except where 5.1 or 5.2 applies": the game had already ended.
        const bool mate = position.is_checkmate();
        ruling.article = mate ? "5.1.1" : "5.2.1";
        ruling.outcome = mate ? win_for(~position.side_to_move()) : Outcome::Draw;
        const Text::Args flag = {{"player", of_player(flagged)}};
        set_explanation(
            ruling, mate ? Text::msg(N_("The game had already ended by checkmate; the flag of {player} does "
                                        "not matter (6.9 applies only if 5.1 and 5.2 do not)."),
                                     flag)
                         : Text::msg(N_("The game had already ended by stalemate; the flag of {player} does "
                                        "not matter (6.9 applies only if 5.1 and 5.2 do not)."),
                                     flag));
    } else if (can_checkmate(position, ~flagged, node_budget) == Verdict::No &&
               can_checkmate(position, flagged, node_budget) == Verdict::No) {
        // Dead (5.2.2) when neither side can mate; the opponent is asked first, as 6.9 needs its
        // answer anyway, and the flagged side only when the opponent cannot mate.
        ruling.article = "5.2.2";
        ruling.outcome = Outcome::Draw;
        set_explanation(ruling,
                        Text::msg(N_("The position is dead (5.2.2), so the game had already ended in a draw; "
                                     "the flag of {player} does not matter."),
                                  {{"player", of_player(flagged)}}));
    } else {
        Text why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, flagged, why, node_budget);
        Text text = Text::msg(
            N_("{player}'s flag fell ({laws}): {why}."),
            {{"player", of_player(flagged)}, {"laws", laws_article(edition_, "6.9")}, {"why", why}});
        if (ruling.outcome != Outcome::Draw && ruling.outcome != Outcome::ArbiterDecides)
            text +=
                Text::msg(N_(" {player} loses on time."), {{"player", Text::capitalised(player(flagged))}});
        set_explanation(ruling, std::move(text));
    }
    record(ruling, now);
    return ruling;
}

Ruling Arbiter::resignation(const rules::Position& position, rules::Color resigning, std::int64_t now,
                            std::uint64_t node_budget) {
    Ruling ruling;
    ruling.article = "5.1.2";
    const Text who = Text::capitalised(player(resigning));
    const Text under = laws_article(edition_, "5.1.2");
    if (resignation_can_be_drawn(edition_)) {
        Text why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, resigning, why, node_budget);
        set_explanation(ruling, Text::msg(N_("{player} resigns ({laws}): {why}."),
                                          {{"player", who}, {"laws", under}, {"why", why}}));
    } else {
        ruling.outcome = win_for(~resigning);
        set_explanation(
            ruling, Text::msg(N_("{player} resigns ({laws}): the opponent wins, whatever the position (the "
                                 "2023 draw rule does not apply)."),
                              {{"player", who}, {"laws", under}}));
    }
    record(ruling, now);
    return ruling;
}

std::optional<Ruling> Arbiter::automatic_ending(const rules::Game& game, std::int64_t now) {
    auto ending = first_automatic_ending(game, edition_);
    if (!ending)
        return std::nullopt;
    // The window's languages begin the sentence with a capital; the English keeps the journal's words.
    Ruling ruling{
        ending->outcome, ending->article, {}, ending->reason, Text::capitalised(ending->reason_words)};
    record(ruling, now);
    return ruling;
}

} // namespace pendule::arbiter
