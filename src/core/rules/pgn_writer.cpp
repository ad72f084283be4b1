#include "core/rules/pgn_writer.hpp"

#include <array>
#include <cstdlib>

namespace pendule::rules {

namespace {

// PGN 8.1.1: the seven-tag roster, in this order, with the export default of each.
constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kRoster = {{
    {"Event", "?"},
    {"Site", "?"},
    {"Date", "????.??.??"},
    {"Round", "?"},
    {"White", "?"},
    {"Black", "?"},
    {"Result", "*"},
}};

bool in_roster(std::string_view name) {
    for (const auto& [roster_name, fallback] : kRoster) {
        if (roster_name == name) {
            return true;
        }
    }
    return false;
}

void write_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += (c == '\n' || c == '\r') ? ' ' : c; // a string may not span lines
    }
    out += "\"]\n";
}

// The half-move index of a game's first move, counted from move 1 with White: 0 for the
// standard start, odd when Black moves first. Taken from the FEN tag's fields 2 and 6.
int first_half_move(const PgnGame& game) {
    const auto fen = game.start_fen();
    if (!fen) {
        return 0;
    }
    std::array<std::string_view, 6> fields{};
    std::size_t count = 0;
    std::size_t pos = 0;
    const std::string_view text = *fen;
    while (pos < text.size() && count < fields.size()) {
        while (pos < text.size() && text[pos] == ' ') {
            ++pos;
        }
        const std::size_t begin = pos;
        while (pos < text.size() && text[pos] != ' ') {
            ++pos;
        }
        if (pos > begin) {
            fields[count++] = text.substr(begin, pos - begin);
        }
    }
    const bool black = count > 1 && fields[1] == "b";
    int number = 1;
    if (count > 5) {
        number = std::atoi(std::string(fields[5]).c_str());
        if (number < 1 || number > 100000) {
            number = 1;
        }
    }
    return 2 * (number - 1) + (black ? 1 : 0);
}

// Lays tokens out on lines no wider than the limit.
class MovetextWriter {
  public:
    MovetextWriter(std::string& out, int width) : out_(out), width_(width) {}

    void token(std::string_view text) {
        std::string_view prefix = pending_open_ ? "(" : "";
        pending_open_ = false;
        const int length = static_cast<int>(prefix.size() + text.size());
        // Room is kept for the ')' that may close the enclosing variations after this token.
        const int limit = width_ - depth_;
        if (column_ > 0 && column_ + 1 + length > limit) {
            out_ += '\n';
            column_ = 0;
        } else if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += prefix;
        out_ += text;
        column_ += length;
    }

    void open_variation() {
        if (pending_open_) {
            token("");
        }
        pending_open_ = true;
        ++depth_;
    }

    void close_variation() {
        if (pending_open_) {
            pending_open_ = false;
            --depth_;
            token("()");
            return;
        }
        out_ += ')';
        ++column_;
        --depth_;
    }

    void comment(const std::string& text) {
        if (text.find('}') != std::string::npos) {
            // A brace comment cannot hold '}': a rest-of-line comment can.
            std::string line = ";";
            line += text;
            token(line);
            out_ += '\n';
            column_ = 0;
            return;
        }
        std::size_t begin = 0;
        bool first = true;
        while (true) {
            const std::size_t end = text.find(' ', begin);
            const bool last = end == std::string::npos;
            std::string word = first ? "{" : "";
            word.append(text, begin, last ? std::string::npos : end - begin);
            if (last) {
                word += '}';
            }
            token(word);
            first = false;
            if (last) {
                return;
            }
            begin = end + 1;
        }
    }

    void end_line() {
        if (column_ > 0) {
            out_ += '\n';
            column_ = 0;
        }
    }

  private:
    std::string& out_;
    int width_;
    int column_ = 0;
    int depth_ = 0;
    bool pending_open_ = false;
};

std::string nag_text(int nag) {
    std::string text = "$";
    text += std::to_string(nag);
    return text;
}

void write_line(MovetextWriter& writer, const PgnLine& line, int half_move) {
    for (const int nag : line.nags) {
        writer.token(nag_text(nag));
    }
    for (const auto& comment : line.comments) {
        writer.comment(comment);
    }
    bool need_number = true;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const PgnMove& move = line.moves[i];
        const int h = half_move + static_cast<int>(i);
        const int number = h / 2 + 1;
        if (h % 2 == 0) {
            std::string text = std::to_string(number);
            text += '.';
            writer.token(text);
        } else if (need_number) {
            // PGN 8.2.2.2: a Black move opening a line, or after a comment or a variation,
            // gets its number with three periods.
            std::string text = std::to_string(number);
            text += "...";
            writer.token(text);
        }
        writer.token(move.san);
        need_number = false;
        for (const int nag : move.nags) {
            writer.token(nag_text(nag));
        }
        for (const auto& comment : move.comments) {
            writer.comment(comment);
            need_number = true;
        }
        for (const auto& variation : move.variations) {
            writer.open_variation();
            write_line(writer, variation, h);
            writer.close_variation();
            need_number = true;
        }
    }
}

} // namespace

std::string write_pgn(const PgnGame& game, const PgnWriteOptions& options) {
    std::string out;
    for (const auto& [name, fallback] : kRoster) {
        if (const auto value = game.tag(name)) {
            write_tag(out, name, *value);
        } else if (options.complete_roster) {
            const bool result = name == "Result" && !game.result.empty();
            write_tag(out, name, result ? std::string_view(game.result) : fallback);
        }
    }
    for (const auto& tag : game.tags) {
        if (!in_roster(tag.name)) {
            write_tag(out, tag.name, tag.value);
        }
    }
    if (!out.empty()) {
        out += '\n';
    }
    MovetextWriter writer(out, options.line_width);
    write_line(writer, game.moves, first_half_move(game));
    writer.token(game.result.empty() ? std::string_view("*") : std::string_view(game.result));
    writer.end_line();
    return out;
}

std::string write_pgn(const std::vector<PgnGame>& games, const PgnWriteOptions& options) {
    std::string out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0) {
            out += '\n';
        }
        out += write_pgn(games[i], options);
    }
    return out;
}

} // namespace pendule::rules
