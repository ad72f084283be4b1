#include "app/clock/model/eboard_text.hpp"

namespace pendule::app {

std::optional<std::string> claimable_draw(const rules::Game& game) {
    const int now = game.ply_count();
    if (game.occurrences(now) >= 3)
        return std::string("9.2.2");
    if (game.halfmove_clock_at(now) >= 100)
        return std::string("9.3.2");
    return std::nullopt;
}

namespace {

// "12. " before White's move, "12... " before Black's, from the position the move is made in.
std::string move_number(const rules::Position& before) {
    return std::to_string(before.fullmove_number()) +
           (before.side_to_move() == Colour::White ? ". " : "... ");
}

// Ply `ply`'s move of `game`, numbered or not.
std::string numbered_move(const rules::Game& game, int ply, rules::Notation notation, bool number) {
    const rules::Position before = game.position_at(ply);
    return (number ? move_number(before) : std::string()) +
           rules::to_san(before, game.moves()[static_cast<std::size_t>(ply)], notation);
}

bool whites_move(const rules::Game& game, int ply) {
    return game.position_at(ply).side_to_move() == Colour::White;
}

} // namespace

std::string movetext_of(const rules::Game& game, rules::Notation notation) {
    std::string text;
    for (int ply = 0; ply < game.ply_count(); ++ply) {
        if (!text.empty())
            text += ' ';
        text += numbered_move(game, ply, notation, ply == 0 || whites_move(game, ply));
    }
    return text;
}

std::string illegal_move_text(const eboard::BoardGame& score, const eboard::IllegalMove& illegal) {
    return move_number(score.position_at(illegal.ply)) + illegal.text;
}

std::string last_move_text(const eboard::BoardGame& score, rules::Notation notation) {
    if (score.ply_count() == 0)
        return "";
    if (score.last_is_illegal())
        return illegal_move_text(score, score.illegal_moves().back());
    const rules::Game& part = score.current();
    return numbered_move(part, part.ply_count() - 1, notation, true);
}

} // namespace pendule::app
