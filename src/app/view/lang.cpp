#include "app/view/lang.hpp"

#include "i18n/catalogue.hpp"
#include "i18n/language.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>

namespace pendule::app {

namespace {

const char* environment(const char* name) {
    return std::getenv(name);
}

std::filesystem::path catalogue_dir() {
    std::error_code ec;
    const auto program = std::filesystem::read_symlink("/proc/self/exe", ec);
    return i18n::locale_dir(ec ? std::filesystem::path(".") : program.parent_path(), environment);
}

// The catalogues read so far, one per language, kept for the process's life (the talking clock and
// the desk may speak two languages at once, from any thread).
class Catalogues {
  public:
    const i18n::Catalogue& of(const std::string& code) {
        const std::lock_guard<std::mutex> guard(mutex_);
        auto found = catalogues_.find(code);
        if (found != catalogues_.end())
            return *found->second;
        auto loaded = i18n::load_language(catalogue_dir(), code);
        auto catalogue = std::make_unique<i18n::Catalogue>();
        if (loaded)
            *catalogue = std::move(loaded.value());
        else
            std::cerr << "pendule: the " << code
                      << " messages cannot be read, English is shown: " << loaded.error().text() << '\n';
        return *catalogues_.emplace(code, std::move(catalogue)).first->second;
    }

  private:
    std::mutex mutex_;
    std::map<std::string, std::unique_ptr<i18n::Catalogue>> catalogues_;
};

Catalogues& catalogues() {
    static Catalogues all;
    return all;
}

const i18n::Catalogue& catalogue(const Lang& lang) {
    static const i18n::Catalogue english;
    return lang.code() == "en" ? english : catalogues().of(lang.code());
}

// The arbiter core's messages looked up in a catalogue.
class CatalogueTranslator final : public arbiter::Translator {
  public:
    explicit CatalogueTranslator(const i18n::Catalogue& catalogue) : catalogue_(catalogue) {}
    std::string text(std::string_view context, std::string_view msgid) const override {
        return std::string(catalogue_.text_in(context, msgid));
    }

