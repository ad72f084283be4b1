#pragma once

// Why a game ended, as a code: the game journal's result record carries it beside the clock's English
// reason (`reason_code=`, docs/journal.md), so that a reader in another language (the arbiter's desk)
// words the reason in its own language instead of showing the clock's English. Readers keep the code
// as text: a code a newer program writes is carried on, and a reader that does not know it shows the
// English reason.

#include <optional>
#include <string_view>

namespace pendule::arbiter {

enum class ReasonCode {
    WhiteResigns,     // 5.1.2
    BlackResigns,     // 5.1.2
    Agreement,        // 5.2.3: a draw agreed
    WhiteFlag,        // 6.9: White's flag fell
    BlackFlag,        // 6.9
    WhiteIllegal,     // 7.5.5: White lost by illegal moves
    BlackIllegal,     // 7.5.5
    ArbiterDraw,      // a draw declared by the arbiter: the opponent cannot checkmate (6.9, 7.5.5)
    WhiteClaim,       // 9.2, 9.3: White's correct draw claim
    BlackClaim,       // 9.2, 9.3
    Checkmate,        // 5.1.1
    Stalemate,        // 5.2.1
    DeadPosition,     // 5.2.2
    Fivefold,         // 9.6.1
    SeventyFiveMoves, // 9.6.2
};

// Every code, in the order of the enumeration; its size is checked against the table of names.
inline constexpr ReasonCode all_reason_codes[] = {
    ReasonCode::WhiteResigns, ReasonCode::BlackResigns, ReasonCode::Agreement,       ReasonCode::WhiteFlag,
    ReasonCode::BlackFlag,    ReasonCode::WhiteIllegal, ReasonCode::BlackIllegal,    ReasonCode::ArbiterDraw,
    ReasonCode::WhiteClaim,   ReasonCode::BlackClaim,   ReasonCode::Checkmate,       ReasonCode::Stalemate,
    ReasonCode::DeadPosition, ReasonCode::Fivefold,     ReasonCode::SeventyFiveMoves};

// What the Laws make of a result, by its code: one table (reason_code.cpp) that the clock's panel
// and pendule-cli hall-sim read, so that a score or an article is written once.
struct ResultFacts {
    ReasonCode code;
    std::string_view name;    // as the journal writes it: "white-resigns" (reason_code_name)
    std::string_view score;   // "1-0", "0-1", "1/2-1/2"; empty for checkmate (it depends on who mates)
    std::string_view article; // of the Laws: "5.1.2", "6.9", "6.9 / 7.5.5", ...
    // The result in English as the clock's panel declares it, the key of its translation in the
    // catalogue's context "result"; empty for the results the panel does not offer (claims, and the
    // endings the core finds in a game score).
    std::string_view words;
};

// The facts of a code (every code has them: the table is checked against all_reason_codes).
const ResultFacts& result_facts(ReasonCode code);

// The code as written: "white-resigns", "agreement", "black-flag", "checkmate", ...
std::string_view reason_code_name(ReasonCode code);

// The code of a name, or nothing for a name this program does not know.
std::optional<ReasonCode> parse_reason_code(std::string_view name);

// The code of an ending found in a game score, by its article: "5.1.1" checkmate, "5.2.1" stalemate,
// "5.2.2" dead position, "9.6.1" fivefold repetition, "9.6.2" the 75-move rule.
std::optional<ReasonCode> reason_code_of_ending(std::string_view article);

} // namespace pendule::arbiter
