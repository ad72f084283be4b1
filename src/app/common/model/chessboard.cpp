#include "app/common/model/chessboard.hpp"

#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_reader.hpp"
#include "core/rules/pgn_writer.hpp"
#include "io/os/file_system.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

using rules::Color;
using rules::Move;
using rules::MoveList;
using rules::Piece;
using rules::PieceType;
using rules::Position;
using rules::Square;

// Plays the first game of a PGN text into an entry, move by move, and stops at the first move
// that cannot be played; the moves before it stay.
class PasteVisitor : public rules::PgnVisitor {
  public:
    PasteVisitor(GameEntry& entry, rules::Notation notation) : entry_(entry), notation_(notation) {}

    void tag(std::string_view name, std::string_view value) override {
        if (name == "FEN")
            fen_ = std::string(value);
        else if (name == "Variant") {
            const auto variant = rules::read_variant(value);
            chess960_ = variant && *variant == rules::Variant::Chess960;
        }
    }
    rules::PgnFlow begin_movetext() override {
        if (fen_.empty())
            return rules::PgnFlow::Continue;
        auto start = GameEntry::from_fen(fen_, entry_.lang(),
                                         chess960_ ? rules::FenRules::Chess960 : rules::FenRules::Detect);
        if (!start) {
            error_ = fail(start.error().message, "FEN tag");
            return rules::PgnFlow::SkipGame;
        }
        const bool flipped = entry_.flipped();
        entry_ = std::move(start.value());
        entry_.set_flipped(flipped);
        return rules::PgnFlow::Continue;
    }
    rules::PgnFlow move(std::string_view san, const rules::PgnSpot& where) override {
        const Position& before = entry_.position();
        auto move = rules::parse_san(before, san, notation_);
        if (!move) {
            std::string why = move.error().message;
            if (rules::reads_in_other_notation(before, san, notation_))
                why += notation_ == rules::Notation::English
                           ? " (it reads as a legal move with French piece letters)"
                           : " (it reads as a legal move with English piece letters)";
            std::string what = "move ";
            what.append(rules::move_label(before)).append(" ").append(san);
            what.append(" (").append(where.text()).append(")");
            error_ = fail(std::move(why), std::move(what));
            return rules::PgnFlow::SkipGame;
        }
        (void)entry_.play(*move);
        ++added_;
        return rules::PgnFlow::Continue;
    }

    const std::optional<Error>& error() const { return error_; }
    int added() const { return added_; }

  private:
    GameEntry& entry_;
    rules::Notation notation_;
    std::string fen_;
    bool chess960_ = false; // a Variant tag naming Chess960
    std::optional<Error> error_;
    int added_ = 0;
};

} // namespace

GameEntry::GameEntry(i18n::Lang lang) : GameEntry(Position::start(), std::move(lang)) {}

GameEntry::GameEntry(const Position& start, i18n::Lang lang)
    : game_(start), shown_(start), lang_(std::move(lang)) {}

Result<GameEntry> GameEntry::from_fen(std::string_view fen, i18n::Lang lang, rules::FenRules fen_rules) {
    auto position = Position::from_fen(fen, rules::FenMaterial::Reachable, fen_rules);
    if (!position)
        return position.error();
    return GameEntry(*position, std::move(lang));
}

Move GameEntry::last_move() const {
    return cursor_ == 0 ? Move::none() : game_.moves()[static_cast<std::size_t>(cursor_ - 1)];
}

MoveList GameEntry::selected_moves() const {
    MoveList moves;
    if (selected_ != rules::NoSquare)
        shown_.legal_moves(moves, rules::square_bb(selected_), ~rules::Bitboard{0});
    return moves;
}

void GameEntry::refuse(std::string message) {
    message_ = std::move(message);
}

void GameEntry::show(int ply) {
    cursor_ = std::clamp(ply, 0, game_.ply_count());
    shown_ = game_.position_at(cursor_);
    shown_.forget_history();
    selected_ = rules::NoSquare;
    promotion_.reset();
}

// A click on a rook after the king: the castling with that rook when it is the castling rook of a
// right (standard chess and Chess960 alike; the wing is the king's end file, g or c), as many boards
// allow. Another rook is picked up instead.
std::optional<Move> GameEntry::castling_with(Square rook) const {
    const Color side = shown_.side_to_move();
    if (shown_.piece_on(selected_) != rules::make_piece(side, PieceType::King) ||
        shown_.piece_on(rook) != rules::make_piece(side, PieceType::Rook))
        return std::nullopt;
    MoveList moves;
    shown_.legal_moves(moves, rules::square_bb(selected_), ~rules::Bitboard{0});
    for (Move m : moves) {
        if (!m.is_castling())
            continue;
        // The king ends on the g file castling on the king's side, on the c file on the queen's.
        const bool kingside = rules::file_of(m.to()) > rules::file_of(rules::C1);
        if (shown_.castling_rook(rules::castling_right(side, kingside)) == rook)
            return m;
    }
    return std::nullopt;
}

