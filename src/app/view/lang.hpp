#pragma once

#include "core/arbiter/text.hpp"
#include "i18n/format.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::app {

// A language of the window, by its catalogue's code: "en" (the language the messages are written
// in, no catalogue needed), "fr", or any language with a catalogue po/<code>.po — adding a
// language is adding that one file (cmake/PenduleCatalogues.cmake compiles it, src/i18n reads it).
// The messages of the window are looked up by their English text (GNU gettext's msgid), so a
// message missing from a catalogue shows in English, never as nothing; tests/i18n checks that every
// catalogue of po/ translates every message of the sources.
class Lang {
  public:
    static const Lang en;
    static const Lang fr;

    Lang() = default;
    // The language of `code` ("fr"); the catalogue is read at its first message.
    static Lang of_code(std::string code);
    const std::string& code() const { return code_; }
    bool operator==(const Lang&) const = default;

    // The message in this language (xgettext finds the calls: keywords tr, trc, trn).
    std::string tr(std::string_view msgid) const;
    // ... with its {placeholders} filled (i18n::format): tr("{player} to move", {{"player", w}}).
    std::string tr(std::string_view msgid, const std::vector<i18n::Arg>& args) const;
    // The message in a context, for a word that translates differently in two places.
    std::string trc(std::string_view context, std::string_view msgid) const;
    // The form of a message for the count `n` (the language's plural rule), {n} filled with it and
    // the other placeholders with `args`.
    std::string trn(std::string_view one, std::string_view many, std::uint64_t n,
                    const std::vector<i18n::Arg>& args = {}) const;
    // A sentence of the arbiter core (its rulings as data: core/arbiter/text.hpp) in this language.
    std::string text(const arbiter::Text& words) const;

  private:
    explicit Lang(std::string code) : code_(std::move(code)) {}
    std::string code_ = "en";
};

inline const Lang Lang::en{};
inline const Lang Lang::fr{"fr"};

// Marks a message for the catalogue where it is written, to be translated where it is shown
// (xgettext's keyword N_).
constexpr const char* N_(const char* msgid) {
    return msgid;
}
// ... in a context (xgettext's NC_), looked up with Lang::trc(context, msgid).
constexpr const char* NC_(const char* /*context*/, const char* msgid) {
    return msgid;
}

// A language named on the command line or in the config: English, or one with a catalogue where
// the program finds them (i18n::locale_dir).
std::optional<Lang> lang_from_name(std::string_view name);

// The languages the window can speak: English and every catalogue found (sorted codes).
std::vector<std::string> available_langs();

// What lang_from_name accepts, as its callers' errors say it: "expected en or a language with a
// catalogue (available: en, fr)", listing available_langs().
std::string expected_langs();

// The window's language: --lang, the config, then LANGUAGE / LC_ALL / LC_MESSAGES / LANG as desktop
// programs read them (i18n::choose_language); English when none names an available language.
Lang choose_lang(const std::optional<Lang>& command_line, const std::optional<Lang>& config);

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
    std::string arbiter_pin; // setup: the PIN for this event (issue 17)
    std::string repeat_pin;
    std::string pin_is_set; // setup: the config already holds one
    std::string pin_none;   // setup: none typed (the panel stays unprotected)
    std::string pins_differ;
    std::string pin_form;      // 4 to 16 digits or letters
    std::string pin_not_saved; // "...: {reason}"
    std::string unprotected;   // header: no PIN
};

const Strings& strings(const Lang& lang);

} // namespace pendule::app
