// The PGN reader and the game record it builds: tags, movetext, comments, NAGs, variations,
// results, several games, and clear errors (line and column) for broken text.
#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_reader.hpp"
#include "pgn_test_util.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace pendule::rules;
using pgn_test::read_one;
using pgn_test::sans;

namespace {

std::string error_of(std::string_view text) {
    auto games = read_pgn(text);
    if (games) {
        return "no error";
    }
    return games.error().text();
}

} // namespace

TEST_CASE("tags are read in order, with their escapes resolved", "[pgn]") {
    const auto game =
        read_one("[Event \"Open \\\"B\\\" \\\\ 2024\"]\n[Site \"Paris\"]\n[White \"Anand, V.\"]\n"
                 "[Black \"\"]\n\n1. e4 *\n");
    REQUIRE(game.tags.size() == 4);
    CHECK(game.tags[0] == PgnTag{"Event", "Open \"B\" \\ 2024"});
    CHECK(game.tags[1] == PgnTag{"Site", "Paris"});
    CHECK(game.tag("White") == "Anand, V.");
    CHECK(game.tag("Black") == "");
    CHECK_FALSE(game.tag("Round").has_value());
    CHECK(game.result == "*");
}

TEST_CASE("tags may be spaced out and share a line", "[pgn]") {
    const auto game = read_one("[ White   \"A\" ][Black \"B\"]\n1. d4 d5 1-0");
    CHECK(game.tag("White") == "A");
    CHECK(game.tag("Black") == "B");
    CHECK(sans(game.moves) == std::vector<std::string>{"d4", "d5"});
    CHECK(game.result == "1-0");
}

