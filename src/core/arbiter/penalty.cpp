#include "core/arbiter/penalty.hpp"

#include "core/arbiter/wording.hpp"

#include <algorithm>

namespace pendule::arbiter {

ClaimPenalty incorrect_claim_penalty(Edition edition, clock::GameSpeed speed,
                                     std::optional<Millis> claimant_remaining_ms) {
    ClaimPenalty penalty;
    switch (edition) {
    case Edition::Laws2001: {
        // Laws 9.5.b (2001 seed text): half the claimant's remaining time, at most three minutes,
        // is taken away; three minutes are added to the opponent.
        penalty.article = "9.5.b";
        penalty.opponent_ms = 3 * one_minute_ms;
        if (claimant_remaining_ms) {
            const Millis half = std::max<Millis>(*claimant_remaining_ms, 0) / 2;
            penalty.claimant_ms = -std::min(half, 3 * one_minute_ms);
        }
        penalty.rule_words = Text::msg(
            N_("the claimant loses half the remaining time (at most 3 min), the opponent gets 3 min"));
        penalty.rule = penalty.rule_words.english();
        return penalty;
    }
    case Edition::Laws2009:
        // Laws 9.5.b (2009): three minutes are added to the opponent's time.
        penalty.article = "9.5.b";
        penalty.opponent_ms = 3 * one_minute_ms;
        break;
    case Edition::Laws2014:
    case Edition::Laws2018:
        // Laws 9.5.3: two minutes are added to the opponent's time.
        penalty.article = "9.5.3";
        penalty.opponent_ms = 2 * one_minute_ms;
        break;
    case Edition::Laws2023:
        // Laws 9.5.3, and Appendices A and B (2023): one minute instead of two in rapid and blitz.
        penalty.article = "9.5.3";
        penalty.opponent_ms = is_rapid_or_blitz(speed) ? one_minute_ms : 2 * one_minute_ms;
        break;
    }
    penalty.claimant_ms = 0;
    penalty.rule_words =
        Text::msg(N_("the opponent gets {duration}"), {{"duration", duration_text(penalty.opponent_ms)}});
    penalty.rule = penalty.rule_words.english();
    return penalty;
}

IllegalMovePenalty illegal_move_penalty(Edition edition, clock::GameSpeed speed, int count) {
    IllegalMovePenalty penalty;
    const int losing_count = illegal_moves_that_lose(edition);
    switch (edition) {
    case Edition::Laws2001:
        // Laws 7.4 (2001): the position is reinstated and the clocks are adjusted by the arbiter
        // (6.13); the edition sets no fixed penalty.
        penalty.article = "7.4";
        penalty.arbiter_adjusts = true;
        penalty.rule_words = Text::msg(N_("no fixed penalty: the arbiter adjusts the clocks (6.13)"));
        penalty.rule = penalty.rule_words.english();
        return penalty;
    case Edition::Laws2009:
        penalty.article = "7.4.b";
        break;
    default:
        penalty.article = "7.5.5";
        // Arbiters' Manual, rapid and blitz: the increment earned by the illegal press is removed.
        penalty.take_back_increment = is_rapid_or_blitz(speed);
        break;
    }
    if (count >= losing_count) {
        penalty.loses = true;
        penalty.rule_words = Text::msg(N_("illegal move number {count} by the same player loses the game"),
                                       {{"count", Text::same(std::to_string(count))}});
        penalty.rule = penalty.rule_words.english();
        return penalty;
    }
    const bool one_minute = edition == Edition::Laws2023 && is_rapid_or_blitz(speed);
    penalty.opponent_ms = one_minute ? one_minute_ms : 2 * one_minute_ms;
    penalty.rule_words = Text::msg(
        N_("illegal move number {count}: the opponent gets {duration}; illegal move number {losing} loses"),
        {{"count", Text::same(std::to_string(count))},
         {"duration", duration_text(penalty.opponent_ms)},
         {"losing", Text::same(std::to_string(losing_count))}});
    penalty.rule = penalty.rule_words.english();
    return penalty;
}

std::string describe_duration(Millis ms) {
    std::string sign = ms < 0 ? "-" : "";
    Millis rest = ms < 0 ? -ms : ms;
    const Millis minutes = rest / one_minute_ms;
    rest %= one_minute_ms;
    const Millis seconds = rest / 1000;
    const Millis millis = rest % 1000;
    std::string text;
    if (minutes > 0)
        text += std::to_string(minutes) + " min";
    if (seconds > 0 || millis > 0) {
        if (!text.empty())
            text += ' ';
        text += std::to_string(seconds);
        if (millis > 0) {
            std::string frac = std::to_string(1000 + millis).substr(1);
            while (frac.back() == '0')
                frac.pop_back();
            text += "." + frac;
        }
        text += " s";
    }
    if (text.empty())
        text = "0 s";
    return sign + text;
}

} // namespace pendule::arbiter
