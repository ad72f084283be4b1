#pragma once

// Copies of the running program started as processes of its own, and the limits a process works
// within, with an implementation per system (io/os/posix/processes.cpp,
// io/os/windows/processes.cpp), chosen by the build.

#include <optional>
#include <string>
#include <vector>

namespace pendule::io {

// The hard limit of open descriptors (RLIMIT_NOFILE), or nothing when unlimited or unknown.
std::optional<long long> open_descriptor_limit();

// Lets this process open `descriptors` descriptors (the soft RLIMIT_NOFILE raised towards the hard
// one) and run `threads` threads (RLIMIT_NPROC likewise); an error in words when a hard limit is
// too low. Nothing to do where the system has no such limits.
std::optional<std::string> raise_limits(long long descriptors, long long threads);

// Whether this system can start copies of the running program (Linux: /proc/self/exe).
bool can_start_copies();

// What became of one copy: its exit code (0 to 255) or the signal that stopped it, and everything
// it wrote on its standard output.
struct CopyResult {
    int exit_code = 0;
    std::optional<int> signal;
    std::string output;
};

// Starts one copy of the running program per argument list (the program's name first), all at
// once, reads their standard outputs as they come (their standard error goes straight to ours) and
// waits for them all: their results in the order of `arguments`. When one cannot be started, none
// runs and the reason is returned. A copy stops when this process stops (SIGTERM, SIGKILL).
std::optional<std::string> run_copies(const std::vector<std::vector<std::string>>& arguments,
                                      std::vector<CopyResult>& results);

} // namespace pendule::io
