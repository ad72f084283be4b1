#include "io/trf.hpp"

#include "core/parse.hpp"

#include <algorithm>
#include <limits>
#include <map>

namespace pendule::io::trf {

namespace {

// What pads a TRF field: spaces, and the TABs that some programs leave at the end of a line (FIDE's
// own TRF-2025 sample ends its 240 lines in a TAB and a space).
constexpr std::string_view field_pad = " \t";

// Columns as the standard counts them (1-based, inclusive).
std::string_view columns(std::string_view line, std::size_t first, std::size_t last) {
    if (line.size() < first)
        return {};
    return line.substr(first - 1, std::min(last, line.size()) - first + 1);
}

bool is_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80           ? 1
                                   : (lead >> 5) == 0x6  ? 2
                                   : (lead >> 4) == 0xE  ? 3
                                   : (lead >> 3) == 0x1E ? 4
                                                         : 0;
        if (length == 0 || i + length > text.size())
            return false;
        for (std::size_t k = 1; k < length; ++k)
            if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2)
                return false;
        i += length;
    }
    return true;
}

// The text of a line that is not UTF-8, read as Windows-1252 (Latin-1, with the letters and signs
// that programs written for Windows put in 0x80-0x9F), in UTF-8: names are shown, journaled and
// sent in UTF-8 whatever the file's own encoding, which its write-back keeps.
std::string windows_1252_to_utf8(std::string_view text) {
    static constexpr char16_t cp1252[32] = {0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                            0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
                                            0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                            0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const char32_t code = byte >= 0x80 && byte < 0xA0 ? cp1252[byte - 0x80] : byte;
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }
    return out;
}

// The columns of a player line. A line in UTF-8 counts its characters, as the standard's columns
// and the pairing programs that read UTF-8 do ("Müller" is six columns, seven bytes); any other
// line (plain ASCII, or Latin-1 and the like, which are not UTF-8) one column a byte.
class Columns {
  public:
    explicit Columns(std::string_view line) : line_(line) {
        if (!is_utf8(line))
            return; // Latin-1 and the like: one byte a column
        bool wide = false;
        for (std::size_t i = 0; i < line.size();) {
            const auto lead = static_cast<unsigned char>(line[i]);
            const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : 4;
            wide = wide || length > 1;
            starts_.push_back(i);
            i += length;
        }
        if (!wide)
            starts_.clear(); // ASCII: one byte a column
    }
    // The columns of the line.
    std::size_t count() const { return starts_.empty() ? line_.size() : starts_.size(); }
    // The byte where `column` (1-based) begins; past the end, one byte a column.
    std::size_t byte(std::size_t column) const {
        if (starts_.empty())
            return column - 1;
        return column - 1 < starts_.size() ? starts_[column - 1]
                                           : line_.size() + (column - 1 - starts_.size());
    }
    // Columns first..last (1-based, inclusive), as far as the line goes.
    std::string_view get(std::size_t first, std::size_t last) const {
        if (count() < first)
            return {};
        const std::size_t begin = byte(first);
        const std::size_t end = last >= count() ? line_.size() : byte(last + 1);
        return line_.substr(begin, end - begin);
    }

  private:
    std::string_view line_;
    std::vector<std::size_t> starts_; // the byte of each character; empty: one byte a column
};

std::string where(const std::string& origin, std::size_t line, std::size_t first, std::size_t last) {
    std::string out = origin.empty() ? std::string() : origin + ", ";
    out += "line " + std::to_string(line) + ", columns " + std::to_string(first) + "-" + std::to_string(last);
    return out;
}

