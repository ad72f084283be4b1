// pendule-cli announce: what the talking clock says over a clock timeline (issue 14, Appendix D).
#include "args/args.hpp"
#include "cli/clock_timeline.hpp"
#include "cli/commands.hpp"
#include "core/parse.hpp"
#include "i18n/catalogue.hpp"
#include "i18n/lang.hpp"
#include "io/file_system.hpp"
#include "io/preset.hpp"
#include "speech/spoken.hpp"
#include "voice/synthesizer.hpp"
#include "voice/wav.hpp"

#include <filesystem>
#include <fstream>
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

} // namespace

int run_announce(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--preset");
    args.value_option("--events");
    args.value_option("--lang");
    args.value_option("--thresholds");
    args.value_option("--wav");
    args.flag_option("--flag");
    args.flag_option("--control");
    args.flag_option("--rulings");
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
    choices.control = args.has("--control");
    choices.rulings = args.has("--rulings");
    // Without --lang, what the window would speak: the environment's language, then the system's.
    const std::string lang = args.value("--lang").value_or(
        i18n::choose_lang(std::nullopt, std::nullopt, io::display_languages()).code());
    auto catalogue = i18n::load_language(i18n::catalogue_dir(), lang);
    if (!catalogue) {
        err << "pendule-cli announce: --lang " << lang << ": no catalogue (" << catalogue.error().text()
            << ")\n";
        return 2;
    }
    const speech::Words spoken(*catalogue);
    std::unique_ptr<WavWriter> wav;
    if (auto dir = args.value("--wav")) {
        std::error_code ec;
        const std::filesystem::path folder = io::path_of(*dir);
        std::filesystem::create_directories(folder, ec);
        if (ec || !std::filesystem::is_directory(folder, ec)) {
            err << "pendule-cli announce: --wav " << *dir << ": cannot create the folder\n";
            return 2;
        }
        // eSpeak NG's data beside the program (the Windows build's), else the library's own.
        auto espeak =
            voice::EspeakSynthesizer::open(io::narrow_path(voice::espeak_data_dir(io::program_dir())));
        if (!espeak) {
            err << "pendule-cli announce: --wav: " << espeak.error().text() << '\n';
            return 2;
        }
        wav = std::make_unique<WavWriter>(folder, std::move(espeak.value()), lang);
    }
    // Each announcement: printed, then (--wav) synthesised; false after an error, printed.
    const auto say = [&](const speech::Announcement& said) {
        out << said.at << ' ' << to_name(said.to) << ": " << said.text << '\n';
        if (!wav)
            return true;
        auto written = wav->write(said);
        if (!written)
            err << "pendule-cli announce: --wav: " << written.error().text() << '\n';
        return written.ok();
    };

    std::ifstream file;
    if (*events != "-") {
        file.open(io::path_of(*events));
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
                if (!say(said))
                    return 2;
        const clock::TimePoint at = (*event)->at;
        const clock::ClockState before = game.state(at);
        if ((*event)->action == ClockAction::Request && (*event)->side &&
            !say({at, *(*event)->side, speech::on_request(before, *(*event)->side, spoken),
                  speech::Topic::Request}))
            return 2;
        const bool applied = apply_clock_event(game, **event);
        const clock::ClockState after = game.state(at);
        std::optional<speech::Announcement> change;
        if (choices.control && applied && (*event)->action == ClockAction::Press && before.to_move)
            change = speech::time_control_passed(before, after, *before.to_move, game.control(), spoken);
        if (choices.rulings && applied &&
            ((*event)->action == ClockAction::Add || (*event)->action == ClockAction::Set) && (*event)->side)
            change = speech::time_ruling(*(*event)->side, before.of(*(*event)->side).main,
                                         after.of(*(*event)->side).main, at, spoken);
        if (change && !say(*change))
            return 2;
        started = started || (*event)->action == ClockAction::Start;
        last = (*event)->at;
    }
    return 0;
}

} // namespace pendule::cli
