#pragma once

// What the talking clock says (FIDE Laws, Appendix D for visually disabled players: D.2.6.1, a
// clock that can "announce the time and number of moves"). Everything spoken is built here by pure
// functions from the clock's state, in the words of a message catalogue, so that it is tested
// without sound and speaks every language that has a catalogue. The synthesiser only reads these
// texts aloud.

#include "core/clock/game_clock.hpp"
#include "i18n/catalogue.hpp"
#include "i18n/format.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::speech {

// The words of one language, looked up by their English (xgettext finds the calls tr and trn).
class Words {
  public:
    explicit Words(const i18n::Catalogue& catalogue) : catalogue_(catalogue) {}
    std::string tr(std::string_view msgid, const std::vector<i18n::Arg>& args = {}) const;
    std::string trn(std::string_view one, std::string_view many, std::uint64_t n) const;

  private:
    const i18n::Catalogue& catalogue_;
};

// A remaining time as a person says it, never as a time of day ("5 o'clock"): "1 hour 12 minutes",
// "8 minutes 5 seconds", "45 seconds", "no time left". The clock's display is rounded up to the
// second, and so is what it says. Seconds are said only under `seconds_below` (10 minutes by
// default): above it they change too fast to be worth hearing.
std::string spoken_duration(clock::Millis ms, const Words& words, clock::Millis seconds_below = 600'000);

// What the player hears on request (D.2.10.4: only when the player asks): "Move 34. Your time:
// 1 hour 12 minutes. Opponent: 8 minutes 5 seconds. Your move."
std::string on_request(const clock::ClockState& state, clock::Side player, const Words& words);

// One thing said at a moment of the game, to one player (or to both).
struct Announcement {
    clock::TimePoint at = 0;
    std::optional<clock::Side> to; // nothing: to both players
    std::string text;
};

// The announcements a player chose (each off unless chosen; all off by default, FIDE C.02 3.1.5).
struct Choices {
    std::vector<clock::Millis> thresholds; // say the time when it falls to each of these
    bool flag = false;                     // say which flag fell (first)
};

// What is announced between `from` and `to` on `game` (a copy; its state is read, not changed):
// each threshold the running side's time falls to, at the exact millisecond, and a flag fall.
std::vector<Announcement> announcements_between(const clock::GameClock& game, clock::TimePoint from,
                                                clock::TimePoint to, const Choices& choices,
                                                const Words& words);

} // namespace pendule::speech
