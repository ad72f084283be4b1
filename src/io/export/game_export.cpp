#include "io/export/game_export.hpp"

#include "core/arbiter/reason_code.hpp"
#include "core/clock/tc_string.hpp"
#include "core/rules/pgn_writer.hpp"
#include "io/export/clock_state_json.hpp"
#include "io/journal/journal_moves.hpp"

#include <algorithm>
#include <chrono>

#include <cstdio>

namespace pendule::io {

namespace {

std::string side_text(clock::Side side) {
    return clock::side_name(side);
}

std::string decision_json(const arbiter::Decision& d) {
    std::string text = "{\"at_ms\": " + std::to_string(d.at_ms) + ", \"article\": " + json_quote(d.article);
    text += ", \"edition\": " + json_quote(arbiter::edition_name(d.edition));
    text += ", \"white_ms\": " + std::to_string(d.clock.white_ms);
    text += ", \"black_ms\": " + std::to_string(d.clock.black_ms);
    text += ", \"outcome\": " + json_quote(arbiter::outcome_text(d.outcome));
    text += ", \"reason\": " + json_quote(d.reason) + "}";
    return text;
}

std::string press_json(std::size_t index, const PressTime& p) {
    std::string text =
        "{\"index\": " + std::to_string(index + 1) + ", \"side\": \"" + side_text(p.side) + "\"";
    text += ", \"move\": " + std::to_string(p.move_number);
    text += ", \"at_ms\": " + std::to_string(p.at);
    text += ", \"used_ms\": " + std::to_string(p.used);
    text += ", \"left_ms\": " + std::to_string(p.left);
    text += ", \"opponent_ms\": " + std::to_string(p.opponent) + "}";
    return text;
}

template <typename T, typename F> std::string json_array(const std::vector<T>& items, F&& each) {
    std::string text = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += each(i, items[i]);
    }
    return text + "]";
}

std::string time_control_text(const clock::TimeControl& control) {
    auto text = clock::format_pgn_time_control(control);
    return text ? *text : "?";
}

} // namespace

std::string pgn_clock_text(clock::Millis ms) {
    if (ms < 0)
        ms = 0;
    const clock::Millis seconds = ms / 1000;
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                  static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    std::string text = buffer;
    if (ms % 1000 != 0)
        text += "." + std::to_string(ms % 1000 / 100);
    return text;
}