// A number field: blank is `blank`, otherwise digits only.
std::optional<int> number(std::string_view field, int blank = 0) {
    field = trim(field, field_pad);
    if (field.empty())
        return blank;
    const auto value = parse_integer(field, 0, std::numeric_limits<int>::max());
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

bool known_result(char code) {
    static constexpr std::string_view codes = "+-WDL1=0HFUZ ";
    const char upper = code >= 'a' && code <= 'z' ? static_cast<char>(code - 'a' + 'A') : code;
    return codes.find(upper) != std::string_view::npos;
}

char upper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

std::optional<int> tenths_of(std::string_view field, bool sign = false);

Result<Player> read_player(std::string_view line, const std::string& origin, std::size_t number_of_line) {
    const Columns c(line);
    const bool utf8 = is_utf8(line);
    const auto text = [utf8](std::string_view field) {
        return utf8 ? std::string(field) : windows_1252_to_utf8(field);
    };
    Player p;
    const auto rank = number(c.get(5, 8), -1);
    if (!rank || *rank < 1 || *rank > 9999)
        return fail("the starting rank must be a number from 1 to 9999", where(origin, number_of_line, 5, 8));
    p.rank = *rank;
    const std::string_view sex = c.get(10, 10);
    p.sex = sex.empty() ? ' ' : sex[0];
    p.title = text(trim(c.get(11, 13), field_pad));
    p.name = text(trim(c.get(15, 47), field_pad));
    const auto rating = number(c.get(49, 52));
    if (!rating)
        return fail("the rating must be a number", where(origin, number_of_line, 49, 52));
    p.rating = *rating;
    p.federation = text(trim(c.get(54, 56), field_pad));
    p.fide_id = text(trim(c.get(58, 68), field_pad));
    p.birth = text(trim(c.get(70, 79), field_pad));
    p.points = std::string(trim(c.get(81, 84), field_pad));
    if (!p.points.empty() && !tenths_of(p.points, true)) // negative after a penalty (299)
        return fail("the points must be written as 11.5", where(origin, number_of_line, 81, 84));
    const auto place = number(c.get(86, 89));
    if (!place)
        return fail("the rank must be a number", where(origin, number_of_line, 86, 89));
    p.place = *place;
    std::size_t first = 92;
    while (c.count() >= first) {
        const std::string_view block = c.get(first, first + 7);
        if (trim(block, field_pad).empty() && c.count() < first + 10)
            break; // trailing blanks
        RoundEntry entry;
        const auto opponent = number(c.get(first, first + 3));
        if (!opponent || *opponent > 9999)
            return fail("the opponent must be a starting rank (0000 or blank: none)",
                        where(origin, number_of_line, first, first + 3));
        entry.opponent = *opponent;
        const std::string_view colour = c.get(first + 5, first + 5);
        entry.colour = colour.empty() || colour[0] == ' ' ? '-' : colour[0];
        if (entry.colour != 'w' && entry.colour != 'b' && entry.colour != '-')
            return fail(std::string("unknown colour '") + entry.colour + "' (w, b or -)",
                        where(origin, number_of_line, first + 5, first + 5));
        const std::string_view result = c.get(first + 7, first + 7);
        entry.result = result.empty() ? ' ' : result[0];
        if (!known_result(entry.result))
            return fail(std::string("unknown result code '") + entry.result + "' (1 = 0 + - W D L H F U Z)",
                        where(origin, number_of_line, first + 7, first + 7));
        p.rounds.push_back(entry);
        first += 10;
    }
    return p;
}

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

// Points in tenths as the standard writes them: "1.5", "12.0", "-0.5".
std::string points_text(int tenths) {
    const bool negative = tenths < 0;
    const int magnitude = negative ? -tenths : tenths;
    std::string out(negative ? 1 : 0, '-');
    out += std::to_string(magnitude / 10);
    out += '.';
    out += static_cast<char>('0' + magnitude % 10);
    return out;
}

// A points field ("11.5", "1", "-0.5"; `sign`: a minus allowed) in tenths; nothing when it is not one.
std::optional<int> tenths_of(std::string_view field, bool sign) {
    field = trim(field, field_pad);
    bool negative = false;
    if (sign && !field.empty() && field.front() == '-') {
        negative = true;
        field.remove_prefix(1);
    }
    const std::size_t dot = field.find_first_of(".,"); // a comma in some programs' files
    const std::string_view whole = field.substr(0, dot);
    const std::string_view tenth = dot == std::string_view::npos ? std::string_view() : field.substr(dot + 1);
    if (whole.empty() || (dot != std::string_view::npos && tenth.size() != 1))
        return std::nullopt;
    const auto units = parse_integer(whole, 0, 99999);
    const auto decimal = tenth.empty() ? std::optional<std::int64_t>(0) : parse_integer(tenth, 0, 9);
    if (!units || !decimal)
        return std::nullopt;
    const int value = static_cast<int>(*units * 10 + *decimal);
    return negative ? -value : value;
}

// What the reading of one file carries from line to line.
struct ReadState {
    bool pairing_bye_given = false; // 162's P or BBU: the pairing-allocated bye's own points
    bool team_event = false;        // 310 or 013 lines somewhere in the file
    std::vector<Team> old_teams;    // 013, used when no 310 line numbers the teams
};

struct LineReader {
    std::string_view line;
    const std::string& origin;
    std::size_t number_of_line;
    ReadState& state;

    Error error(std::size_t first, std::size_t last, const std::string& problem) const {
        return fail(problem, where(origin, number_of_line, first, last));
    }
    // A whole number in columns first..last; `blank` when they are blank (nothing: refused).
    Result<int> whole(std::size_t first, std::size_t last, const std::string& what,
                      std::optional<int> blank = std::nullopt) const {
        const std::string_view field = trim(columns(line, first, last), field_pad);
        if (field.empty() && blank)
            return *blank;
        const auto value = field.empty() ? std::nullopt : parse_integer(field, 0, 9999);
        if (!value)
            return error(first, last, what + " must be a number");
        return static_cast<int>(*value);
    }
    // Starting ranks in 4 columns every 5 from `first` to the end of the line.
    Result<std::vector<int>> ranks(std::size_t first) const {
        std::vector<int> out;
        for (; line.size() >= first; first += 5) {
            const std::string_view field = trim(columns(line, first, first + 3), field_pad);
            if (field.empty() && trim(line.substr(first - 1), field_pad).empty())
                break; // trailing blanks
            const auto rank = parse_integer(field, 1, 9999);
            if (!rank)
                return error(first, first + 3, "expected a starting rank from 1 to 9999");
            out.push_back(static_cast<int>(*rank));
        }
        if (out.empty())
            return error(first, first + 3, "expected at least one starting rank");
        return out;
    }
    // The text after the code (column 5 on), trimmed.
    std::string_view value() const {
        return trim(line.size() > 3 ? line.substr(3) : std::string_view(), field_pad);
    }
};

// Sets the points of one result of a point system: W D L, Z a zero-point bye, F a forfeit's loss,
// P a pairing-allocated bye (worth a win unless given), X an unknown result.
void set_points(PointSystem& points, char what, int tenths, bool& pairing_bye_given) {
    switch (what) {
    case 'W':
        points.win = tenths;
        if (!pairing_bye_given)
            points.pairing_bye = tenths;
        break;
    case 'D':
        points.draw = tenths;
        break;
    case 'L':
        points.loss = tenths;
        break;
    case 'Z':
        points.zero_bye = tenths;
        break;
    case 'F':
        points.forfeit_loss = tenths;
        break;
    case 'P':
        points.pairing_bye = tenths;
        pairing_bye_given = true;
        break;
    default:
        points.unknown = tenths;
        break;
    }
}

std::optional<Error> read_point_system(const LineReader& r, PointSystem& points, bool& pairing_bye_given) {
    // 162: a code in column 6, its points in 7-10, the next code 9 columns on (15, 24...).
    std::size_t at = 6;
    bool any = false;
    for (; r.line.size() >= at; at += 9) {
        if (trim(r.line.substr(at - 1), field_pad).empty())
            break;
        const char code = r.line[at - 1];
        const auto value = tenths_of(columns(r.line, at + 1, at + 4));
        if (!value)
            return r.error(at + 1, at + 4, "expected points (11.5)");
        if (code == 'A' || code == 'Z') { // TRF-2026's zero-point bye, also a forfeit's loss
            set_points(points, 'Z', *value, pairing_bye_given);
            set_points(points, 'F', *value, pairing_bye_given);
        } else if (std::string_view("WDLPX").find(code) != std::string_view::npos) {
            set_points(points, code, *value, pairing_bye_given);
        } else {
            return r.error(at, at, std::string("unknown result '") + code + "' (W D L A P X)");
        }
        if (at + 4 < r.line.size() && !trim(columns(r.line, at + 5, at + 8), field_pad).empty())
            return r.error(at + 5, at + 8, "expected blanks between two results");
        any = true;
    }
    if (!any)
        return r.error(6, 10, "expected a result code and its points");
    return std::nullopt;
}

// One reader per header code: each checks its line's fixed columns and fills the header, or names
// the column it cannot read.
using HeaderReader = std::optional<Error> (*)(const LineReader&, Header&);

// 142 or XXR: the number of rounds.
std::optional<Error> read_rounds(const LineReader& r, Header& h) {
    const auto rounds = parse_integer(r.value(), 1, 999);
    if (!rounds)
        return r.error(5, std::max<std::size_t>(r.line.size(), 5),
                       "the number of rounds must be from 1 to 999");
    h.rounds = static_cast<int>(*rounds);
    return std::nullopt;
}

// 152: the initial colour, W or B.
std::optional<Error> read_initial_colour(const LineReader& r, Header& h) {
    const std::string_view colour = r.value();
    if (colour != "W" && colour != "B")
        return r.error(5, 5, "the initial colour must be W or B");
    h.initial_colour = colour[0];
    return std::nullopt;
}

// XXC: the pairing programs' words; white1 or black1 gives the initial colour, the others are kept.
std::optional<Error> read_xxc(const LineReader& r, Header& h) {
    for (std::string_view rest = r.value(); !rest.empty();) {
        const std::size_t space = rest.find(' ');
        const std::string_view word = rest.substr(0, space);
        if (word == "white1")
            h.initial_colour = 'W';
        else if (word == "black1")
            h.initial_colour = 'B';
        rest = space == std::string_view::npos ? std::string_view() : trim(rest.substr(space), field_pad);
    }
    return std::nullopt;
}

// 162: the point system.
std::optional<Error> read_162(const LineReader& r, Header& h) {
    if (auto error = read_point_system(r, h.points, r.state.pairing_bye_given))
        return error;
    h.points_given = true;
    return std::nullopt;
}

// BBW BBD BBL BBZ BBF BBU: the points of one result, the code's last letter (U: the
// pairing-allocated bye).
std::optional<Error> read_bb_points(const LineReader& r, Header& h) {
    const auto value = tenths_of(r.value());
    if (!value)
        return r.error(5, std::max<std::size_t>(r.line.size(), 5), "expected points (11.5)");
    const char what = r.line[2];
    set_points(h.points, what == 'U' ? 'P' : what, *value, r.state.pairing_bye_given);
    h.points_given = true;
    return std::nullopt;
}

// 192: the tournament type.
std::optional<Error> read_type(const LineReader& r, Header& h) {
    if (r.value().empty())
        return r.error(5, 5, "the tournament type is missing");
    h.type = std::string(r.value());
    return std::nullopt;
}

// 222: the time control.
std::optional<Error> read_time_control(const LineReader& r, Header& h) {
    const std::string_view control = r.value();
    if (control.empty() || control.find_first_not_of("0123456789/+:-WB") != std::string_view::npos)
        return r.error(5, std::max<std::size_t>(r.line.size(), 5),
                       "the time control must be written as 5400+30 or 40/6000+30:900+30");
    h.time_control = std::string(control);
    return std::nullopt;
}

// 240: a bye given before the pairing: its type in 5, the round in 7-9, the players from 11.
std::optional<Error> read_bye(const LineReader& r, Header& h) {
    Bye bye;
    const std::string_view type = columns(r.line, 5, 5);
    if (type.empty() || std::string_view("FHZ").find(type[0]) == std::string_view::npos)
        return r.error(5, 5, "the bye must be F, H or Z");
    bye.type = type[0];
    auto round = r.whole(7, 9, "the round");
    if (!round)
        return round.error();
    bye.round = *round;
    auto players = r.ranks(11);
    if (!players)
        return players.error();
    bye.players = std::move(players.value());
    h.byes.push_back(std::move(bye));
    return std::nullopt;
}

// 250: an acceleration: match points 5-8, game points 10-13, rounds 15-17 to 19-21, players 23-26
// to 28-31.
std::optional<Error> read_acceleration(const LineReader& r, Header& h) {
    Acceleration a;
    const std::string_view match = trim(columns(r.line, 5, 8), field_pad);
    if (!match.empty()) {
        const auto value = tenths_of(match);
        if (!value)
            return r.error(5, 8, "expected match points (11.5) or blanks");
        a.match_points = *value;
    }
    // Game points may be left blank in a team event, where the match points accelerate.
    const std::string_view game_field = trim(columns(r.line, 10, 13), field_pad);
    const auto game = game_field.empty() && !match.empty() ? std::optional<int>(0) : tenths_of(game_field);
    if (!game)
        return r.error(10, 13,
                       match.empty() ? "expected points (11.5)" : "expected game points (11.5) or blanks");
    a.game_points = *game;
    auto first_round = r.whole(15, 17, "the first round");
    auto last_round = r.whole(19, 21, "the last round");
    auto first_player = r.whole(23, 26, "the first player");
    auto last_player = r.whole(28, 31, "the last player");
    for (auto* field : {&first_round, &last_round, &first_player, &last_player})
        if (!*field)
            return field->error();
    a.first_round = *first_round;
    a.last_round = *last_round;
    a.first_player = *first_player;
    a.last_player = *last_player;
    if (a.last_round < a.first_round)
        return r.error(19, 21, "the last round comes before the first");
    if (a.last_player < a.first_player)
        return r.error(28, 31, "the last player comes before the first");
    h.accelerations.push_back(a);
    return std::nullopt;
}

// 260: forbidden pairings: rounds 5-7 to 9-11, two players or more from 13.
std::optional<Error> read_forbidden(const LineReader& r, Header& h) {
    ForbiddenPairs f;
    auto first_round = r.whole(5, 7, "the first round");
    if (!first_round)
        return first_round.error();
    auto last_round = r.whole(9, 11, "the last round");
    if (!last_round)
        return last_round.error();
    f.first_round = *first_round;
    f.last_round = *last_round;
    auto players = r.ranks(13);
    if (!players)
        return players.error();
    if (players->size() < 2)
        return r.error(18, 21, "a forbidden pairing needs two players or more");
    f.players = std::move(players.value());
    h.forbidden.push_back(std::move(f));
    return std::nullopt;
}

// A team's players from column `first`, 4 columns every 5, which count characters as the name
// before them does (UTF-8 names); 0000 or blank: no player.
std::optional<Error> read_team_players(const LineReader& r, std::size_t first, Team& team) {
    if (Columns(r.line).count() < first)
        return std::nullopt;
    const std::string line = std::string(Columns(r.line).get(first, 9999));
    for (std::size_t at = 0; at < line.size(); at += 5) {
        const std::string_view field = trim(std::string_view(line).substr(at, 4), field_pad);
        if (field.empty())
            continue;
        const auto rank = parse_integer(field, 0, 9999);
        if (!rank)
            return r.error(first + at, first + at + 3, "expected a player's starting rank");
        if (*rank > 0)
            team.players.push_back(static_cast<int>(*rank));
    }
    return std::nullopt;
}

std::string team_name(std::string_view field) {
    const std::string_view name = trim(field, field_pad);
    return is_utf8(name) ? std::string(name) : windows_1252_to_utf8(name);
}

// 310: a team: its pairing number in 5-7, its name in 9-40, its players from 74.
std::optional<Error> read_team(const LineReader& r, Header& h) {
    Team team;
    auto number = r.whole(5, 7, "the team's pairing number");
    if (!number)
        return number.error();
    team.number = *number;
    team.name = team_name(columns(r.line, 9, 40));
    if (auto error = read_team_players(r, 74, team))
        return error;
    h.teams.push_back(std::move(team));
    return std::nullopt;
}

// 013 (to be phased out, the same teams again when both are written): the name in 5-36, the
// players from 37, numbered in their order.
std::optional<Error> read_old_team(const LineReader& r, Header&) {
    Team team;
    team.name = team_name(columns(r.line, 5, 36));
    if (auto error = read_team_players(r, 37, team))
        return error;
    team.number = static_cast<int>(r.state.old_teams.size()) + 1;
    r.state.old_teams.push_back(std::move(team));
    return std::nullopt;
}

// 320: the pairing-allocated bye's team of each round, in 3 columns every 4 from 15; blank or 000:
// none.
std::optional<Error> read_team_byes(const LineReader& r, Header& h) {
    for (std::size_t at = 15; Columns(r.line).count() >= at; at += 4) {
        const std::string_view field = trim(Columns(r.line).get(at, at + 2), field_pad);
        const auto team = field.empty() ? std::optional<std::int64_t>(0) : parse_integer(field, 0, 999);
        if (!team)
            return r.error(at, at + 2, "expected a team's pairing number (000: none)");
        h.team_byes.push_back(static_cast<int>(*team));
    }
    return std::nullopt;
}

// 299: abnormal points: the assignment in 5, the points in 14-17, the round in 20-22 (blank: every
// round), the players from 24. A team event's 299 gives teams' match and game points: kept, not a
// player's points.
std::optional<Error> read_abnormal(const LineReader& r, Header& h) {
    if (r.state.team_event)
        return std::nullopt;
    AbnormalPoints a;
    const std::string_view type = columns(r.line, 5, 5);
    a.type = type.empty() ? ' ' : type[0];
    if (std::string_view("WDLFHZ+- ").find(a.type) == std::string_view::npos)
        return r.error(5, 5, std::string("unknown assignment '") + a.type + "' (W D L F H Z + - or blank)");
    const auto points = tenths_of(columns(r.line, 14, 17), true);
    if (!points)
        return r.error(14, 17, "expected points ([-]11.5)");
    a.points = *points;
    auto round = r.whole(20, 22, "the round", 0);
    if (!round)
        return round.error();
    a.round = *round;
    auto players = r.ranks(24);
    if (!players)
        return players.error();
    a.players = std::move(players.value());
    h.abnormal.push_back(std::move(a));
    return std::nullopt;
}

// The header codes Pendule reads, and whether each is one of TRF-2026's.
struct HeaderCode {
    std::string_view code;
    HeaderReader read;
    bool trf2026 = false;
};
constexpr HeaderCode header_codes[] = {
    {"142", read_rounds, true},
    {"XXR", read_rounds},
    {"152", read_initial_colour, true},
    {"XXC", read_xxc},
    {"162", read_162, true},
    {"BBW", read_bb_points},
    {"BBD", read_bb_points},
    {"BBL", read_bb_points},
    {"BBZ", read_bb_points},
    {"BBF", read_bb_points},
    {"BBU", read_bb_points},
    {"192", read_type, true},
    {"222", read_time_control, true},
    {"240", read_bye, true},
    {"250", read_acceleration, true},
    {"260", read_forbidden, true},
    {"310", read_team},
    {"013", read_old_team},
    {"320", read_team_byes},
    {"299", read_abnormal, true},
};

// A header line by its code; lines of other codes are not checked.
std::optional<Error> read_header_line(const LineReader& r, Header& h) {
    const std::string_view code = r.line.substr(0, 3);
    for (const HeaderCode& known : header_codes)
        if (known.code == code) {
            h.trf2026 = h.trf2026 || known.trf2026;
            return known.read(r, h);
        }
    return std::nullopt;
}

// The result code a 299 assignment of `type` replaces, as round blocks write it.
bool assignment_matches(char type, char code) {
    switch (type) {
    case 'W':
        return code == '1' || code == 'W';
    case 'D':
        return code == '=' || code == 'D';
    case 'L':
        return code == '0' || code == 'L';
    default:
        return code == type; // F H Z + -
    }
}

} // namespace

