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
    std::string description, where, reason, result, warning;
    int moves = 0, skipped = 0, unchecked = 0, line = 0, error_line = 0, error_column = 0, warning_line = 0;
    bool ok = true, other_notation = false, recognised = false;
    GameCheck::Problem problem = GameCheck::Problem::None;
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
        outcome.problem = check.problem;
        outcome.other_notation = check.other_notation;
        outcome.unchecked = check.moves_unchecked;
        outcome.warning = std::string(check.warning);
        outcome.warning_line = check.warning_line;
        outcome.recognised = check.recognised;
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
    CHECK(run.games[1].where.empty()); // nothing left over from the game before
    CHECK(run.games[1].reason.empty());
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

TEST_CASE("a syntax error faults its game only, and the next game is checked", "[validate]") {
    const auto run = validate("1. e4 e5 *\n\n1. d4 {unterminated\n");
    REQUIRE(run.games.size() == 2);
    CHECK(run.games[0].ok);
    CHECK_FALSE(run.games[1].ok);
    CHECK(run.games[1].where == "move 1... '{'");
    CHECK(run.games[1].reason == "unterminated comment: '{' without '}'");
    CHECK(run.games[1].error_line == 3);
    CHECK(run.games[1].error_column == 7);
    CHECK(run.syntax_error.empty());
    CHECK(run.moves == 3); // d4 of the unfinished game counts
    CHECK(run.errors == 1);
}

TEST_CASE("a token that cannot be read faults game 2 only: games 1 and 3 are checked and counted",
          "[validate]") {
    const auto run =
        validate("[Event \"Club\"]\n[White \"Alpha\"]\n[Black \"Beta\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
                 "[Event \"Club\"]\n[White \"Gamma\"]\n[Black \"Delta\"]\n\n"
                 "1. d4 d5 2. c4 e6 3. Nc3 Xyz 4. Bg5 Nf6 0-1\n\n"
                 "[Event \"Club\"]\n[White \"Eps\"]\n[Black \"Zeta\"]\n\n1. c4 e5 2. g3 *\n");
    REQUIRE(run.games.size() == 3);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 4);
    const Outcome& bad = run.games[1];
    CHECK_FALSE(bad.ok);
    CHECK(bad.number == 2);
    CHECK(bad.description == "Gamma - Delta, Club");
    CHECK(bad.problem == GameCheck::Problem::Syntax);
    CHECK(bad.where == "move 3... Xyz");
    CHECK(bad.reason == "'Xyz' is not a move");
    CHECK(bad.error_line == 11);
    CHECK(bad.error_column == 26);
    CHECK(bad.moves == 5);
    CHECK(bad.skipped == 2);
    CHECK(bad.result == "0-1");
    CHECK(bad.recognised);
    CHECK(run.games[2].ok);
    CHECK(run.games[2].moves == 3);
    CHECK(run.games[2].line == 13);
    CHECK(run.moves == 12);
    CHECK(run.errors == 1);
}

TEST_CASE("the forms real files hold are checked like SAN", "[validate]") {
    const auto run =
        validate("1. e2-e4 e7e5 2. Ng1-f3 Nb8-c6 3. Bf1c4 Ng8f6 4. e1g1 Bf8-c5 5. d2d4 exd4 6. e4e5 "
                 "d7d5 7. exd6 e.p. o-o 8. dxc7 \xC2\xB1 Bc5-b6 9. cxd8=q Rf8xd8 \xC2\xBD-\xC2\xBD");
    REQUIRE(run.games.size() == 1);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 18);
    CHECK(run.games[0].result == "1/2-1/2");
    const auto uci = validate("[FEN \"8/1P3k2/8/8/8/8/3p2K1/8 w - - 0 1\"]\n\n1. b7b8n d2d1b 2. Nd7 Bh5 *");
    CHECK(uci.games[0].ok);
    CHECK(uci.games[0].moves == 4);
    const auto wrong = validate("1. e4 d5 2. exd5 e.p. *");
    CHECK(wrong.games[0].where == "move 2. exd5 e.p.");
    CHECK(wrong.games[0].reason == "illegal: 'exd5 e.p.': not an en passant capture");
}

