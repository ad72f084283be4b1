#pragma once

#include "app/common/model/app_config.hpp"
#include "app/common/model/side.hpp"
#include "core/result.hpp"
#include "i18n/lang.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// The command line of `pendule`.
struct ProgramOptions {
    std::string preset;             // NAME, FILE or TimeControl string; empty: the default
    std::optional<i18n::Lang> lang; // --lang CODE (else the config, else English)
    std::optional<Side> white_side; // --white left|right
    std::string white_name;
    std::string black_name;
    int board = 0; // 0: not shown
    bool fullscreen = false;
    std::string screenshot;                // --screenshot FILE
    std::int64_t screenshot_after_ms = -1; // --screenshot-after MS (-1: right after the script)
    std::string config;                    // --config FILE
    std::string laws;                      // --laws 2023 (the edition of the Laws; else the config's)
    std::optional<int> chess960;           // --chess960 N: a Chess960 game from start position N (0-959)
    bool help = false;
    bool version = false;
    std::string journal_dir; // --journal-dir DIR (default: $XDG_DATA_HOME/pendule/journals)
    bool resume = false;     // --resume: resume the last unfinished game without asking
    bool set_pin = false;    // --set-pin: set the arbiter's PIN in the config file, then exit
    bool no_journal = false; // --no-journal: record nothing (scripted and screenshot runs default to it)
    std::string hall;        // --hall mqtt://HOST:PORT: publish the journal to a tournament hall
    std::string event;       // --event ID: the hall's event (with --hall)
    std::optional<std::string> hall_user;          // --hall-user U: the board's account on the broker
    std::optional<std::string> hall_password_file; // --hall-password-file F: its password (first line)
    std::string round;                             // --round R: the round played, for the hall's PGN
    std::string eboard;                            // --eboard PORT|auto: the e-board's moves recorded
    bool eboard_turned = false;                    // --eboard-turned: the board stands turned round
    std::string desk;                              // --desk JOURNAL: the arbiter's desk on a round journal
    bool speak = false;                            // --speak: the talking clock (as speak = on in the config)
    bool allow_screen_saver = false;         // --allow-screen-saver: the screen is not held awake in a game
    std::optional<std::string> audio_device; // --audio-device NAME (else the config's audio_device)
    bool list_audio_devices = false;         // --list-audio-devices: print the devices, then exit
    // Hidden options for tests and measurements.
    bool trace = false;              // --trace: state changes and press latencies on stdout
    std::string script;              // --script "start; wait 1000; press right; key Ctrl+Alt+A"
    bool start = false;              // --start: start the game at once
    std::int64_t exit_after_ms = -1; // --exit-after MS: quit (for CPU measurements)
    int width = 1280;                // --size WxH
    int height = 720;
};

// Parses argv (without the program name). Errors name the option.
Result<ProgramOptions> parse_program_options(const std::vector<std::string>& words);

// The hall's settings of the config file (hall, event, board, round, hall_user, hall_password_file)
// where the command line gave none, then checked together: --hall needs an event and a board, a
// user needs a password file. An Error says which option or setting is missing. With --no-journal
// the config's hall is not taken (false); --hall with --no-journal is an Error.
Result<bool> take_hall_settings(ProgramOptions& options, const AppConfig& config);

// The config file: --config, or the default one when it exists (defaults otherwise).
Result<AppConfig> read_config(const ProgramOptions& options);

// The --help text.
std::string program_help();

// Whether this run asks before starting (an interactive start): not with --resume (it resumes
// without asking), --start, --script, --screenshot or --exit-after (tests, demos and
// measurements start a new game).
bool offers_resumption(const ProgramOptions& options);

} // namespace pendule::app
