#pragma once

#include "app/clock/model/arbiter_lock.hpp"
#include "app/clock/model/desk_setup.hpp"
#include "app/clock/model/eboard_text.hpp"
#include "app/common/model/app_config.hpp"
#include "app/common/model/chessboard.hpp"
#include "app/common/model/file_reader.hpp"
#include "io/eboard/eboard_game.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// The pre-game screen's editing state: which field has the keyboard (-1: none, so Space starts).
struct SetupState {
    int focus = -1;
    std::string preset_text; // a preset file or TimeControl string being typed
    std::string error;       // why it could not be read (or why the PIN was refused)
    // The arbiter's PIN for this event, typed twice, when the config holds none: saved
    // (as its hash) when the game starts; never shown, never journaled.
    std::string pin;
    std::string pin_repeat;
    // The Chess960 start being typed: 0 to 959; Enter sets it, Backspace on nothing
    // typed goes back to standard chess.
    std::string chess960_text;
};

// The arbiter panel's screens. The menu lists the actions; each action opens a small form.
enum class PanelScreen { menu, pin, adjust_time, adjust_moves, illegal_move, claim, claim_verdict, result };

struct PanelState {
    PanelScreen screen = PanelScreen::menu;
    int focus = 0;                   // the form field with the keyboard
    std::vector<std::string> values; // the form's field values (choices hold an index as text)
    std::string message;             // the last action's outcome, shown in the panel
    bool swallow_text = false;       // the letter that opened a form is not typed into it
    // The claim form's chessboard: the game entered by clicks, kept in step with the
    // game score field (a click writes the board's movetext there, typing there is read back).
    GameEntry board;
};

// Time nobody watched (the program was stopped and resumed, or the machine slept): the clock is
// paused and the main screen says so until the arbiter restarts it (Laws 6.10, 6.11).
struct GapNotice {
    std::int64_t gap_ms = 0; // wall-clock time not counted on either clock
    bool suspended = false;  // a machine suspend, not a restart
};

// How the lock checks a typed PIN: against the config's hash, or (an older config not yet rewritten)
// its PIN in clear; no check at all when there is no PIN.
ArbiterLock::PinCheck pin_check(const AppConfig& config);

class Session;

// What the window keeps beside the game: the arbiter's lock, the setup and panel forms, the notices.
// Input edits it directly (it is the screens' editing state, never journaled); the game session is
// changed only through its commands (Session::apply) and, before the start, the setup's settings
// (Session::configure). The view reads both.
struct UiState {
    explicit UiState(const AppConfig& config) : lock(config.relock_ms, pin_check(config)) {}

    ArbiterLock lock;
    SetupState setup;
    PanelState panel;
    // Time nobody watched (a restart, a machine suspend), shown on the main screen while the clock
    // stays paused; cleared once the clock runs again or the game ends (Laws 6.10, 6.11).
    std::optional<GapNotice> gap_notice;
    // The laptop's battery, read by the window every minute (2026 equipment standard: shown).
    std::optional<int> battery_percent;
    // The board's set-up from the desk, through the hall: offered before the start.
    DeskSetup desk;
    // The files the arbiter names (a claim's .pgn, a preset): read by the platform, which gives its
    // readers here; none in a test that gives none (a file is then refused with a message).
    FileReader files;
    // The e-board's game (--eboard): its moves, its link; none without a board.
    std::optional<io::EBoardGame> eboard;

    // After a command was applied: the gap notice goes once the clock runs or the game has ended.
    void after_command(const Session& session, std::int64_t now);
};

// The setup screen's rows: preset, White, Black, board, White's side, another preset, the arbiter's
// PIN (with its repetition when the config holds none), then the Chess960 start: its row's index.
inline int setup_chess960_row(const UiState& ui) {
    return ui.lock.needs_pin() ? 7 : 8;
}

} // namespace pendule::app
