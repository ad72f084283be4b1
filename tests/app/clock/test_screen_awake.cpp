// When the screen is kept awake: through a game, running or paused; not after the result;
// on the setup screen for a minute after the last input only.
#include "app/clock/model/screen_awake.hpp"

#include <catch2/catch.hpp>

using namespace pendule::app;

TEST_CASE("screen awake: held through a game, released at the result and a minute into the setup screen",
          "[app][awake]") {
    AwakeWatch watch;
    // Nothing yet (no window opened): not held.
    CHECK_FALSE(watch.wanted(Phase::setup, 0));
    watch.on_input(1'000); // the window opens
    CHECK(watch.wanted(Phase::setup, 1'000));
    CHECK(watch.wanted(Phase::setup, 60'999));
    CHECK_FALSE(watch.wanted(Phase::setup, 61'000)); // a minute without input on the setup screen
    watch.on_input(70'000);                          // a key: awake again for a minute
    CHECK(watch.wanted(Phase::setup, 129'999));
    CHECK_FALSE(watch.wanted(Phase::setup, 130'000));
    // A game: awake however long nobody touches a key (half an hour of thought, hours).
    CHECK(watch.wanted(Phase::playing, 130'000));
    CHECK(watch.wanted(Phase::playing, 70'000 + 10 * 3'600'000));
    // The result: released at once, even right after a key.
    watch.on_input(200'000);
    CHECK_FALSE(watch.wanted(Phase::finished, 200'000));
}
