// What the talking clock says (FIDE Appendix D): durations as people say them, in English
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
        // Under 10 s the display shows tenths, rounded up: what is said is never more than it shows.
        {1, "less than a second", "moins d'une seconde"},   // shown 0:00.1
        {900, "less than a second", "moins d'une seconde"}, // 0:00.9
        {901, "1 second", "1 seconde"},                     // 0:01.0
        {999, "1 second", "1 seconde"},
        {1'000, "1 second", "1 seconde"},
        {1'001, "1 second", "1 seconde"}, // 0:01.1, not "2 seconds"
        {1'999, "2 seconds", "2 secondes"},
        {9'000, "9 seconds", "9 secondes"},
        {9'001, "9 seconds", "9 secondes"},   // 0:09.1
        {9'900, "9 seconds", "9 secondes"},   // 0:09.9
        {9'901, "10 seconds", "10 secondes"}, // 0:10.0
        {9'999, "10 seconds", "10 secondes"},
        {10'000, "10 seconds", "10 secondes"},
        {10'001, "11 seconds", "11 secondes"},
        {58'001, "59 seconds", "59 secondes"},
        {59'000, "59 seconds", "59 secondes"},
        {59'001, "1 minute", "1 minute"}, // shown as 1:00, said so
        {59'999, "1 minute", "1 minute"},
        {60'000, "1 minute", "1 minute"},
        {60'001, "1 minute 1 second", "1 minute 1 seconde"},
        {61'000, "1 minute 1 second", "1 minute 1 seconde"},
        {119'000, "1 minute 59 seconds", "1 minute 59 secondes"},
        {120'000, "2 minutes", "2 minutes"},
        {300'000, "5 minutes", "5 minutes"}, // five minutes, not "5 o'clock"
        {485'000, "8 minutes 5 seconds", "8 minutes 5 secondes"},
        {599'000, "9 minutes 59 seconds", "9 minutes 59 secondes"},
        {599'999, "10 minutes", "10 minutes"},
        {600'000, "10 minutes", "10 minutes"},
        {600'001, "10 minutes", "10 minutes"}, // 10:01, seconds only under 10 minutes
        {605'000, "10 minutes", "10 minutes"},
        {1'799'000, "29 minutes", "29 minutes"}, // 29:59
        {1'799'001, "30 minutes", "30 minutes"}, // 30:00
        {1'839'000, "30 minutes", "30 minutes"}, // 30:39, not "31 minutes"
        {1'839'001, "30 minutes", "30 minutes"}, // 30:40
        {1'859'999, "31 minutes", "31 minutes"}, // 31:00
        {3'599'000, "59 minutes", "59 minutes"},
        {3'599'001, "1 hour", "1 heure"}, // shown as 1:00:00
        {3'600'000, "1 hour", "1 heure"},
        {3'600'001, "1 hour", "1 heure"},
        {3'601'000, "1 hour", "1 heure"},
        {3'660'000, "1 hour 1 minute", "1 heure 1 minute"},
        {3'659'999, "1 hour 1 minute", "1 heure 1 minute"},
        {4'320'000, "1 hour 12 minutes", "1 heure 12 minutes"},
        {4'379'000, "1 hour 12 minutes", "1 heure 12 minutes"}, // 1:12:59
        {4'379'001, "1 hour 13 minutes", "1 heure 13 minutes"}, // 1:13:00
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
    // A clock that shows whole seconds down to zero (tenths_below_seconds = 0) rounds up to the second.
    CHECK(spoken_duration(1, en, 600'000, 0) == "1 second");
    CHECK(spoken_duration(1'001, fr, 600'000, 0) == "2 secondes");
    CHECK(spoken_duration(9'001, en, 600'000, 0) == "10 seconds");
    // One showing tenths under 30 s: 0:29.9 is 29 seconds, 0:30.0 is 30.
    CHECK(spoken_duration(29'900, en, 600'000, 30'000) == "29 seconds");
    CHECK(spoken_duration(29'901, fr, 600'000, 30'000) == "30 secondes");
    CHECK(spoken_duration(30'001, en, 600'000, 30'000) == "31 seconds"); // 0:00:31
}

TEST_CASE("speech: never more time than the clock shows, at every millisecond", "[speech]") {
    // For each remaining time from 1 ms to 2 hours (in steps that hit every boundary of the display),
    // what is said, read back as a number of seconds, is at most what the dial shows.
    const Words en(english);
    const auto said_seconds = [](const std::string& text) {
        long long total = 0, number = 0;
        std::size_t i = 0;
        while (i < text.size()) {
            if (text[i] >= '0' && text[i] <= '9') {
                number = number * 10 + (text[i] - '0');
                ++i;
                continue;
            }
            const std::string rest = text.substr(i);
            const long long unit = rest.rfind(" hour", 0) == 0     ? 3600
                                   : rest.rfind(" minute", 0) == 0 ? 60
                                   : rest.rfind(" second", 0) == 0 ? 1
                                                                   : 0;
            if (unit > 0) {
                total += number * unit;
                number = 0;
            }
            ++i;
        }
        return total;
    };
    for (const clock::Millis tenths_below :
         {clock::Millis{0}, clock::Millis{10'000}, clock::Millis{60'000}}) {
        for (clock::Millis ms = 1; ms <= 7'200'000; ms += ms < 120'000 ? 99 : 997) {
            const clock::Millis unit = ms < tenths_below ? 100 : 1000;
            const clock::Millis shown_ms = (ms + unit - 1) / unit * unit;
            const std::string text = spoken_duration(ms, en, 600'000, tenths_below);
            INFO(ms << " ms, tenths below " << tenths_below << ": " << text);
            CHECK(said_seconds(text) * 1000 <= shown_ms);
            // ... and less only by what is not said: under a second, the seconds above 10 minutes,
            // the minutes' seconds above an hour.
            const clock::Millis cut = shown_ms >= 3'600'000 ? 60'000 : shown_ms > 600'000 ? 60'000 : 1'000;
            CHECK(shown_ms - said_seconds(text) * 1000 < cut);
        }
    }
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
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(60'000)}));
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

TEST_CASE("speech: on request at the boundaries: singulars, a fallen flag, before the start", "[speech]") {
    using clock::Side;
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(61'000)}));
    CHECK(on_request(game.state(0), Side::White, Words(english)) ==
          "Move 1. Your time: 1 minute 1 second. Opponent: 1 minute 1 second.");
    game.start(0, Side::White);
    CHECK(on_request(game.state(1'000), Side::Black, Words(french())) ==
          "Coup 1. Votre temps : 1 minute 1 seconde. Adversaire : 1 minute. À votre adversaire de jouer.");
    CHECK(on_request(game.state(51'000), Side::White, Words(english)) ==
          "Move 1. Your time: 10 seconds. Opponent: 1 minute 1 second. Your move.");
    CHECK(on_request(game.state(90'000), Side::White, Words(french())) ==
          "Coup 1. Votre temps : plus de temps. Adversaire : 1 minute 1 seconde. À vous de jouer.");
}

TEST_CASE("speech: a time control passed and the time it adds, to the player who passed it", "[speech]") {
    using clock::Side;
    // 40 moves in 90 minutes, then 30 minutes, 30 s increment from move 1.
    clock::GameClock game(clock::TimeControl::same_for_both(
        {clock::Period::fischer(5'400'000, 30'000, 40), clock::Period::fischer(1'800'000, 30'000)}));
    game.start(0, Side::White);
    clock::TimePoint now = 0;
    for (int move = 1; move < 40; ++move) {
        now += 1'000;
        const clock::ClockState before = game.state(now);
        REQUIRE(game.press(Side::White, now));
        CHECK_FALSE(
            time_control_passed(before, game.state(now), Side::White, game.control(), Words(english)));
        now += 1'000;
        REQUIRE(game.press(Side::Black, now));
    }
    now += 1'000;
    clock::ClockState before = game.state(now);
    REQUIRE(game.press(Side::White, now)); // White's 40th move
    auto said = time_control_passed(before, game.state(now), Side::White, game.control(), Words(english));
    REQUIRE(said);
    CHECK(said->at == now);
    CHECK(said->to == Side::White);
    CHECK(said->topic == Topic::Control);
    CHECK(said->text == "Time control passed. 30 minutes added."); // the period's time, not the increment
    now += 1'000;
    before = game.state(now);
    REQUIRE(game.press(Side::Black, now));
    said = time_control_passed(before, game.state(now), Side::Black, game.control(), Words(french()));
    REQUIRE(said);
    CHECK(said->to == Side::Black);
    CHECK(said->text == "Contrôle de temps passé. Temps ajouté : 30 minutes.");

    // A repeating last period (2 moves in 1 hour, again and again) is passed again and again.
    clock::GameClock repeating(clock::TimeControl::same_for_both({clock::Period::for_moves(3'600'000, 2)}));
    repeating.start(0, Side::White);
    for (int press = 1; press <= 8; ++press) {
        const Side side = press % 2 == 1 ? Side::White : Side::Black;
        const clock::ClockState was = repeating.state(press * 1'000);
        REQUIRE(repeating.press(side, press * 1'000));
        auto passed = time_control_passed(was, repeating.state(press * 1'000), side, repeating.control(),
                                          Words(english));
        INFO("press " << press);
        CHECK(passed.has_value() == (press == 3 || press == 4 || press == 7 || press == 8));
        if (passed)
            CHECK(passed->text == "Time control passed. 1 hour added.");
    }
}

TEST_CASE("speech: an arbiter's ruling that changes a time is said to both players", "[speech]") {
    using clock::Side;
    auto said = time_ruling(Side::Black, 54'000, 174'000, 21'000, Words(english));
    REQUIRE(said);
    CHECK(said->at == 21'000);
    CHECK_FALSE(said->to);
    CHECK(said->topic == Topic::Ruling);
    CHECK(said->text == "Arbiter's ruling: Black's time is increased by 2 minutes, to 2 minutes 54 seconds.");
    said = time_ruling(Side::White, 300'000, 180'000, 0, Words(french()));
    REQUIRE(said);
    CHECK(said->text == "Décision de l'arbitre : le temps des Blancs est réduit de 2 minutes, à 3 minutes.");
    CHECK(time_ruling(Side::White, 3'600'000, 3'660'000, 0, Words(english))->text ==
          "Arbiter's ruling: White's time is increased by 1 minute, to 1 hour 1 minute.");
    CHECK(time_ruling(Side::Black, 10'000, 0, 0, Words(french()))->text ==
          "Décision de l'arbitre : le temps des Noirs est réduit de 10 secondes, à zéro.");
    CHECK(time_ruling(Side::White, 9'000, 69'000, 0, Words(english))->text ==
          "Arbiter's ruling: White's time is increased by 1 minute, to 1 minute 9 seconds.");
    CHECK_FALSE(time_ruling(Side::White, 60'000, 60'000, 0, Words(english))); // nothing changed
    CHECK_FALSE(time_ruling(Side::White, -5, 0, 0, Words(english)));          // both are no time
    CHECK(topic_name(Topic::Ruling) == std::string("ruling"));
}
