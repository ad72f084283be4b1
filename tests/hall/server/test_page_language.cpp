#include "hall/server/hall_page.hpp"
#include "hall/server/page_language.hpp"

#include <catch2/catch.hpp>

using namespace pendule::hall;

TEST_CASE("the hall page's language: ?lang first, then Accept-Language by weight, else English") {
    const std::vector<std::string> fr = {"fr"};
    struct Case {
        std::optional<std::string> query;
        const char* accept;
        const char* want;
    };
    const Case cases[] = {
        {std::nullopt, "", "en"},
        {std::nullopt, "fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"},
        {std::nullopt, "en-GB,en;q=0.9,fr;q=0.8", "en"},
        {std::nullopt, "de-DE, en;q=0.5, fr;q=0.8", "fr"}, // by weight, not by order
        {std::nullopt, "de, es;q=0.9", "en"},              // none the hall has
        {std::nullopt, "fr;q=0, en;q=0.1", "en"},          // q=0: not French
        {std::nullopt, "FR-ca", "fr"},                     // tags are case-insensitive
        {std::nullopt, "*;q=0.5, fr;q=garbage", "en"},     // a malformed weight is no wish
        {std::string("fr"), "en", "fr"},                   // the query wins
        {std::string("en"), "fr", "en"},
        {std::string("xx"), "fr", "fr"}, // an unknown query is ignored
        {std::string("FR"), "", "fr"},
    };
    for (const Case& c : cases) {
        INFO((c.query ? *c.query : "(no query)") << " / " << c.accept);
        CHECK(page_language(c.query, c.accept, fr) == c.want);
    }
    CHECK(page_language(std::nullopt, "fr", {}) == "en"); // no French catalogue found
}

TEST_CASE("the hall page carries its language and its words, in a script that cannot be cut short") {
    const pendule::i18n::Catalogue english;
    const std::string page = hall_page_html("en", english);
    CHECK_THAT(page, Catch::Contains("<html lang=\"en\">"));
    CHECK_THAT(page, Catch::Contains("<title>Pendule — the hall</title>"));
    CHECK_THAT(page, Catch::Contains("\"board\": \"Board {n}\""));
    CHECK_THAT(page, Catch::Contains("new EventSource(\"/api/events\")"));
    CHECK_THAT(page_words_json(english), !Catch::Contains("</"));
}
