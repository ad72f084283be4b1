#include "io/trf.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
namespace trf = pendule::io::trf;

namespace {

// Written by hand from the published format (FIDE Handbook C.04 Annex 2, TRF16): six players, round
// 1 played (a draw, a half-point bye in round 2), round 2 paired, not yet played.
const std::string example =
    "012 Pendule Open 2026\n"
    "022 Lyon\n"
    "032 FRA\n"
    "042 2026/11/21\n"
    "102 Arbitre, Anne\n"
    "001    1 mGM  Aronsen, Anders                   2610 NOR     1500001 1990/01/02  1.0    1  "
    "0004 w 1  0002 b\n"
    "001    2 wIM  Berthier, Claire                  2455 FRA    20000002 1995/03/04  1.0    2  "
    "0005 b 1  0001 w\n"
    "001    3 mFM  Castro, Diego                     2301 ESP     2200003 2001/05/06  0.5    3  "
    "0006 w =  0000 - H\n"
    "001    4 w    Dubois, Eve                       2104 FRA    20000004 2003/07/08  0.0    5  "
    "0001 b 0  0006 b\n"
    "001    5 m    Evans, Frank                      1980 ENG      400005 1980/09/10  0.0    6  "
    "0002 w 0  0000 - Z\n"
    "001    6 m    Fischer, Gerd                     1875 GER     4600006 1970/11/12  0.5    4  "
    "0003 b =  0004 w\n";

} // namespace

TEST_CASE("TRF16: the player lines' columns are read as the standard places them", "[desk][trf]") {
    auto t = trf::read(example, "round.trf");
    REQUIRE(t);
    REQUIRE(t->players.size() == 6);
    const trf::Player& claire = *t->find(2);
    CHECK(claire.sex == 'w');
    CHECK(claire.title == "IM");
    CHECK(claire.name == "Berthier, Claire");
    CHECK(claire.rating == 2455);
    CHECK(claire.federation == "FRA");
    CHECK(claire.fide_id == "20000002");
    CHECK(claire.birth == "1995/03/04");
    CHECK(claire.points == "1.0");
    CHECK(claire.place == 2);
    REQUIRE(claire.rounds.size() == 2);
    CHECK(claire.rounds[0] == trf::RoundEntry{5, 'b', '1'});
    CHECK(claire.rounds[1] == trf::RoundEntry{1, 'w', ' '});
    CHECK(t->find(3)->rounds[1] == trf::RoundEntry{0, '-', 'H'});
    CHECK(t->tournament_field("012") == "Pendule Open 2026");
    CHECK(t->tournament_field("102") == "Arbitre, Anne");
    CHECK_FALSE(t->tournament_field("122"));
    CHECK(t->rounds() == 2);
}

TEST_CASE("TRF16: a file read and written again is the same text; a CR before the newline is read",
          "[desk][trf]") {
    auto t = trf::read(example, "round.trf");
    REQUIRE(t);
    CHECK(trf::write(*t) == example);
    std::string crlf;
    for (char c : example) {
        if (c == '\n')
            crlf += '\r';
        crlf += c;
    }
    auto again = trf::read(crlf, "dos.trf");
    REQUIRE(again);
    CHECK(trf::write(*again) == example);
}

TEST_CASE("TRF16: round 2's boards in the pairing cards' order, byes apart", "[desk][trf]") {
    auto t = trf::read(example, "round.trf");
    REQUIRE(t);
    auto round = trf::pairings(*t, 2);
    REQUIRE(round);
    REQUIRE(round->boards.size() == 2);
    // 2 v 1 (both on 1 point) before 6 v 4 (half a point and nothing).
    CHECK(round->boards[0].board == 1);
    CHECK(round->boards[0].white == 2);
    CHECK(round->boards[0].black == 1);
    CHECK(round->boards[1].board == 2);
    CHECK(round->boards[1].white == 6);
    CHECK(round->boards[1].black == 4);
    REQUIRE(round->unpaired.size() == 2);
    CHECK(round->unpaired[0].player == 3);
    CHECK(round->unpaired[0].code == 'H');
    CHECK(round->unpaired[1].player == 5);
    CHECK(round->unpaired[1].code == 'Z');
    // Round 1: the boards by the starting rank of the better player (nobody has points yet).
    auto first = trf::pairings(*t, 1);
    REQUIRE(first);
    REQUIRE(first->boards.size() == 3);
    CHECK(first->boards[0].white == 1);
    CHECK(first->boards[1].white == 5);
    CHECK(first->boards[2].white == 3);
}

