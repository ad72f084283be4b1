// usage_error: the one form of a subcommand's exit-2 message.

#include "cli/usage_error.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>

using pendule::cli::usage_error;

TEST_CASE("usage_error says 'pendule-cli COMMAND: MESSAGE' on one line and returns 2", "[cli][usage]") {
    std::ostringstream err;
    CHECK(usage_error(err, "perft", "expected one DEPTH (see pendule-cli perft --help)") == 2);
    CHECK(err.str() == "pendule-cli perft: expected one DEPTH (see pendule-cli perft --help)\n");

    std::ostringstream more;
    const std::string built = "--boards " + std::to_string(3) + ": no room";
    CHECK(usage_error(more, "hall-sim", built) == 2);
    CHECK(usage_error(more, "round-open", "") == 2);
    CHECK(more.str() == "pendule-cli hall-sim: --boards 3: no room\npendule-cli round-open: \n");
}

TEST_CASE("usage_error without a command speaks for the program itself", "[cli][usage]") {
    std::ostringstream err;
    CHECK(usage_error(err, "", "unknown command 'perf' (see pendule-cli --help)") == 2);
    CHECK(err.str() == "pendule-cli: unknown command 'perf' (see pendule-cli --help)\n");
}