std::optional<std::string> Tournament::tournament_field(std::string_view code) const {
    for (const Line& line : lines)
        if (line.player < 0 && line.text.size() >= 3 && std::string_view(line.text).substr(0, 3) == code) {
            const std::string_view value = trim(std::string_view(line.text).substr(3), field_pad);
            return is_utf8(value) ? std::string(value) : windows_1252_to_utf8(value);
        }
    return std::nullopt;
}

const Player* Tournament::find(int rank) const {
    for (const Player& p : players)
        if (p.rank == rank)
            return &p;
    return nullptr;
}

Player* Tournament::find(int rank) {
    for (Player& p : players)
        if (p.rank == rank)
            return &p;
    return nullptr;
}

int Tournament::rounds() const {
    std::size_t n = 0;
    for (const Player& p : players)
        n = std::max(n, p.rounds.size());
    return static_cast<int>(n);
}

Result<Tournament> read(std::string_view text, const std::string& origin) {
    Tournament t;
    std::size_t number_of_line = 0;
    bool padding_seen = false;
    ReadState state;
    constexpr std::string_view bom = "\xEF\xBB\xBF"; // a UTF-8 file's mark, kept for the write-back
    if (text.starts_with(bom)) {
        t.byte_order_mark = true;
        text.remove_prefix(bom.size());
    }
    // A team event's byes and abnormal points (240, 299) may come before its teams (310, 013).
    for (const std::string_view code : {"\n310", "\r310", "\n013", "\r013"})
        state.team_event = state.team_event || text.find(code) != std::string_view::npos;
    state.team_event = state.team_event || text.starts_with("310") || text.starts_with("013");
    while (!text.empty()) {
        // A line ends in LF, CR LF or CR alone (the standard's "CR"); each keeps its own.
        const std::size_t end = text.find_first_of("\r\n");
        std::string_view line = text.substr(0, end);
        std::string ending;
        if (end == std::string_view::npos) {
            text = {};
        } else {
            const std::size_t length =
                text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1;
            ending = std::string(text.substr(end, length));
            text.remove_prefix(end + length);
        }
        ++number_of_line;
        if (line.size() >= 3 && line.substr(0, 3) == "001") {
            auto player = read_player(line, origin, number_of_line);
            if (!player)
                return player.error();
            if (t.find(player->rank))
                return fail("starting rank " + std::to_string(player->rank) + " appears twice",
                            where(origin, number_of_line, 5, 8));
            for (std::size_t i = 0; !padding_seen && i < player->rounds.size(); ++i) {
                const std::string_view field = Columns(line).get(92 + 10 * i, 95 + 10 * i);
                if (player->rounds[i].opponent > 0 && field.size() == 4 &&
                    (field[0] == '0' || field[0] == ' ')) {
                    t.zero_padded = field[0] == '0';
                    padding_seen = true;
                }
            }
            player->source = std::string(line);
            player->points_read = player->points;
            player->rounds_read = player->rounds;
            t.lines.push_back({static_cast<int>(t.players.size()), {}, ending});
            t.players.push_back(std::move(player.value()));
        } else {
            if (line.size() >= 3 && line.substr(0, 3) != "###")
                if (auto error = read_header_line(LineReader{line, origin, number_of_line, state}, t.header))
                    return *error;
            t.lines.push_back({-1, std::string(line), ending});
        }
    }
    if (t.players.empty())
        return fail("no player line (001) in the file", origin);
    if (t.header.teams.empty())
        t.header.teams = std::move(state.old_teams);
    if (state.team_event)
        t.header.byes.clear(); // the teams' byes, not the players'
    return t;
}

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

