#include "app/common/platform/program_options.hpp"

#include "app/common/platform/files.hpp"
#include "args/args.hpp"
#include "core/parse.hpp"

#include <filesystem>

namespace pendule::app {

namespace {

// --names takes two values, which the shared parser does not do: they are taken out first, and the
// other words are left to it.
Result<std::vector<std::string>> take_names(const std::vector<std::string>& words, ProgramOptions& options) {
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i] == "--names") {
            if (i + 2 >= words.size())
                return fail("--names needs two names: --names \"White's name\" \"Black's name\"");
            options.white_name = words[i + 1];
            options.black_name = words[i + 2];
            i += 2;
        } else {
            rest.push_back(words[i]);
        }
    }
    return rest;
}

void declare_options(cli::Args& args) {
    for (const char* name : {"--preset",     "--lang",
                             "--white",      "--white-name",
                             "--black-name", "--board",
                             "--screenshot", "--screenshot-after",
                             "--config",     "--laws",
                             "--script",     "--exit-after",
                             "--size",       "--journal-dir",
                             "--hall",       "--event",
                             "--hall-user",  "--hall-password-file",
                             "--round",      "--desk",
                             "--chess960",   "--audio-device",
                             "--eboard"})
        args.value_option(name);
    for (const char* name :
         {"--fullscreen", "--help", "--version", "--trace", "--start", "--resume", "--no-journal",
          "--set-pin", "--speak", "--allow-screen-saver", "--list-audio-devices", "--eboard-turned"})
        args.flag_option(name);
}

// --lang and --white: one of a few words.
std::optional<std::string> read_choices(const cli::Args& args, ProgramOptions& options) {
    if (auto lang = args.value("--lang")) {
        options.lang = i18n::lang_from_name(*lang);
        if (!options.lang)
            return "--lang: " + i18n::expected_langs() + ", got '" + *lang + "'";
    }
    if (auto white = args.value("--white")) {
        if (*white == "left")
            options.white_side = Side::left;
        else if (*white == "right")
            options.white_side = Side::right;
        else
            return "--white: expected left or right, got '" + *white + "'";
    }
    return std::nullopt;
}

// The whole number of option `name` within [min, max] into `out`, when the option is given.
template <typename Number>
std::optional<std::string> read_integer(const cli::Args& args, const char* name, long long min, long long max,
                                        Number& out) {
    if (!args.has(name))
        return std::nullopt;
    long long value = 0;
    if (auto error = args.integer(name, min, max, value))
        return error;
    out = static_cast<Number>(value);
    return std::nullopt;
}

// --size 1280x720
std::optional<std::string> parse_size(const std::string& text, ProgramOptions& options) {
    const auto x = text.find('x');
    if (x == std::string::npos)
        return "--size: expected WIDTHxHEIGHT, got '" + text + "'";
    auto w = parse_integer(text.substr(0, x), 200, 10000, {.plus = true});
    auto h = parse_integer(text.substr(x + 1), 150, 10000, {.plus = true});
    if (!w || !h)
        return "--size: expected WIDTHxHEIGHT between 200x150 and 10000x10000, got '" + text + "'";
    options.width = static_cast<int>(*w);
    options.height = static_cast<int>(*h);
    return std::nullopt;
}

// The options that hold a number: the board, the times in milliseconds, the size, the start position.
std::optional<std::string> read_numbers(const cli::Args& args, ProgramOptions& options) {
    constexpr long long day_ms = 86'400'000;
    if (auto error = read_integer(args, "--board", 1, 9999, options.board))
        return error;
    if (auto error = read_integer(args, "--screenshot-after", 0, day_ms, options.screenshot_after_ms))
        return error;
    if (auto error = read_integer(args, "--exit-after", 0, day_ms, options.exit_after_ms))
        return error;
    if (auto size = args.value("--size"))
        if (auto error = parse_size(*size, options))
            return error;
    if (auto error = read_integer(args, "--chess960", 0, 959, options.chess960))
        return *error + " (a Chess960 start position: 518 is the usual start)";
    return std::nullopt;
}

