#include "io/export/game_report.hpp"

#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "io/export/game_export.hpp"

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

std::string html_report(const ReplayedGame& game) {
    const auto& h = game.header;
    const clock::ClockState state = game.final_state();
    std::string page =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Pendule game "
        "report: " +
        html_escape(h.white.empty() ? "White" : h.white) + " - " +
        html_escape(h.black.empty() ? "Black" : h.black) + "</title>\n";
    page += "<style>body{font-family:sans-serif;max-width:48em;margin:1em auto;color:#222}"
            "table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #bbb;padding:.2em .5em;"
            "text-align:left;vertical-align:top}th{background:#f2f2f2}@media print{body{margin:0}}</style>\n";
    page += "</head>\n<body>\n<h1>Game report</h1>\n<table>\n";
    page += row("White", h.white.empty() ? "?" : h.white);
    page += row("Black", h.black.empty() ? "?" : h.black);
    if (!h.board.empty())
        page += row("Board", h.board);
    if (!h.event.empty())
        page += row("Event", h.event);
    if (!h.round.empty())
        page += row("Round", h.round);
    page += row("Time control", h.preset.title + " — " + clock::describe(h.preset.control));
    auto tc = clock::format_pgn_time_control(h.preset.control);
    page += row("PGN TimeControl", tc ? *tc : "(no PGN notation)");
    page += row("Laws of Chess", "FIDE " + h.edition);
    page += row("Recorded by", "pendule " + h.program + " (journal format " + std::to_string(h.format) + ")");
    page += row("Result", game.result ? game.result->score + " — " + game.result->reason + " (art. " +
                                            game.result->article + ")"
                                      : std::string("* (game not finished)"));
    page += row("Moves (presses)", "White " + std::to_string(state.of(clock::Side::White).moves) +
                                       ", Black " + std::to_string(state.of(clock::Side::Black).moves));
    page += row("Time left", "White " + clock::format_clock(state.of(clock::Side::White).main) + ", Black " +
                                 clock::format_clock(state.of(clock::Side::Black).main));
    page += "</table>\n<h2>Remaining time per move</h2>\n" + time_plot_svg(game);
    page += "<h2>Arbiter's decisions</h2>\n";
    if (game.log.is_empty()) {
        page += "<p>None.</p>\n";
    } else {
        page += "<table>\n<tr><th>Game "
                "time</th><th>Article</th><th>Clocks</th><th>Outcome</th><th>Reason</th></tr>\n";
        for (const arbiter::Decision& d : game.log.entries()) {
            std::string clocks = d.clock.is_none() ? "unchanged" : "";
            if (d.clock.white_ms != 0)
                clocks += "White " + std::string(d.clock.white_ms > 0 ? "+" : "") +
                          std::to_string(d.clock.white_ms) + " ms ";
            if (d.clock.black_ms != 0)
                clocks += "Black " + std::string(d.clock.black_ms > 0 ? "+" : "") +
                          std::to_string(d.clock.black_ms) + " ms";
            page += "<tr><td>" + std::to_string(d.at_ms) + " ms</td><td>" + html_escape(d.article) + " (" +
                    html_escape(arbiter::edition_name(d.edition)) + ")</td><td>" + html_escape(clocks) +
                    "</td><td>" + html_escape(arbiter::outcome_text(d.outcome)) + "</td><td>" +
                    html_escape(d.reason) + "</td></tr>\n";
        }
        page += "</table>\n";
    }
    if (!game.interruptions.empty() || !game.suspensions.empty()) {
        page += "<h2>Interruptions</h2>\n<ul>\n";
        for (const Interruption& i : game.interruptions)
            page += "<li>Program restarted at game time " + std::to_string(i.at) + " ms after " +
                    std::to_string(std::max<std::int64_t>(0, i.resumed_wall_ms - i.last_wall_ms)) +
                    " ms of wall time; clock paused (6.11)</li>\n";
        for (const Suspension& s : game.suspensions)
            page += "<li>Machine suspended at game time " + std::to_string(s.at) + " ms for " +
                    std::to_string(s.gap_ms) + " ms; clock paused (6.11)</li>\n";
        page += "</ul>\n";
    }
    if (game.set_aside)
        page += "<h2>Set aside</h2>\n<p>" + html_escape(set_aside_text(game)) + "</p>\n";
    if (!game.pin_attempts.empty()) {
        page += "<h2>PINs at the arbiter lock</h2>\n<ul>\n";
        for (const PinAttempt& attempt : game.pin_attempts)
            page += "<li>" + html_escape(pin_attempt_text(game, attempt)) + "</li>\n";
        page += "</ul>\n";
    }
    if (!game.warnings.empty() || game.error) {
        page += "<h2>Journal warnings</h2>\n<ul>\n";
        for (const auto& w : game.warnings)
            page += "<li>" + html_escape(w) + "</li>\n";
        if (game.error)
            page += "<li>Error: " + html_escape(game.error->text()) + "</li>\n";
        page += "</ul>\n";
    }
    return page + "</body>\n</html>\n";
}

} // namespace pendule::io
