#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/round/trf.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

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

TEST_CASE("TRF16: a file read and written again is the same text, in LF, CR LF or CR alone", "[desk][trf]") {
    auto t = trf::read(example, "round.trf");
    REQUIRE(t);
    CHECK(trf::write(*t) == example);
    for (const std::string ending : {"\r\n", "\r"}) {
        std::string other;
        for (char c : example)
            other += c == '\n' ? ending : std::string(1, c);
        auto again = trf::read(other, "dos.trf");
        REQUIRE(again);
        CHECK(again->players.size() == 6);
        CHECK(trf::write(*again) == other);
    }
    // No ending on the last line, and an empty line: kept as they were.
    const std::string unended = example + "\nXXR 3";
    auto last = trf::read(unended, "unended.trf");
    REQUIRE(last);
    CHECK(trf::write(*last) == unended);
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
    // A 299 bonus of 2 points given to player 4 in round 1 counts before round 2: 6 v 4 (half a
    // point and two) goes first. The same bonus given in round 2 does not count yet.
    for (const auto& [line, first_white] :
         {std::pair{"299          2.0  001    4\n", 6}, std::pair{"299          2.0  002    4\n", 2}}) {
        auto bonus = trf::read(line + example, "bonus.trf");
        REQUIRE(bonus);
        auto second = trf::pairings(*bonus, 2);
        REQUIRE(second);
        REQUIRE(second->boards.size() == 2);
        CHECK(second->boards[0].white == first_white);
    }
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
    CHECK(trf::PointSystem{}.points('+', true) == 10); // the default point system, in tenths
    CHECK(trf::PointSystem{}.points('h', false) == 5);
    CHECK(trf::PointSystem{}.points('Z', false) == 0);
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
    std::string bad_points = example;
    bad_points.replace(bad_points.find(" 1.0    2"), 4, " 1;0");
    CHECK(error_of(bad_points) == "bad.trf, line 7, columns 81-84: the points must be written as 11.5");
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

namespace {

// A file of tests/data/desk, byte for byte.
std::string data_file(const std::string& name) {
    auto text = io::read_text_file(io::path_of(std::string(PENDULE_TEST_DATA) + "/desk/" + name));
    REQUIRE(text);
    return *text;
}

// The text's lines without their endings (LF, CR LF or CR).
std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::string line;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r' || text[i] == '\n') {
            out.push_back(line);
            line.clear();
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
        } else {
            line += text[i];
        }
    }
    if (!line.empty())
        out.push_back(line);
    return out;
}

// The columns (1-based) where two lines differ, a column past the end of one counting as a blank.
std::vector<std::size_t> changed_columns(const std::string& a, const std::string& b) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const char x = i < a.size() ? a[i] : ' ';
        const char y = i < b.size() ? b[i] : ' ';
        if (x != y)
            out.push_back(i + 1);
    }
    return out;
}

} // namespace

