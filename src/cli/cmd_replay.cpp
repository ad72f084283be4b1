// pendule-cli replay: rebuilds a game's clock and decision log from its journal (docs/journal.md).
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/decision_log.hpp"
#include "io/export/clock_state_json.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/os/file_system.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

void replay_help(std::ostream& out) {
    out << "usage: pendule-cli replay JOURNAL [--json]\n\n"
           "Rebuilds the game recorded in JOURNAL and prints the clock state as the same JSON\n"
           "object as 'pendule-cli clock', then the arbiter's decision log, one line each.\n"
           "--json prints one JSON object instead: state, result, log, presses, interruptions,\n"
           "suspensions, set_aside, warnings, error.\n"
           "A torn last record (after a crash) is a warning; a damaged record in the middle stops\n"
           "the reading there: what comes before it is printed, then the error (exit 2).\n"
           "A journal set aside at a start (New game chosen instead of resuming) ends with a\n"
           "'Set aside ...' line giving when and why.\n";
}

} // namespace

int run_replay(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.flag_option("--json");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "replay", *problem);
    if (args.has("--help")) {
        replay_help(out);
        return 0;
    }
    if (args.positionals().size() != 1)
        return usage_error(err, "replay", "one JOURNAL file is required (see --help)");
    auto read = io::read_journal_file(io::path_of(args.positionals().front()));
    if (!read)
        return usage_error(err, "replay", read.error().text());
    const io::ReplayedGame game = io::replay_journal(*read);
    if (args.has("--json")) {
        out << io::replay_json(game) << '\n';
    } else {
        out << io::clock_state_json(game.final_state(), game.last_t) << '\n';
        for (const arbiter::Decision& d : game.log.entries())
            out << arbiter::format_decision(d) << '\n';
        if (game.result)
            out << "result " << game.result->score << " (" << game.result->article
                << "): " << game.result->reason << '\n';
        if (game.set_aside)
            out << io::set_aside_text(game) << '\n';
        for (const io::PinAttempt& attempt : game.pin_attempts)
            out << io::pin_attempt_text(game, attempt) << '\n';
    }
    out.flush();
    for (const auto& warning : game.warnings)
        err << "pendule-cli replay: warning: " << warning << '\n';
    if (game.error)
        return usage_error(err, "replay", game.error->text());
    return 0;
}

} // namespace pendule::cli
