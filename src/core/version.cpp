#include "core/version.hpp"

namespace pendule {

std::string_view version() {
    return "0.1.0";
}

} // namespace pendule
