#include "core/arbiter/claims.hpp"

#include "core/arbiter/endings.hpp"
#include "core/arbiter/game_text.hpp"

namespace pendule::arbiter {

namespace {

std::string times(std::size_t n) {
    return n == 1 ? "once" : n == 2 ? "twice" : std::to_string(n) + " times";
}

// Where the quiet plies counted at `ply` of `game` started.
std::string quiet_since(const rules::Game& game, int ply) {
    const int clock = game.halfmove_clock_at(ply);
    const int reset = ply - clock;
    if (reset < 0)
        return "counted from the start position's halfmove clock";
    if (reset == 0 && game.halfmove_clock_at(0) == 0)
        return "since the start position";
    return "since the last pawn move or capture, at " + describe_ply(game, reset);
}

struct Check {
    bool threefold = false;
    bool fifty = false;
    std::vector<int> occurrences;
    int quiet_plies = 0;
    std::string threefold_text;
    std::string fifty_text;
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

    std::string list;
    for (int at : check.occurrences) {
        if (!list.empty())
            list += ", ";
        if (written && at == ply)
            list += "the written move's ";
        list += describe_ply(game, at);
    }
    check.threefold_text = "the position (" + std::string(rules::color_name(side_to_move_at(game, ply))) +
                           " to move) " + (written ? "would appear " : "has appeared ") +
                           times(check.occurrences.size()) + ": " + list;
    check.fifty_text = std::to_string(check.quiet_plies) + " plies (" +
                       std::to_string(check.quiet_plies / 2) + (check.quiet_plies % 2 ? ".5" : "") +
                       " moves by each player) without pawn move or capture, " + quiet_since(game, ply) +
                       (check.fifty ? "" : "; 100 are needed");
    return check;
}

ClaimFinding conclude(const Check& check, const char* threefold_article, const char* fifty_article) {
    ClaimFinding finding;
    finding.occurrences = check.occurrences;
    finding.quiet_plies = check.quiet_plies;
    finding.valid = check.threefold || check.fifty;
    const std::string threefold(threefold_article);
    const std::string fifty(fifty_article);
    if (check.threefold) {
        finding.article = threefold;
        finding.explanation = "Laws " + threefold + ": " + check.threefold_text + ".";
        if (check.fifty)
            finding.explanation += " Laws " + fifty + " holds too: " + check.fifty_text + ".";
    } else if (check.fifty) {
        finding.article = fifty;
        finding.explanation = "Laws " + fifty + ": " + check.fifty_text + ".";
    } else {
        finding.explanation = "Neither " + threefold + " nor " + fifty + ": " + check.threefold_text +
                              " (three needed); " + check.fifty_text + ".";
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
        const std::string move_text = after.move_label_at(ply - 1) + " " + after.san_moves().back();
        // Laws 9.3.1: a written pawn move or capture resets the count, which the clock after it shows.
        ClaimFinding with_move = conclude(check_last_position(after, true), "9.2.1", "9.3.1");
        with_move.explanation = "With the written move " + move_text + ": " + with_move.explanation;
        if (with_move.quiet_plies >= 100 && after.position().is_checkmate())
            with_move.explanation +=
                " The written move also checkmates; the claim stands (it completes the 50 moves).";
        if (with_move.valid || !finding.valid) {
            if (!with_move.valid)
                with_move.explanation += " On the board: " + finding.explanation;
            finding = std::move(with_move);
        } else {
            finding.explanation = "The written move " + move_text +
                                  " gives no draw, but the position on the board " +
                                  "does: " + finding.explanation;
        }
    }

    // A game that has already ended admits no claim (5.1.1, 5.2.1, 5.2.2, 9.6 under the edition).
    if (auto ending = first_automatic_ending(game, edition)) {
        finding.valid = false;
        finding.article.reset();
        finding.explanation = "No claim can be made: the game had already ended: " + ending->reason +
                              " (Laws " + ending->article + ", result " + outcome_text(ending->outcome) +
                              "). The claim's facts: " + finding.explanation;
        finding.game_over = std::move(ending);
    }
    return finding;
}

} // namespace pendule::arbiter
