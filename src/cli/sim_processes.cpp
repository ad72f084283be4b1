#include "cli/sim_processes.hpp"

#include "io/os/processes.hpp"
#include "io/os/socket_wait.hpp"

#include <algorithm>

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

std::optional<long long> select_descriptor_limit() {
    if (const auto limit = io::select_descriptor_limit())
        return *limit;
    return std::nullopt;
}

std::optional<long long> open_descriptor_limit() {
    return io::open_descriptor_limit();
}

std::optional<std::string> raise_limits(long long descriptors, long long threads) {
    return io::raise_limits(descriptors, threads);
}

bool can_spread() {
    return io::can_start_copies();
}

int run_spread(const std::vector<std::string>& words, const std::vector<BoardRange>& ranges, std::string& out,
               std::string& err) {
    std::vector<std::vector<std::string>> arguments;
    for (const BoardRange& range : ranges) {
        std::vector<std::string> argv = {"pendule-cli", "hall-sim"};
        argv.insert(argv.end(), words.begin(), words.end());
        argv.insert(argv.end(),
                    {"--first-board", std::to_string(range.first), "--boards", std::to_string(range.count)});
        arguments.push_back(std::move(argv));
    }
    std::vector<io::CopyResult> results;
    int status = 0;
    if (auto problem = io::run_copies(arguments, results)) {
        err += *problem + '\n';
        status = 2;
    }
    for (std::size_t i = 0; i < results.size(); ++i) {
        const io::CopyResult& result = results[i];
        if (result.signal)
            err += "the process of boards from " + std::to_string(ranges[i].first) + " stopped on signal " +
                   std::to_string(*result.signal) + '\n';
        status = std::max(status, result.exit_code == 0 ? 0 : result.exit_code == 1 ? 1 : 2);
        out += result.output;
    }
    return status;
}

} // namespace pendule::cli
