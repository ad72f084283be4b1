#include "core/eboard/move_recognizer.hpp"

#include "core/rules/san.hpp"

#include <algorithm>

namespace pendule::eboard {

MoveRecognizer::MoveRecognizer(rules::Game game, RecognizerSettings settings)
    : MoveRecognizer(BoardGame(std::move(game)), settings) {}

MoveRecognizer::MoveRecognizer(BoardGame game, RecognizerSettings settings)
    : score_(std::move(game)), settings_(settings), orientation_(settings.orientation) {
    for (int ply = 0; ply <= score_.ply_count(); ++ply)
        placements_.push_back(placement_of(score_.position_at(ply)));
}

void MoveRecognizer::on_board(const BoardCodes& codes, std::int64_t now) {
    if (have_board_ && codes == codes_)
        return;
    codes_ = codes;
    have_board_ = true;
    changed_at_ = now;
    illegal_due_.reset();
}

void MoveRecognizer::on_field(const FieldUpdate& update, std::int64_t now) {
    if (!have_board_ || update.field < 0 || update.field > 63)
        return;
    codes_[static_cast<std::size_t>(update.field)] = update.piece;
    changed_at_ = now;
    illegal_due_.reset();
}

std::optional<std::int64_t> MoveRecognizer::due_at() const {
    if (changed_at_)
        return *changed_at_ + settings_.settle_ms;
    std::optional<std::int64_t> due = illegal_due_;
    if (unknown_since_ && !unknown_said_ && (!due || *unknown_since_ + settings_.unknown_after_ms < *due))
        due = *unknown_since_ + settings_.unknown_after_ms;
    return due;
}

Placement MoveRecognizer::shown() const {
    return placement_of(codes_, orientation_.value_or(Orientation::connector_left));
}

std::vector<BoardEvent> MoveRecognizer::found(std::vector<BoardEvent> events) {
    if (unknown_said_) {
        BoardEvent back;
        back.kind = BoardEvent::Kind::restored;
        back.ply = score_.ply_count();
        events.insert(events.begin(), back);
    }
    unknown_since_.reset();
    unknown_said_ = false;
    illegal_due_.reset();
    return events;
}

std::vector<BoardEvent> MoveRecognizer::tick(std::int64_t now) {
    std::vector<BoardEvent> events;
    if (!have_board_)
        return events;
    if (changed_at_ && now - *changed_at_ >= settings_.settle_ms) {
        const std::int64_t changed = *changed_at_;
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
                    BoardEvent found_way;
                    found_way.kind = BoardEvent::Kind::orientation;
                    found_way.orientation = o;
                    read_events->insert(read_events->begin(), found_way);
                    break;
                }
            }
        }
        if (read_events) {
            events = found(std::move(*read_events));
        } else {
            if (!unknown_since_ && !in_hand(shown()))
                unknown_since_ = now;
            // An illegal move is read only from a board whose way round is known, in a game not over
            // (a finished game's kings put in the centre), once it has been still long enough for a
            // legal move under way to be completed.
            if (orientation_ && !finished_)
                illegal_due_ = changed + settings_.illegal_after_ms;
        }
    }
    if (illegal_due_ && !changed_at_ && now >= *illegal_due_) {
        illegal_due_.reset();
        if (auto illegal = read_illegal(shown()))
            for (auto& e : found(std::move(*illegal)))
                events.push_back(std::move(e));
    }
    if (unknown_since_ && !unknown_said_ && now - *unknown_since_ >= settings_.unknown_after_ms &&
        !changed_at_ && !finished_) {
        unknown_said_ = true;
        BoardEvent lost;
        lost.kind = BoardEvent::Kind::unknown;
        lost.ply = score_.ply_count();
        lost.board = placement_text(shown());
        events.push_back(std::move(lost));
    }
    return events;
}

