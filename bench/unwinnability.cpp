// pendule_bench_unwinnability: measures can_checkmate (Laws 5.2.2, 6.9) against classified
// positions. Each input line is `XY FEN` with XY in {WB, W-, -B, --}: which side(s) can still
// checkmate; lines starting with '#' and empty lines are skipped.
//
// usage: pendule_bench_unwinnability [--list-unknown] [--list-slower MS] [--any-material] [--cpu-time]
//                                    [--budget NODES] [--min-decided PERCENT] [--min-decided-sides N] FILE...
// Prints, per file and in total: positions, sides decided, correct, wrong, unknown, and the mean,
// median, 99th percentile and worst time per position (both sides). --list-slower prints every
// position that took at least MS milliseconds; --budget sets the node budget of each question
// (default kDefaultNodeBudget); --cpu-time times the process's CPU instead of the wall clock (the
// development machine is shared: at a load of 5 on 2 cores, wall times double). Exit status 1 when any
// verdict is wrong (or fewer sides are decided than asked), 2 when a file cannot be read or a line is
// malformed.
//
// The full runs over the shared sets live here, not in the test suite (they take minutes); the
// suite keeps a fixed sample (tests/core/arbiter/unwinnability/data).

#include "core/arbiter/mating_material.hpp"
#include "core/rules/position.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using pendule::arbiter::Verdict;
using pendule::rules::Color;

struct Options {
    bool list_unknown = false;
    bool any_material = false;
    bool cpu_time = false;              // time the process's CPU, not the wall clock
    std::int64_t list_slower_us = -1;   // list positions at least this slow; -1: none
    int min_decided_percent = 0;        // fail (exit 1) when fewer sides are decided
    std::int64_t min_decided_sides = 0; // the same as a count of sides
    std::uint64_t node_budget = pendule::arbiter::kDefaultNodeBudget; // per question
    std::vector<std::string> files;
};

struct Timing {
    std::int64_t us = 0;
    std::string fen;
};

struct Tally {
    std::int64_t refused = 0; // FENs the rules core does not accept
    std::int64_t correct = 0;
    std::int64_t wrong = 0;
    std::int64_t unknown = 0;
    std::vector<Timing> times; // one per judged position

    void add(const Tally& other) {
        refused += other.refused;
        correct += other.correct;
        wrong += other.wrong;
        unknown += other.unknown;
        times.insert(times.end(), other.times.begin(), other.times.end());
    }
};

// The time below which `percent` of the positions fall (nearest rank).
std::int64_t percentile(const std::vector<std::int64_t>& sorted, int percent) {
    if (sorted.empty())
        return 0;
    const std::size_t rank = (sorted.size() * static_cast<std::size_t>(percent) + 99) / 100;
    return sorted[std::max<std::size_t>(rank, 1) - 1];
}

void print(const std::string& name, const Tally& t) {
    const auto positions = static_cast<std::int64_t>(t.times.size());
    const std::int64_t sides = 2 * positions;
    const std::int64_t decided = t.correct + t.wrong;
    std::vector<std::int64_t> us;
    std::int64_t total = 0;
    const Timing* worst = nullptr;
    for (const Timing& timing : t.times) {
        us.push_back(timing.us);
        total += timing.us;
        if (worst == nullptr || timing.us > worst->us)
            worst = &timing;
    }
    std::sort(us.begin(), us.end());
    std::cout << name << ": positions " << positions << ", sides " << sides << ", decided " << decided << " ("
              << (sides == 0 ? 0 : decided * 10000 / sides) / 100.0 << "%), correct " << t.correct
              << ", wrong " << t.wrong << ", unknown " << t.unknown << "; time total " << total / 1000
              << " ms, mean " << (positions == 0 ? 0 : total / positions) << " us/position, median "
              << percentile(us, 50) << " us, p99 " << percentile(us, 99) << " us, worst "
              << (worst ? worst->us : 0) << " us (" << (worst ? worst->fen : "") << ")\n";
}

