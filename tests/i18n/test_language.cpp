#include "i18n/language.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using pendule::i18n::choose_language;
using pendule::i18n::language_of_locale;
using pendule::i18n::LanguageChoice;

namespace {

// An environment as a table, so each case says exactly which variables are set.
LanguageChoice from_env(std::map<std::string, std::string> env) {
    LanguageChoice choice;
    choice.getenv = [env = std::move(env)](const char* name) -> const char* {
        auto found = env.find(name);
        return found == env.end() ? nullptr : found->second.c_str();
    };
    return choice;
}

const std::vector<std::string> available = {"fr", "pl"};

} // namespace

TEST_CASE("a locale name gives its language code", "[i18n]") {
    CHECK(language_of_locale("fr_FR.UTF-8") == "fr");
    CHECK(language_of_locale("fr_BE.UTF-8@euro") == "fr");
    CHECK(language_of_locale("FR") == "fr");
    CHECK(language_of_locale("fr-FR") == "fr"); // as Windows names it
    CHECK(language_of_locale("zh-Hans-CN") == "zh");
    CHECK(language_of_locale("C") == "en");
    CHECK(language_of_locale("POSIX") == "en");
    CHECK(language_of_locale("C.UTF-8") == "en");
    CHECK(language_of_locale("").empty());
    CHECK(language_of_locale("1x").empty());
}

TEST_CASE("the environment decides as desktop programs read it", "[i18n]") {
    CHECK(choose_language(from_env({}), available) == "en");
    CHECK(choose_language(from_env({{"LANG", "fr_FR.UTF-8"}}), available) == "fr");
    CHECK(choose_language(from_env({{"LANG", "fr_FR.UTF-8"}, {"LC_MESSAGES", "C"}}), available) == "en");
    CHECK(choose_language(from_env({{"LC_MESSAGES", "fr_FR.UTF-8"}, {"LC_ALL", "pl_PL"}}), available) ==
          "pl");
    // LANGUAGE is a list of preferences: the first available one wins over the locale.
    CHECK(choose_language(from_env({{"LANGUAGE", "de:pl:fr"}, {"LANG", "fr_FR.UTF-8"}}), available) == "pl");
    CHECK(choose_language(from_env({{"LANGUAGE", "de"}, {"LANG", "fr_FR.UTF-8"}}), available) == "fr");
    // A locale whose language has no catalogue gives English, not a weaker variable's language.
    CHECK(choose_language(from_env({{"LC_ALL", "de_DE.UTF-8"}, {"LANG", "fr_FR.UTF-8"}}), available) == "en");
    CHECK(choose_language(from_env({{"LC_ALL", ""}, {"LANG", "fr_FR.UTF-8"}}), available) == "fr");
}

TEST_CASE("the system's display languages, when the environment names no locale (Windows)", "[i18n]") {
    LanguageChoice choice = from_env({});
    choice.system = {"fr-FR", "en-US"};
    CHECK(choose_language(choice, available) == "fr");
    // The first one with a catalogue: German has none, Polish has.
    choice.system = {"de-DE", "pl-PL", "fr-FR"};
    CHECK(choose_language(choice, available) == "pl");
    choice.system = {"de-DE"};
    CHECK(choose_language(choice, available) == "en");
    choice.system = {"en-GB", "fr-FR"}; // English first: English, which needs no catalogue
    CHECK(choose_language(choice, available) == "en");
    // LANGUAGE's preferences come first; then a locale set in the environment decides, even "C"
    // (Wine sets its display language from it too).
    choice = from_env({{"LANGUAGE", "pl"}});
    choice.system = {"fr-FR"};
    CHECK(choose_language(choice, available) == "pl");
    choice = from_env({{"LANG", "C.UTF-8"}});
    choice.system = {"fr-FR"};
    CHECK(choose_language(choice, available) == "en");
    choice = from_env({{"LC_ALL", ""}, {"LANG", ""}});
    choice.system = {"fr-FR"};
    CHECK(choose_language(choice, available) == "fr"); // set but empty: as if not set
    // No environment to read at all: the system still says it.
    LanguageChoice bare;
    bare.system = {"fr-CA"};
    CHECK(choose_language(bare, available) == "fr");
}

TEST_CASE("the --lang option beats the config, which beats the environment", "[i18n]") {
    LanguageChoice choice = from_env({{"LANGUAGE", "pl"}, {"LANG", "pl_PL.UTF-8"}});
    CHECK(choose_language(choice, available) == "pl");
    choice.config = "fr";
    CHECK(choose_language(choice, available) == "fr");
    choice.command_line = "en";
    CHECK(choose_language(choice, available) == "en");
    // A named language without a catalogue falls through to the next source.
    choice.command_line = "de";
    CHECK(choose_language(choice, available) == "fr");
    // ... and both beat the system's display language.
    choice = from_env({});
    choice.system = {"pl-PL"};
    choice.config = "fr";
    CHECK(choose_language(choice, available) == "fr");
}
