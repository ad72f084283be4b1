#include "io/export/game_report.hpp"

#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal_moves.hpp"

#include <algorithm>

namespace pendule::io {

namespace {

std::string num(std::int64_t v) {
    return std::to_string(v);
}

// Plot coordinates are whole pixels, scaled with integer arithmetic.
std::int64_t scale(std::int64_t value, std::int64_t max_value, std::int64_t pixels) {
    return max_value <= 0 ? 0 : value * pixels / max_value;
}

std::string row(const std::string& head, const std::string& value) {
    return "<tr><th>" + html_escape(head) + "</th><td>" + html_escape(value) + "</td></tr>\n";
}

} // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string time_plot_svg(const ReplayedGame& game, int width, int height) {
    const std::int64_t left_margin = 60, bottom_margin = 30, top_margin = 10, right_margin = 10;
    const std::int64_t plot_w = width - left_margin - right_margin;
    const std::int64_t plot_h = height - top_margin - bottom_margin;
    std::int64_t max_ms = 1;
    int max_move = 1;
    const clock::ClockState start = clock::GameClock(game.header.preset.control).state(0);
    for (auto side : {clock::Side::White, clock::Side::Black})
        max_ms = std::max(max_ms, start.of(side).main);
    for (const PressTime& p : game.presses) {
        max_ms = std::max(max_ms, p.left);
        max_move = std::max(max_move, p.move_number);
    }
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" +
                      num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
                      "\" role=\"img\" aria-label=\"remaining time per move\">\n";
    svg +=
        "<rect x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) + "\" fill=\"#fff\"/>\n";
    const std::int64_t x0 = left_margin, y0 = top_margin + plot_h;
    svg += "<line x1=\"" + num(x0) + "\" y1=\"" + num(y0) + "\" x2=\"" + num(x0 + plot_w) + "\" y2=\"" +
           num(y0) + "\" stroke=\"#444\"/>\n";
    svg += "<line x1=\"" + num(x0) + "\" y1=\"" + num(top_margin) + "\" x2=\"" + num(x0) + "\" y2=\"" +
           num(y0) + "\" stroke=\"#444\"/>\n";
    // Y ticks: 0, half, max (as a clock shows them).
    for (std::int64_t part = 0; part <= 2; ++part) {
        const std::int64_t ms = max_ms * part / 2;
        const std::int64_t y = y0 - scale(ms, max_ms, plot_h);
        svg += "<text x=\"" + num(x0 - 6) + "\" y=\"" + num(y + 4) +
               "\" font-size=\"11\" text-anchor=\"end\" font-family=\"sans-serif\">" +
               clock::format_clock(ms) + "</text>\n";
    }
    svg += "<text x=\"" + num(x0 + plot_w / 2) + "\" y=\"" + num(height - 6) +
           "\" font-size=\"11\" text-anchor=\"middle\" font-family=\"sans-serif\">move (1.." + num(max_move) +
           ")</text>\n";
    for (auto side : {clock::Side::White, clock::Side::Black}) {
        std::string points = num(x0) + "," + num(y0 - scale(start.of(side).main, max_ms, plot_h));
        for (const PressTime& p : game.presses) {
            if (p.side != side)
                continue;
            // Appended piece by piece: GCC 12 warns (-Wrestrict) on this chain of temporaries.
            points += ' ';
            points += num(x0 + scale(p.move_number, max_move, plot_w));
            points += ',';
            points += num(y0 - scale(p.left, max_ms, plot_h));
        }
        const bool white = side == clock::Side::White;
        svg += "<polyline class=\"" + std::string(clock::side_name(side)) + "\" fill=\"none\" stroke=\"" +
               (white ? "#c58a00" : "#1f3b73") + "\" stroke-width=\"2\" points=\"" + points + "\"/>\n";
    }
    svg += "<text x=\"" + num(x0 + 10) + "\" y=\"" + num(top_margin + 14) +
           "\" font-size=\"12\" fill=\"#c58a00\" font-family=\"sans-serif\">White</text>\n";
    svg += "<text x=\"" + num(x0 + 70) + "\" y=\"" + num(top_margin + 14) +
           "\" font-size=\"12\" fill=\"#1f3b73\" font-family=\"sans-serif\">Black</text>\n";
    return svg + "</svg>\n";
}