  private:
    const i18n::Catalogue& catalogue_;
};

Strings make_strings(const Lang& lang) {
    Strings s;
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
    s.locked = lang.tr("Locked");
    s.unlocked = lang.tr("Arbiter: relocks in {seconds} s");
    s.enter_pin = lang.tr("PIN:");
    s.unlock_hint = lang.tr("Ctrl+Alt+A: arbiter");
    s.arbiter = lang.tr("Arbiter");
    s.preset = lang.tr("Preset");
    s.white_name = lang.tr("White player");
    s.black_name = lang.tr("Black player");
    s.white_sits = lang.tr("White sits on the");
    s.left = lang.tr("left");
    s.right = lang.tr("right");
    s.setup_hint = lang.tr("Space: start   Tab: next field   ◀ ▶: change preset or side");
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
    s.ok = lang.tr("Apply");
    s.cancel = lang.tr("Cancel");
    s.player = lang.tr("Player");
    s.new_time = lang.tr("Time (H:MM:SS)");
    s.new_moves = lang.tr("Moves played");
    s.form_hint = lang.tr("Tab: next field   Enter: apply   Esc: cancel");
    s.sudden_death = lang.tr("sudden death");
    s.increment = lang.tr("increment");
    s.rapid = lang.tr("Rapid");
    s.blitz = lang.tr("Blitz");
    s.standard = lang.tr("Standard");
    s.resign_white = lang.tr("White resigns");
    s.resign_black = lang.tr("Black resigns");
    s.agreement = lang.tr("Draw by agreement");
    s.flag_white = lang.tr("White's flag fell");
    s.flag_black = lang.tr("Black's flag fell");
    s.nothing_to_undo = lang.tr("Nothing to undo");
    s.undone = lang.tr("Undone");
    s.not_available = lang.tr("Not available in this build");
    s.new_game = lang.tr("New game");
    s.game_score = lang.tr("Game score or PGN file");
    s.letters = lang.tr("Piece letters");
    s.english_letters = lang.tr("English (K Q R B N)");
    s.french_letters = lang.tr("French (R D T F C)");
    s.intended_move = lang.tr("Intended move (9.2.1, 9.3.1)");
    s.white_illegal = lang.tr("White loses (7.5.5)");
    s.black_illegal = lang.tr("Black loses (7.5.5)");
    s.arbiter_draw = lang.tr("Draw (the opponent cannot checkmate)");
    s.claim_hint = lang.tr("Type or paste (Ctrl+V) the moves: 1. e4 e5 2. Nf3 ..., or a path ending in .pgn");
    s.verdict_hint = lang.tr("Enter: apply the verdict (draw, or the penalty)   Esc: cancel");
    s.laws = lang.tr("Laws");
    s.battery = lang.tr("Battery");
    s.preset_file = lang.tr("Other preset (file or TC)");
    s.arbiter_pin = lang.tr("Arbiter PIN");
    s.repeat_pin = lang.tr("Repeat the PIN");
    s.pin_is_set = lang.tr("set (to change it: pendule --set-pin)");
    s.pin_none = lang.tr("none: type one to protect the panel");
    s.pins_differ = lang.tr("The two PINs differ: nothing started");
    s.pin_form = lang.tr("A PIN has 4 to 16 digits or letters A-Z");
    s.pin_not_saved = lang.tr("The PIN could not be saved: {reason}");
    s.unprotected = lang.tr("No PIN: arbiter panel unprotected");
    return s;
}

} // namespace

Lang Lang::of_code(std::string code) {
    return code.empty() ? Lang{} : Lang{std::move(code)};
}

std::string Lang::tr(std::string_view msgid) const {
    return std::string(catalogue(*this).text(msgid));
}

std::string Lang::tr(std::string_view msgid, const std::vector<i18n::Arg>& args) const {
    return i18n::format(catalogue(*this).text(msgid), args);
}

std::string Lang::trc(std::string_view context, std::string_view msgid) const {
    return std::string(catalogue(*this).text_in(context, msgid));
}

std::string Lang::trn(std::string_view one, std::string_view many, std::uint64_t n,
                      const std::vector<i18n::Arg>& args) const {
    std::vector<i18n::Arg> all = args;
    all.emplace_back("n", n);
    return i18n::format(catalogue(*this).plural(one, many, n), all);
}

std::string Lang::text(const arbiter::Text& words) const {
    if (code_ == "en")
        return words.english();
    return words.in(CatalogueTranslator(catalogue(*this)));
}

std::vector<std::string> available_langs() {
    std::vector<std::string> codes{"en"};
    for (std::string& code : i18n::available_languages(catalogue_dir()))
        codes.push_back(std::move(code));
    return codes;
}

std::string expected_langs() {
    std::string list;
    for (const std::string& code : available_langs())
        list.append(list.empty() ? "" : ", ").append(code);
    return "expected en or a language with a catalogue (available: " + list + ")";
}

std::optional<Lang> lang_from_name(std::string_view name) {
    for (const std::string& code : available_langs())
        if (code == name)
            return Lang::of_code(code);
    return std::nullopt;
}

Lang choose_lang(const std::optional<Lang>& command_line, const std::optional<Lang>& config) {
    i18n::LanguageChoice choice;
    if (command_line)
        choice.command_line = command_line->code();
    if (config)
        choice.config = config->code();
    choice.getenv = environment;
    return Lang::of_code(i18n::choose_language(choice, available_langs()));
}

const Strings& strings(const Lang& lang) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<Strings>> made;
    const std::lock_guard<std::mutex> guard(mutex);
    auto& slot = made[lang.code()];
    if (!slot)
        slot = std::make_unique<Strings>(make_strings(lang));
    return *slot;
}

} // namespace pendule::app
