// libFuzzer target: bytes from a DGT e-board. The frame reader must never crash, never give a square
// past h1 or a piece code past 15; the messages then drive a move recogniser (a tick after each,
// 100 ms apart), whose game must hold only legal moves, each illegal move (Laws 7.5) apart with its
// mark: every move it reports is legal where it was made, and the whole game (its parts, one from
// the start and one from each illegal move's position) reads back move for move. The clock's
// messages drive a clock watch: a press is by the lever's low side, and what it says is the last
// reading's.
#include "core/eboard/board_game.hpp"
#include "core/eboard/clock_watch.hpp"
#include "core/eboard/dgt_protocol.hpp"
#include "core/eboard/move_recognizer.hpp"
#include "core/rules/position.hpp"

#include <cstdint>
#include <cstdlib>
#include <span>
#include <variant>

using namespace pendule;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    (void)rules::Position::start().count_legal_moves();
    return 0;
}

// A move the recogniser reports is legal in the position it was made in; an illegal move is one of
// the game's, marked.
void check(const eboard::MoveRecognizer& recognizer, const std::vector<eboard::BoardEvent>& events) {
    using Kind = eboard::BoardEvent::Kind;
    const eboard::BoardGame& game = recognizer.board_game();
    // After a takeback in the same reading the plies before it are gone: the whole game's check
    // below is left for those.
    for (const eboard::BoardEvent& e : events)
        if (e.kind == Kind::taken_back || e.kind == Kind::illegal_taken_back)
            return;
    for (const eboard::BoardEvent& e : events) {
        if (e.kind == Kind::move || e.kind == Kind::move_replaced) {
            if (e.ply < 0 || e.ply >= game.ply_count() || !game.position_at(e.ply).is_legal(e.move))
                std::abort();
        } else if (e.kind == Kind::illegal || e.kind == Kind::illegal_replaced) {
            if (game.illegal_moves().empty() || !(game.illegal_moves().back() == e.illegal))
                std::abort();
        }
    }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    eboard::FrameReader reader;
    eboard::MoveRecognizer recognizer{rules::Game()};
    eboard::ClockWatch clock_watch;
    std::int64_t now = 0;
    // In two pieces, cut where the first byte says: a frame split across reads must read the same.
    const std::size_t cut = size == 0 ? 0 : data[0] % (size + 1);
    for (const auto& part : {std::span(data, cut), std::span(data + cut, size - cut)}) {
        for (const eboard::Message& m : reader.feed(part)) {
            now += 100;
            if (const auto* f = std::get_if<eboard::FieldUpdate>(&m)) {
                if (f->field < 0 || f->field > 63 || f->piece > eboard::kLastPieceCode)
                    std::abort();
                recognizer.on_field(*f, now);
            } else if (const auto* d = std::get_if<eboard::BoardDump>(&m)) {
                for (const auto code : d->squares)
                    if (code > eboard::kLastPieceCode)
                        std::abort();
                recognizer.on_board(d->squares, now);
            } else if (const auto* t = std::get_if<eboard::ClockTime>(&m)) {
                for (const eboard::ClockEvent& e : clock_watch.on_time(*t)) {
                    if (e.kind == eboard::ClockEvent::Kind::pressed && e.shows.high != eboard::other(e.face))
                        std::abort();
                    if (e.kind != eboard::ClockEvent::Kind::disconnected &&
                        (!clock_watch.shows() || e.shows != *clock_watch.shows()))
                        std::abort();
                }
            }
            check(recognizer, recognizer.tick(now));
        }
    }
    check(recognizer, recognizer.tick(now + 10'000));
    // Every part of the game reads back: its moves legal from its start, which is the position the
    // illegal move before it gave.
    const eboard::BoardGame& game = recognizer.board_game();
    if (game.parts().size() != game.illegal_moves().size() + 1)
        std::abort();
    for (std::size_t i = 0; i < game.parts().size(); ++i) {
        const rules::Game& part = game.parts()[i];
        if (i > 0 && part.start_position().fen() != game.illegal_moves()[i - 1].fen)
            std::abort();
        rules::Game replay(part.start_position());
        for (const rules::Move move : part.moves())
            if (!replay.play(move))
                std::abort();
    }
    return 0;
}
