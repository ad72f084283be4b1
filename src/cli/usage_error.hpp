#pragma once

#include <iosfwd>
#include <string_view>

namespace pendule::cli {

// Bad usage or unreadable input (exit code 2, commands.hpp), said in the one form every subcommand
// uses: "pendule-cli COMMAND: MESSAGE" on a line of its own in `err` ("pendule-cli: MESSAGE" when
// `command` is empty: the program itself). Returns 2, so that a subcommand ends with
// `return usage_error(err, "perft", "expected one DEPTH");`.
int usage_error(std::ostream& err, std::string_view command, std::string_view message);

} // namespace pendule::cli
