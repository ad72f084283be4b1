#include "app/common/model/position_editor.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

using rules::Color;
using rules::Piece;
using rules::PieceType;
using rules::Position;
using rules::Square;

std::string colour_word(const i18n::Lang& lang, Color c) {
    return c == Color::White ? lang.tr("White") : lang.tr("Black");
}

} // namespace

PositionEditor::PositionEditor(i18n::Lang lang) : lang_(std::move(lang)) {
    load(Position::start());
}

PositionEditor PositionEditor::from(const Position& position, i18n::Lang lang) {
    PositionEditor editor(std::move(lang));
    editor.load(position);
    return editor;
}

void PositionEditor::load(const Position& position) {
    for (int i = 0; i < 64; ++i)
        board_[static_cast<std::size_t>(i)] = position.piece_on(static_cast<Square>(i));
    side_ = position.side_to_move();
    castling_ = position.castling_rights();
    ep_ = position.ep_square();
    chess960_ = position.is_chess960();
    rooks_ = {rules::H1, rules::A1, rules::H8, rules::A8};
    for (const rules::CastlingRights right :
         {rules::kWhiteKingside, rules::kWhiteQueenside, rules::kBlackKingside, rules::kBlackQueenside})
        if (castling_ & right)
            rooks_[rules::castling_index(right)] = position.castling_rook(right);
}

bool PositionEditor::set_chess960_start(int number) {
    auto start = Position::chess960_start(number);
    if (!start)
        return false;
    load(*start);
    chess960_number_ = number;
    return true;
}

std::optional<int> PositionEditor::chess960_start() const {
    if (!chess960_ || !chess960_number_)
        return std::nullopt;
    auto start = Position::chess960_start(*chess960_number_);
    if (!start || start->fen() != fen())
        return std::nullopt;
    return chess960_number_;
}

Square PositionEditor::castling_rook(rules::CastlingRights single) const {
    return (castling_ & single) ? rooks_[rules::castling_index(single)] : rules::NoSquare;
}

// Chess960: a right set castles with the outermost rook of its wing on the king's rank (as X-FEN's
// KQkq read); without a king on its first rank, or a rook there, the corner (the position then says
// why it is not legal).
void PositionEditor::toggle_castling(rules::CastlingRights right) {
    castling_ ^= right;
    if (!(castling_ & right))
        return;
    const bool white = right == rules::kWhiteKingside || right == rules::kWhiteQueenside;
    const bool kingside = right == rules::kWhiteKingside || right == rules::kBlackKingside;
    const int rank = white ? 0 : 7;
    Square rook = rules::make_square(kingside ? 7 : 0, rank);
    if (chess960_) {
        const Piece king = rules::make_piece(white ? Color::White : Color::Black, PieceType::King);
        const Piece own_rook = rules::make_piece(white ? Color::White : Color::Black, PieceType::Rook);
        int king_file = -1;
        for (int file = 0; file < 8; ++file)
            if (board_[rules::make_square(file, rank)] == king)
                king_file = file;
        if (king_file >= 0)
            for (int file = kingside ? 7 : 0; kingside ? file > king_file : file < king_file;
                 file += kingside ? -1 : 1)
                if (board_[rules::make_square(file, rank)] == own_rook) {
                    rook = rules::make_square(file, rank);
                    break;
                }
    }
    rooks_[rules::castling_index(right)] = rook;
}

void PositionEditor::clear() {
    board_.fill(Piece::None);
    side_ = Color::White;
    castling_ = 0;
    ep_ = rules::NoSquare;
}

void PositionEditor::start_position() {
    if (chess960_number_)
        set_chess960_start(*chess960_number_);
    else
        load(Position::start());
}

void PositionEditor::click(Square s) {
    board_[s] = board_[s] == hand_ ? Piece::None : hand_;
}

std::vector<Square> PositionEditor::en_passant_squares() const {
    std::vector<Square> squares;
    const Color mover = rules::other(side_);
    const int ep_rank = side_ == Color::White ? 5 : 2;
    for (int file = 0; file < 8; ++file) {
        const Square ep = rules::make_square(file, ep_rank);
        const Square pawn = rules::make_square(file, side_ == Color::White ? 4 : 3);
        const Square origin = rules::make_square(file, side_ == Color::White ? 6 : 1);
        if (board_[pawn] == rules::make_piece(mover, PieceType::Pawn) && board_[ep] == Piece::None &&
            board_[origin] == Piece::None)
            squares.push_back(ep);
    }
    return squares;
}

void PositionEditor::next_en_passant() {
    const std::vector<Square> squares = en_passant_squares();
    auto next = squares.begin();
    if (ep_ != rules::NoSquare) {
        next = std::find(squares.begin(), squares.end(), ep_);
        if (next != squares.end())
            ++next;
    }
    ep_ = next == squares.end() ? rules::NoSquare : *next;
}

std::string PositionEditor::placement() const {
    return rules::placement_fen(board_);
}

