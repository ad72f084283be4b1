// Automatic endings: checkmate, stalemate, dead position, and (since 2014) fivefold repetition and
// the 75-move rule, with a checkmate on the 75th move taking precedence.

#include "arbiter_test_util.hpp"
#include "core/arbiter/endings.hpp"

using namespace pendule::arbiter;
using arbiter_test::history;

TEST_CASE("9.6.2: 75 moves each end the game under 2014 and later, not under 2001 or 2009",
          "[arbiter][endings]") {
    const auto h = history("7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra2");
    for (Edition e : {Edition::Laws2014, Edition::Laws2018, Edition::Laws2023}) {
        auto ending = first_automatic_ending(h, e);
        REQUIRE(ending);
        CHECK(ending->article == "9.6.2");
        CHECK(ending->ply == 1);
        CHECK(ending->outcome == Outcome::Draw);
    }
    CHECK_FALSE(first_automatic_ending(h, Edition::Laws2009));
    CHECK_FALSE(first_automatic_ending(h, Edition::Laws2001));
}

TEST_CASE("9.6.2: a checkmate on the 75th move takes precedence", "[arbiter][endings]") {
    const auto h = history("7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra8#");
    auto ending = first_automatic_ending(h, Edition::Laws2023);
    REQUIRE(ending);
    CHECK(ending->article == "5.1.1");
    CHECK(ending->outcome == Outcome::WhiteWins);
    CHECK_FALSE(first_seventy_five(h));
}

TEST_CASE("9.6.1: the fifth occurrence ends the game, 2014 asks for consecutive repetitions",
          "[arbiter][endings]") {
    // The start position again after a 4-ply cycle, a 6-ply cycle, then 4-ply cycles: occurrences
    // at plies 0, 4, 10, 14, 18, 22, 26.
    const std::string four = " Kb1 Kb8 Ka1 Ka8";
    const std::string six = " Kb1 Kb8 Kb2 Kb7 Ka1 Ka8";
    const auto h = history("k7/8/8/8/8/8/8/K6R w - - 0 1", four + six + four + four + four + four);
    CHECK(first_fivefold(h, Edition::Laws2018) == std::optional<int>(18));
    CHECK(first_fivefold(h, Edition::Laws2023) == std::optional<int>(18));
    // 2014: the five last occurrences must be four plies apart: 10, 14, 18, 22, 26.
    CHECK(first_fivefold(h, Edition::Laws2014) == std::optional<int>(26));
    auto ending = first_automatic_ending(h, Edition::Laws2018);
    REQUIRE(ending);
    CHECK(ending->article == "9.6.1");
    CHECK(ending->ply == 18);
    CHECK_FALSE(first_automatic_ending(h, Edition::Laws2009));
}

TEST_CASE("5.1.1 and 5.2.1: checkmate and stalemate end the game in every edition", "[arbiter][endings]") {
    const auto mate = history("", "f3 e5 g4 Qh4#");
    for (Edition e : {Edition::Laws2001, Edition::Laws2023}) {
        auto ending = first_automatic_ending(mate, e);
        REQUIRE(ending);
        CHECK(ending->article == "5.1.1");
        CHECK(ending->outcome == Outcome::BlackWins);
        CHECK(ending->ply == 4);
    }
    const auto stalemate = history("7k/8/4Q3/8/8/8/8/K7 w - - 0 1", "Qf7");
    auto ending = first_automatic_ending(stalemate, Edition::Laws2023);
    REQUIRE(ending);
    CHECK(ending->article == "5.2.1");
    CHECK(ending->outcome == Outcome::Draw);
}

TEST_CASE("5.2.2: a capture leaving king against king and bishop ends the game there", "[arbiter][endings]") {
    const auto h = history("k7/8/8/8/8/8/1r6/KB6 w - - 0 1", "Kxb2 Kb7 Kc3 Kc6");
    auto ending = first_automatic_ending(h, Edition::Laws2001);
    REQUIRE(ending);
    CHECK(ending->article == "5.2.2");
    CHECK(ending->ply == 1);
    CHECK_THAT(ending->reason, Catch::Contains("Black has only the king"));
}
