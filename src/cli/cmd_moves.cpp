// pendule-cli moves FILE.pgn [--game N]: a game's main line, one ply a line, with the board's
// placement before and after it, for tools that make the moves on a board without knowing chess
// (tests/tools/dgt_board.py: the squares that change between two placements are the hands' work).
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/uci.hpp"
#include "io/os/file_text.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

constexpr const char* kMovesHelp =
    "usage: pendule-cli moves FILE.pgn [--game N]\n\n"
    "Replays a game's main line (the first game, or game N) and prints one line per ply:\n"
    "  PLY SAN UCI BEFORE AFTER\n"
    "PLY counts from 1, SAN is the move as the game's position writes it, UCI its from and to\n"
    "squares (and promotion), BEFORE and AFTER the placement (a FEN's first field) before and\n"
    "after it. A simulated e-board makes the moves from the squares that change.\n\n"
    "exit status: 0 the game replays; 1 a move is illegal (the plies before it are printed);\n"
    "             2 bad usage, a file that cannot be read, no game N\n\n"
    "options:\n"
    "  --game N   the N-th game of the file (from 1)\n"
    "  --help     this text\n";

} // namespace

int run_moves(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--game");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "moves", *problem + " (see pendule-cli moves --help)");
    if (args.has("--help")) {
        out << kMovesHelp;
        return 0;
    }
    if (args.positionals().size() != 1)
        return usage_error(err, "moves", "expected one FILE.pgn (see pendule-cli moves --help)");
    long long number = 1;
    if (args.has("--game"))
        if (auto problem = args.integer("--game", 1, 1000000000, number))
            return usage_error(err, "moves", *problem);
    const std::string& path = args.positionals()[0];
    io::FileText file;
    if (std::string why; !file.open(path, why))
        return usage_error(err, "moves", "cannot read " + path + ": " + why);
    auto games = rules::read_pgn_each(file.text());
    if (static_cast<long long>(games.size()) < number)
        return usage_error(err, "moves", path + " has no game " + std::to_string(number));
    const auto& pgn = games[static_cast<std::size_t>(number - 1)];
    if (!pgn)
        return usage_error(err, "moves",
                           path + ": game " + std::to_string(number) + ": " + pgn.error().text());
    auto start = rules::Game::from_pgn(rules::PgnGame{pgn->tags, {}, {}, 0});
    if (!start)
        return usage_error(err, "moves",
                           path + ": game " + std::to_string(number) + ": " + start.error().text());
    rules::Game game = std::move(start).value();
    int ply = 0;
    for (const auto& written : pgn->moves.moves) {
        const rules::Position before = game.position();
        auto move = game.play_san(written.san);
        if (!move) {
            out << std::flush; // the plies read before the error
            err << "pendule-cli moves: game " << number << ", ply " << ply + 1 << " (" << written.san
                << "): " << move.error().text() << '\n';
            return 1;
        }
        out << ++ply << ' ' << game.san_moves().back() << ' ' << rules::to_uci(before, *move) << ' '
            << before.placement() << ' ' << game.position().placement() << '\n';
    }
    return 0;
}

} // namespace pendule::cli