namespace {

// `board` is `position` with one or two pieces off and nothing else changed.
bool pieces_off(const Placement& board, const Placement& position) {
    int off = 0;
    for (std::size_t s = 0; s < 64; ++s) {
        if (board.pieces[s] == position.pieces[s])
            continue;
        if (board.pieces[s] != rules::Piece::None)
            return false;
        ++off;
    }
    return board.odd == 0 && off <= 2;
}

} // namespace

bool MoveRecognizer::in_hand(const Placement& board) const {
    // One of the game's positions, the last or an earlier one (a take-back under way), with one or
    // two pieces off the board and nothing else changed: a piece in a hand, a capture under way.
    // Not a position to set back.
    return std::any_of(placements_.begin(), placements_.end(),
                       [&](const Placement& position) { return pieces_off(board, position); });
}

std::optional<std::pair<rules::Move, rules::Move>>
MoveRecognizer::two_moves_to(const rules::Position& position, const Placement& board) {
    rules::MoveList first;
    position.legal_moves(first);
    for (const rules::Move m : first) {
        if (takes_king(position, m))
            continue;
        rules::Position after = position;
        after.do_move(m);
        if (const auto reply = legal_move_to(after, board))
            return std::pair{m, *reply};
    }
    return std::nullopt;
}

std::vector<BoardEvent> MoveRecognizer::play_pending_two() {
    const auto [first, reply] = *pending_two_;
    std::vector<BoardEvent> events;
    events.push_back(play(first, BoardEvent::Kind::move));
    events.push_back(play(reply, BoardEvent::Kind::move));
    return events;
}

std::vector<BoardEvent> MoveRecognizer::pressed(rules::Color presser) {
    if (!pending_two_ || changed_at_ || presser == score_.current().position().side_to_move())
        return {};
    return found(play_pending_two());
}

