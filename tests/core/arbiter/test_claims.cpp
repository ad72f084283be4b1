// Laws 9.2 and 9.3: claims on the board and with a written move, from the Laws' own examples and
// the classic cases. The moves and positions are written for these tests.

#include "arbiter_test_util.hpp"
#include "core/arbiter/claims.hpp"

using namespace pendule::arbiter;
using arbiter_test::history;
using arbiter_test::judge;
using arbiter_test::knight_shuffle;
using arbiter_test::move;

TEST_CASE("9.2.2: the third occurrence on the board, with every earlier occurrence listed",
          "[arbiter][claims]") {
    const auto h = history("", knight_shuffle);
    const auto finding = judge(h);
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.2"));
    CHECK(finding.occurrences == std::vector<int>{2, 6, 10});
    CHECK_THAT(finding.explanation, Catch::Contains("ply 2 (after 1... e5, White to move)"));
    CHECK_THAT(finding.explanation, Catch::Contains("ply 10 (after 5... Nb8, White to move)"));
    CHECK_FALSE(finding.game_over);
}

TEST_CASE("9.2.2: the second occurrence is not enough", "[arbiter][claims]") {
    const auto h = history("", "e4 e5 Nf3 Nc6 Ng1 Nb8");
    const auto finding = judge(h);
    CHECK_FALSE(finding.valid);
    CHECK_FALSE(finding.article);
    CHECK(finding.occurrences == std::vector<int>{2, 6});
    CHECK_THAT(finding.explanation, Catch::Contains("twice"));
}

TEST_CASE("9.2.1: the written move makes the third occurrence, without it, no claim", "[arbiter][claims]") {
    const auto h = history("", "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1");
    const auto with_move = judge(h, "Nb8");
    CHECK(with_move.valid);
    CHECK(with_move.article == std::optional<std::string>("9.2.1"));
    CHECK(with_move.occurrences == std::vector<int>{2, 6, 10});
    CHECK_THAT(with_move.explanation, Catch::Contains("written move 5... Nb8"));
    // Another written move does not repeat anything.
    const auto other = judge(h, "Nf6");
    CHECK_FALSE(other.valid);
    CHECK(other.occurrences == std::vector<int>{10});
    // On the board the position after 5. Ng1 has appeared twice only.
    CHECK_FALSE(judge(h).valid);
}

TEST_CASE("9.2.3: castling rights lost by a king move make the positions different", "[arbiter][claims]") {
    // 2. Ke2 and back: the placement after 3... Ke8 is that after 1... e5, without castling rights.
    const std::string moves = "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8";
    const auto h = history("", moves);
    const auto finding = judge(h);
    CHECK_FALSE(finding.valid);
    CHECK(finding.occurrences == std::vector<int>{6, 10});
    const auto later = history("", moves + " Ke2 Ke7 Ke1 Ke8");
    const auto third = judge(later);
    CHECK(third.valid);
    CHECK(third.occurrences == std::vector<int>{6, 10, 14});
}

TEST_CASE("9.2.3: an en passant capture that a pin forbids does not make the position different",
          "[arbiter][claims]") {
    // After 1... c5 the pawn on b5 could take en passant only by exposing its king on a5 to the
    // rook on h5: the position is the same as when no double step was played.
    const auto pinned = history("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c5 Ka4 Kg8 Ka5 Kh8 Ka4 Kg8 Ka5 Kh8");
    const auto finding = judge(pinned);
    CHECK(finding.valid);
    CHECK(finding.occurrences == std::vector<int>{1, 5, 9});
    // Without the rook the capture is legal: the position after 1... c5 differs from the later ones.
    const auto legal = history("7k/2p5/8/KP6/8/8/8/8 b - - 0 1", "c5 Ka4 Kg8 Ka5 Kh8 Ka4 Kg8 Ka5 Kh8");
    const auto not_yet = judge(legal);
    CHECK_FALSE(not_yet.valid);
    CHECK(not_yet.occurrences == std::vector<int>{5, 9});
}

TEST_CASE("9.2.1 Fischer-Spassky 1972 style: repetitions by different routes, claimed with the written move",
          "[arbiter][claims]") {
    // The start position recurs after two different knight tours; Black writes the move that
    // brings it back a third time and claims before playing it.
    const auto h = history("", "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1");
    const auto finding = judge(h, "Nb8");
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.1"));
    CHECK(finding.occurrences == std::vector<int>{0, 4, 8});
    CHECK_THAT(finding.explanation, Catch::Contains("ply 0 (the start position, White to move)"));
}

