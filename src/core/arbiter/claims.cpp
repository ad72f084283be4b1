#include "core/arbiter/claims.hpp"

#include "core/arbiter/endings.hpp"
#include "core/rules/san.hpp"

namespace pendule::arbiter {

namespace {

// "ply 3 (after 2. Nf3, Black to move), ply 7 (...)"; the ply after the intended move is named
// with that move.
std::string list_plies(const GameHistory& history, const std::vector<int>& plies, const PlyRecord* intended) {
    std::string text;
    for (int ply : plies) {
        if (!text.empty())
            text += ", ";
        if (ply <= history.last_ply()) {
            text += history.describe_ply(ply);
        } else if (intended != nullptr) {
            text += "ply " + std::to_string(ply) + " (after the written move " +
                    numbered_move(intended->san, intended->side_to_move, intended->fullmove_number) + ", " +
                    std::string(rules::color_name(intended->side_to_move)) + " to move)";
        }
    }
    return text;
}

std::string times(std::size_t n) {
    return n == 1 ? "once" : n == 2 ? "twice" : std::to_string(n) + " times";
}

// The ply of the last pawn move or capture before a position with this halfmove clock at `ply`
// (or the start of the record when the clock came with the start position).
std::string quiet_since(const GameHistory& history, int ply, int clock) {
    const int reset = ply - clock;
    if (reset > history.last_ply())
        return "the written move itself being a pawn move or capture";
    if (reset < 0)
        return "counted from the start position's halfmove clock";
    if (reset == 0 && history.plies().front().halfmove_clock == 0)
        return "since the start position";
    return "since the last pawn move or capture, " + history.describe_ply(reset);
}

struct Check {
    bool threefold = false;
    bool fifty = false;
    std::vector<int> occurrences;
    int quiet_plies = 0;
    std::string threefold_text;
    std::string fifty_text;
};

// The facts of a claim about the position `record` standing at `ply` (a ply of the history, or
// last + 1 for the position after the written move).
Check check_position(const GameHistory& history, const PlyRecord& record, int ply,
                     const PlyRecord* intended) {
    Check check;
    check.occurrences = history.plies_with_key(record.key, history.last_ply());
    if (ply > history.last_ply())
        check.occurrences.push_back(ply);
    check.quiet_plies = record.halfmove_clock;
    check.threefold = check.occurrences.size() >= 3;
    check.fifty = record.halfmove_clock >= 100;

    const std::string to_move = std::string(rules::color_name(record.side_to_move)) + " to move";
    check.threefold_text =
        "the position (" + to_move + ") " + (ply > history.last_ply() ? "would appear " : "has appeared ") +
        times(check.occurrences.size()) + ": " + list_plies(history, check.occurrences, intended);
    check.fifty_text =
        std::to_string(record.halfmove_clock) + " plies (" + std::to_string(record.halfmove_clock / 2) +
        (record.halfmove_clock % 2 ? ".5" : "") + " moves by each player) without pawn move or capture, " +
        quiet_since(history, ply, record.halfmove_clock) + (check.fifty ? "" : "; 100 are needed");
    return check;
}

ClaimFinding conclude(const Check& check, const char* threefold_article, const char* fifty_article) {
    ClaimFinding finding;
    finding.occurrences = check.occurrences;
    finding.quiet_plies = check.quiet_plies;
    finding.valid = check.threefold || check.fifty;
    if (check.threefold) {
        finding.article = threefold_article;
        finding.explanation = "Laws " + std::string(threefold_article) + ": " + check.threefold_text + ".";
        if (check.fifty)
            finding.explanation +=
                " Laws " + std::string(fifty_article) + " holds too: " + check.fifty_text + ".";
    } else if (check.fifty) {
        finding.article = fifty_article;
        finding.explanation = "Laws " + std::string(fifty_article) + ": " + check.fifty_text + ".";
    } else {
        finding.explanation = "Neither " + std::string(threefold_article) + " nor " + fifty_article + ": " +
                              check.threefold_text + " (three needed); " + check.fifty_text + ".";
    }
    return finding;
}

} // namespace

Result<ClaimFinding> judge_claim(const GameHistory& history, std::optional<rules::Move> intended,
                                 Edition edition) {
    const rules::Position& position = history.current();
    std::optional<PlyRecord> after;
    std::string move_text;
    if (intended) {
        if (!position.is_legal(*intended))
            return fail("the written move " + rules::to_uci(*intended) + " is not legal in this position",
                        "intended move");
        after = record_after(position, *intended);
        move_text = numbered_move(after->san, after->side_to_move, after->fullmove_number);
    }

    const int last = history.last_ply();
    const Check board = check_position(history, history.plies().back(), last, nullptr);
    ClaimFinding finding = conclude(board, "9.2.2", "9.3.2");
    if (after) {
        Check written = check_position(history, *after, last + 1, &*after);
        // Laws 9.3.1: the written move itself must not be a pawn move or capture; its clock says so.
        ClaimFinding with_move = conclude(written, "9.2.1", "9.3.1");
        with_move.explanation = "With the written move " + move_text + ": " + with_move.explanation;
        if (written.fifty && after->is_checkmate)
            with_move.explanation +=
                " The written move also checkmates; the claim stands (it completes the 50 moves).";
        if (with_move.valid || !finding.valid) {
            if (!with_move.valid)
                with_move.explanation += " On the board: " + finding.explanation;
            finding = std::move(with_move);
        } else {
            finding.explanation = "The written move " + move_text + " gives no draw (" +
                                  with_move.explanation +
                                  "), but the position on the board does: " + finding.explanation;
        }
    }

    // A game that has already ended admits no claim (5.1.1, 5.2.1, 5.2.2, 9.6 under the edition).
    if (auto ending = first_automatic_ending(history, edition)) {
        finding.game_over =
            ending->reason + " (Laws " + ending->article + ", result " + outcome_text(ending->outcome) + ")";
        finding.valid = false;
        finding.article.reset();
        finding.explanation = "No claim can be made: the game had already ended: " + *finding.game_over +
                              ". The claim's facts: " + finding.explanation;
    }
    return finding;
}

} // namespace pendule::arbiter
