#include "cli/pgn_check.hpp"

#include "core/rules/pgn_reader.hpp"

#include <algorithm>
#include <thread>

namespace pendule::cli {

namespace {

// What one piece of the text gave. Numbers (games, lines) count from the piece's start.
struct PieceResult {
    std::vector<CheckedGame> games;
    long long games_read = 0, moves = 0, bad_games = 0, recognised_games = 0;
    bool has_error = false;
    rules::PgnSpot error_spot;
    std::string error_message;
    std::size_t stop = 0; // where the piece's reading stopped (the next game's start)
    int stop_line = 1;    // the line of `stop`
};

CheckedGame own(const rules::GameCheck& check) {
    CheckedGame game;
    game.number = check.number;
    game.line = check.line;
    game.white = std::string(check.white);
    game.black = std::string(check.black);
    game.event = std::string(check.event);
    game.round = std::string(check.round);
    game.result = std::string(check.result);
    game.moves_checked = check.moves_checked;
    game.ok = check.ok;
    game.problem = check.problem;
    game.error_where = std::string(check.error_where);
    game.error_reason = std::string(check.error_reason);
    game.error_line = check.error_line;
    game.error_column = check.error_column;
    game.moves_skipped = check.moves_skipped;
    game.other_notation = check.other_notation;
    game.moves_unchecked = check.moves_unchecked;
    game.warning = std::string(check.warning);
    game.warning_line = check.warning_line;
    game.recognised = check.recognised;
    return game;
}

// Checks the games of `text` that start before `limit` (games may run on past it).
void check_piece(std::string_view text, std::size_t limit, const PgnCheckOptions& options, PieceResult& out) {
    rules::PgnReader reader(text, rules::PgnReadOptions{options.variations});
    rules::PgnValidator validator(options.notation);
    validator.on_game([&](const rules::GameCheck& check) {
        if (options.all_games || !check.ok || !check.warning.empty()) {
            out.games.push_back(own(check));
        }
        out.recognised_games += check.recognised ? 1 : 0;
    });
    while (true) {
        const std::size_t next = reader.next_game_offset();
        if (next >= limit || next >= text.size()) {
            out.stop = next;
            out.stop_line = reader.spot().line;
            break;
        }
        auto more = reader.read_game(validator);
        if (!more) {
            // Not reached while the validator steps over every syntax error; kept so that a
            // refusal could never pass unseen.
            out.has_error = true;
            out.error_spot = reader.error_spot();
            out.error_message = more.error().message;
            break;
        }
        if (!*more) {
            out.stop = text.size();
            out.stop_line = reader.spot().line;
            break;
        }
    }
    out.games_read = validator.games();
    out.moves = validator.moves();
    out.bad_games = validator.errors();
}

// Where pieces may start: the first '[' opening a line after an empty line (LF or CRLF) at or
// after each of `count` - 1 evenly spaced targets.
std::vector<std::size_t> find_cuts(std::string_view text, int count) {
    std::vector<std::size_t> cuts{0};
    std::size_t at = 0;
    for (int i = 1; i < count; ++i) {
        at = std::max(at, text.size() / static_cast<std::size_t>(count) * static_cast<std::size_t>(i));
        while (true) {
            at = text.find("\n[", at);
            if (at == std::string_view::npos) {
                return cuts;
            }
            ++at; // on the '['
            const bool blank_before = at >= 2 && (text[at - 2] == '\n' ||
                                                  (text[at - 2] == '\r' && at >= 3 && text[at - 3] == '\n'));
            if (blank_before && at > cuts.back()) {
                break;
            }
        }
        cuts.push_back(at);
    }
    return cuts;
}

// A text in which no game is read without a syntax error or has a tag pair or a move before its
// first one is not PGN at all (prose, a binary file): the first such error is the file's, and no
// game is reported.
void mark_not_pgn(PgnCheckReport& report) {
    if (report.recognised_games > 0 || report.bad_games == 0) {
        return;
    }
    for (const CheckedGame& game : report.games) {
        if (!game.ok) {
            report.syntax_error = "line " + std::to_string(game.error_line) + ", column " +
                                  std::to_string(game.error_column) + ": " + game.error_reason;
            break;
        }
    }
    report.games.clear();
}

} // namespace

std::string CheckedGame::describe() const {
    rules::GameCheck view;
    view.white = white;
    view.black = black;
    view.event = event;
    view.round = round;
    return view.describe();
}

PgnCheckReport check_pgn(std::string_view text, const PgnCheckOptions& options) {
    const int wanted = std::clamp(options.threads, 1, 64);
    const int by_size = static_cast<int>(
        std::max<std::size_t>(1, text.size() / std::max<std::size_t>(1, options.min_piece_bytes)));
    std::vector<std::size_t> cuts = find_cuts(text, std::min(wanted, by_size));
    const std::size_t count = cuts.size();
    cuts.push_back(text.size());

    std::vector<PieceResult> results(count);
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < count; ++i) {
        threads.emplace_back(
            [&, i] { check_piece(text.substr(cuts[i]), cuts[i + 1] - cuts[i], options, results[i]); });
    }
    check_piece(text, cuts[1], options, results[0]);
    for (auto& thread : threads) {
        thread.join();
    }

    PgnCheckReport report;
    report.pieces = static_cast<int>(count);
    int base_line = 0;
    long long base_game = 0;
    for (std::size_t i = 0; i < count; ++i) {
        PieceResult& piece = results[i];
        for (auto& game : piece.games) {
            game.number += static_cast<int>(base_game);
            game.line += base_line;
            if (!game.ok) {
                game.error_line += base_line;
            }
            if (!game.warning.empty()) {
                game.warning_line += base_line;
            }
            report.games.push_back(std::move(game));
        }
        report.games_read += piece.games_read;
        report.moves += piece.moves;
        report.bad_games += piece.bad_games;
        report.recognised_games += piece.recognised_games;
        if (piece.has_error) {
            rules::PgnSpot spot = piece.error_spot;
            spot.line += base_line;
            report.syntax_error = spot.text() + ": " + piece.error_message;
            return report; // a single pass stops at the first syntax error too
        }
        if (i + 1 < count && piece.stop != cuts[i + 1] - cuts[i]) {
            // The cut was not a game start for the reader (say, inside a comment): check the
            // whole text in one piece instead.
            PgnCheckOptions single = options;
            single.threads = 1;
            return check_pgn(text, single);
        }
        base_line += piece.stop_line - 1;
        base_game += piece.games_read;
    }
    mark_not_pgn(report);
    return report;
}

} // namespace pendule::cli
