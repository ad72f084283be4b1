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
// Also what real files hold where the meaning is plain: long algebraic with or without a hyphen
// or a capture mark (Ng1-f3, Ng1f3, e2-e4, e4xd5) and UCI (g1f3: the piece standing on g1),
// the king's two-square move from e1 / e8 as castling (e1g1, Ke1-g1, e8c8), o-o / o-o-o, UCI's
// lowercase promotion letters after the rank or '=' (d7d8r, b8=q; never a leading lowercase
// letter, which is a file), and an en passant mark (exd6 e.p., exd6e.p.; the move must be one).
// These are checked for legality and ambiguity like SAN.
// Errors start with "malformed:", "illegal:" or "ambiguous:" and say why, e.g.
// "ambiguous: Nbd2 or Nfd2", "illegal: the knight on g1 cannot reach e5". A null move ("--",
// "Z0") is "illegal:", a crazyhouse drop ("N@f3") "malformed:".
Result<Move> parse_san(const Position& pos, std::string_view text, Notation notation = Notation::English);

// parse_san's quick reading of the SAN that PGN files nearly always hold (an optional piece
// letter, file, rank and capture mark, the square, check marks, an annotation): the move when it
// names exactly one legal move, Move::none() when only parse_san can say (castling, promotion,
// long algebraic, a mark, an error). For readers of many moves; parse_san gives the same move.
Move parse_plain_san(const Position& pos, std::string_view text, Notation notation = Notation::English);

// Whether `text` is a null move, "--" or "Z0": a pass, which analysis programs write in
// variations. It is not a move of chess (Laws 1.2): parse_san refuses it.
bool is_null_move(std::string_view text);

// Whether `text` names a legal move when read in the other notation than `notation` (a French
// "Cf3" read as English): for a hint when it was refused.
bool reads_in_other_notation(const Position& pos, std::string_view text, Notation notation);

// The SAN of a legal move, with the least disambiguation needed and a + or # mark.
// An illegal move comes back in UCI form.
std::string to_san(const Position& pos, Move m, Notation notation = Notation::English);

} // namespace pendule::rules
