#pragma once

#include "app/clock/model/session.hpp"
#include "app/clock/view/view.hpp"

#include <limits>
#include <string>

namespace pendule::app {

// Builds what the window shows at `now`. Pure: the same session and time give the same view, and
// every value is quantised to what is displayed (whole seconds, or tenths below the threshold), so
// the view changes only when the picture does and the loop redraws only then.
ScreenView make_view(const Session& session, const UiState& ui, TimePoint now);

// The first instant after `now` at which make_view may give another view if nothing else happens
// (no input, no command, nothing from the e-board, the hall or an analysis): the running clock's
// next second (or tenth) shown, its delay's next second, a fact of it that changes (low time, Laws
// 8.4, its flag), the open panel's next second before it locks. Never earlier than now + 1. The
// loop sleeps until then, so what the screen shows changes on time and is drawn only then.
// `never_changes` when nothing shown changes with time (a paused or finished game, the setup screen).
constexpr TimePoint never_changes = std::numeric_limits<TimePoint>::max();
TimePoint next_view_change(const Session& session, const UiState& ui, TimePoint now);

// The digital readout: H:MM:SS rounded up to the second, or M:SS.t rounded up to the tenth below
// `tenths_below` ms; "0:00:00" only when no time is left.
std::string format_readout(Millis ms, Millis tenths_below);

// The dial for a displayed time: hands, and the flag that rises over the last three minutes and
// falls at zero.
DialView make_dial(Millis shown_ms, bool flag_fallen);

} // namespace pendule::app
