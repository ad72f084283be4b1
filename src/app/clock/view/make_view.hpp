#pragma once

#include "app/clock/model/session.hpp"
#include "app/clock/view/view.hpp"

#include <string>

namespace pendule::app {

// Builds what the window shows at `now`. Pure: the same session and time give the same view, and
// every value is quantised to what is displayed (whole seconds, or tenths below the threshold), so
// the view changes only when the picture does and the loop redraws only then.
ScreenView make_view(const Session& session, const UiState& ui, TimePoint now);

// The digital readout: H:MM:SS rounded up to the second, or M:SS.t rounded up to the tenth below
// `tenths_below` ms; "0:00:00" only when no time is left.
std::string format_readout(Millis ms, Millis tenths_below);

// The dial for a displayed time: hands, and the flag that rises over the last three minutes and
// falls at zero.
DialView make_dial(Millis shown_ms, bool flag_fallen);

} // namespace pendule::app
