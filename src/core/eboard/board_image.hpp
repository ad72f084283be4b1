#pragma once

// What an e-board shows, as the rules see a position's pieces: the board's codes in its order
// (a8 first) turned into pieces by square (a1 first), for a board set either way round.

#include "core/eboard/dgt_protocol.hpp"
#include "core/rules/position.hpp"

#include <array>
#include <optional>
#include <string>

namespace pendule::eboard {

// The pieces by square (rules::Square: a1 = 0 ... h8 = 63); Piece::None for an empty square. A
// square holding something that is no chess piece (a magic piece) is Piece::None too, and counted
// apart (Placement::odd).
struct Placement {
    std::array<rules::Piece, 64> pieces{};
    int odd = 0;
    bool operator==(const Placement&) const = default;
};

// Which way round the board stands: its connector on White's left (as the board numbers its
// squares), or turned round (White plays from the other side: square i is reported as 63 - i).
enum class Orientation { connector_left, turned };

// The placement the board's codes show, read with the board standing `orientation`.
Placement placement_of(const BoardCodes& codes, Orientation orientation);
// The placement of a position (its pieces only: neither the side to move nor the rights).
Placement placement_of(const rules::Position& position);
// The board's square for a rules square, the board standing `orientation`.
int field_of(rules::Square square, Orientation orientation);

// The placement as the piece part of a FEN ("rnbqkbnr/pppppppp/8/..."), for messages and tests.
std::string placement_text(const Placement& placement);
// The board codes of a FEN's piece part, the board standing `orientation`; nothing when the text is
// not eight ranks of eight squares.
std::optional<BoardCodes> codes_of(std::string_view placement_fen, Orientation orientation);

} // namespace pendule::eboard
