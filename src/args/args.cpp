#include "args/args.hpp"

#include "core/parse.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>

namespace pendule::cli {

void Args::value_option(std::string name) {
    declared_.push_back({std::move(name), true});
}

void Args::flag_option(std::string name) {
    declared_.push_back({std::move(name), false});
}

namespace {

std::string option_name(const std::string& word) {
    return word.substr(0, word.find('='));
}

} // namespace

std::optional<std::string> Args::parse(const std::vector<std::string>& words) {
    // CLI11 does the parsing (long options, --name=value, values, positionals, "-" and negative
    // numbers as positionals); this class keeps the subcommands' small interface and the exact
    // messages that tools and tests rely on.
    CLI::App app;
    app.set_help_flag(); // --help is a subcommand's own flag, declared like the others
    app.allow_extras(false);
    // The same options on every system: on Windows CLI11 would read a path such as "/games/round1.pgn" as an
    // option.
    app.allow_windows_style_options(false);
    std::vector<std::vector<std::string>> values(declared_.size());
    std::vector<std::int64_t> flags(declared_.size(), 0);
    for (std::size_t i = 0; i < declared_.size(); ++i) {
        const Declared& d = declared_[i];
        if (d.takes_value)
            app.add_option(d.name, values[i])
                ->expected(1)
                ->allow_extra_args(false)
                ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
        else
            app.add_flag(d.name, flags[i])->disable_flag_override();
    }
    app.add_option("words", positionals_);
    const auto declared = [this](const std::string& name) {
        return std::find_if(declared_.begin(), declared_.end(),
                            [&](const Declared& d) { return d.name == name; });
    };
    try {
        app.parse(std::vector<std::string>(words.rbegin(), words.rend())); // CLI11 takes them last first
    } catch (const CLI::ParseError&) {
        // Say which word is wrong, in our words: the first unknown option, a flag given a value, or
        // an option left without its value.
        for (std::size_t i = 0; i < words.size(); ++i) {
            const std::string& word = words[i];
            if (word.size() > 2 && word.compare(0, 2, "--") == 0) {
                const std::string name = option_name(word);
                const auto it = declared(name);
                if (it == declared_.end())
                    return "unknown option " + name;
                if (!it->takes_value && name != word)
                    return "option " + name + " takes no value";
                if (it->takes_value && name == word && i + 1 == words.size())
                    return "option " + name + " needs a value";
                if (it->takes_value && name == word)
                    ++i; // its value
            } else if (word.size() > 1 && word[0] == '-' && !(word[1] >= '0' && word[1] <= '9')) {
                return "unknown option " + word; // a short option: none is declared
            }
        }
        return "the command line cannot be read";
    }
    for (std::size_t i = 0; i < declared_.size(); ++i) {
        for (const std::string& value : values[i])
            given_.emplace_back(declared_[i].name, value);
        for (std::int64_t n = 0; n < flags[i]; ++n)
            given_.emplace_back(declared_[i].name, "");
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

std::vector<std::string> Args::values(std::string_view name) const {
    std::vector<std::string> out;
    for (const auto& [given, value] : given_)
        if (given == name)
            out.push_back(value);
    return out;
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
    return pendule::parse_integer(text, min, max, {.plus = true});
}

} // namespace pendule::cli
