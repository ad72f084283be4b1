// libFuzzer target: bytes from a DGT e-board. The frame reader must never crash, never give a square
// past h1 or a piece code past 15; the messages then drive a move recogniser (a tick after each,
// 100 ms apart), whose game must hold only legal moves: its score must read back move for move.
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

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    eboard::FrameReader reader;
    eboard::MoveRecognizer recognizer{rules::Game()};
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
            }
            (void)recognizer.tick(now);
        }
    }
    (void)recognizer.tick(now + 10'000);
    // Every move recorded is legal where it was made.
    const rules::Game& game = recognizer.game();
    rules::Game replay(game.start_position());
    for (const rules::Move move : game.moves())
        if (!replay.play(move))
            std::abort();
    return 0;
}
