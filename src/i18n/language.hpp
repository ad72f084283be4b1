#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::i18n {

// A language code as the catalogues name them ("fr"), taken from a locale name as the environment
// writes it, or as Windows does: "fr_FR.UTF-8@euro" and "fr-FR" give "fr", "C" and "POSIX" give
// "en". Empty when it is no language.
std::string language_of_locale(std::string_view locale);

// Where the window's language comes from, strongest first: --lang, the config file, then the
// environment as desktop programs read it (LANGUAGE, a colon-separated list of preferences, then
// LC_ALL, LC_MESSAGES, LANG), then the system's display languages when none of LC_ALL, LC_MESSAGES
// and LANG is set (Windows, where the user chooses the language in the system's settings and the
// environment does not say it). The first source naming an available language wins; English when
// none does. Unlike glibc's gettext, LANGUAGE is honoured even when the locale is "C": a user who
// sets it has said what he wants, and Pendule does not depend on the machine's installed locales.
struct LanguageChoice {
    std::optional<std::string> command_line;
    std::optional<std::string> config;
    std::function<const char*(const char*)> getenv;
    // The system's display languages, preferred first, as it names them ("fr-FR", "en-US"): what the
    // platform says (io::display_languages()); none on POSIX systems, whose environment says it.
    std::vector<std::string> system;
};

std::string choose_language(const LanguageChoice& choice, const std::vector<std::string>& available);

} // namespace pendule::i18n
