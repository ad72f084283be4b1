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

namespace {

std::string laws(Edition edition) {
    return "Laws " + std::string(edition_name(edition));
}

Ending make_ending(int ply, const char* article, Outcome outcome, Wording reason) {
    return Ending{ply, article, outcome, std::move(reason.english), std::move(reason.french)};
}

// The first dead position (5.2.2) among the plies where one can appear: the start, after a pawn
// move or capture, and the last ply (the interim analysis only changes its mind there).
std::optional<Ending> first_dead_position(const rules::Game& game) {
    rules::Position position = game.start_position();
    for (int ply = 0; ply <= game.ply_count(); ++ply) {
        if (ply > 0)
            position.do_move(game.moves()[static_cast<std::size_t>(ply - 1)]);
        if (ply != 0 && ply != game.ply_count() && game.halfmove_clock_at(ply) != 0)
            continue;
        if (is_dead_position(position) == Verdict::Yes) {
            const Wording at = describe_ply_words(game, ply);
            return make_ending(
                ply, "5.2.2", Outcome::Draw,
                {"dead position at " + at.english + ": neither side can checkmate (" +
                     mating_material_reason(position, rules::Color::White) + "; " +
                     mating_material_reason(position, rules::Color::Black) + ")",
                 "position morte au " + at.french + " : aucun des deux joueurs ne peut mater (" +
                     mating_material_reason(position, rules::Color::White, Language::French) + " ; " +
                     mating_material_reason(position, rules::Color::Black, Language::French) + ")"});
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
    const std::string side(rules::color_name(last.side_to_move()));
    const std::string side_fr = colour_fr(last.side_to_move());
    const Wording at_last = describe_ply_words(game, last_ply);
    if (last.is_checkmate())
        consider(
            make_ending(last_ply, "5.1.1",
                        last.side_to_move() == rules::Color::White ? Outcome::BlackWins : Outcome::WhiteWins,
                        {side + " is checkmated at " + at_last.english,
                         side_fr + " sont mat\xc3\xa9s au " + at_last.french}));
    else if (last.is_stalemate())
        consider(make_ending(
            last_ply, "5.2.1", Outcome::Draw,
            {side + " is stalemated at " + at_last.english, side_fr + " sont pat au " + at_last.french}));
    // A stalemate is also "dead" (no move can follow): the stalemate, found first at the same ply, is named.
    consider(first_dead_position(game));
    if (has_automatic_draws(edition)) {
        if (auto ply = first_fivefold(game, edition)) {
            const Wording at = describe_ply_words(game, *ply);
            const bool consecutive = fivefold_must_be_consecutive(edition);
            consider(
                make_ending(*ply, "9.6.1", Outcome::Draw,
                            {"the position at " + at.english + " has appeared for the fifth time" +
                                 (consecutive ? " by consecutive alternate moves" : "") + " (" +
                                 laws(edition) + ": drawn without a claim)",
                             "la position du " + at.french + " est apparue pour la cinqui\xc3\xa8me fois" +
                                 (consecutive ? " par des coups altern\xc3\xa9s cons\xc3\xa9"
                                                "cutifs"
                                              : "") +
                                 " (" + edition_fr(edition) +
                                 " : nulle sans r\xc3\xa9"
                                 "clamation)"}));
        }
        if (auto ply = first_seventy_five(game)) {
            const Wording at = describe_ply_words(game, *ply);
            const std::string plies = std::to_string(game.halfmove_clock_at(*ply));
            consider(make_ending(
                *ply, "9.6.2", Outcome::Draw,
                {"75 moves by each player (" + plies + " plies) without pawn move or capture at " +
                     at.english + " (" + laws(edition) + ": drawn without a claim)",
                 "75 coups de chaque joueur (" + plies + " demi-coups) sans mouvement de pion ni prise au " +
                     at.french + " (" + edition_fr(edition) +
                     " : nulle sans r\xc3\xa9"
                     "clamation)"}));
        }
    }
    return found;
}

} // namespace pendule::arbiter
