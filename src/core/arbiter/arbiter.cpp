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

// "Laws 2023 6.9"; in French "Regles 2023, article 6.9".
Wording laws_article(Edition edition, const std::string& article) {
    return {edition_text(edition) + " " + article, edition_fr(edition) + ", article " + article};
}

Wording action_name(IllegalAction action) {
    switch (action) {
    case IllegalAction::IllegalMove:
        return {"an illegal move (7.5.1)", "un coup ill\xc3\xa9gal (7.5.1)"};
    case IllegalAction::PromotionWithoutPiece:
        return {"a promotion without a new piece (7.5.2)", "une promotion sans nouvelle pi\xc3\xa8"
                                                           "ce (7.5.2)"};
    case IllegalAction::ClockWithoutMove:
        return {"a press of the clock without a move (7.5.3)",
                "un appui sur la pendule sans coup jou\xc3\xa9 (7.5.3)"};
    case IllegalAction::TwoHands:
        return {"a move made with two hands (7.5.4)", "un coup jou\xc3\xa9 avec les deux mains (7.5.4)"};
    }
    return {"an illegal move", "un coup ill\xc3\xa9gal"};
}

void set_explanation(Ruling& ruling, Wording text) {
    ruling.explanation = std::move(text.english);
    ruling.explanation_fr = std::move(text.french);
}

} // namespace

Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser, Wording& why,
                                         std::uint64_t node_budget) {
    const rules::Color winner = ~loser;
    const std::string name(rules::color_name(winner));
    const std::string name_fr = colour_fr(winner);
    const std::string reason = mating_material_reason(position, winner, Language::English, node_budget);
    const std::string reason_fr = mating_material_reason(position, winner, Language::French, node_budget);
    switch (can_checkmate(position, winner, node_budget)) {
    case Verdict::Yes:
        why = {name + " can still checkmate (" + reason + ")",
               name_fr + " peuvent encore mater (" + reason_fr + ")"};
        return win_for(winner);
    case Verdict::No:
        why = {name + " cannot checkmate by any series of legal moves (" + reason + "): the game is drawn",
               name_fr + " ne peuvent mater par aucune suite de coups l\xc3\xa9gaux (" + reason_fr +
                   ") : la partie est nulle"};
        return Outcome::Draw;
    case Verdict::Unknown:
        break;
    }
    why = {"the tool cannot tell whether " + name +
               " can still checkmate by some series of legal moves: the arbiter must decide (a loss for " +
               std::string(rules::color_name(loser)) + " if " + name + " can, a draw if not)",
           "l'outil ne peut pas dire si " + name_fr +
               " peuvent encore mater par une suite de coups l\xc3\xa9gaux : l'arbitre doit d\xc3\xa9"
               "cider (d\xc3\xa9"
               "faite " +
               of_colour_fr(loser) + " si " + name_fr + " le peuvent, nulle sinon)"};
    return Outcome::ArbiterDecides;
}

Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser,
                                         std::string& why) {
    Wording words;
    const Outcome outcome = loss_unless_opponent_cannot_mate(position, loser, words);
    why = std::move(words.english);
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
    Wording text{result.finding.explanation, result.finding.explanation_fr};

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
        const Wording under = laws_article(edition_, penalty.article);
        text += Wording{" Incorrect claim (" + under.english + "): " + penalty.rule,
                        " R\xc3\xa9"
                        "clamation incorrecte (" +
                            under.french + ") : " + penalty.rule_fr};
        if (!penalty.claimant_ms)
            text += Wording{
                "; the claimant's remaining time is not known, so the half to take away cannot be computed",
                " ; le temps restant du joueur qui r\xc3\xa9"
                "clame n'est pas connu : la moiti\xc3\xa9 \xc3\xa0 retirer ne peut pas "
                "\xc3\xaatre calcul\xc3\xa9"
                "e"};
        text += ".";
        if (intended) {
            const std::string san = rules::to_san(game.position(), *intended);
            text += Wording{
                " The written move " + san +
                    " must now be played (9.5; if it were illegal, another move with the same piece).",
                " Le coup \xc3\xa9"
                "crit " +
                    san_fr(san) +
                    " doit maintenant \xc3\xaatre jou\xc3\xa9 (9.5 ; s'il \xc3\xa9tait ill\xc3\xa9gal, un "
                    "autre coup de la m\xc3\xaame "
                    "pi\xc3\xa8"
                    "ce)."};
        } else {
            text += Wording{" The game continues.", " La partie continue."};
        }
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
    int& count = illegal_moves_[static_cast<std::size_t>(rules::index(offender))];
    ++count;
    IllegalMoveRuling result;
    result.count = count;
    result.penalty = illegal_move_penalty(edition_, speed_, count);
    Ruling& ruling = result.ruling;
    ruling.article = result.penalty.article;
    const std::string who(rules::color_name(offender));

    const Wording what = action_name(action);
    Wording text{who + " completed " + what.english + "; ",
                 "Action ill\xc3\xa9gale " + of_colour_fr(offender) + " : " + what.french + " ; "};
    text += action == IllegalAction::PromotionWithoutPiece
                ? Wording{"the pawn becomes a queen of the same colour (7.5.2). ",
                          "le pion devient une dame de la m\xc3\xaame couleur (7.5.2). "}
                : Wording{"the position before it is reinstated and the move must be replaced, touch-move "
                          "applying (7.5.1, 4.3). ",
                          "la position qui pr\xc3\xa9"
                          "c\xc3\xa9"
                          "dait est r\xc3\xa9tablie et le coup doit \xc3\xaatre remplac\xc3\xa9, selon la "
                          "r\xc3\xa8gle de la pi\xc3\xa8"
                          "ce touch\xc3\xa9"
                          "e (7.5.1, 4.3). "};
    const Wording under = laws_article(edition_, result.penalty.article);
    text += Wording{under.english + ": " + result.penalty.rule + ".",
                    under.french + " : " + result.penalty.rule_fr + "."};

    Millis offender_ms = 0;
    if (result.penalty.take_back_increment && increment_gained_ms > 0) {
        offender_ms = -increment_gained_ms;
        text += Wording{" The increment of " + describe_duration(increment_gained_ms) +
                            " gained by the illegal press is taken back (rapid/blitz).",
                        " L'incr\xc3\xa9ment de " + duration_fr(increment_gained_ms) +
                            " gagn\xc3\xa9 par l'appui ill\xc3\xa9gal est retir\xc3\xa9 (rapide/blitz)."};
    }
    if (result.penalty.loses) {
        Wording why;
        ruling.outcome = loss_unless_opponent_cannot_mate(reinstated, offender, why);
        text += Wording{" " + why.english + ".", " " + capitalised(why.french) + "."};
    } else {
        ruling.outcome = Outcome::Continues;
        if (result.penalty.arbiter_adjusts)
            text +=
                Wording{" The clocks are left for the arbiter to adjust.", " L'arbitre ajuste les pendules."};
    }
    set_explanation(ruling, std::move(text));
    ruling.clock = change_for(offender, offender_ms, result.penalty.opponent_ms);
    record(ruling, now);
    return result;
}

