#pragma once

// hall-sim at any size. Every simulated board is its own MQTT client (libmosquitto,
// with its own network thread) and keeps its journal open: four descriptors a board (the broker's
// socket, the client's wake-up socket pair, the journal). libmosquitto's network thread waits with
// select(), and on POSIX it gives up on a descriptor of FD_SETSIZE (1024) or more: its thread ends
// and the board publishes nothing. So one process runs at most `boards_per_process` boards, and
// hall-sim spreads more boards over processes of its own (Linux), each a `hall-sim` of a range of
// boards, whose outputs it prints in order. The plan is pure; run_spread starts the processes.

#include <optional>
#include <string>
#include <vector>

namespace pendule::cli {

// The descriptors one board holds, and those a process keeps for itself (standard streams, the
// library's own).
inline constexpr long long descriptors_per_board = 4;
inline constexpr long long descriptors_reserved = 64;

// How many boards one process can serve: every descriptor below `select_limit` (FD_SETSIZE on
// POSIX; none on Windows, where select() is not limited by a descriptor's value) and within
// `open_limit` (the hard RLIMIT_NOFILE; none: unlimited). 0: not even one.
long long boards_per_process(std::optional<long long> select_limit, std::optional<long long> open_limit);

struct BoardRange {
    long long first = 1; // the first board's number
    long long count = 0;
};

// `boards` boards from `first` on, in ranges of at most `per_process` (> 0), as even as possible.
std::vector<BoardRange> spread_boards(long long first, long long boards, long long per_process);

// This system's limits for boards_per_process (FD_SETSIZE, the hard RLIMIT_NOFILE).
std::optional<long long> select_descriptor_limit();
std::optional<long long> open_descriptor_limit();

// Lets this process open `descriptors` descriptors (the soft RLIMIT_NOFILE raised towards the hard
// one) and run `threads` threads (RLIMIT_NPROC likewise); an error in words when a hard limit is
// too low.
std::optional<std::string> raise_limits(long long descriptors, long long threads);

// Whether this system can start processes of hall-sim (Linux: /proc/self/exe).
bool can_spread();

// Runs one `pendule-cli hall-sim <words> --first-board F --boards N` per range, at once, and
// waits for them; their standard output is printed to `out` range by range, their standard error
// goes straight to ours. Stopping this process (SIGTERM, SIGKILL) stops them too. The exit status:
// 2 if a process said 2 (or could not be started), 1 if one said 1, else 0.
int run_spread(const std::vector<std::string>& words, const std::vector<BoardRange>& ranges, std::string& out,
               std::string& err);

} // namespace pendule::cli
