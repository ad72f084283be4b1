// The streaming validator behind `pendule-cli validate`: per-game outcome, messages, counts.
#include "core/rules/pgn_reader.hpp"
#include "core/rules/pgn_validator.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace pendule::rules;

namespace {

// A GameCheck with its own strings (the validator's are valid during the callback only).
struct Outcome {
    int number = 0;
    std::string description, where, reason, result;
    int moves = 0, skipped = 0, line = 0, error_line = 0, error_column = 0;
    bool ok = true;
};

struct Run {
    std::vector<Outcome> games;
    long long moves = 0, errors = 0;
    std::string syntax_error;
};

Run validate(std::string_view text, Notation notation = Notation::English, bool variations = true) {
    Run run;
    PgnValidator validator(notation);
    validator.on_game([&](const GameCheck& check) {
        Outcome outcome;
        outcome.number = check.number;
        outcome.description = check.describe();
        outcome.where = std::string(check.error_where);
        outcome.reason = std::string(check.error_reason);
        outcome.result = std::string(check.result);
        outcome.moves = check.moves_checked;
        outcome.skipped = check.moves_skipped;
        outcome.line = check.line;
        outcome.error_line = check.error_line;
        outcome.error_column = check.error_column;
        outcome.ok = check.ok;
        run.games.push_back(outcome);
    });
    PgnReader reader(text, PgnReadOptions{variations});
    while (true) {
        auto more = reader.read_game(validator);
        if (!more) {
            run.syntax_error = more.error().text();
            break;
        }
        if (!*more) {
            break;
        }
    }
    run.moves = validator.moves();
    run.errors = validator.errors();
    return run;
}

} // namespace

TEST_CASE("legal games are counted, move by move", "[validate]") {
    const auto run = validate("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
                              "[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. c4 *\n");
    REQUIRE(run.games.size() == 2);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 6);
    CHECK(run.games[0].result == "1-0");
    CHECK(run.games[1].moves == 3);
    CHECK(run.games[1].line == 6);
    CHECK(run.moves == 9);
    CHECK(run.errors == 0);
    CHECK(run.syntax_error.empty());
}

TEST_CASE("an illegal move names the game, the move and the reason, and the rest is skipped", "[validate]") {
    const auto run =
        validate("[Event \"Candidates\"]\n[Round \"6\"]\n[White \"Carlsen\"]\n[Black \"Nepo\"]\n\n"
                 "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nxe4 4. O-O Nf6 *\n\n"
                 "[White \"X\"]\n\n1. e4 *\n");
    REQUIRE(run.games.size() == 2);
    const auto& bad = run.games[0];
    CHECK_FALSE(bad.ok);
    CHECK(bad.description == "Carlsen - Nepo, Candidates, Round 6");
    CHECK(bad.where == "move 3... Nxe4");
    CHECK(bad.reason.rfind("illegal: ", 0) == 0);
    CHECK(bad.reason.find("e4") != std::string::npos);
    CHECK(bad.moves == 5);
    CHECK(bad.skipped == 2);
    CHECK(bad.error_line == 6);
    CHECK(bad.error_column == 28);
    CHECK(run.games[1].ok);
    CHECK(run.games[1].description == "X - ?");
    CHECK(run.moves == 6);
    CHECK(run.errors == 1);
}

TEST_CASE("ambiguous and malformed moves are errors too", "[validate]") {
    const auto ambiguous = validate("1. e3 e6 2. Ne2 d6 3. Ng3 a6 4. Nc3 h6 5. Ne2 *");
    REQUIRE(ambiguous.games.size() == 1);
    CHECK(ambiguous.games[0].where == "move 5. Ne2");
    CHECK(ambiguous.games[0].reason.rfind("ambiguous: ", 0) == 0);
    const auto malformed = validate("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 bxc6 5. Ke0 *");
    CHECK(malformed.games[0].where == "move 5. Ke0");
    CHECK(malformed.games[0].reason.rfind("malformed: ", 0) == 0);
}

TEST_CASE("a FEN start is used, and a bad FEN is the game's error", "[validate]") {
    const auto good =
        validate("[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 50\"]\n\n50. Rh1+ Kg8 51. Kb2 *");
    CHECK(good.games[0].ok);
    CHECK(good.games[0].moves == 3);
    const auto black =
        validate("[FEN \"7k/8/8/8/8/8/8/K5R1 b - - 0 50\"]\n\n50... Kh7 51. Rh1+ Kg6 52. Ka2 Kf5 *");
    CHECK(black.games[0].ok);
    CHECK(black.games[0].moves == 5);
    const auto wrong_side = validate("[FEN \"7k/8/8/8/8/8/8/K5R1 b - - 0 50\"]\n\n50. Rh7 *");
    CHECK(wrong_side.games[0].where == "move 50... Rh7");
    const auto bad = validate("[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0\"]\n\n1. Rh7 Kg8 *");
    REQUIRE(bad.games.size() == 1);
    CHECK_FALSE(bad.games[0].ok);
    CHECK(bad.games[0].where == "FEN tag");
    CHECK(bad.games[0].skipped == 2);
    CHECK(bad.errors == 1);
}

TEST_CASE("variations are checked from where they branch off", "[validate]") {
    const char* good =
        "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. exd5 Qxd5) d6) (1... e6) 2. Nf3 (2. f4 exf4) Nc6 *";
    const auto run = validate(good);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 4 + 3 + 4 + 1 + 2); // main line, then each variation

    const char* bad = "1. e4 e5 2. Nf3 (2. Nf3 Nf6 3. Nf3) Nc6 *";
    const auto checked = validate(bad);
    CHECK_FALSE(checked.games[0].ok);
    CHECK(checked.games[0].where == "move 3. Nf3 (in a variation)");
    CHECK(checked.games[0].error_column == 32);
    const auto main_line = validate(bad, Notation::English, false);
    CHECK(main_line.games[0].ok);
    CHECK(main_line.games[0].moves == 4);
}

TEST_CASE("French piece letters are read with Notation::French", "[validate]") {
    const char* text = "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 6. Te1 b5 7. Fb3 d6 8. c3 O-O "
                       "9. h3 Ca5 10. Fc2 c5 11. d4 Dc7 12. Cbd2 Rh8 *";
    CHECK(validate(text, Notation::French).games[0].ok);
    const auto english = validate(text);
    CHECK_FALSE(english.games[0].ok);
    CHECK(english.games[0].where == "move 2. Cf3");
}

TEST_CASE("a syntax error stops the run and keeps what was checked", "[validate]") {
    const auto run = validate("1. e4 e5 *\n\n1. d4 {unterminated\n");
    REQUIRE(run.games.size() == 1);
    CHECK(run.games[0].ok);
    CHECK(run.syntax_error == "line 3, column 7: unterminated comment: '{' without '}'");
    CHECK(run.moves == 3); // d4 of the unfinished game counts
}