namespace {

std::string page_head(const JournalHeader& h) {
    std::string head =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Pendule game "
        "report: " +
        html_escape(h.white.empty() ? "White" : h.white) + " - " +
        html_escape(h.black.empty() ? "Black" : h.black) + "</title>\n";
    head += "<style>body{font-family:sans-serif;max-width:48em;margin:1em auto;color:#222}"
            "table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #bbb;padding:.2em .5em;"
            "text-align:left;vertical-align:top}th{background:#f2f2f2}@media print{body{margin:0}}</style>\n";
    return head + "</head>\n";
}

// The game at a glance: players, event, time control, rules, result and the clocks at the end.
std::string summary_table(const ReplayedGame& game) {
    const auto& h = game.header;
    const clock::ClockState state = game.final_state();
    std::string table = "<table>\n";
    table += row("White", h.white.empty() ? "?" : h.white);
    table += row("Black", h.black.empty() ? "?" : h.black);
    if (!h.board.empty())
        table += row("Board", h.board);
    if (!h.event.empty())
        table += row("Event", h.event);
    if (!h.round.empty())
        table += row("Round", h.round);
    table += row("Time control", h.preset.title + " — " + clock::describe(h.preset.control));
    auto tc = clock::format_pgn_time_control(h.preset.control);
    table += row("PGN TimeControl", tc ? *tc : "(no PGN notation)");
    table += row("Laws of Chess", "FIDE " + h.edition);
    table +=
        row("Recorded by", "pendule " + h.program + " (journal format " + std::to_string(h.format) + ")");
    table += row("Result", game.result ? game.result->score + " — " + game.result->reason + " (art. " +
                                             game.result->article + ")"
                                       : std::string("* (game not finished)"));
    table += row("Moves (presses)", "White " + std::to_string(state.of(clock::Side::White).moves) +
                                        ", Black " + std::to_string(state.of(clock::Side::Black).moves));
    table += row("Time left", "White " + clock::format_clock(state.of(clock::Side::White).main) + ", Black " +
                                  clock::format_clock(state.of(clock::Side::Black).main));
    return table + "</table>\n";
}

// A decision's change to the clocks, in milliseconds with their sign.
std::string clocks_text(const arbiter::Decision& d) {
    std::string clocks = d.clock.is_none() ? "unchanged" : "";
    if (d.clock.white_ms != 0)
        clocks += "White " + std::string(d.clock.white_ms > 0 ? "+" : "") + std::to_string(d.clock.white_ms) +
                  " ms ";
    if (d.clock.black_ms != 0)
        clocks += "Black " + std::string(d.clock.black_ms > 0 ? "+" : "") + std::to_string(d.clock.black_ms) +
                  " ms";
    return clocks;
}

std::string decisions_section(const ReplayedGame& game) {
    std::string section = "<h2>Arbiter's decisions</h2>\n";
    if (game.log.is_empty())
        return section + "<p>None.</p>\n";
    section += "<table>\n<tr><th>Game "
               "time</th><th>Article</th><th>Clocks</th><th>Outcome</th><th>Reason</th></tr>\n";
    for (const arbiter::Decision& d : game.log.entries())
        section += "<tr><td>" + std::to_string(d.at_ms) + " ms</td><td>" + html_escape(d.article) + " (" +
                   html_escape(arbiter::edition_name(d.edition)) + ")</td><td>" +
                   html_escape(clocks_text(d)) + "</td><td>" + html_escape(arbiter::outcome_text(d.outcome)) +
                   "</td><td>" + html_escape(d.reason) + "</td></tr>\n";
    return section + "</table>\n";
}

// A titled list of items already in HTML; nothing when there are none.
std::string list_section(const std::string& title, const std::vector<std::string>& items) {
    if (items.empty())
        return "";
    std::string section = "<h2>" + title + "</h2>\n<ul>\n";
    for (const std::string& item : items)
        section += "<li>" + item + "</li>\n";
    return section + "</ul>\n";
}

std::vector<std::string> interruption_items(const ReplayedGame& game) {
    std::vector<std::string> items;
    for (const Interruption& i : game.interruptions)
        items.push_back("Program restarted at game time " + std::to_string(i.at) + " ms after " +
                        std::to_string(std::max<std::int64_t>(0, i.resumed_wall_ms - i.last_wall_ms)) +
                        " ms of wall time; clock paused (6.11)");
    for (const Suspension& s : game.suspensions)
        items.push_back("Machine suspended at game time " + std::to_string(s.at) + " ms for " +
                        std::to_string(s.gap_ms) + " ms; clock paused (6.11)");
    return items;
}

std::vector<std::string> pin_items(const ReplayedGame& game) {
    std::vector<std::string> items;
    for (const PinAttempt& attempt : game.pin_attempts)
        items.push_back(html_escape(pin_attempt_text(game, attempt)));
    return items;
}

// The e-board: its link as it changed, the moves replaced and taken back, the moves read.
std::vector<std::string> board_items(const ReplayedGame& game) {
    std::vector<std::string> items;
    for (const BoardLinkRecord& link : game.board.links)
        items.push_back("At game time " + std::to_string(link.at - game.started_at) + " ms: the board " +
                        html_escape(link.state) +
                        (link.detail.empty() ? "" : " (" + html_escape(link.detail) + ")"));
    // The DGT clock on the board: its presses are the moves' [%clk] in the PGN; its other states here.
    std::size_t presses = 0;
    for (const BoardClockRecord& c : game.board.clock) {
        if (c.state == "pressed") {
            ++presses;
            continue;
        }
        items.push_back("At game time " + std::to_string(c.at - game.started_at) + " ms: the DGT clock " +
                        html_escape(c.state) +
                        (c.side ? std::string(" (") + clock::side_name(*c.side) + ")" : "") + ", White " +
                        pgn_clock_text(c.white_ms) + ", Black " + pgn_clock_text(c.black_ms));
    }
    if (presses > 0)
        items.push_back(std::to_string(presses) + (presses == 1 ? " press" : " presses") +
                        " of the DGT clock's lever (the moves' [%clk])");
    if (game.board.replaced > 0 || game.board.taken_back > 0)
        items.push_back(std::to_string(game.board.replaced) + " moves read again (a piece slid on), " +
                        std::to_string(game.board.taken_back) + " taken back");
    if (const auto known = moves_from_board(game)) {
        std::string moves;
        for (std::size_t i = 0; i < known->san.size(); ++i) {
            if (i > 0)
                moves += ' ';
            if (i % 2 == 0)
                moves.append(std::to_string(i / 2 + 1)).append(". ");
            moves += known->san[i];
        }
        items.push_back("Moves read: " + html_escape(moves) +
                        (known->rest.empty() ? "" : " " + html_escape(known->rest)));
    }
    return items;
}

std::vector<std::string> warning_items(const ReplayedGame& game) {
    std::vector<std::string> items;
    for (const auto& w : game.warnings)
        items.push_back(html_escape(w));
    if (game.error)
        items.push_back("Error: " + html_escape(game.error->text()));
    return items;
}

} // namespace

std::string html_report(const ReplayedGame& game) {
    std::string page = page_head(game.header);
    page += "<body>\n<h1>Game report</h1>\n" + summary_table(game);
    page += "<h2>Remaining time per move</h2>\n" + time_plot_svg(game);
    page += decisions_section(game);
    page += list_section("Interruptions", interruption_items(game));
    if (game.set_aside)
        page += "<h2>Set aside</h2>\n<p>" + html_escape(set_aside_text(game)) + "</p>\n";
    page += list_section("PINs at the arbiter lock", pin_items(game));
    page += list_section("The e-board", board_items(game));
    page += list_section("Journal warnings", warning_items(game));
    return page + "</body>\n</html>\n";
}

} // namespace pendule::io
