#include "core/rules/perft.hpp"

namespace pendule::rules {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return pos.count_legal_moves();
    MoveList moves;
    pos.legal_moves(moves);
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    if (depth <= 0)
        return result;
    MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        pos.do_move(m);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.undo_move(m);
    }
    return result;
}

} // namespace pendule::rules
