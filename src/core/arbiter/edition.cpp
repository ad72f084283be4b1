#include "core/arbiter/edition.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace pendule::arbiter {

std::string_view edition_name(Edition edition) {
    switch (edition) {
    case Edition::Laws2001:
        return "2001";
    case Edition::Laws2009:
        return "2009";
    case Edition::Laws2014:
        return "2014";
    case Edition::Laws2018:
        return "2018";
    case Edition::Laws2023:
        return "2023";
    }
    return "?";
}

Result<Edition> parse_edition(std::string_view text) {
    // Keep the digits only after an optional "fide"/"laws" prefix and separators, so that
    // "FIDE 2023", "laws-2018" and "2014" are all understood, but "20230" or "2o23" are not.
    std::string lowered;
    for (char c : text)
        lowered.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    std::string_view rest = lowered;
    for (std::string_view prefix : {"fide", "laws"}) {
        if (rest.substr(0, prefix.size()) == prefix) {
            rest.remove_prefix(prefix.size());
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '-' || rest.front() == '_'))
                rest.remove_prefix(1);
            break;
        }
    }
    constexpr std::array all = {Edition::Laws2001, Edition::Laws2009, Edition::Laws2014, Edition::Laws2018,
                                Edition::Laws2023};
    auto found = std::find_if(all.begin(), all.end(), [&](Edition e) { return edition_name(e) == rest; });
    if (found != all.end())
        return *found;
    return fail("unknown Laws edition '" + std::string(text) + "' (expected 2001, 2009, 2014, 2018 or 2023)",
                "Laws edition");
}

} // namespace pendule::arbiter
