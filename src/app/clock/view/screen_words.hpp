#pragma once

// The clock's screen words: every word its screens show, in one language, read once from its
// catalogue (the messages with values are made where they are shown, with i18n::Lang::tr).

#include "i18n/lang.hpp"

#include <string>

namespace pendule::app {

// Every word the window shows, in one language, read once from its catalogue. French follows the
// FFE's usage (Blancs, Noirs, cadence, arbitre).
struct Strings {
    std::string white;
    std::string black;
    std::string moves;      // "Moves 12"
    std::string period;     // "Period 2/3"
    std::string delay;      // "Delay"
    std::string under_five; // Laws 8.4 mark
    std::string flag_first; // which flag fell first (equipment standard 5.4.2)
    std::string flag_fallen;
    std::string board;
    std::string press_space; // pre-game hint
    std::string to_move;     // "{player} to move"
    std::string paused;      // Laws 6.11
    std::string game_over;   // "Game over: {result}"
    std::string locked;
    std::string unlocked; // "Arbiter panel open, relocks in {seconds} s"
    std::string enter_pin;
    std::string unlock_hint; // "Ctrl+Alt+A: arbiter"
    std::string arbiter;     // panel heading
    std::string preset;
    std::string white_name;
    std::string black_name;
    std::string white_sits;
    std::string left;
    std::string right;
    std::string setup_hint; // pre-game footer
    std::string pause_resume;
    std::string adjust_time;
    std::string adjust_moves;
    std::string illegal_move;
    std::string claim;
    std::string five_seconds;
    std::string result;
    std::string undo;
    std::string lock_now;
    std::string sound;
    std::string ok;
    std::string cancel;
    std::string player; // which player a form applies to
    std::string new_time;
    std::string new_moves;
    std::string form_hint; // "Tab: next field, Enter: apply, Esc: cancel"
    std::string sudden_death;
    std::string increment;
    std::string rapid;
    std::string blitz;
    std::string standard;
    std::string resign_white;
    std::string resign_black;
    std::string agreement;
    std::string flag_white;
    std::string flag_black;
    std::string nothing_to_undo;
    std::string undone;
    std::string not_available; // a screen whose core is missing
    std::string new_game;      // the setup card's heading
    std::string game_score;    // claim form: the moves, or a PGN file
    std::string letters;       // claim form: piece letters
    std::string english_letters;
    std::string french_letters;
    std::string intended_move; // 9.2.1 / 9.3.1
    std::string white_illegal; // result: loses by 7.5.5
    std::string black_illegal;
    std::string arbiter_draw; // result: draw, the opponent cannot mate
    std::string claim_hint;   // how to enter the game score
    std::string verdict_hint; // Enter applies the verdict
    std::string laws;         // "Laws"
    std::string battery;
    std::string preset_file; // setup: a preset file or TimeControl string
    std::string arbiter_pin; // setup: the PIN for this event
    std::string repeat_pin;
    std::string pin_is_set; // setup: the config already holds one
    std::string pin_none;   // setup: none typed (the panel stays unprotected)
    std::string pins_differ;
    std::string pin_form;             // 4 to 16 digits or letters
    std::string pin_not_saved;        // "...: {reason}"
    std::string unprotected;          // header: no PIN
    std::string awake_reason;         // why the screen saver is held off, which a desktop may show
    std::string audio_device_missing; // setup: the audio device chosen cannot be opened ("{name}")
    std::string chess960_start;       // setup: the Chess960 start's row
    std::string standard_chess;       // setup: none typed (standard chess)
    std::string chess960_range;       // setup: a number from 0 to 959
};

const Strings& strings(const i18n::Lang& lang);

} // namespace pendule::app
