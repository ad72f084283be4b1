#include "hall/server/page_language.hpp"

#include "core/parse.hpp"

#include <algorithm>
#include <cctype>

namespace pendule::hall {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// HTTP's optional white space around a header's items: spaces and tabs.
constexpr std::string_view ows = " \t";

// A q value in thousandths ("0.8" is 800, "1" is 1000); a malformed one counts as 0 (not wanted).
int weight_of(std::string_view q) {
    if (q.empty() || (q[0] != '0' && q[0] != '1'))
        return 0;
    int value = (q[0] - '0') * 1000;
    if (q.size() > 1) {
        if (q[1] != '.' || q.size() > 5)
            return 0;
        int scale = 100;
        for (char c : q.substr(2)) {
            if (!std::isdigit(static_cast<unsigned char>(c)))
                return 0;
            value += (c - '0') * scale;
            scale /= 10;
        }
    }
    return std::min(value, 1000);
}

bool has(const std::vector<std::string>& available, const std::string& code) {
    return code == "en" || std::find(available.begin(), available.end(), code) != available.end();
}

} // namespace

std::string page_language(const std::optional<std::string>& query, std::string_view accept_language,
                          const std::vector<std::string>& available) {
    if (query && has(available, lower(*query)))
        return lower(*query);
    struct Wanted {
        std::string code;
        int weight;
    };
    std::vector<Wanted> wanted;
    while (!accept_language.empty()) {
        const std::size_t comma = accept_language.find(',');
        std::string_view item = accept_language.substr(0, comma);
        accept_language =
            comma == std::string_view::npos ? std::string_view() : accept_language.substr(comma + 1);
        int weight = 1000;
        const std::size_t semicolon = item.find(';');
        if (semicolon != std::string_view::npos) {
            const std::string_view parameter = trim(item.substr(semicolon + 1), ows);
            weight = parameter.substr(0, 2) == "q=" ? weight_of(parameter.substr(2)) : 0;
            item = item.substr(0, semicolon);
        }
        item = trim(item, ows);
        const std::string code = lower(item.substr(0, item.find('-')));
        if (!code.empty() && code != "*" && weight > 0)
            wanted.push_back({code, weight});
    }
    std::stable_sort(wanted.begin(), wanted.end(),
                     [](const Wanted& a, const Wanted& b) { return a.weight > b.weight; });
    for (const Wanted& w : wanted)
        if (has(available, w.code))
            return w.code;
    return "en";
}

PageLanguages load_page_languages(const std::filesystem::path& dir) {
    PageLanguages languages;
    for (const std::string& code : i18n::available_languages(dir)) {
        auto catalogue = i18n::load_language(dir, code);
        if (!catalogue) {
            languages.problems.push_back("the page cannot speak " + code + ": " + catalogue.error().text());
            continue;
        }
        languages.available.push_back(code);
        languages.catalogues.emplace(code, std::move(catalogue.value()));
    }
    return languages;
}

} // namespace pendule::hall