std::optional<std::vector<BoardEvent>> MoveRecognizer::read(const Placement& board) {
    using Kind = BoardEvent::Kind;
    std::vector<BoardEvent> events;
    const rules::Position& position = score_.current().position();
    const int ply = score_.ply_count();
    // The position as it is (a piece lifted and put back, an adjustment): nothing happened.
    if (board == placements_.back())
        return events;
    // The start position after a finished game: the next game, from the same start.
    if (finished_ && board == placements_.front()) {
        score_ = BoardGame(rules::Game(score_.parts().front().start_position()));
        placements_.resize(1);
        finished_ = false;
        revisable_ = false;
        result_shown_.clear();
        BoardEvent fresh;
        fresh.kind = Kind::new_game;
        events.push_back(fresh);
        return events;
    }
    if (auto result = read_result(board))
        return result;
    if (const auto m = legal_move_to(position, board)) {
        events.push_back(play(*m, Kind::move));
        return events;
    }
    // The last ply went on (a piece slid past the square first seen, the king after the rook of a
    // castling): it was not the move made.
    if (revisable_ && ply > 0) {
        const rules::Move last =
            score_.last_is_illegal() ? rules::Move::none() : score_.current().moves().back();
        if (const auto m = legal_move_to(score_.position_at(ply - 1), board, last)) {
            (void)take_back(1);
            events.push_back(play(*m, Kind::move_replaced));
            return events;
        }
    }
    // An earlier position: moves taken back, as many as it takes (the latest such position).
    for (int k = ply - 1; k >= 0; --k) {
        if (placements_[static_cast<std::size_t>(k)] == board) {
            events.push_back(take_back(ply - k));
            return events;
        }
    }
    // A piece in a hand is no move. A capture and its recapture on one square (Nxd5 exd5) leave the
    // board as a capture under way leaves it, its two pieces off; a take-back under way can too
    // (Bf8 and Nh5 taken back, the knight in the hand, reads as Ng7+ Bxg7): the hand is far more
    // likely than two moves within one settle, so the piece is waited for, the two moves kept for
    // when the board goes on from them or the reply's side presses the clock (a board read late,
    // after both were made: a bridge started again, a cable plugged back).
    if (in_hand(board)) {
        // Only two pieces off the game's position can be a capture and its recapture (the search
        // of every move and reply is kept for that board, not made for each piece lifted).
        int off = 0;
        for (std::size_t s = 0; s < 64; ++s)
            off += board.pieces[s] != placements_.back().pieces[s];
        pending_two_ =
            off == 2 && pieces_off(board, placements_.back()) ? two_moves_to(position, board) : std::nullopt;
        return std::nullopt;
    }
    // The last move, not final, went on and the reply was made before the board was read again (a
    // queen read resting on d5, slid on to d3 while nothing read the board, then the reply): its
    // piece from the same square to another, then a reply. Read before "two moves on", which the
    // same board also gives (the last move standing, the reply, the same piece moved again) with
    // the turn one ply off for the rest of the game.
    if (revisable_ && ply > 0 && !score_.last_is_illegal()) {
        const rules::Move last = score_.current().moves().back();
        const rules::Position& before = score_.position_at(ply - 1);
        rules::MoveList moves;
        before.legal_moves(moves);
        for (const rules::Move m : moves) {
            if (m == last || m.from() != last.from() || takes_king(before, m))
                continue;
            rules::Position after = before;
            after.do_move(m);
            if (const auto reply = legal_move_to(after, board)) {
                (void)take_back(1);
                events.push_back(play(m, Kind::move_replaced));
                events.push_back(play(*reply, Kind::move));
                return events;
            }
        }
    }
    // Two moves on: the reply was made before the board was read.
    if (const auto two = two_moves_to(position, board)) {
        pending_two_ = two;
        return play_pending_two();
    }
    // The board went on from a capture and its recapture read as a hand: a piece of the side to
    // move after them lifted, or a whole move made from there.
    if (pending_two_) {
        rules::Position after = position;
        after.do_move(pending_two_->first);
        after.do_move(pending_two_->second);
        const Placement then = placement_of(after);
        const std::optional<rules::Move> next = legal_move_to(after, board);
        int off = 0;
        bool theirs = true;
        for (std::size_t s = 0; s < 64; ++s)
            if (board.pieces[s] != then.pieces[s]) {
                ++off;
                theirs = theirs && then.pieces[s] != rules::Piece::None &&
                         rules::color_of(then.pieces[s]) == after.side_to_move();
            }
        if (next || (off == 1 && theirs && pieces_off(board, then))) {
            events = play_pending_two();
            if (next)
                events.push_back(play(*next, Kind::move));
            return events;
        }
    }
    return std::nullopt;
}

std::optional<std::vector<BoardEvent>> MoveRecognizer::read_result(const Placement& board) {
    using rules::Piece;
    std::optional<rules::Square> white_king, black_king;
    for (std::size_t s = 0; s < 64; ++s) {
        const Piece piece = board.pieces[s];
        if (piece != Piece::WhiteKing && piece != Piece::BlackKing)
            continue;
        std::optional<rules::Square>& king = piece == Piece::WhiteKing ? white_king : black_king;
        if (king)
            return std::nullopt; // two kings of a colour: not the gesture
        king = static_cast<rules::Square>(s);
    }
    const auto central = [](rules::Square s) {
        return s == rules::D4 || s == rules::D5 || s == rules::E4 || s == rules::E5;
    };
    const auto light = [](rules::Square s) { return s == rules::D5 || s == rules::E4; };
    if (!white_king || !black_king || !central(*white_king) || !central(*black_king))
        return std::nullopt;
    const std::string score =
        light(*white_king) == light(*black_king) ? (light(*white_king) ? "1-0" : "0-1") : "1/2-1/2";
    if (score == result_shown_)
        return std::nullopt;
    std::vector<BoardEvent> events;
    // The first king put in the centre may have been read as its move (or an illegal one) before the
    // second came: not a move of the game (the complaint of lila #11783, a result gesture read as a
    // move), taken back while it is still revisable.
    const int ply = score_.ply_count();
    if (revisable_ && ply > 0) {
        const rules::Square to = score_.last_is_illegal() ? score_.illegal_moves().back().to
                                                          : score_.current().moves().back().to();
        // The piece the move put there (the position it gave has it on its square): a king, still there.
        const Piece moved = score_.current().position().piece_on(to);
        if (central(to) && (moved == Piece::WhiteKing || moved == Piece::BlackKing) &&
            board.pieces[static_cast<std::size_t>(to)] == moved)
            events.push_back(take_back(1));
    }
    BoardEvent shown;
    shown.kind = BoardEvent::Kind::result_shown;
    shown.score = score;
    shown.ply = score_.ply_count();
    events.push_back(std::move(shown));
    result_shown_ = score;
    finished_ = true;
    return events;
}

