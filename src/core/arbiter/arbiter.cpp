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

std::string edition_text(Edition edition) {
    return "Laws " + std::string(edition_name(edition));
}

const char* action_name(IllegalAction action) {
    switch (action) {
    case IllegalAction::IllegalMove:
        return "an illegal move (7.5.1)";
    case IllegalAction::PromotionWithoutPiece:
        return "a promotion without a new piece (7.5.2)";
    case IllegalAction::ClockWithoutMove:
        return "a press of the clock without a move (7.5.3)";
    case IllegalAction::TwoHands:
        return "a move made with two hands (7.5.4)";
    }
    return "an illegal move";
}

} // namespace

Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser,
                                         std::string& why) {
    const rules::Color winner = ~loser;
    const std::string name(rules::color_name(winner));
    switch (can_checkmate(position, winner)) {
    case Verdict::Yes:
        why = name + " can still checkmate (" + mating_material_reason(position, winner) + ")";
        return win_for(winner);
    case Verdict::No:
        why = name + " cannot checkmate by any series of legal moves (" +
              mating_material_reason(position, winner) + "): the game is drawn";
        return Outcome::Draw;
    case Verdict::Unknown:
        break;
    }
    why = "the tool cannot tell whether " + name +
          " can still checkmate by some series of legal moves: the arbiter must decide (a loss for " +
          std::string(rules::color_name(loser)) + " if " + name + " can, a draw if not)";
    return Outcome::ArbiterDecides;
}

void Arbiter::record(const Ruling& ruling, std::int64_t now) {
    log_.record(Decision{now, ruling.article, edition_, ruling.clock, ruling.outcome, ruling.explanation});
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
    ruling.explanation = result.finding.explanation;

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
        ruling.explanation +=
            " Incorrect claim (" + edition_text(edition_) + " " + penalty.article + "): " + penalty.rule;
        if (!penalty.claimant_ms)
            ruling.explanation +=
                "; the claimant's remaining time is not known, so the half to take away cannot be computed";
        ruling.explanation += ".";
        if (intended)
            ruling.explanation +=
                " The written move " + rules::to_san(game.position(), *intended) +
                " must now be played (9.5; if it were illegal, another move with the same piece).";
        else
            ruling.explanation += " The game continues.";
        if (claimant_remaining_ms && penalty.claimant_ms)
            result.claimant_after_ms = *claimant_remaining_ms + *penalty.claimant_ms;
        if (opponent_remaining_ms)
            result.opponent_after_ms = *opponent_remaining_ms + penalty.opponent_ms;
        result.penalty = std::move(penalty);
    }
    record(ruling, now);
    return result;
}

IllegalMoveRuling Arbiter::illegal_move(const rules::Position& reinstated, rules::Color offender,
                                        IllegalAction action, Millis increment_gained_ms, std::int64_t now) {
    int& count = illegal_moves_[static_cast<std::size_t>(rules::index(offender))];
    ++count;
    IllegalMoveRuling result;
    result.count = count;
    result.penalty = illegal_move_penalty(edition_, speed_, count);
    Ruling& ruling = result.ruling;
    ruling.article = result.penalty.article;
    const std::string who(rules::color_name(offender));

    ruling.explanation = who + " completed " + action_name(action) + "; ";
    ruling.explanation +=
        action == IllegalAction::PromotionWithoutPiece
            ? "the pawn becomes a queen of the same colour (7.5.2). "
            : "the position before it is reinstated and the move must be replaced, touch-move "
              "applying (7.5.1, 4.3). ";
    ruling.explanation +=
        edition_text(edition_) + " " + result.penalty.article + ": " + result.penalty.rule + ".";

    Millis offender_ms = 0;
    if (result.penalty.take_back_increment && increment_gained_ms > 0) {
        offender_ms = -increment_gained_ms;
        ruling.explanation += " The increment of " + describe_duration(increment_gained_ms) +
                              " gained by the illegal press is taken back (rapid/blitz).";
    }
    if (result.penalty.loses) {
        std::string why;
        ruling.outcome = loss_unless_opponent_cannot_mate(reinstated, offender, why);
        ruling.explanation += " " + why + ".";
    } else {
        ruling.outcome = Outcome::Continues;
        if (result.penalty.arbiter_adjusts)
            ruling.explanation += " The clocks are left for the arbiter to adjust.";
    }
    ruling.clock = change_for(offender, offender_ms, result.penalty.opponent_ms);
    record(ruling, now);
    return result;
}

Ruling Arbiter::flag_fall(const rules::Position& position, rules::Color flagged, std::int64_t now) {
    Ruling ruling;
    ruling.article = "6.9";
    const std::string who(rules::color_name(flagged));
    if (position.is_checkmate() || position.is_stalemate()) {
        // Laws 6.9 applies "except where 5.1 or 5.2 applies": the game had already ended.
        const bool mate = position.is_checkmate();
        ruling.article = mate ? "5.1.1" : "5.2.1";
        ruling.outcome = mate ? win_for(~position.side_to_move()) : Outcome::Draw;
        ruling.explanation = std::string("The game had already ended by ") +
                             (mate ? "checkmate" : "stalemate") + "; the flag of " + who +
                             " does not matter (6.9 applies only if 5.1 and 5.2 do not).";
    } else if (is_dead_position(position) == Verdict::Yes) {
        ruling.article = "5.2.2";
        ruling.outcome = Outcome::Draw;
        ruling.explanation =
            "The position is dead (5.2.2), so the game had already ended in a draw; the flag of " + who +
            " does not matter.";
    } else {
        std::string why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, flagged, why);
        ruling.explanation = who + "'s flag fell (" + edition_text(edition_) + " 6.9): " + why + ".";
        if (ruling.outcome != Outcome::Draw && ruling.outcome != Outcome::ArbiterDecides)
            ruling.explanation += " " + who + " loses on time.";
    }
    record(ruling, now);
    return ruling;
}

Ruling Arbiter::resignation(const rules::Position& position, rules::Color resigning, std::int64_t now) {
    Ruling ruling;
    ruling.article = "5.1.2";
    const std::string who(rules::color_name(resigning));
    if (resignation_can_be_drawn(edition_)) {
        std::string why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, resigning, why);
        ruling.explanation = who + " resigns (" + edition_text(edition_) + " 5.1.2): " + why + ".";
    } else {
        ruling.outcome = win_for(~resigning);
        ruling.explanation =
            who + " resigns (" + edition_text(edition_) +
            " 5.1.2): the opponent wins, whatever the position (the 2023 draw rule does not apply).";
    }
    record(ruling, now);
    return ruling;
}

std::optional<Ruling> Arbiter::automatic_ending(const rules::Game& game, std::int64_t now) {
    auto ending = first_automatic_ending(game, edition_);
    if (!ending)
        return std::nullopt;
    Ruling ruling{ending->outcome, ending->article, {}, ending->reason};
    record(ruling, now);
    return ruling;
}

} // namespace pendule::arbiter