Result<std::optional<std::string>> time_control(const Tournament& t) {
    const std::string& control = t.header.time_control;
    if (control.empty())
        return std::optional<std::string>();
    if (control.find_first_of("WB-") != std::string::npos)
        return fail("222 gives White and Black different times ('" + control +
                    "'): a PGN TimeControl cannot say it");
    return std::optional<std::string>(control);
}

int PointSystem::points(char code, bool paired) const {
    switch (upper(code)) {
    case '1':
    case '+':
    case 'W':
    case 'F':
        return win;
    case 'U':
        return pairing_bye;
    case '=':
    case 'D':
    case 'H':
        return draw;
    case '0':
    case 'L':
        return loss;
    case '-':
        return forfeit_loss;
    case 'Z':
        return zero_bye;
    case ' ':
        return paired ? 0 : zero_bye;
    default:
        return 0;
    }
}

int cell_points(const Tournament& t, const Player& p, int round, const RoundEntry& r) {
    int value = t.header.points.points(r.result, r.opponent > 0);
    for (const AbnormalPoints& a : t.header.abnormal)
        if (a.type != ' ' && (a.round == 0 || a.round == round) &&
            assignment_matches(a.type, upper(r.result)) &&
            std::find(a.players.begin(), a.players.end(), p.rank) != a.players.end())
            value = a.points;
    return value;
}

