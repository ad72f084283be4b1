// Settings: validation, derived facts, durations and TimeControl strings.
#include "core/clock/clock_facts.hpp"
#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "core/clock/time_control.hpp"

#include "clock_units.hpp"

#include <catch2/catch.hpp>

using namespace pendule::clock;
using namespace clock_test;

namespace {

TimeControl control_of(const char* tc) {
    auto parsed = parse_pgn_time_control(tc);
    INFO(tc);
    REQUIRE(parsed.ok());
    REQUIRE(parsed->kind == ParsedTimeControl::Kind::Control);
    return parsed->control;
}

std::string issue_of(std::vector<Period> periods) {
    auto issue = validate(TimeControl::same_for_both(std::move(periods)));
    return issue ? issue->text() : "";
}

} // namespace

TEST_CASE("validate() names the side, period and field of each problem", "[clock]") {
    CHECK(issue_of({}) == "white, field periods: no periods");
    CHECK(issue_of({Period::sudden_death(-1)}) == "white period 1, field time: negative time -1 ms");
    CHECK(issue_of({Period::sudden_death(kMinute), Period::sudden_death(kMinute)}) ==
          "white period 2: a period after an open-ended one is never reached");
    CHECK(issue_of({Period::for_moves(kMinute, 0), Period::sudden_death(kMinute)}) ==
          "white period 1, field moves: a period ending after its moves needs moves > 0");
    Period hourglass_with_increment = Period::hourglass(kMinute);
    hourglass_with_increment.bonus = Bonus::Fischer;
    hourglass_with_increment.bonus_ms = 1000;
    CHECK(issue_of({hourglass_with_increment}) ==
          "white period 1, field bonus: hourglass with a bonus (increment or delay)");
    CHECK(issue_of({Period::hourglass(kMinute), Period::sudden_death(kMinute)}) ==
          "white period 1, field kind: hourglass must be the only period");
    CHECK(issue_of({Period::for_moves(kMinute, 40), Period::byo_yomi(30 * kSecond, 5)}) ==
          "white period 1, field end: the period before byo-yomi must end at zero");
    CHECK(issue_of({Period::until_zero(kMinute)}) ==
          "white period 1, field end: the last period cannot end at zero (nothing follows)");
    CHECK(issue_of({Period::until_zero(kMinute), Period::byo_yomi(30 * kSecond, 0)}) ==
          "white period 2, field periods: byo-yomi needs periods > 0");
    Period zero_increment = Period::fischer(kMinute, 0);
    CHECK(issue_of({zero_increment}) == "white period 1, field bonus: a zero bonus: use no bonus instead");
    auto mixed =
        validate(TimeControl::per_side({Period::hourglass(kMinute)}, {Period::sudden_death(kMinute)}));
    REQUIRE(mixed);
    CHECK(mixed->text() == "hourglass must be used by both players");
    CHECK_FALSE(validate(control_of("40/5400+30:1800+30")));
}

TEST_CASE("Rapid and blitz classification counts base + 60 x increment (Laws A.1, B.1)", "[clock]") {
    CHECK(time_for_sixty_moves(control_of("900+10"), Side::White) == 25 * kMinute);
    CHECK(classify(control_of("900+10")) == GameSpeed::Rapid);
    CHECK(classify(control_of("180+2")) == GameSpeed::Blitz);
    CHECK(classify(control_of("600")) == GameSpeed::Blitz);   // 10 minutes or less
    CHECK(classify(control_of("600+1")) == GameSpeed::Rapid); // 11 minutes
    CHECK(classify(control_of("3540")) == GameSpeed::Rapid);  // 59 minutes
    CHECK(classify(control_of("3600")) == GameSpeed::Standard);
    CHECK(classify(control_of("300d5")) == GameSpeed::Blitz); // 5 + 5 = 10 minutes
    // 90 min + 30 min (reached at move 40) + 60 x 30 s.
    CHECK(time_for_sixty_moves(control_of("40/5400+30:1800+30"), Side::White) == 150 * kMinute);
    CHECK(speed_name(classify(control_of("40/5400+30:1800+30"))) == std::string("standard"));
    // A repeating last period counts once per block started within 60 moves: 2 h + 2 x 1 h.
    CHECK(time_for_sixty_moves(control_of("40/7200:10/3600"), Side::White) == 4 * 60 * kMinute);
    CHECK(time_for_sixty_moves(control_of("40/7200:15/3600"), Side::White) == 4 * 60 * kMinute);
    CHECK(time_for_sixty_moves(control_of("40/7200:30/3600"), Side::White) == 3 * 60 * kMinute);
    // Armageddon-like odds: the larger time decides.
    CHECK(classify(TimeControl::per_side({Period::sudden_death(11 * kMinute)},
                                         {Period::sudden_death(9 * kMinute)})) == GameSpeed::Rapid);
}

