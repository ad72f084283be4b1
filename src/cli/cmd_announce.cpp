// pendule-cli announce: what the talking clock says over a clock timeline (issue 14, Appendix D).
#include "cli/args.hpp"
#include "cli/clock_timeline.hpp"
#include "cli/commands.hpp"
#include "i18n/catalogue.hpp"
#include "io/preset.hpp"
#include "speech/spoken.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace pendule::cli {

namespace {

void announce_help(std::ostream& out) {
    out << "usage: pendule-cli announce [--preset NAME|FILE|TC] --events FILE|- [--lang CODE]\n"
           "                            [--thresholds S,S,...] [--flag]\n\n"
           "What the talking clock says over a clock timeline (the format of pendule-cli clock), one\n"
           "line each: MS TO: TEXT, TO being white, black or both. 'MS request white|black' lines are\n"
           "the player asking for the time (FIDE Appendix D.2.10.4). --thresholds: the remaining times,\n"
           "in seconds, at which a player's time is announced (e.g. 600,300,120,60,30,20,10); --flag:\n"
           "announce the first flag fall. Announcements are off unless chosen. --lang: a language with a\n"
           "catalogue (en, fr). Exit 0, or 2 with a one-line error (what was said before it is printed).\n";
}

const char* to_name(const std::optional<clock::Side>& to) {
    return !to ? "both" : *to == clock::Side::White ? "white" : "black";
}

// "600,300,60" seconds -> milliseconds; an error names the bad item.
Result<std::vector<clock::Millis>> parse_thresholds(const std::string& text) {
    std::vector<clock::Millis> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        char* end = nullptr;
        const long long seconds = std::strtoll(item.c_str(), &end, 10);
        if (item.empty() || *end != '\0' || seconds <= 0 || seconds > 100'000)
            return fail("--thresholds: '" + item + "' is not a number of seconds (1 to 100000)", "");
        out.push_back(static_cast<clock::Millis>(seconds) * 1000);
    }
    return out;
}

std::filesystem::path program_dir() {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path(".") : exe.parent_path();
}

} // namespace

int run_announce(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--preset");
    args.value_option("--events");
    args.value_option("--lang");
    args.value_option("--thresholds");
    args.flag_option("--flag");
    args.flag_option("--help");
    if (auto problem = args.parse(words)) {
        err << "pendule-cli announce: " << *problem << '\n';
        return 2;
    }
    if (args.has("--help")) {
        announce_help(out);
        return 0;
    }
    const auto events = args.value("--events");
    if (!events || !args.positionals().empty()) {
        err << "pendule-cli announce: --events FILE is required (- for standard input), and nothing else\n";
        return 2;
    }
    auto preset = io::resolve_preset(args.value("--preset").value_or(io::default_preset_name()));
    if (!preset) {
        err << "pendule-cli announce: " << preset.error().text() << '\n';
        return 2;
    }
    speech::Choices choices;
    if (auto text = args.value("--thresholds")) {
        auto thresholds = parse_thresholds(*text);
        if (!thresholds) {
            err << "pendule-cli announce: " << thresholds.error().text() << '\n';
            return 2;
        }
        choices.thresholds = *thresholds;
    }
    choices.flag = args.has("--flag");
    const std::string lang = args.value("--lang").value_or("en");
    auto catalogue = i18n::load_language(i18n::locale_dir(program_dir(), std::getenv), lang);
    if (!catalogue) {
        err << "pendule-cli announce: --lang " << lang << ": no catalogue (" << catalogue.error().text()
            << ")\n";
        return 2;
    }
    const speech::Words spoken(*catalogue);

    std::ifstream file;
    if (*events != "-") {
        file.open(*events);
        if (!file) {
            err << "pendule-cli announce: " << *events << ": cannot open the events file\n";
            return 2;
        }
    }
    std::istream& in = *events == "-" ? std::cin : file;
    const std::string origin = *events == "-" ? "<stdin>" : *events;
    clock::GameClock game(preset->control);
    clock::TimePoint last = 0;
    bool started = false;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        auto event = parse_clock_event(line, origin + ", line " + std::to_string(number));
        if (!event) {
            err << "pendule-cli announce: " << event.error().text() << '\n';
            return 2;
        }
        if (!*event)
            continue;
        if (started && (*event)->at < last) {
            err << "pendule-cli announce: " << origin << ", line " << number << ": the time goes backwards\n";
            return 2;
        }
        // What the clock says on its own up to this event, then the event itself.
        if (started)
            for (const auto& said : speech::announcements_between(game, last, (*event)->at, choices, spoken))
                out << said.at << ' ' << to_name(said.to) << ": " << said.text << '\n';
        if ((*event)->action == ClockAction::Request && (*event)->side)
            out << (*event)->at << ' ' << to_name((*event)->side) << ": "
                << speech::on_request(game.state((*event)->at), *(*event)->side, spoken) << '\n';
        apply_clock_event(game, **event);
        started = started || (*event)->action == ClockAction::Start;
        last = (*event)->at;
    }
    return 0;
}

} // namespace pendule::cli
