// pendule-cli export: a journal as PGN with clock comments, a move-times report (CSV, JSON) or the
// arbiter's one-page HTML report.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <fstream>
#include <ostream>

namespace pendule::cli {

namespace {

void export_help(std::ostream& out) {
    out << "usage: pendule-cli export JOURNAL --pgn [--moves GAME.pgn] | --csv | --json | --report\n"
           "                                  [--output FILE]\n\n"
           "--pgn     PGN with the TimeControl tag and the arbiter's decisions as comments; with\n"
           "          --moves (a PGN of the same game), [%clk] and [%emt] after each move; without,\n"
           "          the moves of a claim's game score that matches the presses, if any, and each\n"
           "          press with no known move as a comment (time, time used, time left)\n"
           "--csv     the move-times report, one row per press\n"
           "--json    the same as JSON\n"
           "--report  the one-page HTML report for the arbiter (settings, result, decisions, plot)\n"
           "Written to standard output, or to --output FILE.\n";
}

} // namespace

int run_export(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* flag : {"--pgn", "--csv", "--json", "--report", "--help"})
        args.flag_option(flag);
    args.value_option("--moves");
    args.value_option("--output");
    if (auto problem = args.parse(words))
        return usage_error(err, "export", *problem);
    if (args.has("--help")) {
        export_help(out);
        return 0;
    }
    const int formats = args.has("--pgn") + args.has("--csv") + args.has("--json") + args.has("--report");
    if (args.positionals().size() != 1 || formats != 1)
        return usage_error(err, "export",
                           "one JOURNAL and exactly one of --pgn, --csv, --json, --report (see --help)");
    if (args.has("--moves") && !args.has("--pgn"))
        return usage_error(err, "export", "--moves goes with --pgn");
    auto read = io::read_journal_file(io::path_of(args.positionals().front()));
    if (!read)
        return usage_error(err, "export", read.error().text());
    const io::ReplayedGame game = io::replay_journal(*read);
    for (const auto& warning : game.warnings)
        err << "pendule-cli export: warning: " << warning << '\n';
    if (game.error)
        err << "pendule-cli export: warning: " << game.error->text() << " (exporting what was read)\n";
    std::string text;
    if (args.has("--pgn")) {
        std::optional<rules::PgnGame> moves;
        if (auto path = args.value("--moves")) {
            const auto pgn_text = io::read_text_file(io::path_of(*path));
            if (!pgn_text)
                return usage_error(err, "export", *path + ": cannot open the PGN file");
            auto parsed = rules::read_pgn_game(*pgn_text);
            if (!parsed)
                return usage_error(err, "export", *path + ": " + parsed.error().text());
            moves = std::move(parsed.value());
        }
        // Without --moves, the moves the journal itself knows (a claim's game score), if any.
        auto pgn = moves ? io::pgn_export(game, moves) : io::pgn_export_from_journal(game);
        if (!pgn)
            return usage_error(err, "export", pgn.error().text());
        text = std::move(pgn.value());
    } else if (args.has("--csv")) {
        text = io::press_times_csv(game);
    } else if (args.has("--json")) {
        text = io::press_times_json(game);
    } else {
        text = io::html_report(game);
    }
    if (auto path = args.value("--output")) {
        std::ofstream file(io::path_of(*path), std::ios::binary);
        file << text;
        if (!file)
            return usage_error(err, "export", *path + ": cannot write");
    } else {
        out << text;
    }
    return 0;
}

} // namespace pendule::cli