BoardClick GameEntry::click(Square square) {
    promotion_.reset();
    message_.clear();
    const Piece piece = shown_.piece_on(square);
    const Color side = shown_.side_to_move();
    const bool own = piece != Piece::None && rules::color_of(piece) == side;
    if (selected_ != rules::NoSquare) {
        if (square == selected_) {
            selected_ = rules::NoSquare;
            return BoardClick::deselected;
        }
        // The king, then the rook it castles with: that castling (in Chess960 also where the king
        // does not move, or where the rook stands on the king's end square).
        if (const std::optional<Move> castling = castling_with(square)) {
            selected_ = rules::NoSquare;
            (void)play(*castling);
            return BoardClick::moved;
        }
        MoveList moves;
        shown_.legal_moves(moves, rules::square_bb(selected_), rules::square_bb(square));
        if (!moves.empty()) {
            const Square from = selected_;
            selected_ = rules::NoSquare;
            if (moves[0].is_promotion()) {
                promotion_ = PendingPromotion{from, square, side};
                return BoardClick::promotion;
            }
            // The king's end square castles only where no plain king move goes there (Chess960: the
            // king on f1 goes to g1 by Kg1; O-O is the king, then its rook).
            Move chosen = moves[0];
            for (Move m : moves)
                if (!m.is_castling()) {
                    chosen = m;
                    break;
                }
            (void)play(chosen);
            return BoardClick::moved;
        }
        if (!own) {
            const std::string from = rules::square_name(selected_);
            selected_ = rules::NoSquare;
            refuse(shown_.in_check() ? lang_.tr("{from}-{to} is not legal: the king is in check",
                                                {{"from", from}, {"to", rules::square_name(square)}})
                                     : lang_.tr("{from}-{to} is not a legal move",
                                                {{"from", from}, {"to", rules::square_name(square)}}));
            return BoardClick::refused;
        }
        // Another piece of the side to move: pick that one up instead.
    }
    selected_ = rules::NoSquare;
    if (!shown_.has_legal_move()) {
        refuse(shown_.is_checkmate() ? lang_.tr("no move: checkmate") : lang_.tr("no move: stalemate"));
        return BoardClick::refused;
    }
    if (!own) {
        refuse(side == Color::White ? lang_.tr("White to move: pick a white piece")
                                    : lang_.tr("Black to move: pick a black piece"));
        return BoardClick::refused;
    }
    MoveList moves;
    shown_.legal_moves(moves, rules::square_bb(square), ~rules::Bitboard{0});
    if (moves.empty()) {
        refuse(lang_.tr("the piece on {square} has no legal move", {{"square", rules::square_name(square)}}));
        return BoardClick::refused;
    }
    selected_ = square;
    return BoardClick::selected;
}

Result<Move> GameEntry::choose_promotion(PieceType piece) {
    if (!promotion_)
        return fail(lang_.tr("no promotion is waiting"));
    if (piece == PieceType::Pawn || piece == PieceType::King)
        return fail(lang_.tr("a pawn becomes a queen, a rook, a bishop or a knight"));
    const Move move(promotion_->from, promotion_->to, Move::Kind::Promotion, piece);
    promotion_.reset();
    return play(move);
}

void GameEntry::cancel_promotion() {
    promotion_.reset();
}

void GameEntry::cut_at_cursor() {
    while (game_.ply_count() > cursor_)
        (void)game_.undo();
}

Result<Move> GameEntry::play(Move move) {
    if (!shown_.is_legal(move)) {
        refuse(lang_.tr("{move} is not a legal move", {{"move", rules::to_uci(move)}}));
        return fail(message_);
    }
    cut_at_cursor();
    auto played = game_.play(move);
    if (!played) {
        refuse(played.error().text());
        return played;
    }
    shown_.do_move(move);
    shown_.forget_history();
    ++cursor_;
    selected_ = rules::NoSquare;
    promotion_.reset();
    message_.clear();
    return move;
}

Result<int> GameEntry::paste(std::string_view text, rules::Notation notation) {
    selected_ = rules::NoSquare;
    promotion_.reset();
    PasteVisitor visitor(*this, notation);
    rules::PgnReader reader(text, rules::PgnReadOptions{false});
    auto read = reader.read_game(visitor);
    std::optional<Error> error = visitor.error();
    if (!error && !read)
        error = read.error();
    if (error) {
        refuse(lang_.trn("{n} move kept; {where}: {error}", "{n} moves kept; {where}: {error}",
                         static_cast<std::uint64_t>(visitor.added()),
                         {{"where", error->where}, {"error", error->message}}));
        return Error{message_, {}};
    }
    message_ = lang_.trn("{n} move added", "{n} moves added", static_cast<std::uint64_t>(visitor.added()));
    return visitor.added();
}

void GameEntry::clear() {
    game_ = rules::Game(game_.start_position());
    show(0);
    message_.clear();
}

bool GameEntry::step_back() {
    if (cursor_ == 0)
        return false;
    show(cursor_ - 1);
    return true;
}

bool GameEntry::step_forward() {
    if (cursor_ == game_.ply_count())
        return false;
    show(cursor_ + 1);
    return true;
}

void GameEntry::to_start() {
    show(0);
}

void GameEntry::to_end() {
    show(game_.ply_count());
}

void GameEntry::go_to(int ply) {
    show(ply);
}

std::string GameEntry::movetext(rules::Notation notation) const {
    std::string text;
    Position pos = game_.start_position();
    for (int ply = 0; ply < cursor_; ++ply) {
        const Move move = game_.moves()[static_cast<std::size_t>(ply)];
        if (pos.side_to_move() == Color::White || ply == 0) {
            if (!text.empty())
                text += ' ';
            text += rules::move_label(pos);
        }
        text += ' ';
        text += rules::to_san(pos, move, notation);
        pos.do_move(move);
    }
    return text;
}

std::string GameEntry::pgn() const {
    rules::Game upto(game_.start_position());
    for (int ply = 0; ply < cursor_; ++ply)
        (void)upto.play(game_.moves()[static_cast<std::size_t>(ply)]);
    return rules::write_pgn(upto.to_pgn());
}

} // namespace pendule::app
