#pragma once

// The words the arbiter's rulings share (text.hpp): the players as subjects and after "of", whose
// move it is, the edition of the Laws, a duration. English is the CLI's and the journal's; other
// languages come from the window's catalogue (French follows the FFE's "Règles du jeu d'échecs":
// "les Blancs", "trait aux Noirs", "Règles 2023").

#include "core/arbiter/edition.hpp"
#include "core/arbiter/text.hpp"
#include "core/rules/types.hpp"

#include <cstdint>

namespace pendule::arbiter {

// A predicate said of a player ("has only the king"); its English is its message key.
struct Phrase {
    const char* english;
};
// "White has only the king" (French "les Blancs n'ont que le roi"): the player, then the predicate.
Text said_of(rules::Color side, Text predicate);

// "White" as the subject of a sentence (French "les Blancs", with a plural verb).
Text player(rules::Color side);
// "White" after a possessive or "of" (French "des Blancs": "la tombée du drapeau des Blancs").
Text of_player(rules::Color side);
// "White to move" (French "trait aux Blancs").
Text to_move(rules::Color side);
// "Laws 2023" (French "Règles 2023").
Text laws_of(Edition edition);
// "1 min 30 s", "0.5 s": describe_duration, with the language's decimal separator.
Text duration_text(std::int64_t ms);
// How many times a position appeared: "once", "twice", "3 times".
Text times(std::size_t n);

} // namespace pendule::arbiter
