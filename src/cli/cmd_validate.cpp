// pendule-cli validate FILE.pgn [--json] [--french] [--main-line]: replays every game of a PGN
// file and checks every move; a bad game is reported and reading goes on with the next one. The
// last line printed is always `games G moves M errors E`.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/pgn_check.hpp"
#include "cli/usage_error.hpp"
#include "io/export/json_text.hpp"
#include "io/os/file_text.hpp"

#include <algorithm>
#include <ostream>
#include <string>
#include <thread>

namespace pendule::cli {

namespace {

using io::append_json_string;

constexpr const char* kValidateHelp =
    "usage: pendule-cli validate FILE.pgn [--json] [--french] [--main-line] [--threads N]\n\n"
    "Replays every game of a PGN file and checks that every move is legal (Laws of Chess,\n"
    "Article 3), variations included, each from the position where it branches off. A game\n"
    "may start from a position given by its FEN tag (with SetUp \"1\").\n\n"
    "Each bad game is reported with its number, White - Black, Event and Round, the move number,\n"
    "the token and the reason, e.g.\n"
    "  game 3 (Carlsen - Nepo, Round 6): move 24... Nxe5: illegal: ...\n"
    "  game 4 (? - ?): move 12. Xf3: 'Xf3' is not a move [...]\n"
    "and the rest of that game is skipped; reading goes on with the next game. A move, a token\n"
    "that cannot be read, a bad FEN tag or a Variant other than standard chess and Chess960 fault\n"
    "their game only. A Chess960 game ([Variant \"Chess960\"], \"Fischerandom\", \"chess 960\")\n"
    "starts from its FEN (X-FEN or Shredder-FEN castling) or the usual array. Long algebraic\n"
    "(Ng1-f3, e2e4, d7d8r, e1g1), o-o, b8=q, the e.p. mark, 1/2 and dash spellings of results\n"
    "and annotation glyphs are read; null moves (--, Z0) end the check of a variation and are an\n"
    "error in the main line. What the reader had to assume is given on a line starting with\n"
    "\"warning: \". The last line printed is always\n"
    "  games G moves M errors E\n"
    "(G counts every game of the file, M the moves checked and found legal, E the bad games).\n\n"
    "exit status: 0 every game is good; 1 some game is not;\n"
    "             2 bad usage, a file that cannot be read, or a text that is not PGN at all\n"
    "               (no game in it, or none read without a syntax error or with a tag pair or\n"
    "               a move before its first one: that error is reported with its line and\n"
    "               column).\n\n"
    "options:\n"
    "  --json        print a JSON document (one entry per game) before the last line\n"
    "  --french      read French piece letters: R roi, D dame, T tour, F fou, C cavalier\n"
    "  --main-line   skip variations (only their syntax is checked)\n"
    "  --threads N   check a large file in up to N pieces at once (default: the number of\n"
    "                processors, at most 8); the output is the same as with --threads 1\n"
    "  --help        this text\n";

void append_json_field(std::string& out, const char* name, std::string_view value) {
    out += '"';
    out += name;
    out += "\": ";
    append_json_string(out, value);
}

void append_json_field(std::string& out, const char* name, long long value) {
    out += '"';
    out += name;
    out += "\": ";
    out += std::to_string(value);
}

const char* problem_name(rules::GameCheck::Problem problem) {
    switch (problem) {
    case rules::GameCheck::Problem::Move:
        return "move";
    case rules::GameCheck::Problem::Syntax:
        return "syntax";
    case rules::GameCheck::Problem::Tag:
        return "tag";
    case rules::GameCheck::Problem::None:
        break;
    }
    return "none";
}

// The hint for a move refused in one notation that reads in the other.
std::string notation_hint(const CheckedGame& check, rules::Notation notation) {
    if (!check.other_notation) {
        return {};
    }
    return notation == rules::Notation::English
               ? "it reads as a legal move with French piece letters: use --french"
               : "it reads as a legal move with English piece letters: leave out --french";
}

void append_json_game(std::string& out, const CheckedGame& check, rules::Notation notation) {
    out += out.back() == '[' ? "\n    {" : ",\n    {";
    append_json_field(out, "game", check.number);
    out += ", ";
    append_json_field(out, "line", check.line);
    out += ", ";
    append_json_field(out, "white", check.white);
    out += ", ";
    append_json_field(out, "black", check.black);
    out += ", ";
    append_json_field(out, "event", check.event);
    out += ", ";
    append_json_field(out, "round", check.round);
    out += ", ";
    append_json_field(out, "result", check.result);
    out += ", ";
    append_json_field(out, "moves", check.moves_checked);
    out += check.ok ? ", \"ok\": true" : ", \"ok\": false";
    if (check.moves_unchecked > 0) {
        out += ", ";
        append_json_field(out, "unchecked_moves", check.moves_unchecked);
    }
    if (!check.warning.empty()) {
        out += ", \"warning\": {";
        append_json_field(out, "message", check.warning);
        out += ", ";
        append_json_field(out, "line", check.warning_line);
        out += '}';
    }
    if (!check.ok) {
        out += ", \"error\": {";
        append_json_field(out, "kind", problem_name(check.problem));
        out += ", ";
        append_json_field(out, "where", check.error_where);
        out += ", ";
        append_json_field(out, "reason", check.error_reason);
        out += ", ";
        append_json_field(out, "line", check.error_line);
        out += ", ";
        append_json_field(out, "column", check.error_column);
        out += ", ";
        append_json_field(out, "skipped_moves", check.moves_skipped);
        if (const std::string hint = notation_hint(check, notation); !hint.empty()) {
            out += ", ";
            append_json_field(out, "hint", hint);
        }
        out += '}';
    }
    out += '}';
}

std::string warning_line(const CheckedGame& check) {
    return "warning: game " + std::to_string(check.number) + " (" + check.describe() + "): line " +
           std::to_string(check.warning_line) + ": " + check.warning + "\n";
}

std::string error_line(const CheckedGame& check, rules::Notation notation) {
    std::string line = "game " + std::to_string(check.number) + " (" + check.describe() + "): ";
    line += check.error_where;
    line += ": ";
    line += check.error_reason;
    if (const std::string hint = notation_hint(check, notation); !hint.empty()) {
        line += "; " + hint;
    }
    line += " [line " + std::to_string(check.error_line) + ", column " + std::to_string(check.error_column);
    if (check.moves_skipped > 0) {
        line += "; the rest of the game, " + std::to_string(check.moves_skipped) +
                (check.moves_skipped == 1 ? " move, was" : " moves, were") + " skipped";
    }
    line += "]\n";
    return line;
}

// What validate prints, written out in one go: the error and warning lines, or the JSON document;
// then the counts.
std::string validate_report(const PgnCheckReport& checked, const std::string& path, rules::Notation notation,
                            bool json, const std::string& syntax_error, long long errors) {
    std::string report;
    if (json) {
        report = "{\n  ";
        append_json_field(report, "file", path);
        report += ",\n  \"games\": [";
        for (const auto& game : checked.games) {
            append_json_game(report, game, notation);
        }
        report += checked.games.empty() ? "],\n  " : "\n  ],\n  ";
        report += "\"syntax_error\": ";
        if (syntax_error.empty()) {
            report += "null";
        } else {
            append_json_string(report, syntax_error);
        }
        report += ",\n  ";
        append_json_field(report, "games_read", checked.games_read);
        report += ", ";
        append_json_field(report, "moves", checked.moves);
        report += ", ";
        append_json_field(report, "errors", errors);
        report += "\n}\n";
    } else {
        for (const auto& game : checked.games) {
            if (!game.warning.empty()) {
                report += warning_line(game);
            }
            if (!game.ok) {
                report += error_line(game, notation);
            }
        }
    }
    report += "games " + std::to_string(checked.games_read) + " moves " + std::to_string(checked.moves) +
              " errors " + std::to_string(errors) + '\n';
    return report;
}

} // namespace

int run_validate(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.flag_option("--json");
    args.flag_option("--french");
    args.flag_option("--main-line");
    args.value_option("--threads");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "validate", *problem + " (see pendule-cli validate --help)");
    if (args.has("--help")) {
        out << kValidateHelp;
        return 0;
    }
    if (args.positionals().size() != 1)
        return usage_error(err, "validate", "expected one FILE.pgn (see pendule-cli validate --help)");
    const std::string& path = args.positionals()[0];
    io::FileText file;
    if (std::string why; !file.open(path, why))
        return usage_error(err, "validate", "cannot read " + path + ": " + why);

    long long threads = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    if (args.has("--threads")) {
        if (auto problem = args.integer("--threads", 1, 64, threads))
            return usage_error(err, "validate", *problem);
    }
    const bool json = args.has("--json");
    PgnCheckOptions options;
    options.notation = args.has("--french") ? rules::Notation::French : rules::Notation::English;
    options.variations = !args.has("--main-line");
    options.all_games = json;
    options.threads = static_cast<int>(threads);
    PgnCheckReport checked = check_pgn(file.text(), options);

    // E counts the bad games; a file with no game at all counts as one error.
    long long errors = checked.bad_games;
    std::string syntax_error = checked.syntax_error.value_or("");
    if (checked.games_read == 0) {
        syntax_error = "no PGN game found";
    }
    if (!syntax_error.empty() && errors == 0) {
        errors = 1;
    }

    out << validate_report(checked, path, options.notation, json, syntax_error, errors);
    if (!syntax_error.empty())
        return usage_error(err, "validate", path + ": " + syntax_error);
    return checked.bad_games > 0 ? 1 : 0;
}

} // namespace pendule::cli
