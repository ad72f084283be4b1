#include "app/common/view/board_view.hpp"

#include <algorithm>

namespace pendule::app {

using rules::Piece;
using rules::Square;

BoardGeometry BoardGeometry::fit(const Rect& area, bool flipped, bool labels) {
    BoardGeometry g;
    g.flipped = flipped;
    // 8 squares and, with labels, a third of a square on the left and below.
    const int side = std::max(0, std::min(area.w, area.h));
    g.square = labels ? side * 3 / 25 : side / 8;
    g.label = labels ? g.square / 3 : 0;
    const int whole = 8 * g.square + g.label;
    const int x = area.x + (area.w - whole) / 2 + g.label;
    const int y = area.y + (area.h - whole) / 2;
    g.board = {x, y, 8 * g.square, 8 * g.square};
    return g;
}

Rect BoardGeometry::square_rect(Square s) const {
    const int file = rules::file_of(s);
    const int rank = rules::rank_of(s);
    const int column = flipped ? 7 - file : file;
    const int row = flipped ? rank : 7 - rank;
    return {board.x + column * square, board.y + row * square, square, square};
}

std::optional<Square> BoardGeometry::square_at(int x, int y) const {
    if (square <= 0 || !board.contains(x, y))
        return std::nullopt;
    const int column = (x - board.x) / square;
    const int row = (y - board.y) / square;
    const int file = flipped ? 7 - column : column;
    const int rank = flipped ? row : 7 - row;
    return rules::make_square(file, rank);
}

Rect BoardGeometry::file_label(int file) const {
    const int column = flipped ? 7 - file : file;
    return {board.x + column * square, board.y + board.h, square, label};
}

Rect BoardGeometry::rank_label(int rank) const {
    const int row = flipped ? rank : 7 - rank;
    return {board.x - label, board.y + row * square, label, square};
}

Rect promotion_cell(const BoardGeometry& g, Square to, int index) {
    const Rect first = g.square_rect(to);
    // Towards the middle: down from the top row, up from the bottom one.
    const bool top = first.y == g.board.y;
    return {first.x, first.y + (top ? index : -index) * g.square, g.square, g.square};
}

std::optional<rules::PieceType> promotion_at(const BoardGeometry& g, Square to, int x, int y) {
    for (int i = 0; i < 4; ++i)
        if (promotion_cell(g, to, i).contains(x, y))
            return kPromotionPieces[static_cast<std::size_t>(i)];
    return std::nullopt;
}

PaletteGeometry PaletteGeometry::fit(const Rect& area) {
    PaletteGeometry p;
    p.cell = std::max(0, std::min(area.w / 7, area.h / 2));
    p.area = {area.x + (area.w - 7 * p.cell) / 2, area.y + (area.h - 2 * p.cell) / 2, 7 * p.cell, 2 * p.cell};
    return p;
}

Rect PaletteGeometry::cell_rect(int index) const {
    const int row = index < 7 ? 0 : 1;
    const int column = index < 7 ? index : index - 7;
    return {area.x + column * cell, area.y + row * cell, cell, cell};
}

std::optional<int> PaletteGeometry::cell_at(int x, int y) const {
    for (int i = 0; i < kPaletteCells; ++i)
        if (cell_rect(i).contains(x, y))
            return i;
    return std::nullopt;
}

Piece palette_piece(int index) {
    static constexpr rules::PieceType order[] = {rules::PieceType::King,   rules::PieceType::Queen,
                                                 rules::PieceType::Rook,   rules::PieceType::Bishop,
                                                 rules::PieceType::Knight, rules::PieceType::Pawn};
    if (index >= 0 && index < 6)
        return rules::make_piece(rules::Color::White, order[index]);
    if (index >= 7 && index < 13)
        return rules::make_piece(rules::Color::Black, order[index - 7]);
    return Piece::None;
}

BoardView board_view(const rules::Position& position, bool flipped) {
    BoardView view;
    view.flipped = flipped;
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<Square>(i);
        SquareView& square = view.squares[static_cast<std::size_t>(i)];
        square.piece = position.piece_on(s);
        square.light = (rules::file_of(s) + rules::rank_of(s)) % 2 == 1;
    }
    const rules::Bitboard kings = position.pieces(rules::PieceType::King);
    if (position.in_check() && kings != 0) {
        const Square king = position.king_square(position.side_to_move());
        if (rules::is_valid(king))
            view.squares[king].check = true;
    }
    return view;
}

BoardView board_view(const rules::Game& game, int ply, bool flipped) {
    ply = std::clamp(ply, 0, game.ply_count());
    BoardView view = board_view(game.position_at(ply), flipped);
    if (ply > 0) {
        const rules::Move last = game.moves()[static_cast<std::size_t>(ply - 1)];
        view.squares[last.from()].last_move = true;
        view.squares[last.to()].last_move = true;
    }
    return view;
}

BoardView board_view(const GameEntry& entry) {
    BoardView view = board_view(entry.position(), entry.flipped());
    const rules::Move last = entry.last_move();
    if (!last.is_none()) {
        view.squares[last.from()].last_move = true;
        view.squares[last.to()].last_move = true;
    }
    if (entry.selected() != rules::NoSquare) {
        view.squares[entry.selected()].selected = true;
        for (rules::Move m : entry.selected_moves())
            view.squares[m.to()].target = true;
    }
    if (const auto& pending = entry.pending_promotion()) {
        view.promotion_square = pending->to;
        view.promotion_side = pending->side;
    }
    return view;
}

} // namespace pendule::app
