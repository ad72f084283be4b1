#include "core/arbiter/wording.hpp"

#include "core/arbiter/penalty.hpp"

namespace pendule::arbiter {

Text player(rules::Color side) {
    return side == rules::Color::White ? Text::msg_in("player", "White") : Text::msg_in("player", "Black");
}

Text said_of(rules::Color side, Text predicate) {
    return Text::msg(N_("{player} {predicate}"),
                     {{"player", player(side)}, {"predicate", std::move(predicate)}});
}

Text of_player(rules::Color side) {
    return side == rules::Color::White ? Text::msg_in("of the player", "White")
                                       : Text::msg_in("of the player", "Black");
}

Text to_move(rules::Color side) {
    return side == rules::Color::White ? Text::msg(N_("White to move")) : Text::msg(N_("Black to move"));
}

Text laws_of(Edition edition) {
    return Text::msg(N_("Laws {edition}"), {{"edition", Text::same(std::string(edition_name(edition)))}});
}

Text duration_text(std::int64_t ms) {
    return Text::decimal(describe_duration(ms));
}

Text times(std::size_t n) {
    if (n == 1)
        return Text::msg(N_("once"));
    if (n == 2)
        return Text::msg(N_("twice"));
    return Text::msg(N_("{n} times"), {{"n", Text::same(std::to_string(n))}});
}

} // namespace pendule::arbiter
