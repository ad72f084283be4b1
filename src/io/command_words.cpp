#include "io/command_words.hpp"

namespace pendule::io {

std::string quote_word(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

Result<std::vector<std::string>> split_words(std::string_view text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        std::string word;
        if (text[i] != '"') {
            while (i < text.size() && text[i] != ' ')
                word += text[i++];
            words.push_back(std::move(word));
            continue;
        }
        const std::size_t opened = i++;
        for (;; ++i) {
            if (i >= text.size())
                return fail("the quote opened at character " + std::to_string(opened + 1) + " is not closed");
            if (text[i] == '"')
                break;
            if (text[i] == '\\') {
                if (++i >= text.size())
                    return fail("a backslash ends the text");
                word += text[i] == 'n' ? '\n' : text[i];
                continue;
            }
            word += text[i];
        }
        ++i;
        if (i < text.size() && text[i] != ' ')
            return fail("a space must follow the quote closed at character " + std::to_string(i));
        words.push_back(std::move(word));
    }
    return words;
}

} // namespace pendule::io
