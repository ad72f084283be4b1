#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace pendule::i18n {

// One named value for a message's placeholder: {"player", "Alice"}.
struct Arg {
    std::string_view name;
    std::string value;

    Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
    Arg(std::string_view n, const char* v) : name(n), value(v) {}
    Arg(std::string_view n, std::string_view v) : name(n), value(v) {}
    template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
    Arg(std::string_view n, Int v) : name(n), value(std::to_string(v)) {}
};

// Fills a message's named placeholders: format("{player} to move", {{"player", "White"}}).
// Names, not positions, so that a translation may reorder them; the catalogue test checks that each
// translation keeps exactly the placeholders of its English message. A placeholder with no value is
// left as written, so a mistake shows on screen instead of vanishing.
std::string format(std::string_view message, const std::vector<Arg>& args);

// The placeholder names of a message, in order of appearance ({player}, {seconds}).
std::vector<std::string> placeholders(std::string_view message);

} // namespace pendule::i18n
