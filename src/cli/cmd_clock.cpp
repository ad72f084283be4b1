// pendule-cli clock: replays a clock timeline deterministically (see cli/clock_timeline.hpp).
#include "args/args.hpp"
#include "cli/clock_timeline.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "io/os/file_system.hpp"
#include "io/preset/preset.hpp"

#include <fstream>
#include <iostream>

namespace pendule::cli {

namespace {

void clock_help(std::ostream& out) {
    out << "usage: pendule-cli clock [--preset NAME|FILE|TC] --events FILE|-\n\n"
           "Replays a clock timeline and prints one JSON state per 'state' line.\n"
           "Each line: MS ACTION [ARGS], MS = milliseconds since the origin, '#' starts a comment.\n"
           "Actions: start [white|black], press [white|black], pause, resume, add white|black +-MS,\n"
           "         set white|black MS, moves white|black N, switch, increment MS, takeback, state,\n"
           "         request white|black (for pendule-cli announce; the clock ignores it).\n"
           "The preset is a built-in or user preset name, a JSON file, or a TimeControl string\n"
           "(180+2, 40/5400+30:1800+30, *60, 300d5 delay, 300b5 Bronstein); default: "
        << io::default_preset_name()
        << ".\nExit 0, or 2 with a one-line error (states before it are printed).\n";
}

} // namespace

int run_clock(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--preset");
    args.value_option("--events");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "clock", *problem);
    if (args.has("--help")) {
        clock_help(out);
        return 0;
    }
    if (!args.positionals().empty())
        return usage_error(err, "clock", "unexpected argument '" + args.positionals().front() + "'");
    const auto events = args.value("--events");
    if (!events)
        return usage_error(err, "clock", "--events FILE is required (- for standard input)");
    auto preset = io::resolve_preset(args.value("--preset").value_or(io::default_preset_name()));
    if (!preset)
        return usage_error(err, "clock", preset.error().text());
    for (const auto& warning : preset->warnings)
        err << "pendule-cli clock: warning: " << warning << '\n';
    clock::GameClock game_clock(preset->control);
    Result<int> replayed = 0;
    if (*events == "-") {
        replayed = run_clock_timeline(std::cin, "<stdin>", game_clock, out, err);
    } else {
        std::ifstream file(io::path_of(*events));
        if (!file)
            return usage_error(err, "clock", *events + ": cannot open the events file");
        replayed = run_clock_timeline(file, *events, game_clock, out, err);
    }
    out.flush();
    if (!replayed)
        return usage_error(err, "clock", replayed.error().text());
    return 0;
}

} // namespace pendule::cli