namespace {

// A player's points in tenths over the rounds before `before_round` (every round when 0), under
// the file's point system (162) with its abnormal points (299): a penalty or bonus counts when it
// names no round or one of those rounds.
int points_before(const Tournament& t, const Player& p, int before_round) {
    const std::size_t rounds = before_round > 0
                                   ? std::min(p.rounds.size(), static_cast<std::size_t>(before_round - 1))
                                   : p.rounds.size();
    int tenths = 0;
    for (std::size_t i = 0; i < rounds; ++i) {
        tenths += cell_points(t, p, static_cast<int>(i) + 1, p.rounds[i]);
    }
    for (const AbnormalPoints& a : t.header.abnormal)
        if (a.type == ' ' && (before_round == 0 || a.round < before_round) &&
            std::find(a.players.begin(), a.players.end(), p.rank) != a.players.end())
            tenths += a.points; // a penalty or a bonus
    return tenths;
}

} // namespace

int counted_points(const Tournament& t, const Player& p) {
    return points_before(t, p, 0);
}

Result<RoundPairings> pairings(const Tournament& t, int round) {
    if (round < 1)
        return fail("the round must be 1 or more");
    const auto index = static_cast<std::size_t>(round - 1);
    // The score before the round under the file's point system (162) and its 299 lines, in tenths.
    const auto score_before = [round, &t](const Player& p) { return points_before(t, p, round); };
    RoundPairings out;
    struct Card {
        Pairing pairing;
        int high = 0;
        int sum = 0;
        int best_rank = 0;
        int match_first = 0, match_second = 0; // the two teams' numbers (0: not a team match)
        int match_score = 0;
        std::size_t board_in_match = 0;
    };
    std::vector<Card> cards;
    // A team event's players: their team and their place in its board order.
    std::map<int, std::pair<const Team*, std::size_t>> team_of;
    for (const Team& team : t.header.teams)
        for (std::size_t i = 0; i < team.players.size(); ++i)
            team_of.emplace(team.players[i], std::pair{&team, i});
    const auto team_score = [&](const Team& team) {
        int sum = 0;
        for (const int rank : team.players)
            if (const Player* member = t.find(rank))
                sum += score_before(*member);
        return sum;
    };
    for (const Player& p : t.players) {
        const RoundEntry entry = index < p.rounds.size() ? p.rounds[index] : RoundEntry{};
        if (entry.opponent == 0) {
            char code = entry.result == ' ' ? 'Z' : upper(entry.result);
            if (entry.result == ' ') // a bye asked for before the pairing (240)
                for (const Bye& bye : t.header.byes)
                    if (bye.round == round &&
                        std::find(bye.players.begin(), bye.players.end(), p.rank) != bye.players.end())
                        code = bye.type;
            const auto team = team_of.find(p.rank); // a team's pairing-allocated bye (320)
            if (entry.result == ' ' && team != team_of.end() && index < t.header.team_byes.size() &&
                t.header.team_byes[index] == team->second.first->number)
                code = 'U';
            out.unpaired.push_back({p.rank, code});
            continue;
        }
        const Player* opponent = t.find(entry.opponent);
        const std::string who = "round " + std::to_string(round) + ", player " + std::to_string(p.rank);
        if (!opponent)
            return fail("the opponent " + std::to_string(entry.opponent) + " has no player line", who);
        const RoundEntry back = index < opponent->rounds.size() ? opponent->rounds[index] : RoundEntry{};
        const char expected = entry.colour == 'w' ? 'b' : entry.colour == 'b' ? 'w' : '-';
        if (back.opponent != p.rank || back.colour != expected)
            return fail("player " + std::to_string(entry.opponent) + "'s round does not name " +
                            std::to_string(p.rank) + " as the opponent with the other colour",
                        who);
        if (entry.colour == '-') {
            // Paired without colours: a forfeit decided before any game (opponent, '-', '+' or '-').
            out.unpaired.push_back({p.rank, entry.result == ' ' ? 'Z' : upper(entry.result), opponent->rank});
            continue;
        }
        if (entry.colour != 'w')
            continue; // the pair is taken once, from White's line
        Card card;
        card.pairing = {0, p.rank, opponent->rank};
        const int a = score_before(p);
        const int b = score_before(*opponent);
        card.high = std::max(a, b);
        card.sum = a + b;
        card.best_rank = std::min(p.rank, opponent->rank);
        const auto white_team = team_of.find(p.rank);
        const auto black_team = team_of.find(opponent->rank);
        if (white_team != team_of.end() && black_team != team_of.end()) {
            const Team& x = *white_team->second.first;
            const Team& y = *black_team->second.first;
            card.match_first = std::min(x.number, y.number);
            card.match_second = std::max(x.number, y.number);
            card.match_score = team_score(x) + team_score(y);
            card.board_in_match = std::min(white_team->second.second, black_team->second.second);
        }
        cards.push_back(card);
    }
    // Individual events: the pairing cards' order. Team events: match by match, the matches of the
    // higher-scoring teams first (their players' points before the round), then by the first
    // team's pairing number; in a match, by board order (310 or 013). A board of players without a
    // team comes after the matches.
    std::stable_sort(cards.begin(), cards.end(), [](const Card& x, const Card& y) {
        if (x.match_first != y.match_first || x.match_second != y.match_second) {
            if ((x.match_first > 0) != (y.match_first > 0))
                return x.match_first > 0;
            if (x.match_score != y.match_score)
                return x.match_score > y.match_score;
            if (x.match_first != y.match_first)
                return x.match_first < y.match_first;
            return x.match_second < y.match_second;
        }
        if (x.board_in_match != y.board_in_match)
            return x.board_in_match < y.board_in_match;
        if (x.high != y.high)
            return x.high > y.high;
        if (x.sum != y.sum)
            return x.sum > y.sum;
        return x.best_rank < y.best_rank;
    });
    for (std::size_t i = 0; i < cards.size(); ++i) {
        cards[i].pairing.board = static_cast<int>(i) + 1;
        out.boards.push_back(cards[i].pairing);
    }
    return out;
}

