#include "core/arbiter/game_text.hpp"

namespace pendule::arbiter {

rules::Color side_to_move_at(const rules::Game& game, int ply) {
    const rules::Color first = game.start_position().side_to_move();
    return ply % 2 == 0 ? first : ~first;
}

std::string describe_ply(const rules::Game& game, int ply) {
    return ply_text(game, ply).english();
}

Text ply_text(const rules::Game& game, int ply) {
    const rules::Color side = side_to_move_at(game, ply);
    if (ply == 0)
        return Text::msg(N_("ply 0 (the start position, {to_move})"), {{"to_move", to_move(side)}});
    const std::size_t index = static_cast<std::size_t>(ply - 1);
    return Text::msg(N_("ply {ply} (after {label} {move}, {to_move})"),
                     {{"ply", Text::same(std::to_string(ply))},
                      {"label", Text::same(game.move_label_at(ply - 1))},
                      {"move", Text::move(game.san_moves()[index])},
                      {"to_move", to_move(side)}});
}

} // namespace pendule::arbiter