TEST_CASE("Low-time threshold: min(60 s, max(10 s, 12.5% of the initial time))", "[clock]") {
    CHECK(low_time_threshold(control_of("180+2"), Side::White) == 22500);
    CHECK(low_time_threshold(control_of("60"), Side::White) == 10000);
    CHECK(low_time_threshold(control_of("5400+30"), Side::White) == 60000);
}

TEST_CASE("Display facts: period, moves to the control, delay, 8.4 zone", "[clock]") {
    TimeControl control = control_of("40/5400+30:1800+30");
    GameClock c(control);
    c.start(0);
    for (int i = 0; i < 10; ++i) {
        c.press(i * 2000 + 1000);
        c.press(i * 2000 + 2000);
    }
    PlayerFacts facts = player_facts(control, c.state(20000), Side::White);
    CHECK(facts.period_number == 1);
    CHECK(facts.moves_to_control == 30);
    CHECK_FALSE(facts.is_notation_exempt); // increment of 30 s: never exempt (Laws 8.4)
    CHECK_FALSE(facts.is_low_time);

    TimeControl rapid = control_of("289+10");
    GameClock r(rapid);
    CHECK(player_facts(rapid, r.state(0), Side::White).is_notation_exempt); // 4:49 + 10 s < 5 min
    TimeControl five = control_of("290+10");                                // 4:50 + 10 s = 5:00
    CHECK_FALSE(player_facts(five, GameClock(five).state(0), Side::White).is_notation_exempt);
    CHECK_FALSE(player_facts(rapid, r.state(0), Side::White).moves_to_control);

    TimeControl delay = control_of("300d5");
    GameClock d(delay);
    d.start(0);
    CHECK(player_facts(delay, d.state(1500), Side::White).delay_left == 3500);
    CHECK(player_facts(delay, d.state(1500), Side::Black).delay_left == 0);
}

TEST_CASE("Durations for people: 1:30:00, 30s, 90m, 1h30m", "[clock]") {
    const std::pair<const char*, Millis> good[] = {
        {"1:30:00", 5400000}, {"5:00", 300000}, {"0:05.5", 5500}, {"30s", 30000},         {"90m", 5400000},
        {"1h30m", 5400000},   {"1h", 3600000},  {"2.5s", 2500},   {"500ms", 500},         {"1m30s", 90000},
        {"1s500ms", 1500},    {"0s", 0},        {"0:00", 0},      {"10:00:00", 36000000},
    };
    for (const auto& [text, ms] : good) {
        INFO(text);
        auto parsed = parse_duration(text);
        REQUIRE(parsed.ok());
        CHECK(*parsed == ms);
    }
    const std::pair<const char*, const char*> bad[] = {
        {"", "empty duration"},
        {"90", "duration '90' has no unit (write 30s, 90m, 1h30m or 1:30:00)"},
        {"-5m", "negative duration '-5m'"},
        {"30x", "missing unit (h, m, s or ms) in duration '30x'"},
        {"30m1h", "units out of order in duration '30m1h' (write 1h30m)"},
        {"1:75", "seconds must be below 60 in '1:75'"},
        {"1:60:00", "minutes and seconds must be below 60 in '1:60:00'"},
        {"1.2345s", "bad duration '1.2345s' (expected e.g. 90m, 30s, 1h30m)"},
        {"1::2", "bad duration '1::2' (expected h:mm:ss or m:ss)"},
        {"99999999999h", "duration '99999999999h' is too long"},
        {"999999999999999999999s", "bad duration '999999999999999999999s' (expected e.g. 90m, 30s, 1h30m)"},
    };
    for (const auto& [text, message] : bad) {
        INFO(text);
        auto parsed = parse_duration(text);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().message == message);
    }
    CHECK(format_duration(5400000) == "1h30m");
    CHECK(format_duration(30000) == "30s");
    CHECK(format_duration(1500) == "1s500ms");
    CHECK(format_duration(0) == "0s");
    for (Millis ms : {Millis{1}, Millis{999}, Millis{61001}, Millis{3723004}})
        CHECK(*parse_duration(format_duration(ms)) == ms);
    CHECK(format_clock(5430000) == "1:30:30");
    CHECK(format_clock(299001) == "5:00"); // rounded up: 0:00 only at zero
    CHECK(format_clock(1) == "0:01");
    CHECK(format_clock(0) == "0:00");
}

