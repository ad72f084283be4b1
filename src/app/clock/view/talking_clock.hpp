#pragma once

// The talking clock in the window (FIDE Appendix D): what is said to each seat, and
// when, from the game clock and the talking clock's settings. Pure: no sound and no thread; the
// platform hands the lines to its voice (app/clock/platform/voice_player.hpp) and traces them. Each seat
// hears its own lines in its own language on its own ear; a line for both players is said to
// each seat in that seat's language.

#include "app/clock/view/view.hpp"
#include "app/common/model/side.hpp"
#include "app/common/model/speech_settings.hpp"
#include "core/clock/game_clock.hpp"
#include "i18n/catalogue.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

// The moments of a game said to both seats: the start, a pause and its end (Laws 6.11), the end.
enum class Moment { started, paused, restarted, white_wins, black_wins, draw };

// One line to say to one seat.
struct SpokenLine {
    Side seat = Side::left;
    std::string text;
    std::string lang; // "en", "fr"
    Ear ear = Ear::both;
    bool request = false; // an answer to the seat's request (a newer one replaces it while waiting)
    bool to_both = false; // one line for both seats (the setup screen, before anyone sits)
};

class TalkingClock {
  public:
    // The catalogue of a language code ("en" may be an empty catalogue), kept alive by the caller.
    using CatalogueOf = std::function<const i18n::Catalogue&(const std::string& code)>;

    // `window_lang`: the language of a seat that has none of its own.
    TalkingClock(SpeechSettings settings, std::string window_lang, CatalogueOf catalogue_of);

    bool is_on() const { return settings_.on; }

    // The answer to `seat`'s request (D.2.10.4): the move, both times, whose move it is.
    SpokenLine request(Side seat, Colour colour, const clock::ClockState& state) const;

    // What the clock says on its own since the last call, up to `now`: each seat's thresholds on its
    // own time, and the first flag's fall (to both seats, if chosen). Call it often (each loop) and
    // just before a change is applied to the clock, so that no interval spans a change.
    std::vector<SpokenLine> follow(const clock::GameClock& game, clock::TimePoint now, Colour left_colour);
    // When follow() has the next threshold to say if the clock goes on as it is (the running time
    // falling to one of its seat's thresholds), or nothing: a loop that sleeps wakes then.
    std::optional<clock::TimePoint> next_due(const clock::GameClock& game, clock::TimePoint now,
                                             Colour left_colour) const;

    // A change applied at one instant: `before` and `after` are the clock's states then. A player's
    // press that passed a time control (if chosen) and, `by_arbiter`, a changed time (if chosen).
    std::vector<SpokenLine> changed(const clock::ClockState& before, const clock::ClockState& after,
                                    const clock::TimeControl& control, Colour left_colour,
                                    bool by_arbiter) const;

    // A moment of the game, to each seat in its language.
    std::vector<SpokenLine> moment(Moment moment) const;

    // The result with its reason, to each seat in its language: "Game over: Black wins. White
    // resigns." `score` "1-0", "0-1" or "1/2-1/2"; `reason` in English and `shown` in the window's
    // language (a seat in another language hears the English reason looked up in its catalogue, or
    // the English itself when the catalogue has no such sentence).
    std::vector<SpokenLine> result(const std::string& score, const std::string& reason,
                                   const std::string& shown) const;

    // The setup screen read aloud as the focus moves (or the focused field's value changes, a preset
    // or a side chosen with the arrows): "Preset: FIDE rapid ...", in the window's language (the
    // labels' own), on both ears. Nothing when nothing the player is on has changed.
    // As the screen opens (`before` has no fields), the screen announced instead: "Pendule: New game.
    // Preset: 5m. Tab moves from field to field; Space starts the clock." (setup_opening).
    std::optional<SpokenLine> setup_reading(const PregameView& before, const PregameView& after) const;
    // The setup screen announced as it opens, for a player who cannot see it: its title, the field
    // the keyboard is on (none yet: the preset), a warning it shows (an audio device not found),
    // and how to go on.
    SpokenLine setup_opening(const PregameView& view) const;

    // The arbiter panel read aloud (for a visually disabled arbiter), in the window's language on both
    // ears: as it opens or shows another screen, its heading and then, on the menu, its keys that
    // may be used ("P: Pause / resume. T: ..."; back from a form with an outcome, the outcome
    // instead), on a form its focused field; then the focus moving
    // and a choice changing as on the setup screen, and each new message (an outcome, a refusal).
    // The PIN prompt is read like any form: its field by its length only, never its characters.
    std::optional<SpokenLine> panel_reading(const PanelView& before, const PanelView& after) const;

  private:
    std::string lang_of(Side seat) const;
    // `said` to `seat` (in its language already) or to both seats in each one's language.
    void add(std::vector<SpokenLine>& out, Side seat, std::string text) const;

    SpeechSettings settings_;
    std::string window_lang_;
    CatalogueOf catalogue_of_;
    std::optional<clock::TimePoint> last_; // the end of the last follow()
};

} // namespace pendule::app
