#include "core/rules/pgn_reader.hpp"

#include <array>
#include <cstring>

namespace pendule::rules {

namespace {

// Character classes for the lexer, one table lookup per byte.
enum CharClass : std::uint8_t {
    kSpace = 1,      // blanks and line ends
    kSymbol = 2,     // may continue a symbol (SAN, tag name): letters, digits, _ + # = : - /
    kTagName = 4,    // may appear in a tag name: letters, digits, _
    kMoveStart = 8,  // may start a move: files a-h, piece letters (English and French), O
    kDelimiter = 16, // ends a result token: anything that is not a symbol character
};

constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> table{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t bits = 0;
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            bits |= kSpace;
        }
        if (alpha || digit || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' ||
            c == '/') {
            bits |= kSymbol;
        }
        if (alpha || digit || c == '_') {
            bits |= kTagName;
        }
        // English K Q R B N (and P for the rare "Pe4"); French R D T F C (roi, dame, tour, fou,
        // cavalier); O for castling.
        if ((c >= 'a' && c <= 'h') || c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'P' ||
            c == 'D' || c == 'T' || c == 'F' || c == 'C' || c == 'O') {
            bits |= kMoveStart;
        }
        if ((bits & kSymbol) == 0) {
            bits |= kDelimiter;
        }
        table[static_cast<std::size_t>(c)] = bits;
    }
    return table;
}

constexpr std::array<std::uint8_t, 256> kClasses = make_classes();

inline bool has_class(char c, CharClass cls) {
    return (kClasses[static_cast<unsigned char>(c)] & cls) != 0;
}

// Deepest variation nesting accepted: deeper text is refused rather than risking the stack of
// whoever walks the tree later.
constexpr int kMaxVariationDepth = 64;

// Whether a symbol has the shape of a move, so that it is worth handing to the SAN reader:
// castling, or a piece letter or file, then only squares' letters and digits, capture, promotion
// and check signs, with at least one digit. Words ("This", "Chess", "bad") are not moves: a text
// made of them is not PGN. A move-shaped token may still be malformed SAN ("Ke0", "Nxe9"): the
// SAN reader says so, as a bad move of its game.
bool looks_like_move(std::string_view token) {
    if (token.substr(0, 3) == "O-O" || token.substr(0, 3) == "0-0") {
        return true;
    }
    bool digit = false;
    for (std::size_t i = 0; i < token.size(); ++i) {
        const char c = token[i];
        if (c >= '0' && c <= '9') {
            digit = true;
        } else if ((c >= 'a' && c <= 'h') || c == 'x' || c == ':' || c == '-' || c == '=' || c == '+' ||
                   c == '#') {
            continue;
        } else if (c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'D' || c == 'T' ||
                   c == 'F' || c == 'C' || (c == 'P' && i == 0)) {
            continue;
        } else {
            return false;
        }
    }
    return digit;
}

// "'text' is not a move" (built by appending: GCC 12 warns falsely on "'" + std::string).
std::string not_a_move(std::string_view text) {
    std::string message = "'";
    message.append(text);
    message.append("' is not a move");
    return message;
}

std::string describe_char(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x21 && byte < 0x7f) {
        return std::string("unexpected character '") + c + "'";
    }
    static const char* hex = "0123456789ABCDEF";
    std::string text = "unexpected byte 0x";
    text += hex[byte >> 4];
    text += hex[byte & 15];
    return text;
}

} // namespace

std::string PgnSpot::text() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

int suffix_nag(std::string_view suffix) {
    if (suffix == "!") {
        return 1;
    }
    if (suffix == "?") {
        return 2;
    }
    if (suffix == "!!") {
        return 3;
    }
    if (suffix == "??") {
        return 4;
    }
    if (suffix == "!?") {
        return 5;
    }
    if (suffix == "?!") {
        return 6;
    }
    return 0;
}

