#include "io/eboard/eboard_game.hpp"

#include "core/rules/uci.hpp"
#include "io/journal/journal_moves.hpp"

#include <variant>

namespace pendule::io {

namespace {

clock::Side mover_at(const eboard::BoardGame& game, int ply) {
    return game.position_at(ply).side_to_move() == Colour::White ? clock::Side::White : clock::Side::Black;
}

} // namespace

EBoardGame::EBoardGame(rules::Game start, eboard::RecognizerSettings settings,
                       const std::vector<BoardMoveRecord>& recorded, bool last_pressed)
    : settings_(settings), recognizer_(board_game_of(std::move(start), recorded), settings) {
    if (!last_pressed)
        recognizer_.reopen_last_move();
}

void EBoardGame::restart(rules::Game start, clock::TimePoint now) {
    if (auto found = recognizer_.orientation())
        settings_.orientation = found;
    const std::optional<eboard::BoardCodes> seen = recognizer_.board();
    recognizer_ = eboard::MoveRecognizer(eboard::BoardGame(std::move(start)), settings_);
    std::erase_if(records_, [](const JournalEvent& e) {
        return e.kind != JournalKind::BoardLink && e.kind != JournalKind::BoardClock;
    });
    if (seen)
        recognizer_.on_board(*seen, now);
}

void EBoardGame::record(JournalEvent event) {
    records_.push_back(std::move(event));
}

void EBoardGame::record_link(const std::string& state, const std::string& detail, clock::TimePoint now) {
    JournalEvent e = JournalEvent::of(JournalKind::BoardLink, now);
    e.text = state;
    e.reason = detail;
    record(std::move(e));
}

void EBoardGame::on_linked(const std::string& port, clock::TimePoint now) {
    port_ = port;
    reader_ = eboard::FrameReader();
    // Commands meant for the board as it was: the greeting comes again with the clock's first reading.
    clock_commands_ = eboard::ClockCommands();
    empty_clock_messages_ = 0;
    end_display_at_.reset();
    greet_clock_ = true;
    link_ = BoardLinkState::searching; // linked once the board's first dump is read
    record_link("linked", port, now);
}

void EBoardGame::on_lost(const std::string& why, clock::TimePoint now) {
    if (link_ == BoardLinkState::lost)
        return;
    link_ = BoardLinkState::lost;
    record_link("lost", why, now);
}

void EBoardGame::on_bytes(std::span<const std::uint8_t> bytes, clock::TimePoint now, std::int64_t wall_ms) {
    for (const auto& m : reader_.feed(bytes)) {
        if (const auto* d = std::get_if<eboard::BoardDump>(&m)) {
            recognizer_.on_board(d->squares, now);
            link_ = BoardLinkState::linked;
        } else if (const auto* f = std::get_if<eboard::FieldUpdate>(&m)) {
            recognizer_.on_field(*f, now);
        } else if (const auto* v = std::get_if<eboard::BoardVersion>(&m)) {
            version_ = *v;
        } else if (const auto* c = std::get_if<eboard::ClockTime>(&m)) {
            for (const eboard::ClockEvent& e : clock_.on_time(*c))
                apply(e, now, wall_ms);
            // The clock's first reading since the board was linked: stopped, the players have not
            // begun, and its display is the arbiter's for a moment.
            if (greet_clock_ && clock_.shows()) {
                greet_clock_ = false;
                if (!clock_.shows()->running && !clock_greeting_.empty()) {
                    clock_commands_.push(eboard::clock_display(clock_greeting_));
                    end_display_at_ = now + greeting_ms_;
                }
            }
        } else if (const auto* a = std::get_if<eboard::ClockAck>(&m)) {
            on_clock_answer(*a);
        }
    }
    // An empty clock message is how a wireless board answers a command (docs/eboard.md).
    for (; empty_clock_messages_ < reader_.empty_clock_messages(); ++empty_clock_messages_)
        if (clock_commands_.waiting_for_answer())
            on_clock_answer(eboard::ClockAck{{0x10, 0, 0, 0}});
}

void EBoardGame::on_clock_answer(const eboard::ClockAck& ack) {
    if (ack.automatic() || !clock_commands_.waiting_for_answer())
        return;
    clock_commands_.on_ack(ack);
    if (ack.ok()) {
        ++clock_answers_;
        clock_silent_ = false;
    }
}

std::optional<std::vector<std::uint8_t>> EBoardGame::to_write(clock::TimePoint now) {
    if (end_display_at_ && now >= *end_display_at_) {
        end_display_at_.reset();
        clock_commands_.push(eboard::clock_end_display());
    }
    const std::size_t dropped = clock_commands_.dropped();
    auto bytes = clock_commands_.to_send(now);
    if (clock_commands_.dropped() > dropped) {
        // Never flooded: what waited behind the unanswered command goes with it.
        clock_silent_ = true;
        clock_commands_.clear();
        return std::nullopt;
    }
    return bytes;
}

void EBoardGame::tick(clock::TimePoint now) {
    for (const eboard::BoardEvent& e : recognizer_.tick(now))
        apply(e, now);
    if (press_)
        settle_press(now, now - press_->since >= press_wait_ms);
}

std::optional<clock::TimePoint> EBoardGame::due_at() const {
    std::optional<clock::TimePoint> due = recognizer_.due_at();
    if (press_ && (!due || press_->since + press_wait_ms < *due))
        due = press_->since + press_wait_ms;
    return due;
}

void EBoardGame::settle_press(clock::TimePoint now, bool now_or_never) {
    // The move the press ended, once the board has been read (a piece slid on before the lever is
    // a revision of that move, not a move after it).
    if (!now_or_never && !recognizer_.settled())
        return;
    // The presser's last move read: a board read late (taken up again after moves made while
    // nothing read it) gives the presser's earlier move and the opponent's reply before it.
    const eboard::BoardGame& game = recognizer_.board_game();
    for (int ply = game.ply_count() - 1; ply >= press_->plies_before; --ply)
        if (mover_at(game, ply) == *press_->record.side) {
            record_press(now, ply + 1);
            return;
        }
    if (now_or_never)
        record_press(now, game.ply_count());
}

int EBoardGame::pressed_move_from(clock::Side presser) const {
    // The presser's move read already (the usual case: put down, still a moment, then the lever):
    // the press ended it, the last one, when the board shows the game. Otherwise it ends the
    // presser's next move read (a board that shows no position of the game, after moves made
    // while nothing read it, has its last move read still to come).
    const eboard::BoardGame& game = recognizer_.board_game();
    const int plies = game.ply_count();
    return plies > 0 && mover_at(game, plies - 1) == presser && !recognizer_.lost() ? plies - 1 : plies;
}

void EBoardGame::record_press(clock::TimePoint now, int plies) {
    JournalEvent r = std::move(press_->record);
    press_.reset();
    r.t = now;
    r.value = plies;
    // The press makes its own move final; an opponent's reply read already may still be revised.
    if (plies == recognizer_.board_game().ply_count())
        recognizer_.confirm_last_move();
    record(std::move(r));
}

void EBoardGame::apply(const eboard::ClockEvent& e, clock::TimePoint now, std::int64_t wall_ms) {
    using Kind = eboard::ClockEvent::Kind;
    // Whatever comes after a press is recorded after it.
    if (press_)
        settle_press(now, true);
    // The players' times back on the display as soon as the clock runs.
    if (end_display_at_ && e.shows.running)
        end_display_at_ = now;
    JournalEvent r = JournalEvent::of(JournalKind::BoardClock, now);
    r.wall_ms = wall_ms;
    const bool left_white = white_face_ == eboard::ClockFace::left;
    r.white_ms = clock::Millis{left_white ? e.shows.left_seconds : e.shows.right_seconds} * 1000;
    r.black_ms = clock::Millis{left_white ? e.shows.right_seconds : e.shows.left_seconds} * 1000;
    switch (e.kind) {
    case Kind::pressed: {
        r.text = "pressed";
        r.side = side_at(e.face);
        // A capture and its recapture read as pieces in a hand are those moves when the reply's
        // side pressed (MoveRecognizer::pressed).
        for (const eboard::BoardEvent& read :
             recognizer_.pressed(*r.side == clock::Side::White ? Colour::White : Colour::Black))
            apply(read, now);
        const int from = pressed_move_from(*r.side);
        press_ = PendingPress{std::move(r), now, from};
        settle_press(now, false);
        return;
    }
    case Kind::flag:
        r.text = "flag";
        r.side = side_at(e.face);
        break;
    case Kind::started:
        r.text = "started";
        r.side = side_at(e.face);
        break;
    case Kind::stopped:
        r.text = "stopped";
        break;
    case Kind::set:
        r.text = "set";
        break;
    case Kind::connected:
        r.text = "connected";
        break;
    case Kind::disconnected:
        r.text = "disconnected";
        break;
    }
    if ((e.kind == Kind::set || e.kind == Kind::connected) && e.shows.running)
        r.side = side_at(e.shows.high);
    record(std::move(r));
}

void EBoardGame::apply(const eboard::BoardEvent& e, clock::TimePoint now) {
    using Kind = eboard::BoardEvent::Kind;
    const eboard::BoardGame& game = recognizer_.board_game();
    switch (e.kind) {
    case Kind::move_replaced:
        ++replaced_;
        [[fallthrough]];
    case Kind::move: {
        JournalEvent r = JournalEvent::of(JournalKind::BoardMove, now, mover_at(game, e.ply), e.ply);
        r.move = rules::to_uci(game.position_at(e.ply), e.move);
        r.text = e.san;
        record(std::move(r));
        break;
    }
    case Kind::illegal_replaced:
        ++replaced_;
        [[fallthrough]];
    case Kind::illegal: {
        // The rules' article for the arbiter's ruling: the clock never penalises by itself; if the
        // opponent moves on, the move stands (A.5.2) and the game goes on from `fen`.
        JournalEvent r = JournalEvent::of(JournalKind::BoardMove, now, mover_at(game, e.ply), e.ply);
        r.move = rules::square_name(e.illegal.from) + rules::square_name(e.illegal.to);
        r.text = e.illegal.text;
        r.article = "7.5";
        r.fen = e.illegal.fen;
        record(std::move(r));
        break;
    }
    case Kind::taken_back:
    case Kind::illegal_taken_back:
        taken_back_ += e.plies;
        record(JournalEvent::of(JournalKind::BoardBack, now, std::nullopt, game.ply_count()));
        break;
    case Kind::unknown:
        unreadable_ = true;
        unreadable_board_ = e.board;
        record_link("unreadable", e.board, now);
        break;
    case Kind::restored:
        unreadable_ = false;
        unreadable_board_.clear();
        record_link("readable", "", now);
        break;
    case Kind::orientation:
        if (e.orientation == eboard::Orientation::turned)
            record_link("linked", port_ + ", turned round", now);
        break;
    case Kind::new_game:
        break; // the clock's next game is a new journal, begun from the setup screen
    case Kind::result_shown:
        shown_result_ = e.score; // the caller's to record: a ruling for the arbiter to confirm
        break;
    }
}

std::vector<JournalEvent> EBoardGame::take_records() {
    return std::exchange(records_, {});
}

} // namespace pendule::io
