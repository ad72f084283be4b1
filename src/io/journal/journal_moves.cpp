#include "io/journal/journal_moves.hpp"

#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/journal/command_words.hpp"

#include <algorithm>

namespace pendule::io {

std::optional<KnownMoves> moves_from_claims(const ReplayedGame& game) {
    for (auto it = game.commands.rbegin(); it != game.commands.rend(); ++it) {
        const auto& [t, text] = *it;
        // Read as the clock reads its own claims (io/journal/command_words.hpp), quoted or in the older form.
        const auto claim = read_claim(text);
        if (!claim)
            continue;
        auto pgn = rules::read_pgn_game(claim->movetext);
        if (!pgn || pgn->start_fen())
            continue;
        // The game starts where the journal's header says (a Chess960 game, a set-up position).
        pgn->set_start(game.header.variant == "chess960", game.header.start_fen);
        const auto notation = claim->french ? rules::Notation::French : rules::Notation::English;
        auto played = rules::Game::from_pgn(*pgn, notation, false);
        if (!played)
            continue;
        const auto presses = std::count_if(game.presses.begin(), game.presses.end(),
                                           [at = t](const PressTime& p) { return p.at <= at; });
        if (played->ply_count() != presses || presses == 0)
            continue;
        return KnownMoves{played->san_moves(), t};
    }
    return std::nullopt;
}

} // namespace pendule::io
