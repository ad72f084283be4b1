// The preset errors and warnings of the setup card in French (issue 5).
#include "app/preset_words.hpp"
#include "core/clock/tc_string.hpp"
#include "io/preset.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;

TEST_CASE("preset errors: the common ones in French, details kept, English unchanged", "[app][lang]") {
    const auto missing = io::resolve_preset("/no/such/dir/fast.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(preset_error_text(missing.error(), Lang::en) == missing.error().text());
    CHECK(preset_error_text(missing.error(), Lang::fr) ==
          "/no/such/dir/fast.json : fichier de cadence introuvable");

    const auto typed = io::resolve_preset("40/xyz");
    REQUIRE_FALSE(typed.ok());
    const std::string french = preset_error_text(typed.error(), Lang::fr);
    CHECK_THAT(french, Catch::StartsWith("cadence '40/xyz' : ni un nom de cadence"));
    CHECK_THAT(french, Catch::Contains("xyz"));

    // A message the table does not know stays as it is.
    CHECK(preset_error_text(Error{"something else", "here"}, Lang::fr) == "here : something else");
}

TEST_CASE("preset warnings: cutechess's reading of a short time in French", "[app][lang]") {
    const auto parsed = clock::parse_cutechess_tc("40/120");
    REQUIRE(parsed.ok());
    REQUIRE(parsed->warnings.size() == 1);
    const std::string& english = parsed->warnings[0];
    CHECK(preset_warning_text(english, Lang::en) == english);
    const std::string french = preset_warning_text(english, Lang::fr);
    CHECK_THAT(french, Catch::Contains("cutechess lit ceci comme 40 coups en 120 secondes"));
    CHECK_THAT(french, Catch::EndsWith("40/120:00"));
}
