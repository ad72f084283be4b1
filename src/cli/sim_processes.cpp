#include "cli/sim_processes.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifndef _WIN32
#include <csignal>
#include <poll.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>
#endif
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace pendule::cli {

long long boards_per_process(std::optional<long long> select_limit, std::optional<long long> open_limit) {
    long long boards = 1'000'000;
    for (const auto& limit : {select_limit, open_limit})
        if (limit)
            boards = std::min(boards, (*limit - descriptors_reserved) / descriptors_per_board);
    return std::max(boards, 0LL);
}

std::vector<BoardRange> spread_boards(long long first, long long boards, long long per_process) {
    std::vector<BoardRange> ranges;
    if (boards <= 0 || per_process <= 0)
        return ranges;
    const long long processes = (boards + per_process - 1) / per_process;
    for (long long i = 0; i < processes; ++i) {
        // The first `boards % processes` ranges take one board more.
        const long long count = boards / processes + (i < boards % processes ? 1 : 0);
        ranges.push_back({first, count});
        first += count;
    }
    return ranges;
}

#ifdef _WIN32

std::optional<long long> select_descriptor_limit() {
    return std::nullopt; // Windows' select() counts sockets, it does not compare their values
}

std::optional<long long> open_descriptor_limit() {
    return std::nullopt;
}

std::optional<std::string> raise_limits(long long, long long) {
    return std::nullopt;
}

bool can_spread() {
    return false;
}

int run_spread(const std::vector<std::string>&, const std::vector<BoardRange>&, std::string&,
               std::string& err) {
    err += "this system cannot start processes of hall-sim\n";
    return 2;
}

#else

std::optional<long long> select_descriptor_limit() {
    return FD_SETSIZE;
}

std::optional<long long> open_descriptor_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_max == RLIM_INFINITY)
        return std::nullopt;
    return static_cast<long long>(limit.rlim_max);
}

namespace {

// The soft limit `resource` raised to `wanted` when it is lower; an error when the hard one is.
std::optional<std::string> raise_limit(int resource, long long wanted, const char* what) {
    rlimit limit{};
    if (getrlimit(resource, &limit) != 0)
        return std::nullopt; // unknown: nothing to raise
    const auto want = static_cast<rlim_t>(wanted);
    if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur >= want)
        return std::nullopt;
    if (limit.rlim_cur == RLIM_INFINITY)
        return std::nullopt;
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < want)
        return std::string("this needs ") + std::to_string(wanted) + ' ' + what + " but the hard limit is " +
               std::to_string(static_cast<long long>(limit.rlim_max));
    limit.rlim_cur = want;
    if (setrlimit(resource, &limit) != 0)
        return std::string("cannot raise the limit of ") + what + " to " + std::to_string(wanted) + ": " +
               std::strerror(errno);
    return std::nullopt;
}

} // namespace