// The two data files were written for these tests. The format facts they exercise come from the
// published standards (FIDE Handbook C.04 Annex 2 for TRF16; FIDE's TRF26 PDF, as transcribed in
// the echecsjs/trf repository's SPEC.md, for TRF-2026) and from the files pairing programs write
// (bbpPairings' test inputs, test/tests/*.input: CR line endings, opponents padded with blanks,
// XXR after the players, an empty last line).
TEST_CASE("TRF-2026: the header codes are read", "[desk][trf]") {
    const std::string text = data_file("trf2026-autumn.trf");
    auto t = trf::read(text, "autumn.trf");
    REQUIRE(t);
    const trf::Header& h = t->header;
    CHECK(h.trf2026);
    CHECK(h.rounds == 5);
    CHECK(h.initial_colour == 'W');
    CHECK(h.points_given);
    CHECK(h.points.win == 30);
    CHECK(h.points.draw == 10);
    CHECK(h.points.loss == 0);
    CHECK(h.points.pairing_bye == 30); // the win's, P not given
    CHECK(h.type == "FIDE_DUTCH_2025");
    CHECK(h.time_control == "5400+30");
    REQUIRE(h.byes.size() == 1);
    CHECK(h.byes[0].type == 'H');
    CHECK(h.byes[0].round == 3);
    CHECK(h.byes[0].players == std::vector<int>{8});
    REQUIRE(h.accelerations.size() == 1);
    CHECK(h.accelerations[0].match_points == -1);
    CHECK(h.accelerations[0].game_points == 10);
    CHECK(h.accelerations[0].first_round == 1);
    CHECK(h.accelerations[0].last_round == 2);
    CHECK(h.accelerations[0].first_player == 1);
    CHECK(h.accelerations[0].last_player == 4);
    REQUIRE(h.forbidden.size() == 1);
    CHECK(h.forbidden[0].first_round == 1);
    CHECK(h.forbidden[0].last_round == 5);
    CHECK(h.forbidden[0].players == std::vector<int>{3, 8});
    REQUIRE(h.abnormal.size() == 1);
    CHECK(h.abnormal[0].type == ' ');
    CHECK(h.abnormal[0].points == -10);
    CHECK(h.abnormal[0].round == 0);
    CHECK(h.abnormal[0].players == std::vector<int>{5});
    CHECK(t->players.size() == 8);
    CHECK(t->find(2)->title == "WGM");
    CHECK(t->find(1)->title == "GM");
    CHECK(t->zero_padded);
    // The points the file gives are the ones its point system and its 299 penalty count.
    for (const trf::Player& p : t->players)
        CHECK(trf::counted_points(*t, p) == [&] {
            int tenths = 0;
            for (char c : p.points)
                if (c >= '0' && c <= '9')
                    tenths = tenths * 10 + (c - '0');
            return tenths;
        }() + (p.rank == 7 ? 30 : 0)); // player 7's pairing-allocated bye of round 3 is not counted yet
    auto control = trf::time_control(*t);
    REQUIRE(control);
    CHECK(*control == std::optional<std::string>("5400+30"));
    // Round 3: the boards, the pairing-allocated bye, and the half-point bye asked for in 240.
    auto round = trf::pairings(*t, 3);
    REQUIRE(round);
    REQUIRE(round->boards.size() == 3);
    CHECK(round->boards[0].white == 2);
    CHECK(round->boards[0].black == 4);
    REQUIRE(round->unpaired.size() == 2);
    CHECK(round->unpaired[0].player == 7);
    CHECK(round->unpaired[0].code == 'U');
    CHECK(round->unpaired[1].player == 8);
    CHECK(round->unpaired[1].code == 'H');
}

TEST_CASE("TRF-2026 and TRF16 in the layouts pairing programs write: read and written again byte for byte",
          "[desk][trf]") {
    for (const char* name : {"trf2026-autumn.trf", "trf16-cr.trf", "open-2026.trf"}) {
        INFO(name);
        const std::string text = data_file(name);
        auto t = trf::read(text, name);
        REQUIRE(t);
        CHECK(trf::write(*t) == text);
        for (int round = 1; round <= t->rounds(); ++round)
            if (trf::pairings(*t, round) && !trf::pairings(*t, round)->boards.empty())
                CHECK_FALSE(trf::check_write_back(*t, text, round));
    }
    auto cr = trf::read(data_file("trf16-cr.trf"), "cr.trf");
    REQUIRE(cr);
    CHECK_FALSE(cr->header.trf2026);
    CHECK(cr->header.rounds == 4);           // XXR
    CHECK(cr->header.initial_colour == 'W'); // XXC white1
    CHECK_FALSE(cr->zero_padded);
    CHECK(cr->lines.back().text.empty()); // the empty last line
    CHECK(cr->lines.back().end == "\r");
}

