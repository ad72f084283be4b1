// The header lines of a TRF file (142 rounds, 162 points, 240 byes, 310 teams...): one reader per
// code, found in a table.

#include "io/round/trf_detail.hpp"

#include <algorithm>

namespace pendule::io::trf::detail {

namespace {

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

} // namespace

std::optional<Error> read_header_line(const LineReader& r, Header& h) {
    const std::string_view code = r.line.substr(0, 3);
    for (const HeaderCode& known : header_codes)
        if (known.code == code) {
            h.trf2026 = h.trf2026 || known.trf2026;
            return known.read(r, h);
        }
    return std::nullopt;
}

} // namespace pendule::io::trf::detail
