#include "app/common/model/variant.hpp"

#include "core/rules/pgn_game.hpp"

namespace pendule::app {

std::optional<int> chess960_number_of(std::string_view fen) {
    const auto space = fen.find(' ');
    const auto slash = fen.rfind('/', space);
    if (space == std::string_view::npos || slash == std::string_view::npos)
        return std::nullopt;
    const auto number = rules::chess960_number(fen.substr(slash + 1, space - slash - 1));
    if (!number)
        return std::nullopt;
    auto start = rules::Position::chess960_start(*number);
    if (!start || start->fen() != fen)
        return std::nullopt;
    return number;
}

rules::Position game_start(std::optional<int> chess960) {
    if (chess960)
        if (auto start = rules::Position::chess960_start(*chess960))
            return std::move(start.value());
    return rules::Position::start();
}

Result<rules::Game> game_of_score(std::string_view score, rules::Notation letters,
                                  std::optional<int> chess960) {
    auto pgn = rules::read_pgn_game(score);
    if (!pgn)
        return pgn.error();
    if (chess960 && !pgn->start_fen())
        pgn->set_start(true, game_start(chess960).fen());
    return rules::Game::from_pgn(*pgn, letters, false);
}

std::string chess960_words(std::optional<int> chess960, const i18n::Lang& lang) {
    if (!chess960)
        return std::string();
    return lang.tr("Chess960 · position {number}", {{"number", *chess960}});
}

std::string chess960_short_words(int chess960, const i18n::Lang& lang) {
    return lang.tr("Chess960 · {number}", {{"number", chess960}});
}

} // namespace pendule::app
