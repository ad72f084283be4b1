#include "core/version.hpp"

namespace pendule {

std::string_view version() {
    return PENDULE_VERSION;
}

} // namespace pendule