TEST_CASE("PGN TimeControl strings are read and written back unchanged", "[clock]") {
    for (const char* text : {"40/5400+30:1800+30", "300+2", "*60", "300", "40/9000:300", "300d5", "300b5",
                             "40/7200d30:1800d30", "40/7200:20/3600", "0.5+0.1", "40/7200:20/3600:900+30"}) {
        INFO(text);
        auto written = format_pgn_time_control(control_of(text));
        REQUIRE(written.ok());
        CHECK(*written == text);
    }
    TimeControl fide = control_of("40/5400+30:1800+30");
    CHECK(fide.increment_convention == IncrementConvention::FromMoveOne);
    CHECK(fide.of(Side::White)[0] == Period::fischer(90 * kMinute, 30 * kSecond, 40));
    CHECK(fide.of(Side::Black)[1] == Period::fischer(30 * kMinute, 30 * kSecond));
    CHECK(control_of("*60").of(Side::White)[0] == Period::hourglass(kMinute));
    CHECK(control_of("300d5").of(Side::White)[0] == Period::delay(5 * kMinute, 5 * kSecond));
    CHECK(control_of("300b5").of(Side::White)[0] == Period::bronstein(5 * kMinute, 5 * kSecond));
    CHECK(parse_pgn_time_control("?")->kind == ParsedTimeControl::Kind::Unknown);
    CHECK(parse_pgn_time_control("-")->kind == ParsedTimeControl::Kind::None);
}

TEST_CASE("Bad PGN TimeControl strings say what and where", "[clock]") {
    const std::pair<const char*, const char*> bad[] = {
        {"", "empty time control"},
        {"abc", "time control 'abc', descriptor 1: bad time 'abc' (seconds expected)"},
        {"300:60", "time control '300:60': descriptor 1 has no move count, so nothing after it is reached"},
        {"40/", "time control '40/', descriptor 1: bad time '' (seconds expected)"},
        {"0/300", "time control '0/300', descriptor 1: bad move count in '0/300'"},
        {"300+x", "time control '300+x', descriptor 1: bad increment in '300+x'"},
        {"40/5400+30:", "time control '40/5400+30:', descriptor 2: empty descriptor"},
        {"*60:300", "time control '*60:300': descriptor 1 has no move count, so nothing after it is reached"},
        {"-300", "time control '-300', descriptor 1: bad time '-300' (seconds expected)"},
    };
    for (const auto& [text, message] : bad) {
        INFO(text);
        auto parsed = parse_pgn_time_control(text);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().text() == message);
    }
    TimeControl byo = TimeControl::same_for_both({Period::until_zero(kMinute), Period::byo_yomi(kSecond, 3)});
    CHECK_FALSE(format_pgn_time_control(byo).ok());
    CHECK_FALSE(
        format_pgn_time_control(TimeControl::per_side({Period::sudden_death(1)}, {Period::sudden_death(2)}))
            .ok());
}

TEST_CASE("cutechess tc strings: seconds, m:ss, hourglass, and the 40/90 trap", "[clock]") {
    auto fast = parse_cutechess_tc("40/90");
    REQUIRE(fast.ok());
    CHECK(fast->control.of(Side::White)[0] == Period::for_moves(90 * kSecond, 40));
    REQUIRE(fast->warnings.size() == 1);
    CHECK(fast->warnings[0] ==
          "cutechess tc '40/90': cutechess reads this as 40 moves in 90 seconds; for minutes write 40/90:00");
    auto minutes = parse_cutechess_tc("40/90:00+30");
    REQUIRE(minutes.ok());
    CHECK(minutes->warnings.empty());
    CHECK(minutes->control.of(Side::White)[0] == Period::fischer(90 * kMinute, 30 * kSecond, 40));
    CHECK(minutes->control.increment_convention == IncrementConvention::AfterPress);
    auto mss = parse_cutechess_tc("1:30+0.5");
    REQUIRE(mss.ok());
    CHECK(mss->control.of(Side::White)[0] == Period::fischer(90 * kSecond, 500));
    auto hourglass = parse_cutechess_tc("hg60");
    REQUIRE(hourglass.ok());
    CHECK(hourglass->control.of(Side::White)[0] == Period::hourglass(kMinute));
    CHECK(parse_cutechess_tc("inf")->kind == ParsedTimeControl::Kind::None);
    CHECK(parse_cutechess_tc("40/abc").error().text() ==
          "cutechess tc '40/abc': bad time 'abc' (seconds or m:ss expected)");
    CHECK(parse_cutechess_tc("hg60+1").error().text() ==
          "cutechess tc 'hg60+1': hourglass takes no moves or increment");
}

TEST_CASE("describe() puts a control in words", "[clock]") {
    CHECK(describe(control_of("40/5400+30:1800+30")) ==
          "1h30m for 40 moves + 30s increment from move 1, then 30m + 30s increment from move 1");
    CHECK(describe(TimeControl::per_side({Period::sudden_death(5 * kMinute)},
                                         {Period::sudden_death(4 * kMinute)})) == "White: 5m; Black: 4m");
}
