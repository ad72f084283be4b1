// What the PGN reader accepts besides the standard's spellings: results with ½ or a dash,
// annotation glyphs, long algebraic and other move forms, the e.p. mark, null moves, drops; and
// where a game without a termination marker is taken to end.
#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_lexicon.hpp"
#include "core/rules/pgn_reader.hpp"
#include "pgn_test_util.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace pendule::rules;
using pgn_test::sans;

namespace {

std::vector<PgnGame> read_all(std::string_view text) {
    auto games = read_pgn(text);
    INFO(text);
    if (!games) {
        FAIL(games.error().text());
    }
    return std::move(games).value();
}

// Records what the reader reports: warnings, and each game's result.
class Recorder : public PgnVisitor {
  public:
    void begin_game(const PgnSpot& where) override { lines.push_back(where.line); }
    void warning(std::string_view message, const PgnSpot& where) override {
        warnings.emplace_back(message);
        warning_lines.push_back(where.line);
    }
    void end_game(std::string_view result) override { results.emplace_back(result); }
    std::vector<int> lines, warning_lines;
    std::vector<std::string> warnings, results;
};

Recorder record(std::string_view text) {
    Recorder recorder;
    PgnReader reader(text);
    while (true) {
        auto more = reader.read_game(recorder);
        REQUIRE(more);
        if (!*more) {
            return recorder;
        }
    }
}

} // namespace

TEST_CASE("results written with ½ or a typographic dash are the standard's results", "[pgn]") {
    struct Case {
        const char* text;
        const char* result;
    };
    const Case cases[] = {
        {"1. e4 \xC2\xBD-\xC2\xBD", "1/2-1/2"}, // ½-½
        {"1. e4 1\xE2\x80\x93"
         "0",
         "1-0"}, // 1–0, en dash
        {"1. e4 0\xE2\x80\x93"
         "1",
         "0-1"},
        {"1. e4 0\xE2\x80\x94"
         "1",
         "0-1"}, // em dash
        {"1. e4 1/2\xE2\x80\x93"
         "1/2",
         "1/2-1/2"},
        {"1. e4 \xC2\xBD\xE2\x80\x93\xC2\xBD", "1/2-1/2"}, // ½–½
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto games = read_all(c.text);
        REQUIRE(games.size() == 1);
        CHECK(games[0].result == c.result);
        CHECK(sans(games[0].moves) == std::vector<std::string>{"e4"});
    }
    std::size_t length = 0;
    CHECK(match_result("1-1", length).empty());
    CHECK(match_result("0-0", length).empty()); // castling with zeros
    CHECK(match_result("1-0x", length).empty());
    CHECK(match_result("\xC2\xBD-\xC2\xBD ", length) == "1/2-1/2");
    CHECK(length == 5);
}

TEST_CASE("annotation glyphs become the NAGs of the standard's table", "[pgn]") {
    const auto games = read_all("1. e4 \xE2\x80\xBC e5 \xE2\x81\x89 2. Nf3 \xE2\x81\x88 Nc6 \xC2\xB1 3. Bb5 "
                                "\xE2\x88\x93 a6 \xE2\xA9\xB2 4. Ba4 \xE2\xA9\xB1 Nf6 +\xE2\x88\x92 5. O-O "
                                "\xE2\x88\x92+ Be7 \xE2\x88\x9E 6. Re1 \xE2\x8C\x93 b5 \xE2\x96\xA1 7. Bb3 "
                                "\xE2\x81\x87 d6 \xE2\x88\x86 8. c3 +- O-O -+ 9. h3 += Na5 =+ 10. Bc2 +/= c5 "
                                "=/+ 11. d4 +/- Qc7 -/+ 12. Nbd2 = *");
    REQUIRE(games.size() == 1);
    const auto& moves = games[0].moves.moves;
    REQUIRE(moves.size() == 23);
    // ‼ ⁉ ⁈ ± ∓ ⩲ ⩱ +− −+ ∞ ⌓ □ ⁇ ∆, then the ASCII forms.
    const std::vector<int> expected = {3, 5,   6,  16, 17, 14, 15, 18, 19, 13, 142, 7,
                                       4, 140, 18, 19, 14, 15, 14, 15, 16, 17, 10};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("move " << i + 1 << " " << moves[i].san);
        CHECK(moves[i].nags == std::vector<int>{expected[i]});
    }
    CHECK(sans(games[0].moves)[7] == "Nf6"); // a glyph glued to nothing else leaves the move alone
    const auto glued = read_all("1. e4\xC2\xB1 e5\xE2\x80\xBC *");
    CHECK(sans(glued[0].moves) == std::vector<std::string>{"e4", "e5"});
    CHECK(glued[0].moves.moves[0].nags == std::vector<int>{16});
}

