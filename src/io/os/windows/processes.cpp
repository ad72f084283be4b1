// io/os/processes.hpp on Windows: no descriptor limits to raise, and no copies started (hall-sim
// serves every board from one process there: select() takes any socket).
#include "io/os/processes.hpp"

namespace pendule::io {

std::optional<long long> open_descriptor_limit() {
    return std::nullopt;
}

std::optional<std::string> raise_limits(long long, long long) {
    return std::nullopt;
}

bool can_start_copies() {
    return false;
}

std::optional<std::string> run_copies(const std::vector<std::vector<std::string>>&,
                                      std::vector<CopyResult>&) {
    return "this system cannot start copies of the program";
}

} // namespace pendule::io
