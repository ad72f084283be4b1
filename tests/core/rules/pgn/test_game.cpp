// Game: moves, the per-ply history an arbiter needs (Laws 9.2.3 "same position", 9.3 halfmove
// clock), and replaying PGN games.
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace pendule::rules;

namespace {

// Plays space-separated SAN moves; fails the test on the first bad one.
Game play_all(Game game, const std::string& moves, Notation notation = Notation::English) {
    std::istringstream words(moves);
    std::string san;
    while (words >> san) {
        auto played = game.play_san(san, notation);
        INFO("move " << game.ply_count() + 1 << ": " << san);
        if (!played) {
            FAIL(played.error().text());
        }
    }
    return game;
}

Game play_all(const std::string& moves) {
    return play_all(Game(), moves);
}

} // namespace

TEST_CASE("a game starts at ply 0 with the standard position", "[game]") {
    Game game;
    CHECK(game.ply_count() == 0);
    CHECK(game.position() == Position::start());
    CHECK(game.repetition_count() == 1);
    CHECK(game.halfmove_clock_at(0) == 0);
    CHECK(game.san_moves().empty());
}

TEST_CASE("moves are played from SAN and listed in canonical SAN", "[game]") {
    // "Nf3" written as "Ng1f3", a capture without 'x', check marks added.
    const Game game = play_all("e4 e5 Ng1f3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bf7 Ke7 Nd5");
    const std::vector<std::string> expected = {"e4", "e5",   "Nf3",  "d6",    "Bc4", "Bg4", "Nc3",
                                               "g6", "Nxe5", "Bxd1", "Bxf7+", "Ke7", "Nd5#"};
    CHECK(game.san_moves() == expected);
    CHECK(game.position().is_checkmate());
}

TEST_CASE("castling is read with letter O or digit zero", "[game]") {
    auto start = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    REQUIRE(start);
    const Game game = play_all(*start, "0-0 O-O-O");
    CHECK(game.san_moves() == std::vector<std::string>{"O-O", "O-O-O"});
    CHECK(game.position().castling_rights() == 0);
    CHECK(game.position().piece_on(G1) == Piece::WhiteKing);
    CHECK(game.position().piece_on(D8) == Piece::BlackRook);
}

TEST_CASE("French piece letters are read when asked for", "[game]") {
    const Game game = play_all(Game(), "e4 e5 Cf3 Cc6 Fc4 Fc5 De2 Dh4 O-O Rd8 Td1", Notation::French);
    CHECK(game.san_moves() == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Qe2", "Qh4",
                                                       "O-O", "Kd8", "Rd1"});
    Game english;
    CHECK_FALSE(english.play_san("Cf3"));
}

TEST_CASE("an illegal move is refused with its reason and changes nothing", "[game]") {
    Game game = play_all("e4 e5");
    const Position before = game.position();
    for (const char* bad : {"Nxe5", "Ke3", "e5", "Qh7", "O-O", "Zz9", "Nd2"}) {
        INFO(bad);
        auto played = game.play_san(bad);
        REQUIRE_FALSE(played);
        const std::string& message = played.error().message;
        CHECK((message.rfind("illegal:", 0) == 0 || message.rfind("malformed:", 0) == 0 ||
               message.rfind("ambiguous:", 0) == 0));
        CHECK(game.ply_count() == 2);
        CHECK(game.position() == before);
    }
    // Moves given as Move values are checked too.
    auto illegal = game.play(Move(E1, E3));
    REQUIRE_FALSE(illegal);
    CHECK(illegal.error().message.rfind("illegal:", 0) == 0);
    CHECK(game.ply_count() == 2);
    REQUIRE(game.play(Move(G1, F3)));
    CHECK(game.san_moves().back() == "Nf3");
}

TEST_CASE("undo takes back the last move, history included", "[game]") {
    Game game = play_all("e4 e5 Nf3");
    REQUIRE(game.undo());
    CHECK(game.ply_count() == 2);
    CHECK(game.san_moves().back() == "e5");
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.position() == Position::start());
    CHECK_FALSE(game.undo());
    // The history is consistent again after new moves.
    game = play_all(game, "Nf3 Nf6 Ng1 Ng8");
    CHECK(game.occurrences(4) == 2);
}

TEST_CASE("position_at replays the game to any ply", "[game]") {
    const Game game = play_all("d4 d5 c4 dxc4 e3 b5");
    auto after_two = play_all("d4 d5");
    CHECK(game.position_at(2) == after_two.position());
    CHECK(game.position_at(0) == Position::start());
    CHECK(game.position_at(game.ply_count()) == game.position());
}

