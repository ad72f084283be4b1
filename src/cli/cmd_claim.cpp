// pendule-cli claim: the player to move at the end of a game claims a draw (Laws 9.2, 9.3, 9.5).
#include "cli/arbiter_input.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/arbiter.hpp"
#include "io/export/arbiter_json.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

constexpr const char* kClaimHelp =
    "usage: pendule-cli claim FILE.pgn [--game N] [--move SAN] [--laws EDITION]\n"
    "                         [--claimant-ms N --opponent-ms N] [--rapid | --blitz | --tc TC]\n"
    "                         [--plies N] [--french] [--json]\n\n"
    "The player to move at the end of game N (default 1) claims a draw by threefold repetition\n"
    "(Laws 9.2) or the fifty-move rule (9.3): with --move, the move written on the scoresheet\n"
    "(9.2.1 / 9.3.1: the position after that legal move counts; a move completing the 50 moves\n"
    "is valid even if it checkmates), otherwise the position on the board (9.2.2 / 9.3.2).\n\n"
    "The verdict names the article (9.2 before 9.3 when both hold; none when the claim is\n"
    "incorrect), says why, and lists the plies where the position stands (ply 0 = the start\n"
    "position) or the plies without pawn move or capture, then each occurrence with the move that\n"
    "led there and its FEN, and the positions with the same pieces on the same squares that do not\n"
    "count, with why (the other player to move, a castling right, an en passant capture).\n"
    "If the written move gives nothing but the board does, the claim is valid under 9.2.2 / 9.3.2.\n"
    "A claim in a game that had already ended (checkmate, stalemate, dead position, or 9.6\n"
    "fivefold / 75 moves since 2014) is not valid and carries no penalty.\n\n"
    "An incorrect claim is penalised as the edition says (9.5), from the claimant's side:\n"
    "  2001  claimant loses half the remaining time (at most 3 min), opponent +3 min\n"
    "  2009  opponent +3 min\n"
    "  2014, 2018  opponent +2 min\n"
    "  2023  opponent +2 min, +1 min in rapid and blitz (the default edition)\n"
    "and the written move must then be played. Without --claimant-ms the 2001 half cannot be\n"
    "computed: the explanation says so and claimant_ms is null.\n\n"
    "exit status: 0 valid claim (draw); 1 incorrect claim, or no claim possible (game over);\n"
    "             2 bad usage, unreadable input, or an illegal --move (the reason is printed).\n\n"
    "options:\n"
    "  --game N           the game of the file (1 = first)\n"
    "  --move SAN         the written intended move (9.2.1 / 9.3.1)\n"
    "  --laws EDITION     2001, 2009, 2014, 2018 or 2023 (default 2023)\n"
    "  --claimant-ms N    the claimant's remaining time, in milliseconds\n"
    "  --opponent-ms N    the opponent's remaining time, in milliseconds\n"
    "  --rapid, --blitz   the game is rapid / blitz (Laws A.1, B.1)\n"
    "  --tc TC            the time control (PGN TimeControl syntax, e.g. 900+10); by default the\n"
    "                     game's TimeControl tag decides, else standard play\n"
    "  --plies N          claim after the first N plies of the game instead of at its end\n"
    "  --french           French piece letters (R D T F C) in the file and in --move\n"
    "  --json             {\"valid\", \"article\", \"explanation\", \"occurrences\", \"penalty\", ...,\n"
    "                     \"repetition\": {\"summary\", \"occurrences\", \"near\"}}\n"
    "  --help             this text\n";

// Each occurrence of the claimed position with the move that led there, and the
// positions with the same pieces on the same squares that do not count, with why.
void print_repetition(std::ostream& out, const arbiter::RepetitionAnalysis& analysis) {
    out << "repetition: " << analysis.summary.english() << "\n";
    for (const auto& board : analysis.occurrences)
        out << "  " << board.caption.english() << "  " << board.fen << "\n";
    if (analysis.near.empty())
        return;
    out << "same pieces on the same squares, not the same position (Laws 9.2.3):\n";
    for (const auto& near : analysis.near)
        out << "  " << near.board.caption.english() << ": " << near.reason.english() << "  " << near.board.fen
            << "\n";
}

void print_text(std::ostream& out, const arbiter::ClaimRuling& ruling) {
    const arbiter::ClaimFinding& finding = ruling.finding;
    if (finding.game_over) {
        // Not an incorrect claim: there was no game left to claim in.
        out << "claim: no claim possible: the game ended at ply " << finding.game_over->ply << " (Laws "
            << finding.game_over->article << "), result "
            << arbiter::outcome_text(finding.game_over->outcome);
    } else {
        out << "claim: " << (finding.valid ? "valid" : "incorrect");
    }
    if (finding.article)
        out << " (Laws " << *finding.article << ")";
    out << "\n" << ruling.ruling.explanation << "\n";
    out << "occurrences (plies):";
    for (int ply : finding.occurrences)
        out << ' ' << ply;
    out << "\nquiet plies: " << finding.quiet_plies << "\n";
    print_repetition(out, finding.repetition);
    if (ruling.penalty) {
        out << "penalty: claimant ";
        if (ruling.penalty->claimant_ms)
            out << *ruling.penalty->claimant_ms << " ms";
        else
            out << "unknown (remaining time not given)";
        out << ", opponent +" << ruling.penalty->opponent_ms << " ms\n";
    } else {
        out << "penalty: none\n";
    }
    out << "result: " << arbiter::outcome_text(ruling.ruling.outcome) << "\n";
}

} // namespace

int run_claim(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name :
         {"--game", "--move", "--laws", "--claimant-ms", "--opponent-ms", "--tc", "--plies"})
        args.value_option(name);
    for (const char* name : {"--json", "--rapid", "--blitz", "--french", "--help"})
        args.flag_option(name);
    if (auto bad = args.parse(words))
        return usage_error(err, "claim", *bad + " (see pendule-cli claim --help)");
    if (args.has("--help")) {
        out << kClaimHelp;
        return 0;
    }
    auto game = game_from_args(args);
    if (!game)
        return usage_error(err, "claim", game.error().text());
    auto edition = edition_from_args(args);
    auto speed = edition ? speed_from_args(args, *game) : Result<clock::GameSpeed>(edition.error());
    if (!speed)
        return usage_error(err, "claim", speed.error().text());
    std::optional<arbiter::Millis> times[2];
    const char* time_options[2] = {"--claimant-ms", "--opponent-ms"};
    for (int i = 0; i < 2; ++i) {
        long long value = 0;
        if (!args.has(time_options[i]))
            continue;
        if (auto bad = args.integer(time_options[i], 0, 1'000'000'000'000LL, value))
            return usage_error(err, "claim", *bad);
        times[i] = value;
    }
    std::optional<rules::Move> intended;
    if (auto san = args.value("--move")) {
        const rules::Notation notation =
            args.has("--french") ? rules::Notation::French : rules::Notation::English;
        auto move = rules::parse_san(game->position(), *san, notation);
        if (!move)
            return usage_error(err, "claim", "--move " + *san + ": " + move.error().text());
        intended = *move;
    }
    arbiter::Arbiter arbiter(*edition, *speed);
    auto ruling = arbiter.claim(*game, intended, times[0], times[1], 0);
    if (!ruling)
        return usage_error(err, "claim", ruling.error().text());
    if (args.has("--json"))
        out << io::claim_to_json(*ruling, *edition, *speed);
    else
        print_text(out, *ruling);
    return ruling->finding.valid ? 0 : 1;
}

} // namespace pendule::cli
