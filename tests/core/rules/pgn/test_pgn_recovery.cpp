// A visitor that steps over syntax errors (PgnVisitor::recover): what the reader skips, where
// the game ends, and that the next game is read whole.
#include "core/rules/pgn_reader.hpp"
#include "pgn_test_util.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace pendule::rules;

namespace {

struct Fault {
    std::string spot, token, message;
    bool in_tags, in_variation;
};

// One game as the visitor saw it.
struct Seen {
    int line = 0;
    std::vector<std::string> tags, moves;
    std::vector<Fault> faults;
    std::string result;
};

class Stepper : public PgnVisitor {
  public:
    explicit Stepper(bool recovers = true) : recovers_(recovers) {}
    void begin_game(const PgnSpot& where) override {
        games.emplace_back();
        games.back().line = where.line;
    }
    void tag(std::string_view name, std::string_view value) override {
        games.back().tags.push_back(std::string(name) + "=" + std::string(value));
    }
    PgnFlow move(std::string_view san, const PgnSpot&) override {
        games.back().moves.emplace_back(san);
        return PgnFlow::Continue;
    }
    void end_game(std::string_view result) override { games.back().result = std::string(result); }
    bool recover(const PgnFault& fault) override {
        games.back().faults.push_back(Fault{fault.where.text(), std::string(fault.token),
                                            std::string(fault.message), fault.in_tags, fault.in_variation});
        return recovers_;
    }
    std::vector<Seen> games;

  private:
    bool recovers_;
};

std::vector<Seen> step_through(std::string_view text, bool keep_variations = true) {
    PgnReader reader(text, PgnReadOptions{keep_variations});
    Stepper stepper;
    while (true) {
        auto more = reader.read_game(stepper);
        REQUIRE(more); // a visitor that steps over every error never sees read_game fail
        if (!*more) {
            return stepper.games;
        }
    }
}

using Moves = std::vector<std::string>;

} // namespace

TEST_CASE("a bad token is offered, skipped, and the game read to its end", "[pgn]") {
    const auto games = step_through("[White \"A\"]\n\n1. e4 e5 2. Xyz Nc6 3. Bb5 1-0\n\n"
                                    "[White \"B\"]\n\n1. d4 & d5 $300 2. c4 !!! e6 3. Nc3 12e4 Nf6 *\n");
    REQUIRE(games.size() == 2);
    REQUIRE(games[0].faults.size() == 1);
    const Fault& fault = games[0].faults[0];
    CHECK(fault.spot == "line 3, column 13");
    CHECK(fault.token == "Xyz");
    CHECK(fault.message == "'Xyz' is not a move");
    CHECK_FALSE(fault.in_tags);
    CHECK_FALSE(fault.in_variation);
    CHECK(games[0].moves == Moves{"e4", "e5", "Nc6", "Bb5"});
    CHECK(games[0].result == "1-0");

    REQUIRE(games[1].faults.size() == 4);
    CHECK(games[1].faults[0].token == "&");
    CHECK(games[1].faults[0].message == "unexpected character '&'");
    CHECK(games[1].faults[1].token == "$300");
    CHECK(games[1].faults[2].token == "!!!");
    CHECK(games[1].faults[3].token == "12e4"); // the whole token, so that "e4" is not read as a move
    CHECK(games[1].moves == Moves{"d4", "d5", "c4", "e6", "Nc3", "Nf6"});
    CHECK(games[1].tags == std::vector<std::string>{"White=B"});
    CHECK(games[1].result == "*");
}

TEST_CASE("a bad byte is stepped over with the rest of its UTF-8 character", "[pgn]") {
    const auto games = step_through("1. e4 \xC3\xA9 e5 \xFF 2. Nf3 *");
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].faults.size() == 2);
    CHECK(games[0].faults[0].message == "unexpected byte 0xC3");
    CHECK(games[0].faults[0].token.empty());
    CHECK(games[0].faults[1].message == "unexpected byte 0xFF");
    CHECK(games[0].moves == Moves{"e4", "e5", "Nf3"});
}

