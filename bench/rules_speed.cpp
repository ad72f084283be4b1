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

// Perft counting the last ply by the size of the legal move list (as Stockfish does), to compare the
// move generator itself with the same method; perft() counts the last ply without listing it.
std::uint64_t perft_by_list(Position& pos, int depth) {
    MoveList moves;
    pos.legal_moves(moves);
    if (depth == 1)
        return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        pos.do_move(m);
        nodes += perft_by_list(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
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

    const std::pair<const char*, int> positions[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7}};
    for (const auto& [fen, depth] : positions) {
        Position pos = Position::from_fen(fen).value();
        auto t0 = Clock::now();
        std::uint64_t counted = perft(pos, depth);
        double counted_seconds = seconds_since(t0);
        auto t1 = Clock::now();
        std::uint64_t listed = perft_by_list(pos, depth);
        double listed_seconds = seconds_since(t1);
        std::printf("perft d%d %s: %llu nodes, last ply counted %.3f s, last ply listed %.3f s%s\n", depth,
                    fen, static_cast<unsigned long long>(counted), counted_seconds, listed_seconds,
                    counted == listed ? "" : "  MISMATCH");
    }

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
