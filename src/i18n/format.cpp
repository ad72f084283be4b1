#include "i18n/format.hpp"

#include "core/placeholders.hpp"

namespace pendule::i18n {

std::string format(std::string_view message, const std::vector<Arg>& args) {
    std::vector<std::pair<std::string_view, std::string_view>> values;
    values.reserve(args.size());
    for (const Arg& arg : args)
        values.emplace_back(arg.name, arg.value);
    return fill_placeholders(message, values);
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
