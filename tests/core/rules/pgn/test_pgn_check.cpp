// check_pgn: the text cut into pieces checked in parallel gives what one pass gives.
#include "cli/pgn_check.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace pendule;

namespace {

// `count` games; every seventh has an illegal move; CRLF line ends when asked.
std::string games_text(int count, bool crlf = false) {
    std::string text;
    const std::string nl = crlf ? "\r\n" : "\n";
    for (int i = 1; i <= count; ++i) {
        text += "[Event \"Piece test\"]" + nl + "[Round \"" + std::to_string(i) + "\"]" + nl + nl;
        text += "1. e4 e5 2. Nf3 {a comment" + nl + "on two lines} Nc6 3. Bb5 a6" + nl;
        text += (i % 7 == 0 ? "4. Bxe5 " : "4. Ba4 ");
        text += "Nf6 (4... b5 5. Bb3) 5. O-O *" + nl + nl;
    }
    return text;
}

cli::PgnCheckReport check(const std::string& text, int threads, bool all = true) {
    cli::PgnCheckOptions options;
    options.threads = threads;
    options.all_games = all;
    options.min_piece_bytes = 1;
    return cli::check_pgn(text, options);
}

void require_same(const cli::PgnCheckReport& a, const cli::PgnCheckReport& b) {
    CHECK(a.games_read == b.games_read);
    CHECK(a.moves == b.moves);
    CHECK(a.bad_games == b.bad_games);
    CHECK(a.syntax_error == b.syntax_error);
    REQUIRE(a.games.size() == b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        INFO("game " << i + 1);
        CHECK(a.games[i].number == b.games[i].number);
        CHECK(a.games[i].line == b.games[i].line);
        CHECK(a.games[i].round == b.games[i].round);
        CHECK(a.games[i].moves_checked == b.games[i].moves_checked);
        CHECK(a.games[i].ok == b.games[i].ok);
        CHECK(a.games[i].error_where == b.games[i].error_where);
        CHECK(a.games[i].error_line == b.games[i].error_line);
        CHECK(a.games[i].error_column == b.games[i].error_column);
        CHECK(a.games[i].warning == b.games[i].warning);
        CHECK(a.games[i].warning_line == b.games[i].warning_line);
    }
}

} // namespace

TEST_CASE("pieces checked in parallel give the single pass's numbers and lines", "[validate]") {
    for (const bool crlf : {false, true}) {
        const std::string text = games_text(60, crlf);
        const auto single = check(text, 1);
        CHECK(single.pieces == 1);
        CHECK(single.games_read == 60);
        CHECK(single.bad_games == 8);
        CHECK(single.games[6].error_where == "move 4. Bxe5");
        CHECK(single.games[6].error_line == 7 * 6 + 6); // game 7 starts on line 43
        for (const int threads : {2, 3, 4, 7}) {
            INFO("threads " << threads << (crlf ? " CRLF" : ""));
            const auto parallel = check(text, threads);
            CHECK(parallel.pieces == threads);
            require_same(single, parallel);
        }
        require_same(check(text, 1, false), check(text, 4, false));
    }
}

TEST_CASE("a cut that is not a game start falls back to one pass", "[validate]") {
    // A comment holding an empty line and a '[' at the start of a line: a cut there would
    // start a piece in the middle of a game.
    std::string text = games_text(10);
    const std::string trap = "{trap\n\n[not a tag}\n";
    for (std::size_t at = text.find("1. e4"); at != std::string::npos;
         at = text.find("1. e4", at + trap.size() + 5)) {
        text.insert(at, trap);
    }
    const auto single = check(text, 1);
    CHECK(single.games_read == 10);
    const auto parallel = check(text, 4);
    CHECK(parallel.pieces == 1);
    require_same(single, parallel);
}

TEST_CASE("a syntax error in a later piece faults its game only, as in one pass", "[validate]") {
    std::string text = games_text(40);
    text.insert(text.find("[Event \"Piece test\"]\n[Round \"31\"]"),
                "[Event \"broken\"]\n\n1. e4 (1. d4\n\n");
    text.insert(text.find("[Event \"Piece test\"]\n[Round \"12\"]"), "[Event \"bad\"]\n\n1. e4 Xyz e5 *\n\n");
    const auto single = check(text, 1);
    CHECK_FALSE(single.syntax_error.has_value());
    CHECK(single.games_read == 42);
    CHECK(single.bad_games == 5 + 2); // games 7, 14, 21, 28 and 35 of the 40, and the two broken ones
    CHECK(single.games[11].error_reason == "'Xyz' is not a move");
    CHECK(single.games[11].error_where == "move 1... Xyz");
    CHECK(single.games[31].error_reason == "unterminated variation: '(' without ')'");
    CHECK(single.games[32].round == "31");
    CHECK(single.games[32].ok);
    for (const int threads : {2, 4, 8}) {
        require_same(single, check(text, threads));
    }
}

TEST_CASE("a text in which no game is recognised is not PGN: its first syntax error is given", "[validate]") {
    const auto prose = check("Pendule notes\n\nThis file holds no game (at all).\n", 1);
    REQUIRE(prose.syntax_error.has_value());
    CHECK(*prose.syntax_error == "line 1, column 1: 'Pendule' is not a move");
    CHECK(prose.games.empty());
    CHECK(prose.games_read == 1);
    CHECK(prose.recognised_games == 0);
    // One recognised game is enough: the prose before it is a bad game of a PGN file.
    const auto mixed = check("Some notes.\n\n[White \"A\"]\n\n1. e4 *\n", 1, false);
    CHECK_FALSE(mixed.syntax_error.has_value());
    CHECK(mixed.games_read == 2);
    CHECK(mixed.bad_games == 1);
    CHECK(mixed.recognised_games == 1);
    REQUIRE(mixed.games.size() == 1);
    CHECK(mixed.games[0].error_where == "move 1. Some");
}

TEST_CASE("warnings of later pieces keep the single pass's line numbers", "[validate]") {
    std::string text = games_text(30);
    for (const int round : {5, 17, 26}) {
        const std::string at = "[Event \"Piece test\"]\n[Round \"" + std::to_string(round) + "\"]";
        text.insert(text.find(at), "[Event \"open\"]\n\n1. e4 e5 2. Nf3\n\n1. d4 d5 *\n\n");
    }
    const auto single = check(text, 1, false);
    CHECK(single.games_read == 36);
    std::vector<int> warned;
    for (const auto& game : single.games) {
        if (!game.warning.empty()) {
            warned.push_back(game.warning_line);
        }
    }
    REQUIRE(warned.size() == 3);
    CHECK(warned[0] == 4 * 7 + 5); // four games of seven lines, then the tag, an empty line, a move line
    for (const int threads : {2, 3, 4}) {
        require_same(single, check(text, threads, false));
    }
}

TEST_CASE("games with a warning are kept in the report with the bad ones", "[validate]") {
    const auto report = check("1. e4 e5 2. Nf3\n\n1. d4 d5 *\n\n1. c4 *\n", 1, false);
    CHECK(report.games_read == 3);
    REQUIRE(report.games.size() == 1);
    CHECK(report.games[0].ok);
    CHECK(report.games[0].number == 1);
    CHECK(report.games[0].warning_line == 3);
}
