#pragma once

#include "core/result.hpp"
#include "i18n/plural.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::i18n {

// The messages of one language, read from a GNU gettext catalogue (.mo, compiled by msgfmt from
// the po/<lang>.po file translators edit). A message is looked up by its English text (the msgid),
// with an optional context for words that translate differently in two places; a message the
// catalogue lacks comes back in English, so a missing translation shows English, never nothing
// (the catalogue test is what makes French complete).
//
// Why our own reader rather than libintl's gettext(): gettext() translates for the process's one
// locale, which must also exist on the machine (`locale -a`); the talking clock speaks each
// player's language in the same process, and a laptop set to English must still show French to a
// French arbiter. The file format and the tools (xgettext, msgmerge, msgfmt, Poedit) stay GNU's.
class Catalogue {
  public:
    // The empty catalogue: English, every message as written in the code.
    Catalogue() = default;

    // Reads the bytes of a .mo file; `where` names it in errors.
    static Result<Catalogue> from_mo(std::string_view bytes, const std::string& where);
    // Reads a .mo file.
    static Result<Catalogue> load(const std::filesystem::path& file);

    std::string_view text(std::string_view msgid) const { return text_in({}, msgid); }
    // The message in a context ("piece letter", "result"), gettext's msgctxt.
    std::string_view text_in(std::string_view context, std::string_view msgid) const;
    // The form of a message for a count `n`: `one` and `many` are the English singular and plural.
    std::string_view plural(std::string_view one, std::string_view many, std::uint64_t n) const;

    // The language code from the catalogue's header ("fr"), empty for English.
    const std::string& language() const { return language_; }
    // How many messages the catalogue translates (the header not counted).
    std::size_t size() const { return entries_.size(); }

  private:
    std::map<std::string, std::vector<std::string>, std::less<>> entries_;
    PluralRule rule_;
    std::string language_;
};

// Where the compiled catalogues are: $PENDULE_LOCALEDIR if set, else <program dir>/../share/locale,
// as installed (bin/ and share/ side by side; the build tree is laid out the same way:
// src/CMakeLists.txt). Nothing when the program's folder is not known. Each language is
// <dir>/<lang>/LC_MESSAGES/pendule.mo.
std::filesystem::path locale_dir(const std::filesystem::path& program_dir,
                                 const std::function<const char*(const char*)>& getenv);

// The languages with a catalogue under `dir` (sorted codes), English not listed: it needs none.
std::vector<std::string> available_languages(const std::filesystem::path& dir);

// The catalogue of `language` under `dir`; English needs no file.
Result<Catalogue> load_language(const std::filesystem::path& dir, std::string_view language);

} // namespace pendule::i18n