TEST_CASE("9.3.2 and 9.3.1: fifty moves on the board or completed by the written move", "[arbiter][claims]") {
    const auto h = history("7k/8/8/8/8/8/4K3/R7 w - - 99 60", "");
    CHECK_FALSE(judge(h).valid);
    const auto with_move = judge(h, "Ra2");
    CHECK(with_move.valid);
    CHECK(with_move.article == std::optional<std::string>("9.3.1"));
    CHECK(with_move.quiet_plies == 100);
    // A written move that is a capture or a pawn move completes nothing.
    const auto reset = history("7k/8/8/8/8/8/4K2p/R7 w - - 99 60", "");
    CHECK(judge(reset, "Kf2").valid); // a quiet king move does complete the 50 moves
    CHECK_FALSE(judge(history("7k/8/8/8/8/8/4K2p/7R w - - 99 60", ""), "Rxh2").valid);
    // After the quiet move is played, the opponent claims on the board.
    const auto played = history("7k/8/8/8/8/8/4K3/R7 w - - 99 60", "Ra2");
    const auto board = judge(played);
    CHECK(board.valid);
    CHECK(board.article == std::optional<std::string>("9.3.2"));
    CHECK_THAT(board.explanation, Catch::Contains("100 plies (50 moves by each player)"));
}

TEST_CASE("9.3.1: a written move that completes the 50 moves and checkmates still makes the claim valid",
          "[arbiter][claims]") {
    const auto h = history("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "");
    const auto finding = judge(h, "Ra8#");
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.3.1"));
    CHECK_THAT(finding.explanation, Catch::Contains("also checkmates"));
    // Once the mate is on the board the game is over: no claim can follow.
    const auto mated = history("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra8#");
    const auto late = judge(mated);
    CHECK_FALSE(late.valid);
    REQUIRE(late.game_over);
    CHECK(late.game_over->article == "5.1.1");
    CHECK(late.game_over->outcome == Outcome::WhiteWins);
}

TEST_CASE("Timman-Lutz 1995 style: rook and bishop against rook, the defender completes the 50 moves",
          "[arbiter][claims]") {
    // White is heading for the winning Philidor position, but the 100th quiet ply comes first.
    const auto h = history("3k4/7r/3K4/4B3/8/8/8/5R2 w - - 98 120", "Rf2");
    const auto finding = judge(h, "Rh6+");
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.3.1"));
    CHECK(finding.quiet_plies == 100);
    CHECK_THAT(finding.explanation, Catch::Contains("without pawn move or capture"));
}

TEST_CASE("A claim fitting both 9.2 and 9.3 names 9.2 and mentions 9.3", "[arbiter][claims]") {
    const auto h = history("k7/8/8/8/8/8/8/K6R w - - 96 80", "Kb1 Kb8 Ka1 Ka8 Kb1 Kb8 Ka1 Ka8");
    const auto finding = judge(h, "", Edition::Laws2009);
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.2"));
    CHECK_THAT(finding.explanation, Catch::Contains("9.3.2 holds too"));
}

TEST_CASE("A written move that gives nothing, when the board already gives a draw, is valid on the board",
          "[arbiter][claims]") {
    const auto h = history("", knight_shuffle);
    const auto finding = judge(h, "d4");
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.2"));
    CHECK_THAT(finding.explanation, Catch::Contains("gives no draw"));
}

TEST_CASE("An illegal written move is an error, not a finding", "[arbiter][claims]") {
    const auto h = history("", "e4");
    const auto illegal = pendule::rules::Move(pendule::rules::E7, pendule::rules::E4);
    auto finding = judge_claim(h, illegal, Edition::Laws2023);
    REQUIRE_FALSE(finding.ok());
    CHECK_THAT(finding.error().message, Catch::Contains("not legal"));
}

TEST_CASE("A claim after an automatic ending depends on the edition", "[arbiter][claims]") {
    // 154 quiet plies: under 2014 and later the game ended at the 150th (9.6.2); under 2009 the
    // fifty-move claim is simply valid.
    const auto h = history("k7/8/8/8/8/8/8/K6R w - - 148 100", "Rh2 Kb8 Rh1 Ka8 Rh3 Kb7");
    const auto modern = judge(h, "", Edition::Laws2023);
    CHECK_FALSE(modern.valid);
    REQUIRE(modern.game_over);
    CHECK(modern.game_over->article == "9.6.2");
    CHECK(modern.game_over->ply == 2);
    CHECK_THAT(modern.explanation, Catch::Contains("9.6.2"));
    const auto older = judge(h, "", Edition::Laws2009);
    CHECK(older.valid);
    CHECK(older.article == std::optional<std::string>("9.3.2"));
}
