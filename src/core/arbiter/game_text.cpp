#include "core/arbiter/game_text.hpp"

namespace pendule::arbiter {

rules::Color side_to_move_at(const rules::Game& game, int ply) {
    const rules::Color first = game.start_position().side_to_move();
    return ply % 2 == 0 ? first : ~first;
}

std::string describe_ply(const rules::Game& game, int ply) {
    return describe_ply_words(game, ply).english;
}

Wording describe_ply_words(const rules::Game& game, int ply) {
    const rules::Color side = side_to_move_at(game, ply);
    const std::string to_move = std::string(rules::color_name(side)) + " to move";
    if (ply == 0)
        return {"ply 0 (the start position, " + to_move + ")",
                "demi-coup 0 (la position de d\xc3\xa9part, " + to_move_fr(side) + ")"};
    const std::size_t index = static_cast<std::size_t>(ply - 1);
    const std::string label = game.move_label_at(ply - 1);
    const std::string& san = game.san_moves()[index];
    return {"ply " + std::to_string(ply) + " (after " + label + " " + san + ", " + to_move + ")",
            "demi-coup " + std::to_string(ply) + " (apr\xc3\xa8s " + label + " " + san_fr(san) + ", " +
                to_move_fr(side) + ")"};
}

} // namespace pendule::arbiter
