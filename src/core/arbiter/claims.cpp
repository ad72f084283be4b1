#include "core/arbiter/claims.hpp"

#include "core/arbiter/endings.hpp"
#include "core/arbiter/game_text.hpp"
#include "core/arbiter/wording.hpp"

namespace pendule::arbiter {

namespace {

// Where the quiet plies counted at `ply` of `game` started.
Text quiet_since(const rules::Game& game, int ply) {
    const int clock = game.halfmove_clock_at(ply);
    const int reset = ply - clock;
    if (reset < 0)
        return Text::msg(N_("counted from the start position's halfmove clock"));
    if (reset == 0 && game.halfmove_clock_at(0) == 0)
        return Text::msg(N_("since the start position"));
    return Text::msg(N_("since the last pawn move or capture, at {ply}"), {{"ply", ply_text(game, reset)}});
}

struct Check {
    bool threefold = false;
    bool fifty = false;
    std::vector<int> occurrences;
    int quiet_plies = 0;
    Text threefold_text;
    Text fifty_text;
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

    Text list;
    for (int at : check.occurrences) {
        if (!list.empty())
            list += ", ";
        list += written && at == ply
                    ? Text::msg(N_("the written move's {ply}"), {{"ply", ply_text(game, at)}})
                    : ply_text(game, at);
    }
    const rules::Color side = side_to_move_at(game, ply);
    const Text::Args facts = {
        {"to_move", to_move(side)}, {"count", times(check.occurrences.size())}, {"plies", list}};
    check.threefold_text =
        written ? Text::msg(N_("the position ({to_move}) would appear {count}: {plies}"), facts)
                : Text::msg(N_("the position ({to_move}) has appeared {count}: {plies}"), facts);
    const std::string moves =
        std::to_string(check.quiet_plies / 2) + (check.quiet_plies % 2 != 0 ? ".5" : "");
    check.fifty_text =
        Text::msg(N_("{plies} plies ({moves} moves by each player) without pawn move or capture, {since}"),
                  {{"plies", Text::same(std::to_string(check.quiet_plies))},
                   {"moves", Text::decimal(moves)},
                   {"since", quiet_since(game, ply)}});
    if (!check.fifty)
        check.fifty_text += Text::msg(N_("; 100 are needed"));
    return check;
}

void set_explanation(ClaimFinding& finding, Text text) {
    finding.explanation = text.english();
    finding.words = std::move(text);
}

ClaimFinding conclude(const Check& check, const char* threefold_article, const char* fifty_article) {
    ClaimFinding finding;
    finding.occurrences = check.occurrences;
    finding.quiet_plies = check.quiet_plies;
    finding.valid = check.threefold || check.fifty;
    const std::string threefold(threefold_article);
    const std::string fifty(fifty_article);
    const Text& repeated = check.threefold_text;
    const Text& quiet = check.fifty_text;
    if (check.threefold) {
        finding.article = threefold;
        Text text = Text::msg(N_("Laws {article}: {facts}."),
                              {{"article", Text::same(threefold)}, {"facts", repeated}});
        if (check.fifty)
            text += Text::msg(N_(" Laws {article} holds too: {facts}."),
                              {{"article", Text::same(fifty)}, {"facts", quiet}});
        set_explanation(finding, std::move(text));
    } else if (check.fifty) {
        finding.article = fifty;
        set_explanation(finding, Text::msg(N_("Laws {article}: {facts}."),
                                           {{"article", Text::same(fifty)}, {"facts", quiet}}));
    } else {
        set_explanation(finding,
                        Text::msg(N_("Neither {threefold} nor {fifty}: {repeated} (three needed); {quiet}."),
                                  {{"threefold", Text::same(threefold)},
                                   {"fifty", Text::same(fifty)},
                                   {"repeated", repeated},
                                   {"quiet", quiet}}));
    }
    return finding;
}

} // namespace

Result<ClaimFinding> judge_claim(const rules::Game& game, std::optional<rules::Move> intended,
                                 Edition edition) {
    ClaimFinding finding = conclude(check_last_position(game, false), "9.2.2", "9.3.2");
    finding.repetition = analyse_repetition(game, false);
    if (intended) {
        rules::Game after = game;
        auto played = after.play(*intended);
        if (!played)
            return fail("the written move " + rules::to_uci(*intended) +
                            " is not legal: " + played.error().message,
                        "written move");
        const int ply = after.ply_count();
        const Text written =
            Text::same(after.move_label_at(ply - 1) + " ") + Text::move(after.san_moves().back());
        // Laws 9.3.1: a written pawn move or capture resets the count, which the clock after it shows.
        ClaimFinding with_move = conclude(check_last_position(after, true), "9.2.1", "9.3.1");
        with_move.repetition = analyse_repetition(after, true);
        Text text = Text::msg(N_("With the written move {move}: "), {{"move", written}}) + with_move.words;
        if (with_move.quiet_plies >= 100 && after.position().is_checkmate())
            text += Text::msg(
                N_(" The written move also checkmates; the claim stands (it completes the 50 moves)."));
        if (with_move.valid || !finding.valid) {
            if (!with_move.valid)
                text += Text::msg(N_(" On the board: ")) + finding.words;
            set_explanation(with_move, std::move(text));
            finding = std::move(with_move);
        } else {
            set_explanation(
                finding,
                Text::msg(N_("The written move {move} gives no draw, but the position on the board does: "),
                          {{"move", written}}) +
                    finding.words);
        }
    }

    // A game that has already ended admits no claim (5.1.1, 5.2.1, 5.2.2, 9.6 under the edition).
    if (auto ending = first_automatic_ending(game, edition)) {
        finding.valid = false;
        finding.article.reset();
        const std::string result = outcome_text(ending->outcome);
        set_explanation(
            finding,
            Text::msg(N_("No claim can be made: the game had already ended: {reason} (Laws {article}, "
                         "result {result}). The claim's facts: "),
                      {{"reason", ending->reason_words},
                       {"article", Text::same(ending->article)},
                       {"result", Text::same(result)}}) +
                finding.words);
        finding.game_over = std::move(ending);
    }
    return finding;
}

} // namespace pendule::arbiter
