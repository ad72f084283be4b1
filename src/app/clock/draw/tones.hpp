#pragma once

// The colours of a clock face's tone (view.hpp's FaceTone), from the palette: the running band
// unmistakable at 10 m, red kept for the flag, amber for low time.

#include "app/clock/view/view.hpp"
#include "app/common/draw/palette.hpp"

namespace pendule::app::palette {

inline sf::Color band_colour(FaceTone tone) {
    switch (tone) {
    case FaceTone::running:
        return band_running;
    case FaceTone::low_time:
        return band_low;
    case FaceTone::paused:
        return band_paused;
    case FaceTone::flagged:
        return band_flagged;
    case FaceTone::finished:
        return band_finished;
    case FaceTone::idle:
        break;
    }
    return band_idle;
}

inline sf::Color face_colour(FaceTone tone) {
    switch (tone) {
    case FaceTone::running:
    case FaceTone::low_time:
        return face_running;
    case FaceTone::flagged:
        return face_flagged;
    default:
        return face_idle;
    }
}

} // namespace pendule::app::palette