// Judges both sides of one classified line, timing the two questions together.
void judge_line(const std::string& line, const pendule::rules::Position& position, const Options& options,
                Tally& tally) {
    const bool expected[2] = {line[0] == 'W', line[1] == 'B'};
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    const Verdict verdicts[2] = {
        pendule::arbiter::can_checkmate(position, Color::White, options.node_budget),
        pendule::arbiter::can_checkmate(position, Color::Black, options.node_budget)};
    const std::int64_t us =
        options.cpu_time
            ? static_cast<std::int64_t>(std::clock() - cpu_start) * 1000000 / CLOCKS_PER_SEC
            : std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start)
                  .count();
    tally.times.push_back({us, line.substr(3)});
    if (options.list_slower_us >= 0 && us >= options.list_slower_us)
        std::cout << "slow " << us << " us: " << line << "\n";
    for (int side = 0; side < 2; ++side) {
        const Verdict v = verdicts[side];
        const char* name = side == 0 ? "White" : "Black";
        if (v == Verdict::Unknown) {
            ++tally.unknown;
            if (options.list_unknown)
                std::cout << "unknown " << name << ": " << line << "\n";
        } else if ((v == Verdict::Yes) == expected[side]) {
            ++tally.correct;
        } else {
            ++tally.wrong;
            std::cout << "WRONG " << name << " " << pendule::arbiter::verdict_name(v) << ": " << line << " ("
                      << pendule::arbiter::mating_material_reason(
                             position, side == 0 ? Color::White : Color::Black, options.node_budget)
                      << ")\n";
        }
    }
}

bool well_formed(const std::string& line) {
    return line.size() >= 4 && line[2] == ' ' && (line[0] == 'W' || line[0] == '-') &&
           (line[1] == 'B' || line[1] == '-');
}

// Reads one file; returns false when it cannot be read or a line is malformed.
bool run_file(const std::string& path, const Options& options, Tally& tally) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << path << ": cannot be read\n";
        return false;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line[0] == '#')
            continue;
        if (!well_formed(line)) {
            std::cerr << path << ":" << number << ": expected `XY FEN` with XY in WB, W-, -B, --\n";
            return false;
        }
        auto parsed = pendule::rules::Position::from_fen(
            line.substr(3),
            options.any_material ? pendule::rules::FenMaterial::Any : pendule::rules::FenMaterial::Reachable);
        if (!parsed) {
            // Positions no game can reach (too many promoted pieces...) are refused by the rules
            // core: counted and listed, never judged.
            ++tally.refused;
            std::cout << "refused " << path << ":" << number << ": " << parsed.error().message << "\n";
            continue;
        }
        judge_line(line, *parsed, options, tally);
    }
    return true;
}

constexpr const char* kUsage =
    "usage: pendule_bench_unwinnability [--list-unknown] [--list-slower MS] [--any-material] [--cpu-time]\n"
    "                                   [--budget NODES] [--min-decided PERCENT] [--min-decided-sides N] "
    "FILE...\n";

// Returns false on a bad option.
bool parse(int argc, char** argv, Options& options) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--list-unknown")
            options.list_unknown = true;
        else if (arg == "--any-material")
            options.any_material = true;
        else if (arg == "--cpu-time")
            options.cpu_time = true;
        else if (arg == "--min-decided" && has_value)
            options.min_decided_percent = std::atoi(argv[++i]);
        else if (arg == "--min-decided-sides" && has_value)
            options.min_decided_sides = std::atoll(argv[++i]);
        else if (arg == "--budget" && has_value)
            options.node_budget = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--list-slower" && has_value)
            options.list_slower_us = std::atoll(argv[++i]) * 1000;
        else if (arg.starts_with("--"))
            return false;
        else
            options.files.push_back(arg);
    }
    return !options.files.empty();
}

} // namespace

int main(int argc, char** argv) {
    Options options;
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << kUsage;
        return 0;
    }
    if (!parse(argc, argv, options)) {
        std::cerr << kUsage;
        return 2;
    }
    Tally total;
    for (const std::string& path : options.files) {
        Tally tally;
        if (!run_file(path, options, tally))
            return 2;
        print(path, tally);
        total.add(tally);
    }
    if (options.files.size() > 1)
        print("total", total);
    const auto sides = 2 * static_cast<std::int64_t>(total.times.size());
    const std::int64_t decided = total.correct + total.wrong;
    if (decided * 100 < sides * options.min_decided_percent || decided < options.min_decided_sides) {
        std::cout << "FAIL: " << decided << " of " << sides << " sides decided, below "
                  << options.min_decided_percent << "% or " << options.min_decided_sides << " sides\n";
        return 1;
    }
    return total.wrong == 0 ? 0 : 1;
}
