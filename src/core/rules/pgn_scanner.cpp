// PgnReader, its first half: the token scanner (PGN 7), which cuts the movetext into moves,
// NAGs, comments, variations' parentheses and results, and says what cannot be read.
#include "core/rules/pgn_char_class.hpp"
#include "core/rules/pgn_lexicon.hpp"
#include "core/rules/pgn_reader.hpp"

#include <cstring>

namespace pendule::rules {

using namespace pgn_chars;

namespace {

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
        lost_place_ = true; // the rest of the text is the comment's
        return syntax_error(start, "unterminated comment: '{' without '}'", "{");
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

// A move: castling, or a piece letter or file, then only squares' letters and digits, capture,
// promotion and check signs, with at least one digit; its shape is checked while scanning. Words
// ("This", "Chess", "bad") are not moves: a text made of them is not PGN. A move-shaped token may
// still be malformed SAN ("Ke0", "Nxe9"): the SAN reader says so, as a bad move of its game.
// An en passant mark glued to the move ("exd6e.p.") or after blanks on its line ("exd6 e.p.")
// is part of the token: the SAN reader checks that the move is an en passant capture.
PgnReader::Token PgnReader::scan_move(const PgnSpot& where) {
    const std::size_t size = text_.size();
    const char first = text_[pos_];
    const std::size_t begin = pos_++;
    std::uint8_t all = kMoveBody | kDigit; // AND of the following characters' classes
    std::uint8_t any =
        first == 'O' || first == 'o' ? 0 : kDigit & kClasses[static_cast<unsigned char>(first)];
    while (pos_ < size) {
        const std::uint8_t cls = kClasses[static_cast<unsigned char>(text_[pos_])];
        if ((cls & kSymbol) == 0) {
            break;
        }
        all &= cls;
        any |= cls;
        ++pos_;
    }
    if (pos_ + 1 < size) {
        // Most often one blank and the next token: a few comparisons say there is no mark.
        const char next = text_[pos_ + 1];
        const bool blank = text_[pos_] == ' ' || text_[pos_] == '\t';
        if (text_[pos_] == '.' || (blank && (next == ' ' || next == '\t' ||
                                             (next == 'e' && pos_ + 2 < size && text_[pos_ + 2] == '.')))) {
            take_en_passant_mark();
        }
    }
    const std::string_view token = text_.substr(begin, pos_ - begin);
    const bool castling =
        (first == 'O' || first == 'o') && (token.substr(0, 3) == "O-O" || token.substr(0, 3) == "o-o");
    if (!castling && (first == 'O' || first == 'o' || (all & kMoveBody) == 0 || (any & kDigit) == 0)) {
        return fault(syntax_error(where, not_a_move(token), token));
    }
    return Token{TokenKind::Move, token, 0, where};
}

// After a move: takes an en passant mark glued to it ("exd6e.p.") or after blanks on its line
// ("exd6 e.p."), so that the move's token holds it.
void PgnReader::take_en_passant_mark() {
    const std::size_t size = text_.size();
    std::size_t mark = pos_;
    while (mark < size && (text_[mark] == ' ' || text_[mark] == '\t')) {
        ++mark;
    }
    const bool glued = mark == pos_;
    if (glued) {
        if (text_[pos_ - 1] != 'e' || text_.compare(pos_, 3, ".p.") != 0) {
            return;
        }
        mark += 3;
    } else {
        if (mark + 1 >= size || text_[mark] != 'e' || text_[mark + 1] != '.' ||
            text_.compare(mark, 4, "e.p.") != 0) {
            return;
        }
        mark += 4;
    }
    if (mark == size || has_class(text_[mark], kDelimiter)) {
        pos_ = mark;
    }
}

// A token starting with a digit: a move number (skipped: nothing is returned, except for move 1),
// a result, or castling written with zeros.
std::optional<PgnReader::Token> PgnReader::scan_digits(const PgnSpot& where) {
    const std::size_t size = text_.size();
    const std::size_t begin = pos_;
    // The common case first: a move number "12." or "12...".
    std::size_t digits_end = pos_ + 1;
    while (digits_end < size && text_[digits_end] >= '0' && text_[digits_end] <= '9') {
        ++digits_end;
    }
    if (digits_end < size && text_[digits_end] == '.' && digits_end - pos_ <= 6) {
        const bool first = digits_end == pos_ + 1 && text_[pos_] == '1';
        pos_ = digits_end + 1;
        while (pos_ < size && text_[pos_] == '.') {
            ++pos_;
        }
        return first ? std::optional<Token>(Token{TokenKind::FirstMove, {}, 0, where}) : std::nullopt;
    }
    std::size_t length = 0;
    if (const std::string_view result = match_result(text_.substr(pos_), length); !result.empty()) {
        pos_ += length;
        return Token{TokenKind::Result, result, 0, where};
    }
    std::size_t end = digits_end;
    while (end < size && has_class(text_[end], kSymbol)) {
        ++end;
    }
    if (text_.substr(pos_, 3) == "0-0") {
        // Castling written with zeros: a move, checked by the SAN reader.
        pos_ = end;
        return Token{TokenKind::Move, text_.substr(begin, end - begin), 0, where};
    }
    // A move number without periods ("12 e4"), refused when glued to a symbol ("12e4").
    pos_ = end;
    if (digits_end - begin > 6) {
        return fault(syntax_error(where, "move number too long", text_.substr(begin, end - begin)));
    }
    if (end > digits_end) {
        return fault(syntax_error(where, not_a_move(text_.substr(begin, end - begin)),
                                  text_.substr(begin, end - begin)));
    }
    return std::nullopt;
}

// $n (0 to 255), or a suffix annotation ! ? !! ?? !? ?! as NAG 1 to 6.
PgnReader::Token PgnReader::scan_nag(const PgnSpot& where) {
    const std::size_t size = text_.size();
    const std::size_t begin = pos_;
    if (text_[pos_] != '$') {
        while (pos_ < size && (text_[pos_] == '!' || text_[pos_] == '?')) {
            ++pos_;
        }
        const std::string_view suffix = text_.substr(begin, pos_ - begin);
        const int value = suffix_nag(suffix);
        if (value == 0) {
            std::string message = "unknown annotation '";
            message.append(suffix);
            message += '\'';
            return fault(syntax_error(where, message, suffix));
        }
        return Token{TokenKind::Nag, suffix, value, where};
    }
    int value = 0;
    ++pos_;
    while (pos_ < size && text_[pos_] >= '0' && text_[pos_] <= '9' && pos_ - begin < 5) {
        value = value * 10 + (text_[pos_] - '0');
        ++pos_;
    }
    if (pos_ == begin + 1) {
        return fault(syntax_error(where, "'$' must be followed by a number (NAG)", "$"));
    }
    if (value > 255 || (pos_ < size && has_class(text_[pos_], kSymbol))) {
        while (pos_ < size && has_class(text_[pos_], kSymbol)) {
            ++pos_;
        }
        return fault(syntax_error(where, "NAG out of range: $0 to $255", text_.substr(begin, pos_ - begin)));
    }
    return Token{TokenKind::Nag, text_.substr(begin, pos_ - begin), value, where};
}

std::optional<PgnReader::Token> PgnReader::scan_other(const PgnSpot& where) {
    const std::string_view rest = text_.substr(pos_);
    std::size_t length = 0;
    // Null moves: "--" (ChessBase and others) and "Z0"; the SAN reader and the visitors decide
    // what they mean where they stand.
    for (const std::string_view null : {"--", "Z0"}) {
        if (rest.substr(0, 2) == null && (rest.size() == 2 || has_class(rest[2], kDelimiter))) {
            pos_ += 2;
            return Token{TokenKind::Move, rest.substr(0, 2), 0, where};
        }
    }
    if (const std::string_view result = match_result(rest, length); !result.empty()) {
        pos_ += length;
        return Token{TokenKind::Result, result, 0, where};
    }
    if (const int nag = match_glyph(rest, length); nag != 0) {
        pos_ += length;
        return Token{TokenKind::Nag, rest.substr(0, length), nag, where};
    }
    return std::nullopt;
}

Error PgnReader::bad_symbol(const PgnSpot& where) {
    const std::size_t begin = pos_;
    while (pos_ < text_.size() && has_class(text_[pos_], kSymbol)) {
        ++pos_;
    }
    const std::string_view token = text_.substr(begin, pos_ - begin);
    return syntax_error(where, not_a_move(token), token);
}

// A character that starts no token. It is stepped over with the rest of its UTF-8 sequence.
Error PgnReader::bad_character(const PgnSpot& where) {
    const char c = text_[pos_++];
    const bool printable = c > ' ' && c < '\x7f';
    while (!printable && pos_ < text_.size() && (static_cast<unsigned char>(text_[pos_]) & 0xC0) == 0x80) {
        ++pos_;
    }
    return syntax_error(where, describe_char(c), printable ? text_.substr(pos_ - 1, 1) : std::string_view{});
}

PgnReader::Token PgnReader::fault(Error error) {
    fault_ = std::move(error);
    return Token{TokenKind::Fault, error_token_, 0, error_spot_};
}

// Flattened: the space, move and move-number scanners are inlined here, where nearly every byte
// of a movetext passes (a fifth fewer instructions for validate than with the calls).
[[gnu::flatten]] PgnReader::Token PgnReader::next_token() {
    while (true) {
        skip_space();
        if (at_end()) {
            return Token{TokenKind::End, {}, 0, here()};
        }
        const char c = text_[pos_];
        const PgnSpot where = here();
        if (has_class(c, kMoveStart)) {
            // An en passant mark standing alone (after a line break or a comment) says nothing
            // the move does not: it is stepped over.
            if (c == 'e' && text_.compare(pos_, 4, "e.p.") == 0) {
                pos_ += 4;
                continue;
            }
            return scan_move(where);
        }
        if (c >= '0' && c <= '9') {
            if (auto token = scan_digits(where)) {
                return *token;
            }
            continue; // a move number
        }
        switch (c) {
        case '.': // stray periods ("1. ... e5") carry nothing
            ++pos_;
            continue;
        case '{': {
            auto comment = read_brace_comment();
            if (!comment) {
                return fault(comment.error());
            }
            return Token{TokenKind::Comment, *comment, 0, where};
        }
        case ';':
            return Token{TokenKind::Comment, read_line_comment(), 0, where};
        case '(':
            ++pos_;
            return Token{TokenKind::Open, {}, 0, where};
        case ')':
            ++pos_;
            return Token{TokenKind::Close, {}, 0, where};
        case '$':
        case '!':
        case '?':
            return scan_nag(where);
        case '*':
            ++pos_;
            return Token{TokenKind::Result, "*", 0, where};
        case '[': // the next game's tags (not consumed)
            return Token{TokenKind::NextGame, {}, 0, where};
        default:
            break;
        }
        if (c == '-' || c == '+' || c == '=' || c == 'Z' || static_cast<unsigned char>(c) >= 0x80) {
            if (auto token = scan_other(where)) {
                return *token;
            }
        }
        return fault(has_class(c, kSymbol) ? bad_symbol(where) : bad_character(where));
    }
}

} // namespace pendule::rules
