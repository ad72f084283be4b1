// Times the PGN reader alone (no move checking) on a file: how much of `validate` is reading.
// usage: pendule_bench_pgn_reader FILE.pgn
#include "core/rules/pgn_reader.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

class Counter : public pendule::rules::PgnVisitor {
  public:
    pendule::rules::PgnFlow move(std::string_view san, const pendule::rules::PgnSpot&) override {
        ++moves;
        bytes += san.size();
        return pendule::rules::PgnFlow::Continue;
    }
    long long moves = 0;
    long long bytes = 0;
};

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: pendule_bench_pgn_reader FILE.pgn\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const auto start = std::chrono::steady_clock::now();
    pendule::rules::PgnReader reader(text);
    Counter counter;
    long long games = 0;
    while (true) {
        auto more = reader.read_game(counter);
        if (!more) {
            std::cerr << more.error().text() << '\n';
            return 1;
        }
        if (!*more) {
            break;
        }
        ++games;
    }
    const auto elapsed = std::chrono::steady_clock::now() - start;
    std::printf(
        "games %lld moves %lld bytes %zu: %lld ms\n", games, counter.moves, text.size(),
        static_cast<long long>(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count()));
    return 0;
}
