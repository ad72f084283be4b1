// pendule-cli status: the facts of a game's final position that an arbiter rules on.
#include "cli/arbiter_input.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/game_status.hpp"
#include "io/export/arbiter_json.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

constexpr const char* kStatusHelp =
    "usage: pendule-cli status FILE.pgn [--game N] [--plies N] [--laws EDITION] [--french] [--json]\n"
    "       pendule-cli status --fen FEN [--chess960] [--any-material] [--laws EDITION] [--json]\n\n"
    "The facts of the final position of game N (default 1), or of a FEN:\n"
    "  checkmate, stalemate      Laws 5.1.1, 5.2.1\n"
    "  repetitions               occurrences of the position in the game, itself included (9.2.3)\n"
    "  halfmove_clock            plies without pawn move or capture (9.3)\n"
    "  threefold_claim           9.2.2 holds: the player to move may claim now\n"
    "  fifty_claim               9.3.2 holds (and the game is not over by mate or stalemate)\n"
    "  fivefold, seventyfive     the 9.6.1 / 9.6.2 conditions hold for this position (a mate on the\n"
    "                            75th move takes precedence)\n"
    "  dead_position             5.2.2: true, false or null (unknown)\n"
    "  can_mate                  per side, can it still checkmate by some series of legal moves\n"
    "                            (6.9): true, false or null (unknown)\n"
    "and, beyond the final position: claim_moves (the moves the player to move could write down\n"
    "for a 9.2.1 / 9.3.1 claim) and ending (the first automatic ending in the game under the\n"
    "edition: ply, article, result, reason; null if none).\n\n"
    "exit status: 0 the facts were printed; 2 bad usage or unreadable input.\n\n"
    "options:\n"
    "  --game N         the game of the file (1 = first)\n"
    "  --fen FEN        a position instead of a file\n"
    "  --any-material   accept a FEN whose material no game can reach (composed problems)\n"
    "  --chess960       the FEN is a Chess960 position (X-FEN or Shredder-FEN castling); without\n"
    "                   it a FEN that only Chess960 reads is Chess960, any other standard chess\n"
    "  --plies N        the position after the first N plies instead of the last\n"
    "  --laws EDITION   2001, 2009, 2014, 2018 or 2023 (default 2023): decides `ending`\n"
    "  --french         French piece letters (R D T F C) in the file\n"
    "  --json           one JSON object\n"
    "  --help           this text\n";

const char* yes_no(bool value) {
    return value ? "yes" : "no";
}

void print_text(std::ostream& out, const arbiter::GameStatus& status) {
    out << "fen: " << status.fen << "\n"
        << "checkmate: " << yes_no(status.checkmate) << "\n"
        << "stalemate: " << yes_no(status.stalemate) << "\n"
        << "repetitions: " << status.repetitions << "\n"
        << "halfmove clock: " << status.halfmove_clock << "\n"
        << "threefold claim (9.2.2): " << yes_no(status.threefold_claim) << "\n"
        << "fifty-move claim (9.3.2): " << yes_no(status.fifty_claim) << "\n"
        << "fivefold (9.6.1): " << yes_no(status.fivefold) << "\n"
        << "seventy-five moves (9.6.2): " << yes_no(status.seventyfive) << "\n"
        << "dead position (5.2.2): " << arbiter::verdict_name(status.dead_position) << "\n"
        << "white can mate: " << arbiter::verdict_name(status.white_can_mate) << "\n"
        << "black can mate: " << arbiter::verdict_name(status.black_can_mate) << "\n";
    auto list = [&out](const char* label, const std::vector<std::string>& moves) {
        out << label;
        for (const auto& m : moves)
            out << ' ' << m;
        out << (moves.empty() ? " none\n" : "\n");
    };
    list("written moves for 9.2.1:", status.threefold_moves);
    list("written moves for 9.3.1:", status.fifty_moves);
    if (status.ending)
        out << "ended: ply " << status.ending->ply << ", Laws " << status.ending->article << ", "
            << arbiter::outcome_text(status.ending->outcome) << ": " << status.ending->reason << "\n";
    else
        out << "ended: no\n";
}

} // namespace

int run_status(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name : {"--game", "--fen", "--plies", "--laws"})
        args.value_option(name);
    for (const char* name : {"--json", "--french", "--any-material", "--chess960", "--help"})
        args.flag_option(name);
    if (auto bad = args.parse(words))
        return usage_error(err, "status", *bad + " (see pendule-cli status --help)");
    if (args.has("--help")) {
        out << kStatusHelp;
        return 0;
    }
    auto game = game_from_args(args);
    if (!game)
        return usage_error(err, "status", game.error().text());
    auto edition = edition_from_args(args);
    if (!edition)
        return usage_error(err, "status", edition.error().text());
    const arbiter::GameStatus status = arbiter::game_status(*game, *edition);
    if (args.has("--json"))
        out << io::status_to_json(status, *edition);
    else
        print_text(out, status);
    return 0;
}

} // namespace pendule::cli
