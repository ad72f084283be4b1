#pragma once

// A command of pendule-cli run in-process (run_validate, run_perft...): its exit status and what it
// wrote on each stream.

#include <sstream>
#include <string>
#include <vector>

struct CliOutput {
    int code = 0;
    std::string out, err;
};

template <class Command> CliOutput run_cli(Command command, const std::vector<std::string>& args) {
    std::ostringstream out, err;
    CliOutput result;
    result.code = command(args, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}