std::string PositionEditor::fen() const {
    std::string castling;
    for (const rules::CastlingRights right :
         {rules::kWhiteKingside, rules::kWhiteQueenside, rules::kBlackKingside, rules::kBlackQueenside}) {
        if (!(castling_ & right))
            continue;
        const bool white = right == rules::kWhiteKingside || right == rules::kWhiteQueenside;
        const bool kingside = right == rules::kWhiteKingside || right == rules::kBlackKingside;
        char letter = kingside ? 'k' : 'q';
        if (chess960_) {
            // X-FEN: the file letter when another rook of that side stands beyond this one.
            const Square rook = rooks_[rules::castling_index(right)];
            const Piece own_rook = rules::make_piece(white ? Color::White : Color::Black, PieceType::Rook);
            for (int file = rules::file_of(rook) + (kingside ? 1 : -1); file >= 0 && file < 8;
                 file += kingside ? 1 : -1)
                if (board_[rules::make_square(file, rules::rank_of(rook))] == own_rook)
                    letter = static_cast<char>('a' + rules::file_of(rook));
        }
        castling += white ? static_cast<char>(letter - 'a' + 'A') : letter;
    }
    std::string text = placement();
    text.append(side_ == Color::White ? " w " : " b ");
    text.append(castling.empty() ? "-" : castling).append(" ").append(rules::square_name(ep_)).append(" 0 1");
    return text;
}

// Laws 3.8.2.1: castling needs the king and that rook on their squares, unmoved.
Result<bool> PositionEditor::check_castling() const {
    struct Right {
        rules::CastlingRights bit;
        Color colour;
        Square king, rook;
        const char* msgid;
    };
    static constexpr Right rights[] = {
        {rules::kWhiteKingside, Color::White, rules::E1, rules::H1,
         i18n::N_("White castles kingside: the king must stand on e1 and a rook on h1")},
        {rules::kWhiteQueenside, Color::White, rules::E1, rules::A1,
         i18n::N_("White castles queenside: the king must stand on e1 and a rook on a1")},
        {rules::kBlackKingside, Color::Black, rules::E8, rules::H8,
         i18n::N_("Black castles kingside: the king must stand on e8 and a rook on h8")},
        {rules::kBlackQueenside, Color::Black, rules::E8, rules::A8,
         i18n::N_("Black castles queenside: the king must stand on e8 and a rook on a8")},
    };
    for (const Right& r : rights)
        if ((castling_ & r.bit) && (board_[r.king] != rules::make_piece(r.colour, PieceType::King) ||
                                    board_[r.rook] != rules::make_piece(r.colour, PieceType::Rook)))
            return fail(lang_.tr(r.msgid));
    return true;
}

// An en passant square is the one a pawn of the side not to move just passed over: on the sixth
// rank with White to move (the third with Black), empty, with that pawn in front of it and its
// starting square empty behind it.
Result<bool> PositionEditor::check_en_passant() const {
    if (ep_ == rules::NoSquare)
        return true;
    const Color mover = rules::other(side_);
    const int rank = rules::rank_of(ep_);
    const int expected = side_ == Color::White ? 5 : 2;
    const Square pawn = rules::make_square(rules::file_of(ep_), side_ == Color::White ? 4 : 3);
    const Square origin = rules::make_square(rules::file_of(ep_), side_ == Color::White ? 6 : 1);
    const std::string square = rules::square_name(ep_);
    if (rank != expected)
        return fail(
            lang_.tr("en passant on {square}: with {side} to move it is on rank {rank}",
                     {{"square", square}, {"side", colour_word(lang_, side_)}, {"rank", expected + 1}}));
    if (board_[pawn] != rules::make_piece(mover, PieceType::Pawn))
        return fail(lang_.tr(
            "en passant on {square}: no pawn of {side} on {pawn} that just moved two squares",
            {{"square", square}, {"side", colour_word(lang_, mover)}, {"pawn", rules::square_name(pawn)}}));
    if (board_[ep_] != Piece::None || board_[origin] != Piece::None)
        return fail(lang_.tr("en passant on {square}: {square} and {origin} must be empty",
                             {{"square", square}, {"origin", rules::square_name(origin)}}));
    return true;
}

Result<Position> PositionEditor::position() const {
    for (Color c : {Color::White, Color::Black}) {
        int kings = 0;
        for (Piece p : board_)
            kings += p == rules::make_piece(c, PieceType::King);
        if (kings != 1)
            return fail(lang_.trn("{side} has {n} king, exactly one is needed",
                                  "{side} has {n} kings, exactly one is needed",
                                  static_cast<std::uint64_t>(kings), {{"side", colour_word(lang_, c)}}));
    }
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<Square>(i);
        if (rules::type_of(board_[s]) == PieceType::Pawn && board_[s] != Piece::None &&
            (rules::rank_of(s) == 0 || rules::rank_of(s) == 7))
            return fail(lang_.tr("a pawn on {square}: pawns never stand on the first or the last rank",
                                 {{"square", rules::square_name(s)}}));
    }
    // The side not to move in check: the same placement with the other side to move.
    std::string other = placement();
    other.append(side_ == Color::White ? " b - - 0 1" : " w - - 0 1");
    auto swapped = Position::from_fen(other, rules::FenMaterial::Any);
    // (Refused, it is the side to move that is in check there, which is fine; if both are, the
    // core's own check below says so.)
    if (swapped && swapped->in_check())
        return fail(lang_.tr(
            "{side} is in check with {other} to move",
            {{"side", colour_word(lang_, rules::other(side_))}, {"other", colour_word(lang_, side_)}}));
    // Chess960: the core's reading of the X-FEN says what is wrong with a right (its king, its rook).
    if (!chess960_)
        if (auto ok = check_castling(); !ok)
            return ok.error();
    if (auto ok = check_en_passant(); !ok)
        return ok.error();
    auto position = Position::from_fen(fen(), rules::FenMaterial::Reachable,
                                       chess960_ ? rules::FenRules::Chess960 : rules::FenRules::Standard);
    if (!position)
        return fail(lang_.tr("not a position of a game: {reason}", {{"reason", position.error().message}}));
    return position;
}

} // namespace pendule::app
