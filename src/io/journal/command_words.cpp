#include "io/journal/command_words.hpp"

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

namespace {

constexpr std::string_view claim_verb = "judge-claim";

// The older form: `judge-claim en [MOVETEXT] intended MOVE`, or without ` intended MOVE`.
std::optional<ClaimText> legacy_claim(std::string_view text) {
    if (!text.starts_with(claim_verb) || text.size() < claim_verb.size() + 5 ||
        text[claim_verb.size()] != ' ')
        return std::nullopt;
    const std::string_view letters = text.substr(claim_verb.size() + 1, 2);
    if ((letters != "en" && letters != "fr") || text.substr(claim_verb.size() + 3, 2) != " [")
        return std::nullopt;
    std::string_view rest = text.substr(claim_verb.size() + 5);
    ClaimText claim;
    claim.french = letters == "fr";
    const std::size_t intended = rest.rfind("] intended ");
    if (intended != std::string_view::npos) {
        claim.intended = std::string(rest.substr(intended + 11));
        rest = rest.substr(0, intended);
    } else if (!rest.empty() && rest.back() == ']') {
        rest.remove_suffix(1);
    } else {
        return std::nullopt;
    }
    claim.movetext = std::string(rest);
    return claim;
}

} // namespace

std::string claim_text(const ClaimText& claim) {
    return std::string(claim_verb) + (claim.french ? " fr " : " en ") + quote_word(claim.movetext) +
           (claim.intended.empty() ? "" : " intended " + quote_word(claim.intended));
}

std::optional<ClaimText> read_claim(std::string_view text) {
    // The older form first: its bracketed movetext may be one word ("[e4]"), which is not the
    // movetext itself.
    if (auto claim = legacy_claim(text))
        return claim;
    const auto words = split_words(text);
    if (!words)
        return std::nullopt;
    const std::vector<std::string>& w = *words;
    const std::size_t n = w.size();
    if (n == 0 || w[0] != claim_verb || !(n == 3 || (n == 5 && w[3] == "intended")) ||
        (w[1] != "en" && w[1] != "fr"))
        return std::nullopt;
    return ClaimText{w[2], w[1] == "fr", n == 5 ? w[4] : std::string()};
}

} // namespace pendule::io
