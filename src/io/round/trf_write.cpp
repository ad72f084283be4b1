// Writing a TRF file back: every line as read, a player line with only what changed patched in.

#include "io/round/trf_detail.hpp"

namespace pendule::io::trf {

using namespace detail;

namespace {

std::string padded(std::string text, std::size_t width, bool right = false) {
    if (text.size() > width)
        text.resize(width);
    const std::string pad(width - text.size(), ' ');
    return right ? pad + text : text + pad;
}

std::string four_digits(int n) {
    std::string text = std::to_string(n);
    return std::string(text.size() < 4 ? 4 - text.size() : 0, '0') + text;
}

// An opponent's field as the file writes it: "0002" or "   2"; "0000" for none either way.
std::string opponent_text(int opponent, bool zero_padded) {
    if (opponent <= 0)
        return "0000";
    return zero_padded ? four_digits(opponent) : padded(std::to_string(opponent), 4, true);
}

// A whole line in the standard's columns, for a player made in code (no line read).
std::string generated_player(const Player& p, bool zero_padded) {
    std::string line = "001 ";
    line += padded(std::to_string(p.rank), 4, true);
    line += ' ';
    line += p.sex;
    line += padded(p.title, 3);
    line += ' ';
    line += padded(p.name, 33);
    line += ' ';
    line += padded(p.rating > 0 ? std::to_string(p.rating) : std::string(), 4, true);
    line += ' ';
    line += padded(p.federation, 3);
    line += ' ';
    line += padded(p.fide_id, 11, true);
    line += ' ';
    line += padded(p.birth, 10);
    line += ' ';
    line += padded(p.points, 4, true);
    line += ' ';
    line += padded(p.place > 0 ? std::to_string(p.place) : std::string(), 4, true);
    for (const RoundEntry& r : p.rounds) {
        line += "  ";
        line += opponent_text(r.opponent, zero_padded);
        line += ' ';
        line += r.colour;
        line += ' ';
        line += r.result;
    }
    line += p.rest;
    while (!line.empty() && line.back() == ' ')
        line.pop_back();
    return line;
}

// The line read with only what changed patched in: the points and the round blocks (in a block,
// only the columns whose value changed), every other byte as read.
std::string write_player(const Player& p, bool zero_padded) {
    if (p.source.empty())
        return generated_player(p, zero_padded);
    std::string line = p.source;
    // `text` (ASCII) over the columns from `first`, the line padded with blanks to reach them.
    const auto put = [&line](std::size_t first, std::string_view text) {
        const Columns c(line);
        if (c.count() < first - 1 + text.size())
            line.append(first - 1 + text.size() - c.count(), ' ');
        const Columns padded_line(line);
        const std::size_t begin = padded_line.byte(first);
        const std::size_t end = padded_line.byte(first + text.size());
        std::string out;
        out.reserve(line.size() + text.size());
        out.append(line, 0, begin);
        out.append(text);
        out.append(line, end);
        line = std::move(out);
    };
    if (p.points != p.points_read) {
        // Right-aligned as the standard writes "11.5", unless this line wrote its points from column 81.
        const std::string_view field = Columns(p.source).get(81, 84);
        const bool left = field.size() == 4 && field.front() != ' ' && field.back() == ' ';
        put(81, padded(p.points, 4, !left));
    }
    for (std::size_t i = 0; i < p.rounds.size(); ++i) {
        const bool beyond = i >= p.rounds_read.size();
        const RoundEntry& now = p.rounds[i];
        const RoundEntry old = beyond ? RoundEntry{} : p.rounds_read[i];
        if (!beyond && now == old)
            continue;
        const std::size_t first = 92 + 10 * i;
        if (beyond || now.opponent != old.opponent)
            put(first, opponent_text(now.opponent, zero_padded));
        if (beyond || now.colour != old.colour)
            put(first + 5, std::string(1, now.colour));
        if (beyond || now.result != old.result)
            put(first + 7, std::string(1, now.result));
    }
    while (line.size() > p.source.size() && line.back() == ' ')
        line.pop_back(); // blanks added past the line read, not kept
    return line;
}

} // namespace

std::string write(const Tournament& t) {
    std::string out = t.byte_order_mark ? "\xEF\xBB\xBF" : "";
    for (const Tournament::Line& line : t.lines) {
        out += line.player >= 0
                   ? write_player(t.players[static_cast<std::size_t>(line.player)], t.zero_padded)
                   : line.text;
        out += line.end;
    }
    return out;
}

} // namespace pendule::io::trf
