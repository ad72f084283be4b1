// What the talking clock says (issue 14, FIDE Appendix D): durations as people say them, in English
// and in French from the catalogue, around every boundary; the on-request sentence; threshold and
// flag announcements at the exact millisecond.
#include "core/clock/game_clock.hpp"
#include "i18n/catalogue.hpp"
#include "speech/spoken.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::speech;

namespace {

const i18n::Catalogue& french() {
    static const i18n::Catalogue catalogue = [] {
        auto loaded = i18n::load_language(PENDULE_LOCALE_DIR, "fr");
        REQUIRE(loaded.ok());
        return std::move(loaded.value());
    }();
    return catalogue;
}

const i18n::Catalogue english;

} // namespace

TEST_CASE("speech: durations as people say them, never as a time of day", "[speech]") {
    const Words en(english);
    const Words fr(french());
    const struct {
        clock::Millis ms;
        const char* english;
        const char* french;
    } cases[] = {
        {0, "no time left", "plus de temps"},
        {-500, "no time left", "plus de temps"},
        {1, "1 second", "1 seconde"}, // the display rounds up: 0:00:01
        {1'000, "1 second", "1 seconde"},
        {10'000, "10 seconds", "10 secondes"},
        {9'001, "10 seconds", "10 secondes"},
        {59'000, "59 seconds", "59 secondes"},
        {60'000, "1 minute", "1 minute"},
        {61'000, "1 minute 1 second", "1 minute 1 seconde"},
        {300'000, "5 minutes", "5 minutes"}, // five minutes, not "5 o'clock"
        {485'000, "8 minutes 5 seconds", "8 minutes 5 secondes"},
        {599'000, "9 minutes 59 seconds", "9 minutes 59 secondes"},
        {600'000, "10 minutes", "10 minutes"},
        {605'000, "10 minutes", "10 minutes"}, // seconds only under 10 minutes
        {3'599'000, "59 minutes", "59 minutes"},
        {3'600'000, "1 hour", "1 heure"},
        {3'601'000, "1 hour", "1 heure"},
        {4'320'000, "1 hour 12 minutes", "1 heure 12 minutes"},
        {7'200'000, "2 hours", "2 heures"},
    };
    for (const auto& c : cases) {
        INFO(c.ms << " ms");
        CHECK(spoken_duration(c.ms, en) == c.english);
        CHECK(spoken_duration(c.ms, fr) == c.french);
    }
    // The threshold for seconds is the caller's: at 30 s, 45 s is said as a whole minute... under it.
    CHECK(spoken_duration(45'000, en, 30'000) == "45 seconds"); // under a minute, the seconds all the same
    CHECK(spoken_duration(65'000, en, 30'000) == "1 minute");
}

TEST_CASE("speech: on request, the move, both times and whose move it is", "[speech]") {
    using clock::Side;
    clock::GameClock game(clock::TimeControl::same_for_both(
        {clock::Period::fischer(5'400'000, 30'000, 40), clock::Period::fischer(1'800'000, 30'000)}));
    game.start(0, Side::White);
    game.press(Side::White, 10'000);  // White: 1:30:30 - 10 s + 30 s = 1:30:50
    game.press(Side::Black, 290'000); // Black: 1:30:30 - 4 min 40 s + 30 s = 1:26:20
    const clock::ClockState state = game.state(300'000);
    CHECK(on_request(state, Side::White, Words(english)) ==
          "Move 2. Your time: 1 hour 30 minutes. Opponent: 1 hour 26 minutes. Your move.");
    CHECK(on_request(state, Side::Black, Words(french())) ==
          "Coup 2. Votre temps : 1 heure 26 minutes. Adversaire : 1 heure 30 minutes. À votre adversaire de "
          "jouer.");
}

TEST_CASE("speech: thresholds and the flag are announced at the exact millisecond, to the right player",
          "[speech]") {
    using clock::Side;
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::fischer(60'000, 0)}));
    game.start(0, Side::White);
    Choices choices;
    choices.thresholds = {30'000, 10'000};
    choices.flag = true;
    const auto said = announcements_between(game, 0, 70'000, choices, Words(english));
    REQUIRE(said.size() == 3);
    CHECK(said[0].at == 30'000);
    CHECK(said[0].to == Side::White);
    CHECK(said[0].text == "30 seconds");
    CHECK(said[1].at == 50'000);
    CHECK(said[1].text == "10 seconds");
    CHECK(said[2].at == 60'000);
    CHECK_FALSE(said[2].to);
    CHECK(said[2].text == "White's flag has fallen.");
    // Nothing is said when nothing was chosen (all off by default), nor while the clock is paused.
    CHECK(announcements_between(game, 0, 70'000, Choices{}, Words(english)).empty());
    game.pause(20'000);
    CHECK(announcements_between(game, 20'000, 70'000, choices, Words(english)).empty());
}
