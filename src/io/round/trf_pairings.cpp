// A round's pairings read from the players' round blocks, numbered in the order pairing programs print them.

#include "io/round/trf_detail.hpp"

#include <algorithm>
#include <map>

namespace pendule::io::trf {

using namespace detail;

namespace {

// A board before it is numbered, with what places it among the others.
struct Card {
    Pairing pairing;
    int high = 0;
    int sum = 0;
    int best_rank = 0;
    int match_first = 0, match_second = 0; // the two teams' numbers (0: not a team match)
    int match_score = 0;
    std::size_t board_in_match = 0;
};

// A team event's players: their team and their place in its board order.
using TeamIndex = std::map<int, std::pair<const Team*, std::size_t>>;

TeamIndex index_teams(const Tournament& t) {
    TeamIndex team_of;
    for (const Team& team : t.header.teams)
        for (std::size_t i = 0; i < team.players.size(); ++i)
            team_of.emplace(team.players[i], std::pair{&team, i});
    return team_of;
}

// A cell's code as the file writes it, 'Z' for a blank one.
char cell_code(const RoundEntry& entry) {
    return entry.result == ' ' ? 'Z' : upper(entry.result);
}

// What reading one round asks of the whole tournament.
struct RoundReader {
    const Tournament& t;
    int round;
    std::size_t index; // the round's place in a player's round blocks
    TeamIndex team_of;

    RoundEntry entry_of(const Player& p) const {
        return index < p.rounds.size() ? p.rounds[index] : RoundEntry{};
    }

    // The score before the round under the file's point system (162) and its 299 lines, in tenths.
    int score_before(const Player& p) const { return points_before(t, p, round); }

    int team_score(const Team& team) const {
        int sum = 0;
        for (const int rank : team.players)
            if (const Player* member = t.find(rank))
                sum += score_before(*member);
        return sum;
    }

    // The code of a player without an opponent in the round.
    char unpaired_code(const Player& p, const RoundEntry& entry) const {
        char code = cell_code(entry);
        if (entry.result == ' ') // a bye asked for before the pairing (240)
            for (const Bye& bye : t.header.byes)
                if (bye.round == round &&
                    std::find(bye.players.begin(), bye.players.end(), p.rank) != bye.players.end())
                    code = bye.type;
        const auto team = team_of.find(p.rank); // a team's pairing-allocated bye (320)
        if (entry.result == ' ' && team != team_of.end() && index < t.header.team_byes.size() &&
            t.header.team_byes[index] == team->second.first->number)
            code = 'U';
        return code;
    }

    // The opponent's line must name the player back, with the other colour.
    std::optional<Error> check_opponent(const Player& p, const RoundEntry& entry,
                                        const Player* opponent) const {
        const std::string who = "round " + std::to_string(round) + ", player " + std::to_string(p.rank);
        if (!opponent)
            return fail("the opponent " + std::to_string(entry.opponent) + " has no player line", who);
        const RoundEntry back = entry_of(*opponent);
        const char expected = entry.colour == 'w' ? 'b' : entry.colour == 'b' ? 'w' : '-';
        if (back.opponent != p.rank || back.colour != expected)
            return fail("player " + std::to_string(entry.opponent) + "'s round does not name " +
                            std::to_string(p.rank) + " as the opponent with the other colour",
                        who);
        return std::nullopt;
    }

    Card card(const Player& white, const Player& black) const {
        Card card;
        card.pairing = {0, white.rank, black.rank};
        const int a = score_before(white);
        const int b = score_before(black);
        card.high = std::max(a, b);
        card.sum = a + b;
        card.best_rank = std::min(white.rank, black.rank);
        const auto white_team = team_of.find(white.rank);
        const auto black_team = team_of.find(black.rank);
        if (white_team != team_of.end() && black_team != team_of.end()) {
            const Team& x = *white_team->second.first;
            const Team& y = *black_team->second.first;
            card.match_first = std::min(x.number, y.number);
            card.match_second = std::max(x.number, y.number);
            card.match_score = team_score(x) + team_score(y);
            card.board_in_match = std::min(white_team->second.second, black_team->second.second);
        }
        return card;
    }
};

// Individual events: the pairing cards' order. Team events: match by match, the matches of the
// higher-scoring teams first (their players' points before the round), then by the first team's
// pairing number; in a match, by board order (310 or 013). A board of players without a team comes
// after the matches.
bool comes_first(const Card& x, const Card& y) {
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
}

} // namespace

Result<RoundPairings> pairings(const Tournament& t, int round) {
    if (round < 1)
        return fail("the round must be 1 or more");
    const RoundReader reader{t, round, static_cast<std::size_t>(round - 1), index_teams(t)};
    RoundPairings out;
    std::vector<Card> cards;
    for (const Player& p : t.players) {
        const RoundEntry entry = reader.entry_of(p);
        if (entry.opponent == 0) {
            out.unpaired.push_back({p.rank, reader.unpaired_code(p, entry)});
            continue;
        }
        const Player* opponent = t.find(entry.opponent);
        if (auto error = reader.check_opponent(p, entry, opponent))
            return *error;
        // Paired without colours: a forfeit decided before any game (opponent, '-', '+' or '-').
        if (entry.colour == '-')
            out.unpaired.push_back({p.rank, cell_code(entry), opponent->rank});
        else if (entry.colour == 'w') // the pair is taken once, from White's line
            cards.push_back(reader.card(p, *opponent));
    }
    std::stable_sort(cards.begin(), cards.end(), comes_first);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        cards[i].pairing.board = static_cast<int>(i) + 1;
        out.boards.push_back(cards[i].pairing);
    }
    return out;
}

} // namespace pendule::io::trf