std::string wall_time_text(std::int64_t wall_ms, int offset_minutes) {
    using namespace std::chrono;
    // Years 1 to 9999 only (a journal's field can hold any number): otherwise the number itself.
    constexpr std::int64_t first_ms = -62'135'596'800'000; // 0001-01-01 00:00:00 UTC
    constexpr std::int64_t last_ms = 253'402'300'799'999;  // 9999-12-31 23:59:59.999 UTC
    constexpr std::int64_t margin_ms = 2LL * 86'400'000;   // room for any UTC offset
    if (wall_ms < first_ms + margin_ms || wall_ms > last_ms - margin_ms || offset_minutes < -24 * 60 ||
        offset_minutes > 24 * 60)
        return "wall " + std::to_string(wall_ms) + " ms";
    const sys_time<milliseconds> at{milliseconds{wall_ms + std::int64_t{offset_minutes} * 60'000}};
    const sys_days day = floor<days>(at);
    const year_month_day date{day};
    const long long second = duration_cast<seconds>(at - day).count();
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u %02lld:%02lld:%02lld", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()), second / 3600,
                  second / 60 % 60, second % 60);
    std::string text = buffer;
    if (offset_minutes == 0)
        return text + " UTC";
    const int magnitude = offset_minutes < 0 ? -offset_minutes : offset_minutes;
    std::snprintf(buffer, sizeof buffer, " UTC%c%02d:%02d", offset_minutes < 0 ? '-' : '+', magnitude / 60,
                  magnitude % 60);
    return text + buffer;
}

std::string set_aside_text(const ReplayedGame& game) {
    const SetAside& set_aside = *game.set_aside;
    return "Set aside " + wall_time_text(set_aside.wall_ms) + " (game time " +
           pgn_clock_text(set_aside.at - game.started_at) + ")" +
           (set_aside.reason.empty() ? "" : ": " + set_aside.reason);
}

std::string pin_attempt_text(const ReplayedGame& game, const PinAttempt& attempt) {
    const std::string when =
        wall_time_text(attempt.wall_ms) + " (game time " + pgn_clock_text(attempt.at - game.started_at) + ")";
    if (attempt.count > 0)
        return "Wrong PIN no. " + std::to_string(attempt.count) + " at " + when;
    return "Right PIN at " + when + ", after the wrong ones above (the arbiter was told)";
}

namespace {

std::string set_aside_json(const ReplayedGame& game) {
    if (!game.set_aside)
        return "null";
    return "{\"line\": " + std::to_string(game.set_aside->line) +
           ", \"at\": " + std::to_string(game.set_aside->at) +
           ", \"wall_ms\": " + std::to_string(game.set_aside->wall_ms) +
           ", \"reason\": " + json_quote(game.set_aside->reason) + "}";
}

// The e-board's moves and link: {"moves": [{"line", "at", "side", "uci", "san", "illegal"(, "fen")}],
// "links": [{"line", "at", "state", "detail"}], "clock": [{"line", "at", "wall_ms", "state", "side",
// "plies", "white_ms", "black_ms"}], "replaced": N, "taken_back": N}.
std::string board_json(const BoardScore& board) {
    std::string text = "{\"moves\": " + json_array(board.moves, [](std::size_t, const BoardMoveRecord& m) {
                           return "{\"line\": " + std::to_string(m.line) +
                                  ", \"at\": " + std::to_string(m.at) + ", \"side\": \"" + side_text(m.side) +
                                  "\", \"uci\": " + json_quote(m.uci) + ", \"san\": " + json_quote(m.san) +
                                  ", \"illegal\": " + (m.illegal ? "true" : "false") +
                                  (m.fen.empty() ? "" : ", \"fen\": " + json_quote(m.fen)) + "}";
                       });
    text += ", \"links\": " + json_array(board.links, [](std::size_t, const BoardLinkRecord& l) {
                return "{\"line\": " + std::to_string(l.line) + ", \"at\": " + std::to_string(l.at) +
                       ", \"state\": " + json_quote(l.state) + ", \"detail\": " + json_quote(l.detail) + "}";
            });
    text += ", \"clock\": " + json_array(board.clock, [](std::size_t, const BoardClockRecord& c) {
                return "{\"line\": " + std::to_string(c.line) + ", \"at\": " + std::to_string(c.at) +
                       ", \"wall_ms\": " + std::to_string(c.wall_ms) + ", \"state\": " + json_quote(c.state) +
                       ", \"side\": " + (c.side ? "\"" + side_text(*c.side) + "\"" : std::string("null")) +
                       ", \"plies\": " + std::to_string(c.plies) +
                       ", \"white_ms\": " + std::to_string(c.white_ms) +
                       ", \"black_ms\": " + std::to_string(c.black_ms) + "}";
            });
    return text + ", \"replaced\": " + std::to_string(board.replaced) +
           ", \"taken_back\": " + std::to_string(board.taken_back) + "}";
}

} // namespace

std::string replay_json(const ReplayedGame& game) {
    const clock::ClockState state = game.final_state();
    std::string text = "{\"state\": " + clock_state_json(state, game.last_t);
    text += ", \"time_control\": " + json_quote(time_control_text(game.header.preset.control));
    text += ", \"preset\": " + json_quote(game.header.preset.name);
    text += ", \"white\": " + json_quote(game.header.white) + ", \"black\": " + json_quote(game.header.black);
    text += ", \"board\": " + json_quote(game.header.board) +
            ", \"event\": " + json_quote(game.header.event) + ", \"round\": " + json_quote(game.header.round);
    text += ", \"paused\": " + std::string(state.paused ? "true" : "false");
    text += ", \"result\": ";
    if (game.result)
        text += "{\"score\": " + json_quote(game.result->score) +
                ", \"article\": " + json_quote(game.result->article) +
                ", \"reason\": " + json_quote(game.result->reason) +
                ", \"reason_code\": " + json_quote(game.result->reason_code) + "}";
    else
        text += "null";
    text += ", \"log\": " + json_array(game.log.entries(), [](std::size_t, const arbiter::Decision& d) {
                return decision_json(d);
            });
    text += ", \"presses\": " + std::to_string(game.presses.size());
    text +=
        ", \"last_checkpoint\": " + (game.last_checkpoint ? std::to_string(*game.last_checkpoint) : "null");
    text += ", \"interruptions\": " + json_array(game.interruptions, [](std::size_t, const Interruption& i) {
                return "{\"line\": " + std::to_string(i.line) + ", \"at\": " + std::to_string(i.at) +
                       ", \"last_wall_ms\": " + std::to_string(i.last_wall_ms) +
                       ", \"resumed_wall_ms\": " + std::to_string(i.resumed_wall_ms) + ", \"running\": " +
                       (i.running ? "\"" + side_text(*i.running) + "\"" : std::string("null")) + "}";
            });
    text += ", \"suspensions\": " + json_array(game.suspensions, [](std::size_t, const Suspension& s) {
                return "{\"line\": " + std::to_string(s.line) + ", \"at\": " + std::to_string(s.at) +
                       ", \"gap_ms\": " + std::to_string(s.gap_ms) + "}";
            });
    text += ", \"set_aside\": " + set_aside_json(game);
    text += ", \"pin_attempts\": " + json_array(game.pin_attempts, [](std::size_t, const PinAttempt& p) {
                return "{\"line\": " + std::to_string(p.line) + ", \"at\": " + std::to_string(p.at) +
                       ", \"count\": " + std::to_string(p.count) +
                       ", \"wall_ms\": " + std::to_string(p.wall_ms) + "}";
            });
    // Only for a game with an e-board: the summaries of the others read as before.
    if (!game.board.empty())
        text += ", \"board_moves\": " + board_json(game.board);
    text += ", \"warnings\": " +
            json_array(game.warnings, [](std::size_t, const std::string& w) { return json_quote(w); });
    text += ", \"error\": " + (game.error ? json_quote(game.error->text()) : std::string("null"));
    return text + "}";
}

std::string press_times_csv(const ReplayedGame& game) {
    std::string text = "index,side,move,at_ms,used_ms,left_ms,opponent_ms\n";
    for (std::size_t i = 0; i < game.presses.size(); ++i) {
        const PressTime& p = game.presses[i];
        text += std::to_string(i + 1) + "," + side_text(p.side) + "," + std::to_string(p.move_number) + "," +
                std::to_string(p.at) + "," + std::to_string(p.used) + "," + std::to_string(p.left) + "," +
                std::to_string(p.opponent) + "\n";
    }
    return text;
}

std::string press_times_json(const ReplayedGame& game) {
    std::string text = "{\"time_control\": " + json_quote(time_control_text(game.header.preset.control));
    text += ", \"white\": " + json_quote(game.header.white) + ", \"black\": " + json_quote(game.header.black);
    text += ", \"presses\": " +
            json_array(game.presses, [](std::size_t i, const PressTime& p) { return press_json(i, p); });
    text += ", \"set_aside\": " + set_aside_json(game);
    return text + "}\n";
}

namespace {

// The PGN standard's Termination tag ("time forfeit", "rules infraction", ...) for a result's code; nothing
// for a journal without a code, or a code this program does not know.
const char* termination_of(const std::string& reason_code) {
    const auto code = arbiter::parse_reason_code(reason_code);
    if (!code)
        return nullptr;
    switch (*code) {
    case arbiter::ReasonCode::WhiteFlag:
    case arbiter::ReasonCode::BlackFlag:
        return "time forfeit";
    case arbiter::ReasonCode::WhiteIllegal:
    case arbiter::ReasonCode::BlackIllegal:
        return "rules infraction";
    case arbiter::ReasonCode::ArbiterDraw:
        return "adjudication";
    default:
        return "normal";
    }
}

// A press whose move is not known, in words: the PGN commands [%clk] / [%emt] belong after a move.
std::string press_comment(const ReplayedGame& game, std::size_t index) {
    const PressTime& p = game.presses[index];
    return "Press " + std::to_string(index + 1) + ": " + (p.side == clock::Side::White ? "White" : "Black") +
           " move " + std::to_string(p.move_number) + " at " + pgn_clock_text(p.at - game.started_at) +
           ", used " + pgn_clock_text(p.used) + ", left " + pgn_clock_text(p.left);
}

} // namespace

namespace {

// The tags from the journal's header and result.
void set_tags(rules::PgnGame& pgn, const ReplayedGame& game) {
    pgn.set_tag("White", game.header.white.empty() ? "?" : game.header.white);
    pgn.set_tag("Black", game.header.black.empty() ? "?" : game.header.black);
    if (!game.header.board.empty())
        pgn.set_tag("Board", game.header.board);
    if (!game.header.event.empty())
        pgn.set_tag("Event", game.header.event);
    if (!game.header.round.empty()) // "R.B" when the board is known, as broadcasts number games
        pgn.set_tag("Round", game.header.board.empty() ? game.header.round
                                                       : game.header.round + "." + game.header.board);
    pgn.set_tag("TimeControl", time_control_text(game.header.preset.control));
    // The rules and the start position the journal's header names (a Chess960 game, a set-up).
    pgn.set_start(game.header.variant == "chess960", game.header.start_fen);
    pgn.result = game.result ? game.result->score : "*";
    pgn.set_tag("Result", pgn.result);
    if (game.result)
        if (const char* termination = termination_of(game.result->reason_code))
            pgn.set_tag("Termination", termination);
}

// Each known move's clock after it and the time it took, from the press that ended it. A game
// timed by a DGT clock on the board: what that clock showed after the press that ended each move
// ([%clk] only: it counts whole seconds, and the time a move took is not what its display lost).
void add_move_times(rules::PgnGame& pgn, const ReplayedGame& game) {
    auto& line = pgn.moves.moves;
    if (game.presses.empty()) {
        const auto after = clocks_after_moves(game);
        for (std::size_t i = 0; i < line.size() && i < after.size(); ++i)
            if (after[i])
                line[i].comments.insert(line[i].comments.begin(), "[%clk " + pgn_clock_text(*after[i]) + "]");
        return;
    }
    for (std::size_t i = 0; i < line.size() && i < game.presses.size(); ++i) {
        const PressTime& p = game.presses[i];
        line[i].comments.insert(line[i].comments.begin(), "[%clk " + pgn_clock_text(p.left) + "] [%emt " +
                                                              pgn_clock_text(p.used) + "]");
    }
}

// Why some presses have no move: none is known, or the known ones stop short.
std::string missing_moves_note(std::size_t known) {
    return known == 0 ? "No moves known: the clock records presses, not moves. Each press below is one "
                        "completed move (Laws 6.2) with the game time it was made at, the time it took "
                        "and the time left; given the moves (pendule-cli export --moves), they get "
                        "[%clk] and [%emt]."
                      : "Moves after move " + std::to_string(known) +
                            " (half-moves) are not known: the presses below have their times only.";
}

// Comments placed after the last known move made before them (before the first move: the
// game comment), in time order: the decisions, and the presses whose move is not known.
void place_timed_comments(rules::PgnGame& pgn, const ReplayedGame& game) {
    struct Placed {
        std::size_t after = 0; // known moves made before it
        clock::TimePoint at = 0;
        bool is_press = false; // at the same millisecond, the press came first (the journal's order)
        std::string text;
    };
    auto& line = pgn.moves.moves;
    std::vector<Placed> placed;
    for (const arbiter::Decision& d : game.log.entries()) {
        std::size_t made = 0;
        while (made < line.size() && made < game.presses.size() && game.presses[made].at <= d.at_ms)
            ++made;
        placed.push_back({made, d.at_ms, false,
                          "Arbiter, Laws " + std::string(arbiter::edition_name(d.edition)) + " art. " +
                              d.article + ": " + d.reason});
    }
    for (std::size_t i = line.size(); i < game.presses.size(); ++i)
        placed.push_back({line.size(), game.presses[i].at, true, press_comment(game, i)});
    std::stable_sort(placed.begin(), placed.end(), [](const Placed& a, const Placed& b) {
        if (a.after != b.after)
            return a.after < b.after;
        if (a.at != b.at)
            return a.at < b.at;
        return a.is_press && !b.is_press;
    });
    for (Placed& p : placed) {
        if (p.after == 0)
            pgn.moves.comments.push_back(std::move(p.text));
        else
            line[p.after - 1].comments.push_back(std::move(p.text));
    }
}

// A comment after the last move, or with the game comments when no move is known.
void add_closing_comment(rules::PgnGame& pgn, const std::string& comment) {
    if (pgn.moves.moves.empty())
        pgn.moves.comments.push_back(comment);
    else
        pgn.moves.moves.back().comments.push_back(comment);
}

// pgn_export's work. `unpressed`: moves may outnumber the presses (an e-board's moves: the last
// ones made and not yet pressed, or never, the game having ended on the board).
Result<std::string> pgn_of(const ReplayedGame& game, const std::optional<rules::PgnGame>& moves,
                           const std::string& moves_note, bool unpressed, const std::string& closing = {}) {
    rules::PgnGame pgn = moves.value_or(rules::PgnGame{});
    set_tags(pgn, game);
    const std::size_t known = pgn.moves.moves.size();
    if (known > game.presses.size() && !unpressed)
        return fail("the PGN has " + std::to_string(known) + " moves but the journal only " +
                    std::to_string(game.presses.size()) + " presses");
    add_move_times(pgn, game);
    if (!moves_note.empty())
        pgn.moves.comments.push_back(moves_note);
    if (known < game.presses.size())
        pgn.moves.comments.push_back(missing_moves_note(known));
    place_timed_comments(pgn, game);
    // Unfinished and set aside: after the last move (or with the game comments).
    if (game.set_aside)
        add_closing_comment(pgn, set_aside_text(game) + "; the game has no result.");
    if (!closing.empty())
        add_closing_comment(pgn, closing);
    if (game.result && !game.result->article.empty())
        add_closing_comment(pgn, "Result " + game.result->score + " (art. " + game.result->article +
                                     "): " + game.result->reason);
    return rules::write_pgn(pgn);
}

} // namespace

Result<std::string> pgn_export(const ReplayedGame& game, const std::optional<rules::PgnGame>& moves,
                               const std::string& moves_note) {
    return pgn_of(game, moves, moves_note, false);
}

Result<std::string> pgn_export_from_journal(const ReplayedGame& game) {
    const auto known = known_moves(game);
    if (!known)
        return pgn_export(game, std::nullopt);
    rules::PgnGame moves;
    for (const std::string& san : known->san) {
        rules::PgnMove move;
        move.san = san;
        moves.moves.moves.push_back(std::move(move));
    }
    if (known->source == KnownMoves::Source::board)
        return pgn_of(game, moves,
                      "Moves read from the e-board: " + std::to_string(known->san.size()) + " half-moves.",
                      true, known->rest);
    return pgn_export(game, moves,
                      "Moves 1 to " + std::to_string(known->san.size()) +
                          " (half-moves): the game score entered for the claim at " +
                          pgn_clock_text(known->at - game.started_at) + " (Laws 9.2, 9.3).");
}

} // namespace pendule::io