TEST_CASE("TRF: a result written changes only the points and that round's block of the two lines",
          "[desk][trf]") {
    struct Case {
        const char* file;
        int round, white, black;
        const char* result;
    };
    for (const Case& c : {Case{"trf2026-autumn.trf", 3, 2, 4, "1-0"},
                          Case{"trf16-cr.trf", 3, 2, 4, "1/2-1/2"}, Case{"open-2026.trf", 2, 6, 4, "+-"}}) {
        INFO(c.file);
        const std::string text = data_file(c.file);
        auto t = trf::read(text, c.file);
        REQUIRE(t);
        REQUIRE_FALSE(trf::set_result(*t, c.round, c.white, c.black, c.result));
        const std::string written = trf::write(*t);
        const auto before = lines_of(text);
        const auto after = lines_of(written);
        REQUIRE(before.size() == after.size());
        // The endings too: as many CR and LF as before (one more character per line at most).
        CHECK(std::count(written.begin(), written.end(), '\r') == std::count(text.begin(), text.end(), '\r'));
        CHECK(std::count(written.begin(), written.end(), '\n') == std::count(text.begin(), text.end(), '\n'));
        const std::size_t block = 92 + 10 * static_cast<std::size_t>(c.round - 1);
        int changed_lines = 0;
        for (std::size_t i = 0; i < before.size(); ++i) {
            if (before[i] == after[i])
                continue;
            INFO(before[i] << "\n" << after[i]);
            ++changed_lines;
            const int rank = std::stoi(before[i].substr(4, 4));
            CHECK((rank == c.white || rank == c.black));
            for (const std::size_t column : changed_columns(before[i], after[i]))
                CHECK(((column >= 81 && column <= 84) || column == block + 7));
        }
        CHECK(changed_lines == 2);
    }
    // 3 points a win (162): player 2 had 6.0.
    auto t = trf::read(data_file("trf2026-autumn.trf"), "autumn.trf");
    REQUIRE(t);
    REQUIRE_FALSE(trf::set_result(*t, 3, 2, 4, "1-0"));
    CHECK(t->find(2)->points == "9.0");
    CHECK(t->find(4)->points == "4.0");
    CHECK(t->find(5)->points == "2.0"); // no result this round: as read
    CHECK(t->find(7)->points == "1.0"); // the pairing-allocated bye's line is the pairing program's
    const std::string written = trf::write(*t);
    CHECK(written.find(
              "001    2 wWGM Moreau, Elise                     2391 FRA    20000011 1998/04/05  9.0    2  "
              "0006 b 1  0003 w 1  0004 w 1\n") != std::string::npos);
    // The blank-padded opponents of a pairing program's file stay blank-padded, a new block too.
    auto cr = trf::read(data_file("trf16-cr.trf"), "cr.trf");
    REQUIRE(cr);
    REQUIRE_FALSE(trf::set_result(*cr, 4, 1, 6, "0-1"));
    const std::string cr_written = trf::write(*cr);
    CHECK(cr_written.find("1.5    1     4 w 1     2 b =     3 b       6 w 0\r") != std::string::npos);
    auto back = trf::read(cr_written, "back.trf");
    REQUIRE(back);
    CHECK(back->find(6)->rounds[3] == trf::RoundEntry{1, 'b', '1'});
}

TEST_CASE("TRF: the lines of the round's byes and absences are written back as read", "[desk][trf]") {
    const std::string text = data_file("trf2026-autumn.trf");
    auto t = trf::read(text, "autumn.trf");
    REQUIRE(t);
    auto round = trf::pairings(*t, 3);
    REQUIRE(round);
    // Player 8 asked for a half-point bye (240), player 7 has the pairing-allocated bye.
    CHECK(std::find_if(round->unpaired.begin(), round->unpaired.end(), [](const trf::Unpaired& u) {
              return u.player == 8 && u.code == 'H';
          }) != round->unpaired.end());
    for (const trf::Pairing& p : round->boards)
        REQUIRE_FALSE(trf::set_result(*t, 3, p.white, p.black, "1/2-1/2"));
    const auto before = lines_of(text);
    const auto after = lines_of(trf::write(*t));
    REQUIRE(before.size() == after.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i].rfind("001", 0) == 0) {
            const int rank = std::stoi(before[i].substr(4, 4));
            if (rank == 7 || rank == 8)
                CHECK(before[i] == after[i]);
        }
}

