#pragma once

#include <string>

namespace pendule::io {

// The nlohmann/json version the io layer was built with (shown by `pendule-cli --version`).
std::string json_library_version();

} // namespace pendule::io
