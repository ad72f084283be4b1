#include "core/parse.hpp"

#include <algorithm>

namespace pendule {

std::optional<std::int64_t> parse_integer(std::string_view text, std::int64_t min, std::int64_t max,
                                          IntegerSyntax syntax) {
    if (syntax.leading_space)
        text.remove_prefix(std::min(text.find_first_not_of(ascii_space), text.size()));
    bool negative = false;
    if (!text.empty() && (text.front() == '-' ? syntax.minus : text.front() == '+' && syntax.plus)) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    if (text.empty())
        return std::nullopt;
    // The magnitude in unsigned arithmetic: at most 2^63 for a negative number, 2^63 - 1 otherwise.
    const std::uint64_t limit = (std::uint64_t{1} << 63) - (negative ? 0 : 1);
    std::uint64_t magnitude = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (magnitude > (limit - digit) / 10)
            return std::nullopt; // beyond the int64 range
        magnitude = magnitude * 10 + digit;
    }
    // Two's complement (C++20): 0 - 2^63 is the int64 minimum.
    const auto value = static_cast<std::int64_t>(negative ? 0 - magnitude : magnitude);
    if (value < min || value > max)
        return std::nullopt;
    return value;
}

std::vector<std::string_view> list_items(std::string_view text, char separator) {
    std::vector<std::string_view> items;
    while (!text.empty()) {
        const std::size_t at = text.find(separator);
        const std::string_view item = trim(text.substr(0, at));
        text = at == std::string_view::npos ? std::string_view{} : text.substr(at + 1);
        if (!item.empty())
            items.push_back(item);
    }
    return items;
}

std::string_view trim(std::string_view text, std::string_view space) {
    const std::size_t first = text.find_first_not_of(space);
    if (first == std::string_view::npos)
        return text.substr(text.size());
    return text.substr(first, text.find_last_not_of(space) - first + 1);
}

} // namespace pendule
