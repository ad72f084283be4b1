// The one ruling path of the desk (io/round/round_ruling.hpp), shared by pendule-cli round-rule and the
// desk's window: each question on a round's board, from the times read on its clock, and the
// journal record it builds; the board's earlier illegal moves counted; Guidelines III.4 and a time
// correction (Laws 6.10.2); bad questions refused with what is wrong.
#include "io/round/round_ruling.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::io;

namespace {

RoundState round_of(std::string control, std::string edition = "2023") {
    RoundState round;
    round.opened = RoundOpened{"club", 4, std::move(edition), 0, "", std::move(control)};
    round.boards = {{1, "Aronsen, Anders", "Berthier, Claire", 0, 0},
                    {2, "Castro, Diego", "Dubois, Eve", 0, 0}};
    return round;
}

BoardQuestion asked(int board, std::string question, std::string player, clock::Millis white,
                    clock::Millis black, int moves = -1) {
    BoardQuestion q;
    q.board = board;
    q.question = std::move(question);
    q.player = std::move(player);
    q.reading = {white, black, moves};
    return q;
}

RulingGiven earlier_illegal(int board, std::string player) {
    RulingGiven r;
    r.board = board;
    r.question = "illegal";
    r.player = std::move(player);
    return r;
}

constexpr clock::Millis sec_ms = 1'000;
constexpr clock::Millis min_ms = 60'000;

} // namespace

