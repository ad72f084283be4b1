// Every edition's penalty figures (Laws 9.5 and 7.4 / 7.5.5), and the edition parser.

#include "core/arbiter/edition.hpp"
#include "core/arbiter/penalty.hpp"

#include <catch2/catch.hpp>

using namespace pendule::arbiter;
using pendule::clock::GameSpeed;

TEST_CASE("parse_edition reads the five editions and refuses anything else", "[arbiter][edition]") {
    CHECK(parse_edition("2001").value() == Edition::Laws2001);
    CHECK(parse_edition("2009").value() == Edition::Laws2009);
    CHECK(parse_edition("2014").value() == Edition::Laws2014);
    CHECK(parse_edition("FIDE 2018").value() == Edition::Laws2018);
    CHECK(parse_edition("laws-2023").value() == Edition::Laws2023);
    for (const char* bad : {"", "2024", "20230", "fide", "2o23", "1997"}) {
        INFO(bad);
        auto parsed = parse_edition(bad);
        REQUIRE_FALSE(parsed.ok());
        CHECK_THAT(parsed.error().message, Catch::Contains("2001, 2009, 2014, 2018 or 2023"));
    }
    CHECK(edition_name(Edition::Laws2014) == "2014");
    CHECK(default_edition == Edition::Laws2023);
}

TEST_CASE("Incorrect claim penalties by edition (9.5)", "[arbiter][penalty]") {
    struct Row {
        Edition edition;
        GameSpeed speed;
        std::optional<Millis> claimant_remaining;
        std::optional<Millis> claimant_change;
        Millis opponent_change;
    };
    const Row rows[] = {
        // 2001: half the claimant's time, at most 3 min; the opponent +3 min.
        {Edition::Laws2001, GameSpeed::Standard, 10 * 60'000, -180'000, 180'000},
        {Edition::Laws2001, GameSpeed::Standard, 5 * 60'000, -150'000, 180'000},
        {Edition::Laws2001, GameSpeed::Standard, 61'001, -30'500, 180'000},
        {Edition::Laws2001, GameSpeed::Rapid, 0, 0, 180'000},
        {Edition::Laws2001, GameSpeed::Standard, std::nullopt, std::nullopt, 180'000},
        // 2009: the opponent +3 min.
        {Edition::Laws2009, GameSpeed::Standard, 600'000, 0, 180'000},
        {Edition::Laws2009, GameSpeed::Blitz, std::nullopt, 0, 180'000},
        // 2014 / 2018: +2 min.
        {Edition::Laws2014, GameSpeed::Standard, 600'000, 0, 120'000},
        {Edition::Laws2018, GameSpeed::Rapid, 600'000, 0, 120'000},
        // 2023: +2 min, +1 min in rapid and blitz.
        {Edition::Laws2023, GameSpeed::Standard, 600'000, 0, 120'000},
        {Edition::Laws2023, GameSpeed::Rapid, 600'000, 0, 60'000},
        {Edition::Laws2023, GameSpeed::Blitz, std::nullopt, 0, 60'000},
    };
    for (const Row& row : rows) {
        INFO("edition " << edition_name(row.edition) << ", speed " << pendule::clock::speed_name(row.speed));
        const ClaimPenalty penalty = incorrect_claim_penalty(row.edition, row.speed, row.claimant_remaining);
        CHECK(penalty.claimant_ms == row.claimant_change);
        CHECK(penalty.opponent_ms == row.opponent_change);
    }
    CHECK(incorrect_claim_penalty(Edition::Laws2001, GameSpeed::Standard, 1).article == "9.5.b");
    CHECK(incorrect_claim_penalty(Edition::Laws2023, GameSpeed::Standard, 1).article == "9.5.3");
}

TEST_CASE("Illegal move penalties by edition and count (7.4, 7.4.b, 7.5.5)", "[arbiter][penalty]") {
    struct Row {
        Edition edition;
        GameSpeed speed;
        int count;
        Millis opponent;
        bool loses;
        bool increment_back;
    };
    const Row rows[] = {
        {Edition::Laws2009, GameSpeed::Standard, 1, 120'000, false, false},
        {Edition::Laws2009, GameSpeed::Standard, 2, 120'000, false, false},
        {Edition::Laws2009, GameSpeed::Standard, 3, 0, true, false},
        {Edition::Laws2014, GameSpeed::Standard, 1, 120'000, false, false},
        {Edition::Laws2014, GameSpeed::Standard, 2, 0, true, false},
        {Edition::Laws2018, GameSpeed::Blitz, 1, 120'000, false, true},
        {Edition::Laws2023, GameSpeed::Standard, 1, 120'000, false, false},
        {Edition::Laws2023, GameSpeed::Rapid, 1, 60'000, false, true},
        {Edition::Laws2023, GameSpeed::Blitz, 1, 60'000, false, true},
        {Edition::Laws2023, GameSpeed::Blitz, 2, 0, true, true},
    };
    for (const Row& row : rows) {
        INFO("edition " << edition_name(row.edition) << ", illegal move " << row.count);
        const IllegalMovePenalty penalty = illegal_move_penalty(row.edition, row.speed, row.count);
        CHECK(penalty.opponent_ms == row.opponent);
        CHECK(penalty.loses == row.loses);
        CHECK(penalty.take_back_increment == row.increment_back);
        CHECK_FALSE(penalty.arbiter_adjusts);
    }
    for (int count = 1; count <= 5; ++count) {
        const IllegalMovePenalty old = illegal_move_penalty(Edition::Laws2001, GameSpeed::Standard, count);
        CHECK(old.arbiter_adjusts);
        CHECK_FALSE(old.loses);
        CHECK(old.opponent_ms == 0);
        CHECK(old.article == "7.4");
    }
}

TEST_CASE("describe_duration is exact to the millisecond", "[arbiter][penalty]") {
    CHECK(describe_duration(120'000) == "2 min");
    CHECK(describe_duration(90'000) == "1 min 30 s");
    CHECK(describe_duration(500) == "0.5 s");
    CHECK(describe_duration(-61'250) == "-1 min 1.25 s");
    CHECK(describe_duration(0) == "0 s");
}
