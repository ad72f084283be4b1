#pragma once

// Material alone proves that a side can never checkmate (Laws 5.2.2, 6.9), in every position
// reachable from this one. Cheap enough to test at every node of a search.

#include "core/arbiter/wording.hpp"
#include "core/rules/position.hpp"
#include "core/rules/types.hpp"

namespace pendule::arbiter {

// Why `side` can never checkmate by material alone (in English and French, without the side's
// name first), or nullptr when material does not prove it:
// - only the king;
// - a king and one knight against a king and queens (no pawns, rooks, bishops or knights): the
//   mated king needs a blocker on a flight square that does not guard the knight's square, and a
//   queen next to the king always reaches it (by capture);
// - a king and bishops all on squares of one colour against an opponent without pawns, knights
//   or bishops of the other colour: the bishop checks along a diagonal through a diagonal
//   neighbour x of the mated king; of the two squares next to both the king and x (other colour),
//   the mating king covers at most one, so the other holds a blocker of the loser, a rook or a
//   queen (the only pieces that can stand there), which can capture on x or interpose there; it
//   cannot be pinned (no line through it holds a piece of the mating side), and two bishops of one
//   colour can never give double check.
const Phrase* material_cannot_mate(const rules::Position& position, rules::Color side);

} // namespace pendule::arbiter
