#include "i18n/format.hpp"

#include <catch2/catch.hpp>

using pendule::i18n::format;
using pendule::i18n::placeholders;

TEST_CASE("placeholders are filled by name, in the translation's order", "[i18n]") {
    CHECK(format("{player} to move", {{"player", "White"}}) == "White to move");
    CHECK(format("Trait aux {player}, {seconds} s", {{"seconds", 12}, {"player", "Blancs"}}) ==
          "Trait aux Blancs, 12 s");
    CHECK(format("{n}{n}", {{"n", 1}}) == "11");
}

TEST_CASE("a placeholder without a value stays visible, braces that name nothing are text", "[i18n]") {
    CHECK(format("{player} to move", {}) == "{player} to move");
    CHECK(format("{} and { x } and {", {{"x", "y"}}) == "{} and { x } and {");
}

TEST_CASE("placeholders() lists the names a message uses", "[i18n]") {
    CHECK(placeholders("{a} b {c_2} {}") == std::vector<std::string>{"a", "c_2"});
    CHECK(placeholders("none").empty());
}
