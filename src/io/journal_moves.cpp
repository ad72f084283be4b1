#include "io/journal_moves.hpp"

#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/command_words.hpp"

#include <algorithm>

namespace pendule::io {

namespace {

// The game score of a judged claim's command text (app/command.cpp's form):
// `judge-claim en "1. e4 e5" intended "Nf3"`, or the older `judge-claim en [1. e4 e5] intended Nf3`.
std::optional<std::pair<std::string, rules::Notation>> claim_movetext(const std::string& text) {
    const std::string verb = "judge-claim ";
    if (text.rfind(verb, 0) != 0)
        return std::nullopt;
    const std::string letters = text.substr(verb.size(), 2);
    if (letters != "en" && letters != "fr")
        return std::nullopt;
    const auto notation = letters == "fr" ? rules::Notation::French : rules::Notation::English;
    if (auto words = split_words(text);
        words && words->size() >= 3 && text.size() > verb.size() + 3 && text[verb.size() + 3] == '"')
        return std::make_pair((*words)[2], notation);
    const std::size_t open = text.find('[', verb.size());
    const std::size_t intended = text.rfind("] intended ");
    const std::size_t close = intended != std::string::npos ? intended : text.rfind(']');
    if (open == std::string::npos || close == std::string::npos || close < open)
        return std::nullopt;
    return std::make_pair(text.substr(open + 1, close - open - 1), notation);
}

} // namespace

std::optional<KnownMoves> moves_from_claims(const ReplayedGame& game) {
    for (auto it = game.commands.rbegin(); it != game.commands.rend(); ++it) {
        const auto& [t, text] = *it;
        const auto movetext = claim_movetext(text);
        if (!movetext)
            continue;
        auto pgn = rules::read_pgn_game(movetext->first);
        if (!pgn || pgn->start_fen())
            continue;
        // The game starts where the journal's header says (a Chess960 game, a set-up position).
        if (game.header.variant == "chess960")
            pgn->set_tag("Variant", "Chess960");
        if (!game.header.start_fen.empty()) {
            pgn->set_tag("SetUp", "1");
            pgn->set_tag("FEN", game.header.start_fen);
        }
        auto played = rules::Game::from_pgn(*pgn, movetext->second, false);
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
