#pragma once

// Standard Algebraic Notation (FIDE Handbook, Appendix C), in English or French piece letters.

#include "core/result.hpp"
#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <string>
#include <string_view>

namespace pendule::rules {

// English: K Q R B N. French: R (roi, king), D (dame, queen), T (tour, rook), F (fou, bishop),
// C (cavalier, knight). "R" is the king in French and the rook in English: the language must
// be known to read a move.
enum class Notation { English, French };

// The piece letter of a type in a notation ('N' / 'C' for a knight); pawns have none ('\0').
char piece_letter(PieceType t, Notation notation = Notation::English);

// Reads a SAN move and returns the legal move it names. Accepts disambiguation by file, rank or
// square (Nbd2, R1e2, Qh4e1), 'x' (optional), promotion as e8=Q or e8Q, castling O-O / O-O-O /
// 0-0 / 0-0-0, check and mate marks (+ # ++, not verified) and a final annotation (! ? !! ?? !? ?!).
// Errors start with "malformed:", "illegal:" or "ambiguous:" and say why, e.g.
// "ambiguous: Nbd2 or Nfd2", "illegal: the knight on g1 cannot reach e5".
Result<Move> parse_san(const Position& pos, std::string_view text, Notation notation = Notation::English);

// The SAN of a legal move, with the least disambiguation needed and a + or # mark.
// An illegal move comes back in UCI form.
std::string to_san(const Position& pos, Move m, Notation notation = Notation::English);

} // namespace pendule::rules
