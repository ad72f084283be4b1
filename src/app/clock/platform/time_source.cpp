#include "app/clock/platform/time_source.hpp"

#include <chrono>

namespace pendule::app {

std::int64_t SteadyTimeSource::now_ms() const {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

std::int64_t SteadyTimeSource::now_us() const {
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace pendule::app
