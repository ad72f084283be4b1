#pragma once

#include <optional>
#include <string_view>

namespace pendule::app {

enum class Lang { en, fr };

std::optional<Lang> lang_from_name(std::string_view name);

// Every word the window shows, in one language. French follows the FFE's usage (Blancs, Noirs,
// cadence, arbitre).
struct Strings {
    const char* white;
    const char* black;
    const char* moves;          // "Moves 12"
    const char* period;         // "Period 2/3"
    const char* to_control;     // "%d moves to the control"
    const char* one_to_control; // "1 move to the control"
    const char* delay;          // "Delay"
    const char* under_five;     // Laws 8.4 mark
    const char* flag_first;     // which flag fell first (equipment standard 5.4.2)
    const char* flag_fallen;
    const char* board;
    const char* press_space; // pre-game hint
    const char* to_move;     // "%s to move"
    const char* paused;      // Laws 6.11
    const char* game_over;   // "Game over: %s"
    const char* locked;
    const char* unlocked; // "Arbiter panel open, relocks in %d s"
    const char* enter_pin;
    const char* unlock_hint; // "Ctrl+Alt+A: arbiter"
    const char* arbiter;     // panel heading
    const char* preset;
    const char* white_name;
    const char* black_name;
    const char* white_sits;
    const char* left;
    const char* right;
    const char* setup_hint; // pre-game footer
    const char* pause_resume;
    const char* adjust_time;
    const char* adjust_moves;
    const char* illegal_move;
    const char* claim;
    const char* five_seconds;
    const char* result;
    const char* undo;
    const char* lock_now;
    const char* sound;
    const char* ok;
    const char* cancel;
    const char* player; // which player a form applies to
    const char* new_time;
    const char* new_moves;
    const char* form_hint; // "Tab: next field, Enter: apply, Esc: cancel"
    const char* sudden_death;
    const char* increment;
    const char* rapid;
    const char* blitz;
    const char* standard;
    const char* resign_white;
    const char* resign_black;
    const char* agreement;
    const char* flag_white;
    const char* flag_black;
    const char* nothing_to_undo;
    const char* undone;
    const char* not_available; // a screen whose core is missing
    const char* new_game;      // the setup card's heading
    const char* game_score;    // claim form: the moves, or a PGN file
    const char* letters;       // claim form: piece letters
    const char* english_letters;
    const char* french_letters;
    const char* intended_move; // 9.2.1 / 9.3.1
    const char* white_illegal; // result: loses by 7.5.5
    const char* black_illegal;
    const char* arbiter_draw; // result: draw, the opponent cannot mate
    const char* claim_hint;   // how to enter the game score
    const char* verdict_hint; // Enter applies the verdict
    const char* laws;         // "Laws"
    const char* battery;
    const char* preset_file; // setup: a preset file or TimeControl string
    const char* arbiter_pin; // setup: the PIN for this event (issue 17)
    const char* repeat_pin;
    const char* pin_is_set; // setup: the config already holds one
    const char* pin_none;   // setup: none typed (the panel stays unprotected)
    const char* pins_differ;
    const char* pin_form;      // 4 to 16 digits or letters
    const char* pin_not_saved; // "The PIN could not be saved: %s"
    const char* unprotected;   // header: no PIN
};

const Strings& strings(Lang lang);

} // namespace pendule::app
