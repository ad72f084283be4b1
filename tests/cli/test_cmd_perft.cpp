// pendule-cli perft called in-process: the counts are the published ones whatever the number of
// threads, with and without the table, and --divide lists the same first moves with the same counts.
#include "../cli_run.hpp"
#include "cli/commands.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace {

CliOutput perft(const std::vector<std::string>& args) {
    return run_cli(pendule::cli::run_perft, args);
}

struct Case {
    const char* fen; // empty: the initial position
    bool chess960;
    int depth;
    const char* nodes;
};

// Published counts (chessprogramming wiki: the initial position, Kiwipete, position 3, position 4;
// and position 0 of its Chess960 perft table).
const Case kCases[] = {
    {"", false, 4, "197281"},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, 3, "97862"},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false, 5, "674624"},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false, 4, "422333"},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true, 3, "12189"},
};

std::vector<std::string> perft_words(const Case& c, std::vector<std::string> extra) {
    std::vector<std::string> args{std::to_string(c.depth)};
    if (*c.fen != '\0') {
        args.push_back("--fen");
        args.push_back(c.fen);
    }
    if (c.chess960)
        args.push_back("--chess960");
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

} // namespace

TEST_CASE("perft: the same counts on 1 to 5 threads, with and without the table", "[perft]") {
    for (const Case& c : kCases) {
        for (const char* threads : {"1", "2", "3", "5"}) {
            for (bool table : {false, true}) {
                std::vector<std::string> extra{"--threads", threads};
                if (table) {
                    extra.push_back("--hash");
                    extra.push_back("1");
                }
                INFO((*c.fen ? c.fen : "initial position")
                     << ", --threads " << threads << (table ? ", --hash 1" : ""));
                const CliOutput result = perft(perft_words(c, extra));
                CHECK(result.code == 0);
                CHECK(result.err.empty());
                CHECK(result.out == std::string("nodes ") + c.nodes + "\n");
            }
        }
    }
}

TEST_CASE("perft: --divide gives the same lines on one thread and on several", "[perft]") {
    for (const Case& c : kCases) {
        INFO((*c.fen ? c.fen : "initial position"));
        const CliOutput one = perft(perft_words(c, {"--divide", "--threads", "1"}));
        const CliOutput three = perft(perft_words(c, {"--divide", "--threads", "3", "--hash", "2"}));
        CHECK(one.code == 0);
        CHECK(three.code == 0);
        CHECK(one.out == three.out);
        CHECK(one.out.find(std::string("\nnodes ") + c.nodes + "\n") != std::string::npos);
    }
}

TEST_CASE("perft: depths 0 to 2 on several threads", "[perft]") {
    CHECK(perft({"0", "--threads", "4"}).out == "nodes 1\n");
    CHECK(perft({"1", "--threads", "4"}).out == "nodes 20\n");
    CHECK(perft({"2", "--threads", "4"}).out == "nodes 400\n");
    // No legal move at the root (checkmate): nothing below it, on any number of threads.
    const std::string mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    CHECK(perft({"3", "--fen", mated, "--threads", "2"}).out == "nodes 0\n");
}

TEST_CASE("perft: a bad --threads is refused", "[perft]") {
    for (const char* bad : {"0", "65", "two", ""}) {
        const CliOutput result = perft({"3", "--threads", bad});
        INFO("--threads '" << bad << "'");
        CHECK(result.code == 2);
        CHECK(result.out.empty());
        CHECK(result.err.find("--threads") != std::string::npos);
    }
}
