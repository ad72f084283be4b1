// pendule-cli announce: what the talking clock says over a clock timeline (Appendix D).
#include "args/args.hpp"
#include "cli/clock_timeline.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/parse.hpp"
#include "i18n/catalogue.hpp"
#include "i18n/lang.hpp"
#include "io/os/file_system.hpp"
#include "io/preset/preset.hpp"
#include "speech/spoken.hpp"
#include "voice/synthesizer.hpp"
#include "voice/wav.hpp"

#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

namespace pendule::cli {

namespace {

void announce_help(std::ostream& out) {
    out << "usage: pendule-cli announce [--preset NAME|FILE|TC] --events FILE|- [--lang CODE]\n"
           "                            [--thresholds S,S,...] [--flag] [--control]\n"
           "                            [--rulings] [--wav DIR]\n\n"
           "What the talking clock says over a clock timeline (the format of pendule-cli clock), one\n"
           "line each: MS TO: TEXT, TO being white, black or both. 'MS request white|black' lines are\n"
           "the player asking for the time (FIDE Appendix D.2.10.4). --thresholds: the remaining times,\n"
           "in seconds, at which a player's time is announced (e.g. 600,300,120,60,30,20,10); --flag:\n"
           "announce the first flag fall; --control: a press that passes a time control and the time\n"
           "added; --rulings: an arbiter's change of a time (add, set). Announcements are off unless\n"
           "chosen (FIDE C.02 3.1.5); requests are always answered. --lang: a language with a\n"
           "catalogue (en, fr); without it, the window's choice: LANGUAGE, LC_ALL, LC_MESSAGES, LANG,\n"
           "then the system's display language (Windows). --wav DIR: also synthesise each\n"
           "announcement (eSpeak NG) into DIR/MS-TO-TOPIC.wav (MS on 9 digits; TOPIC threshold,\n"
           "flag, request, control or ruling).\n"
           "Exit 0, or 2 with a one-line error (what was said before it is printed).\n";
}

const char* to_name(const std::optional<clock::Side>& to) {
    return !to ? "both" : *to == clock::Side::White ? "white" : "black";
}

// "600,300,60" seconds -> milliseconds; an error names the bad item.
Result<std::vector<clock::Millis>> parse_thresholds(const std::string& text) {
    std::vector<clock::Millis> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        // Space before a number is skipped ("600, 300"), as strtoll did here; none after it.
        const auto seconds = pendule::parse_integer(item, 1, 100'000, {.plus = true, .leading_space = true});
        if (!seconds)
            return fail("--thresholds: '" + item + "' is not a number of seconds (1 to 100000)", "");
        out.push_back(static_cast<clock::Millis>(*seconds) * 1000);
    }
    return out;
}

// The announcements' audio: one WAV file each, named by time, listener and topic, synthesised on
// this thread (the only one: eSpeak is not thread-safe).
class WavWriter {
  public:
    WavWriter(std::filesystem::path dir, std::unique_ptr<voice::EspeakSynthesizer> espeak,
              std::string language)
        : dir_(std::move(dir)), espeak_(std::move(espeak)), language_(std::move(language)) {}

    Result<bool> write(const speech::Announcement& said) {
        std::ostringstream name;
        name << std::setw(9) << std::setfill('0') << said.at << '-' << to_name(said.to) << '-'
             << speech::topic_name(said.topic);
        std::string base = name.str();
        for (int n = 2; names_.count(base) > 0; ++n) // two of a kind at one instant: both kept
            base = name.str() + "-" + std::to_string(n);
        names_.insert(base);
        auto sound = espeak_->speak(said.text, language_);
        if (!sound)
            return sound.error();
        return voice::write_wav(dir_ / (base + ".wav"), *sound);
    }

