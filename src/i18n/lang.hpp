#pragma once

#include "i18n/catalogue.hpp"
#include "i18n/format.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::i18n {

// A language of the programs' words, by its catalogue's code: "en" (the language the messages are written
// in, no catalogue needed), "fr", or any language with a catalogue po/<code>.po — adding a
// language is adding that one file (cmake/PenduleCatalogues.cmake compiles it, src/i18n reads it).
// The messages of the programs are looked up by their English text (GNU gettext's msgid), so a
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
    // ... with its {placeholders} filled (format): tr("{player} to move", {{"player", w}}).
    std::string tr(std::string_view msgid, const std::vector<Arg>& args) const;
    // The message in a context, for a word that translates differently in two places.
    std::string trc(std::string_view context, std::string_view msgid) const;
    // The form of a message for the count `n` (the language's plural rule), {n} filled with it and
    // the other placeholders with `args`.
    std::string trn(std::string_view one, std::string_view many, std::uint64_t n,
                    const std::vector<Arg>& args = {}) const;
    // The catalogue of this language (empty for English), read at the first call and kept for the
    // process's life: for words translated by another module (the arbiter core's rulings as data,
    // app/common/model/ruling_text.hpp).
    const Catalogue& catalogue() const;

  private:
    explicit Lang(std::string code) : code_(std::move(code)) {}
    std::string code_ = "en";
};

inline const Lang Lang::en{};
inline const Lang Lang::fr{"fr"};

// Marks a message for the catalogue where it is written, to be translated where it is shown
// (xgettext's keyword N_). The arbiter core marks its own
// messages the same way (core/arbiter/text.hpp), as the core uses the standard library only.
constexpr const char* N_(const char* msgid) {
    return msgid;
}
// ... in a context (xgettext's NC_), looked up with Lang::trc(context, msgid).
constexpr const char* NC_(const char* /*context*/, const char* msgid) {
    return msgid;
}

// The running program's folder, from which its catalogues are found (locale_dir: ../share/locale
// beside it). Each program gives it first thing (io::program_dir()): i18n sits below io and asks
// nothing of the system itself. Until it is given, only $PENDULE_LOCALEDIR's catalogues are found.
void set_program_dir(std::filesystem::path dir);

// The folder of this process's catalogues: locale_dir of the folder given to set_program_dir, read
// again at each call ($PENDULE_LOCALEDIR may change).
std::filesystem::path catalogue_dir();

// A language named on the command line or in the config: English, or one with a catalogue where
// the program finds them (catalogue_dir).
std::optional<Lang> lang_from_name(std::string_view name);

// The languages the window can speak: English and every catalogue found (sorted codes).
std::vector<std::string> available_langs();

// What lang_from_name accepts, as its callers' errors say it: "expected en or a language with a
// catalogue (available: en, fr)", listing available_langs().
std::string expected_langs();

// The programs' language: --lang, the config, then LANGUAGE / LC_ALL / LC_MESSAGES / LANG as desktop
// programs read them, then the system's display languages (`system`: io::display_languages(), as
// the system names them); English when none names an available language (choose_language).
Lang choose_lang(const std::optional<Lang>& command_line, const std::optional<Lang>& config,
                 std::vector<std::string> system);

} // namespace pendule::i18n