PgnReader::PgnReader(std::string_view text, PgnReadOptions options) : text_(text), options_(options) {
    // A UTF-8 byte order mark is not part of the text.
    if (text_.size() >= 3 && text_.substr(0, 3) == "\xEF\xBB\xBF") {
        pos_ = line_start_ = 3;
    }
}

Error PgnReader::syntax_error(const PgnSpot& where, std::string message) const {
    return fail(std::move(message), where.text());
}

void PgnReader::skip_space() {
    const std::size_t size = text_.size();
    while (pos_ < size) {
        const char c = text_[pos_];
        if (c == '\n') {
            ++pos_;
            ++line_;
            line_start_ = pos_;
        } else if (has_class(c, kSpace)) {
            ++pos_;
        } else if (c == '%' && pos_ == line_start_) {
            // PGN 6: a '%' in the first column escapes the whole line.
            const void* end = std::memchr(text_.data() + pos_, '\n', size - pos_);
            pos_ = end ? static_cast<std::size_t>(static_cast<const char*>(end) - text_.data()) : size;
        } else {
            return;
        }
    }
}

Result<std::string_view> PgnReader::read_brace_comment() {
    const PgnSpot start = here();
    const std::size_t size = text_.size();
    const char* begin = text_.data() + pos_ + 1;
    const void* close = std::memchr(begin, '}', size - pos_ - 1);
    if (close == nullptr) {
        ++pos_;
        return syntax_error(start, "unterminated comment: '{' without '}'");
    }
    const auto* end = static_cast<const char*>(close);
    for (const char* p = begin; p < end; ++p) {
        if (*p == '\n') {
            ++line_;
            line_start_ = static_cast<std::size_t>(p - text_.data()) + 1;
        }
    }
    pos_ = static_cast<std::size_t>(end - text_.data()) + 1;
    return std::string_view(begin, static_cast<std::size_t>(end - begin));
}

std::string_view PgnReader::read_line_comment() {
    const std::size_t size = text_.size();
    const std::size_t begin = pos_ + 1;
    const void* end = std::memchr(text_.data() + begin, '\n', size - begin);
    pos_ = end ? static_cast<std::size_t>(static_cast<const char*>(end) - text_.data()) : size;
    std::size_t stop = pos_;
    if (stop > begin && text_[stop - 1] == '\r') {
        --stop;
    }
    return text_.substr(begin, stop - begin);
}

Result<bool> PgnReader::read_tag(PgnVisitor& visitor, bool report) {
    const PgnSpot open = here();
    ++pos_; // '['
    skip_space();
    const std::size_t name_begin = pos_;
    while (pos_ < text_.size() && has_class(text_[pos_], kTagName)) {
        ++pos_;
    }
    if (pos_ == name_begin) {
        if (at_end()) {
            return syntax_error(open, "unterminated tag: '[' without ']'");
        }
        return syntax_error(here(), "tag name expected after '['");
    }
    const std::string_view name = text_.substr(name_begin, pos_ - name_begin);
    skip_space();
    if (at_end() || text_[pos_] != '"') {
        return syntax_error(here(), "tag value expected: a string in double quotes after the tag name");
    }
    const PgnSpot quote = here();
    ++pos_;
    const std::size_t value_begin = pos_;
    bool escaped = false;
    while (true) {
        if (pos_ >= text_.size() || text_[pos_] == '\n' || text_[pos_] == '\r') {
            return syntax_error(quote, "unterminated string: '\"' without its closing '\"'");
        }
        const char c = text_[pos_];
        if (c == '"') {
            break;
        }
        if (c == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\')) {
            escaped = true;
            pos_ += 2;
            continue;
        }
        ++pos_;
    }
    std::string_view value = text_.substr(value_begin, pos_ - value_begin);
    ++pos_; // closing '"'
    skip_space();
    if (at_end() || text_[pos_] != ']') {
        return syntax_error(at_end() ? open : here(),
                            "']' expected to close the tag opened at " + open.text());
    }
    ++pos_;
    if (report) {
        if (escaped) {
            // PGN 7: inside a string, \" is a quote and \\ a backslash.
            scratch_.clear();
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (value[i] == '\\' && i + 1 < value.size() &&
                    (value[i + 1] == '"' || value[i + 1] == '\\')) {
                    ++i;
                }
                scratch_ += value[i];
            }
            value = scratch_;
        }
        visitor.tag(name, value);
    }
    return true;
}

