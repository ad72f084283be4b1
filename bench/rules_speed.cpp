// In-process speed of the rules module: perft (nodes per second), parse_san and to_san (moves per
// second) over random games. usage: pendule_bench_rules_speed [GAMES]   (default 2000)
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace pendule::rules;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Game {
    std::vector<std::string> sans;
};

// Random legal games of up to 200 plies, written in SAN.
std::vector<Game> random_games(int count) {
    std::mt19937 rng(42);
    std::vector<Game> games;
    for (int g = 0; g < count; ++g) {
        Position pos = Position::start();
        Game game;
        MoveList moves;
        for (int ply = 0; ply < 200; ++ply) {
            pos.legal_moves(moves);
            if (moves.empty())
                break;
            Move m = moves[rng() % moves.size()];
            game.sans.push_back(to_san(pos, m));
            pos.do_move(m);
        }
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace

int main(int argc, char** argv) {
    int game_count = argc > 1 ? std::atoi(argv[1]) : 2000;

    auto perft_start = Clock::now();
    Position start = Position::start();
    std::uint64_t nodes = perft(start, 6);
    double perft_seconds = seconds_since(perft_start);
    std::printf("perft start d6: %llu nodes in %.3f s (%.0f M nodes/s)\n",
                static_cast<unsigned long long>(nodes), perft_seconds, nodes / perft_seconds / 1e6);

    auto make_start = Clock::now();
    std::vector<Game> games = random_games(game_count);
    double make_seconds = seconds_since(make_start);
    std::size_t total = 0;
    for (const Game& g : games)
        total += g.sans.size();
    std::printf("to_san (with random play): %zu moves in %.3f s (%.2f M moves/s)\n", total, make_seconds,
                total / make_seconds / 1e6);

    auto parse_start = Clock::now();
    std::size_t parsed = 0;
    for (const Game& g : games) {
        Position pos = Position::start();
        for (const std::string& san : g.sans) {
            auto m = parse_san(pos, san);
            if (!m) {
                std::printf("unexpected error: %s\n", m.error().message.c_str());
                return 1;
            }
            pos.do_move(m.value());
            ++parsed;
        }
    }
    double parse_seconds = seconds_since(parse_start);
    std::printf("parse_san + do_move: %zu moves in %.3f s (%.2f M moves/s)\n", parsed, parse_seconds,
                parsed / parse_seconds / 1e6);
    return 0;
}
