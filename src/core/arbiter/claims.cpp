#include "core/arbiter/claims.hpp"

#include "core/arbiter/endings.hpp"
#include "core/arbiter/game_text.hpp"
#include "core/arbiter/wording.hpp"

namespace pendule::arbiter {

namespace {

Wording times(std::size_t n) {
    return {n == 1 ? "once" : n == 2 ? "twice" : std::to_string(n) + " times", std::to_string(n) + " fois"};
}

// Where the quiet plies counted at `ply` of `game` started.
Wording quiet_since(const rules::Game& game, int ply) {
    const int clock = game.halfmove_clock_at(ply);
    const int reset = ply - clock;
    if (reset < 0)
        return {"counted from the start position's halfmove clock",
                "compt\xc3\xa9s depuis le compteur de demi-coups de la position de d\xc3\xa9part"};
    if (reset == 0 && game.halfmove_clock_at(0) == 0)
        return {"since the start position", "depuis la position de d\xc3\xa9part"};
    const Wording at = describe_ply_words(game, reset);
    return {"since the last pawn move or capture, at " + at.english,
            "depuis le dernier mouvement de pion ou la derni\xc3\xa8re prise, au " + at.french};
}

struct Check {
    bool threefold = false;
    bool fifty = false;
    std::vector<int> occurrences;
    int quiet_plies = 0;
    Wording threefold_text;
    Wording fifty_text;
};

// The facts of a claim about the last position of `game` (for a written move: the game with the
// move played on a copy). `written` says whether that last ply is the written move's.
Check check_last_position(const rules::Game& game, bool written) {
    Check check;
    const int ply = game.ply_count();
    check.occurrences = game.same_position_plies(ply);
    check.occurrences.push_back(ply);
    check.quiet_plies = game.halfmove_clock_at(ply);
    check.threefold = check.occurrences.size() >= 3;
    check.fifty = check.quiet_plies >= 100;

    Wording list;
    for (int at : check.occurrences) {
        if (!list.english.empty())
            list += ", ";
        if (written && at == ply)
            list += Wording{"the written move's ", "avec le coup \xc3\xa9"
                                                   "crit, "};
        list += describe_ply_words(game, at);
    }
    const rules::Color side = side_to_move_at(game, ply);
    const Wording count = times(check.occurrences.size());
    check.threefold_text = {
        "the position (" + std::string(rules::color_name(side)) + " to move) " +
            (written ? "would appear " : "has appeared ") + count.english + ": " + list.english,
        "la position (" + to_move_fr(side) + ") " + (written ? "appara\xc3\xaetrait " : "est apparue ") +
            count.french + " : " + list.french};
    const std::string plies = std::to_string(check.quiet_plies);
    const std::string moves = std::to_string(check.quiet_plies / 2);
    const bool half = check.quiet_plies % 2 != 0;
    const Wording since = quiet_since(game, ply);
    check.fifty_text = {plies + " plies (" + moves + (half ? ".5" : "") +
                            " moves by each player) without pawn move or capture, " + since.english +
                            (check.fifty ? "" : "; 100 are needed"),
                        plies + " demi-coups (" + moves + (half ? ",5" : "") +
                            " coups de chaque joueur) sans mouvement de pion ni prise, " + since.french +
                            (check.fifty ? "" : " ; il en faut 100")};
    return check;
}

void set_explanation(ClaimFinding& finding, Wording text) {
    finding.explanation = std::move(text.english);
    finding.explanation_fr = std::move(text.french);
}

Wording explanation_of(const ClaimFinding& finding) {
    return {finding.explanation, finding.explanation_fr};
}

ClaimFinding conclude(const Check& check, const char* threefold_article, const char* fifty_article) {
    ClaimFinding finding;
    finding.occurrences = check.occurrences;
    finding.quiet_plies = check.quiet_plies;
    finding.valid = check.threefold || check.fifty;
    const std::string threefold(threefold_article);
    const std::string fifty(fifty_article);
    const Wording& repeated = check.threefold_text;
    const Wording& quiet = check.fifty_text;
    if (check.threefold) {
        finding.article = threefold;
        Wording text{"Laws " + threefold + ": " + repeated.english + ".",
                     "Article " + threefold + " : " + repeated.french + "."};
        if (check.fifty)
            text += Wording{" Laws " + fifty + " holds too: " + quiet.english + ".",
                            " L'article " + fifty + " s'applique aussi : " + quiet.french + "."};
        set_explanation(finding, std::move(text));
    } else if (check.fifty) {
        finding.article = fifty;
        set_explanation(finding, {"Laws " + fifty + ": " + quiet.english + ".",
                                  "Article " + fifty + " : " + quiet.french + "."});
    } else {
        set_explanation(finding, {"Neither " + threefold + " nor " + fifty + ": " + repeated.english +
                                      " (three needed); " + quiet.english + ".",
                                  "Ni l'article " + threefold + " ni l'article " + fifty + " : " +
                                      repeated.french + " (il en faut trois) ; " + quiet.french + "."});
    }
    return finding;
}

} // namespace

Result<ClaimFinding> judge_claim(const rules::Game& game, std::optional<rules::Move> intended,
                                 Edition edition) {
    ClaimFinding finding = conclude(check_last_position(game, false), "9.2.2", "9.3.2");
    if (intended) {
        rules::Game after = game;
        auto played = after.play(*intended);
        if (!played)
            return fail("the written move " + rules::to_uci(*intended) +
                            " is not legal: " + played.error().message,
                        "written move");
        const int ply = after.ply_count();
        const std::string label = after.move_label_at(ply - 1);
        const std::string move_text = label + " " + after.san_moves().back();
        const std::string move_text_fr = label + " " + san_fr(after.san_moves().back());
        // Laws 9.3.1: a written pawn move or capture resets the count, which the clock after it shows.
        ClaimFinding with_move = conclude(check_last_position(after, true), "9.2.1", "9.3.1");
        Wording text = Wording{"With the written move " + move_text + ": ", "Avec le coup \xc3\xa9"
                                                                            "crit " +
                                                                                move_text_fr + " : "} +
                       explanation_of(with_move);
        if (with_move.quiet_plies >= 100 && after.position().is_checkmate())
            text +=
                Wording{" The written move also checkmates; the claim stands (it completes the 50 moves).",
                        " Le coup \xc3\xa9"
                        "crit donne aussi mat ; la r\xc3\xa9"
                        "clamation est fond\xc3\xa9"
                        "e (il compl\xc3\xa8te les "
                        "50 coups)."};
        if (with_move.valid || !finding.valid) {
            if (!with_move.valid)
                text += Wording{" On the board: ", " Sur l'\xc3\xa9"
                                                   "chiquier : "} +
                        explanation_of(finding);
            set_explanation(with_move, std::move(text));
            finding = std::move(with_move);
        } else {
            set_explanation(finding, Wording{"The written move " + move_text +
                                                 " gives no draw, but the position on the board does: ",
                                             "Le coup \xc3\xa9"
                                             "crit " +
                                                 move_text_fr +
                                                 " ne donne pas la nulle, mais la position sur "
                                                 "l'\xc3\xa9"
                                                 "chiquier la donne : "} +
                                         explanation_of(finding));
        }
    }

    // A game that has already ended admits no claim (5.1.1, 5.2.1, 5.2.2, 9.6 under the edition).
    if (auto ending = first_automatic_ending(game, edition)) {
        finding.valid = false;
        finding.article.reset();
        const std::string result = outcome_text(ending->outcome);
        set_explanation(
            finding,
            Wording{"No claim can be made: the game had already ended: " + ending->reason + " (Laws " +
                        ending->article + ", result " + result + "). The claim's facts: ",
                    "Aucune r\xc3\xa9"
                    "clamation n'est possible : la partie \xc3\xa9tait d\xc3\xa9j\xc3\xa0 termin\xc3\xa9"
                    "e : " +
                        ending->reason_fr + " (article " + ending->article + ", r\xc3\xa9sultat " + result +
                        "). Les faits de la r\xc3\xa9"
                        "clamation : "} +
                explanation_of(finding));
        finding.game_over = std::move(ending);
    }
    return finding;
}

} // namespace pendule::arbiter
