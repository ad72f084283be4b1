#include "app/clock/view/screen_words.hpp"

#include <map>
#include <memory>
#include <mutex>

namespace pendule::app {

namespace {

// The clock face and its header: the two halves, the game's state, the marks of the Laws.
void clock_face_words(Strings& s, const i18n::Lang& lang) {
    s.white = lang.tr("White");
    s.black = lang.tr("Black");
    s.moves = lang.tr("Moves");
    s.period = lang.tr("Period");
    s.delay = lang.tr("Delay");
    s.under_five = lang.tr("Under 5 min (8.4)");
    s.flag_first = lang.tr("FLAG FELL FIRST");
    s.flag_fallen = lang.tr("Flag fell");
    s.board = lang.tr("Board");
    s.press_space = lang.tr("Space: start the clock");
    s.to_move = lang.tr("{player} to move");
    s.paused = lang.tr("Paused (6.11)");
    s.game_over = lang.tr("Game over: {result}");
    s.laws = lang.tr("Laws");
    s.battery = lang.tr("Battery");
    s.unprotected = lang.tr("No PIN: arbiter panel unprotected");
}

// The arbiter lock: locked, open, the PIN asked.
void lock_words(Strings& s, const i18n::Lang& lang) {
    s.locked = lang.tr("Locked");
    s.unlocked = lang.tr("Arbiter: relocks in {seconds} s");
    s.enter_pin = lang.tr("PIN:");
    s.unlock_hint = lang.tr("Ctrl+Alt+A: arbiter");
}

// The setup card: the preset, the players and their seats, the PIN, the audio device, the Chess960 start.
void setup_words(Strings& s, const i18n::Lang& lang) {
    s.new_game = lang.tr("New game");
    s.preset = lang.tr("Preset");
    s.preset_file = lang.tr("Other preset (file or TC)");
    s.white_name = lang.tr("White player");
    s.black_name = lang.tr("Black player");
    s.white_sits = lang.tr("White sits on the");
    s.left = lang.tr("left");
    s.right = lang.tr("right");
    s.setup_hint = lang.tr("Space: start   Tab: next field   ◀ ▶: change preset or side");
    s.arbiter_pin = lang.tr("Arbiter PIN");
    s.repeat_pin = lang.tr("Repeat the PIN");
    s.pin_is_set = lang.tr("set (to change it: pendule --set-pin)");
    s.pin_none = lang.tr("none: type one to protect the panel");
    s.pins_differ = lang.tr("The two PINs differ: nothing started");
    s.pin_form = lang.tr("A PIN has 4 to 16 digits or letters A-Z");
    s.pin_not_saved = lang.tr("The PIN could not be saved: {reason}");
    s.audio_device_missing = lang.tr("Audio device \"{name}\" not found: the default device plays the sound");
    s.chess960_start = lang.tr("Chess960 start (0-959)");
    s.standard_chess = lang.tr("none: standard chess");
    s.chess960_range = lang.tr("A Chess960 start is a number from 0 to 959");
}

// The arbiter panel's menu and what its actions answer.
void panel_words(Strings& s, const i18n::Lang& lang) {
    s.arbiter = lang.tr("Arbiter");
    s.pause_resume = lang.tr("Pause / resume (6.11)");
    s.adjust_time = lang.tr("Adjust time (6.10.2)");
    s.adjust_moves = lang.tr("Adjust moves (6.10.2)");
    s.illegal_move = lang.tr("Illegal move (7.5.5)");
    s.claim = lang.tr("Claim 9.2 / 9.3");
    s.five_seconds = lang.tr("5 s increment (III.4)");
    s.result = lang.tr("Declare result");
    s.undo = lang.tr("Undo last action");
    s.lock_now = lang.tr("Lock now");
    s.sound = lang.tr("Sound on / off");
    s.nothing_to_undo = lang.tr("Nothing to undo");
    s.undone = lang.tr("Undone");
    s.not_available = lang.tr("Not available in this build");
}

// The panel's forms: the time and moves corrections, the claim, the verdict.
void form_words(Strings& s, const i18n::Lang& lang) {
    s.ok = lang.tr("Apply");
    s.cancel = lang.tr("Cancel");
    s.player = lang.tr("Player");
    s.new_time = lang.tr("Time (H:MM:SS)");
    s.new_moves = lang.tr("Moves played");
    s.form_hint = lang.tr("Tab: next field   Enter: apply   Esc: cancel");
    s.game_score = lang.tr("Game score or PGN file");
    s.letters = lang.tr("Piece letters");
    s.english_letters = lang.tr("English (K Q R B N)");
    s.french_letters = lang.tr("French (R D T F C)");
    s.intended_move = lang.tr("Intended move (9.2.1, 9.3.1)");
    s.claim_hint = lang.tr("Type or paste (Ctrl+V) the moves: 1. e4 e5 2. Nf3 ..., or a path ending in .pgn");
    s.verdict_hint = lang.tr("Enter: apply the verdict (draw, or the penalty)   Esc: cancel");
}

// The results the panel declares.
void result_words(Strings& s, const i18n::Lang& lang) {
    s.resign_white = lang.tr("White resigns");
    s.resign_black = lang.tr("Black resigns");
    s.agreement = lang.tr("Draw by agreement");
    s.flag_white = lang.tr("White's flag fell");
    s.flag_black = lang.tr("Black's flag fell");
    s.white_illegal = lang.tr("White loses (7.5.5)");
    s.black_illegal = lang.tr("Black loses (7.5.5)");
    s.arbiter_draw = lang.tr("Draw (the opponent cannot checkmate)");
}

// The time controls' words.
void time_control_words(Strings& s, const i18n::Lang& lang) {
    s.sudden_death = lang.tr("sudden death");
    s.increment = lang.tr("increment");
    s.rapid = lang.tr("Rapid");
    s.blitz = lang.tr("Blitz");
    s.standard = lang.tr("Standard");
}

Strings make_strings(const i18n::Lang& lang) {
    Strings s;
    clock_face_words(s, lang);
    lock_words(s, lang);
    setup_words(s, lang);
    panel_words(s, lang);
    form_words(s, lang);
    result_words(s, lang);
    time_control_words(s, lang);
    // Why the screen saver is held off, which a desktop may show.
    s.awake_reason = lang.tr("A chess game is in progress");
    return s;
}

} // namespace

const Strings& strings(const i18n::Lang& lang) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<Strings>> made;
    const std::lock_guard<std::mutex> guard(mutex);
    auto& slot = made[lang.code()];
    if (!slot)
        slot = std::make_unique<Strings>(make_strings(lang));
    return *slot;
}

} // namespace pendule::app