// The options whose text is taken as it is: names, files, folders, addresses.
void read_texts(const cli::Args& args, ProgramOptions& options) {
    options.preset = args.value("--preset").value_or("");
    if (auto name = args.value("--white-name"))
        options.white_name = *name;
    if (auto name = args.value("--black-name"))
        options.black_name = *name;
    options.screenshot = args.value("--screenshot").value_or("");
    options.config = args.value("--config").value_or("");
    options.laws = args.value("--laws").value_or("");
    options.script = args.value("--script").value_or("");
    options.audio_device = args.value("--audio-device");
    options.journal_dir = args.value("--journal-dir").value_or("");
    options.hall = args.value("--hall").value_or("");
    options.desk = args.value("--desk").value_or("");
    options.event = args.value("--event").value_or("");
    options.hall_user = args.value("--hall-user");
    options.hall_password_file = args.value("--hall-password-file");
    options.round = args.value("--round").value_or("");
    options.eboard = args.value("--eboard").value_or("");
}

void read_flags(const cli::Args& args, ProgramOptions& options) {
    options.fullscreen = args.has("--fullscreen");
    options.help = args.has("--help");
    options.version = args.has("--version");
    options.trace = args.has("--trace");
    options.speak = args.has("--speak");
    options.allow_screen_saver = args.has("--allow-screen-saver");
    options.list_audio_devices = args.has("--list-audio-devices");
    options.start = args.has("--start");
    options.resume = args.has("--resume");
    options.set_pin = args.has("--set-pin");
    options.no_journal = args.has("--no-journal");
    options.eboard_turned = args.has("--eboard-turned");
}

} // namespace

Result<ProgramOptions> parse_program_options(const std::vector<std::string>& words) {
    ProgramOptions options;
    auto rest = take_names(words, options);
    if (!rest)
        return rest.error();
    cli::Args args;
    declare_options(args);
    if (auto error = args.parse(*rest))
        return fail(*error);
    if (!args.positionals().empty())
        return fail("unexpected argument '" + args.positionals().front() + "' (see pendule --help)");
    if (auto error = read_choices(args, options))
        return fail(*error);
    if (auto error = read_numbers(args, options))
        return fail(*error);
    read_texts(args, options);
    read_flags(args, options);
    // --hall's companions may come from the config file: take_hall_settings checks them together.
    if (options.resume && options.no_journal)
        return fail("--resume needs the journal: it cannot go with --no-journal");
    return options;
}

Result<bool> take_hall_settings(ProgramOptions& options, const AppConfig& config) {
    if (options.hall.empty() && options.no_journal)
        return false; // a run that records nothing publishes nothing, whatever the config says
    if (options.hall.empty())
        options.hall = config.hall;
    if (options.event.empty())
        options.event = config.event;
    if (options.board == 0)
        options.board = config.board;
    if (options.round.empty())
        options.round = config.round;
    if (!options.hall_user && !options.hall_password_file) {
        options.hall_user = config.hall_user;
        options.hall_password_file = config.hall_password_file;
    }
    if (options.hall.empty())
        return false;
    if (options.event.empty() || options.board == 0)
        return fail("--hall needs --event ID and --board N (or event = and board = in the config file)");
    if (options.no_journal)
        return fail("--hall publishes the journal: it cannot go with --no-journal");
    if (options.hall_user && !options.hall_password_file)
        return fail(
            "--hall-user needs --hall-password-file F (a password is read from a file, never from the "
            "command line)");
    return true;
}

