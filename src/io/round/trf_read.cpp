// Reading a TRF file: its player lines, its header lines kept as read, what the tournament says.

#include "io/round/trf_detail.hpp"

#include <algorithm>

namespace pendule::io::trf {

using namespace detail;

namespace {

bool known_result(char code) {
    static constexpr std::string_view codes = "+-WDL1=0HFUZ ";
    return codes.find(upper(code)) != std::string_view::npos;
}

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

Result<std::optional<std::string>> time_control(const Tournament& t) {
    const std::string& control = t.header.time_control;
    if (control.empty())
        return std::optional<std::string>();
    if (control.find_first_of("WB-") != std::string::npos)
        return fail("222 gives White and Black different times ('" + control +
                    "'): a PGN TimeControl cannot say it");
    return std::optional<std::string>(control);
}

} // namespace pendule::io::trf