std::optional<std::pair<char, char>> result_codes(std::string_view result) {
    if (result == "1-0")
        return std::pair{'1', '0'};
    if (result == "0-1")
        return std::pair{'0', '1'};
    if (result == "1/2-1/2" || result == "½-½")
        return std::pair{'=', '='};
    if (result == "+-" || result == "+--")
        return std::pair{'+', '-'};
    if (result == "-+" || result == "--+")
        return std::pair{'-', '+'};
    if (result == "0-0" || result == "--" || result == "---")
        return std::pair{'-', '-'};
    return std::nullopt;
}

namespace {

// Codes that score alike for a player's round: a cell that already holds one of them keeps its own
// letter when the same score is entered again ('W' for a win in less than one move stays 'W').
int score_class(char code) {
    switch (upper(code)) {
    case '1':
    case 'W':
        return 1;
    case '=':
    case 'D':
        return 2;
    case '0':
    case 'L':
        return 3;
    case '+':
        return 4;
    case '-':
        return 5;
    default:
        return 0;
    }
}

// `tenths` written as the file writes its points: "1.5" (or "1,5" in a file that writes a comma),
// a whole number without its decimal where the old value had none ("2" after "1"), and the old
// value's alignment in the four columns. An empty text when it does not fit them.
std::string points_like(std::string_view old_text, int tenths) {
    const char separator = old_text.find(',') != std::string_view::npos ? ',' : '.';
    std::string text = points_text(tenths);
    if (separator == ',')
        text[text.size() - 2] = ',';
    const bool whole_form = !old_text.empty() && old_text.find_first_of(".,") == std::string_view::npos;
    if ((whole_form || text.size() > 4) && tenths % 10 == 0)
        text.resize(text.size() - 2);
    return text.size() > 4 ? std::string() : text;
}

} // namespace