TEST_CASE("halfmove clock per ply (Laws 9.3)", "[game]") {
    const Game game = play_all("Nf3 Nf6 Ng1 e5 Nc3 Bb4 Nd5 Bxd2+");
    const std::vector<int> expected = {0, 1, 2, 3, 0, 1, 2, 3, 0};
    for (int ply = 0; ply <= game.ply_count(); ++ply) {
        INFO("ply " << ply);
        CHECK(game.halfmove_clock_at(ply) == expected[static_cast<std::size_t>(ply)]);
    }
    auto from_fen = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 40 60");
    REQUIRE(from_fen);
    const Game late = play_all(*from_fen, "Ra2 Kd8");
    CHECK(late.halfmove_clock_at(0) == 40);
    CHECK(late.halfmove_clock_at(2) == 42);
}

TEST_CASE("repetitions are counted over plies with the same position (Laws 9.2)", "[game]") {
    const Game game = play_all("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    CHECK(game.same_position_plies(8) == std::vector<int>{0, 4});
    CHECK(game.occurrences(8) == 3);
    CHECK(game.occurrences(7) == 2);
    CHECK(game.same_position_plies(5) == std::vector<int>{1});
    CHECK(game.first_ply_with_occurrences(2) == 4);
    CHECK(game.first_ply_with_occurrences(3) == 8);
    CHECK(game.first_ply_with_occurrences(5) == 16); // Laws 9.6.1: fivefold
    CHECK(game.repetition_count() == 5);
    CHECK(game.is_same_position(2, 6));
    CHECK_FALSE(game.is_same_position(2, 3));
}

TEST_CASE("lost castling rights make a position different (Laws 9.2.3)", "[game]") {
    // The kings walk out and back: the placement of ply 2 returns at ply 6, without the
    // castling rights, so it is a new position.
    const Game game = play_all("e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    CHECK_FALSE(game.is_same_position(2, 6));
    CHECK(game.same_position_plies(6).empty());
    CHECK(game.same_position_plies(10) == std::vector<int>{6});
    // Plies 4, 8, 12 (kings on e2 and e7) come after both rights were lost: a threefold.
    CHECK(game.same_position_plies(12) == std::vector<int>{4, 8});
    CHECK(game.first_ply_with_occurrences(3) == 12);
    // A rights loss with a knight-only shuffle afterwards (claims-pgn threefold 29).
    const Game knights = play_all("e4 e5 Ke2 Nc6 Ke1 Nb8 Nc3 Na6 Nb1 Nb8 Nf3 Nh6 Ng1 Ng8");
    CHECK(knights.first_ply_with_occurrences(3) == 14);
}

TEST_CASE("an en passant square without a capturing pawn changes nothing (Laws 9.2.3)", "[game]") {
    // After 1. e4 the FEN has e3, but no black pawn can take: ply 1 is the same position as
    // ply 5, where the pawn on e4 did not just arrive.
    const Game game = play_all("e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
    CHECK(game.position_at(1).ep_square() == E3);
    CHECK(game.same_position_plies(5) == std::vector<int>{1});
    CHECK(game.occurrences(9) == 3);
    // claims-pgn threefold 34: the same after a double step with no pawn on the same rank.
    const Game reference = play_all("Nf3 Nf6 Nc3 c5 e3 d5 Be2 Ne4 Bf1 Nf6 Be2 Ne4 Bf1 Nf6");
    CHECK(reference.first_ply_with_occurrences(3) == 14);
}

// The positions of claims-pgn basic/threefold 36-40. A legal en passant capture makes the
// position differ (36); an en passant capture that is only pseudo-legal (it would expose or
// leave the king in check) does not (37-40). The first threefold repetitions are those
// python-chess finds; a key with the en passant square whenever a pawn stands next to the
// double-stepped pawn would give 22 / never / 75 / 85 for 37-40.
TEST_CASE("a pseudo-legal en passant capture does not make a position different", "[game]") {
    struct Case {
        const char* name;
        const char* moves;
        int first_threefold;
        int pseudo_legal_answer; // -1: never
    };
    const std::vector<Case> cases = {
        {"36 capture allowed", "e4 Nc6 e5 d5 Nf3 Nf6 Ng1 Ng8 Nh3 Nh6 Ng1 Ng8 Bd3 Be6 Bf1 Bc8", 16, 16},
        {"37 capture would expose the king",
         "e4 e5 Nf3 Qe7 Nxe5 Nc6 Nf3 Nf6 e5 d5 Nc3 Nb4 Nb1 Nc6 Ng5 Ng4 Nf3 Nf6 Nh4 Nh5 Nf3 Nf6 Be2 Bd7 Bf1 "
         "Bc8 "
         "Qe2 Qd8 Qd1 Qe7",
         18, 22},
        {"38 capture would leave the king in check",
         "e4 e6 e5 Ke7 Ke2 Qe8 Kd3 Qd8 Kc4 Qe8 Kb5 d5+ Ka5 Qd8 Kb5 Qe8+ Kc5 Qd8 Kb5 Qe8+", 20, -1},
        {"39 capture would expose the king (forum)",
         "Nf3 Nf6 e3 e6 Bc4 Bc5 O-O O-O h4 h5 g4 hxg4 c3 gxf3 e4 Nxe4 Re1 Nxc3 Re3 Nxb1 Rxf3 Nxd2 Rg3 Nxc4 "
         "Rg2 Nxb2 Bxb2 Qf6 Qxd7 g5 h5 g4 Qxc7 Qg5 Qxb7 Qxh5 Qxa7 Qe5 Qxa8 Qxb2 Qxb8 Qxa2 Qxc8 Qxa1+ Kh2 "
         "Qg1+ "
         "Kxg1 Rd8 Qxc5 e5 Qxe5 Rd6 Qxd6 f6 Qxf6 Kh7 Qg7+ Kxg7 Kh2 Kh7 Kg1 Kg8 f4 Kf7 Kf2 Kg8 Kg1 Kh7 Kh2 "
         "Kg8 Kg1 Kf8 Kh1 Kg8 Kg1",
         71, 75},
        {"40 capture would leave the king in check (forum)",
         "e4 Nf6 a4 Nxe4 Ra2 e5 h4 Nf6 b4 h5 Bb2 Ng4 Qxg4 Qxh4 Qxh5 Qxh1 Qxh8 Qxg1 Qxg7 Qxg2 Qxf7+ Kd8 Kd1 "
         "Qxf2 Kc1 Qb6 Qf4 Ke7 Nc3 Qxb4 Qxf8+ Ke6 Kb1 e4 Qxc8 Kf5 Qxb8 Kg4 Qxa8 Kg3 Qxa7 Kh2 Qxb7 Qxa4 Ka1 "
         "Qxc2 Qxc7+ d6 Qxd6+ Kg1 Bb5 Qxc3 Qh2+ Kxh2 Bc4 Qxc4 Bd4 Qxd4+ Kb1 Qb2+ Kxb2 Kh3 Ka1 Kg3 Kb2 Kh2 "
         "Ka1 Kh3 Kb1 Kg2 Ka1 Kh2 d4+ Kh3 Ra3+ Kh2 Ra2+ Kh1 Ra3 Kh2 Ra2+ Kg1 Ra4 Kh2 Ra2+",
         81, 85},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const Game game = play_all(c.moves);
        const auto first = game.first_ply_with_occurrences(3);
        REQUIRE(first.has_value());
        CHECK(*first == c.first_threefold);
        if (c.pseudo_legal_answer != c.first_threefold) {
            CHECK(*first != c.pseudo_legal_answer);
        }
        CHECK(game.occurrences(c.first_threefold) == 3);
        for (const int earlier : game.same_position_plies(c.first_threefold)) {
            CHECK(game.repetition_key_at(earlier) == game.repetition_key_at(c.first_threefold));
        }
    }
}

TEST_CASE("a legal en passant capture makes the position differ from the same placement", "[game]") {
    // 36: after 2... d5 White may take exd6 e.p.; the same placement at ply 8 has no such
    // capture, so ply 4 does not count towards the repetition.
    const Game game = play_all("e4 Nc6 e5 d5 Nf3 Nf6 Ng1 Ng8 Nh3 Nh6 Ng1 Ng8 Bd3 Be6 Bf1 Bc8");
    CHECK(game.position_at(4).has_legal_en_passant());
    CHECK_FALSE(game.is_same_position(4, 8));
    CHECK(game.same_position_plies(16) == std::vector<int>{8, 12});
}

TEST_CASE("a PGN game is replayed with its tags, start and result", "[game]") {
    auto pgn = read_pgn_game("[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n"
                             "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 13. e4 Ke6 1/2-1/2\n");
    REQUIRE(pgn);
    auto game = Game::from_pgn(*pgn);
    REQUIRE(game);
    CHECK(game->ply_count() == 3);
    CHECK(game->tag("White") == "A");
    CHECK(game->result() == "1/2-1/2");
    CHECK(game->start_position().fullmove_number() == 12);
    CHECK(game->move_label_at(0) == "12...");
    CHECK(game->move_label_at(1) == "13.");
    CHECK(game->position().piece_on(E4) == Piece::WhitePawn);
}

TEST_CASE("replaying a PGN game names the first bad move", "[game]") {
    struct Case {
        const char* text;
        const char* where;
        const char* reason_start;
    };
    const std::vector<Case> cases = {
        {"1. e4 e5 2. Nf3 Nc6 3. Nxe6 *", "move 3. Nxe6", "illegal:"},
        {"1. e4 e5 2. Nf3 Nc6 3. Bc4 Nxe4 *", "move 3... Nxe4", "illegal:"},
        {"1. Nc3 d5 2. Nf3 d4 3. Nd5 e5 4. Ne4 *", "move 4. Ne4", "illegal:"},
        {"1. e3 e6 2. Ne2 d6 3. Ng3 a6 4. Nc3 h6 5. Ne2 *", "move 5. Ne2", "ambiguous:"},
        {"[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 40\"]\n40... Kd9 *", "move 40... Kd9", "malformed:"},
        {"1. e4 (1. d4 d5 2. Ke3) e5 *", "move 2. Ke3 (in a variation)", "illegal:"},
        {"1. e4 e5 (1... d5 2. exd5 (2. e5 f5 3. exf6) (2. Nc3 Nf6 3. O-O)) *",
         "move 3. O-O (in a variation)", "illegal:"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        auto pgn = read_pgn_game(c.text);
        REQUIRE(pgn);
        auto game = Game::from_pgn(*pgn);
        REQUIRE_FALSE(game);
        CHECK(game.error().where == c.where);
        CHECK(game.error().message.rfind(c.reason_start, 0) == 0);
    }
    auto bad_fen = read_pgn_game("[SetUp \"1\"]\n[FEN \"4k3/8/8/8 w - - 0 1\"]\n*");
    REQUIRE(bad_fen);
    auto game = Game::from_pgn(*bad_fen);
    REQUIRE_FALSE(game);
    CHECK(game.error().where == "FEN tag");
}

TEST_CASE("variations are checked from where they branch, or not at all", "[game]") {
    const char* text = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) (1... e6 2. d4 d5 3. exd5) 2. Nf3 *";
    auto pgn = read_pgn_game(text);
    REQUIRE(pgn);
    auto game = Game::from_pgn(*pgn);
    REQUIRE(game);
    CHECK(game->ply_count() == 3);

    auto wrong = read_pgn_game("1. e4 e5 (1... Nf3) 2. Nf3 *");
    REQUIRE(wrong);
    CHECK_FALSE(Game::from_pgn(*wrong));
    CHECK(Game::from_pgn(*wrong, Notation::English, false));
}

TEST_CASE("a game goes back to a PGN record with its tags and FEN start", "[game]") {
    auto start = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
    REQUIRE(start);
    Game game = play_all(*start, "Kd7 e4 Ke6");
    game.set_tag("White", "A");
    game.set_result("*");
    const PgnGame pgn = game.to_pgn();
    CHECK(pgn.tag("White") == "A");
    CHECK(pgn.tag("SetUp") == "1");
    CHECK(pgn.start_fen() == "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
    REQUIRE(pgn.moves.moves.size() == 3);
    auto again = Game::from_pgn(pgn);
    REQUIRE(again);
    CHECK(again->position() == game.position());
    CHECK(again->san_moves() == game.san_moves());
    CHECK_FALSE(Game().to_pgn().tag("FEN").has_value());
}

TEST_CASE("a claim with a written move: play it, ask, take it back (Laws 9.2.1, 9.3.1)", "[game]") {
    Game game = play_all("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    CHECK(game.repetition_count() == 2);
    REQUIRE(game.play_san("Ng8"));
    CHECK(game.repetition_count() == 3); // the claim would be correct
    CHECK(game.halfmove_clock_at(game.ply_count()) == 8);
    REQUIRE(game.undo());
    CHECK(game.ply_count() == 7);
    CHECK(game.repetition_count() == 2);
    REQUIRE(game.play_san("Nc6"));
    CHECK(game.repetition_count() == 1); // a different move: no repetition
}
