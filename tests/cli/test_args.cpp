#include "args/args.hpp"

#include <catch2/catch.hpp>

#include <limits>

using pendule::cli::Args;

TEST_CASE("Args accepts declared options and keeps positionals in order", "[cli]") {
    Args args;
    args.value_option("--fen");
    args.flag_option("--json");
    REQUIRE_FALSE(args.parse({"6", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--json", "-500"}));
    CHECK(args.has("--json"));
    CHECK(args.value("--fen") == std::optional<std::string>("8/8/8/8/8/8/8/K6k w - - 0 1"));
    CHECK(args.positionals() == std::vector<std::string>{"6", "-500"});
}

TEST_CASE("Args rejects unknown options and missing values with a message", "[cli]") {
    Args args;
    args.value_option("--game");
    args.flag_option("--json");
    CHECK(Args(args).parse({"--gmae", "2"}) == std::optional<std::string>("unknown option --gmae"));
    CHECK(Args(args).parse({"--game"}) == std::optional<std::string>("option --game needs a value"));
    CHECK(Args(args).parse({"--json=yes"}) == std::optional<std::string>("option --json takes no value"));
    Args with_equals(args);
    REQUIRE_FALSE(with_equals.parse({"--game=3"}));
    long long game = 0;
    REQUIRE_FALSE(with_equals.integer("--game", 1, 1000, game));
    CHECK(game == 3);
}

TEST_CASE("parse_integer is strict about the whole text and the range", "[cli]") {
    using pendule::cli::parse_integer;
    CHECK(parse_integer("42", 0, 100) == 42);
    CHECK(parse_integer("-7", -10, 10) == -7);
    CHECK(parse_integer("+7", -10, 10) == 7);
    CHECK_FALSE(parse_integer("42x", 0, 100));
    CHECK_FALSE(parse_integer("", 0, 100));
    CHECK_FALSE(parse_integer("101", 0, 100));
    CHECK_FALSE(parse_integer("99999999999999999999999", 0, 100));
    // One sign: "+-7" was read as -7 while the helper skipped a '+' before std::from_chars.
    CHECK_FALSE(parse_integer("+-7", -10, 10));
    CHECK_FALSE(parse_integer(" 7", 0, 100));
    CHECK_FALSE(parse_integer("7 ", 0, 100));
    CHECK(parse_integer("-9223372036854775808", std::numeric_limits<long long>::min(), 0) ==
          std::numeric_limits<long long>::min());
}
