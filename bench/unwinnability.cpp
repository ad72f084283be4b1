// pendule_bench_unwinnability: measures can_checkmate (Laws 5.2.2, 6.9) against classified
// positions. Each input line is `XY FEN` with XY in {WB, W-, -B, --}: which side(s) can still
// checkmate; lines starting with '#' and empty lines are skipped.
//
// usage: pendule_bench_unwinnability [--list-unknown] [--any-material] [--min-decided PERCENT] FILE...
// Prints, per file and in total: positions, sides decided, correct, wrong, unknown, and the mean
// and maximum time per position (both sides). Exit status 1 when any verdict is wrong, 2 when a
// file cannot be read or a line is malformed.

#include "core/arbiter/mating_material.hpp"
#include "core/rules/position.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using pendule::arbiter::Verdict;
using pendule::rules::Color;

struct Tally {
    std::int64_t positions = 0;
    std::int64_t refused = 0; // FENs the rules core does not accept
    std::int64_t correct = 0;
    std::int64_t wrong = 0;
    std::int64_t unknown = 0;
    std::int64_t total_us = 0;
    std::int64_t max_us = 0;
    std::string slowest;

    void add(const Tally& other) {
        positions += other.positions;
        refused += other.refused;
        correct += other.correct;
        wrong += other.wrong;
        unknown += other.unknown;
        total_us += other.total_us;
        if (other.max_us > max_us) {
            max_us = other.max_us;
            slowest = other.slowest;
        }
    }
};

void print(const std::string& name, const Tally& t) {
    const std::int64_t sides = 2 * t.positions;
    const std::int64_t decided = t.correct + t.wrong;
    std::cout << name << ": positions " << t.positions << ", sides " << sides << ", decided " << decided
              << " (" << (sides == 0 ? 0 : decided * 10000 / sides) / 100.0 << "%), correct " << t.correct
              << ", wrong " << t.wrong << ", unknown " << t.unknown << ", mean "
              << (t.positions == 0 ? 0 : t.total_us / t.positions) << " us/position, max " << t.max_us
              << " us (" << t.slowest << ")\n";
}

// Reads one file; returns false when it cannot be read or a line is malformed.
bool run_file(const std::string& path, bool list_unknown, bool any_material, Tally& tally) {
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
        if (line.size() < 4 || line[2] != ' ' || (line[0] != 'W' && line[0] != '-') ||
            (line[1] != 'B' && line[1] != '-')) {
            std::cerr << path << ":" << number << ": expected `XY FEN` with XY in WB, W-, -B, --\n";
            return false;
        }
        const std::string fen = line.substr(3);
        auto parsed = pendule::rules::Position::from_fen(
            fen, any_material ? pendule::rules::FenMaterial::Any : pendule::rules::FenMaterial::Reachable);
        if (!parsed) {
            // Positions no game can reach (too many promoted pieces...) are refused by the rules
            // core: counted and listed, never judged.
            ++tally.refused;
            std::cout << "refused " << path << ":" << number << ": " << parsed.error().message << "\n";
            continue;
        }
        const pendule::rules::Position& position = *parsed;
        const bool expected[2] = {line[0] == 'W', line[1] == 'B'};
        const auto start = std::chrono::steady_clock::now();
        const Verdict verdicts[2] = {pendule::arbiter::can_checkmate(position, Color::White),
                                     pendule::arbiter::can_checkmate(position, Color::Black)};
        const auto us =
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start)
                .count();
        ++tally.positions;
        tally.total_us += us;
        if (us > tally.max_us) {
            tally.max_us = us;
            tally.slowest = fen;
        }
        for (int side = 0; side < 2; ++side) {
            const Verdict v = verdicts[side];
            const char* name = side == 0 ? "White" : "Black";
            if (v == Verdict::Unknown) {
                ++tally.unknown;
                if (list_unknown)
                    std::cout << "unknown " << name << ": " << line << "\n";
            } else if ((v == Verdict::Yes) == expected[side]) {
                ++tally.correct;
            } else {
                ++tally.wrong;
                std::cout << "WRONG " << name << " " << pendule::arbiter::verdict_name(v) << ": " << line
                          << " ("
                          << pendule::arbiter::mating_material_reason(position,
                                                                      side == 0 ? Color::White : Color::Black)
                          << ")\n";
            }
        }
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> files;
    bool list_unknown = false;
    bool any_material = false;
    int min_decided_percent = 0; // fail (exit 1) when fewer sides are decided
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << "usage: pendule_bench_unwinnability [--list-unknown] [--any-material] "
                         "[--min-decided PERCENT] FILE...\n";
            return 0;
        }
        if (arg == "--list-unknown")
            list_unknown = true;
        else if (arg == "--any-material")
            any_material = true;
        else if (arg == "--min-decided" && i + 1 < argc)
            min_decided_percent = std::atoi(argv[++i]);
        else
            files.push_back(arg);
    }
    if (files.empty()) {
        std::cerr << "usage: pendule_bench_unwinnability [--list-unknown] [--any-material] [--min-decided "
                     "PERCENT] FILE...\n";
        return 2;
    }
    Tally total;
    for (const std::string& path : files) {
        Tally tally;
        if (!run_file(path, list_unknown, any_material, tally))
            return 2;
        print(path, tally);
        total.add(tally);
    }
    if (files.size() > 1)
        print("total", total);
    const std::int64_t sides = 2 * total.positions;
    const std::int64_t decided = total.correct + total.wrong;
    if (decided * 100 < sides * min_decided_percent) {
        std::cout << "FAIL: " << decided << " of " << sides << " sides decided, below " << min_decided_percent
                  << "%\n";
        return 1;
    }
    return total.wrong == 0 ? 0 : 1;
}
