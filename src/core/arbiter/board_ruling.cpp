#include "core/arbiter/board_ruling.hpp"

#include "core/arbiter/wording.hpp"
#include "core/clock/duration_text.hpp"

namespace pendule::arbiter {

ClockSetting setting_after(const ClockReading& reading, const ClockChange& change, int moves_change) {
    ClockSetting set;
    set.white_ms = reading.white_ms + change.white_ms;
    set.black_ms = reading.black_ms + change.black_ms;
    set.moves = reading.moves < 0 ? -1 : std::max(0, reading.moves + moves_change);
    return set;
}

BoardRuling illegal_move_at_board(Arbiter& arbiter, rules::Color offender, IllegalAction action,
                                  const ClockReading& reading, bool pressed, Millis increment_gained_ms,
                                  const rules::Position* reinstated, std::int64_t now,
                                  std::uint64_t node_budget) {
    const IllegalMoveRuling r = arbiter.illegal_move(reinstated, offender, action,
                                                     pressed ? increment_gained_ms : 0, now, node_budget);
    BoardRuling out;
    out.ruling = r.ruling;
    if (r.ruling.outcome == Outcome::Continues)
        out.set = setting_after(reading, r.ruling.clock, pressed ? -1 : 0);
    return out;
}

Result<BoardRuling> claim_at_board(Arbiter& arbiter, const rules::Game& game,
                                   std::optional<rules::Move> intended, const ClockReading& reading,
                                   std::int64_t now) {
    const rules::Color claimant = game.position().side_to_move();
    const Millis own = claimant == rules::Color::White ? reading.white_ms : reading.black_ms;
    const Millis other = claimant == rules::Color::White ? reading.black_ms : reading.white_ms;
    auto r = arbiter.claim(game, intended, own, other, now);
    if (!r)
        return r.error();
    BoardRuling out;
    out.ruling = r->ruling;
    if (!r->finding.valid && !r->finding.game_over)
        out.set = setting_after(reading, r->ruling.clock);
    const bool fifty_only = r->finding.article && r->finding.article->rfind("9.3", 0) == 0;
    if (!fifty_only && !r->finding.game_over)
        out.repetition = r->finding.repetition;
    return out;
}

namespace {

// 6.9 and 5.1.2 without the position: the loss, unless the opponent cannot checkmate.
BoardRuling without_position(rules::Color loser, const std::string& article, Text what) {
    BoardRuling out;
    out.ruling.article = article;
    out.ruling.outcome = Outcome::ArbiterDecides;
    out.ruling.words = std::move(what);
    out.ruling.words +=
        Text::msg(N_(" {winner} wins unless {player} cannot checkmate by any series of legal "
                     "moves (then a draw): without the position, the arbiter checks it."),
                  {{"winner", Text::capitalised(player(~loser))}, {"player", player(~loser)}});
    out.ruling.explanation = out.ruling.words.english();
    return out;
}

} // namespace

BoardRuling flag_at_board(Arbiter& arbiter, rules::Color flagged, const rules::Position* position,
                          std::int64_t now, std::uint64_t node_budget) {
    if (position)
        return {arbiter.flag_fall(*position, flagged, now, node_budget), std::nullopt, std::nullopt};
    BoardRuling out = without_position(
        flagged, "6.9", Text::msg(N_("The flag of {player} fell."), {{"player", of_player(flagged)}}));
    arbiter.note(now, out.ruling.article, out.ruling.explanation, {}, out.ruling.outcome);
    return out;
}

BoardRuling resignation_at_board(Arbiter& arbiter, rules::Color resigning, const rules::Position* position,
                                 std::int64_t now, std::uint64_t node_budget) {
    if (position)
        return {arbiter.resignation(*position, resigning, now, node_budget), std::nullopt, std::nullopt};
    if (!resignation_can_be_drawn(arbiter.edition())) // before 2023 the position does not matter
        return {arbiter.resignation(rules::Position::start(), resigning, now), std::nullopt, std::nullopt};
    BoardRuling out = without_position(
        resigning, "5.1.2",
        Text::msg(N_("{player} resigned."), {{"player", Text::capitalised(player(resigning))}}));
    arbiter.note(now, out.ruling.article, out.ruling.explanation, {}, out.ruling.outcome);
    return out;
}

namespace {

constexpr Millis two_minutes_ms = 120'000;
constexpr Millis five_seconds_ms = 5'000;

BoardRuling noted(Arbiter& arbiter, std::string article, Outcome outcome, Text words, std::int64_t now) {
    BoardRuling out;
    out.ruling.article = std::move(article);
    out.ruling.outcome = outcome;
    out.ruling.words = std::move(words);
    out.ruling.explanation = out.ruling.words.english();
    arbiter.note(now, out.ruling.article, out.ruling.explanation, {}, outcome);
    return out;
}

} // namespace

BoardRuling five_second_increment_at_board(Arbiter& arbiter, rules::Color requester,
                                           bool control_has_increment, const ClockReading& reading,
                                           std::int64_t now) {
    // Before 2014 a player short of time claimed a draw instead (10.2): III.4 does not exist.
    if (arbiter.edition() < Edition::Laws2014)
        return noted(arbiter, "III.4", Outcome::ArbiterDecides,
                     Text::msg(N_("The {laws} have no Guidelines III.4: a player short of time claims a draw "
                                  "under Article 10.2, which the arbiter decides."),
                               {{"laws", laws_of(arbiter.edition())}}),
                     now);
    const Millis own = requester == rules::Color::White ? reading.white_ms : reading.black_ms;
    if (control_has_increment)
        return noted(arbiter, "III.4", Outcome::Continues,
                     Text::msg(N_("Guidelines III.4 is for games without increment; this game has one: the "
                                  "request is refused and play goes on.")),
                     now);
    if (own >= two_minutes_ms)
        return noted(
            arbiter, "III.4", Outcome::Continues,
            Text::msg(N_("{player} has {time} left, not less than two minutes: the 5-second increment "
                         "cannot be requested yet (III.4); play goes on."),
                      {{"player", Text::capitalised(player(requester))},
                       {"time", Text::same(clock::format_clock(own))}}),
            now);
    BoardRuling out = noted(
        arbiter, "III.4", Outcome::Continues,
        Text::msg(N_("{player} asked for a 5-second increment for both players: a draw offer. Refused by "
                     "{opponent} and granted by the arbiter: from now on each move of either player adds "
                     "5 seconds, and {opponent} gets two extra minutes (III.4)."),
                  {{"player", Text::capitalised(player(requester))}, {"opponent", player(~requester)}}),
        now);
    ClockChange bonus;
    (requester == rules::Color::White ? bonus.black_ms : bonus.white_ms) = two_minutes_ms;
    out.ruling.clock = bonus;
    out.set = setting_after(reading, bonus);
    out.set->increment_ms = five_seconds_ms;
    return out;
}

BoardRuling time_correction_at_board(Arbiter& arbiter, const ClockReading& reading, const ClockSetting& set,
                                     const std::string& reason, std::int64_t now) {
    Text words =
        Text::msg(N_("The clock was set wrongly: the arbiter sets White {white}, Black {black} (6.10.2)."),
                  {{"white", Text::same(clock::format_clock(set.white_ms))},
                   {"black", Text::same(clock::format_clock(set.black_ms))}});
    if (set.moves >= 0)
        words +=
            Text::msg(N_(" The move counter: {moves}."), {{"moves", Text::same(std::to_string(set.moves))}});
    if (!reason.empty())
        words += Text::msg(N_(" Reason: {reason}"), {{"reason", Text::same(reason)}});
    BoardRuling out = noted(arbiter, "6.10.2", Outcome::Continues, std::move(words), now);
    out.ruling.clock = {set.white_ms - reading.white_ms, set.black_ms - reading.black_ms};
    out.set = set;
    return out;
}

} // namespace pendule::arbiter
