// The claim command's grammar, which the clock writes its claims with and the exports read them
// back by (io/journal/command_words.hpp).

#include "io/journal/command_words.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <string>

using pendule::io::claim_text;
using pendule::io::ClaimText;
using pendule::io::read_claim;

TEST_CASE("command words: a claim is written quoted and read back equal") {
    const ClaimText claims[] = {
        {"1. e4 e5 2. Nf3", false, ""},
        {"1. Cf3 Cf6", true, "Cc3"},
        {"[Event \"x\"]\n1. e4 \"a\" \\ e5", false, "Nf3"},
        {"", false, ""},
    };
    for (const ClaimText& claim : claims) {
        const std::string text = claim_text(claim);
        CAPTURE(text);
        CHECK(text.find('\n') == std::string::npos);
        CHECK(read_claim(text) == claim);
    }
    CHECK(claim_text({"1. Cf3 Cf6", true, "Cc3"}) == R"(judge-claim fr "1. Cf3 Cf6" intended "Cc3")");
    CHECK(claim_text({"1. e4", false, ""}) == R"(judge-claim en "1. e4")");
}

TEST_CASE("command words: the older bracketed claim is read, a one-word movetext without its brackets") {
    CHECK(read_claim("judge-claim fr [[Event \"x\"] 1. Cf3 Cf6] intended Cg1") ==
          ClaimText{"[Event \"x\"] 1. Cf3 Cf6", true, "Cg1"});
    CHECK(read_claim("judge-claim en [1. e4 e5]") == ClaimText{"1. e4 e5", false, ""});
    CHECK(read_claim("judge-claim en [e4] intended e5") == ClaimText{"e4", false, "e5"});
    CHECK(read_claim("judge-claim en [e4]") == ClaimText{"e4", false, ""});
    // Unquoted words are the words themselves.
    CHECK(read_claim("judge-claim en e4 intended e5") == ClaimText{"e4", false, "e5"});
}

TEST_CASE("command words: what is not a claim is nothing") {
    for (const char* text : {"", "press left", "judge-claim", "judge-claim en", "judge-claim de \"1. e4\"",
                             "judge-claim en \"1. e4", "judge-claim en \"a\"b", "judge-claim en [1. e4",
                             "judge-claim en \"1. e4\" extra", "judge-claim en \"1. e4\" intended",
                             "judge-claim en \"1. e4\" played \"e5\"", "judge-claims en \"1. e4\""}) {
        CAPTURE(text);
        CHECK_FALSE(read_claim(text));
    }
}