TEST_CASE("TRF-2026: a result moves the points by what it is worth under 162, BB? and 299", "[desk][trf]") {
    // Player 1 has the pairing-allocated bye of round 2, already in his points as the file writes
    // them; round 1 is entered.
    const auto players = [](const std::string& first, const std::string& second = " 0.0") {
        return "001    1      A, A                              2000                            " + first +
               "    1  0002 w    0000 - U\n"
               "001    2      B, B                              1900                            " +
               second + "    2  0001 b\n";
    };
    auto t = trf::read("162  W 2.0    D 1.0    L 0.5    P 1.5\n" + players(" 1.5"), "points.trf");
    REQUIRE(t);
    REQUIRE_FALSE(trf::set_result(*t, 1, 1, 2, "1/2-1/2"));
    CHECK(t->find(1)->points == "2.5");                 // the bye and a draw
    REQUIRE_FALSE(trf::set_result(*t, 1, 1, 2, "0-1")); // corrected: the draw's point taken back
    CHECK(t->find(1)->points == "2.0");
    CHECK(t->find(2)->points == "2.0");
    auto bb = trf::read("BBW 3.0\nBBD 1.0\n" + players(" 3.0"), "bb.trf");
    REQUIRE(bb);
    CHECK_FALSE(bb->header.trf2026);
    CHECK(bb->header.points.pairing_bye == 30); // BBU not given: worth a win
    REQUIRE_FALSE(trf::set_result(*bb, 1, 1, 2, "1-0"));
    CHECK(bb->find(1)->points == "6.0");
    // 299 with a type: a forfeit win worth 1.0 for player 2 in round 1.
    auto abnormal = trf::read("299 +        1.0  001    2\n" + players(" 1.0"), "abnormal.trf");
    REQUIRE(abnormal);
    REQUIRE_FALSE(trf::set_result(*abnormal, 1, 1, 2, "-+"));
    CHECK(abnormal->find(2)->points == "1.0");
    CHECK(abnormal->find(1)->points == "1.0"); // a forfeit loss
    CHECK(trf::PointSystem{}.points('U', false) == 10);
    // A penalty below zero stays, written and read again.
    auto penalty = trf::read("299          -2.5  000    2\n" + players(" 1.0", "-2.5"), "penalty.trf");
    REQUIRE(penalty);
    REQUIRE_FALSE(trf::set_result(*penalty, 1, 1, 2, "0-1"));
    CHECK(penalty->find(2)->points == "-1.5");
    auto again = trf::read(trf::write(*penalty), "again.trf");
    REQUIRE(again);
    CHECK(again->find(2)->points == "-1.5");
    // Points too wide for 81-84 are refused, and nothing changes.
    auto wide = trf::read("162  W99.5    P50.0\n" + players("50.0"), "wide.trf");
    REQUIRE(wide);
    REQUIRE_FALSE(trf::set_result(*wide, 1, 1, 2, "0-1"));
    CHECK(wide->find(1)->points == "50.0");
    CHECK(trf::set_result(*wide, 1, 1, 2, "1-0")->text() ==
          "player 1's points, 149.5, do not fit the TRF's four columns (81-84)");
    CHECK(wide->find(1)->points == "50.0");
    CHECK(wide->find(1)->rounds[0].result == '0');
    CHECK(wide->find(2)->rounds[0].result == '1');
}

