#include "core/arbiter/game_status.hpp"

#include "core/rules/san.hpp"

namespace pendule::arbiter {

GameStatus game_status(const rules::Game& game, Edition edition) {
    const rules::Position& position = game.position();
    GameStatus status;
    status.fen = position.fen();
    status.plies = game.ply_count();
    if (!game.san_moves().empty())
        status.last_move = game.san_moves().back();
    status.side_to_move = position.side_to_move();
    status.check = position.in_check();
    status.checkmate = position.is_checkmate();
    status.stalemate = position.is_stalemate();
    status.repetitions = game.repetition_count();
    status.first_threefold_ply = game.first_ply_with_occurrences(3);
    status.halfmove_clock = position.halfmove_clock();
    const bool can_move = !status.checkmate && !status.stalemate;
    status.threefold_claim = status.repetitions >= 3 && can_move;
    status.fifty_claim = status.halfmove_clock >= 100 && can_move;
    status.fivefold = status.repetitions >= 5;
    // Laws 9.6.2: a checkmate on the last move takes precedence.
    status.seventyfive = status.halfmove_clock >= 150 && !status.checkmate;
    status.dead_position = is_dead_position(position);
    status.white_can_mate = can_checkmate(position, rules::Color::White);
    status.black_can_mate = can_checkmate(position, rules::Color::Black);
    status.ending = first_automatic_ending(game, edition);

    // Laws 9.2.1 / 9.3.1: the moves that could be written down for a claim.
    rules::MoveList moves;
    position.legal_moves(moves);
    for (const rules::Move move : moves) {
        rules::Game after = game;
        if (!after.play(move))
            continue;
        if (after.repetition_count() >= 3)
            status.threefold_moves.push_back(after.san_moves().back());
        if (after.position().halfmove_clock() >= 100)
            status.fifty_moves.push_back(after.san_moves().back());
    }
    return status;
}

} // namespace pendule::arbiter
