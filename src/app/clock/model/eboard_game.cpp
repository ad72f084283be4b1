#include "app/clock/model/eboard_game.hpp"

#include "core/rules/uci.hpp"

#include <variant>

namespace pendule::app {

namespace {

// The recorded moves played from the start, as far as the rules take them.
rules::Game played(rules::Game game, const std::vector<io::BoardMoveRecord>& recorded) {
    for (const io::BoardMoveRecord& r : recorded) {
        if (r.illegal)
            break;
        auto move = rules::parse_uci(game.position(), r.uci);
        if (!move || !game.play(*move))
            break;
    }
    return game;
}

clock::Side mover_at(const rules::Game& game, int ply) {
    return game.position_at(ply).side_to_move() == Colour::White ? clock::Side::White : clock::Side::Black;
}

} // namespace

EBoardGame::EBoardGame(rules::Game start, eboard::RecognizerSettings settings,
                       const std::vector<io::BoardMoveRecord>& recorded)
    : settings_(settings), recognizer_(played(std::move(start), recorded), settings) {}

void EBoardGame::restart(rules::Game start, clock::TimePoint now) {
    if (auto found = recognizer_.orientation())
        settings_.orientation = found;
    recognizer_ = eboard::MoveRecognizer(std::move(start), settings_);
    std::erase_if(records_, [](const io::JournalEvent& e) { return e.kind != io::JournalKind::BoardLink; });
    if (codes_)
        recognizer_.on_board(*codes_, now);
}

void EBoardGame::record(io::JournalEvent event) {
    records_.push_back(std::move(event));
}

void EBoardGame::record_link(const std::string& state, const std::string& detail, clock::TimePoint now) {
    io::JournalEvent e = io::JournalEvent::of(io::JournalKind::BoardLink, now);
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
            codes_ = d->squares;
            recognizer_.on_board(d->squares, now);
            link_ = BoardLinkState::linked;
        } else if (const auto* f = std::get_if<eboard::FieldUpdate>(&m)) {
            if (codes_ && f->field >= 0 && f->field < 64)
                (*codes_)[static_cast<std::size_t>(f->field)] = f->piece;
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
    const rules::Game& game = recognizer_.game();
    switch (e.kind) {
    case Kind::move_replaced:
        ++replaced_;
        [[fallthrough]];
    case Kind::move: {
        io::JournalEvent r =
            io::JournalEvent::of(io::JournalKind::BoardMove, now, mover_at(game, e.ply), e.ply);
        r.move = rules::to_uci(game.position_at(e.ply), e.move);
        r.text = e.san;
        record(std::move(r));
        break;
    }
    case Kind::taken_back:
        taken_back_ += e.plies;
        record(io::JournalEvent::of(io::JournalKind::BoardBack, now, std::nullopt, game.ply_count()));
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

std::vector<io::JournalEvent> EBoardGame::take_records() {
    return std::exchange(records_, {});
}

std::optional<std::string> claimable_draw(const rules::Game& game) {
    const int now = game.ply_count();
    if (game.occurrences(now) >= 3)
        return std::string("9.2.2");
    if (game.halfmove_clock_at(now) >= 100)
        return std::string("9.3.2");
    return std::nullopt;
}

namespace {

// Ply `ply`'s move, numbered "12. " (White) or "12... " (Black) from the game's start.
std::string numbered_move(const rules::Game& game, int ply, rules::Notation notation, bool number) {
    const rules::Position& start = game.start_position();
    const int n = ply + (start.side_to_move() == Colour::White ? 0 : 1);
    std::string text;
    if (number)
        text.append(std::to_string(start.fullmove_number() + n / 2)).append(n % 2 == 0 ? ". " : "... ");
    return text + rules::to_san(game.position_at(ply), game.moves()[static_cast<std::size_t>(ply)], notation);
}

bool whites_move(const rules::Game& game, int ply) {
    return game.position_at(ply).side_to_move() == Colour::White;
}

} // namespace

std::string movetext_of(const rules::Game& game, rules::Notation notation) {
    std::string text;
    for (int ply = 0; ply < game.ply_count(); ++ply) {
        if (!text.empty())
            text += ' ';
        text += numbered_move(game, ply, notation, ply == 0 || whites_move(game, ply));
    }
    return text;
}

std::string last_move_text(const rules::Game& game, rules::Notation notation) {
    if (game.ply_count() == 0)
        return "";
    return numbered_move(game, game.ply_count() - 1, notation, true);
}

} // namespace pendule::app
