#include "core/rules/pgn_reader.hpp"

#include "core/rules/pgn_char_class.hpp"

#include <array>
#include <cstring>
#include <optional>

namespace pendule::rules {

using namespace pgn_chars;

namespace {

// Deepest variation nesting accepted: deeper text is refused rather than risking the stack of
// whoever walks the tree later.
constexpr int kMaxVariationDepth = 64;

} // namespace

std::string PgnSpot::text() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

PgnReader::PgnReader(std::string_view text, PgnReadOptions options) : text_(text), options_(options) {
    // A UTF-8 byte order mark is not part of the text.
    if (text_.size() >= 3 && text_.substr(0, 3) == "\xEF\xBB\xBF") {
        pos_ = line_start_ = 3;
    }
}

Error PgnReader::syntax_error(const PgnSpot& where, std::string message, std::string_view token) {
    error_spot_ = where;
    error_token_ = token;
    return fail(std::move(message), where.text());
}

bool PgnReader::recovered(PgnVisitor& visitor, const Error& error, bool in_tags, bool in_variation) {
    return visitor.recover(PgnFault{error_spot_, error_token_, error.message, in_tags, in_variation});
}

void PgnReader::skip_rest_of_line() {
    if (pos_ == line_start_) {
        return;
    }
    const void* end = std::memchr(text_.data() + pos_, '\n', text_.size() - pos_);
    if (end == nullptr) {
        pos_ = text_.size();
        return;
    }
    pos_ = static_cast<std::size_t>(static_cast<const char*>(end) - text_.data()) + 1;
    ++line_;
    line_start_ = pos_;
}

Result<bool> PgnReader::read_tag(PgnVisitor& visitor) {
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
    if (escaped) {
        // PGN 7: inside a string, \" is a quote and \\ a backslash.
        scratch_.clear();
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (value[i] == '\\' && i + 1 < value.size() && (value[i + 1] == '"' || value[i + 1] == '\\')) {
                ++i;
            }
            scratch_ += value[i];
        }
        value = scratch_;
    }
    visitor.tag(name, value);
    return true;
}

// The tag section. A bad tag pair offered to the visitor and stepped over is skipped to the end
// of its line (unless the error was found at the start of the next line: then the pair ended
// with its line, and what follows is read).
Result<bool> PgnReader::read_tags(PgnVisitor& visitor) {
    while (!at_end() && text_[pos_] == '[') {
        auto tag = read_tag(visitor);
        if (!tag) {
            if (!recovered(visitor, tag.error(), true, false)) {
                return tag.error();
            }
            skip_rest_of_line();
        }
        skip_space();
    }
    return true;
}

std::size_t PgnReader::next_game_offset() {
    // Between games: blanks, % lines and stray comments (file headers) are not part of a game.
    while (true) {
        skip_space();
        if (at_end()) {
            return text_.size();
        }
        if (text_[pos_] == '{' && std::memchr(text_.data() + pos_, '}', text_.size() - pos_) != nullptr) {
            (void)read_brace_comment();
        } else if (text_[pos_] == ';') {
            read_line_comment();
        } else {
            return pos_;
        }
    }
}

Result<bool> PgnReader::read_game(PgnVisitor& visitor) {
    next_game_offset();
    if (at_end()) {
        return false;
    }
    lost_place_ = false;
    visitor.begin_game(here());
    auto tags = read_tags(visitor);
    if (!tags) {
        return tags.error();
    }
    return read_movetext(visitor);
}

bool PgnReader::empty_line_between(std::size_t gap, const PgnSpot& where) const {
    bool line_break = false;
    for (std::size_t i = gap; i < where.offset; ++i) {
        const char c = text_[i];
        if (c == '\n') {
            if (line_break) {
                return true;
            }
            line_break = true;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            line_break = false;
        }
    }
    return false;
}

void PgnReader::end_game_before(PgnVisitor& visitor, const PgnSpot& where) {
    // The line is the warning's spot: a message without it reads the same in every piece of a
    // text checked in parallel.
    visitor.warning("no termination marker (PGN 8.2.6) before the empty line: the movetext starting again "
                    "at move 1 is read as a new game",
                    where);
    pos_ = where.offset; // the next game starts with this move number
    line_ = where.line;
    line_start_ = pos_ - static_cast<std::size_t>(where.column - 1);
    visitor.end_game({});
}

Result<bool> PgnReader::read_movetext(PgnVisitor& visitor) {
    bool reporting = visitor.begin_movetext() == PgnFlow::Continue;
    // open[d] is where the variation at depth d + 1 was opened; has_move[d] says whether the line
    // at depth d has a move yet (a variation is an alternative to the move before it).
    std::array<PgnSpot, kMaxVariationDepth> open{};
    std::array<bool, kMaxVariationDepth + 1> has_move{};
    int depth = 0;
    const auto visible = [&] { return reporting && (depth == 0 || options_.keep_variations); };
    // A syntax error: offered to the visitor; false when reading must stop.
    const auto step_over = [&](const Error& error) { return recovered(visitor, error, false, depth > 0); };
    while (true) {
        const std::size_t gap = pos_; // where the previous token ended
        const Token token = next_token();
        if (token.kind == TokenKind::Fault) {
            const Error error = std::move(fault_);
            if (!step_over(error)) {
                return error;
            }
            if (lost_place_) {
                skip_to_next_game();
                visitor.end_game({});
                return true;
            }
            continue;
        }
        const auto d = static_cast<std::size_t>(depth);
        const bool ends_game = token.kind == TokenKind::End || token.kind == TokenKind::Result ||
                               token.kind == TokenKind::NextGame;
        if (ends_game && depth > 0) {
            // A result or the next game inside a variation: its ')' is missing. Stepped over,
            // the game ends here all the same.
            const Error error = syntax_error(open[d - 1], "unterminated variation: '(' without ')'", "(");
            if (!step_over(error)) {
                return error;
            }
        }
        switch (token.kind) {
        case TokenKind::Move:
            has_move[d] = true;
            if (visible() && visitor.move(token.text, token.where) == PgnFlow::SkipGame) {
                reporting = false;
            }
            break;
        case TokenKind::Nag:
            if (visible()) {
                visitor.nag(token.nag);
            }
            break;
        case TokenKind::Comment:
            if (visible()) {
                visitor.comment(token.text);
            }
            break;
        case TokenKind::Open:
            if (!has_move[d] || depth == kMaxVariationDepth) {
                const Error error = syntax_error(token.where,
                                                 has_move[d] ? "variations nested too deeply"
                                                             : "a variation must follow the move it replaces",
                                                 "(");
                if (!step_over(error)) {
                    return error;
                }
                break; // the '(' is stepped over
            }
            open[d] = token.where;
            ++depth;
            has_move[d + 1] = false;
            if (visible()) {
                visitor.begin_variation();
            }
            break;
        case TokenKind::Close:
            if (depth == 0) {
                const Error error = syntax_error(token.where, "')' without a matching '('", ")");
                if (!step_over(error)) {
                    return error;
                }
                break;
            }
            if (visible()) {
                visitor.end_variation();
            }
            --depth;
            break;
        case TokenKind::FirstMove:
            if (depth == 0 && has_move[0] && empty_line_between(gap, token.where)) {
                end_game_before(visitor, token.where);
                return true;
            }
            break;
        case TokenKind::Result:
        case TokenKind::NextGame: // no termination marker: the next game's tags end this one
        case TokenKind::End:
            visitor.end_game(token.kind == TokenKind::Result ? token.text : std::string_view{});
            return true;
        case TokenKind::Fault: // taken above
            break;
        }
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
