#include "core/parse.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

using pendule::IntegerSyntax;
using pendule::list_items;
using pendule::parse_integer;
using pendule::trim;

namespace {

constexpr std::int64_t int64_min = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t int64_max = std::numeric_limits<std::int64_t>::max();

} // namespace

TEST_CASE("parse_integer reads the whole text as a decimal number", "[core]") {
    CHECK(parse_integer("0") == 0);
    CHECK(parse_integer("42") == 42);
    CHECK(parse_integer("-42") == -42);
    CHECK(parse_integer("-0") == 0);
    CHECK(parse_integer("007") == 7); // leading zeros
    CHECK(parse_integer("-007") == -7);
    CHECK(parse_integer(std::string(40, '0') + "1") == 1);
}

TEST_CASE("parse_integer refuses anything but digits after the one sign", "[core]") {
    for (const char* text :
         {"", "-", "+", "x", "42x", "x42", "4 2", "4.2", "4,2", "1e3", "0x10", "--1", "-+1", "+-1", "++1",
          "\xd9\xa1" /* Arabic-Indic one */, "\xef\xbc\x95" /* fullwidth 5 */}) {
        INFO("'" << text << "'");
        CHECK_FALSE(parse_integer(text));
        CHECK_FALSE(parse_integer(text, int64_min, int64_max, {.plus = true, .leading_space = true}));
    }
    // A NUL inside the text is not its end.
    CHECK_FALSE(parse_integer(std::string_view("12\0"
                                               "3",
                                               4)));
}

TEST_CASE("parse_integer takes no space unless told, and never after the digits", "[core]") {
    for (const char* text : {" 5", "5 ", "\t5", "\n5", " -5", "- 5"})
        CHECK_FALSE(parse_integer(text));
    const IntegerSyntax spaced{.plus = true, .leading_space = true};
    CHECK(parse_integer(" 5", int64_min, int64_max, spaced) == 5);
    CHECK(parse_integer(" \t\n\v\f\r-5", int64_min, int64_max, spaced) == -5);
    CHECK(parse_integer("  +5", int64_min, int64_max, spaced) == 5);
    CHECK_FALSE(parse_integer("5 ", int64_min, int64_max, spaced));
    CHECK_FALSE(parse_integer("   ", int64_min, int64_max, spaced));
    CHECK_FALSE(parse_integer("+ 5", int64_min, int64_max, spaced));
}

TEST_CASE("parse_integer reads the signs its syntax allows", "[core]") {
    CHECK_FALSE(parse_integer("+5")); // std::from_chars's syntax: no '+'
    CHECK(parse_integer("+5", int64_min, int64_max, {.plus = true}) == 5);
    CHECK(parse_integer("-5", int64_min, int64_max, {.plus = true}) == -5);
    const IntegerSyntax digits{.minus = false};
    CHECK(parse_integer("5", 0, 999, digits) == 5);
    CHECK_FALSE(parse_integer("-5", int64_min, int64_max, digits));
    CHECK_FALSE(parse_integer("-0", 0, 999, digits));
    CHECK_FALSE(parse_integer("+5", 0, 999, digits));
}

TEST_CASE("parse_integer keeps to its range, the int64 range and no further", "[core]") {
    CHECK(parse_integer("1", 1, 9999) == 1);
    CHECK(parse_integer("9999", 1, 9999) == 9999);
    CHECK_FALSE(parse_integer("0", 1, 9999));
    CHECK_FALSE(parse_integer("10000", 1, 9999));
    CHECK_FALSE(parse_integer("-1", 0, 10));
    CHECK(parse_integer("-0", 0, 10) == 0); // from_chars's reading, which the TRF and FEN readers keep

    CHECK(parse_integer("9223372036854775807") == int64_max);
    CHECK(parse_integer("-9223372036854775808") == int64_min);
    CHECK(parse_integer("+9223372036854775807", int64_min, int64_max, {.plus = true}) == int64_max);
    CHECK(parse_integer("-000009223372036854775808") == int64_min);
    CHECK_FALSE(parse_integer("9223372036854775808"));
    CHECK_FALSE(parse_integer("-9223372036854775809"));
    CHECK_FALSE(parse_integer("18446744073709551615"));  // 2^64 - 1
    CHECK_FALSE(parse_integer("18446744073709551616"));  // 2^64: would wrap to 0 in 64 bits
    CHECK_FALSE(parse_integer("-18446744073709551616")); // would wrap to 0 too
    CHECK_FALSE(parse_integer("92233720368547758070"));
    CHECK_FALSE(parse_integer("99999999999999999999999", 0, 100));
}

TEST_CASE("trim takes the given characters off both ends only", "[core]") {
    CHECK(trim("  a b  ") == "a b");
    CHECK(trim("\t\r\n a \v\f") == "a");
    CHECK(trim("") == "");
    CHECK(trim(" \t ") == "");
    CHECK(trim("a") == "a");
    CHECK(trim(" \ta\t ", " ") == "\ta\t"); // spaces only, as a TRF field
    CHECK(trim("\n a\t \n", " \t") == "\n a\t \n");
    CHECK(trim(" \t a \t ", " \t") == "a");
    // A view into the same text: what callers slice stays in place.
    const std::string_view text = "  word  ";
    CHECK(trim(text).data() == text.data() + 2);
    CHECK(trim(text).data() + trim(text).size() <= text.data() + text.size());
}

TEST_CASE("list_items splits, trims and leaves out the empty items", "[core]") {
    using V = std::vector<std::string_view>;
    CHECK(list_items("600, 300,10") == V{"600", "300", "10"});
    CHECK(list_items(" LShift ,\tZ ") == V{"LShift", "Z"});
    CHECK(list_items("a,,b,") == V{"a", "b"});
    CHECK(list_items("") == V{});
    CHECK(list_items(" , ") == V{});
    CHECK(list_items("one") == V{"one"});
    CHECK(list_items("a;b, c", ';') == V{"a", "b, c"});
}
