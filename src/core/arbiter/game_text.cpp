#include "core/arbiter/game_text.hpp"

namespace pendule::arbiter {

rules::Color side_to_move_at(const rules::Game& game, int ply) {
    const rules::Color first = game.start_position().side_to_move();
    return ply % 2 == 0 ? first : ~first;
}

std::string describe_ply(const rules::Game& game, int ply) {
    const std::string to_move = std::string(rules::color_name(side_to_move_at(game, ply))) + " to move";
    if (ply == 0)
        return "ply 0 (the start position, " + to_move + ")";
    const std::size_t index = static_cast<std::size_t>(ply - 1);
    return "ply " + std::to_string(ply) + " (after " + game.move_label_at(ply - 1) + " " +
           game.san_moves()[index] + ", " + to_move + ")";
}

} // namespace pendule::arbiter
