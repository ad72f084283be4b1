#include "core/arbiter/endings.hpp"

#include "core/arbiter/game_text.hpp"
#include "core/arbiter/mating_material.hpp"

namespace pendule::arbiter {

std::optional<int> first_fivefold(const rules::Game& game, Edition edition) {
    if (!fivefold_must_be_consecutive(edition))
        return game.first_ply_with_occurrences(5);
    // Laws 2014 9.6.1: "for at least five consecutive alternate moves by each player": the last five
    // occurrences follow each other every four plies (each player going back and forth).
    for (int ply = 0; ply <= game.ply_count(); ++ply) {
        const std::vector<int> earlier = game.same_position_plies(ply);
        if (earlier.size() < 4)
            continue;
        bool consecutive = true;
        int next = ply;
        for (std::size_t i = earlier.size(); i-- > earlier.size() - 4;) {
            consecutive = consecutive && next - earlier[i] == 4;
            next = earlier[i];
        }
        if (consecutive)
            return ply;
    }
    return std::nullopt;
}

std::optional<int> first_seventy_five(const rules::Game& game) {
    for (int ply = 0; ply <= game.ply_count(); ++ply) {
        if (game.halfmove_clock_at(ply) >= 150)
            // Laws 9.6.2: if the last move resulted in checkmate, that takes precedence.
            return game.position_at(ply).is_checkmate() ? std::nullopt : std::optional<int>(ply);
    }
    return std::nullopt;
}

std::vector<std::pair<int, rules::Position>> dead_position_plies(const rules::Game& game) {
    std::vector<std::pair<int, rules::Position>> out;
    rules::Position position = game.start_position();
    for (int ply = 0; ply <= game.ply_count(); ++ply) {
        if (ply > 0)
            position.do_move(game.moves()[static_cast<std::size_t>(ply - 1)]);
        if (ply != 0 && ply != game.ply_count() && game.halfmove_clock_at(ply) != 0)
            continue;
        out.emplace_back(ply, position);
    }
    return out;
}

std::vector<rules::Position> dead_positions_left_open(const rules::Game& game) {
    std::vector<rules::Position> open;
    for (auto& [ply, position] : dead_position_plies(game)) {
        const auto quick = [&at = position](rules::Color side) {
            return can_checkmate(at, side, kQuickNodeBudget);
        };
        const Verdict white = quick(rules::Color::White);
        if (white == Verdict::Yes)
            continue; // not dead, whatever Black can do
        const Verdict black = quick(rules::Color::Black);
        if (black == Verdict::Yes || (white == Verdict::No && black == Verdict::No))
            continue;
        open.push_back(std::move(position));
    }
    return open;
}

namespace {

Ending make_ending(int ply, const char* article, Outcome outcome, Text reason) {
    std::string english = reason.english();
    return Ending{ply, article, outcome, std::move(english), std::move(reason)};
}

// The first dead position (5.2.2) among the plies where one can appear (dead_position_plies).
std::optional<Ending> first_dead_position(const rules::Game& game) {
    for (const auto& [ply, position] : dead_position_plies(game)) {
        if (is_dead_position(position) == Verdict::Yes) {
            return make_ending(
                ply, "5.2.2", Outcome::Draw,
                Text::msg(N_("dead position at {ply}: neither side can checkmate ({white}; {black})"),
                          {{"ply", ply_text(game, ply)},
                           {"white", mating_material_words(position, rules::Color::White)},
                           {"black", mating_material_words(position, rules::Color::Black)}}));
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Ending> first_automatic_ending(const rules::Game& game, Edition edition) {
    std::optional<Ending> found;
    auto consider = [&found](std::optional<Ending> ending) {
        if (ending && (!found || ending->ply < found->ply))
            found = std::move(ending);
    };
    const rules::Position& last = game.position();
    const int last_ply = game.ply_count();
    const Text::Args at_last = {{"player", player(last.side_to_move())}, {"ply", ply_text(game, last_ply)}};
    if (last.is_checkmate())
        consider(
            make_ending(last_ply, "5.1.1",
                        last.side_to_move() == rules::Color::White ? Outcome::BlackWins : Outcome::WhiteWins,
                        Text::msg(N_("{player} is checkmated at {ply}"), at_last)));
    else if (last.is_stalemate())
        consider(make_ending(last_ply, "5.2.1", Outcome::Draw,
                             Text::msg(N_("{player} is stalemated at {ply}"), at_last)));
    // A stalemate is also "dead" (no move can follow): the stalemate, found first at the same ply, is named.
    consider(first_dead_position(game));
    if (has_automatic_draws(edition)) {
        if (auto ply = first_fivefold(game, edition)) {
            const Text::Args facts = {{"ply", ply_text(game, *ply)}, {"laws", laws_of(edition)}};
            consider(make_ending(*ply, "9.6.1", Outcome::Draw,
                                 fivefold_must_be_consecutive(edition)
                                     ? Text::msg(N_("the position at {ply} has appeared for the fifth time "
                                                    "by consecutive alternate moves "
                                                    "({laws}: drawn without a claim)"),
                                                 facts)
                                     : Text::msg(N_("the position at {ply} has appeared for the fifth time "
                                                    "({laws}: drawn without a claim)"),
                                                 facts)));
        }
        if (auto ply = first_seventy_five(game)) {
            consider(
                make_ending(*ply, "9.6.2", Outcome::Draw,
                            Text::msg(N_("75 moves by each player ({plies} plies) without pawn move or "
                                         "capture at {ply} ({laws}: "
                                         "drawn without a claim)"),
                                      {{"plies", Text::same(std::to_string(game.halfmove_clock_at(*ply)))},
                                       {"ply", ply_text(game, *ply)},
                                       {"laws", laws_of(edition)}})));
        }
    }
    return found;
}

} // namespace pendule::arbiter