std::string program_help() {
    return "usage: pendule [OPTIONS]\n"
           "\n"
           "Pendule's tournament chess clock: two dials, the players' keys, a locked arbiter panel.\n"
           "\n"
           "options:\n"
           "  --preset NAME|FILE|TC    time control: a built-in or user preset name, a preset file,\n"
           "                           or a TimeControl string (\"5400+30\", \"40/5400+30:1800+30\", "
           "\"300d5\")\n"
           "  --lang CODE              language of the window: en or one with a catalogue (fr)\n"
           "  --white left|right       the half of the table where White sits (default left)\n"
           "  --names WHITE BLACK      the players' names (or --white-name NAME, --black-name NAME)\n"
           "  --board N                the board number shown in the title\n"
           "  --fullscreen             full screen\n"
           "  --hall mqtt://HOST:PORT  publish every journal record to a tournament hall's broker\n"
           "  --event ID               the hall's event (with --hall and --board)\n"
           "  --hall-password-file F   the password of the board's account on the hall's broker (the\n"
           "                           file's first line); --hall-user U its user (default: the board)\n"
           "  --round R                the round played (\"5\"), for the hall's PGN (Round \"R.B\")\n"
           "  --eboard PORT|auto       read the moves from a DGT e-board (/dev/ttyACM0, COM3; auto: the\n"
           "                           first port whose board answers) and journal them (eboard = in the\n"
           "                           config); --eboard-turned: the board stands turned round\n"
           "  --desk JOURNAL           the arbiter's desk on a round journal (pendule-cli round-open):\n"
           "                           the boards, their results entered with 1 0 = + -, a board's\n"
           "                           page (Enter) with its rulings from the clock read, 'a' adds one\n"
           "  --config FILE            keys, PIN, sound, language (default ~/.config/pendule/pendule.conf)\n"
           "  --laws EDITION           the Laws applied by the arbiter panel: 2001, 2009, 2014, 2018, 2023\n"
           "  --chess960 N             a Chess960 game from start position N (0-959, 518 the usual one),\n"
           "                           written in the journal's header (or chess960 = N in the config)\n"
           "  --speak                  the talking clock (FIDE Appendix D): F1 / F12 say the time to the\n"
           "                           player on the left / right; more in the config (speak_...)\n"
           "  --allow-screen-saver     let the screen saver blank the screen during a game (by default\n"
           "                           it is held off from the start to the result; keep_screen_awake)\n"
           "  --audio-device NAME      the sound's output device, as --list-audio-devices names it (or\n"
           "                           audio_device = NAME in the config); not found: the default one\n"
           "  --list-audio-devices     print the audio output devices, one a line, the default marked\n"
           "  --screenshot FILE        draw one frame into a PNG file and exit\n"
           "  --screenshot-after MS    ... after MS milliseconds of running instead of at once\n"
           "  --journal-dir DIR        where games are journaled (default ~/.local/share/pendule/journals,\n"
           "                           or $XDG_DATA_HOME/pendule/journals)\n"
           "  --resume                 resume the last unfinished game (paused) without asking\n"
           "  --no-journal             record nothing (the default for --script and --screenshot runs)\n"
           "  --set-pin                set the arbiter's PIN (typed twice, not shown) in the config file,\n"
           "                           which keeps only its salted hash, readable by its owner only\n"
           "  --help                   this text\n"
           "  --version                the program's version\n"
           "\n"
           "keys: the left half of the keyboard (and left Shift) presses for the player on the left,\n"
           "the right half (and right Shift) for the player on the right; a click on one's own half\n"
           "does the same. Space starts the game, Pause or Esc stops the clock (Laws 6.11),\n"
           "Ctrl+Alt+A opens the arbiter panel.\n"
           "\n"
           "test options: --trace (state changes, press latencies and what is spoken on stdout), --start,\n"
           "--script \"start; wait MS; press left|right; key NAME|Ctrl+Alt+A; text STRING; click X Y\",\n"
           "--exit-after MS, --size WxH\n";
}

bool offers_resumption(const ProgramOptions& options) {
    return !options.resume && !options.start && options.script.empty() && options.screenshot.empty() &&
           options.exit_after_ms < 0;
}

Result<AppConfig> read_config(const ProgramOptions& options) {
    if (!options.config.empty())
        return load_config(options.config);
    const std::string path = default_config_path();
    std::error_code ec;
    if (std::filesystem::exists(path, ec))
        return load_config(path);
    return parse_config("", "defaults");
}

} // namespace pendule::app
