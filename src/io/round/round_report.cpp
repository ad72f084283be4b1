#include "io/round/round_report.hpp"

#include "core/clock/duration_text.hpp"
#include "io/export/game_report.hpp"
#include "io/export/json_text.hpp"
#include "io/round/trf.hpp"

namespace pendule::io {

namespace {

std::string clock_or_dash(std::int64_t ms) {
    return ms < 0 ? std::string("-") : clock::format_clock(ms);
}

std::string players(const BoardPaired& b) {
    return (b.white.empty() ? std::string("?") : b.white) + " - " +
           (b.black.empty() ? std::string("?") : b.black);
}

std::string result_of(const RoundState& round, int board) {
    const auto found = round.results.find(board);
    return found == round.results.end() ? std::string("*") : found->second.result;
}

// "clock 1:00:00 / 0:20:00, move 36": what was read from the clock.
std::string clock_read(const RulingGiven& r) {
    std::string out = "clock " + clock_or_dash(r.white_ms) + " / " + clock_or_dash(r.black_ms);
    if (r.moves >= 0)
        out += ", move " + std::to_string(r.moves);
    return out;
}

// "set the clock to 0:02:01 / 0:01:00, move 41", or nothing when the clock stays as it is.
std::string clock_set(const RulingGiven& r) {
    if (r.set_white_ms < 0 && r.set_black_ms < 0 && r.set_moves < 0 && r.set_increment_ms < 0)
        return "";
    std::string out =
        "set the clock to " + clock_or_dash(r.set_white_ms) + " / " + clock_or_dash(r.set_black_ms);
    if (r.set_moves >= 0)
        out += ", move " + std::to_string(r.set_moves);
    if (r.set_increment_ms >= 0)
        out += ", increment " + clock::format_duration(r.set_increment_ms) + " for both";
    return out;
}

void add(std::string& out, const char* key, std::int64_t value, bool comma = true) {
    out += "\"";
    out += key;
    out += "\": " + std::to_string(value);
    if (comma)
        out += ", ";
}

void add(std::string& out, const char* key, std::string_view value, bool comma = true) {
    out += "\"";
    out += key;
    out += "\": " + json_quote(value);
    if (comma)
        out += ", ";
}

// The version of the pairing program's file the boards came from: "TRF-2026" when it has a code of
// that version, "TRF16" otherwise.
std::string trf_version(const RoundOpened& o) {
    const auto t = trf::read(o.trf, "");
    return t && t->header.trf2026 ? "TRF-2026" : "TRF16";
}

} // namespace

std::string round_text(const RoundState& round) {
    const RoundOpened& o = round.opened;
    std::string out = "event " + o.event + ", round " + std::to_string(o.round) + ", Laws of Chess " +
                      o.edition +
                      (o.trf.empty() ? ", boards typed\n" : ", boards from a " + trf_version(o) + " file\n");
    if (round.variant) // A Chess960 round (only then: the text of other rounds is unchanged)
        out += "Chess960, start position " + std::to_string(round.variant->start) + " (" +
               round.variant->fen + ")\n";
    for (const BoardPaired& b : round.boards) {
        out += "board " + std::to_string(b.board) + ": " + players(b) + "  " + result_of(round, b.board);
        const auto found = round.results.find(b.board);
        if (found != round.results.end() && !found->second.reason.empty())
            out += " (" + found->second.reason + ")";
        out += '\n';
    }
    for (const PlayerUnpaired& p : round.unpaired)
        out += "unpaired: " + (p.name.empty() ? "player " + std::to_string(p.rank) : p.name) + " (" +
               std::string(1, p.code) + ")\n";
    for (const RulingGiven& r : round.rulings) {
        out += "ruling, board " + std::to_string(r.board) + ", " + r.question;
        if (!r.player.empty())
            out.append(" by ").append(r.player);
        out += " (" + r.article + ", " + r.edition + "): " + r.verdict + "; " + clock_read(r);
        const std::string set = clock_set(r);
        if (!set.empty())
            out += "; " + set;
        out += '\n';
        if (!r.explanation.empty())
            out.append("  ").append(r.explanation).append("\n");
        if (!r.position.empty())
            out.append("  position ").append(r.position).append("\n");
    }
    for (const ResultSet& c : round.corrections)
        out += "corrected: board " + std::to_string(c.board) + " had " + c.result + "\n";
    return out;
}

std::string round_json(const RoundState& round, const RoundRead& read) {
    const RoundOpened& o = round.opened;
    std::string out = "{";
    add(out, "event", o.event);
    add(out, "round", std::int64_t{o.round});
    add(out, "edition", o.edition);
    add(out, "control", o.control);
    out += o.trf.empty() ? "\"from_trf\": false, " : "\"from_trf\": true, ";
    if (!o.trf.empty())
        add(out, "trf_version", trf_version(o));
    if (round.variant) { // an extension: these keys only in a Chess960 round
        add(out, "variant", round.variant->variant);
        add(out, "chess960_start", std::int64_t{round.variant->start});
        add(out, "start_fen", round.variant->fen);
    }
    out += "\"boards\": [";
    for (std::size_t i = 0; i < round.boards.size(); ++i) {
        const BoardPaired& b = round.boards[i];
        out += i ? ", {" : "{";
        add(out, "board", std::int64_t{b.board});
        add(out, "white", b.white);
        add(out, "black", b.black);
        add(out, "white_rank", std::int64_t{b.white_rank});
        add(out, "black_rank", std::int64_t{b.black_rank});
        const auto found = round.results.find(b.board);
        add(out, "result", result_of(round, b.board));
        add(out, "reason", found == round.results.end() ? std::string() : found->second.reason);
        add(out, "reason_code", found == round.results.end() ? std::string() : found->second.reason_code,
            false);
        out += "}";
    }
    out += "], \"unpaired\": [";
    for (std::size_t i = 0; i < round.unpaired.size(); ++i) {
        const PlayerUnpaired& p = round.unpaired[i];
        out += i ? ", {" : "{";
        add(out, "rank", std::int64_t{p.rank});
        add(out, "name", p.name);
        add(out, "code", std::string(1, p.code), false);
        out += "}";
    }
    out += "], \"rulings\": [";
    for (std::size_t i = 0; i < round.rulings.size(); ++i) {
        const RulingGiven& r = round.rulings[i];
        out += i ? ", {" : "{";
        add(out, "board", std::int64_t{r.board});
        add(out, "wall_ms", r.wall_ms);
        add(out, "question", r.question);
        add(out, "player", r.player);
        add(out, "article", r.article);
        add(out, "edition", r.edition);
        add(out, "verdict", r.verdict);
        add(out, "explanation", r.explanation);
        add(out, "white_ms", r.white_ms);
        add(out, "black_ms", r.black_ms);
        add(out, "moves", std::int64_t{r.moves});
        add(out, "set_white_ms", r.set_white_ms);
        add(out, "set_black_ms", r.set_black_ms);
        add(out, "set_moves", std::int64_t{r.set_moves});
        add(out, "set_increment_ms", r.set_increment_ms);
        add(out, "position", r.position, false);
        out += "}";
    }
    out += "], \"corrections\": [";
    for (std::size_t i = 0; i < round.corrections.size(); ++i) {
        const ResultSet& c = round.corrections[i];
        out += i ? ", {" : "{";
        add(out, "board", std::int64_t{c.board});
        add(out, "wall_ms", c.wall_ms);
        add(out, "result", c.result);
        add(out, "reason", c.reason);
        add(out, "reason_code", c.reason_code, false);
        out += "}";
    }
    out += "], \"warnings\": [";
    for (std::size_t i = 0; i < read.warnings.size(); ++i)
        out += (i ? ", " : "") + json_quote(read.warnings[i]);
    out += "], \"error\": " + (read.error ? json_quote(read.error->text()) : std::string("null")) + "}";
    return out;
}

std::string round_html(const RoundState& round, const RoundRead& read) {
    const RoundOpened& o = round.opened;
    const std::string title = "Round " + std::to_string(o.round) + (o.event.empty() ? "" : " — " + o.event);
    std::string page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                       html_escape(title) + "</title>\n";
    page += "<style>body{font-family:sans-serif;max-width:60em;margin:1em auto;color:#222}"
            "table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #bbb;padding:.2em .5em;"
            "text-align:left;vertical-align:top}th{background:#f2f2f2}@media print{body{margin:0}}</style>\n";
    page += "</head>\n<body>\n<h1>" + html_escape(title) + "</h1>\n<p>Laws of Chess: FIDE " +
            html_escape(o.edition) +
            (o.trf.empty() ? std::string(". Boards typed at the desk.")
                           : ". Boards from the pairing program's " + trf_version(o) + " file.") +
            "</p>\n";
    if (round.variant)
        page += "<p>Chess960, start position " + std::to_string(round.variant->start) + ": " +
                html_escape(round.variant->fen) + "</p>\n";
    page += "<h2>Results</h2>\n<table>\n<tr><th>Board</th><th>White</th><th>Black</th><th>Result</th>"
            "<th>Reason</th></tr>\n";
    for (const BoardPaired& b : round.boards) {
        const auto found = round.results.find(b.board);
        page += "<tr><td>" + std::to_string(b.board) + "</td><td>" + html_escape(b.white) + "</td><td>" +
                html_escape(b.black) + "</td><td>" + html_escape(result_of(round, b.board)) + "</td><td>" +
                html_escape(found == round.results.end() ? std::string() : found->second.reason) +
                "</td></tr>\n";
    }
    page += "</table>\n";
    if (!round.unpaired.empty()) {
        page += "<h2>Byes and absences</h2>\n<ul>\n";
        for (const PlayerUnpaired& p : round.unpaired)
            page += "<li>" + html_escape(p.name.empty() ? "player " + std::to_string(p.rank) : p.name) +
                    " (" + std::string(1, p.code) + ")</li>\n";
        page += "</ul>\n";
    }
    page += "<h2>Rulings</h2>\n";
    if (round.rulings.empty()) {
        page += "<p>None.</p>\n";
    } else {
        page += "<table>\n<tr><th>Board</th><th>Question</th><th>Player</th><th>Article</th><th>Verdict</th>"
                "<th>Explanation</th><th>Clock read</th><th>Clock set</th></tr>\n";
        for (const RulingGiven& r : round.rulings)
            page += "<tr><td>" + std::to_string(r.board) + "</td><td>" + html_escape(r.question) +
                    "</td><td>" + html_escape(r.player) + "</td><td>" +
                    html_escape(r.article + " (" + r.edition + ")") + "</td><td>" + html_escape(r.verdict) +
                    "</td><td>" + html_escape(r.explanation) + "</td><td>" + html_escape(clock_read(r)) +
                    "</td><td>" + html_escape(clock_set(r)) + "</td></tr>\n";
        page += "</table>\n";
    }
    if (!round.corrections.empty()) {
        page += "<h2>Corrected results</h2>\n<ul>\n";
        for (const ResultSet& c : round.corrections)
            page += "<li>Board " + std::to_string(c.board) + " first recorded as " + html_escape(c.result) +
                    "</li>\n";
        page += "</ul>\n";
    }
    if (!read.warnings.empty() || read.error) {
        page += "<h2>Journal warnings</h2>\n<ul>\n";
        for (const auto& w : read.warnings)
            page += "<li>" + html_escape(w) + "</li>\n";
        if (read.error)
            page += "<li>Error: " + html_escape(read.error->text()) + "</li>\n";
        page += "</ul>\n";
    }
    return page + "</body>\n</html>\n";
}

} // namespace pendule::io
