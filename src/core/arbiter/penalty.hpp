#pragma once

// The clock penalties of the Laws, by edition, as pure functions of the remaining times. Every
// figure is a change in milliseconds: negative takes time away, positive adds time.

#include "core/arbiter/edition.hpp"
#include "core/arbiter/text.hpp"
#include "core/clock/clock_facts.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace pendule::arbiter {

using Millis = std::int64_t;

inline constexpr Millis one_minute_ms = 60'000;

// Laws A.1 / B.1: rapid and blitz games (base time + 60 x increment per player, see
// clock::classify) use the rapid-play penalties of the 2023 edition.
constexpr bool is_rapid_or_blitz(clock::GameSpeed speed) {
    return speed != clock::GameSpeed::Standard;
}

// Laws 9.5: the penalty for an incorrect claim under Article 9.2 or 9.3.
struct ClaimPenalty {
    // The change to the claimant's clock; nothing when it needs the claimant's remaining time and
    // that time is not known (2001: half of it, at most three minutes).
    std::optional<Millis> claimant_ms;
    Millis opponent_ms = 0;
    std::string article; // "9.5.b" (2001, 2009) or "9.5.3" (2014 on)
    std::string rule;    // the rule in words: "the opponent gets 2 min" (English)
    Text rule_words;     // the same as data, for any language (text.hpp)
};

// 2001: the claimant loses half the remaining time, at most 3 minutes, the opponent gets 3 minutes;
// 2009: opponent +3 min; 2014 / 2018: opponent +2 min; 2023: +2 min, +1 min in rapid and blitz.
ClaimPenalty incorrect_claim_penalty(Edition edition, clock::GameSpeed speed,
                                     std::optional<Millis> claimant_remaining_ms);

// Laws 7.4 (2001), 7.4.b (2009), 7.5.5 (2014 on): what a completed illegal move costs.
struct IllegalMovePenalty {
    Millis opponent_ms = 0;           // time given to the offender's opponent
    bool loses = false;               // the game is lost (drawn if the opponent cannot mate)
    bool arbiter_adjusts = false;     // 2001: no fixed penalty, the arbiter adjusts the clocks (6.13)
    bool take_back_increment = false; // rapid/blitz: the increment gained by the illegal press goes
    std::string article;
    std::string rule; // the rule in words (English)
    Text rule_words;  // the same as data, for any language (text.hpp)
};

// `count` is the number of completed illegal moves by this player, this one included (1 for the
// first). 2009: +2 min for each of the first two, the third loses. 2014 on: +2 min (2023 rapid and
// blitz: +1 min) for the first, the second loses.
IllegalMovePenalty illegal_move_penalty(Edition edition, clock::GameSpeed speed, int count);

// "2 min", "1 min 30 s", "0.5 s": a duration for people, exact to the millisecond.
std::string describe_duration(Millis ms);

} // namespace pendule::arbiter