  private:
    std::filesystem::path dir_;
    std::unique_ptr<voice::EspeakSynthesizer> espeak_;
    std::string language_;
    std::set<std::string> names_;
};

// announce's command line, read and checked.
struct AnnounceOptions {
    std::string events; // the timeline's file, - for standard input
    clock::TimeControl control;
    speech::Choices choices;
    std::string lang;
    std::optional<std::string> wav; // --wav DIR
};

Result<AnnounceOptions> parse_announce(const Args& args) {
    AnnounceOptions o;
    const auto events = args.value("--events");
    if (!events || !args.positionals().empty())
        return fail("--events FILE is required (- for standard input), and nothing else");
    o.events = *events;
    auto preset = io::resolve_preset(args.value("--preset").value_or(io::default_preset_name()));
    if (!preset)
        return preset.error();
    o.control = preset->control;
    if (auto text = args.value("--thresholds")) {
        auto thresholds = parse_thresholds(*text);
        if (!thresholds)
            return thresholds.error();
        o.choices.thresholds = *thresholds;
    }
    o.choices.flag = args.has("--flag");
    o.choices.control = args.has("--control");
    o.choices.rulings = args.has("--rulings");
    // Without --lang, what the window would speak: the environment's language, then the system's.
    o.lang = args.value("--lang").value_or(
        i18n::choose_lang(std::nullopt, std::nullopt, io::display_languages()).code());
    o.wav = args.value("--wav");
    return o;
}

// --wav DIR: the folder made, and eSpeak NG opened with its data beside the program (the Windows
// build's), else the library's own.
Result<std::unique_ptr<WavWriter>> open_wav(const std::string& dir, const std::string& lang) {
    std::error_code ec;
    const std::filesystem::path folder = io::path_of(dir);
    std::filesystem::create_directories(folder, ec);
    if (ec || !std::filesystem::is_directory(folder, ec))
        return fail("--wav " + dir + ": cannot create the folder");
    auto espeak = voice::EspeakSynthesizer::open(io::narrow_path(voice::espeak_data_dir(io::program_dir())));
    if (!espeak)
        return fail("--wav: " + espeak.error().text());
    return std::make_unique<WavWriter>(folder, std::move(espeak.value()), lang);
}

// Says one announcement: nothing on success, the error of its synthesis otherwise.
using Say = std::function<std::optional<Error>(const speech::Announcement&)>;

// What the clock says over the timeline read from `in`, line by line: on its own up to each event
// (thresholds, a flag), then for the event itself (a request, a control passed, a ruling).
std::optional<Error> announce_timeline(std::istream& in, const std::string& origin, const AnnounceOptions& o,
                                       const speech::Words& spoken, const Say& say) {
    const speech::Choices& choices = o.choices;
    clock::GameClock game(o.control);
    clock::TimePoint last = 0;
    bool started = false;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        auto event = parse_clock_event(line, origin + ", line " + std::to_string(number));
        if (!event)
            return event.error();
        if (!*event)
            continue;
        const ClockEvent& e = **event;
        if (started && e.at < last)
            return fail(origin + ", line " + std::to_string(number) + ": the time goes backwards");
        if (started)
            for (const auto& said : speech::announcements_between(game, last, e.at, choices, spoken))
                if (auto failed = say(said))
                    return failed;
        const clock::ClockState before = game.state(e.at);
        if (e.action == ClockAction::Request && e.side)
            if (auto failed =
                    say({e.at, *e.side, speech::on_request(before, *e.side, spoken), speech::Topic::Request}))
                return failed;
        const bool applied = apply_clock_event(game, e);
        const clock::ClockState after = game.state(e.at);
        std::optional<speech::Announcement> change;
        if (choices.control && applied && e.action == ClockAction::Press && before.to_move)
            change = speech::time_control_passed(before, after, *before.to_move, game.control(), spoken);
        if (choices.rulings && applied && (e.action == ClockAction::Add || e.action == ClockAction::Set) &&
            e.side)
            change =
                speech::time_ruling(*e.side, before.of(*e.side).main, after.of(*e.side).main, e.at, spoken);
        if (change)
            if (auto failed = say(*change))
                return failed;
        started = started || e.action == ClockAction::Start;
        last = e.at;
    }
    return std::nullopt;
}

} // namespace

int run_announce(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* option : {"--preset", "--events", "--lang", "--thresholds", "--wav"})
        args.value_option(option);
    for (const char* flag : {"--flag", "--control", "--rulings", "--help"})
        args.flag_option(flag);
    if (auto problem = args.parse(words))
        return usage_error(err, "announce", *problem);
    if (args.has("--help")) {
        announce_help(out);
        return 0;
    }
    const auto options = parse_announce(args);
    if (!options)
        return usage_error(err, "announce", options.error().text());
    auto catalogue = i18n::load_language(i18n::catalogue_dir(), options->lang);
    if (!catalogue)
        return usage_error(err, "announce",
                           "--lang " + options->lang + ": no catalogue (" + catalogue.error().text() + ")");
    const speech::Words spoken(*catalogue);
    std::unique_ptr<WavWriter> wav;
    if (options->wav) {
        auto opened = open_wav(*options->wav, options->lang);
        if (!opened)
            return usage_error(err, "announce", opened.error().text());
        wav = std::move(opened.value());
    }
    // Each announcement: printed, then (--wav) synthesised.
    const Say say = [&](const speech::Announcement& said) -> std::optional<Error> {
        out << said.at << ' ' << to_name(said.to) << ": " << said.text << '\n';
        if (!wav)
            return std::nullopt;
        auto written = wav->write(said);
        if (!written)
            return fail("--wav: " + written.error().text());
        return std::nullopt;
    };
    std::ifstream file;
    if (options->events != "-") {
        file.open(io::path_of(options->events));
        if (!file)
            return usage_error(err, "announce", options->events + ": cannot open the events file");
    }
    std::istream& in = options->events == "-" ? std::cin : file;
    const std::string origin = options->events == "-" ? "<stdin>" : options->events;
    if (auto failed = announce_timeline(in, origin, *options, spoken, say))
        return usage_error(err, "announce", failed->text());
    return 0;
}

} // namespace pendule::cli