TEST_CASE("TRF: points in the file's own form, and a cell's own code kept for the same score",
          "[desk][trf]") {
    const auto line = [](const std::string& points, const std::string& cell) {
        return "001    1      A, A                              2000                            " + points +
               "    1  " + cell +
               "\n"
               "001    2      B, B                              1900                             0.0    2  "
               "0001 b\n";
    };
    const auto entered = [](const std::string& text, const char* result) {
        auto t = trf::read(text, "form.trf");
        REQUIRE(t);
        REQUIRE_FALSE(trf::set_result(*t, 1, 1, 2, result));
        return trf::write(*t);
    };
    // A whole number where the file wrote one; a comma where it wrote one; left-aligned points.
    CHECK(entered(line("   2", "0002 w"), "1-0").find("   3    1  0002 w 1") != std::string::npos);
    CHECK(entered(line("   2", "0002 w"), "1/2-1/2").find(" 2.5    1  0002 w =") != std::string::npos);
    CHECK(entered(line(" 1,5", "0002 w"), "1-0").find(" 2,5    1  0002 w 1") != std::string::npos);
    CHECK(entered(line("1.5 ", "0002 w"), "1-0").find("2.5     1  0002 w 1") != std::string::npos);
    // A win in less than one move (W) entered again as 1-0 stays W, and the points stay.
    const std::string played = line(" 1.0", "0002 w W");
    auto t = trf::read(played, "w.trf");
    REQUIRE(t);
    REQUIRE_FALSE(trf::set_result(*t, 1, 1, 2, "1-0"));
    CHECK(t->find(1)->rounds[0].result == 'W');
    CHECK(t->find(1)->points == "1.0");
    CHECK(t->find(2)->rounds[0].result == '0'); // the blank cell gets the result
    // A file without points keeps none.
    const std::string none = entered(line("    ", "0002 w"), "1-0");
    CHECK(none.substr(80, 4) == "    ");
    CHECK(none.substr(91, 8) == "0002 w 1");
}

TEST_CASE("TRF-2026: a header line Pendule cannot read refuses the file, naming the line and the columns",
          "[desk][trf]") {
    const std::string text = data_file("trf2026-autumn.trf");
    const auto error_of = [&text](const std::string& line, const std::string& replacement) {
        std::string bad = text;
        const std::size_t at = bad.find(line);
        REQUIRE(at != std::string::npos);
        bad.replace(at, line.size(), replacement);
        auto t = trf::read(bad, "bad.trf");
        REQUIRE_FALSE(t);
        return t.error().text();
    };
    CHECK(error_of("142 5", "142 five") ==
          "bad.trf, line 14, columns 5-8: the number of rounds must be from 1 to 999");
    CHECK(error_of("152 W", "152 R") == "bad.trf, line 15, columns 5-5: the initial colour must be W or B");
    CHECK(error_of("D 1.0", "Q 1.0") == "bad.trf, line 16, columns 15-15: unknown result 'Q' (W D L A P X)");
    CHECK(error_of("D 1.0", "D x.0") == "bad.trf, line 16, columns 16-19: expected points (11.5)");
    CHECK(error_of("222 5400+30", "222 90 min") ==
          "bad.trf, line 20, columns 5-10: the time control must be written as 5400+30 or 40/6000+30:900+30");
    CHECK(error_of("240 H 003", "240 Q 003") == "bad.trf, line 22, columns 5-5: the bye must be F, H or Z");
    CHECK(error_of("240 H 003    8", "240 H 003    x") ==
          "bad.trf, line 22, columns 11-14: expected a starting rank from 1 to 9999");
    CHECK(error_of("1.0 001 002", "1.0 00x 002") ==
          "bad.trf, line 24, columns 15-17: the first round must be a number");
    CHECK(error_of("260 001 005    3    8", "260 001 005    3") ==
          "bad.trf, line 26, columns 18-21: a forbidden pairing needs two players or more");
    CHECK(error_of("-1.0  000", "-1.x  000") == "bad.trf, line 28, columns 14-17: expected points ([-]11.5)");
    CHECK(error_of("192 FIDE_DUTCH_2025", "192") ==
          "bad.trf, line 18, columns 5-5: the tournament type is missing");
    // A file refused is refused whole: nothing of it is half-read.
    auto armageddon = trf::read(text.substr(0, text.find("222 ")) + "222 W300-B240\n" +
                                    text.substr(text.find("\n", text.find("222 ")) + 1),
                                "armageddon.trf");
    REQUIRE(armageddon);
    auto control = trf::time_control(*armageddon);
    REQUIRE_FALSE(control);
    CHECK(control.error().text() ==
          "222 gives White and Black different times ('W300-B240'): a PGN TimeControl cannot say it");
}