std::optional<std::vector<BoardEvent>> MoveRecognizer::read_illegal(const Placement& board) {
    std::vector<BoardEvent> events;
    if (const auto m = read_illegal_move(score_.current().position(), board)) {
        if (auto stood = apply_illegal(m->from, m->to, m->fen)) {
            events.push_back(*stood);
            return events;
        }
    }
    // The last ply, not yet final, went on into an illegal move: a castling begun with the rook
    // whose king then crossed an attacked square.
    const int ply = score_.ply_count();
    if (revisable_ && ply > 0) {
        if (const auto m = read_illegal_move(score_.position_at(ply - 1), board)) {
            (void)take_back(1);
            if (auto stood = apply_illegal(m->from, m->to, m->fen)) {
                stood->kind = BoardEvent::Kind::illegal_replaced;
                events.push_back(*stood);
                return events;
            }
        }
    }
    return std::nullopt;
}

BoardEvent MoveRecognizer::play(rules::Move move, BoardEvent::Kind kind) {
    BoardEvent event;
    event.kind = kind;
    event.move = move;
    event.san = rules::to_san(score_.current().position(), move);
    event.ply = score_.ply_count();
    (void)score_.play(move); // legal by construction: found among the position's legal moves
    placements_.push_back(placement_of(score_.current().position()));
    revisable_ = true;
    pending_two_.reset();
    return event;
}

BoardEvent MoveRecognizer::take_back(int plies) {
    BoardEvent back;
    back.kind = BoardEvent::Kind::taken_back;
    back.ply = std::max(0, score_.ply_count() - plies);
    back.plies = score_.ply_count() - back.ply;
    for (const IllegalMove& m : score_.illegal_moves())
        if (m.ply >= back.ply) {
            back.kind = BoardEvent::Kind::illegal_taken_back;
            back.illegal = m;
            break;
        }
    (void)score_.take_back(back.plies);
    placements_.resize(static_cast<std::size_t>(back.ply) + 1);
    revisable_ = false;
    pending_two_.reset();
    return back;
}

Result<BoardEvent> MoveRecognizer::apply_move(rules::Move move) {
    rules::Position position = score_.current().position();
    if (takes_king(position, move) || !position.is_legal(move))
        return Error{"not a legal move here", "move"};
    return play(move, BoardEvent::Kind::move);
}

Result<BoardEvent> MoveRecognizer::apply_illegal(rules::Square from, rules::Square to, std::string_view fen) {
    return stood(score_.play_illegal(from, to, fen));
}

Result<BoardEvent> MoveRecognizer::apply_illegal(std::string_view fen) {
    return stood(score_.play_illegal(fen));
}

Result<BoardEvent> MoveRecognizer::stood(Result<IllegalMove> move) {
    if (!move)
        return move.error();
    placements_.push_back(placement_of(score_.current().position()));
    // Not final until the opponent moves or the clock is pressed: a castling's rook put down after
    // its king may still make it a legal castling.
    revisable_ = true;
    BoardEvent event;
    event.kind = BoardEvent::Kind::illegal;
    event.illegal = *move;
    event.ply = move->ply;
    return event;
}

BoardEvent MoveRecognizer::apply_take_back(int plies) {
    return take_back(plies);
}

} // namespace pendule::eboard