std::optional<Error> set_result(Tournament& t, int round, int white, int black, std::string_view result) {
    const auto codes = result_codes(result);
    if (!codes)
        return fail("unknown result '" + std::string(result) + "' (1-0, 0-1, 1/2-1/2, +-, -+, 0-0)");
    if (round < 1)
        return fail("the round must be 1 or more");
    const auto index = static_cast<std::size_t>(round - 1);
    Player* w = t.find(white);
    Player* b = t.find(black);
    if (!w || !b)
        return fail("no player with starting rank " + std::to_string(!w ? white : black));
    // Both cells and both points are worked out first, then written: a result whose points do not
    // fit leaves both lines as they were.
    struct Change {
        Player* player;
        RoundEntry entry;
        std::string points;
    };
    std::vector<Change> changes;
    struct Side {
        Player* player;
        int opponent;
        char colour, code;
    };
    for (const auto& [player, opponent, colour, code] :
         {Side{w, black, 'w', codes->first}, Side{b, white, 'b', codes->second}}) {
        const RoundEntry old = index < player->rounds.size() ? player->rounds[index] : RoundEntry{};
        RoundEntry entry{opponent, colour, code};
        if (old.opponent == opponent && old.colour == colour && score_class(old.result) == score_class(code))
            entry.result = old.result;
        std::string points = player->points;
        const int delta = cell_points(t, *player, round, entry) - cell_points(t, *player, round, old);
        if (delta != 0 && !points.empty()) { // a file without points keeps none
            points = points_like(points, *tenths_of(points, true) + delta);
            if (points.empty())
                return fail("player " + std::to_string(player->rank) + "'s points, " +
                            points_text(*tenths_of(player->points, true) + delta) +
                            ", do not fit the TRF's four columns (81-84)");
        }
        changes.push_back({player, entry, std::move(points)});
    }
    for (Change& c : changes) {
        if (c.player->rounds.size() <= index)
            c.player->rounds.resize(index + 1);
        c.player->rounds[index] = c.entry;
        c.player->points = std::move(c.points);
    }
    return std::nullopt;
}

