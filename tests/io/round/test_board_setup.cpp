#include "io/round/board_setup.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace pendule;
using namespace pendule::io;

namespace {

const std::string open_trf =
    "012 Pendule Open 2026\n"
    "001    1 mGM  Aronsen, Anders                   2610 NOR     1500001 1990/01/02  0.0    1  "
    "0002 w\n"
    "001    2 wIM  Berthier, Claire                  2455 FRA    20000002 1995/03/04  0.0    2  "
    "0001 b\n";

BoardSetup full_setup() {
    BoardSetup s;
    s.event = "open-2026";
    s.round = "2.1";
    s.board = 7;
    s.revision = 3;
    s.white = {"Aronsen, Anders", "GM", 2610, "NOR", "1500001"};
    s.black = {"Berthier, Claire \"Clo\"", "WIM", 2455, "FRA", "20000002"};
    s.control = "40/5400+30:1800+30";
    s.edition = "2023";
    s.chess960 = 518;
    return s;
}

} // namespace

TEST_CASE("board set-up: written as one JSON line and read back the same", "[desk][setup]") {
    const BoardSetup s = full_setup();
    const std::string text = board_setup_json(s);
    CHECK(text.find('\n') == std::string::npos);
    CHECK(text.rfind("{\"event\": \"open-2026\", \"round\": \"2.1\", \"board\": 7, \"revision\": 3, ", 0) ==
          0);
    auto back = parse_board_setup(text, "topic");
    REQUIRE(back);
    CHECK(*back == s);
    // A typed board: names only, no control, standard chess.
    BoardSetup typed;
    typed.event = "club";
    typed.round = "1";
    typed.board = 1;
    typed.white.name = "Anne";
    typed.black.name = "Léa";
    typed.edition = "2018";
    const std::string short_text = board_setup_json(typed);
    CHECK(short_text == "{\"event\": \"club\", \"round\": \"1\", \"board\": 1, \"revision\": 1, \"white\": "
                        "{\"name\": \"Anne\"}, \"black\": {\"name\": \"Léa\"}, \"edition\": \"2018\"}");
    auto typed_back = parse_board_setup(short_text, "topic");
    REQUIRE(typed_back);
    CHECK(*typed_back == typed);
}

TEST_CASE("board set-up: a wrong field is refused, naming it", "[desk][setup]") {
    const std::string good = board_setup_json(full_setup());
    const auto error_of = [](const std::string& text) {
        auto read = parse_board_setup(text, "pendule/open/board/7/setup");
        REQUIRE_FALSE(read);
        return read.error().text();
    };
    const auto replaced = [&good](const std::string& from, const std::string& to) {
        std::string text = good;
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        return text.replace(at, from.size(), to);
    };
    CHECK(error_of("{\"event\": ") == "pendule/open/board/7/setup: not valid JSON (at byte 11)");
    CHECK(error_of("[1, 2]") == "pendule/open/board/7/setup: a board's set-up must be a JSON object");
    CHECK(error_of(replaced("\"board\": 7", "\"board\": 0")) ==
          "pendule/open/board/7/setup: /board must be from 1 to 9999, not 0");
    CHECK(error_of(replaced("\"board\": 7", "\"board\": \"7\"")) ==
          "pendule/open/board/7/setup: /board must be a whole number");
    CHECK(error_of(replaced("\"event\": \"open-2026\"", "\"event\": \"open/2026\"")) ==
          "pendule/open/board/7/setup: /event must be one topic level (no '/', '+' or '#'), not 'open/2026'");
    CHECK(error_of(replaced("\"round\": \"2.1\"", "\"round\": \"2..1\"")) ==
          "pendule/open/board/7/setup: /round must be numbers separated by dots (5, 2.1), not '2..1'");
    CHECK(error_of(replaced("\"name\": \"Aronsen, Anders\"", "\"name\": \"\"")) ==
          "pendule/open/board/7/setup: /white/name is empty");
    CHECK(error_of(replaced("\"fide_id\": \"20000002\"", "\"fide_id\": \"2000-002\"")) ==
          "pendule/open/board/7/setup: /black/fide_id must be digits, not '2000-002'");
    CHECK(error_of(replaced("\"rating\": 2610", "\"rating\": 26100")) ==
          "pendule/open/board/7/setup: /white/rating must be from 0 to 4000, not 26100");
    CHECK(error_of(replaced("\"chess960\": 518", "\"chess960\": 960")) ==
          "pendule/open/board/7/setup: /chess960 must be from 0 to 959, not 960");
    CHECK(error_of(replaced("\"edition\": \"2023\"", "\"edition\": \"1997\""))
              .rfind("pendule/open/board/7/setup: /edition ", 0) == 0);
    CHECK(error_of(replaced("\"control\": \"40/5400+30:1800+30\"", "\"control\": \"forty\""))
              .rfind("pendule/open/board/7/setup: /control ", 0) == 0);
    CHECK(error_of(replaced("\"black\": {", "\"blacks\": {")) ==
          "pendule/open/board/7/setup: /black is missing");
}

TEST_CASE("board set-up: a round's boards with their players' details from the TRF", "[desk][setup]") {
    RoundState round;
    round.opened.event = "open-2026";
    round.opened.round = 1;
    round.opened.edition = "2023";
    round.opened.trf = open_trf;
    round.opened.control = "5400+30";
    round.boards.push_back({2, "Extra, Typed", "Other, Typed", 0, 0});
    round.boards.push_back({1, "Aronsen, Anders", "Berthier, Claire", 1, 2});
    const auto setups = round_setups(round);
    REQUIRE(setups.size() == 2);
    const BoardSetup& first = setups[0];
    CHECK(first.board == 1);
    CHECK(first.round == "1");
    CHECK(first.event == "open-2026");
    CHECK(first.control == "5400+30");
    CHECK(first.white == SeatSetup{"Aronsen, Anders", "GM", 2610, "NOR", "1500001"});
    CHECK(first.black == SeatSetup{"Berthier, Claire", "IM", 2455, "FRA", "20000002"});
    CHECK(first.chess960 == -1);
    CHECK(setups[1].board == 2);
    CHECK(setups[1].white == SeatSetup{"Extra, Typed", "", 0, "", ""});
    // A Chess960 round: every board's set-up names the round's start.
    RoundState fischer = round;
    fischer.variant = RoundVariant{};
    fischer.variant->start = 96;
    for (const BoardSetup& s : round_setups(fischer))
        CHECK(s.chess960 == 96);
    // Each one goes through its JSON unchanged.
    for (const BoardSetup& s : setups) {
        auto back = parse_board_setup(board_setup_json(s), "round");
        REQUIRE(back);
        CHECK(*back == s);
    }
}
