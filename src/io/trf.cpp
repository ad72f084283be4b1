#include "io/trf.hpp"

#include "core/parse.hpp"

#include <algorithm>
#include <limits>

namespace pendule::io::trf {

namespace {

// What pads a TRF field: spaces only.
constexpr std::string_view field_pad = " ";

// Columns as the standard counts them (1-based, inclusive).
std::string_view columns(std::string_view line, std::size_t first, std::size_t last) {
    if (line.size() < first)
        return {};
    return line.substr(first - 1, std::min(last, line.size()) - first + 1);
}

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

Result<Player> read_player(std::string_view line, const std::string& origin, std::size_t number_of_line) {
    Player p;
    const auto rank = number(columns(line, 5, 8), -1);
    if (!rank || *rank < 1 || *rank > 9999)
        return fail("the starting rank must be a number from 1 to 9999", where(origin, number_of_line, 5, 8));
    p.rank = *rank;
    const std::string_view sex = columns(line, 10, 10);
    p.sex = sex.empty() ? ' ' : sex[0];
    p.title = std::string(trim(columns(line, 11, 13), field_pad));
    p.name = std::string(trim(columns(line, 15, 47), field_pad));
    const auto rating = number(columns(line, 49, 52));
    if (!rating)
        return fail("the rating must be a number", where(origin, number_of_line, 49, 52));
    p.rating = *rating;
    p.federation = std::string(trim(columns(line, 54, 56), field_pad));
    p.fide_id = std::string(trim(columns(line, 58, 68), field_pad));
    p.birth = std::string(trim(columns(line, 70, 79), field_pad));
    p.points = std::string(trim(columns(line, 81, 84), field_pad));
    const auto place = number(columns(line, 86, 89));
    if (!place)
        return fail("the rank must be a number", where(origin, number_of_line, 86, 89));
    p.place = *place;
    std::size_t first = 92;
    while (line.size() >= first) {
        const std::string_view block = columns(line, first, first + 7);
        if (trim(block, field_pad).empty() && line.size() < first + 10)
            break; // trailing blanks
        RoundEntry entry;
        const auto opponent = number(columns(line, first, first + 3));
        if (!opponent || *opponent > 9999)
            return fail("the opponent must be a starting rank (0000 or blank: none)",
                        where(origin, number_of_line, first, first + 3));
        entry.opponent = *opponent;
        const std::string_view colour = columns(line, first + 5, first + 5);
        entry.colour = colour.empty() || colour[0] == ' ' ? '-' : colour[0];
        if (entry.colour != 'w' && entry.colour != 'b' && entry.colour != '-')
            return fail(std::string("unknown colour '") + entry.colour + "' (w, b or -)",
                        where(origin, number_of_line, first + 5, first + 5));
        const std::string_view result = columns(line, first + 7, first + 7);
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

std::string write_player(const Player& p) {
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
        line += r.opponent > 0 ? four_digits(r.opponent) : "0000";
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

std::string points_text(int half) {
    return std::to_string(half / 2) + (half % 2 ? ".5" : ".0");
}

} // namespace

std::optional<std::string> Tournament::tournament_field(std::string_view code) const {
    for (const Line& line : lines)
        if (line.player < 0 && line.text.size() >= 3 && std::string_view(line.text).substr(0, 3) == code)
            return std::string(trim(std::string_view(line.text).substr(3), field_pad));
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
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number_of_line;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.size() >= 3 && line.substr(0, 3) == "001") {
            auto player = read_player(line, origin, number_of_line);
            if (!player)
                return player.error();
            if (t.find(player->rank))
                return fail("starting rank " + std::to_string(player->rank) + " appears twice",
                            where(origin, number_of_line, 5, 8));
            t.lines.push_back({static_cast<int>(t.players.size()), {}});
            t.players.push_back(std::move(player.value()));
        } else {
            t.lines.push_back({-1, std::string(line)});
        }
    }
    if (t.players.empty())
        return fail("no player line (001) in the file", origin);
    return t;
}

std::string write(const Tournament& t) {
    std::string out;
    for (const Tournament::Line& line : t.lines) {
        out += line.player >= 0 ? write_player(t.players[static_cast<std::size_t>(line.player)]) : line.text;
        out += '\n';
    }
    return out;
}

int half_points(char code) {
    switch (upper(code)) {
    case '1':
    case 'F':
    case 'U':
    case 'W':
    case '+':
        return 2;
    case '=':
    case 'D':
    case 'H':
        return 1;
    default:
        return 0;
    }
}

Result<RoundPairings> pairings(const Tournament& t, int round) {
    if (round < 1)
        return fail("the round must be 1 or more");
    const auto index = static_cast<std::size_t>(round - 1);
    const auto score_before = [index](const Player& p) {
        int half = 0;
        for (std::size_t i = 0; i < index && i < p.rounds.size(); ++i)
            half += half_points(p.rounds[i].result);
        return half;
    };
    RoundPairings out;
    struct Card {
        Pairing pairing;
        int high = 0;
        int sum = 0;
        int best_rank = 0;
    };
    std::vector<Card> cards;
    for (const Player& p : t.players) {
        const RoundEntry entry = index < p.rounds.size() ? p.rounds[index] : RoundEntry{};
        if (entry.opponent == 0) {
            out.unpaired.push_back({p.rank, entry.result == ' ' ? 'Z' : upper(entry.result)});
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
        if (entry.colour != 'w')
            continue; // the pair is taken once, from White's line
        Card card;
        card.pairing = {0, p.rank, opponent->rank};
        const int a = score_before(p);
        const int b = score_before(*opponent);
        card.high = std::max(a, b);
        card.sum = a + b;
        card.best_rank = std::min(p.rank, opponent->rank);
        cards.push_back(card);
    }
    std::stable_sort(cards.begin(), cards.end(), [](const Card& x, const Card& y) {
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

void recount_points(Tournament& t) {
    for (Player& p : t.players) {
        int half = 0;
        for (const RoundEntry& r : p.rounds)
            half += half_points(r.result);
        p.points = points_text(half);
    }
}

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
    const auto enter = [index](Player& player, int opponent, char colour, char code) {
        if (player.rounds.size() <= index)
            player.rounds.resize(index + 1);
        player.rounds[index] = {opponent, colour, code};
    };
    enter(*w, black, 'w', codes->first);
    enter(*b, white, 'b', codes->second);
    recount_points(t);
    return std::nullopt;
}

} // namespace pendule::io::trf