TEST_CASE("long algebraic, UCI, o-o, lowercase promotion and drops are read as move tokens", "[pgn]") {
    const auto games = read_all("1. e2-e4 e7e5 2. Ng1-f3 Nb8xc6 3. o-o o-o-o 4. d7d8r b8=q 5. N@f3 Z0 "
                                "6. -- exd6e.p. 7. exd6 e.p. h3 *");
    REQUIRE(games.size() == 1);
    CHECK(sans(games[0].moves) == std::vector<std::string>{"e2-e4", "e7e5", "Ng1-f3", "Nb8xc6", "o-o",
                                                           "o-o-o", "d7d8r", "b8=q", "N@f3", "Z0", "--",
                                                           "exd6e.p.", "exd6 e.p.", "h3"});
    // An e.p. mark alone (on the next line, or after a comment) is stepped over.
    const auto alone = read_all("1. exd6\ne.p. Nf6 {x} e.p. *");
    CHECK(sans(alone[0].moves) == std::vector<std::string>{"exd6", "Nf6"});
}

TEST_CASE("a game without a marker ends where movetext starts again at move 1 after an empty line", "[pgn]") {
    const char* text = "[White \"A\"]\n\n1. e4 e5 2. Nf3\n\n1. d4 d5 *\n\n1. c4 *\n";
    const auto games = read_all(text);
    REQUIRE(games.size() == 3);
    CHECK(sans(games[0].moves) == std::vector<std::string>{"e4", "e5", "Nf3"});
    CHECK(games[0].result.empty());
    CHECK(sans(games[1].moves) == std::vector<std::string>{"d4", "d5"});
    CHECK(games[1].line == 5);
    CHECK(games[1].tags.empty());
    CHECK(games[1].result == "*");

    const Recorder recorder = record(text);
    CHECK(recorder.lines == std::vector<int>{1, 5, 7});
    REQUIRE(recorder.warnings.size() == 1);
    CHECK(recorder.warning_lines == std::vector<int>{5});
    CHECK(recorder.warnings[0] == "no termination marker (PGN 8.2.6) before the empty line: the movetext "
                                  "starting again at move 1 is read as a new game");
    CHECK(recorder.results == std::vector<std::string>{"", "*", "*"});
}

TEST_CASE("move 1 after the tags, in a variation or without an empty line starts no new game", "[pgn]") {
    // After the tags the main line has no move yet; "1." in a variation replaces a move; on the
    // same line or without a blank line it is taken as a wrong move number of the same game.
    const char* texts[] = {
        "[White \"A\"]\n\n1. e4 e5 *", "{notes}\n\n1. e4 e5 *",    "1. e4 e5\n\n(1... c5\n\n1. d4) 2. Nf3 *",
        "1. e4 e5 2. Nf3 1. d4 *",     "1. e4 e5 2. Nf3\n1. d4 *",
    };
    for (const char* text : texts) {
        INFO(text);
        const Recorder recorder = record(text);
        CHECK(recorder.lines.size() == 1);
        CHECK(recorder.warnings.empty());
    }
}