Result<bool> PgnReader::read_game(PgnVisitor& visitor) {
    // Between games: blanks, % lines and stray comments (file headers) are not part of a game.
    while (true) {
        skip_space();
        if (at_end()) {
            return false;
        }
        if (text_[pos_] == '{') {
            auto comment = read_brace_comment();
            if (!comment) {
                return comment.error();
            }
        } else if (text_[pos_] == ';') {
            read_line_comment();
        } else {
            break;
        }
    }
    visitor.begin_game(here());
    while (!at_end() && text_[pos_] == '[') {
        auto tag = read_tag(visitor, true);
        if (!tag) {
            return tag.error();
        }
        skip_space();
    }
    return read_movetext(visitor);
}

Result<bool> PgnReader::read_movetext(PgnVisitor& visitor) {
    bool reporting = visitor.begin_movetext() == PgnFlow::Continue;
    // open[d] is where the variation at depth d + 1 was opened; has_move[d] says whether the line
    // at depth d has a move yet (a variation is an alternative to the move before it).
    std::array<PgnSpot, kMaxVariationDepth> open{};
    std::array<bool, kMaxVariationDepth + 1> has_move{};
    int depth = 0;
    const std::size_t size = text_.size();
    const auto visible = [&] { return reporting && (depth == 0 || options_.keep_variations); };
    const auto unclosed = [&] {
        return syntax_error(open[static_cast<std::size_t>(depth - 1)],
                            "unterminated variation: '(' without ')'");
    };

    while (true) {
        skip_space();
        if (pos_ >= size) {
            if (depth > 0) {
                return unclosed();
            }
            visitor.end_game({});
            return true;
        }
        const char c = text_[pos_];
        const PgnSpot where = here();
        if (has_class(c, kMoveStart)) {
            const std::size_t begin = pos_;
            while (pos_ < size && has_class(text_[pos_], kSymbol)) {
                ++pos_;
            }
            const std::string_view token = text_.substr(begin, pos_ - begin);
            if (!looks_like_move(token)) {
                return syntax_error(where, not_a_move(token));
            }
            has_move[static_cast<std::size_t>(depth)] = true;
            if (visible() && visitor.move(token, where) == PgnFlow::SkipGame) {
                reporting = false;
            }
            continue;
        }
        if (c >= '0' && c <= '9') {
            const std::string_view rest = text_.substr(pos_);
            const auto is_token = [&](std::string_view token) {
                return rest.substr(0, token.size()) == token &&
                       (rest.size() == token.size() || has_class(rest[token.size()], kDelimiter));
            };
            for (const std::string_view result : {"1-0", "0-1", "1/2-1/2"}) {
                if (is_token(result)) {
                    if (depth > 0) {
                        return unclosed(); // a result cannot end a variation: a ')' is missing
                    }
                    pos_ += result.size();
                    visitor.end_game(result);
                    return true;
                }
            }
            if (rest.substr(0, 3) == "0-0") {
                // Castling written with zeros: a move, checked by the SAN reader.
                const std::size_t begin = pos_;
                while (pos_ < size && has_class(text_[pos_], kSymbol)) {
                    ++pos_;
                }
                has_move[static_cast<std::size_t>(depth)] = true;
                if (visible() &&
                    visitor.move(text_.substr(begin, pos_ - begin), where) == PgnFlow::SkipGame) {
                    reporting = false;
                }
                continue;
            }
            // A move number: digits, then any number of periods ("12." or "12...").
            const std::size_t begin = pos_;
            while (pos_ < size && text_[pos_] >= '0' && text_[pos_] <= '9') {
                ++pos_;
            }
            if (pos_ - begin > 6) {
                return syntax_error(where, "move number too long");
            }
            while (pos_ < size && text_[pos_] == '.') {
                ++pos_;
            }
            if (pos_ < size && has_class(text_[pos_], kSymbol) && text_[pos_ - 1] != '.') {
                std::size_t end = pos_;
                while (end < size && has_class(text_[end], kSymbol)) {
                    ++end;
                }
                return syntax_error(where, not_a_move(text_.substr(begin, end - begin)));
            }
            continue;
        }
        switch (c) {
        case '.':
            // Stray periods ("1. ... e5") carry nothing.
            ++pos_;
            continue;
        case '{': {
            auto comment = read_brace_comment();
            if (!comment) {
                return comment.error();
            }
            if (visible()) {
                visitor.comment(*comment);
            }
            continue;
        }
        case ';': {
            const std::string_view comment = read_line_comment();
            if (visible()) {
                visitor.comment(comment);
            }
            continue;
        }
        case '(':
            if (!has_move[static_cast<std::size_t>(depth)]) {
                return syntax_error(where, "a variation must follow the move it replaces");
            }
            if (depth == kMaxVariationDepth) {
                return syntax_error(where, "variations nested too deeply");
            }
            open[static_cast<std::size_t>(depth)] = where;
            ++depth;
            has_move[static_cast<std::size_t>(depth)] = false;
            ++pos_;
            if (visible()) {
                visitor.begin_variation();
            }
            continue;
        case ')':
            if (depth == 0) {
                return syntax_error(where, "')' without a matching '('");
            }
            ++pos_;
            if (visible()) {
                visitor.end_variation();
            }
            --depth;
            continue;
        case '$': {
            const std::size_t begin = ++pos_;
            int value = 0;
            while (pos_ < size && text_[pos_] >= '0' && text_[pos_] <= '9' && pos_ - begin < 4) {
                value = value * 10 + (text_[pos_] - '0');
                ++pos_;
            }
            if (pos_ == begin) {
                return syntax_error(where, "'$' must be followed by a number (NAG)");
            }
            if (value > 255 || (pos_ < size && has_class(text_[pos_], kSymbol))) {
                return syntax_error(where, "NAG out of range: $0 to $255");
            }
            if (visible()) {
                visitor.nag(value);
            }
            continue;
        }
        case '!':
        case '?': {
            const std::size_t begin = pos_;
            while (pos_ < size && (text_[pos_] == '!' || text_[pos_] == '?')) {
                ++pos_;
            }
            const std::string_view suffix = text_.substr(begin, pos_ - begin);
            const int value = suffix_nag(suffix);
            if (value == 0) {
                std::string message = "unknown annotation '";
                message.append(suffix);
                message += '\'';
                return syntax_error(where, message);
            }
            if (visible()) {
                visitor.nag(value);
            }
            continue;
        }
        case '*':
            if (depth > 0) {
                return unclosed(); // a result cannot end a variation: a ')' is missing
            }
            ++pos_;
            visitor.end_game("*");
            return true;
        case '[':
            if (depth > 0) {
                return unclosed();
            }
            // The next game's tags: this game had no termination marker.
            visitor.end_game({});
            return true;
        default:
            break;
        }
        if (has_class(c, kSymbol)) {
            const std::size_t begin = pos_;
            while (pos_ < size && has_class(text_[pos_], kSymbol)) {
                ++pos_;
            }
            return syntax_error(where, not_a_move(text_.substr(begin, pos_ - begin)));
        }
        return syntax_error(where, describe_char(c));
    }
}

bool PgnReader::skip_to_next_game() {
    const std::size_t size = text_.size();
    while (pos_ < size) {
        const void* end = std::memchr(text_.data() + pos_, '\n', size - pos_);
        if (end == nullptr) {
            pos_ = size;
            return false;
        }
        pos_ = static_cast<std::size_t>(static_cast<const char*>(end) - text_.data()) + 1;
        ++line_;
        line_start_ = pos_;
        if (pos_ < size && text_[pos_] == '[') {
            return true;
        }
    }
    return false;
}

} // namespace pendule::rules
