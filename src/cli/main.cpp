// pendule-cli: the headless face of Pendule's core. Each subcommand lives in its own
// cmd_*.cpp file and is listed in the table below.
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/version.hpp"
#include "i18n/lang.hpp"
#include "io/io_version.hpp"
#include "io/os/file_system.hpp"

#include <iostream>
#include <string>
#include <vector>

namespace pendule::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> table = {
        {"perft", "count leaf nodes of the legal move tree (move generator check)", run_perft},
        {"validate", "check every move of every game in a PGN file", run_validate},
        {"claim", "judge a draw claim (Laws 9.2, 9.3) and its penalty by edition (9.5)", run_claim},
        {"status", "the arbiter's facts of a final position (mate, repetitions, claims, dead)", run_status},
        {"flag", "the result of a flag fall in a position (Laws 6.9)", run_flag},
        {"clock", "replay a clock timeline (--preset, --events), printing JSON states", run_clock},
        {"announce", "what the talking clock says over a clock timeline (--events, --lang)", run_announce},
        {"replay", "rebuild a game's clock and decision log from its journal", run_replay},
        {"export", "a journal as PGN with clock comments, CSV/JSON move times or an HTML report", run_export},
        {"journals", "list a folder's game journals (players, board, date, result); --archive", run_journals},
        {"hall-send", "publishes a journal file to a hall's broker and answers its re-send requests",
         run_hall_send},
        {"hall-sim", "simulated boards that journal and publish to a tournament hall's broker", run_hall_sim},
        {"round", "a round journal of the arbiter's desk: boards, results, rulings; --json, --trf, --report",
         run_round},
        {"round-open", "start a round journal from the pairing program's TRF file (TRF16, TRF-2026)",
         run_round_open},
        {"round-rule", "a ruling for a board from its clock read: the verdict and what to set on the clock",
         run_round_rule},
        {"round-result", "record a board's result in a round journal", run_round_result},
        {"round-publish", "publish each board's set-up of a round journal to the hall's broker, retained",
         run_round_publish},
        {"presets", "list the time-control presets, --check FILE, --show NAME", run_presets},
        {"eboard", "a DGT e-board's link checked, and the moves read from it as the clock reads them",
         run_eboard},
        {"eboard-bridge",
         "a round's DGT e-boards (and their clocks), each journaled and published to the hall",
         run_eboard_bridge},
        {"moves", "a game's plies with the placement before and after each (for a simulated e-board)",
         run_moves},
    };
    return table;
}

} // namespace pendule::cli

namespace {

void print_help(std::ostream& out) {
    out << "usage: pendule-cli COMMAND [ARGS...]\n"
           "       pendule-cli COMMAND --help\n\n"
           "Pendule's tournament clock and arbiter core, headless.\n\ncommands:\n";
    for (const auto& command : pendule::cli::commands()) {
        std::string name = command.name;
        name.resize(std::max<std::size_t>(name.size() + 2, 12), ' ');
        out << "  " << name << command.summary << '\n';
    }
    out << "\noptions:\n  --help       this text\n  --version    the program's version\n";
}

} // namespace

int main(int argc, char** argv) {
    pendule::io::use_binary_standard_streams();
    pendule::i18n::set_program_dir(pendule::io::program_dir()); // the catalogues beside the program
    const std::vector<std::string> words = pendule::io::utf8_arguments(argc, argv);
    if (words.empty()) {
        print_help(std::cerr);
        return 2;
    }
    if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        print_help(std::cout);
        return 0;
    }
    if (words[0] == "--version") {
        std::cout << "pendule-cli " << pendule::version() << " (nlohmann/json "
                  << pendule::io::json_library_version() << ")\n";
        return 0;
    }
    for (const auto& command : pendule::cli::commands()) {
        if (words[0] == command.name) {
            std::vector<std::string> rest(words.begin() + 1, words.end());
            return command.run(rest, std::cout, std::cerr);
        }
    }
    return pendule::cli::usage_error(std::cerr, "",
                                     "unknown command '" + words[0] + "' (see pendule-cli --help)");
}