std::optional<std::string> raise_limits(long long descriptors, long long threads) {
    if (auto problem = raise_limit(RLIMIT_NOFILE, descriptors, "open descriptors (ulimit -n)"))
        return problem;
#ifdef RLIMIT_NPROC
    // RLIMIT_NPROC counts the user's threads in every process: only a limit far too low is refused.
    rlimit limit{};
    if (getrlimit(RLIMIT_NPROC, &limit) == 0 && limit.rlim_max != RLIM_INFINITY &&
        static_cast<long long>(limit.rlim_max) < threads)
        return "this needs " + std::to_string(threads) +
               " threads but the hard limit of processes and threads " + "(ulimit -Hu) is " +
               std::to_string(static_cast<long long>(limit.rlim_max));
    if (getrlimit(RLIMIT_NPROC, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
        static_cast<long long>(limit.rlim_cur) < threads) {
        limit.rlim_cur = std::min<rlim_t>(limit.rlim_max, static_cast<rlim_t>(threads) * 2);
        (void)setrlimit(RLIMIT_NPROC, &limit);
    }
#else
    (void)threads;
#endif
    return std::nullopt;
}

bool can_spread() {
#ifdef __linux__
    return access("/proc/self/exe", X_OK) == 0;
#else
    return false;
#endif
}

namespace {

// A process of hall-sim started for a range of boards.
struct Child {
    pid_t pid = -1;
    int output = -1; // the read end of its standard output
    std::string text;
};

// One process for each range, started with `words` and its range's boards; 2 and the reason in `err`
// when one cannot be, after which none runs.
int start_children(const std::vector<std::string>& words, const std::vector<BoardRange>& ranges,
                   std::vector<Child>& children, std::string& err) {
    const pid_t parent = getpid();
    int status = 0;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        std::vector<std::string> argv_text = {"pendule-cli", "hall-sim"};
        argv_text.insert(argv_text.end(), words.begin(), words.end());
        argv_text.insert(argv_text.end(), {"--first-board", std::to_string(ranges[i].first), "--boards",
                                           std::to_string(ranges[i].count)});
        std::vector<char*> argv;
        for (std::string& word : argv_text)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        int pipe_ends[2];
        if (pipe(pipe_ends) != 0) {
            err += std::string("cannot make a pipe: ") + std::strerror(errno) + '\n';
            status = 2;
            break;
        }
        const pid_t pid = fork();
        if (pid == 0) {
#ifdef __linux__
            prctl(PR_SET_PDEATHSIG, SIGTERM); // hall-sim stopped: its boards stop too
#endif
            if (getppid() != parent)
                _exit(2);
            dup2(pipe_ends[1], STDOUT_FILENO);
            close(pipe_ends[0]);
            close(pipe_ends[1]);
            for (const Child& earlier : children)
                if (earlier.output >= 0)
                    close(earlier.output);
            execv("/proc/self/exe", argv.data());
            _exit(2);
        }
        close(pipe_ends[1]);
        if (pid < 0) {
            close(pipe_ends[0]);
            err += std::string("cannot start a process: ") + std::strerror(errno) + '\n';
            status = 2;
            break;
        }
        children[i].pid = pid;
        children[i].output = pipe_ends[0];
    }
    if (status != 0) // not every range could start: none runs
        for (const Child& child : children)
            if (child.pid > 0)
                kill(child.pid, SIGTERM);
    return status;
}

// Every output read until it ends (a full pipe would stop its process).
void read_outputs(std::vector<Child>& children) {
    while (true) {
        std::vector<pollfd> waiting;
        for (const Child& child : children)
            if (child.output >= 0)
                waiting.push_back({child.output, POLLIN, 0});
        if (waiting.empty())
            break;
        if (poll(waiting.data(), waiting.size(), -1) < 0 && errno != EINTR)
            break;
        for (Child& child : children) {
            if (child.output < 0)
                continue;
            const auto it = std::find_if(waiting.begin(), waiting.end(),
                                         [&](const pollfd& p) { return p.fd == child.output; });
            if (it == waiting.end() || it->revents == 0)
                continue;
            char buffer[4096];
            const ssize_t got = read(child.output, buffer, sizeof buffer);
            if (got > 0) {
                child.text.append(buffer, static_cast<std::size_t>(got));
            } else if (got == 0 || errno != EINTR) {
                close(child.output);
                child.output = -1;
            }
        }
    }
}

// Each process waited for, its output appended to `out` in order; the worst exit status of all.
int wait_children(const std::vector<BoardRange>& ranges, std::vector<Child>& children, int status,
                  std::string& out, std::string& err) {
    for (Child& child : children) {
        if (child.pid <= 0)
            continue;
        int child_status = 0;
        while (waitpid(child.pid, &child_status, 0) < 0 && errno == EINTR) {
        }
        const int code = WIFEXITED(child_status) ? WEXITSTATUS(child_status) : 2;
        if (code != 0 && !WIFEXITED(child_status))
            err += "the process of boards from " +
                   std::to_string(ranges[static_cast<std::size_t>(&child - children.data())].first) +
                   " stopped on signal " +
                   std::to_string(WIFSIGNALED(child_status) ? WTERMSIG(child_status) : 0) + '\n';
        status = std::max(status, code == 0 ? 0 : code == 1 ? 1 : 2);
        out += child.text;
    }
    return status;
}

} // namespace

int run_spread(const std::vector<std::string>& words, const std::vector<BoardRange>& ranges, std::string& out,
               std::string& err) {
    std::vector<Child> children(ranges.size());
    const int status = start_children(words, ranges, children, err);
    read_outputs(children);
    return wait_children(ranges, children, status, out, err);
}

#endif

} // namespace pendule::cli
