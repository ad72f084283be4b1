#include "io/round/round_ruling.hpp"

#include "core/arbiter/edition.hpp"
#include "core/arbiter/endings.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/san.hpp"

namespace pendule::io {

namespace {

std::optional<rules::Color> colour_named(const std::string& text) {
    if (text == "white")
        return rules::Color::White;
    if (text == "black")
        return rules::Color::Black;
    return std::nullopt;
}

// In a Chess960 round a score without a FEN tag starts from the round's start position,
// played as Chess960.
Result<rules::Game> game_of(const std::string& score, rules::Notation notation,
                            const std::optional<RoundVariant>& variant) {
    auto pgn = rules::read_pgn_game(score);
    if (!pgn)
        return fail("--score: " + pgn.error().text());
    if (variant && !pgn->start_fen())
        pgn->set_start(true, variant->fen);
    auto game = rules::Game::from_pgn(*pgn, notation, false);
    if (!game)
        return fail("--score: " + game.error().text());
    return std::move(game.value());
}

Result<arbiter::IllegalAction> action_named(const std::string& text) {
    if (text == "illegal-move" || text.empty())
        return arbiter::IllegalAction::IllegalMove;
    if (text == "promotion")
        return arbiter::IllegalAction::PromotionWithoutPiece;
    if (text == "clock-without-move")
        return arbiter::IllegalAction::ClockWithoutMove;
    if (text == "two-hands")
        return arbiter::IllegalAction::TwoHands;
    return fail("--action: unknown action '" + text + "'");
}

// The ruling itself, once the round's edition and cadence are known. `position`: the game's last
// position, or the one set up (nothing: not known).
Result<arbiter::BoardRuling> decide(const RoundState& round, const BoardQuestion& q,
                                    const clock::TimeControl& control, arbiter::Arbiter& arbiter,
                                    const std::optional<rules::Game>& game, const rules::Position* position,
                                    std::string& player_word, std::int64_t now, std::uint64_t node_budget) {
    const std::optional<rules::Color> player = colour_named(q.player);
    const rules::Notation notation = q.french ? rules::Notation::French : rules::Notation::English;
    if (q.question == "illegal") {
        if (!player)
            return fail("--player white|black: whose illegal action");
        auto action = action_named(q.action);
        if (!action)
            return action.error();
        // The board's earlier illegal moves by this player count (Laws 7.5.5).
        for (const RulingGiven& earlier : round.rulings)
            if (earlier.board == q.board && earlier.question == "illegal" && earlier.player == q.player)
                arbiter.count_illegal_move(*player);
        clock::Millis increment = 0;
        const auto& first = control.of(*player).front();
        if (first.bonus == clock::Bonus::Fischer)
            increment = first.bonus_ms;
        if (q.increment)
            increment = *q.increment;
        return arbiter::illegal_move_at_board(arbiter, *player, *action, q.reading, q.pressed, increment,
                                              position, now, node_budget);
    }
    if (q.question == "claim") {
        if (!game)
            return fail("--score: a claim needs the game score");
        std::optional<rules::Move> intended;
        if (!q.intended.empty()) {
            auto move = rules::parse_san(game->position(), q.intended, notation);
            if (!move)
                return fail("--intended " + q.intended + ": " + move.error().text());
            intended = *move;
        }
        player_word = game->position().side_to_move() == rules::Color::White ? "white" : "black";
        return arbiter::claim_at_board(arbiter, *game, intended, q.reading, now);
    }
    if (q.question == "flag" || q.question == "resignation") {
        if (!player)
            return fail("--player white|black: whose flag fell, or who resigned");
        return q.question == "flag"
                   ? arbiter::flag_at_board(arbiter, *player, position, now, node_budget)
                   : arbiter::resignation_at_board(arbiter, *player, position, now, node_budget);
    }
    if (q.question == "increment") {
        if (!player)
            return fail("--player white|black: who asks for the 5-second increment");
        bool has_increment = false;
        for (const rules::Color side : {rules::Color::White, rules::Color::Black})
            for (const clock::Period& period : control.of(side))
                has_increment = has_increment || (period.bonus != clock::Bonus::None && period.bonus_ms > 0);
        return arbiter::five_second_increment_at_board(arbiter, *player, has_increment, q.reading, now);
    }
    if (q.question == "correction") {
        if (!q.correction)
            return fail("--set-white-time and --set-black-time: a time correction needs the times to set");
        return arbiter::time_correction_at_board(arbiter, q.reading, *q.correction, q.reason, now);
    }
    return fail("--question: unknown question '" + q.question +
                "' (illegal, claim, flag, resignation, increment, correction)");
}

// What a question is ruled on: the round's edition and cadence, and the game or the position set up.
struct Prepared {
    arbiter::Edition edition{};
    clock::TimeControl control;
    std::optional<rules::Game> game;
    std::optional<rules::Position> set_up;
    const rules::Position* position() const { return game ? &game->position() : set_up ? &*set_up : nullptr; }
};

Result<Prepared> prepare(const RoundState& round, const BoardQuestion& q) {
    if (!round.board(q.board))
        return fail("round " + std::to_string(round.opened.round) + " has no board " +
                    std::to_string(q.board));
    auto edition = arbiter::parse_edition(round.opened.edition);
    auto control = clock::parse_pgn_time_control(round.opened.control);
    if (!edition || !control || control->kind != clock::ParsedTimeControl::Kind::Control)
        return fail("the round journal has no usable edition or time control ('" + round.opened.edition +
                    "', '" + round.opened.control + "'): open the round with round-open --control");
    Prepared out;
    out.edition = *edition;
    out.control = control->control;
    if (!q.score.empty()) {
        auto read =
            game_of(q.score, q.french ? rules::Notation::French : rules::Notation::English, round.variant);
        if (!read)
            return read.error();
        out.game = std::move(read.value());
    }
    if (!q.fen.empty()) {
        if (out.game)
            return fail(
                "--fen and --score are alternatives: the position set up, or the game that led to it");
        // A Chess960 round: the position set up is read with Chess960's castling (X-FEN, Shredder-FEN).
        auto read =
            rules::Position::from_fen(q.fen, rules::FenMaterial::Reachable,
                                      round.variant ? rules::FenRules::Chess960 : rules::FenRules::Standard);
        if (!read)
            return fail("--fen: " + read.error().text());
        out.set_up = std::move(read.value());
    }
    return out;
}

} // namespace

Result<std::optional<MateAnalysisNeeded>> analysis_needed(const RoundState& round, const BoardQuestion& q) {
    auto prepared = prepare(round, q);
    if (!prepared)
        return prepared.error();
    const rules::Position* position = prepared->position();
    if (q.question == "claim" && prepared->game) {
        // 9.2, 9.3: the judgement looks for a dead position along the game (5.2.2), as the clock's
        // claim does (Session::judge_claim): the plies that the quick budget leaves open wait.
        const rules::Game& game = *prepared->game;
        if (!q.intended.empty() &&
            !rules::parse_san(game.position(), q.intended,
                              q.french ? rules::Notation::French : rules::Notation::English))
            return std::optional<MateAnalysisNeeded>{}; // refused at once by rule_on_board, with why
        MateAnalysisNeeded needed(MateAnalysisNeeded::Kind::claim, game.position().side_to_move(),
                                  game.position());
        needed.dead_checks = arbiter::dead_positions_left_open(game);
        if (needed.dead_checks.empty())
            return std::optional<MateAnalysisNeeded>{};
        return std::optional<MateAnalysisNeeded>{std::move(needed)};
    }
    const std::optional<rules::Color> player = colour_named(q.player);
    if (!position || !player)
        return std::optional<MateAnalysisNeeded>{};
    using Kind = MateAnalysisNeeded::Kind;
    Kind kind = Kind::flag;
    if (q.question == "flag") {
        kind = Kind::flag;
    } else if (q.question == "resignation" && arbiter::resignation_can_be_drawn(prepared->edition)) {
        kind = Kind::resignation;
    } else if (q.question == "illegal") {
        // Loses only at the count that loses (Laws 7.5.5): the board's earlier ones by this player, and this
        // one.
        int count = 1;
        for (const RulingGiven& earlier : round.rulings)
            if (earlier.board == q.board && earlier.question == "illegal" && earlier.player == q.player)
                ++count;
        if (!action_named(q.action) ||
            !arbiter::illegal_move_penalty(prepared->edition, clock::classify(prepared->control), count)
                 .loses)
            return std::optional<MateAnalysisNeeded>{};
        kind = Kind::illegal;
    } else {
        return std::optional<MateAnalysisNeeded>{};
    }
    MateAnalysisNeeded needed(kind, *player, *position);
    // The quick budget first (as the clock's window: Session::wait_for_analysis), nodes not time,
    // so whether a ruling waits never depends on the machine's load.
    const auto quick = [&](rules::Color side) {
        return arbiter::can_checkmate(*position, side, arbiter::kQuickNodeBudget);
    };
    const arbiter::Verdict winner = quick(~needed.who);
    bool settled = winner != arbiter::Verdict::Unknown;
    if (needed.kind ==
        MateAnalysisNeeded::Kind::flag) // 6.9 asks the flagged side too when the opponent cannot mate
        settled = winner == arbiter::Verdict::Yes ||
                  (winner == arbiter::Verdict::No && quick(needed.who) != arbiter::Verdict::Unknown);
    if (settled)
        return std::optional<MateAnalysisNeeded>{};
    needed.white = needed.who == rules::Color::Black;
    needed.black = needed.who == rules::Color::White;
    return std::optional<MateAnalysisNeeded>{std::move(needed)};
}

std::string verdict_words(arbiter::Outcome outcome) {
    if (arbiter::is_result(outcome))
        return arbiter::outcome_text(outcome);
    return outcome == arbiter::Outcome::ArbiterDecides ? "the arbiter decides" : "the game goes on";
}

std::string clock_setting_words(const std::optional<arbiter::ClockSetting>& set) {
    if (!set)
        return "the clock: leave it as it is";
    std::string out = "set the clock to: White ";
    out += clock::format_clock(set->white_ms);
    out += ", Black ";
    out += clock::format_clock(set->black_ms);
    if (set->moves >= 0)
        out += ", move counter " + std::to_string(set->moves);
    if (set->increment_ms >= 0)
        out += ", increment " + clock::format_duration(set->increment_ms) + " for both";
    return out;
}

Result<DeskRuling> rule_on_board(const RoundState& round, const BoardQuestion& q, std::int64_t now,
                                 std::uint64_t node_budget) {
    auto prepared = prepare(round, q);
    if (!prepared)
        return prepared.error();
    const std::optional<rules::Game>& game = prepared->game;
    const rules::Position* position = prepared->position();
    const arbiter::Edition* edition = &prepared->edition;
    arbiter::Arbiter arbiter(*edition, clock::classify(prepared->control));
    std::string player_word = q.player;
    auto ruling = decide(round, q, prepared->control, arbiter, game, position, player_word, now, node_budget);
    if (!ruling)
        return ruling.error();
    DeskRuling out;
    out.ruling = std::move(ruling.value());
    RulingGiven& given = out.record;
    given.board = q.board;
    given.wall_ms = now;
    given.question = q.question;
    given.player = player_word;
    given.article = out.ruling.ruling.article;
    given.edition = std::string(arbiter::edition_name(*edition));
    given.verdict = verdict_words(out.ruling.ruling.outcome);
    given.explanation = out.ruling.ruling.explanation;
    if (position)
        given.position = position->fen();
    given.white_ms = q.reading.white_ms;
    given.black_ms = q.reading.black_ms;
    given.moves = q.reading.moves;
    if (out.ruling.set) {
        given.set_white_ms = out.ruling.set->white_ms;
        given.set_black_ms = out.ruling.set->black_ms;
        given.set_moves = out.ruling.set->moves;
        given.set_increment_ms = out.ruling.set->increment_ms;
    }
    return out;
}

} // namespace pendule::io
