// A round's results written into the tournament, and the check that a file can take them back.

#include "io/round/trf_detail.hpp"

namespace pendule::io::trf {

using namespace detail;

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
