// pendule-cli flag: the result when a player's flag falls in a position (Laws 6.9).
#include "cli/arbiter_input.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/arbiter.hpp"
#include "io/export/arbiter_json.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

constexpr const char* kFlagHelp =
    "usage: pendule-cli flag FILE.pgn [--game N] [--plies N] --side white|black [--laws EDITION] [--json]\n"
    "       pendule-cli flag --fen FEN [--chess960] --side white|black [--laws EDITION] [--json]\n\n"
    "The result when the flag of --side falls in the final position of the game (or the FEN):\n"
    "Laws 6.9, the side loses, unless its opponent cannot checkmate by any possible series of\n"
    "legal moves: then the game is drawn. When the tool cannot tell (its analysis answers\n"
    "'unknown'), the result is 'arbiter decides' and the explanation says what to decide.\n"
    "A game already over by checkmate, stalemate or dead position keeps that result.\n\n"
    "exit status: 0 a ruling was given (including 'arbiter decides'); 2 bad usage or\n"
    "             unreadable input.\n\n"
    "options:\n"
    "  --side SIDE      whose flag fell: white or black\n"
    "  --game N         the game of the file (1 = first)\n"
    "  --fen FEN        a position instead of a file\n"
    "  --any-material   accept a FEN whose material no game can reach (composed problems)\n"
    "  --chess960       the FEN is a Chess960 position (X-FEN or Shredder-FEN castling); without\n"
    "                   it a FEN that only Chess960 reads is Chess960, any other standard chess\n"
    "  --plies N        the position after the first N plies instead of the last\n"
    "  --laws EDITION   2001, 2009, 2014, 2018 or 2023 (default 2023)\n"
    "  --french         French piece letters (R D T F C) in the file\n"
    "  --json           {\"side\", \"result\", \"article\", \"explanation\", \"opponent_can_mate\", "
    "\"edition\"}\n"
    "  --help           this text\n";

} // namespace

int run_flag(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name : {"--game", "--fen", "--plies", "--laws", "--side"})
        args.value_option(name);
    for (const char* name : {"--json", "--french", "--any-material", "--chess960", "--help"})
        args.flag_option(name);
    if (auto bad = args.parse(words))
        return usage_error(err, "flag", *bad + " (see pendule-cli flag --help)");
    if (args.has("--help")) {
        out << kFlagHelp;
        return 0;
    }
    const auto side_text = args.value("--side");
    if (!side_text || (*side_text != "white" && *side_text != "black"))
        return usage_error(err, "flag", "--side white or --side black is needed");
    const rules::Color side = *side_text == "white" ? rules::Color::White : rules::Color::Black;
    auto game = game_from_args(args);
    if (!game)
        return usage_error(err, "flag", game.error().text());
    auto edition = edition_from_args(args);
    if (!edition)
        return usage_error(err, "flag", edition.error().text());
    // The game speed does not change 6.9; the arbiter needs one all the same.
    arbiter::Arbiter arbiter(*edition, clock::GameSpeed::Standard);
    const arbiter::Ruling ruling = arbiter.flag_fall(game->position(), side, 0);
    const arbiter::Verdict opponent = arbiter::can_checkmate(game->position(), ~side);
    if (args.has("--json")) {
        out << io::flag_to_json(ruling, side, opponent, *edition);
    } else {
        out << "result: " << arbiter::outcome_text(ruling.outcome) << " (Laws " << ruling.article << ", "
            << arbiter::edition_name(*edition) << ")\n"
            << ruling.explanation << "\n";
    }
    return 0;
}

} // namespace pendule::cli
