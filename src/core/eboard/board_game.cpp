#include "core/eboard/board_game.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace pendule::eboard {

namespace {

using rules::Color;
using rules::Piece;
using rules::PieceType;
using rules::Square;

// What the board's pieces say about one move of the side to move.
struct Shape {
    Square from = rules::NoSquare;
    Square to = rules::NoSquare;
    Piece placed = Piece::None; // what stands on `to` after it
    bool castling = false;
    bool kingside = false;
    Square rook = rules::NoSquare; // a castling's rook
};

// The squares where the two placements differ.
std::vector<Square> changed(const Placement& a, const Placement& b) {
    std::vector<Square> out;
    for (int s = 0; s < 64; ++s)
        if (a.pieces[static_cast<std::size_t>(s)] != b.pieces[static_cast<std::size_t>(s)])
            out.push_back(Square(s));
    return out;
}

// One piece of the side to move from a square to another, on an empty square or an opposing piece
// but the king; a pawn on the last rank replaced by a piece of its colour.
std::optional<Shape> piece_move(const rules::Position& before, const Placement& after) {
    const Placement was = placement_of(before);
    const auto squares = changed(was, after);
    if (squares.size() != 2)
        return std::nullopt;
    const Color us = before.side_to_move();
    for (const bool first_is_from : {true, false}) {
        const Square from = first_is_from ? squares[0] : squares[1];
        const Square to = first_is_from ? squares[1] : squares[0];
        const Piece mover = before.piece_on(from);
        const Piece target = before.piece_on(to);
        const Piece placed = after.pieces[to];
        if (mover == Piece::None || rules::color_of(mover) != us || after.pieces[from] != Piece::None)
            continue;
        // A king's move looks like one: a step, or two squares along its first rank (a castling
        // begun with it). A king put further is no move: the kings put in the centre to give the
        // result are the usual case.
        if (rules::type_of(mover) == PieceType::King) {
            const int files = std::abs(rules::file_of(to) - rules::file_of(from));
            const int ranks = std::abs(rules::rank_of(to) - rules::rank_of(from));
            const bool castling =
                ranks == 0 && files == 2 && rules::rank_of(from) == rules::relative_rank(us, 0);
            if (std::max(files, ranks) != 1 && !castling)
                continue;
        }
        if (target != Piece::None &&
            (rules::color_of(target) == us || rules::type_of(target) == PieceType::King))
            continue;
        bool fits = placed == mover;
        if (rules::type_of(mover) == PieceType::Pawn && rules::relative_rank(us, rules::rank_of(to)) == 7)
            fits = placed != Piece::None && rules::color_of(placed) == us &&
                   rules::type_of(placed) != PieceType::King;
        if (fits)
            return Shape{from, to, placed};
    }
    return std::nullopt;
}

// The king and a rook of the side to move on their first rank, put where castling with that rook
// puts them (the king on the g or c file, the rook on the f or d file).
std::optional<Shape> castling_shape(const rules::Position& before, const Placement& after) {
    const Color us = before.side_to_move();
    const Square king = before.king_square(us);
    const int rank = rules::relative_rank(us, 0);
    if (rules::rank_of(king) != rank)
        return std::nullopt;
    const Piece our_king = rules::make_piece(us, PieceType::King);
    const Piece our_rook = rules::make_piece(us, PieceType::Rook);
    const Placement was = placement_of(before);
    for (int file = 0; file < 8; ++file) {
        const Square rook = rules::make_square(file, rank);
        if (before.piece_on(rook) != our_rook)
            continue;
        const bool kingside = file > rules::file_of(king);
        const Square king_to = rules::make_square(kingside ? 6 : 2, rank);
        const Square rook_to = rules::make_square(kingside ? 5 : 3, rank);
        Placement castled = was;
        castled.pieces[king] = Piece::None;
        castled.pieces[rook] = Piece::None;
        // The squares they land on were empty, or theirs (Chess960).
        if (castled.pieces[king_to] != Piece::None || castled.pieces[rook_to] != Piece::None)
            continue;
        castled.pieces[king_to] = our_king;
        castled.pieces[rook_to] = our_rook;
        if (castled == after && castled != was)
            return Shape{king, king_to, our_king, true, kingside, rook};
    }
    return std::nullopt;
}

char letter(Piece piece) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(rules::piece_char(piece))));
}

std::string text_of(const rules::Position& before, const Shape& shape) {
    if (shape.castling)
        return shape.kingside ? "O-O" : "O-O-O";
    const Piece mover = before.piece_on(shape.from);
    std::string text;
    if (rules::type_of(mover) != PieceType::Pawn)
        text += letter(mover);
    text += rules::square_name(shape.from);
    text += before.piece_on(shape.to) != Piece::None ? 'x' : '-';
    text += rules::square_name(shape.to);
    if (shape.placed != mover) {
        text += '=';
        text += letter(shape.placed);
    }
    return text;
}

// The castling field after the move: the rights of a king that moved, and of a rook that moved or
// was taken, dropped; the others kept (Shredder's file letters in Chess960, where they are always
// unambiguous).
std::string castling_after(const rules::Position& before, const Shape& shape) {
    std::string field;
    const Color us = before.side_to_move();
    for (const rules::CastlingRights right :
         {rules::kWhiteKingside, rules::kWhiteQueenside, rules::kBlackKingside, rules::kBlackQueenside}) {
        const Square rook = before.castling_rook(right);
        if (rook == rules::NoSquare || rook == shape.from || rook == shape.to || rook == shape.rook)
            continue;
        const bool white = right == rules::kWhiteKingside || right == rules::kWhiteQueenside;
        if ((white ? Color::White : Color::Black) == us && shape.from == before.king_square(us))
            continue;
        char c = 0;
        if (before.is_chess960())
            c = static_cast<char>('a' + rules::file_of(rook));
        else
            c = right == rules::kWhiteKingside || right == rules::kBlackKingside ? 'k' : 'q';
        field += white ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    }
    return field.empty() ? "-" : field;
}

