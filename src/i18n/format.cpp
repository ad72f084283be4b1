#include "i18n/format.hpp"

#include <algorithm>
#include <cctype>

namespace pendule::i18n {

namespace {

// The length of a placeholder "{name}" starting at `at`, or 0 when the brace opens no placeholder.
std::size_t placeholder_length(std::string_view text, std::size_t at) {
    std::size_t end = text.find('}', at);
    if (end == std::string_view::npos || end == at + 1)
        return 0;
    std::string_view name = text.substr(at + 1, end - at - 1);
    bool word = std::all_of(name.begin(), name.end(),
                            [](unsigned char c) { return std::isalnum(c) != 0 || c == '_'; });
    return word ? end - at + 1 : 0;
}

} // namespace

std::string format(std::string_view message, const std::vector<Arg>& args) {
    std::string out;
    out.reserve(message.size() + 16);
    for (std::size_t i = 0; i < message.size();) {
        std::size_t length = message[i] == '{' ? placeholder_length(message, i) : 0;
        if (length == 0) {
            out += message[i++];
            continue;
        }
        std::string_view name = message.substr(i + 1, length - 2);
        auto arg = std::find_if(args.begin(), args.end(), [&](const Arg& a) { return a.name == name; });
        out += arg == args.end() ? std::string(message.substr(i, length)) : arg->value;
        i += length;
    }
    return out;
}

std::vector<std::string> placeholders(std::string_view message) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < message.size(); ++i) {
        std::size_t length = message[i] == '{' ? placeholder_length(message, i) : 0;
        if (length != 0) {
            names.emplace_back(message.substr(i + 1, length - 2));
            i += length - 1;
        }
    }
    return names;
}

} // namespace pendule::i18n
