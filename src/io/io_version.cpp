#include "io/io_version.hpp"

#include <nlohmann/json.hpp>

namespace pendule::io {

std::string json_library_version() {
    return std::to_string(NLOHMANN_JSON_VERSION_MAJOR) + "." + std::to_string(NLOHMANN_JSON_VERSION_MINOR) +
           "." + std::to_string(NLOHMANN_JSON_VERSION_PATCH);
}

} // namespace pendule::io