TEST_CASE("round ruling: a first illegal move, pressed, in rapid: the record holds the clock read and set",
          "[desk][ruling]") {
    BoardQuestion q = asked(1, "illegal", "white", 7 * min_ms + 31 * sec_ms, 5 * min_ms + 2 * sec_ms, 23);
    q.pressed = true;
    auto ruling = rule_on_board(round_of("900+10"), q, 1'234);
    REQUIRE(ruling);
    const RulingGiven& r = ruling->record;
    CHECK(r.board == 1);
    CHECK(r.wall_ms == 1'234);
    CHECK(r.question == "illegal");
    CHECK(r.player == "white");
    CHECK(r.article == "7.5.5");
    CHECK(r.edition == "2023");
    CHECK(r.verdict == "the game goes on");
    CHECK(r.explanation == ruling->ruling.ruling.explanation);
    CHECK(r.explanation.find("illegal move") != std::string::npos);
    CHECK(r.white_ms == 7 * min_ms + 31 * sec_ms);
    CHECK(r.black_ms == 5 * min_ms + 2 * sec_ms);
    CHECK(r.moves == 23);
    // Rapid 2023: one minute to Black, White's 10 s increment taken back, the counter back one.
    CHECK(r.set_white_ms == 7 * min_ms + 21 * sec_ms);
    CHECK(r.set_black_ms == 6 * min_ms + 2 * sec_ms);
    CHECK(r.set_moves == 22);
    CHECK(r.set_increment_ms == -1);
    CHECK(clock_setting_words(ruling->ruling.set) ==
          "set the clock to: White 7:21, Black 6:02, move counter 22");
    // The words as data: the same sentence in English for the window.
    CHECK(ruling->ruling.ruling.words.english() == r.explanation);
}

TEST_CASE("round ruling: the board's earlier illegal moves by the same player count, no other",
          "[desk][ruling]") {
    RoundState round = round_of("5400+30");
    round.rulings = {earlier_illegal(2, "white"), earlier_illegal(1, "black")};
    const BoardQuestion q = asked(1, "illegal", "white", 60 * min_ms, 50 * min_ms);
    auto first = rule_on_board(round, q, 0);
    REQUIRE(first);
    CHECK(first->record.verdict == "the game goes on"); // board 2's and Black's do not count
    CHECK(first->record.set_black_ms == 52 * min_ms);   // standard: two minutes to the opponent
    CHECK(first->record.set_moves == -1);               // the counter was not read
    round.rulings.push_back(earlier_illegal(1, "white"));
    auto second = rule_on_board(round, q, 0);
    REQUIRE(second);
    CHECK(second->record.verdict == "the arbiter decides"); // without the score: can Black mate?
    CHECK_FALSE(second->ruling.set);
    CHECK(second->record.set_white_ms == -1);
    BoardQuestion with_score = q;
    with_score.score = "1. e4 e5 2. Nf3";
    auto lost = rule_on_board(round, with_score, 0);
    REQUIRE(lost);
    CHECK(lost->record.verdict == "0-1");
    CHECK(lost->record.article == "7.5.5");
}

TEST_CASE("round ruling: claims with the written move or on the board", "[desk][ruling]") {
    const RoundState round = round_of("900+10");
    BoardQuestion q = asked(2, "claim", "", 10 * min_ms, 9 * min_ms);
    q.score = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6";
    q.intended = "Ng1";
    auto incorrect = rule_on_board(round, q, 0);
    REQUIRE(incorrect);
    CHECK(incorrect->record.player == "white"); // the claimant: the player to move
    CHECK(incorrect->record.verdict == "the game goes on");
    CHECK(incorrect->record.set_white_ms == 10 * min_ms);
    CHECK(incorrect->record.set_black_ms == 10 * min_ms); // 9.5: one minute to the opponent in rapid
    q.score = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    q.intended.clear();
    auto correct = rule_on_board(round, q, 0);
    REQUIRE(correct);
    CHECK(correct->record.verdict == "1/2-1/2");
    CHECK(correct->record.article.rfind("9.2", 0) == 0);
    CHECK_FALSE(correct->ruling.set);
    q.score = "1. Sf3 Sf6 2. Sg1 Sg8 3. Sf3 Sf6";
    q.intended = "Sg1";
    q.french = false;
    CHECK_FALSE(rule_on_board(round, q, 0)); // French letters read as English: refused
    q.score = "1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6";
    q.intended = "Cg1";
    q.french = true;
    auto french = rule_on_board(round, q, 0);
    REQUIRE(french);
    CHECK(french->record.set_black_ms == 10 * min_ms);
}

TEST_CASE("round ruling: flag and resignation, with and without the position", "[desk][ruling]") {
    const RoundState round = round_of("180+2");
    BoardQuestion flag = asked(1, "flag", "black", 1 * min_ms, 0);
    auto unknown = rule_on_board(round, flag, 0);
    REQUIRE(unknown);
    CHECK(unknown->record.verdict == "the arbiter decides");
    CHECK(unknown->record.article == "6.9");
    flag.score = "1. e4 e5";
    auto known = rule_on_board(round, flag, 0);
    REQUIRE(known);
    CHECK(known->record.verdict == "1-0");
    CHECK(known->record.position == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    CHECK(unknown->record.position.empty());
    // Without a score, the position set up (the desk's position editor, --fen): a lone king cannot mate.
    BoardQuestion set_up = asked(1, "flag", "white", 0, 1 * min_ms);
    set_up.fen = "8/8/8/8/8/5k2/8/Q3K3 w - - 0 1";
    auto drawn = rule_on_board(round, set_up, 0);
    REQUIRE(drawn);
    CHECK(drawn->record.verdict == "1/2-1/2");
    CHECK(drawn->record.position == set_up.fen);
    set_up.player = "black";
    CHECK(rule_on_board(round, set_up, 0)->record.verdict == "1-0");
    set_up.score = "1. e4";
    CHECK(rule_on_board(round, set_up, 0).error().text().find("alternatives") != std::string::npos);
    set_up.score.clear();
    set_up.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    CHECK(rule_on_board(round, set_up, 0).error().text().rfind("--fen: ", 0) == 0);
    BoardQuestion resigns = asked(1, "resignation", "white", 1 * min_ms, 2 * min_ms);
    resigns.score = "1. d4 d5";
    auto resigned = rule_on_board(round, resigns, 0);
    REQUIRE(resigned);
    CHECK(resigned->record.verdict == "0-1");
    CHECK(resigned->record.article == "5.1.2");
    CHECK(resigned->record.player == "white");
}

TEST_CASE("round ruling: Guidelines III.4, the 5-second increment for both from now on", "[desk][ruling]") {
    // A game without increment: White, to move with 1:45 left, asks; Black refuses; the arbiter agrees.
    auto granted =
        rule_on_board(round_of("5400"), asked(1, "increment", "white", 105 * sec_ms, 10 * min_ms, 51), 7);
    REQUIRE(granted);
    const RulingGiven& r = granted->record;
    CHECK(r.question == "increment");
    CHECK(r.article == "III.4");
    CHECK(r.verdict == "the game goes on");
    CHECK(r.set_white_ms == 105 * sec_ms);
    CHECK(r.set_black_ms == 12 * min_ms); // two extra minutes for the opponent
    CHECK(r.set_moves == 51);             // the counter as read
    CHECK(r.set_increment_ms == 5 * sec_ms);
    CHECK(clock_setting_words(granted->ruling.set) ==
          "set the clock to: White 1:45, Black 12:00, move counter 51, increment 5s for both");
    CHECK(r.explanation.find("5 seconds") != std::string::npos);
    // Two minutes or more left: not yet.
    auto early = rule_on_board(round_of("5400"), asked(1, "increment", "black", 10 * min_ms, 2 * min_ms), 7);
    REQUIRE(early);
    CHECK_FALSE(early->ruling.set);
    CHECK(early->record.set_increment_ms == -1);
    CHECK(early->record.explanation.find("not less than two minutes") != std::string::npos);
    // A game with an increment: III.4 is not for it.
    auto with_increment =
        rule_on_board(round_of("5400+30"), asked(1, "increment", "white", 30 * sec_ms, 10 * min_ms), 7);
    REQUIRE(with_increment);
    CHECK_FALSE(with_increment->ruling.set);
    CHECK(with_increment->record.explanation.find("games without increment") != std::string::npos);
    // The 2009 Laws have no III.4 (10.2 instead): the arbiter decides.
    auto old =
        rule_on_board(round_of("5400", "2009"), asked(1, "increment", "white", 30 * sec_ms, 10 * min_ms), 7);
    REQUIRE(old);
    CHECK(old->record.verdict == "the arbiter decides");
    CHECK(old->record.explanation.find("10.2") != std::string::npos);
}

TEST_CASE("round ruling: a time correction (6.10.2) sets the times and counter, with the reason",
          "[desk][ruling]") {
    BoardQuestion q = asked(2, "correction", "", 80 * min_ms, 81 * min_ms, 12);
    q.correction = arbiter::ClockSetting{50 * min_ms, 51 * min_ms, 14};
    q.reason = "the clock was set for 90 minutes instead of 60";
    auto ruling = rule_on_board(round_of("3600+30"), q, 0);
    REQUIRE(ruling);
    const RulingGiven& r = ruling->record;
    CHECK(r.question == "correction");
    CHECK(r.article == "6.10.2");
    CHECK(r.verdict == "the game goes on");
    CHECK(r.white_ms == 80 * min_ms);
    CHECK(r.set_white_ms == 50 * min_ms);
    CHECK(r.set_black_ms == 51 * min_ms);
    CHECK(r.set_moves == 14);
    CHECK(r.explanation == "The clock was set wrongly: the arbiter sets White 50:00, Black 51:00 (6.10.2). "
                           "The move counter: 14. "
                           "Reason: the clock was set for 90 minutes instead of 60");
    CHECK(ruling->ruling.ruling.clock == arbiter::ClockChange{-30 * min_ms, -30 * min_ms});
    q.correction.reset();
    auto missing = rule_on_board(round_of("3600+30"), q, 0);
    REQUIRE_FALSE(missing);
    CHECK(missing.error().text().find("needs the times to set") != std::string::npos);
}

TEST_CASE("round ruling: what cannot be ruled on is named, nothing is built", "[desk][ruling]") {
    const RoundState round = round_of("900+10");
    const auto error = [&](BoardQuestion q) {
        auto ruling = rule_on_board(round, q, 0);
        REQUIRE_FALSE(ruling);
        return ruling.error().text();
    };
    CHECK(error(asked(9, "flag", "white", 0, 0)) == "round 4 has no board 9");
    CHECK(error(asked(1, "illegal", "", 0, 0)).find("whose illegal action") != std::string::npos);
    BoardQuestion action = asked(1, "illegal", "white", 0, 0);
    action.action = "three-hands";
    CHECK(error(action) == "--action: unknown action 'three-hands'");
    CHECK(error(asked(1, "claim", "", 0, 0)) == "--score: a claim needs the game score");
    BoardQuestion illegal_score = asked(1, "flag", "white", 0, 0);
    illegal_score.score = "1. e4 e5 2. Qh5 Ke7 3. Qxe5+ Kxe5";
    CHECK(error(illegal_score).find("Kxe5") != std::string::npos);
    CHECK(error(asked(1, "adjourn", "white", 0, 0)).find("unknown question 'adjourn'") != std::string::npos);
    CHECK(error(asked(1, "increment", "", 0, 0)).find("who asks") != std::string::npos);
    auto no_control = rule_on_board(round_of(""), asked(1, "flag", "white", 0, 0), 0);
    REQUIRE_FALSE(no_control);
    CHECK(no_control.error().text().find("no usable edition or time control") != std::string::npos);
}

TEST_CASE("round ruling: in a Chess960 round a score starts from the round's start position",
          "[desk][ruling][chess960]") {
    RoundState round = round_of("5400+30");
    BoardQuestion q = asked(1, "claim", "white", 60 * min_ms, 60 * min_ms);
    // Start position 96 (BBQNRNKR): the start again after 4... Nf8, the third time: 9.2.2. Ng3 is
    // no move from the usual start.
    q.score = "1. Ng3 Ng6 2. Nf1 Nf8 3. Ng3 Ng6 4. Nf1 Nf8";
    auto standard = rule_on_board(round, q, 0);
    REQUIRE_FALSE(standard);
    CHECK(standard.error().text().find("Ng3") != std::string::npos);
    round.variant = chess960_round(96).value();
    auto ruling = rule_on_board(round, q, 0);
    INFO((ruling ? std::string() : ruling.error().text()));
    REQUIRE(ruling);
    CHECK(ruling->record.article == "9.2.2");
    CHECK(ruling->record.verdict == "1/2-1/2");
    // 960 castling in the score: the king on g1 does not move, the rook h1 goes to f1.
    q.score = "1. Ng3 Ng6 2. O-O O-O";
    q.question = "flag";
    auto castled = rule_on_board(round, q, 0);
    INFO((castled ? std::string() : castled.error().text()));
    REQUIRE(castled);
    CHECK(castled->record.position == "bbqnrrk1/pppppppp/6n1/8/8/6N1/PPPPPPPP/BBQNRRK1 w - - 4 3");
    // A position set up with Chess960 castling rights (Shredder-FEN) is read in such a round.
    BoardQuestion set_up = asked(1, "flag", "white", 0, 60 * min_ms);
    set_up.fen = "4k3/8/8/8/8/8/8/5KR1 b G - 0 1";
    auto from_fen = rule_on_board(round, set_up, 0);
    INFO((from_fen ? std::string() : from_fen.error().text()));
    REQUIRE(from_fen);
}