std::string fen_after(const rules::Position& before, const Placement& after, const Shape& shape) {
    const Color us = before.side_to_move();
    const bool resets = before.piece_on(shape.to) != Piece::None ||
                        rules::type_of(before.piece_on(shape.from)) == PieceType::Pawn;
    const int fullmove = before.fullmove_number() + (us == Color::Black ? 1 : 0);
    return rules::placement_fen(after.pieces) + (us == Color::White ? " b " : " w ") +
           castling_after(before, shape) + " - " + std::to_string(resets ? 0 : before.halfmove_clock() + 1) +
           " " + std::to_string(fullmove);
}

rules::FenRules rules_of(const rules::Position& position) {
    return position.is_chess960() ? rules::FenRules::Chess960 : rules::FenRules::Standard;
}

} // namespace

bool takes_king(const rules::Position& position, rules::Move move) {
    const Piece taken = position.piece_on(move.to());
    return !move.is_castling() && taken != Piece::None && rules::type_of(taken) == PieceType::King;
}

std::optional<rules::Move> legal_move_to(const rules::Position& from, const Placement& board,
                                         rules::Move except) {
    rules::MoveList moves;
    from.legal_moves(moves);
    for (const rules::Move m : moves) {
        if (m == except || takes_king(from, m))
            continue;
        rules::Position after = from;
        after.do_move(m);
        if (placement_of(after) == board)
            return m;
    }
    return std::nullopt;
}

std::optional<IllegalMove> read_illegal_move(const rules::Position& before, const Placement& after) {
    if (after.odd != 0)
        return std::nullopt;
    auto shape = piece_move(before, after);
    if (!shape)
        shape = castling_shape(before, after);
    if (!shape || legal_move_to(before, after))
        return std::nullopt;
    IllegalMove move;
    move.from = shape->from;
    move.to = shape->to;
    move.text = text_of(before, *shape);
    const auto position = rules::Position::from_fen(fen_after(before, after, *shape),
                                                    rules::FenMaterial::AfterIllegalMove, rules_of(before));
    if (!position)
        return std::nullopt;
    move.fen = position->fen();
    return move;
}

BoardGame::BoardGame(rules::Game game) {
    parts_.push_back(std::move(game));
}

int BoardGame::ply_count() const {
    int plies = static_cast<int>(illegal_.size());
    for (const rules::Game& part : parts_)
        plies += part.ply_count();
    return plies;
}

rules::Position BoardGame::position_at(int ply) const {
    for (const rules::Game& part : parts_) {
        if (ply <= part.ply_count())
            return part.position_at(ply);
        ply -= part.ply_count() + 1;
    }
    return parts_.back().position();
}

Result<rules::Move> BoardGame::play(rules::Move move) {
    if (takes_king(parts_.back().position(), move))
        return Error{"a king cannot be taken", "move"};
    return parts_.back().play(move);
}

Result<IllegalMove> BoardGame::play_illegal(rules::Square from, rules::Square to, std::string_view fen) {
    return stand(from, to, fen);
}

Result<IllegalMove> BoardGame::play_illegal(std::string_view fen) {
    return stand(std::nullopt, std::nullopt, fen);
}

Result<IllegalMove> BoardGame::stand(std::optional<rules::Square> from, std::optional<rules::Square> to,
                                     std::string_view fen) {
    const rules::Position& before = parts_.back().position();
    auto position = rules::Position::from_fen(fen, rules::FenMaterial::AfterIllegalMove, rules_of(before));
    if (!position)
        return position.error();
    auto move = read_illegal_move(before, placement_of(*position));
    if (!move)
        return Error{"the position is no illegal move from " + before.fen(), "illegal move"};
    if ((from && move->from != *from) || (to && move->to != *to))
        return Error{"the position is an illegal move from " + rules::square_name(move->from) + " to " +
                         rules::square_name(move->to),
                     "illegal move"};
    move->ply = ply_count();
    move->fen = position->fen();
    illegal_.push_back(*move);
    parts_.emplace_back(*position);
    return *move;
}

int BoardGame::take_back(int plies) {
    int illegal = 0;
    for (int i = 0; i < plies; ++i) {
        if (parts_.back().undo())
            continue;
        if (illegal_.empty())
            break;
        parts_.pop_back();
        illegal_.pop_back();
        ++illegal;
    }
    return illegal;
}

rules::PgnGame BoardGame::to_pgn() const {
    rules::PgnGame pgn = parts_.front().to_pgn();
    if (illegal_.empty())
        return pgn;
    std::string comment;
    for (std::size_t i = 0; i < illegal_.size(); ++i) {
        const rules::Game& after = parts_[i + 1];
        comment += i == 0 ? "Illegal move " : "; illegal move ";
        comment += rules::move_label(parts_[i].position()) + " " + illegal_[i].text;
        if (after.ply_count() > 0)
            comment += ", stood (Laws A.5.2)";
        comment += "; the game went on from " + illegal_[i].fen;
        for (int ply = 0; ply < after.ply_count(); ++ply) {
            comment += ply == 0 ? ": " : " ";
            if (ply == 0 || (after.start_position().side_to_move() == Color::White) == (ply % 2 == 0))
                comment += after.move_label_at(ply) + " ";
            comment += after.san_moves()[static_cast<std::size_t>(ply)];
        }
    }
    auto& line = pgn.moves;
    (line.moves.empty() ? line.comments : line.moves.back().comments).push_back(comment);
    return pgn;
}

} // namespace pendule::eboard
