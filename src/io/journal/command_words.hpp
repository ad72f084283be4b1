#pragma once

// The words of a command's text form as the journal's `command` records hold them: bare words split
// at spaces, free text in double quotes with \" \\ and \n escaped, so that a whole PGN stays one word
// on one line. And the grammar of the one command that io reads back, the arbiter's claim, whose
// game score the exports take from a journal (io/journal/journal_moves.hpp): the clock's command text
// (app/clock/model/command.cpp) writes and reads a claim through these functions, so that what the
// window writes and what io reads cannot drift apart. The other commands' grammar is the clock's.

#include "core/result.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// `text` in double quotes, escaped.
std::string quote_word(std::string_view text);

// The words of a text form; an Error for a quote left open or glued to the next word.
Result<std::vector<std::string>> split_words(std::string_view text);

// A claim of the player to move (Laws 9.2, 9.3) as its command text says it: the game score (SAN, or a
// whole PGN text), in French piece letters (R D T F C) or English ones, and the written intended
// move (9.2.1, 9.3.1), which may be empty.
struct ClaimText {
    std::string movetext;
    bool french = false;
    std::string intended;
    bool operator==(const ClaimText&) const = default;
};

// `judge-claim en "1. Nf3 Nf6 2. Ng1" intended "Nf3"`: the game score and the intended move quoted,
// ` intended ...` left out when no move is written.
std::string claim_text(const ClaimText& claim);

// The claim a command text gives, or nothing when the text is not a claim. Reads the quoted form
// above (or its words unquoted, `judge-claim en e4`), and the form older versions wrote,
// `judge-claim en [MOVETEXT] intended MOVE` (the movetext runs to the last "]" before " intended ",
// since a PGN text holds brackets itself).
std::optional<ClaimText> read_claim(std::string_view text);

} // namespace pendule::io
