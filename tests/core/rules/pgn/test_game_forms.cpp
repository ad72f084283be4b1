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

TEST_CASE("from_pgn: a variant other than standard chess or Chess960 is not replayed", "[game]") {
    const auto crazyhouse = replay("[Variant \"Crazyhouse\"]\n\n1. e4 *");
    REQUIRE_FALSE(crazyhouse);
    CHECK(crazyhouse.error().text() == "Variant tag: variant Crazyhouse is not supported");
    CHECK(replay("[Variant \"standard\"]\n\n1. e4 *"));
    CHECK(replay("[Variant \"normal\"]\n\n1. e4 *")); // engine tournaments' name for standard chess
    CHECK(replay("[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *"));
    CHECK(unsupported_variant("Crazyhouse") == std::string("variant Crazyhouse is not supported"));
    CHECK_FALSE(unsupported_variant("CHESS").has_value());
    CHECK_FALSE(unsupported_variant("").has_value());
    CHECK_FALSE(unsupported_variant("Chess960").has_value());
    for (const char* name :
         {"Chess960", "chess 960", "Fischerandom", "FISCHERANDOM", "Fischer Random", "chess-960"}) {
        INFO(name);
        CHECK(read_variant(name).value() == Variant::Chess960);
    }
    for (const char* name : {"Normal", "standard", "From Position", ""}) {
        INFO(name);
        CHECK(read_variant(name).value() == Variant::Standard);
    }
}

TEST_CASE("from_pgn: a Chess960 game from its FEN, with castling in SAN", "[game][chess960]") {
    // Start position 0 (BBQNNRKR): the f1 rook steps up, then O-O leaves the king on g1 and brings
    // the h1 rook to f1 (Guidelines II.3).
    const char* text = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                       "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
                       "1. f4 f5 2. Rf2 Rf7 3. O-O 0-0 *";
    auto game = replay(text);
    REQUIRE(game);
    CHECK(game->variant() == Variant::Chess960);
    CHECK(game->position().fen() == "bbqnnrk1/ppppprpp/8/5p2/5P2/8/PPPPPRPP/BBQNNRK1 w - - 4 4");
    CHECK(game->position().piece_on(G1) == Piece::WhiteKing);
    CHECK(game->position().piece_on(F1) == Piece::WhiteRook);
    CHECK(game->position().piece_on(F8) == Piece::BlackRook);
    CHECK(game->san_moves().back() == "O-O");
    const PgnGame out = game->to_pgn();
    CHECK(out.tag("Variant") == std::optional<std::string_view>("Chess960"));
    CHECK(out.tag("SetUp") == std::optional<std::string_view>("1"));
    CHECK(out.tag("FEN") ==
          std::optional<std::string_view>("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"));
    // The PGN written reads back to the same game.
    auto again = Game::from_pgn(out);
    REQUIRE(again);
    CHECK(again->moves() == game->moves());
    CHECK(again->position() == game->position());
    // Without a FEN, a Chess960 game starts from the usual array played as Chess960.
    auto usual = replay("[Variant \"chess 960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *");
    REQUIRE(usual);
    CHECK(usual->variant() == Variant::Chess960);
    CHECK(usual->to_pgn().tag("FEN") ==
          std::optional<std::string_view>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

TEST_CASE("from_pgn: a Chess960 FEN without the Variant tag is refused with a hint", "[game][chess960]") {
    const auto refused =
        replay("[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]"
               "\n\n1. e4 *");
    REQUIRE_FALSE(refused);
    CHECK(refused.error().text() ==
          "FEN tag: FEN field 3 (castling): unexpected character 'H', expected '-' or KQkq (it reads as a "
          "Chess960 position: a Chess960 game needs the tag [Variant \"Chess960\"])");
    const auto bad = replay("[Variant \"Chess960\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2R w B - 0 1\"]\n\n1. Kd1 *");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().text() ==
          "FEN tag: FEN field 3 (castling): castling right 'B' names b1, where there is no white rook");
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