// Files no one here wrote: bbpPairings' test inputs (Apache-2.0, tests/data/desk/bbpPairings/README.md),
// with the pairing bbpPairings makes of their next round (its .output.expected) as the round's results.
TEST_CASE("TRF16: bbpPairings' own test files, read and written back, a result changes only its columns",
          "[desk][trf]") {
    struct Case {
        const char* file;
        int round, white, black, bye;
    };
    for (const Case& c : {Case{"bbpPairings/dutch_2025_C5.input", 3, 1, 5, 6},
                          Case{"bbpPairings/dutch_2025_C9.input", 2, 2, 1, 4}}) {
        INFO(c.file);
        const std::string text = data_file(c.file);
        auto t = trf::read(text, c.file);
        REQUIRE(t);
        CHECK(trf::write(*t) == text);
        CHECK(t->header.rounds == 3); // XXR 3
        CHECK_FALSE(t->zero_padded);
        REQUIRE_FALSE(trf::set_result(*t, c.round, c.white, c.black, "1-0"));
        const std::string written = trf::write(*t);
        const auto before = lines_of(text);
        const auto after = lines_of(written);
        REQUIRE(before.size() == after.size());
        int changed = 0;
        for (std::size_t i = 0; i < before.size(); ++i) {
            if (before[i] == after[i])
                continue;
            ++changed;
            INFO(before[i] << "\n" << after[i]);
            for (const std::size_t column : changed_columns(before[i], after[i]))
                CHECK(((column >= 81 && column <= 84) ||
                       (column >= 82 + 10 * static_cast<std::size_t>(c.round) &&
                        column <= 89 + 10 * static_cast<std::size_t>(c.round))));
        }
        CHECK(changed == 2); // the bye's line is the pairing program's: as read
        auto back = trf::read(written, "back");
        REQUIRE(back);
        const auto index = static_cast<std::size_t>(c.round - 1);
        CHECK(back->find(c.white)->rounds[index] == trf::RoundEntry{c.black, 'w', '1'});
        CHECK(back->find(c.bye)->rounds == t->find(c.bye)->rounds_read);
        // Written as the file writes an opponent: "   5", not "0005".
        const std::string opponent = std::to_string(c.black);
        CHECK(written.find(std::string(4 - opponent.size(), ' ') + opponent + " w 1\n") != std::string::npos);
    }
}

TEST_CASE("TRF-2026: the boards are ordered by the scores of the file's point system", "[desk][trf]") {
    // Round 1: 1 beat 2, 3 and 4 drew; round 2 paired: 1-3, 4-2.
    const std::string players =
        "001    1      A, A                              2000                             "
        "1.0    1  0002 w 1  0003 w\n"
        "001    2      B, B                              1900                             "
        "0.0    2  0001 b 0  0004 b\n"
        "001    3      C, C                              1800                             "
        "0.5    3  0004 w =  0001 b\n"
        "001    4      D, D                              1700                             "
        "0.5    4  0003 b =  0002 w\n";
    auto usual = trf::read(players, "usual.trf");
    REQUIRE(usual);
    auto round = trf::pairings(*usual, 2);
    REQUIRE(round);
    REQUIRE(round->boards.size() == 2);
    CHECK(round->boards[0].white == 1); // 1 point leads
    // A loss worth 2 points (162): player 2 leads, and 4-2 is board 1.
    auto odd = trf::read("162  L 2.0\n" + players, "odd.trf");
    REQUIRE(odd);
    round = trf::pairings(*odd, 2);
    REQUIRE(round);
    REQUIRE(round->boards.size() == 2);
    CHECK(round->boards[0].white == 4);
    CHECK(round->boards[0].black == 2);
}

