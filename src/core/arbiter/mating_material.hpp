#pragma once

// "Can this side still checkmate by some series of legal moves?" (helpmate semantics), the question
// behind Laws 5.2.2 (dead position), 6.9 (flag fall), 7.5.5 (illegal move) and 5.1.2 (resignation).
//
// This is the interface the rest of the arbiter calls. The implementation here knows only the
// simple material rules that are sound in every position; a later, deeper analysis replaces the
// implementation behind the same declaration. It must never answer a wrong Yes or No: Unknown is
// always allowed.

#include "core/arbiter/wording.hpp"
#include "core/rules/position.hpp"
#include "core/rules/types.hpp"

#include <cstdint>
#include <string>

namespace pendule::arbiter {

enum class Verdict { Yes, No, Unknown };

// The work allowed for one question, in nodes: positions visited by the searches, the closure and
// the check chains together (the static analyses are bounded by themselves). Nodes, not time, so
// that an answer never depends on the machine's load. The default is the sum of the phases' own
// limits (unwinnability.hpp); beyond the budget the answer is Unknown: the arbiter decides.
// 11M: every side of the shared sets and of D3-Chess's 30,000 lichess positions decided at 18M
// is decided at 11M since the guided search tries White's progress moves first (the last one,
// Black in `2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w`, is lost at 10.5M); the sides that stay
// unknown spend it all, so it bounds the worst position.
inline constexpr std::uint64_t kDefaultNodeBudget = 11000000;
// A budget small enough to be asked on the window's loop (a few milliseconds at most): a ruling
// whose verdicts it settles needs no worker; the others are asked again with the default budget
// away from the loop (app/model/mate_worker.hpp). Nodes, so which rulings wait never depends on
// the machine's load.
inline constexpr std::uint64_t kQuickNodeBudget = 20000;

// "yes", "no", "unknown".
const char* verdict_name(Verdict verdict);

// Whether `side` can checkmate the opponent by any series of legal moves from `position`, the
// opponent cooperating (Laws 6.9 "by any possible series of legal moves"), within `node_budget`.
Verdict can_checkmate(const rules::Position& position, rules::Color side,
                      std::uint64_t node_budget = kDefaultNodeBudget);

// Forgets the answers remembered in this process, so that the next question is analysed afresh
// (benchmarks and tests that time or watch an analysis).
void forget_analyses();

// Laws 5.2.2: dead when neither side can checkmate. Yes only when both sides are No; No as soon as
// one side is Yes; Unknown otherwise.
Verdict is_dead_position(const rules::Position& position, std::uint64_t node_budget = kDefaultNodeBudget);

// Makes `verdict` the answer that can_checkmate (and the reason) give for `position`, `side` and
// `node_budget` from now on, in this process (a resumed game: the verdict the journal recorded
// stands). The reason is the analysis's own when it answers the same (it is asked if not
// remembered); otherwise a sentence saying the verdict is the one found when the game was played.
// Only the last few positions are remembered: ask right after settling.
void settle_verdict(const rules::Position& position, rules::Color side, Verdict verdict,
                    std::uint64_t node_budget = kDefaultNodeBudget);

// Why can_checkmate answered as it did, in English ("Black has only the king"); empty when Unknown.
// The analysis is the one can_checkmate made with the same budget (remembered, not repeated).
std::string mating_material_reason(const rules::Position& position, rules::Color side,
                                   std::uint64_t node_budget = kDefaultNodeBudget);
// The same as data, for any language (French "les Noirs n'ont que le roi").
Text mating_material_words(const rules::Position& position, rules::Color side,
                           std::uint64_t node_budget = kDefaultNodeBudget);

} // namespace pendule::arbiter
