#pragma once

#include "app/common/view/board_view.hpp"
#include "app/common/view/repetition_view.hpp"

#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// What the window shows, as plain values: strings, integer angles and enums. Built by the pure
// make_view(session, now) and drawn by draw_screen(); no state lives in the drawing code, and two
// views compare equal exactly when the window would look the same, so the loop redraws only when
// the view changes.

// How a face is lit. The running side must be unmistakable at 10 m (FIDE equipment standard).
enum class FaceTone { idle, running, low_time, paused, flagged, finished };

// The analogue dial: the minute hand reaches 12 o'clock when the time is gone, like a mechanical
// clock; the flag rises in the last minutes and falls at zero.
struct DialView {
    int minute_hand_mdeg = 0;    // clockwise from 12 o'clock, in thousandths of a degree
    int hour_hand_mdeg = 0;      // one turn = 12 hours of remaining time
    int flag_lift_permille = 0;  // 0 resting, 1000 fully raised by the minute hand
    bool flag_fallen = false;    // dropped: the time is gone
    int delay_arc_permille = -1; // delay modes: share of the delay left (an arc), -1 none

    bool operator==(const DialView&) const = default;
};

struct FaceView {
    std::string name;         // player's name
    std::string colour;       // "White" / "Blancs"
    bool is_white = false;    // which colour the face shows
    std::string time_text;    // H:MM:SS, or M:SS.t below the tenths threshold; rounded up
    std::string moves_text;   // "Moves 12"
    std::string period_text;  // "Period 2/3", empty with a single period
    std::string control_text; // "28 moves to the control", empty in sudden death
    std::string delay_text;   // "Delay 3" counting down in delay modes, else empty
    std::string badge_text;   // "Flag fell first", "Under 5 min (8.4)", ...
    bool under_five = false;  // Laws 8.4 mark
    FaceTone tone = FaceTone::idle;
    DialView dial;

    bool operator==(const FaceView&) const = default;
};

// One editable line of a form (a text field or a choice shown as text).
struct FieldView {
    std::string label;
    std::string value;
    bool focused = false;
    bool is_choice = false; // toggled with left/right or a click, not typed

    bool operator==(const FieldView&) const = default;
};

// A clickable action, with the key that does the same.
struct ButtonView {
    std::string key;   // "P"
    std::string label; // "Pause / resume"
    bool enabled = true;

    bool operator==(const ButtonView&) const = default;
};

// The pre-game screen: preset picker, names, board, which side White sits, and the settings
// summary an arbiter checks at a glance (Laws 6.10.2).
struct PregameView {
    std::string heading;
    std::vector<FieldView> fields;    // preset (a choice), names, board, white side
    std::vector<std::string> summary; // the time control in words
    std::string variant;              // "Chess960 · position 518" (also a summary line); empty: standard
    std::string error;                // why a preset could not be read
    std::vector<std::string> desk;    // the desk's set-up offered, taken or refused

    bool operator==(const PregameView&) const = default;
};

// The arbiter panel, shown over the faces when unlocked.
struct PanelView {
    bool open = false;
    std::string heading;
    std::vector<ButtonView> buttons; // the menu, or the form's OK / Cancel
    std::vector<FieldView> fields;   // the open form's fields
    std::vector<std::string> lines;  // explanation, verdict, help
    std::string message;             // the last action's outcome
    std::vector<std::string> log;    // the decision log's last entries, newest last
    // A claim's verdict: the claimed position at each occurrence and the near positions, as small
    // boards side by side; empty otherwise.
    RepetitionView repetition;
    // The claim form's chessboard, drawn in Layout::board_area (the form keeps the rest).
    std::optional<BoardView> board;

    bool operator==(const PanelView&) const = default;
};

enum class ScreenKind { pregame, game };

struct ScreenView {
    ScreenKind screen = ScreenKind::pregame;
    std::string title;        // board, preset
    std::string status;       // what to do next, pause, result
    std::string notice;       // for the arbiter, while paused: time not counted (a restart, a suspend)
    std::string lock_text;    // "Locked" or "Arbiter: relocks in 45 s"
    std::string battery_text; // "Battery 84%", empty without a battery
    std::string board_text;   // the e-board: its last move ("Board: 12. Nf3") or its link; empty: none
    bool locked = true;
    bool unprotected = false; // no PIN: the chord alone opens the arbiter panel
    FaceView left;
    FaceView right;
    PregameView pregame;
    PanelView panel;

    bool operator==(const ScreenView&) const = default;
};

} // namespace pendule::app
