#include "core/eboard/move_recognizer.hpp"

#include "core/rules/san.hpp"

namespace pendule::eboard {

namespace {

// The legal move from `from` that leaves `board`, other than `except`, or nothing.
std::optional<rules::Move> move_to(const rules::Position& from, const Placement& board,
                                   rules::Move except = rules::Move::none()) {
    rules::MoveList moves;
    from.legal_moves(moves);
    for (const rules::Move m : moves) {
        if (m == except)
            continue;
        rules::Position after = from;
        after.do_move(m);
        if (placement_of(after) == board)
            return m;
    }
    return std::nullopt;
}

} // namespace

MoveRecognizer::MoveRecognizer(rules::Game game, RecognizerSettings settings)
    : game_(std::move(game)), settings_(settings), orientation_(settings.orientation) {
    for (int ply = 0; ply <= game_.ply_count(); ++ply)
        placements_.push_back(placement_of(game_.position_at(ply)));
}

void MoveRecognizer::on_board(const BoardCodes& codes, std::int64_t now) {
    if (have_board_ && codes == codes_)
        return;
    codes_ = codes;
    have_board_ = true;
    changed_at_ = now;
}

void MoveRecognizer::on_field(const FieldUpdate& update, std::int64_t now) {
    if (!have_board_ || update.field < 0 || update.field > 63)
        return;
    codes_[static_cast<std::size_t>(update.field)] = update.piece;
    changed_at_ = now;
}

std::optional<std::int64_t> MoveRecognizer::due_at() const {
    if (changed_at_)
        return *changed_at_ + settings_.settle_ms;
    if (unknown_since_ && !unknown_said_)
        return *unknown_since_ + settings_.unknown_after_ms;
    return std::nullopt;
}

std::vector<BoardEvent> MoveRecognizer::tick(std::int64_t now) {
    std::vector<BoardEvent> events;
    if (!have_board_)
        return events;
    if (changed_at_ && now - *changed_at_ >= settings_.settle_ms) {
        changed_at_.reset();
        std::optional<std::vector<BoardEvent>> read_events;
        if (orientation_) {
            read_events = read(placement_of(codes_, *orientation_));
        } else {
            // Either way round; the connector on White's left first, as the board numbers it.
            for (const Orientation o : {Orientation::connector_left, Orientation::turned}) {
                read_events = read(placement_of(codes_, o));
                if (read_events) {
                    orientation_ = o;
                    BoardEvent found;
                    found.kind = BoardEvent::Kind::orientation;
                    found.orientation = o;
                    read_events->insert(read_events->begin(), found);
                    break;
                }
            }
        }
        if (read_events) {
            if (unknown_said_) {
                BoardEvent back;
                back.kind = BoardEvent::Kind::restored;
                back.ply = game_.ply_count();
                read_events->insert(read_events->begin(), back);
            }
            unknown_since_.reset();
            unknown_said_ = false;
            events = std::move(*read_events);
        } else if (!unknown_since_ &&
                   !in_hand(placement_of(codes_, orientation_.value_or(Orientation::connector_left)))) {
            unknown_since_ = now;
        }
    }
    if (unknown_since_ && !unknown_said_ && now - *unknown_since_ >= settings_.unknown_after_ms &&
        !changed_at_) {
        unknown_said_ = true;
        BoardEvent lost;
        lost.kind = BoardEvent::Kind::unknown;
        lost.ply = game_.ply_count();
        lost.board = placement_text(placement_of(codes_, orientation_.value_or(Orientation::connector_left)));
        events.push_back(std::move(lost));
    }
    return events;
}

bool MoveRecognizer::in_hand(const Placement& board) const {
    // One of the game's positions, the last or an earlier one (a take-back under way), with one or
    // two pieces off the board and nothing else changed: a piece in a hand, a capture under way.
    // Not a position to set back.
    for (const Placement& position : placements_) {
        int off = 0;
        bool only_off = board.odd == 0;
        for (std::size_t s = 0; only_off && s < 64; ++s) {
            if (board.pieces[s] == position.pieces[s])
                continue;
            only_off = board.pieces[s] == rules::Piece::None;
            ++off;
        }
        if (only_off && off <= 2)
            return true;
    }
    return false;
}

std::optional<std::vector<BoardEvent>> MoveRecognizer::read(const Placement& board) {
    using Kind = BoardEvent::Kind;
    std::vector<BoardEvent> events;
    const int ply = game_.ply_count();
    // The position as it is (a piece lifted and put back, an adjustment): nothing happened.
    if (board == placements_.back())
        return events;
    // The start position after a finished game: the next game, from the same start.
    if (finished_ && board == placements_.front()) {
        game_ = rules::Game(game_.start_position());
        placements_.resize(1);
        finished_ = false;
        revisable_ = false;
        BoardEvent fresh;
        fresh.kind = Kind::new_game;
        events.push_back(fresh);
        return events;
    }
    if (const auto m = move_to(game_.position(), board)) {
        events.push_back(play(*m, Kind::move));
        return events;
    }
    // The last move went on (a piece slid past the square first seen, the king after the rook of a
    // castling): it was not the move made.
    if (revisable_ && ply > 0) {
        const rules::Move last = game_.moves().back();
        const rules::Position before = game_.position_at(ply - 1);
        if (const auto m = move_to(before, board, last)) {
            take_back(1);
            events.push_back(play(*m, Kind::move_replaced));
            return events;
        }
    }
    // An earlier position: moves taken back, as many as it takes (the latest such position).
    for (int k = ply - 1; k >= 0; --k) {
        if (placements_[static_cast<std::size_t>(k)] == board) {
            take_back(ply - k);
            BoardEvent back;
            back.kind = Kind::taken_back;
            back.plies = ply - k;
            back.ply = k;
            events.push_back(back);
            return events;
        }
    }
    // A piece in a hand is no move. A capture and its recapture on one square (Nxd5 exd5) leave the
    // board as a capture under way leaves it, its two pieces off; a take-back under way can too
    // (Bf8 and Nh5 taken back, the knight in the hand, reads as Ng7+ Bxg7): the hand is far more
    // likely than two moves within one settle, so the piece is waited for.
    if (in_hand(board))
        return std::nullopt;
    // Two moves on: the reply was made before the board was read.
    rules::MoveList first;
    game_.position().legal_moves(first);
    for (const rules::Move m : first) {
        rules::Position after = game_.position();
        after.do_move(m);
        if (const auto reply = move_to(after, board)) {
            events.push_back(play(m, Kind::move));
            events.push_back(play(*reply, Kind::move));
            return events;
        }
    }
    return std::nullopt;
}

BoardEvent MoveRecognizer::play(rules::Move move, BoardEvent::Kind kind) {
    BoardEvent event;
    event.kind = kind;
    event.move = move;
    event.san = rules::to_san(game_.position(), move);
    event.ply = game_.ply_count();
    (void)game_.play(move); // legal by construction: found among the position's legal moves
    placements_.push_back(placement_of(game_.position()));
    revisable_ = true;
    return event;
}

void MoveRecognizer::take_back(int plies) {
    for (int i = 0; i < plies; ++i) {
        game_.undo();
        placements_.pop_back();
    }
    revisable_ = false;
}

} // namespace pendule::eboard