Ruling Arbiter::flag_fall(const rules::Position& position, rules::Color flagged, std::int64_t now) {
    Ruling ruling;
    ruling.article = "6.9";
    const std::string who(rules::color_name(flagged));
    const std::string who_fr = of_colour_fr(flagged);
    if (position.is_checkmate() || position.is_stalemate()) {
        // Laws 6.9 applies "except where 5.1 or 5.2 applies": the game had already ended.
        const bool mate = position.is_checkmate();
        ruling.article = mate ? "5.1.1" : "5.2.1";
        ruling.outcome = mate ? win_for(~position.side_to_move()) : Outcome::Draw;
        set_explanation(
            ruling,
            {std::string("The game had already ended by ") + (mate ? "checkmate" : "stalemate") +
                 "; the flag of " + who + " does not matter (6.9 applies only if 5.1 and 5.2 do not).",
             std::string("La partie \xc3\xa9tait d\xc3\xa9j\xc3\xa0 termin\xc3\xa9"
                         "e par ") +
                 (mate ? "le mat" : "le pat") +
                 " ; la tomb\xc3\xa9"
                 "e du drapeau " +
                 who_fr + " ne compte pas (6.9 ne s'applique que si 5.1 et 5.2 ne s'appliquent pas)."});
    } else if (is_dead_position(position) == Verdict::Yes) {
        ruling.article = "5.2.2";
        ruling.outcome = Outcome::Draw;
        set_explanation(
            ruling, {"The position is dead (5.2.2), so the game had already ended in a draw; the flag of " +
                         who + " does not matter.",
                     "La position est morte (5.2.2) : la partie \xc3\xa9tait donc d\xc3\xa9j\xc3\xa0 nulle ; "
                     "la tomb\xc3\xa9"
                     "e du drapeau " +
                         who_fr + " ne compte pas."});
    } else {
        Wording why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, flagged, why);
        const Wording under = laws_article(edition_, "6.9");
        Wording text{who + "'s flag fell (" + under.english + "): " + why.english + ".",
                     "Tomb\xc3\xa9"
                     "e du drapeau " +
                         who_fr + " (" + under.french + ") : " + why.french + "."};
        if (ruling.outcome != Outcome::Draw && ruling.outcome != Outcome::ArbiterDecides)
            text += Wording{" " + who + " loses on time.",
                            " " + capitalised(colour_fr(flagged)) + " perdent au temps."};
        set_explanation(ruling, std::move(text));
    }
    record(ruling, now);
    return ruling;
}

Ruling Arbiter::resignation(const rules::Position& position, rules::Color resigning, std::int64_t now) {
    Ruling ruling;
    ruling.article = "5.1.2";
    const std::string who(rules::color_name(resigning));
    const std::string who_fr = capitalised(colour_fr(resigning));
    const Wording under = laws_article(edition_, "5.1.2");
    if (resignation_can_be_drawn(edition_)) {
        Wording why;
        ruling.outcome = loss_unless_opponent_cannot_mate(position, resigning, why);
        set_explanation(ruling, {who + " resigns (" + under.english + "): " + why.english + ".",
                                 who_fr + " abandonnent (" + under.french + ") : " + why.french + "."});
    } else {
        ruling.outcome = win_for(~resigning);
        set_explanation(
            ruling,
            {who + " resigns (" + under.english +
                 "): the opponent wins, whatever the position (the 2023 draw rule does not apply).",
             who_fr + " abandonnent (" + under.french +
                 ") : l'adversaire gagne, quelle que soit la position (la r\xc3\xa8gle de nulle de 2023 ne "
                 "s'applique pas)."});
    }
    record(ruling, now);
    return ruling;
}

std::optional<Ruling> Arbiter::automatic_ending(const rules::Game& game, std::int64_t now) {
    auto ending = first_automatic_ending(game, edition_);
    if (!ending)
        return std::nullopt;
    Ruling ruling{ending->outcome, ending->article, {}, ending->reason, capitalised(ending->reason_fr)};
    record(ruling, now);
    return ruling;
}

} // namespace pendule::arbiter