TEST_CASE("a variant other than standard chess or Chess960 faults its game", "[validate]") {
    const auto run =
        validate("[Variant \"Chess960\"]\n[White \"A\"]\n\n1. e4 e5 2. O-O *\n\n"
                 "[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 Nc6 3. N@e5 *\n\n"
                 "[Variant \"Standard\"]\n\n1. e4 *\n\n[Variant \"From Position\"]\n"
                 "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n\n[Variant \"chess\"]\n\n1. d4 *\n\n"
                 "1. e4 e5 2. N@f3 *\n");
    REQUIRE(run.games.size() == 6);
    // Chess960 is checked: from the usual array, O-O with the bishop and knight at home is illegal.
    CHECK(run.games[0].where == "move 2. O-O");
    CHECK(run.games[0].reason ==
          "illegal: White cannot castle kingside: a piece stands between the king and the rook");
    CHECK(run.games[0].moves == 2);
    CHECK(run.games[1].reason == "variant Crazyhouse is not supported");
    CHECK(run.games[1].skipped == 5);
    CHECK(run.games[2].ok);
    CHECK(run.games[3].ok);
    CHECK(run.games[4].ok);
    // A drop in a game without a Variant tag is named as such.
    CHECK(run.games[5].where == "move 2. N@f3");
    CHECK(run.games[5].reason == "malformed: 'N@f3' is a piece drop (crazyhouse), not a move of chess");
    CHECK(run.errors == 3);
}

TEST_CASE("a null move ends the check of its variation and is an error in the main line", "[validate]") {
    const auto run =
        validate("1. e4 e5 (1... -- 2. d4 (2. c4 Z0) Nf6 3. c4) (1... c5 2. Nf3) 2. Nf3 (2. Z0 Nc6) "
                 "Nc6 *\n\n1. e4 -- 2. d4 *\n\n1. e4 e5 2. Z0 *\n");
    REQUIRE(run.games.size() == 3);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 4 + 2);     // the main line and 1... c5 2. Nf3
    CHECK(run.games[0].unchecked == 5 + 1); // d4, c4, Z0, Nf6, c4; Nc6
    CHECK_FALSE(run.games[1].ok);
    CHECK(run.games[1].where == "move 1... --");
    CHECK(run.games[1].reason == "illegal: '--' is a null move (a pass), not a move of chess (Laws 1.2: the "
                                 "players move alternately)");
    CHECK(run.games[1].skipped == 1);
    CHECK(run.games[2].where == "move 2. Z0");
    CHECK(run.errors == 2);
}

TEST_CASE("a move refused in one notation that reads in the other says so", "[validate]") {
    const auto english = validate("1. e4 e5 2. Cf3 Cc6 *\n\n1. e4 e5 2. Xf3 *\n\n1. e4 e5 2. Re2 *");
    CHECK(english.games[0].where == "move 2. Cf3");
    CHECK(english.games[0].other_notation);
    CHECK_FALSE(english.games[1].other_notation);
    CHECK(english.games[2].where == "move 2. Re2"); // R: a rook in English, the king in French
    CHECK(english.games[2].other_notation);
    const auto french = validate("1. e4 e5 2. Nf3 *", Notation::French);
    CHECK(french.games[0].where == "move 2. Nf3");
    CHECK(french.games[0].other_notation);
}

TEST_CASE("a game without a marker before bare movetext at move 1 is two games, with a warning",
          "[validate]") {
    const auto run = validate("[White \"A\"]\n\n1. e4 e5 2. Nf3\n\n1. d4 d5 2. c4 *\n");
    REQUIRE(run.games.size() == 2);
    CHECK(run.games[0].ok);
    CHECK(run.games[0].moves == 3);
    CHECK(run.games[0].result.empty());
    CHECK(run.games[0].warning_line == 5);
    CHECK(run.games[0].warning.find("no termination marker (PGN 8.2.6)") == 0);
    CHECK(run.games[1].ok);
    CHECK(run.games[1].moves == 3);
    CHECK(run.games[1].warning.empty());
    CHECK(run.moves == 6);
}

TEST_CASE("a game is PGN when read without a syntax error, or with a tag or a move before it", "[validate]") {
    const auto prose = validate("Pendule notes\n\nThis file is plain text: 1. e4 e5 *");
    REQUIRE(prose.games.size() == 1);
    CHECK_FALSE(prose.games[0].recognised);
    CHECK(prose.games[0].where == "move 1. Pendule");
    CHECK(prose.games[0].error_line == 1);
    CHECK(prose.games[0].error_column == 1);
    CHECK(validate("[Event \"x\"]\n\nThis is no game").games[0].recognised);
    CHECK(validate("1. e4 Hello").games[0].recognised);
    CHECK(validate("* Hello").games[0].recognised);
    CHECK_FALSE(validate("(e4) *").games[0].recognised);
}
