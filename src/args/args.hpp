#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::cli {

// A small, strict command-line parser shared by every subcommand.
// Declare the options a subcommand takes, then parse(); anything undeclared is an error, so a
// typo never silently changes a ruling. Values are kept as text; the subcommand converts them.
class Args {
  public:
    // An option that takes a value, such as --fen FEN (also accepted as --fen=FEN).
    void value_option(std::string name);
    // An option that takes no value, such as --json.
    void flag_option(std::string name);

    // Parses argv-style words (without the program and subcommand names). Returns an error
    // message on failure, nothing on success.
    [[nodiscard]] std::optional<std::string> parse(const std::vector<std::string>& words);

    bool has(std::string_view name) const;
    std::optional<std::string> value(std::string_view name) const;
    // Every value of an option given more than once, in order (--board A --board B).
    std::vector<std::string> values(std::string_view name) const;
    const std::vector<std::string>& positionals() const { return positionals_; }

    // Parses an option's value as a whole number within [min, max]; on failure returns an
    // error message naming the option.
    [[nodiscard]] std::optional<std::string> integer(std::string_view name, long long min, long long max,
                                                     long long& out) const;

  private:
    struct Declared {
        std::string name;
        bool takes_value;
    };
    std::vector<Declared> declared_;
    std::vector<std::pair<std::string, std::string>> given_;
    std::vector<std::string> positionals_;
};

// A command line's whole number within [min, max]: the base's parser (core/parse.hpp) with a leading
// '-' or '+' ("+7" is 7), no space. Nothing on failure.
std::optional<long long> parse_integer(std::string_view text, long long min, long long max);

} // namespace pendule::cli
