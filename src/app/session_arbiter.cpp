#include "app/session.hpp"

namespace pendule::app {

// Laws 7.5.5: needs the arbiter core's penalty table (branch `arbiter`), merged later.
Applied Session::illegal_move(Colour, TimePoint) {
    return {false, "illegal-move penalties need the arbiter core, not in this build"};
}

} // namespace pendule::app
