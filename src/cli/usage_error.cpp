#include "cli/usage_error.hpp"

#include <ostream>

namespace pendule::cli {

int usage_error(std::ostream& err, std::string_view command, std::string_view message) {
    err << "pendule-cli";
    if (!command.empty())
        err << ' ' << command;
    err << ": " << message << '\n';
    return 2;
}

} // namespace pendule::cli
