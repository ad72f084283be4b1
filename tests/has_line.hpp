#pragma once

// Whether one of `lines` holds `part`: what the tests ask of a log, a panel or a screen's texts.
// `text` reads a line's words from an element that is more than its words (a text drawn, with its
// place).

#include <algorithm>
#include <functional>
#include <string_view>

template <class Lines, class Text = std::identity>
bool has_line(const Lines& lines, std::string_view part, Text text = {}) {
    return std::any_of(std::begin(lines), std::end(lines), [&](const auto& line) {
        return std::string_view(std::invoke(text, line)).find(part) != std::string_view::npos;
    });
}
