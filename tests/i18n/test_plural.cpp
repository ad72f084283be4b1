#include "i18n/plural.hpp"

#include <catch2/catch.hpp>

using pendule::i18n::PluralRule;

namespace {

PluralRule rule(const char* header) {
    auto parsed = PluralRule::parse(header);
    INFO(header << (parsed ? "" : " -> " + parsed.error().text()));
    REQUIRE(parsed.ok());
    return parsed.value();
}

} // namespace

TEST_CASE("the English rule without a header: one form for 1, the other for the rest", "[i18n]") {
    PluralRule english;
    CHECK(english.forms() == 2);
    CHECK(english.form_for(0) == 1);
    CHECK(english.form_for(1) == 0);
    CHECK(english.form_for(2) == 1);
}

TEST_CASE("French puts 0 and 1 in the singular", "[i18n]") {
    PluralRule french = rule("nplurals=2; plural=(n > 1);");
    CHECK(french.form_for(0) == 0);
    CHECK(french.form_for(1) == 0);
    CHECK(french.form_for(2) == 1);
    CHECK(french.form_for(40) == 1);
}

TEST_CASE("Polish and Russian rules pick among three forms", "[i18n]") {
    PluralRule polish =
        rule("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);");
    const std::vector<std::pair<std::uint64_t, int>> polish_cases = {
        {1, 0}, {2, 1}, {4, 1}, {5, 2}, {12, 2}, {14, 2}, {22, 1}, {25, 2}, {0, 2}, {104, 1}, {112, 2}};
    for (auto [n, form] : polish_cases) {
        INFO("n = " << n);
        CHECK(polish.form_for(n) == form);
    }
    PluralRule russian = rule("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                              "(n%100<10 || n%100>=20) ? 1 : 2);");
    CHECK(russian.form_for(21) == 0);
    CHECK(russian.form_for(11) == 2);
    CHECK(russian.form_for(23) == 1);
}

TEST_CASE("operators keep C's precedence and ! binds tightest", "[i18n]") {
    CHECK(rule("nplurals=6; plural=1 + 2 * 2;").form_for(0) == 5);
    CHECK(rule("nplurals=6; plural=(1 + 2) * 1;").form_for(0) == 3);
    CHECK(rule("nplurals=2; plural=!n;").form_for(0) == 1);
    CHECK(rule("nplurals=2; plural=!n;").form_for(3) == 0);
    CHECK(rule("nplurals=2; plural= n != 1 ;").form_for(1) == 0);
    CHECK(rule("nplurals=3; plural=n<=1 ? 0 : n>=5 ? 2 : 1;").form_for(3) == 1);
}

TEST_CASE("a rule that names a form past nplurals falls back to the last form", "[i18n]") {
    PluralRule wrong = rule("nplurals=2; plural=n;");
    CHECK(wrong.form_for(7) == 1);
    CHECK(rule("nplurals=2; plural=n/0;").form_for(7) == 0);
}

TEST_CASE("a malformed Plural-Forms line is an error that says where", "[i18n]") {
    for (const char* bad : {"plural=(n > 1);", "nplurals=0; plural=0;", "nplurals=x; plural=0;",
                            "nplurals=2;", "nplurals=2; plural=(n > 1;", "nplurals=2; plural=n ? 1;",
                            "nplurals=2; plural=n > ;", "nplurals=2; plural=n 1;"}) {
        INFO(bad);
        auto parsed = PluralRule::parse(bad);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().where.rfind("Plural-Forms", 0) == 0);
    }
}

TEST_CASE("a rule too deep or too long is refused, not evaluated", "[i18n]") {
    std::string deep = "nplurals=2; plural=" + std::string(100, '(') + "n" + std::string(100, ')') + ";";
    REQUIRE_FALSE(PluralRule::parse(deep).ok());
    std::string chain = "nplurals=2; plural=n";
    for (int i = 0; i < 300; ++i)
        chain += "+n";
    REQUIRE_FALSE(PluralRule::parse(chain + ";").ok());
    // Many nots fold: an odd count is one not, an even count a test against zero.
    CHECK(rule(("nplurals=2; plural=" + std::string(1001, '!') + "n;").c_str()).form_for(0) == 1);
    CHECK(rule(("nplurals=2; plural=" + std::string(1000, '!') + "n;").c_str()).form_for(5) == 1);
}
