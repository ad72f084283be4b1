#include "io/os/wall_clock.hpp"

#include <chrono>

namespace pendule::io {

std::int64_t wall_now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace pendule::io
