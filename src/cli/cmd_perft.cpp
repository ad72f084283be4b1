// pendule-cli perft DEPTH [--fen FEN] [--divide]: counts the leaf nodes of the legal move tree.
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

constexpr const char* kPerftHelp =
    "usage: pendule-cli perft DEPTH [--fen FEN] [--divide]\n\n"
    "Counts the leaf nodes of the legal move tree DEPTH plies deep (0 to 20), from the initial\n"
    "position or from FEN. The last line printed is `nodes N`.\n\n"
    "options:\n"
    "  --fen FEN    start from this position (quote it: it contains spaces)\n"
    "  --divide     first print one `UCI-move: count` line per legal move\n"
    "  --help       this text\n";

} // namespace

int run_perft(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--fen");
    args.flag_option("--divide");
    args.flag_option("--help");
    if (auto problem = args.parse(words)) {
        err << "pendule-cli perft: " << *problem << '\n';
        return 2;
    }
    if (args.has("--help")) {
        out << kPerftHelp;
        return 0;
    }
    if (args.positionals().size() != 1) {
        err << "pendule-cli perft: expected one DEPTH (see pendule-cli perft --help)\n";
        return 2;
    }
    auto depth = parse_integer(args.positionals()[0], 0, 20);
    if (!depth) {
        err << "pendule-cli perft: DEPTH must be a whole number from 0 to 20, got '" << args.positionals()[0]
            << "'\n";
        return 2;
    }
    auto pos = rules::Position::start();
    if (auto fen = args.value("--fen")) {
        auto parsed = rules::Position::from_fen(*fen);
        if (!parsed) {
            err << "pendule-cli perft: " << parsed.error().text() << '\n';
            return 2;
        }
        pos = std::move(parsed).value();
    }
    const int d = static_cast<int>(*depth);
    std::uint64_t nodes = 0;
    if (args.has("--divide")) {
        for (const auto& [move, count] : rules::perft_divide(pos, d)) {
            out << rules::to_uci(move) << ": " << count << '\n';
            nodes += count;
        }
        if (d == 0)
            nodes = 1;
    } else {
        nodes = rules::perft(pos, d);
    }
    out << "nodes " << nodes << '\n';
    return 0;
}

} // namespace pendule::cli
