#pragma once

// Which edition of the FIDE Laws of Chess the arbiter applies. Penalties and the automatic draws
// differ between editions, so every ruling names the edition it was taken under.

#include "core/result.hpp"

#include <string_view>

namespace pendule::arbiter {

enum class Edition {
    Laws2001, // the French seed text of the 1997/2001 era (incorrect claim: half the claimant's time)
    Laws2009, // Dresden 2008, in force 1 July 2009
    Laws2014, // in force 1 July 2014: automatic fivefold (consecutive) and 75-move draws
    Laws2018, // in force 1 January 2018: fivefold in any order
    Laws2023, // in force 1 January 2023 (default): 5.1.2, one-minute penalties in rapid and blitz
};

inline constexpr Edition default_edition = Edition::Laws2023;

// "2001", "2009", "2014", "2018", "2023".
std::string_view edition_name(Edition edition);

// Reads "2001", "2009", "2014", "2018" or "2023" (also "fide-2023", "laws2023", "FIDE 2023").
Result<Edition> parse_edition(std::string_view text);

// Laws 9.6 (since 2014): fivefold repetition and the 75-move rule end the game without a claim.
constexpr bool has_automatic_draws(Edition edition) {
    return edition >= Edition::Laws2014;
}

// Laws 2014 9.6.1 asked for five repetitions "by consecutive alternate moves"; since 2018 the five
// occurrences may come in any order.
constexpr bool fivefold_must_be_consecutive(Edition edition) {
    return edition == Edition::Laws2014;
}

// Laws 2023 5.1.2: a resignation in a position where the opponent cannot checkmate is a draw.
constexpr bool resignation_can_be_drawn(Edition edition) {
    return edition >= Edition::Laws2023;
}

// Laws 7.4.b (2009) and 7.5.5 (2014 on): the number of illegal moves by the same player that loses
// the game; 0 when the edition sets no fixed penalty (2001: the arbiter adjusts the clocks, 7.4).
constexpr int illegal_moves_that_lose(Edition edition) {
    switch (edition) {
    case Edition::Laws2001:
        return 0;
    case Edition::Laws2009:
        return 3;
    default:
        return 2;
    }
}

} // namespace pendule::arbiter
