// The clock timeline reader behind `pendule-cli clock --events`.
#include "cli/clock_timeline.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace pendule;
using namespace pendule::cli;
using pendule::clock::Side;

TEST_CASE("Timeline lines: actions, sides, values and comments", "[clock]") {
    auto add = parse_clock_event("1500 add black -120000  # penalty", "f:1");
    REQUIRE(add.ok());
    REQUIRE(add->has_value());
    CHECK((*add)->at == 1500);
    CHECK((*add)->action == ClockAction::Add);
    CHECK((*add)->side == Side::Black);
    CHECK((*add)->value == -120000);
    auto blank = parse_clock_event("   # only a comment", "f:2");
    REQUIRE(blank.ok());
    CHECK_FALSE(blank->has_value());
    auto press = parse_clock_event("10 press white", "f:3");
    REQUIRE(press.ok());
    CHECK((*press)->side == Side::White);
    const std::pair<const char*, const char*> bad[] = {
        {"x start", "f: expected a time in milliseconds (0 or more) first, got 'x'"},
        {"-5 start", "f: expected a time in milliseconds (0 or more) first, got '-5'"},
        {"10", "f: missing action after the time"},
        {"10 add white", "f: add needs a number"},
        {"10 add red 5", "f: add needs white or black, got 'red'"},
        {"10 set white -5", "f: set: expected a whole number from 0 to 31536000000, got '-5'"},
        {"10 pause now", "f: unexpected 'now' after pause"},
        {"10 moves black 1.5", "f: moves: expected a whole number from 0 to 100000, got '1.5'"},
    };
    for (const auto& [line, message] : bad) {
        INFO(line);
        auto parsed = parse_clock_event(line, "f");
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().text() == message);
    }
}

TEST_CASE("A timeline prints the states before a bad line, then stops with its number", "[clock]") {
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(60000)}));
    std::istringstream in("0 start\n1000 state\n2000 press\n3000 state\n2500 state\n4000 state\n");
    std::ostringstream out;
    std::ostringstream notes;
    auto result = run_clock_timeline(in, "t.events", game, out, notes);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().text() == "t.events:5: time goes backwards (2500 after 3000)");
    CHECK(out.str() == "{\"t\": 1000, \"white\": {\"ms\": 59000, \"moves\": 0, \"period\": 1, \"flag\": "
                       "false}, \"black\": {\"ms\": "
                       "60000, \"moves\": 0, \"period\": 1, \"flag\": false}, \"running\": \"white\", "
                       "\"first_flag\": null}\n"
                       "{\"t\": 3000, \"white\": {\"ms\": 58000, \"moves\": 1, \"period\": 1, \"flag\": "
                       "false}, \"black\": {\"ms\": "
                       "59000, \"moves\": 0, \"period\": 1, \"flag\": false}, \"running\": \"black\", "
                       "\"first_flag\": null}\n");
}

TEST_CASE("Events the clock ignores are noted, not fatal", "[clock]") {
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(60000)}));
    std::istringstream in("0 press\n0 start\n10 pause\n20 press\n30 resume\n40 press black\n");
    std::ostringstream out;
    std::ostringstream notes;
    auto result = run_clock_timeline(in, "t", game, out, notes);
    REQUIRE(result.ok());
    CHECK(*result == 6);
    CHECK(notes.str() == "t:1: note: the clock ignored this event (0 press)\n"
                         "t:4: note: the clock ignored this event (20 press)\n"
                         "t:6: note: the clock ignored this event (40 press black)\n");
}
