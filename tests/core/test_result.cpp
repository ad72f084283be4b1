#include "core/result.hpp"

#include <catch2/catch.hpp>

using pendule::Error;
using pendule::Result;

TEST_CASE("Result carries either a value or an error with its place", "[core]") {
    Result<int> good = 42;
    REQUIRE(good.ok());
    CHECK(*good == 42);

    Result<int> bad = pendule::fail("no king for White", "FEN field 1");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().text() == "FEN field 1: no king for White");
    CHECK(Error{"plain", ""}.text() == "plain");
}

TEST_CASE("Result moves its value out intact", "[core]") {
    Result<std::string> text = std::string(1000, 'x');
    std::string moved = std::move(text).value();
    CHECK(moved.size() == 1000);
}
