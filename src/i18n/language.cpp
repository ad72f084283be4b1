#include "i18n/language.hpp"

#include <algorithm>
#include <cctype>

namespace pendule::i18n {

std::string language_of_locale(std::string_view locale) {
    std::size_t end = locale.find_first_of("_.@-");
    std::string code(locale.substr(0, end));
    std::transform(code.begin(), code.end(), code.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (code == "c" || code == "posix")
        return "en";
    bool letters = !code.empty() && std::all_of(code.begin(), code.end(),
                                                [](unsigned char c) { return std::isalpha(c) != 0; });
    return letters ? code : std::string();
}

namespace {

bool is_available(const std::string& code, const std::vector<std::string>& available) {
    return code == "en" || std::find(available.begin(), available.end(), code) != available.end();
}

// The first of the system's display languages that is available, else English.
std::string from_system(const std::vector<std::string>& system, const std::vector<std::string>& available) {
    for (const std::string& name : system) {
        std::string code = language_of_locale(name);
        if (!code.empty() && is_available(code, available))
            return code;
    }
    return "en";
}

} // namespace

std::string choose_language(const LanguageChoice& choice, const std::vector<std::string>& available) {
    for (const auto& named : {choice.command_line, choice.config}) {
        if (named && is_available(language_of_locale(*named), available))
            return language_of_locale(*named);
    }
    if (!choice.getenv)
        return from_system(choice.system, available);
    if (const char* list = choice.getenv("LANGUAGE"); list != nullptr) {
        std::string_view rest(list);
        while (!rest.empty()) {
            std::size_t colon = rest.find(':');
            std::string code = language_of_locale(rest.substr(0, colon));
            if (!code.empty() && is_available(code, available))
                return code;
            rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
        }
    }
    // The first of these that is set decides, as in POSIX: LC_ALL overrides LC_MESSAGES overrides LANG.
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = choice.getenv(name);
        if (value == nullptr || *value == '\0')
            continue;
        std::string code = language_of_locale(value);
        return is_available(code, available) ? code : "en";
    }
    return from_system(choice.system, available);
}

} // namespace pendule::i18n
