// The table of results by code (reason_code.hpp): every code's name, score and article, the names
// and endings read back, and the words the clock's panel declares.

#include "core/arbiter/reason_code.hpp"

#include <catch2/catch.hpp>

#include <iterator>
#include <string>

using namespace pendule::arbiter;

TEST_CASE("result_facts: each code's name, score and article", "[arbiter][reason_code]") {
    struct Row {
        ReasonCode code;
        const char* name;
        const char* score;
        const char* article;
    };
    const Row rows[] = {
        {ReasonCode::WhiteResigns, "white-resigns", "0-1", "5.1.2"},
        {ReasonCode::BlackResigns, "black-resigns", "1-0", "5.1.2"},
        {ReasonCode::Agreement, "agreement", "1/2-1/2", "5.2.3"},
        {ReasonCode::WhiteFlag, "white-flag", "0-1", "6.9"},
        {ReasonCode::BlackFlag, "black-flag", "1-0", "6.9"},
        {ReasonCode::WhiteIllegal, "white-illegal", "0-1", "7.5.5"},
        {ReasonCode::BlackIllegal, "black-illegal", "1-0", "7.5.5"},
        {ReasonCode::ArbiterDraw, "arbiter-draw", "1/2-1/2", "6.9 / 7.5.5"},
        {ReasonCode::WhiteClaim, "white-claim", "1/2-1/2", "9.2 / 9.3"},
        {ReasonCode::BlackClaim, "black-claim", "1/2-1/2", "9.2 / 9.3"},
        {ReasonCode::Checkmate, "checkmate", "", "5.1.1"},
        {ReasonCode::Stalemate, "stalemate", "1/2-1/2", "5.2.1"},
        {ReasonCode::DeadPosition, "dead-position", "1/2-1/2", "5.2.2"},
        {ReasonCode::Fivefold, "fivefold", "1/2-1/2", "9.6.1"},
        {ReasonCode::SeventyFiveMoves, "seventy-five-moves", "1/2-1/2", "9.6.2"},
    };
    REQUIRE(std::size(rows) == std::size(all_reason_codes));
    for (const Row& row : rows) {
        INFO(row.name);
        const ResultFacts& facts = result_facts(row.code);
        CHECK(facts.code == row.code);
        CHECK(facts.name == row.name);
        CHECK(facts.score == row.score);
        CHECK(facts.article == row.article);
        CHECK(reason_code_name(row.code) == row.name);
        CHECK(parse_reason_code(row.name) == row.code);
    }
    CHECK_FALSE(parse_reason_code("white-resign").has_value());
    CHECK_FALSE(parse_reason_code("").has_value());
}

TEST_CASE("result_facts: the panel's words, and the endings found by their article",
          "[arbiter][reason_code]") {
    // The results the clock's panel declares have its English words (the catalogue's keys).
    CHECK(result_facts(ReasonCode::Agreement).words == "draw by agreement");
    CHECK(result_facts(ReasonCode::WhiteFlag).words ==
          "White's flag fell (draw instead if Black cannot checkmate)");
    CHECK(result_facts(ReasonCode::ArbiterDraw).words ==
          "draw declared by the arbiter (the opponent cannot checkmate)");
    for (ReasonCode code : {ReasonCode::WhiteClaim, ReasonCode::Checkmate, ReasonCode::Fivefold})
        CHECK(result_facts(code).words.empty());

    // Only the endings of a game score are found by their article: 6.9 or 5.1.2 are no ending.
    CHECK(reason_code_of_ending("5.1.1") == ReasonCode::Checkmate);
    CHECK(reason_code_of_ending("5.2.1") == ReasonCode::Stalemate);
    CHECK(reason_code_of_ending("5.2.2") == ReasonCode::DeadPosition);
    CHECK(reason_code_of_ending("9.6.1") == ReasonCode::Fivefold);
    CHECK(reason_code_of_ending("9.6.2") == ReasonCode::SeventyFiveMoves);
    for (const char* not_ending : {"5.1.2", "5.2.3", "6.9", "7.5.5", "9.2 / 9.3", "", "9.6"}) {
        INFO(not_ending);
        CHECK_FALSE(reason_code_of_ending(not_ending).has_value());
    }
}
