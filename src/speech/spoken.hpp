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

// How the clock shows a time: in tenths of a second under `tenths_below` ("0:09.5"), rounded up
// to the tenth; in whole seconds from it on ("0:00:10", "0:30:39"), rounded up to the second. The
// window's tenths_below_seconds, 10 s by default; 0: whole seconds always.
constexpr clock::Millis default_tenths_below = 10'000;

// A remaining time as a person says it, never as a time of day ("5 o'clock"): "1 hour 12 minutes",
// "8 minutes 5 seconds", "45 seconds", "no time left". Never more time than the clock shows: what
// is said is the display (above) cut to the unit said, so 30:39 is "30 minutes" and 0:09.5 is "9
// seconds"; "less than a second" under 0:01.0. Seconds are said only under `seconds_below` (10
// minutes by default): above it they change too fast to be worth hearing.
std::string spoken_duration(clock::Millis ms, const Words& words, clock::Millis seconds_below = 600'000,
                            clock::Millis tenths_below = default_tenths_below);

// What the player hears on request (D.2.10.4: only when the player asks): "Move 34. Your time:
// 1 hour 12 minutes. Opponent: 8 minutes 5 seconds. Your move."
// The times as a clock showing tenths under `tenths_below` shows them.
std::string on_request(const clock::ClockState& state, clock::Side player, const Words& words,
                       clock::Millis tenths_below = default_tenths_below);

// What an announcement is about (names the WAV files of pendule-cli announce --wav).
enum class Topic { Threshold, Flag, Request, Control, Ruling };
const char* topic_name(Topic topic); // "threshold", "flag", "request", "control", "ruling"

// One thing said at a moment of the game, to one player (or to both).
struct Announcement {
    clock::TimePoint at = 0;
    std::optional<clock::Side> to; // nothing: to both players
    std::string text;
    Topic topic = Topic::Threshold;
};

// The announcements a player chose (each off unless chosen; all off by default, FIDE C.02 3.1.5).
struct Choices {
    std::vector<clock::Millis> thresholds; // say the time when it falls to each of these
    bool flag = false;                     // say which flag fell (first)
    bool control = false;                  // say a time control passed and the time added
    bool rulings = false;                  // say an arbiter's change of a player's time
};

// What is announced between `from` and `to` on `game` (a copy; its state is read, not changed):
// each threshold the running side's time falls to, at the exact millisecond, and a flag fall.
std::vector<Announcement> announcements_between(const clock::GameClock& game, clock::TimePoint from,
                                                clock::TimePoint to, const Choices& choices,
                                                const Words& words);

// A press that passed a time control (Laws 6.3.1: the next period's time is added), said to the
// player who pressed: "Time control passed. 30 minutes added." `before` and `after` are the
// clock's states just before and just after `side`'s press. Nothing when no period began, or when
// the new period adds no time (byo-yomi and Canadian overtime are entered at zero, not by a press).
std::optional<Announcement> time_control_passed(const clock::ClockState& before,
                                                const clock::ClockState& after, clock::Side side,
                                                const clock::TimeControl& control, const Words& words);

// An arbiter's ruling that changed a player's time (Laws 6.10.2, penalties of 7.5 and 12.9), said
// to both players: "Arbiter's ruling: White's time is increased by 2 minutes, to 7 minutes 30
// seconds." Nothing when the time did not change. The new time as the clock shows it (tenths under
// `tenths_below`), the change exactly, to the second.
std::optional<Announcement> time_ruling(clock::Side side, clock::Millis before, clock::Millis after,
                                        clock::TimePoint at, const Words& words,
                                        clock::Millis tenths_below = default_tenths_below);

} // namespace pendule::speech
