// pendule-cli perft DEPTH [--fen FEN] [--divide] [--hash MB] [--threads N]: counts the leaf nodes of the
// legal move tree.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"
#include "core/rules/uci.hpp"

#include <algorithm>
#include <atomic>
#include <ostream>
#include <thread>

namespace pendule::cli {

namespace {

constexpr const char* kPerftHelp =
    "usage: pendule-cli perft DEPTH [--fen FEN] [--chess960] [--start N] [--divide] [--hash MB]\n\n"
    "Counts the leaf nodes of the legal move tree DEPTH plies deep (0 to 20), from the initial\n"
    "position or from FEN. The last line printed is `nodes N`.\n\n"
    "A FEN whose castling field only Chess960 reads (X-FEN or Shredder-FEN: HFhf, a king off e1\n"
    "with a right) is a Chess960 position; --chess960 makes any FEN one (KQkq on the usual array).\n"
    "The counts are the same; --divide writes a Chess960 castling as the king taking its rook.\n\n"
    "options:\n"
    "  --fen FEN    start from this position (quote it: it contains spaces)\n"
    "  --chess960   the position is played as Chess960 (Guidelines II)\n"
    "  --start N    start from Chess960 start position N (0 to 959; 518 is the usual array)\n"
    "  --divide     first print one `UCI-move: count` line per legal move\n"
    "  --hash MB    keep subtree counts in a table of MB megabytes (1 to 4096), so that a position\n"
    "               reached again by other moves is counted once: faster, the same counts, but the\n"
    "               moves of those positions are not generated again (default: no table); with\n"
    "               several threads each has its share of the MB\n"
    "  --threads N  count on N threads at once (1 to 64; default: the number of processors, at\n"
    "               most 8); the counts are the same\n"
    "  --help       this text\n";

// The count of each first move of `root`, in generation order. From depth 3, on several threads:
// the subtrees two plies down (a few hundred) are handed out one at a time, so that the threads
// finish together; each thread has its own position, counter and share of the table.
std::vector<std::pair<rules::Move, std::uint64_t>>
count_first_moves(const rules::Position& root, int depth, std::size_t hash_megabytes, int threads) {
    rules::Position pos = root;
    if (depth < 3 || threads <= 1)
        return rules::perft_divide(pos, depth, hash_megabytes);
    rules::MoveList firsts;
    pos.legal_moves(firsts);
    struct Piece {
        std::size_t first;
        rules::Move reply;
    };
    std::vector<Piece> pieces;
    for (std::size_t i = 0; i < firsts.size(); ++i) {
        pos.do_move(firsts[i]);
        rules::MoveList replies;
        pos.legal_moves(replies);
        for (rules::Move reply : replies)
            pieces.push_back({i, reply});
        pos.undo_move(firsts[i]);
    }
    const std::size_t share = hash_megabytes == 0 ? 0 : std::max<std::size_t>(1, hash_megabytes / threads);
    std::atomic<std::size_t> next{0};
    std::vector<std::vector<std::uint64_t>> found(static_cast<std::size_t>(threads),
                                                  std::vector<std::uint64_t>(firsts.size(), 0));
    const auto work = [&](std::vector<std::uint64_t>& mine) {
        rules::Position here = root;
        rules::PerftCounter counter(root, share);
        for (std::size_t k; (k = next.fetch_add(1, std::memory_order_relaxed)) < pieces.size();) {
            const Piece& piece = pieces[k];
            here.do_move(firsts[piece.first]);
            here.do_move(piece.reply);
            mine[piece.first] += counter.count(here, depth - 2);
            here.undo_move(piece.reply);
            here.undo_move(firsts[piece.first]);
        }
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < found.size(); ++t)
        helpers.emplace_back(work, std::ref(found[t]));
    work(found[0]);
    for (auto& helper : helpers)
        helper.join();
    std::vector<std::pair<rules::Move, std::uint64_t>> counts;
    for (std::size_t i = 0; i < firsts.size(); ++i) {
        counts.emplace_back(firsts[i], 0);
        for (const auto& mine : found)
            counts.back().second += mine[i];
    }
    return counts;
}

} // namespace

int run_perft(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--fen");
    args.value_option("--start");
    args.value_option("--hash");
    args.value_option("--threads");
    args.flag_option("--chess960");
    args.flag_option("--divide");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "perft", *problem);
    if (args.has("--help")) {
        out << kPerftHelp;
        return 0;
    }
    if (args.positionals().size() != 1)
        return usage_error(err, "perft", "expected one DEPTH (see pendule-cli perft --help)");
    auto depth = parse_integer(args.positionals()[0], 0, 20);
    if (!depth)
        return usage_error(err, "perft",
                           "DEPTH must be a whole number from 0 to 20, got '" + args.positionals()[0] + "'");
    std::size_t hash_megabytes = 0;
    if (auto hash = args.value("--hash")) {
        auto megabytes = parse_integer(*hash, 1, 4096);
        if (!megabytes)
            return usage_error(err, "perft",
                               "--hash must be a number of megabytes from 1 to 4096, got '" + *hash + "'");
        hash_megabytes = static_cast<std::size_t>(*megabytes);
    }
    auto pos = rules::Position::start();
    if (args.has("--start") && args.has("--fen"))
        return usage_error(err, "perft", "give either --fen or --start, not both");
    if (auto start = args.value("--start")) {
        auto number = parse_integer(*start, 0, 959);
        if (!number)
            return usage_error(err, "perft",
                               "--start must be a Chess960 start position number from 0 to 959, got '" +
                                   *start + "'");
        pos = *rules::Position::chess960_start(static_cast<int>(*number));
    } else if (args.has("--chess960")) {
        pos = *rules::Position::chess960_start(518);
    }
    if (auto fen = args.value("--fen")) {
        auto parsed = rules::Position::from_fen(*fen, rules::FenMaterial::Reachable,
                                                args.has("--chess960") ? rules::FenRules::Chess960
                                                                       : rules::FenRules::Detect);
        if (!parsed)
            return usage_error(err, "perft", parsed.error().text());
        pos = std::move(parsed).value();
    }
    long long threads = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    if (args.has("--threads")) {
        if (auto problem = args.integer("--threads", 1, 64, threads))
            return usage_error(err, "perft", *problem);
    }
    const int d = static_cast<int>(*depth);
    std::uint64_t nodes = d == 0 ? 1 : 0;
    for (const auto& [move, count] : count_first_moves(pos, d, hash_megabytes, static_cast<int>(threads))) {
        if (args.has("--divide"))
            out << rules::to_uci(pos, move) << ": " << count << '\n';
        nodes += count;
    }
    out << "nodes " << nodes << '\n';
    return 0;
}

} // namespace pendule::cli
