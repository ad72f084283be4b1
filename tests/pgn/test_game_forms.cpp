// The claim path's reader (read_pgn_game, read_pgn_each, Game::from_pgn): the forms real files
// hold are replayed, a variant or a null move in the main line fails the game, and every error
// names its token.
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace pendule::rules;

namespace {

pendule::Result<Game> replay(std::string_view text, Notation notation = Notation::English) {
    auto pgn = read_pgn_game(text);
    INFO(text);
    if (!pgn) {
        return pgn.error();
    }
    return Game::from_pgn(*pgn, notation);
}

} // namespace

TEST_CASE("from_pgn replays long algebraic, UCI, o-o, lowercase promotion and the e.p. mark", "[game]") {
    auto game = replay("1. e2-e4 e7e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Ng8-f6 4. d2-d4 e5xd4 5. e4-e5 d7-d5 "
                       "6. e5xd6 e.p. \xE2\x80\xBC (6. Bb5 -- 7. O-O) Bf8xd6 7. e1g1 o-o 1\xE2\x80\x93"
                       "0");
    REQUIRE(game);
    CHECK(game->ply_count() == 14);
    CHECK(game->san_moves()[10] == "exd6"); // the game keeps standard SAN
    CHECK(game->san_moves()[12] == "O-O");
    CHECK(game->result() == "1-0");
    auto promotion = replay("[FEN \"8/1P3k2/8/8/8/8/3p2K1/8 w - - 0 1\"]\n\n1. b8=q d2d1n+ 2. Kf1 *");
    REQUIRE(promotion);
    CHECK(promotion->san_moves() == std::vector<std::string>{"b8=Q", "d1=N", "Kf1"});
}

TEST_CASE("from_pgn: errors name the move and the token, with a hint for the other notation", "[game]") {
    const auto null_main = replay("1. e4 e5 2. -- Nc6 *");
    REQUIRE_FALSE(null_main);
    CHECK(null_main.error().where == "move 2. --");
    CHECK(null_main.error().message.rfind("illegal: '--' is a null move", 0) == 0);
    const auto french = replay("1. e4 e5 2. Cf3 *");
    REQUIRE_FALSE(french);
    CHECK(french.error().text() ==
          "move 2. Cf3: malformed: 'Cf3' is not a move in SAN (it reads as a legal move "
          "with French piece letters)");
    const auto english = replay("1. e4 e5 2. Nf3 *", Notation::French);
    REQUIRE_FALSE(english);
    CHECK(english.error().message.find("(it reads as a legal move with English piece letters)") !=
          std::string::npos);
    const auto in_variation = replay("1. e4 (1. d4 Cf6) e5 *");
    REQUIRE_FALSE(in_variation);
    CHECK(in_variation.error().where == "move 1... Cf6 (in a variation)");
    const auto token = read_pgn_game("1. e4 e5 2. Nf3 Xb8 *");
    REQUIRE_FALSE(token);
    CHECK(token.error().text() == "line 1, column 17: 'Xb8' is not a move");
}

TEST_CASE("from_pgn: a variant other than standard chess is not replayed", "[game]") {
    const auto chess960 = replay("[Variant \"Chess960\"]\n\n1. e4 *");
    REQUIRE_FALSE(chess960);
    CHECK(chess960.error().text() == "Variant tag: variant Chess960 is not supported");
    CHECK(replay("[Variant \"standard\"]\n\n1. e4 *"));
    CHECK(replay("[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *"));
    CHECK(unsupported_variant("Crazyhouse") == std::string("variant Crazyhouse is not supported"));
    CHECK_FALSE(unsupported_variant("CHESS").has_value());
    CHECK_FALSE(unsupported_variant("").has_value());
}

TEST_CASE("read_pgn_each reads every game on its own: a damaged one is its error", "[game]") {
    const auto games = read_pgn_each("[Round \"1\"]\n\n1. e4 e5 *\n\n[Round \"2\"]\n\n1. d4 Xd5 2. c4 *\n\n"
                                     "[Round \"3\"]\n\n1. c4 {open\n\n[Round \"4\"]\n\n1. Nf3 *\n");
    REQUIRE(games.size() == 4);
    REQUIRE(games[0]);
    CHECK(games[0]->tag("Round") == "1");
    REQUIRE_FALSE(games[1]);
    CHECK(games[1].error().text() == "line 7, column 7: 'Xd5' is not a move");
    REQUIRE_FALSE(games[2]);
    CHECK(games[2].error().text() == "line 11, column 7: unterminated comment: '{' without '}'");
    REQUIRE(games[3]);
    CHECK(games[3]->tag("Round") == "4");
    CHECK(games[3]->moves.moves.size() == 1);
    // The strict reader stops at the first error.
    CHECK_FALSE(read_pgn("[Round \"1\"]\n\n1. e4 e5 *\n\n1. d4 Xd5 *"));
}
