#include "app/clock/model/screen_awake.hpp"

namespace pendule::app {

bool AwakeWatch::wanted(Phase phase, TimePoint now) const {
    switch (phase) {
    case Phase::playing:
        return true;
    case Phase::finished:
        return false;
    case Phase::setup:
        break;
    }
    return last_input_ && now - *last_input_ < setup_awake_ms;
}

} // namespace pendule::app
