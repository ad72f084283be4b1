#include "io/eboard/eboard_game.hpp"

#include "core/rules/uci.hpp"

#include <variant>

namespace pendule::io {

namespace {

// The recorded moves played from the start, an illegal move from the position it gave, as far as
// they can be played.
eboard::BoardGame played(rules::Game start, const std::vector<BoardMoveRecord>& recorded) {
    eboard::BoardGame game(std::move(start));
    for (const BoardMoveRecord& r : recorded) {
        if (r.illegal) {
            if (!game.play_illegal(r.fen))
                break;
            continue;
        }
        auto move = rules::parse_uci(game.current().position(), r.uci);
        if (!move || !game.play(*move))
            break;
    }
    return game;
}

clock::Side mover_at(const eboard::BoardGame& game, int ply) {
    return game.position_at(ply).side_to_move() == Colour::White ? clock::Side::White : clock::Side::Black;
}

} // namespace

EBoardGame::EBoardGame(rules::Game start, eboard::RecognizerSettings settings,
                       const std::vector<BoardMoveRecord>& recorded)
    : settings_(settings), recognizer_(played(std::move(start), recorded), settings) {}

void EBoardGame::restart(rules::Game start, clock::TimePoint now) {
    if (auto found = recognizer_.orientation())
        settings_.orientation = found;
    const std::optional<eboard::BoardCodes> seen = recognizer_.board();
    recognizer_ = eboard::MoveRecognizer(eboard::BoardGame(std::move(start)), settings_);
    std::erase_if(records_, [](const JournalEvent& e) { return e.kind != JournalKind::BoardLink; });
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
    link_ = BoardLinkState::searching; // linked once the board's first dump is read
    record_link("linked", port, now);
}

void EBoardGame::on_lost(const std::string& why, clock::TimePoint now) {
    if (link_ == BoardLinkState::lost)
        return;
    link_ = BoardLinkState::lost;
    record_link("lost", why, now);
}

void EBoardGame::on_bytes(std::span<const std::uint8_t> bytes, clock::TimePoint now) {
    for (const auto& m : reader_.feed(bytes)) {
        if (const auto* d = std::get_if<eboard::BoardDump>(&m)) {
            recognizer_.on_board(d->squares, now);
            link_ = BoardLinkState::linked;
        } else if (const auto* f = std::get_if<eboard::FieldUpdate>(&m)) {
            recognizer_.on_field(*f, now);
        } else if (const auto* v = std::get_if<eboard::BoardVersion>(&m)) {
            version_ = *v;
        }
    }
}

void EBoardGame::tick(clock::TimePoint now) {
    for (const eboard::BoardEvent& e : recognizer_.tick(now))
        apply(e, now);
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
    }
}

std::vector<JournalEvent> EBoardGame::take_records() {
    return std::exchange(records_, {});
}

} // namespace pendule::io
