// What a player's rounds are worth under the file's point system (162) and its abnormal points (299).

#include "io/round/trf_detail.hpp"

#include <algorithm>

namespace pendule::io::trf {

using namespace detail;

namespace {

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

int detail::points_before(const Tournament& t, const Player& p, int before_round) {
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

int counted_points(const Tournament& t, const Player& p) {
    return points_before(t, p, 0);
}

} // namespace pendule::io::trf
