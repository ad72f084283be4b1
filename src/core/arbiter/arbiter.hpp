#pragma once

// The arbiter of one game: it applies one edition of the Laws at one game speed, counts each
// player's illegal moves, and records every ruling in its decision log. Pure: time comes in as
// `now` (milliseconds from the injected time source), results come back as values.

#include "core/arbiter/claims.hpp"
#include "core/arbiter/decision_log.hpp"
#include "core/arbiter/edition.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/arbiter/penalty.hpp"
#include "core/arbiter/wording.hpp"
#include "core/clock/clock_facts.hpp"

#include <array>
#include <optional>
#include <string>

namespace pendule::arbiter {

// A ruling that ends or continues the game, with what it did to the clocks.
struct Ruling {
    Outcome outcome = Outcome::Continues;
    std::string article;
    ClockChange clock;
    std::string explanation; // in English: the decision log's, the CLI's
    Text words;              // the same as data, for the window's language (text.hpp)
};

struct ClaimRuling {
    ClaimFinding finding;
    // Laws 9.5: the penalty of an incorrect claim in a game that goes on; nothing otherwise.
    std::optional<ClaimPenalty> penalty;
    Ruling ruling;
    // The remaining times after the penalty, when they were given.
    std::optional<Millis> claimant_after_ms;
    std::optional<Millis> opponent_after_ms;
};

// What the arbiter saw (Laws 7.5.1 to 7.5.4): each is penalised as an illegal move.
enum class IllegalAction {
    IllegalMove,           // 7.5.1: an illegal move completed by pressing the clock
    PromotionWithoutPiece, // 7.5.2: a pawn on the last rank without a new piece (it becomes a queen)
    ClockWithoutMove,      // 7.5.3: the clock pressed without a move
    TwoHands,              // 7.5.4: a move made with two hands
};

struct IllegalMoveRuling {
    IllegalMovePenalty penalty;
    Ruling ruling;
    int count = 0; // this player's completed illegal moves, this one included
};

class Arbiter {
  public:
    Arbiter(Edition edition, clock::GameSpeed speed) : edition_(edition), speed_(speed) {}

    Edition edition() const { return edition_; }
    clock::GameSpeed speed() const { return speed_; }
    const DecisionLog& log() const { return log_; }
    int illegal_moves_by(rules::Color side) const {
        return illegal_moves_[static_cast<std::size_t>(rules::index(side))];
    }

    // The arbiter is the one authority for the game's decision log and offence counts: the window
    // shows them and the journal records them from here, and keeps no copy of its own.
    // An action of the arbiter that is not one of the rulings below (a clock correction, a pause,
    // III.4, a result declared, an undo), recorded as it was done.
    void note(std::int64_t now, std::string article, std::string reason, std::string shown = {},
              Outcome outcome = Outcome::Continues);
    // The window's wording of the decision just recorded (a ruling below records its English).
    void amend_last(std::string reason, std::string shown);
    // Counts a completed illegal move of `offender` (Laws 7.5.5) and returns this player's count.
    int count_illegal_move(rules::Color offender);
    // Takes back the last counted illegal move of `offender` (the arbiter's undo).
    void withdraw_illegal_move(rules::Color offender);

    // Laws 9.2, 9.3, 9.5: the player to move at the end of `game` claims a draw, with the
    // written move `intended` or on the board. The remaining times, when known, let the 2001
    // penalty (half the claimant's time) be computed and the new times be given.
    Result<ClaimRuling> claim(const rules::Game& game, std::optional<rules::Move> intended,
                              std::optional<Millis> claimant_remaining_ms,
                              std::optional<Millis> opponent_remaining_ms, std::int64_t now);

    // Laws 7.5 (7.4 before 2014): `offender` completed an illegal action; `reinstated` is the
    // position before it (7.5.1), in which play resumes. `increment_gained_ms` is what the
    // offender's press added to their clock (taken back in rapid and blitz).
    IllegalMoveRuling illegal_move(const rules::Position& reinstated, rules::Color offender,
                                   IllegalAction action, Millis increment_gained_ms, std::int64_t now);
    // The same when the position is not known (the arbiter's desk with no game score): a losing
    // illegal move then leaves it to the arbiter to check whether the opponent can checkmate.
    // `node_budget`: the can-checkmate question's of a losing illegal move (mating_material.hpp).
    IllegalMoveRuling illegal_move(const rules::Position* reinstated, rules::Color offender,
                                   IllegalAction action, Millis increment_gained_ms, std::int64_t now,
                                   std::uint64_t node_budget = kDefaultNodeBudget);

    // Laws 6.9: the flag of `flagged` has fallen in `position`. `node_budget`: each can-checkmate
    // question's (mating_material.hpp).
    Ruling flag_fall(const rules::Position& position, rules::Color flagged, std::int64_t now,
                     std::uint64_t node_budget = kDefaultNodeBudget);

    // Laws 5.1.2: `resigning` resigns in `position` (2023: a draw if the opponent cannot checkmate).
    Ruling resignation(const rules::Position& position, rules::Color resigning, std::int64_t now,
                       std::uint64_t node_budget = kDefaultNodeBudget);

    // The automatic ending of `game` (5.1.1, 5.2.1, 5.2.2, 9.6), recorded, or nothing.
    std::optional<Ruling> automatic_ending(const rules::Game& game, std::int64_t now);

  private:
    void record(const Ruling& ruling, std::int64_t now);

    Edition edition_;
    clock::GameSpeed speed_;
    DecisionLog log_;
    std::array<int, 2> illegal_moves_{};
};

// The outcome when `loser` would lose but the opponent's mating chances decide (6.9, 7.5.5, 5.1.2):
// a win for the opponent when it can mate, a draw when it cannot, the arbiter's decision when unknown.
// `why` says so (as data: text.hpp). Beyond `node_budget` (mating_material.hpp) the question is
// unknown and the arbiter decides.
Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser, Text& why,
                                         std::uint64_t node_budget = kDefaultNodeBudget);
// The same, in English only.
Outcome loss_unless_opponent_cannot_mate(const rules::Position& position, rules::Color loser,
                                         std::string& why);

} // namespace pendule::arbiter