TEST_CASE("move numbers in every form are skipped", "[pgn]") {
    const auto game = read_one("1. e4 e5 2.Nf3 2... Nc6 3 Bb5 3. ... a6 4.Ba4 0-1");
    CHECK(sans(game.moves) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"});
    CHECK(game.result == "0-1");
}

TEST_CASE("the four results end a game", "[pgn]") {
    for (const std::string result : {"1-0", "0-1", "1/2-1/2", "*"}) {
        const auto game = read_one("1. e4 " + result);
        CHECK(game.result == result);
    }
    // A game without a marker ends with the text.
    CHECK(read_one("1. e4 e5").result.empty());
}

TEST_CASE("castling with letters and with zeros is a move, not a result", "[pgn]") {
    const auto game = read_one("1. O-O 0-0 2. O-O-O 0-0-0+ 0-1");
    CHECK(sans(game.moves) == std::vector<std::string>{"O-O", "0-0", "O-O-O", "0-0-0+"});
    CHECK(game.result == "0-1");
}

TEST_CASE("brace and rest-of-line comments attach to the move before them", "[pgn]") {
    const auto game = read_one("{Before any move}\n1. e4 {The king's pawn,\n   twice} e5 ; a reply\n"
                               "2. Nf3 {} *");
    REQUIRE(game.moves.moves.size() == 3);
    CHECK(game.moves.comments == std::vector<std::string>{});
    CHECK(game.moves.moves[0].comments == std::vector<std::string>{"The king's pawn, twice"});
    CHECK(game.moves.moves[1].comments == std::vector<std::string>{"a reply"});
    CHECK(game.moves.moves[2].comments == std::vector<std::string>{""});
}

TEST_CASE("a comment after the tags opens the main line", "[pgn]") {
    const auto game = read_one("[White \"A\"]\n{Game notes} 1. e4 *");
    CHECK(game.moves.comments == std::vector<std::string>{"Game notes"});
}

TEST_CASE("NAGs and suffix annotations become NAG numbers", "[pgn]") {
    const auto game = read_one("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $3 Nf6 ! *");
    REQUIRE(game.moves.moves.size() == 8);
    const std::vector<std::vector<int>> expected = {{1}, {2}, {3}, {4}, {5}, {6}, {14, 3}, {1}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(game.moves.moves[i].nags == expected[i]);
    }
    CHECK(game.moves.moves[7].san == "Nf6");
}

TEST_CASE("variations are kept as alternatives to the move before them", "[pgn]") {
    const char* text = "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 2. Nf3 *";
    const auto game = read_one(text);
    CHECK(sans(game.moves) == std::vector<std::string>{"e4", "e5", "Nf3"});
    const auto& e4 = game.moves.moves[0];
    REQUIRE(e4.variations.size() == 2);
    CHECK(sans(e4.variations[0]) == std::vector<std::string>{"d4", "d5", "c4"});
    CHECK(sans(e4.variations[1]) == std::vector<std::string>{"c4"});
    const auto& d5 = e4.variations[0].moves[1];
    REQUIRE(d5.variations.size() == 1);
    CHECK(sans(d5.variations[0]) == std::vector<std::string>{"Nf6", "c4"});

    const auto skipped = read_one(text, PgnReadOptions{false});
    CHECK(sans(skipped.moves) == std::vector<std::string>{"e4", "e5", "Nf3"});
    CHECK(skipped.moves.moves[0].variations.empty());
}

TEST_CASE("% escape lines are ignored", "[pgn]") {
    const auto games = read_pgn("% a private line\n[White \"A\"]\n%[Black \"B\"]\n1. e4 *\n%end\n");
    REQUIRE(games);
    REQUIRE(games->size() == 1);
    CHECK((*games)[0].tags.size() == 1);
    CHECK(sans((*games)[0].moves) == std::vector<std::string>{"e4"});
}

TEST_CASE("several games in one text, with or without markers", "[pgn]") {
    const char* text = "[Round \"1\"]\n\n1. e4 e5 1-0\n\n"
                       "[Round \"2\"]\n\n1. d4 d5\n\n" // no marker: the next tags end it
                       "[Round \"3\"]\n\n*\n\n"
                       "[Round \"4\"]\n1. c4 1/2-1/2";
    auto games = read_pgn(text);
    REQUIRE(games);
    REQUIRE(games->size() == 4);
    CHECK((*games)[0].result == "1-0");
    CHECK((*games)[1].result.empty());
    CHECK(sans((*games)[1].moves) == std::vector<std::string>{"d4", "d5"});
    CHECK((*games)[2].moves.moves.empty());
    CHECK((*games)[2].result == "*");
    CHECK((*games)[3].tag("Round") == "4");
    CHECK((*games)[3].line == 13);
}

TEST_CASE("a FEN start is found from the FEN and SetUp tags", "[pgn]") {
    const auto game =
        read_one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 13. e4 *");
    CHECK(game.start_fen() == "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
    CHECK(sans(game.moves) == std::vector<std::string>{"Kd7", "e4"});
    CHECK_FALSE(read_one("1. e4 *").start_fen().has_value());
    CHECK_FALSE(read_one("[SetUp \"0\"][FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"] *").start_fen().has_value());
}

TEST_CASE("a UTF-8 byte order mark and CRLF line ends are accepted", "[pgn]") {
    const auto game = read_one("\xEF\xBB\xBF[White \"A\"]\r\n\r\n1. e4 ; note\r\ne5 *\r\n");
    CHECK(game.tag("White") == "A");
    CHECK(game.moves.moves[0].comments == std::vector<std::string>{"note"});
    CHECK(sans(game.moves) == std::vector<std::string>{"e4", "e5"});
}

TEST_CASE("broken text gives an error with line and column", "[pgn]") {
    struct Case {
        const char* text;
        const char* error;
    };
    const std::vector<Case> cases = {
        {"1. e4 {never closed\n e5 *", "line 1, column 7: unterminated comment: '{' without '}'"},
        {"[Event \"no end]\n1. e4 *", "line 1, column 8: unterminated string: '\"' without its closing '\"'"},
        {"[Event \"x\"\n1. e4 *",
         "line 2, column 1: ']' expected to close the tag opened at line 1, column 1"},
        {"[Event]\n*", "line 1, column 7: tag value expected: a string in double quotes after the tag name"},
        {"[ \"x\"]", "line 1, column 3: tag name expected after '['"},
        {"1. e4\n(1. d4 d5\n2. c4 *", "line 2, column 1: unterminated variation: '(' without ')'"},
        {"1. e4 (1. d4 (1. c4)", "line 1, column 7: unterminated variation: '(' without ')'"},
        {"1. e4 (1. d4\n\n[Event \"next\"]", "line 1, column 7: unterminated variation: '(' without ')'"},
        {"1. e4 e5)", "line 1, column 9: ')' without a matching '('"},
        {"(1. e4)", "line 1, column 1: a variation must follow the move it replaces"},
        {"1. e4 (1. d4 1-0) *", "line 1, column 7: unterminated variation: '(' without ')'"},
        {"1. e4 & e5", "line 1, column 7: unexpected character '&'"},
        {"1. e4 \x01", "line 1, column 7: unexpected byte 0x01"},
        {"\n\n  1. e4 \xC3\xA9", "line 3, column 9: unexpected byte 0xC3"},
        {"Hello world", "line 1, column 1: 'Hello' is not a move"},
        {"Chess is fun", "line 1, column 1: 'Chess' is not a move"},
        {"1. e4 bad", "line 1, column 7: 'bad' is not a move"},
        {"[Event \"x\"]\n\nThis file has no game", "line 3, column 1: 'This' is not a move"},
        {"1. e4 12e5", "line 1, column 7: '12e5' is not a move"},
        {"1. e4 $", "line 1, column 7: '$' must be followed by a number (NAG)"},
        {"1. e4 $256", "line 1, column 7: NAG out of range: $0 to $255"},
        {"1. e4 !!!", "line 1, column 7: unknown annotation '!!!'"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        const std::string error = error_of(c.text);
        CHECK(error == c.error);
    }
    CHECK(error_of("1. e4 *\n\n1. d4 {") == "line 3, column 7: unterminated comment: '{' without '}'");
}

TEST_CASE("move-shaped tokens go to the SAN reader, even malformed ones", "[pgn]") {
    const auto game = read_one("1. Ke0 Nxe9 2. e8=Q+ exd8=N# 3. Pe4 Qh4e1 4. Rd1: *");
    CHECK(sans(game.moves) ==
          std::vector<std::string>{"Ke0", "Nxe9", "e8=Q+", "exd8=N#", "Pe4", "Qh4e1", "Rd1:"});
}

TEST_CASE("variations nested too deeply are refused, not recursed into", "[pgn]") {
    std::string text = "1. e4";
    for (int i = 0; i < 100; ++i) {
        text += " (1. d4";
    }
    CHECK(error_of(text).find("variations nested too deeply") != std::string::npos);
}

TEST_CASE("after an error the reader can go on with the next game", "[pgn]") {
    const char* text = "[Round \"1\"]\n1. e4 & *\n\n[Round \"2\"]\n1. d4 *\n";
    PgnReader reader(text);
    PgnGameBuilder builder;
    auto first = reader.read_game(builder);
    REQUIRE_FALSE(first);
    CHECK(first.error().where == "line 2, column 7");
    REQUIRE(reader.skip_to_next_game());
    auto second = reader.read_game(builder);
    REQUIRE(second);
    REQUIRE(*second);
    CHECK(builder.game().tag("Round") == "2");
    CHECK(builder.game().line == 4);
    auto end = reader.read_game(builder);
    REQUIRE(end);
    CHECK_FALSE(*end);
}

namespace {

// Records the moves reported and asks to skip the rest of the game after `stop_after` moves.
class CountingVisitor : public PgnVisitor {
  public:
    explicit CountingVisitor(int stop_after) : stop_after_(stop_after) {}
    PgnFlow move(std::string_view san, const PgnSpot& where) override {
        moves.emplace_back(san);
        spots.push_back(where.text());
        return static_cast<int>(moves.size()) == stop_after_ ? PgnFlow::SkipGame : PgnFlow::Continue;
    }
    void comment(std::string_view) override { ++comments; }
    void end_game(std::string_view result) override { results.emplace_back(result); }
    std::vector<std::string> moves, spots, results;
    int comments = 0;

  private:
    int stop_after_;
};

} // namespace

TEST_CASE("a visitor can skip the rest of a game, whose syntax is still checked", "[pgn]") {
    CountingVisitor visitor(2);
    PgnReader reader("1. e4 e5 {x} 2. Nf3 Nc6 1-0\n\n1. d4\n  d5 *");
    REQUIRE(*reader.read_game(visitor));
    CHECK(visitor.moves == std::vector<std::string>{"e4", "e5"});
    CHECK(visitor.comments == 0);
    CHECK(visitor.results == std::vector<std::string>{"1-0"});
    REQUIRE(*reader.read_game(visitor));
    CHECK(visitor.spots.back() == "line 4, column 3");

    CountingVisitor broken(1);
    PgnReader bad("1. e4 e5 {x 2. Nf3");
    CHECK_FALSE(bad.read_game(broken));
}

TEST_CASE("random bytes give an error, never a crash or a hang", "[pgn]") {
    std::mt19937 random(
        20241121); // the standard fixes mt19937's sequence: the inputs are the same everywhere
    int errors = 0;
    // Read without error: e.g. a '%' first (the whole text is one escape line, no game at all),
    // or "=" (a glyph, NAG 10) then a ';' comment to the end: a game without a move.
    int read = 0;
    const int inputs = 3000;
    for (int i = 0; i < inputs; ++i) {
        std::string bytes(16 + random() % 400, '\0');
        for (auto& byte : bytes) {
            byte = static_cast<char>(random() & 0xFF);
        }
        auto games = read_pgn(bytes);
        if (!games) {
            ++errors;
            CHECK(games.error().where.rfind("line ", 0) == 0);
        } else {
            for (const auto& game : *games) {
                CHECK(game.moves.moves.empty());
            }
            ++read;
        }
    }
    CHECK(errors + read == inputs);
    CHECK(read < inputs / 100);
}

TEST_CASE("damaged PGN text never crashes the reader", "[pgn]") {
    REQUIRE(read_pgn(pgn_test::kGoodText));
    std::mt19937 random(7);
    const std::string alphabet = "{}()[]\"\\;%$!?.*-/01 \n\teNxO=+#";
    for (int i = 0; i < 5000; ++i) {
        const int edits = 1 + static_cast<int>(random() % 4);
        const std::string text = pgn_test::damaged(pgn_test::kGoodText, edits, alphabet, random);
        auto games = read_pgn(text, PgnReadOptions{(i & 1) != 0});
        if (!games) {
            CHECK(games.error().where.rfind("line ", 0) == 0);
        }
    }
}

TEST_CASE("next_game_offset skips what lies between games", "[pgn]") {
    const std::string text = "  {file header}\n% escaped\n; note\n[Event \"a\"] *\n\n  ";
    PgnReader reader(text);
    CHECK(reader.next_game_offset() == text.find('['));
    CHECK(reader.spot().line == 4);
    PgnGameBuilder builder;
    REQUIRE(*reader.read_game(builder));
    CHECK(reader.next_game_offset() == text.size());
    // A comment without its '}' is where a game starts: reading that game fails.
    PgnReader broken("  {no end");
    CHECK(broken.next_game_offset() == 2);
    auto game = broken.read_game(builder);
    REQUIRE_FALSE(game);
    CHECK(game.error().text() == "line 1, column 3: unterminated comment: '{' without '}'");
}
