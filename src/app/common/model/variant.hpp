#pragma once

// The game's variant in the window: a Chess960 game is known by its start position's
// number (0 to 959, 518 the usual array); the clock, the desk and the position editor name it with
// the same words, in the window's language.

#include "core/result.hpp"
#include "core/rules/game.hpp"
#include "core/rules/position.hpp"
#include "i18n/lang.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace pendule::app {

// The number of the Chess960 start position a FEN is (the journal header's start), or nothing when
// it is none of them (any move made, a right or a counter different from the start's).
std::optional<int> chess960_number_of(std::string_view fen);

// The position a game starts from: the Chess960 start `number` played as Chess960, or the usual one.
rules::Position game_start(std::optional<int> chess960);

// A game score (SAN moves or a PGN text) read as a game without its variations, as the arbiter's
// rulings read it: in a Chess960 game, a score without a FEN tag starts from the game's start
// position, played as Chess960 (as the journal's replay reads it). The reading's error otherwise.
Result<rules::Game> game_of_score(std::string_view score, rules::Notation letters,
                                  std::optional<int> chess960);

// "Chess960 · position 518" (the catalogue's words), or "" for standard chess.
std::string chess960_words(std::optional<int> chess960, const i18n::Lang& lang);
// "Chess960 · 518", for a title where room is short.
std::string chess960_short_words(int chess960, const i18n::Lang& lang);

} // namespace pendule::app