TEST_CASE("a bad tag pair is skipped to the end of its line, the other tags are read", "[pgn]") {
    const auto games = step_through("[Event \"no end]\n[White \"A\"]\n[Black]\n[Round \"2\"]\n[Site \"x\"\n"
                                    "1. e4 *\n\n[White \"C\"]\n1. d4 *\n");
    REQUIRE(games.size() == 2);
    const Seen& first = games[0];
    REQUIRE(first.faults.size() == 3);
    CHECK(first.faults[0].message == "unterminated string: '\"' without its closing '\"'");
    CHECK(first.faults[0].in_tags);
    CHECK(first.faults[0].token.empty());
    CHECK(first.faults[1].message == "tag value expected: a string in double quotes after the tag name");
    // The ']' was missing at the end of its line: what follows is the movetext.
    CHECK(first.faults[2].message == "']' expected to close the tag opened at line 5, column 1");
    CHECK(first.tags == std::vector<std::string>{"White=A", "Round=2"});
    CHECK(first.moves == Moves{"e4"});
    CHECK(games[1].tags == std::vector<std::string>{"White=C"});
    CHECK(games[1].moves == Moves{"d4"});
}

TEST_CASE("an unterminated comment ends its game, reading goes on at the next tag line", "[pgn]") {
    const auto games =
        step_through("[Round \"1\"]\n\n1. e4 {never closed\n2. Nf3 Nc6\n[Round \"2\"]\n\n1. d4 d5 *\n");
    REQUIRE(games.size() == 2);
    REQUIRE(games[0].faults.size() == 1);
    CHECK(games[0].faults[0].token == "{");
    CHECK(games[0].faults[0].spot == "line 3, column 7");
    CHECK(games[0].moves == Moves{"e4"});
    CHECK(games[0].result.empty());
    CHECK(games[1].line == 5);
    CHECK(games[1].moves == Moves{"d4", "d5"});
    CHECK(games[1].result == "*");
    // A comment without '}' between games starts a game there, which ends with the text.
    const auto tail = step_through("1. e4 *\n{trailing");
    REQUIRE(tail.size() == 2);
    CHECK(tail[1].faults.size() == 1);
}

TEST_CASE("broken variations are offered and the game goes on", "[pgn]") {
    const auto games = step_through("1. e4 (1. d4 d5 *\n\n[Round \"2\"]\n1. c4 e5) 2. Nf3 (e6 *\n\n"
                                    "[Round \"3\"]\n(1. e4) e5 *");
    REQUIRE(games.size() == 3);
    REQUIRE(games[0].faults.size() == 1);
    CHECK(games[0].faults[0].message == "unterminated variation: '(' without ')'");
    CHECK(games[0].faults[0].spot == "line 1, column 7");
    CHECK(games[0].faults[0].token == "(");
    CHECK(games[0].faults[0].in_variation);
    CHECK(games[0].result == "*");
    CHECK(games[0].moves == Moves{"e4", "d4", "d5"});
    REQUIRE(games[1].faults.size() == 2);
    CHECK(games[1].faults[0].message == "')' without a matching '('");
    CHECK(games[1].faults[1].message == "unterminated variation: '(' without ')'");
    CHECK(games[1].moves == Moves{"c4", "e5", "Nf3", "e6"});
    REQUIRE(games[2].faults.size() == 2);
    CHECK(games[2].faults[0].message == "a variation must follow the move it replaces");
    CHECK(games[2].faults[1].message == "')' without a matching '('");
    CHECK(games[2].moves == Moves{"e4", "e5"});
}

TEST_CASE("a visitor that does not step over an error stops the reading there", "[pgn]") {
    PgnReader reader("1. e4 Xyz e5 *\n\n1. d4 *");
    Stepper refusing(false);
    auto first = reader.read_game(refusing);
    REQUIRE_FALSE(first);
    CHECK(first.error().text() == "line 1, column 7: 'Xyz' is not a move");
    REQUIRE(refusing.games.size() == 1);
    CHECK(refusing.games[0].faults.size() == 1); // offered, refused
}

TEST_CASE("stepping over errors in damaged text never crashes or hangs, and read_game never fails", "[pgn]") {
    std::mt19937 random(11);
    const std::string alphabet = "{}()[]\"\\;%$!?.*-/01 \n\teNxO=+#@Z\xC2\xBD\xE2";
    for (int i = 0; i < 3000; ++i) {
        const int edits = 1 + static_cast<int>(random() % 4);
        const std::string text = pgn_test::damaged(pgn_test::kGoodText, edits, alphabet, random);
        INFO(text);
        const auto games = step_through(text, (i & 1) != 0);
        CHECK(!games.empty());
        CHECK(games.size() <= static_cast<std::size_t>(2 + 2 * edits)); // each edit cuts a game at most twice
    }
}