TEST_CASE("TRF16: a result is written into both players' round and their points", "[desk][trf]") {
    auto t = trf::read(example, "round.trf");
    REQUIRE(t);
    REQUIRE_FALSE(trf::set_result(*t, 2, 2, 1, "0-1"));
    REQUIRE_FALSE(trf::set_result(*t, 2, 6, 4, "+-")); // Black did not come: a forfeit
    const std::string written = trf::write(*t);
    CHECK(written.find(
              "001    1 mGM  Aronsen, Anders                   2610 NOR     1500001 1990/01/02  2.0    1  "
              "0004 w 1  0002 b 1\n") != std::string::npos);
    CHECK(written.find(
              "001    2 wIM  Berthier, Claire                  2455 FRA    20000002 1995/03/04  1.0    2  "
              "0005 b 1  0001 w 0\n") != std::string::npos);
    CHECK(written.find(
              "001    6 m    Fischer, Gerd                     1875 GER     4600006 1970/11/12  1.5    4  "
              "0003 b =  0004 w +\n") != std::string::npos);
    CHECK(written.find("0001 b 0  0006 b -\n") != std::string::npos);
    // Read back by the reader: what the pairing program will read.
    auto back = trf::read(written, "written.trf");
    REQUIRE(back);
    CHECK(back->find(4)->rounds[1] == trf::RoundEntry{6, 'b', '-'});
    CHECK(trf::half_points('+') == 2);
    CHECK(trf::half_points('h') == 1);
    CHECK(trf::half_points('Z') == 0);
    CHECK(trf::set_result(*t, 2, 2, 1, "2-0")->text() ==
          "unknown result '2-0' (1-0, 0-1, 1/2-1/2, +-, -+, 0-0)");
    CHECK(trf::set_result(*t, 2, 2, 77, "1-0")->text() == "no player with starting rank 77");
}

TEST_CASE("TRF16: bad lines are refused with the line and the columns", "[desk][trf]") {
    const auto error_of = [](const std::string& text) {
        auto t = trf::read(text, "bad.trf");
        REQUIRE_FALSE(t);
        return t.error().text();
    };
    std::string bad_rank = example;
    bad_rank.replace(bad_rank.find("001    2"), 8, "001   2x");
    CHECK(error_of(bad_rank) ==
          "bad.trf, line 7, columns 5-8: the starting rank must be a number from 1 to 9999");
    std::string bad_code = example;
    bad_code.replace(bad_code.find("0006 w ="), 8, "0006 w X");
    CHECK(error_of(bad_code) ==
          "bad.trf, line 8, columns 99-99: unknown result code 'X' (1 = 0 + - W D L H F U Z)");
    std::string bad_colour = example;
    bad_colour.replace(bad_colour.find("0005 b 1"), 8, "0005 q 1");
    CHECK(error_of(bad_colour) == "bad.trf, line 7, columns 97-97: unknown colour 'q' (w, b or -)");
    std::string twice = example;
    twice.replace(twice.find("001    3"), 8, "001    2");
    CHECK(error_of(twice) == "bad.trf, line 8, columns 5-8: starting rank 2 appears twice");
    CHECK(error_of("012 Empty\n") == "bad.trf: no player line (001) in the file");
    // Pairings that disagree: player 4 no longer names 6 in round 2.
    std::string disagree = example;
    disagree.replace(disagree.find("0001 b 0  0006 b"), 16, "0001 b 0  0005 b");
    auto t = trf::read(disagree, "x.trf");
    REQUIRE(t);
    auto round = trf::pairings(*t, 2);
    REQUIRE_FALSE(round);
    CHECK(round.error().text() ==
          "round 2, player 4: player 5's round does not name 4 as the opponent with the other colour");
}
