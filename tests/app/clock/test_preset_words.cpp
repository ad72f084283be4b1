// The preset errors and warnings of the setup card in French.
#include "app/clock/model/control_words.hpp"
#include "app/clock/view/preset_words.hpp"
#include "core/clock/tc_string.hpp"
#include "io/preset/preset.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;

TEST_CASE("preset errors: the common ones in French, details kept, English unchanged", "[app][lang]") {
    const auto missing = io::resolve_preset("/no/such/dir/fast.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(preset_error_text(missing.error(), i18n::Lang::en) == missing.error().text());
    CHECK(preset_error_text(missing.error(), i18n::Lang::fr) ==
          "/no/such/dir/fast.json : fichier de cadence introuvable");

    const auto typed = io::resolve_preset("40/xyz");
    REQUIRE_FALSE(typed.ok());
    const std::string french = preset_error_text(typed.error(), i18n::Lang::fr);
    CHECK_THAT(french, Catch::StartsWith("cadence '40/xyz' : ni un nom de cadence"));
    CHECK_THAT(french, Catch::Contains("xyz"));

    // A message the table does not know stays as it is.
    CHECK(preset_error_text(Error{"something else", "here"}, i18n::Lang::fr) == "here : something else");
}

TEST_CASE("preset warnings: cutechess's reading of a short time in French", "[app][lang]") {
    const auto parsed = clock::parse_cutechess_tc("40/120");
    REQUIRE(parsed.ok());
    REQUIRE(parsed->warnings.size() == 1);
    const std::string& english = parsed->warnings[0];
    CHECK(preset_warning_text(english, i18n::Lang::en) == english);
    const std::string french = preset_warning_text(english, i18n::Lang::fr);
    CHECK_THAT(french, Catch::Contains("cutechess lit ceci comme 40 coups en 120 secondes"));
    CHECK_THAT(french, Catch::EndsWith("40/120:00"));
}

// The control's description comes from the catalogue in every language; in English it is
// the clock core's clock::describe word for word (the CLI's and the journal's), on every built-in
// preset and on controls of every kind (moves, repeating, sudden death, delays, Bronstein,
// hourglass, byo-yomi, Canadian, asymmetric).
TEST_CASE("control words: English from the catalogue equals the core's description", "[app][lang]") {
    auto presets = io::builtin_presets();
    REQUIRE(presets.ok());
    REQUIRE(presets->size() >= 5);
    std::vector<clock::TimeControl> controls;
    for (const io::Preset& preset : *presets)
        controls.push_back(preset.control);
    for (const char* text : {"40/5400+30:1800+30", "40/7200:20/3600:900+30", "300+3", "300d5",
                             "40/7200b30:1800b30", "*60", "0.5+0.1"}) {
        auto parsed = clock::parse_pgn_time_control(text);
        REQUIRE(parsed.ok());
        controls.push_back(parsed->control);
    }
    using clock::Period;
    controls.push_back(
        clock::TimeControl::same_for_both({Period::until_zero(3'600'000), Period::byo_yomi(30'000, 5)}));
    controls.push_back(
        clock::TimeControl::same_for_both({Period::until_zero(3'600'000), Period::canadian(600'000, 25)}));
    controls.push_back(
        clock::TimeControl::per_side({Period::fischer(300'000, 2'000)}, {Period::fischer(180'000, 2'000)}));
    auto last_move_one = controls.back();
    last_move_one.increment_convention = clock::IncrementConvention::AfterPress;
    controls.push_back(last_move_one);
    REQUIRE(controls.size() >= presets->size() + 3);
    for (const auto& control : controls) {
        INFO(clock::describe(control));
        CHECK(describe_control(control, i18n::Lang::en) == clock::describe(control));
        const std::string french = describe_control(control, i18n::Lang::fr);
        CHECK(french != clock::describe(control));
        CHECK(french.find("then") == std::string::npos);
    }
}
