#pragma once

// Checks every game of a PGN text for `pendule-cli validate`, on several threads when the text
// is large: the text is cut where a game visibly starts (a '[' opening a line after an empty
// line), each piece is checked on its own, and the pieces are joined back. The cut is verified:
// the piece before a cut must end exactly where the next one starts, else the whole text is
// checked again in one piece. The outcome is the same as a single pass, game numbers and line
// numbers included.

#include "core/rules/pgn_validator.hpp"
#include "core/rules/san.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::cli {

// A GameCheck with its own strings; lines count from the start of the whole text.
struct CheckedGame {
    int number = 0;
    int line = 0;
    std::string white, black, event, round, result;
    int moves_checked = 0;
    bool ok = true;
    rules::GameCheck::Problem problem = rules::GameCheck::Problem::None;
    std::string error_where, error_reason;
    int error_line = 0, error_column = 0;
    int moves_skipped = 0;
    bool other_notation = false;
    int moves_unchecked = 0;
    std::string warning;
    int warning_line = 0;
    bool recognised = false;

    // "White - Black, Event, Round r"
    std::string describe() const;
};

struct PgnCheckOptions {
    rules::Notation notation = rules::Notation::English;
    bool variations = true;                // check variations too
    bool all_games = false;                // keep every game in the report, not only the bad ones
    int threads = 1;                       // at most this many pieces checked at once
    std::size_t min_piece_bytes = 1 << 20; // smaller pieces are not worth a thread
};

struct PgnCheckReport {
    std::vector<CheckedGame> games; // in text order: every game, or the bad and the warned ones
    long long games_read = 0;       // games begun, the faulted ones included
    long long moves = 0;            // legal moves replayed
    long long bad_games = 0;        // games with a bad move, a syntax error or a bad tag
    long long recognised_games = 0; // games read without a syntax error, or with a tag or a move before it
    // "line L, column C: message" when the text is not PGN at all: no game is recognised and
    // some has a syntax error (the first one is given; `games` is then empty).
    std::optional<std::string> syntax_error;
    int pieces = 1; // how many pieces were checked in parallel
};

PgnCheckReport check_pgn(std::string_view text, const PgnCheckOptions& options);

} // namespace pendule::cli
