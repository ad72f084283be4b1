// The talking clock's settings in the window: each player's key to ask for the time,
// language, ear and thresholds, read from the config file; everything off by default.
#include "app/common/model/app_config.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;

TEST_CASE("speech settings: off by default, F1 and F12 ask, each seat on its own ear", "[speech]") {
    auto config = parse_config("", "test.conf");
    REQUIRE(config.ok());
    const SpeechSettings& speech = config->speech;
    CHECK_FALSE(speech.on);
    CHECK_FALSE(speech.flag);
    CHECK_FALSE(speech.control);
    CHECK_FALSE(speech.rulings);
    CHECK(speech.of(Side::left).ear == Ear::left);
    CHECK(speech.of(Side::right).ear == Ear::right);
    CHECK(speech.of(Side::left).thresholds.empty());
    CHECK(speech.of(Side::left).lang.empty());
    CHECK(config->keys.role(Key::F1, false, false) == KeyRole::speak_left);
    CHECK(config->keys.role(Key::F12, false, false) == KeyRole::speak_right);
    CHECK(config->keys.role(Key::F2, false, false) == KeyRole::none);
    CHECK(config->keys.role(Key::LShift, false, false) == KeyRole::press_left); // presses unchanged
}

TEST_CASE("speech settings: read from the config, per seat", "[speech]") {
    auto config = parse_config("speak = on\n"
                               "speak_left_key = Q\n" // a key of the left half: now a request, never a press
                               "speak_right_key = F11\n"
                               "speak_lang_left = fr\n"
                               "speak_channel_right = both\n"
                               "speak_thresholds_left = 600, 60,10\n"
                               "speak_flag = on\nspeak_control = yes\nspeak_rulings = off\n",
                               "test.conf");
    REQUIRE(config.ok());
    const SpeechSettings& speech = config->speech;
    CHECK(speech.on);
    CHECK(speech.flag);
    CHECK(speech.control);
    CHECK_FALSE(speech.rulings);
    CHECK(speech.of(Side::left).lang == "fr");
    CHECK(speech.of(Side::right).lang.empty());
    CHECK(speech.of(Side::right).ear == Ear::both);
    CHECK(speech.of(Side::left).thresholds == std::vector<std::int64_t>{600'000, 60'000, 10'000});
    CHECK(speech.of(Side::right).thresholds.empty());
    CHECK(config->keys.role(Key::Q, false, false) == KeyRole::speak_left);
    CHECK(config->keys.role(Key::F11, false, false) == KeyRole::speak_right);
    CHECK(config->keys.role(Key::F12, false, false) == KeyRole::none);
}

TEST_CASE("speech settings: a bad line says which and why", "[speech]") {
    const struct {
        const char* line;
        const char* error;
    } cases[] = {
        {"speak = maybe", "speak: expected on or off"},
        {"speak_left_key = F99", "speak_left_key: unknown key 'F99'"},
        {"speak_lang_right = xx",
         "speak_lang_right: expected en or a language with a catalogue (available: en"},
        {"speak_channel_left = middle", "speak_channel_left: expected left, right or both"},
        {"speak_thresholds_right = 60, soon", "speak_thresholds_right: 'soon' is not a number of seconds"},
        {"speak_thresholds_left = 0", "speak_thresholds_left: '0' is not a number of seconds"},
        {"speak_volume = 11", "unknown setting 'speak_volume'"},
    };
    for (const auto& c : cases) {
        INFO(c.line);
        auto config = parse_config(c.line, "test.conf");
        REQUIRE_FALSE(config.ok());
        CHECK_THAT(config.error().text(), Catch::Contains(c.error));
        CHECK_THAT(config.error().text(), Catch::Contains("line 1"));
    }
}
