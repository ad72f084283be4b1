#include "core/arbiter/board_ruling.hpp"

#include "core/arbiter/wording.hpp"

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
                                  const rules::Position* reinstated, std::int64_t now) {
    const IllegalMoveRuling r =
        arbiter.illegal_move(reinstated, offender, action, pressed ? increment_gained_ms : 0, now);
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
                          std::int64_t now) {
    if (position)
        return {arbiter.flag_fall(*position, flagged, now), std::nullopt};
    BoardRuling out = without_position(
        flagged, "6.9", Text::msg(N_("The flag of {player} fell."), {{"player", of_player(flagged)}}));
    arbiter.note(now, out.ruling.article, out.ruling.explanation, {}, out.ruling.outcome);
    return out;
}

BoardRuling resignation_at_board(Arbiter& arbiter, rules::Color resigning, const rules::Position* position,
                                 std::int64_t now) {
    if (position)
        return {arbiter.resignation(*position, resigning, now), std::nullopt};
    if (!resignation_can_be_drawn(arbiter.edition())) // before 2023 the position does not matter
        return {arbiter.resignation(rules::Position::start(), resigning, now), std::nullopt};
    BoardRuling out = without_position(
        resigning, "5.1.2",
        Text::msg(N_("{player} resigned."), {{"player", Text::capitalised(player(resigning))}}));
    arbiter.note(now, out.ruling.article, out.ruling.explanation, {}, out.ruling.outcome);
    return out;
}

} // namespace pendule::arbiter
