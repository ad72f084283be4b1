#pragma once

#include <string_view>

namespace pendule {

// The program's version, as printed by --version and written into journals and exports.
std::string_view version();

} // namespace pendule
