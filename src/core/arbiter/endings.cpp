#include "core/arbiter/endings.hpp"

#include "core/arbiter/mating_material.hpp"

#include <unordered_map>

namespace pendule::arbiter {

std::optional<int> first_fivefold(const GameHistory& history, Edition edition) {
    const auto& plies = history.plies();
    std::unordered_map<std::uint64_t, std::vector<int>> seen;
    for (int ply = 0; ply <= history.last_ply(); ++ply) {
        auto& at = seen[plies[static_cast<std::size_t>(ply)].key];
        at.push_back(ply);
        if (at.size() < 5)
            continue;
        if (!fivefold_must_be_consecutive(edition))
            return ply;
        // Laws 2014 9.6.1: "for at least five consecutive alternate moves by each player": the
        // last five occurrences follow each other every four plies (each player going back and forth).
        const std::size_t n = at.size();
        bool consecutive = true;
        for (std::size_t i = n - 4; i < n; ++i)
            consecutive = consecutive && at[i] - at[i - 1] == 4;
        if (consecutive)
            return ply;
    }
    return std::nullopt;
}

std::optional<int> first_seventy_five(const GameHistory& history) {
    const auto& plies = history.plies();
    for (int ply = 0; ply <= history.last_ply(); ++ply) {
        const PlyRecord& record = plies[static_cast<std::size_t>(ply)];
        if (record.halfmove_clock >= 150)
            // Laws 9.6.2: if the last move resulted in checkmate, that takes precedence.
            return record.is_checkmate ? std::nullopt : std::optional<int>(ply);
    }
    return std::nullopt;
}

std::optional<Ending> first_automatic_ending(const GameHistory& history, Edition edition) {
    const auto& plies = history.plies();
    const std::optional<int> fivefold =
        has_automatic_draws(edition) ? first_fivefold(history, edition) : std::nullopt;
    const std::optional<int> seventy_five =
        has_automatic_draws(edition) ? first_seventy_five(history) : std::nullopt;
    for (int ply = 0; ply <= history.last_ply(); ++ply) {
        const PlyRecord& record = plies[static_cast<std::size_t>(ply)];
        if (record.is_checkmate) {
            const Outcome winner =
                record.side_to_move == rules::Color::White ? Outcome::BlackWins : Outcome::WhiteWins;
            return Ending{ply, "5.1.1", winner,
                          std::string(rules::color_name(record.side_to_move)) + " is checkmated at " +
                              history.describe_ply(ply)};
        }
        if (record.is_stalemate)
            return Ending{ply, "5.2.1", Outcome::Draw,
                          std::string(rules::color_name(record.side_to_move)) + " is stalemated at " +
                              history.describe_ply(ply)};
        if (fivefold == ply)
            return Ending{
                ply, "9.6.1", Outcome::Draw,
                "the position at " + history.describe_ply(ply) + " has appeared for the fifth time" +
                    (fivefold_must_be_consecutive(edition) ? " by consecutive alternate moves" : "") +
                    " (Laws " + std::string(edition_name(edition)) + ": drawn without a claim)"};
        if (seventy_five == ply)
            return Ending{ply, "9.6.2", Outcome::Draw,
                          "75 moves by each player (" + std::to_string(record.halfmove_clock) +
                              " plies) without pawn move or capture at " + history.describe_ply(ply) +
                              " (Laws " + std::string(edition_name(edition)) + ": drawn without a claim)"};
        // Laws 5.2.2: a dead position ends the game at once. Judged at the start, wherever a pawn
        // moved or material changed (a capture or promotion), and at the last ply.
        if (ply == 0 || ply == history.last_ply() || record.halfmove_clock == 0 || record.material_changed) {
            auto position = rules::Position::from_fen(record.fen);
            if (position && is_dead_position(*position) == Verdict::Yes)
                return Ending{ply, "5.2.2", Outcome::Draw,
                              "dead position at " + history.describe_ply(ply) +
                                  ": neither side can checkmate (" +
                                  mating_material_reason(*position, rules::Color::White) + "; " +
                                  mating_material_reason(*position, rules::Color::Black) + ")"};
        }
    }
    return std::nullopt;
}

} // namespace pendule::arbiter