std::optional<Error> check_write_back(const Tournament& t, std::string_view text, int round) {
    if (write(t) != text)
        return fail("the file would not be written back as it was read");
    auto boards = pairings(t, round);
    if (!boards)
        return boards.error();
    for (const std::string_view result : {"1-0", "0-1", "1/2-1/2", "+-", "-+", "0-0"}) {
        Tournament entered = t;
        for (const Pairing& p : boards->boards)
            if (auto error = set_result(entered, round, p.white, p.black, result))
                return fail(error->message + " (if " + std::string(result) + " were entered)",
                            "board " + std::to_string(p.board));
        const std::string written = write(entered);
        auto again = read(written, "the file written back");
        if (!again)
            return fail("the file written back with " + std::string(result) +
                        " on every board could not be read: " + again.error().text());
        const auto index = static_cast<std::size_t>(round - 1);
        for (const Pairing& p : boards->boards)
            for (const int rank : {p.white, p.black}) {
                const Player* before = entered.find(rank);
                const Player* after = again->find(rank);
                if (!after || after->rounds.size() <= index ||
                    after->rounds[index] != before->rounds[index] || after->points != before->points)
                    return fail("player " + std::to_string(rank) +
                                    "'s result would not read back as written (" + std::string(result) + ")",
                                "board " + std::to_string(p.board));
            }
    }
    return std::nullopt;
}

} // namespace pendule::io::trf
