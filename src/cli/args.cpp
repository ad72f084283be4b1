#include "cli/args.hpp"

#include <algorithm>
#include <charconv>

namespace pendule::cli {

void Args::value_option(std::string name) {
    declared_.push_back({std::move(name), true});
}

void Args::flag_option(std::string name) {
    declared_.push_back({std::move(name), false});
}

std::optional<std::string> Args::parse(const std::vector<std::string>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        // Options are long ("--name"); anything else, "-" and negative numbers included, is positional.
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
            positionals_.push_back(word);
            continue;
        }
        std::string name = word;
        std::optional<std::string> inline_value;
        if (auto eq = word.find('='); eq != std::string::npos) {
            name = word.substr(0, eq);
            inline_value = word.substr(eq + 1);
        }
        auto it = std::find_if(declared_.begin(), declared_.end(),
                               [&](const Declared& d) { return d.name == name; });
        if (it == declared_.end())
            return "unknown option " + name;
        if (!it->takes_value) {
            if (inline_value)
                return "option " + name + " takes no value";
            given_.emplace_back(name, "");
            continue;
        }
        if (inline_value) {
            given_.emplace_back(name, *inline_value);
        } else if (i + 1 < words.size()) {
            given_.emplace_back(name, words[++i]);
        } else {
            return "option " + name + " needs a value";
        }
    }
    return std::nullopt;
}

bool Args::has(std::string_view name) const {
    return std::any_of(given_.begin(), given_.end(), [&](const auto& g) { return g.first == name; });
}

std::optional<std::string> Args::value(std::string_view name) const {
    // The last occurrence wins, as in most command-line tools.
    for (auto it = given_.rbegin(); it != given_.rend(); ++it)
        if (it->first == name)
            return it->second;
    return std::nullopt;
}

std::optional<std::string> Args::integer(std::string_view name, long long min, long long max,
                                         long long& out) const {
    auto text = value(name);
    if (!text)
        return std::string(name) + " is missing";
    auto parsed = parse_integer(*text, min, max);
    if (!parsed)
        return std::string(name) + ": expected a whole number from " + std::to_string(min) + " to " +
               std::to_string(max) + ", got '" + *text + "'";
    out = *parsed;
    return std::nullopt;
}

std::optional<long long> parse_integer(std::string_view text, long long min, long long max) {
    long long result = 0;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (first != last && *first == '+')
        ++first;
    auto [ptr, ec] = std::from_chars(first, last, result);
    if (ec != std::errc() || ptr != last || first == last || result < min || result > max)
        return std::nullopt;
    return result;
}

} // namespace pendule::cli
