#pragma once

// The arbiter's texts in the two languages of the window: English (the CLI's, the journal's and
// the decision log's) and French (the terms of the FFE's "Regles du jeu d'echecs": nulle, pat, mat,
// reclamation, coup illegal, tombee du drapeau; accents in the texts). Every ruling is worded in both, side
// by side, so that the facts (articles, plies, moves, times) are the same in each; the caller picks one.

#include "core/arbiter/edition.hpp"
#include "core/rules/types.hpp"

#include <cstdint>
#include <string>

namespace pendule::arbiter {

enum class Language { English, French };

// A fixed phrase in both languages.
struct Phrase {
    const char* english;
    const char* french;
};

// A text in both languages, built side by side.
struct Wording {
    std::string english;
    std::string french;

    const std::string& in(Language language) const { return language == Language::French ? french : english; }
    // Appends the same characters to both (numbers, moves, articles, punctuation).
    Wording& operator+=(const std::string& same) {
        english += same;
        french += same;
        return *this;
    }
    Wording& operator+=(const Wording& other) {
        english += other.english;
        french += other.french;
        return *this;
    }
};

inline Wording operator+(Wording left, const Wording& right) {
    left += right;
    return left;
}
inline Wording operator+(Wording left, const std::string& same) {
    left += same;
    return left;
}

// "les Blancs", "les Noirs" (the subject of a plural verb: "les Blancs peuvent mater").
std::string colour_fr(rules::Color side);
// "des Blancs", "des Noirs" ("la tombee du drapeau des Blancs").
std::string of_colour_fr(rules::Color side);
// "trait aux Blancs" (White to move).
std::string to_move_fr(rules::Color side);
// The first letter in capitals ("Les Blancs ...").
std::string capitalised(std::string text);
// "Regles 2023": the edition of the Laws ("Laws 2023").
std::string edition_fr(Edition edition);
// A SAN move with French piece letters (R D T F C): "Nf6" -> "Cf6", "e8=Q+" -> "e8=D+".
std::string san_fr(const std::string& san);
// "1 min 30 s", "0,5 s": describe_duration with a decimal comma.
std::string duration_fr(std::int64_t ms);

} // namespace pendule::arbiter
