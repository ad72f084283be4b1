// The PGN writer: export layout (roster first, 79-column lines, move numbers) and round trips.
#include "core/rules/pgn_game.hpp"
#include "core/rules/pgn_writer.hpp"
#include "pgn_test_util.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>

using namespace pendule::rules;
using pgn_test::read_one;

namespace {

int longest_line(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    std::size_t longest = 0;
    while (std::getline(lines, line)) {
        longest = std::max(longest, line.size());
    }
    return static_cast<int>(longest);
}

} // namespace

TEST_CASE("the seven-tag roster comes first, in its order, then the other tags", "[pgn]") {
    const auto game = read_one("[ECO \"C20\"]\n[Black \"B\"]\n[White \"A \\\"the\\\" \\\\ one\"]\n"
                               "[Event \"E\"]\n[Annotator \"X\"]\n\n1. e4 e5 1-0");
    const std::string expected = "[Event \"E\"]\n"
                                 "[Site \"?\"]\n"
                                 "[Date \"????.??.??\"]\n"
                                 "[Round \"?\"]\n"
                                 "[White \"A \\\"the\\\" \\\\ one\"]\n"
                                 "[Black \"B\"]\n"
                                 "[Result \"1-0\"]\n"
                                 "[ECO \"C20\"]\n"
                                 "[Annotator \"X\"]\n"
                                 "\n"
                                 "1. e4 e5 1-0\n";
    CHECK(write_pgn(game) == expected);
    PgnWriteOptions bare;
    bare.complete_roster = false;
    CHECK(write_pgn(game, bare).rfind("[Event \"E\"]\n[White", 0) == 0);
}

TEST_CASE("movetext keeps NAGs, comments and variations, with numbers where needed", "[pgn]") {
    const auto game = read_one("1. e4 {best by test} e5 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4) exd4) "
                               "3. Bb5 a6 ; the Morphy defence\n4. Ba4 *");
    CHECK(write_pgn(game, PgnWriteOptions{false, 79}) ==
          "1. e4 {best by test} 1... e5 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4) 3... exd4)\n"
          "3. Bb5 a6 {the Morphy defence} 4. Ba4 *\n");
}

TEST_CASE("a game from a FEN with Black to move is numbered from the FEN", "[pgn]") {
    const auto game =
        read_one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 13. e4 Ke6 *");
    const std::string text = write_pgn(game, PgnWriteOptions{false, 79});
    CHECK(text.find("\n\n12... Kd7 13. e4 Ke6 *\n") != std::string::npos);
}

TEST_CASE("a game without moves or result is still a complete PGN game", "[pgn]") {
    PgnGame empty;
    CHECK(write_pgn(empty, PgnWriteOptions{false, 79}) == "*\n");
    const std::string text = write_pgn(empty);
    auto back = read_pgn_game(text);
    REQUIRE(back);
    CHECK(back->result == "*");
    CHECK(back->tag("Result") == "*");
}

TEST_CASE("a comment holding '}' is written as a rest-of-line comment", "[pgn]") {
    PgnGame game;
    PgnMove move;
    move.san = "e4";
    move.comments.push_back("a } brace");
    game.moves.moves.push_back(move);
    game.moves.moves.push_back(PgnMove{"e5", {}, {}, {}});
    game.result.assign(1, '*');
    const std::string text = write_pgn(game, PgnWriteOptions{false, 79});
    CHECK(text == "1. e4 ;a } brace\n1... e5 *\n");
    CHECK(read_one(text) == game);
}

TEST_CASE("lines are at most 79 characters and the text reads back the same", "[pgn]") {
    // A long game with long comments, NAGs and nested variations.
    std::string text = "[Event \"Long\"]\n\n";
    const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int i = 0; i < 120; ++i) {
        text += moves[i % 4];
        text += ' ';
        if (i % 7 == 3) {
            text += "{a rather long comment that will have to be broken over two or more lines of text "
                    "because it does not fit} ";
        }
        if (i % 11 == 5) {
            text += "$14 ";
        }
        if (i % 13 == 8) {
            text += "(Nc3 (Nh3 Nh6 {deep}) Nc6 Nb1) ";
        }
    }
    text += "1/2-1/2";
    const auto game = read_one(text);
    const std::string written = write_pgn(game);
    CHECK(longest_line(written) <= 79);
    const auto back = read_one(written);
    CHECK(back.moves == game.moves);
    CHECK(back.result == game.result);
    CHECK(back.tags.size() == 7); // the roster was completed
    CHECK(write_pgn(back) == written);
}

TEST_CASE("a very long word in a comment gets a line of its own, nothing is lost", "[pgn]") {
    const std::string word(100, 'x');
    std::string text = "1. e4 {short ";
    text += word;
    text += " end} e5 *";
    const auto game = read_one(text);
    const std::string written = write_pgn(game, PgnWriteOptions{false, 79});
    std::string expected = "1. e4 {short\n";
    expected += word;
    expected += "\nend} 1... e5 *\n";
    CHECK(written == expected);
    CHECK(read_one(written) == game);
}

TEST_CASE("several games round trip, separated by an empty line", "[pgn]") {
    const char* text = "[Event \"A\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"W\"]\n"
                       "[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 $2 e5 (1... c5 $5 {Sicilian}) 2. Qh5 1-0\n\n"
                       "[Event \"B\"]\n[Site \"?\"]\n[Date \"2024.01.02\"]\n[Round \"2\"]\n[White \"B\"]\n"
                       "[Black \"W\"]\n[Result \"0-1\"]\n\n{Start} 1. f3 e5 2. g4 Qh4# 0-1\n";
    auto games = read_pgn(text);
    REQUIRE(games);
    REQUIRE(games->size() == 2);
    const std::string written = write_pgn(*games);
    CHECK(written == "[Event \"A\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"W\"]\n"
                     "[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 $2 e5 (1... c5 $5 {Sicilian}) 2. Qh5 1-0\n\n"
                     "[Event \"B\"]\n[Site \"?\"]\n[Date \"2024.01.02\"]\n[Round \"2\"]\n[White \"B\"]\n"
                     "[Black \"W\"]\n[Result \"0-1\"]\n\n{Start} 1. f3 e5 2. g4 Qh4# 0-1\n");
    auto back = read_pgn(written);
    REQUIRE(back);
    CHECK(*back == *games);
}
