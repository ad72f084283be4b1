// io/os/processes.hpp on POSIX: getrlimit and setrlimit; fork and execv of /proc/self/exe (Linux),
// pipes read with poll(), waitpid.
#include "io/os/processes.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace pendule::io {

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
    // The messages are built by appending: GCC 12 at -O2 warns falsely (array-bounds) on a chain
    // of operator+ starting from a temporary string.
    std::string message;
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < want) {
        message.append("this needs ").append(std::to_string(wanted)).append(" ").append(what);
        message.append(" but the hard limit is ")
            .append(std::to_string(static_cast<long long>(limit.rlim_max)));
        return message;
    }
    limit.rlim_cur = want;
    if (setrlimit(resource, &limit) != 0) {
        message.append("cannot raise the limit of ")
            .append(what)
            .append(" to ")
            .append(std::to_string(wanted));
        message.append(": ").append(std::strerror(errno));
        return message;
    }
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

bool can_start_copies() {
#ifdef __linux__
    return access("/proc/self/exe", X_OK) == 0;
#else
    return false;
#endif
}

namespace {

// A copy started: its process and the read end of its standard output.
struct Child {
    pid_t pid = -1;
    int output = -1;
};

// One process for each argument list; the reason when one cannot be started, after which none runs.
std::optional<std::string> start_children(const std::vector<std::vector<std::string>>& arguments,
                                          std::vector<Child>& children) {
    const pid_t parent = getpid();
    std::optional<std::string> problem;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        std::vector<std::string> argv_text = arguments[i];
        std::vector<char*> argv;
        for (std::string& word : argv_text)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        int pipe_ends[2];
        if (pipe(pipe_ends) != 0) {
            problem = std::string("cannot make a pipe: ") + std::strerror(errno);
            break;
        }
        const pid_t pid = fork();
        if (pid == 0) {
#ifdef __linux__
            prctl(PR_SET_PDEATHSIG, SIGTERM); // the parent stopped: its copies stop too
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
            problem = std::string("cannot start a process: ") + std::strerror(errno);
            break;
        }
        children[i].pid = pid;
        children[i].output = pipe_ends[0];
    }
    if (problem) // not every copy could start: none runs
        for (const Child& child : children)
            if (child.pid > 0)
                kill(child.pid, SIGTERM);
    return problem;
}

// Every output read until it ends (a full pipe would stop its process).
void read_outputs(std::vector<Child>& children, std::vector<CopyResult>& results) {
    while (true) {
        std::vector<pollfd> waiting;
        for (const Child& child : children)
            if (child.output >= 0)
                waiting.push_back({child.output, POLLIN, 0});
        if (waiting.empty())
            break;
        if (poll(waiting.data(), waiting.size(), -1) < 0 && errno != EINTR)
            break;
        for (std::size_t i = 0; i < children.size(); ++i) {
            Child& child = children[i];
            if (child.output < 0)
                continue;
            const auto it = std::find_if(waiting.begin(), waiting.end(),
                                         [&](const pollfd& p) { return p.fd == child.output; });
            if (it == waiting.end() || it->revents == 0)
                continue;
            char buffer[4096];
            const ssize_t got = read(child.output, buffer, sizeof buffer);
            if (got > 0) {
                results[i].output.append(buffer, static_cast<std::size_t>(got));
            } else if (got == 0 || errno != EINTR) {
                close(child.output);
                child.output = -1;
            }
        }
    }
}

} // namespace

std::optional<std::string> run_copies(const std::vector<std::vector<std::string>>& arguments,
                                      std::vector<CopyResult>& results) {
    std::vector<Child> children(arguments.size());
    results.assign(arguments.size(), CopyResult{});
    const auto problem = start_children(arguments, children);
    read_outputs(children, results);
    for (std::size_t i = 0; i < children.size(); ++i) {
        if (children[i].pid <= 0) {
            results[i].exit_code = 2;
            continue;
        }
        int status = 0;
        while (waitpid(children[i].pid, &status, 0) < 0 && errno == EINTR) {
        }
        if (WIFEXITED(status)) {
            results[i].exit_code = WEXITSTATUS(status);
        } else {
            results[i].exit_code = 2;
            results[i].signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        }
    }
    return problem;
}

} // namespace pendule::io
