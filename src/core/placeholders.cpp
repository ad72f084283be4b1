#include "core/placeholders.hpp"

#include <algorithm>

namespace pendule {

std::size_t placeholder_length(std::string_view text, std::size_t at) {
    const std::size_t end = text.find('}', at);
    if (end == std::string_view::npos || end == at + 1)
        return 0;
    const std::string_view name = text.substr(at + 1, end - at - 1);
    const bool word = std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
    return word ? end - at + 1 : 0;
}

std::string fill_placeholders(std::string_view message,
                              const std::vector<std::pair<std::string_view, std::string_view>>& values) {
    std::string out;
    out.reserve(message.size() + 16);
    for (std::size_t i = 0; i < message.size();) {
        const std::size_t length = message[i] == '{' ? placeholder_length(message, i) : 0;
        if (length == 0) {
            out += message[i++];
            continue;
        }
        const std::string_view name = message.substr(i + 1, length - 2);
        const auto value =
            std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
        out += value == values.end() ? message.substr(i, length) : value->second;
        i += length;
    }
    return out;
}

} // namespace pendule