// A round played, its results taken off (the points of the round too), then entered again as the
// desk does: the file comes back the same bytes. bbpPairings' C5 file (round 2 played).
TEST_CASE("TRF: a played round's results taken off and entered again give back the same file",
          "[desk][trf]") {
    const std::string text = data_file("bbpPairings/dutch_2025_C5.input");
    auto played = trf::read(text, "c5");
    REQUIRE(played);
    const int round = 2;
    const std::size_t result_column = 92 + 10 * (round - 1) + 7;
    std::string blanked;
    for (const std::string& line : lines_of(text)) {
        std::string out = line;
        if (line.rfind("001", 0) == 0) {
            const trf::Player& p = *played->find(std::stoi(line.substr(4, 4)));
            const trf::RoundEntry& entry = p.rounds[round - 1];
            if (entry.opponent > 0) {
                const int before =
                    trf::counted_points(*played, p) - played->header.points.points(entry.result, true);
                std::string points = std::to_string(before / 10) + "." + std::to_string(before % 10);
                out.replace(80, 4, std::string(4 - points.size(), ' ') + points);
                out[result_column - 1] = ' ';
            }
        }
        blanked += out + "\n";
    }
    REQUIRE(blanked != text);
    auto t = trf::read(blanked, "blanked");
    REQUIRE(t);
    auto boards = trf::pairings(*t, round);
    REQUIRE(boards);
    REQUIRE(boards->boards.size() == 3);
    for (const trf::Pairing& b : boards->boards) {
        const char white = played->find(b.white)->rounds[round - 1].result;
        REQUIRE_FALSE(trf::set_result(*t, round, b.white, b.black,
                                      white == '1'   ? "1-0"
                                      : white == '0' ? "0-1"
                                                     : "1/2-1/2"));
    }
    CHECK(trf::write(*t) == text);
}

TEST_CASE("TRF: names with accents, in UTF-8 (columns by characters) or Latin-1 (by bytes, read into UTF-8)",
          "[desk][trf]") {
    // "Müller, Hélène" is 14 characters, 16 bytes in UTF-8: the columns after it count characters.
    const std::string utf8 =
        "012 Accents\n"
        "001    1 w    Müller, Hélène                    2100 GER     1234567 1990/01/01  1.0    1  "
        "0002 w 1  0002 b\n"
        "001    2 m    Dupont, Jean                      2000 FRA     7654321 1991/01/01  0.0    2  "
        "0001 b 0  0001 w\n";
    auto t = trf::read(utf8, "utf8.trf");
    REQUIRE(t);
    CHECK(t->find(1)->name == "Müller, Hélène");
    CHECK(t->find(1)->rating == 2100);
    CHECK(t->find(1)->points == "1.0");
    CHECK(t->find(1)->rounds[1] == trf::RoundEntry{2, 'b', ' '});
    CHECK(trf::write(*t) == utf8);
    REQUIRE_FALSE(trf::set_result(*t, 2, 2, 1, "0-1"));
    CHECK(trf::write(*t) ==
          "012 Accents\n"
          "001    1 w    Müller, Hélène                    2100 GER     1234567 1990/01/01  2.0    1  "
          "0002 w 1  0002 b 1\n"
          "001    2 m    Dupont, Jean                      2000 FRA     7654321 1991/01/01  0.0    2  "
          "0001 b 0  0001 w 0\n");
    // The same line in Latin-1 (not UTF-8): one byte a column, as before.
    std::string latin1 =
        "001    1 w    M\xFCller, H\xE9l\xE8ne                    2100 GER     1234567 1990/01/01  "
        "1.0    1  0002 w 1\n";
    auto l = trf::read(latin1, "latin1.trf");
    REQUIRE(l);
    CHECK(l->find(1)->name == "Müller, Hélène"); // shown and journaled in UTF-8
    // Windows-1252's letters in 0x80-0x9F (Œ, Š) too.
    auto cp = trf::read("012 \x8C"
                        "uvre\n001    1 m    \x8A"
                        "aban, \x9C"
                        "il                       2000\n",
                        "cp.trf");
    REQUIRE(cp);
    CHECK(cp->find(1)->name == "Šaban, œil");
    CHECK(cp->tournament_field("012") == "Œuvre");
    CHECK(l->find(1)->rating == 2100);
    CHECK(trf::write(*l) == latin1);
}
