// pendule_bench_unwinnability_soundness: a soundness fuzzer for the static reachability analysis
// (reachability.hpp). Every side that is_statically_unwinnable (or, in check,
// is_statically_unwinnable_after_every_move) answers No for is searched for a helpmate with a
// large node budget: a mate found is a wrong No (a game lost that was not lost).
//
// usage: pendule_bench_unwinnability_soundness [--count N] [--seed S] [--nodes N] [--walks N]
//                                             [--walk-nodes N] [--region-nodes N] [--local] [--quiet]
//                                             [--all-sides] FILE...
// Reads `XY FEN` lines (the labelled sets' format; '#' lines and empty lines skipped). The positions
// tried are every position of the files, then --count mutations of them (default 0): a unit moved
// to another square, a unit removed or added, the side to move swapped, or a few random legal moves
// played; only positions the rules accept (the side not to move not in check, not yet mate or
// stalemate) are kept. A label that says a side can mate is checked too: a static No on such a side
// is wrong without any search. Seeded and deterministic (the generator is std::mt19937_64, the
// searches count nodes). Prints every wrong No with its FEN and the mating line, then a summary.
// --nodes is the search's budget per side (default 2,000,000: half with White's progress moves first,
// half in the generator's order); --all-sides also searches the sides without a static No and
// counts the mates found (a check that the search finds mates at that budget). --walks N: from each
// side the search leaves open, N random walks of up to 60 plies, with a search of --walk-nodes
// (default 50,000) at the first three positions of each walk that the static analysis does not
// answer No for: a mate there is a mate from the start. --region-nodes N: on every position, every
// legal move that leaves its unit's region (Reachability::reachable, no case split) or moves or
// takes a steady unit is searched for a mate after it with N nodes: a mate is an unsound exclusion.
// --local: the --count positions are made afresh around White's king (a few black pawns and pieces
// and white units within three squares of it) instead of mutated.
// Exit status 1 when any No is wrong, 2 when a file cannot be read or a line is malformed.

#include "core/arbiter/helpmate_search.hpp"
#include "core/arbiter/reachability.hpp"
#include "core/arbiter/unwinnability.hpp"
#include "core/rules/move.hpp"
#include "core/rules/position.hpp"

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using pendule::arbiter::HelpmateLimits;
using pendule::arbiter::HelpmateResult;
using pendule::arbiter::mirrored;
using pendule::rules::Color;
using pendule::rules::FenMaterial;
using pendule::rules::Position;

struct Options {
    std::uint64_t count = 0;
    std::uint64_t seed = 1;
    std::uint64_t nodes = 2000000;
    bool quiet = false;
    std::uint64_t walks = 0;          // random walks from each open side
    std::uint64_t walk_nodes = 50000; // the search's budget at each step of a walk
    std::uint64_t region_nodes = 0;   // the search's budget after each move out of a region; 0: none
    bool all_sides = false;
    bool local = false; // fresh positions around White's king instead of mutations // search every side, not
                        // only the static No ones (the search's strength)
    std::vector<std::string> files;
};

struct Sample {
    std::string board; // the FEN's placement field
    bool white_to_move = true;
    int label = -1;   // bit 0: White can mate, bit 1: Black can mate; -1: unlabelled
    std::string rest; // castling and en passant fields of a file's FEN; mutations clear them
};

struct Tally {
    std::uint64_t tried = 0;
    std::uint64_t no_sides = 0;
    std::uint64_t confirmed = 0; // the search proved the No too
    std::uint64_t open = 0;      // the search found nothing within its budget
    std::uint64_t wrong = 0;
    std::uint64_t nodes = 0;
    std::uint64_t mates = 0; // with --all-sides: mates found on the other sides
    std::uint64_t walk_nodes = 0;
    std::uint64_t excluded = 0;           // legal moves now that break the regions' claim
    std::uint64_t unsound_exclusions = 0; // of which a mate follows
    std::uint64_t region_nodes = 0;
};

// The 64 squares of a placement field, a8 first ('.' when empty); empty when malformed.
std::string expand(const std::string& board) {
    std::string squares;
    for (const char c : board) {
        if (c == '/')
            continue;
        if (c >= '1' && c <= '8')
            squares.append(static_cast<std::size_t>(c - '0'), '.');
        else
            squares.push_back(c);
    }
    return squares.size() == 64 ? squares : std::string();
}

std::string compress(const std::string& squares) {
    std::string board;
    for (int rank = 0; rank < 8; ++rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = squares[static_cast<std::size_t>(rank * 8 + file)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty > 0)
                board.push_back(static_cast<char>('0' + empty));
            empty = 0;
            board.push_back(c);
        }
        if (empty > 0)
            board.push_back(static_cast<char>('0' + empty));
        if (rank < 7)
            board.push_back('/');
    }
    return board;
}

std::string fen_of(const std::string& board, bool white_to_move, const std::string& rest = "- -") {
    std::string fen = board;
    fen.append(white_to_move ? " w " : " b ");
    fen.append(rest);
    fen.append(" 0 1");
    return fen;
}

std::string fen_of(const Sample& s) {
    return fen_of(s.board, s.white_to_move, s.rest.empty() ? std::string("- -") : s.rest);
}

// A position the rules accept as a game position for this question: the side not to move is not
// in check, and the side to move has a legal move.
std::optional<Position> playable(const std::string& board, bool white_to_move,
                                 const std::string& rest = "- -") {
    auto parsed = Position::from_fen(fen_of(board, white_to_move, rest), FenMaterial::Any);
    if (!parsed)
        return std::nullopt;
    auto other = Position::from_fen(fen_of(board, !white_to_move), FenMaterial::Any);
    if (!other || other->in_check())
        return std::nullopt;
    if (!parsed->has_legal_move())
        return std::nullopt;
    return *parsed;
}

std::uint64_t below(std::mt19937_64& rng, std::uint64_t n) {
    return rng() % n;
}

// One mutation of `base`; nullopt when the result is not a playable position.
std::optional<Sample> mutate(const Sample& base, std::mt19937_64& rng) {
    Sample out = base;
    out.label = -1;
    out.rest.clear();
    std::string squares = expand(base.board);
    std::vector<std::size_t> units;
    std::vector<std::size_t> empty;
    for (std::size_t i = 0; i < 64; ++i)
        (squares[i] == '.' ? empty : units).push_back(i);
    const std::uint64_t kind = below(rng, 6);
    if (kind == 0 || kind == 1) { // move one unit (a king too) to an empty square
        if (empty.empty())
            return std::nullopt;
        const std::size_t from = units[below(rng, units.size())];
        const std::size_t to = empty[below(rng, empty.size())];
        squares[to] = squares[from];
        squares[from] = '.';
    } else if (kind == 2) { // remove a unit other than a king
        const std::size_t at = units[below(rng, units.size())];
        if (squares[at] == 'K' || squares[at] == 'k')
            return std::nullopt;
        squares[at] = '.';
    } else if (kind == 3) { // add a unit
        if (empty.empty())
            return std::nullopt;
        static const char kAdd[] = "PPPPBBNRQppppbbnrq";
        squares[empty[below(rng, empty.size())]] = kAdd[below(rng, sizeof kAdd - 1)];
    } else if (kind == 4) { // swap the side to move
        out.white_to_move = !out.white_to_move;
    } else { // play a few random legal moves
        auto position = playable(base.board, base.white_to_move, base.rest.empty() ? "- -" : base.rest);
        if (!position)
            return std::nullopt;
        const std::uint64_t plies = 1 + below(rng, 4);
        for (std::uint64_t i = 0; i < plies; ++i) {
            pendule::rules::MoveList moves;
            position->legal_moves(moves);
            if (moves.size() == 0)
                break;
            position->do_move(moves[below(rng, moves.size())]);
        }
        const std::string fen = position->fen();
        out.board = fen.substr(0, fen.find(' '));
        out.white_to_move = position->side_to_move() == Color::White;
        if (!playable(out.board, out.white_to_move))
            return std::nullopt;
        return out;
    }
    out.board = compress(squares);
    if (!playable(out.board, out.white_to_move))
        return std::nullopt;
    return out;
}

// A fresh position around White's king (--local): a few black pawns and pieces and a few white
// units within three squares of it, Black's king elsewhere; the checks against a king that never
// moves are met far more often than in mutations.
std::optional<Sample> local_position(std::mt19937_64& rng) {
    std::string squares(64, '.');
    const std::size_t king = below(rng, 64);
    squares[king] = 'K';
    const auto near = [&](std::size_t s) {
        const int df = static_cast<int>(s % 8) - static_cast<int>(king % 8);
        const int dr = static_cast<int>(s / 8) - static_cast<int>(king / 8);
        return std::abs(df) <= 3 && std::abs(dr) <= 3;
    };
    std::vector<std::size_t> box;
    std::vector<std::size_t> far;
    for (std::size_t i = 0; i < 64; ++i)
        if (i != king)
            (near(i) ? box : far).push_back(i);
    static const char kUnits[] = "ppppppnbrqPPPBNB";
    const std::uint64_t count = 6 + below(rng, 14);
    for (std::uint64_t k = 0; k < count; ++k) {
        const std::size_t at = box[below(rng, box.size())];
        if (squares[at] == '.')
            squares[at] = kUnits[below(rng, sizeof kUnits - 1)];
    }
    const std::size_t black_king = far.empty() ? box[below(rng, box.size())] : far[below(rng, far.size())];
    if (squares[black_king] != '.')
        return std::nullopt;
    squares[black_king] = 'k';
    Sample out;
    out.board = compress(squares);
    out.white_to_move = below(rng, 2) == 0;
    if (!playable(out.board, out.white_to_move))
        return std::nullopt;
    return out;
}

bool static_no(const Position& seen) {
    if (pendule::arbiter::is_statically_unwinnable(seen))
        return true;
    return seen.in_check() && pendule::arbiter::is_statically_unwinnable_after_every_move(seen);
}

std::string line_text(const std::vector<pendule::rules::Move>& line) {
    std::string text;
    for (const auto m : line) {
        if (!text.empty())
            text.push_back(' ');
        text.append(pendule::rules::to_uci(m));
    }
    return text;
}

// Random walks from a side's static No that the search left open: at every position of a walk
// where the static analysis no longer answers No, a small search for a mate (a mate found there is
// a mate from the start too: a wrong No). Reaches the long games the search's order leaves late.
bool walk_finds_mate(const Position& seen, const Options& options, std::mt19937_64& rng, Tally& tally,
                     std::string& found) {
    for (std::uint64_t w = 0; w < options.walks; ++w) {
        Position pos = seen;
        std::string played;
        int searched = 0;
        for (int ply = 0; ply < 60 && searched < 3; ++ply) {
            pendule::rules::MoveList moves;
            pos.legal_moves(moves);
            if (moves.size() == 0)
                break;
            const auto m = moves[below(rng, moves.size())];
            pos.do_move(m);
            if (!played.empty())
                played.push_back(' ');
            played.append(pendule::rules::to_uci(m));
            if (pos.is_checkmate()) {
                if (pos.side_to_move() == Color::Black) {
                    found = played;
                    return true;
                }
                break;
            }
            if (!pos.has_legal_move() || static_no(pos))
                continue;
            ++searched;
            HelpmateLimits limits;
            limits.total_nodes = options.walk_nodes;
            limits.table_bits = 16;
            limits.progress_first = true;
            const HelpmateResult r = pendule::arbiter::find_white_helpmate(pos, 2, 128, limits);
            tally.walk_nodes += r.nodes;
            if (r.outcome == HelpmateResult::Outcome::Mate) {
                found = played;
                found.append(" | ");
                found.append(line_text(r.line));
                return true;
            }
        }
    }
    return false;
}

// The regions' own claim, one move deep: at the fixpoint every unit stays in its region (and a
// steady unit is never moved nor captured) in any game that still ends in a mate by White. Each
// legal move now that breaks that claim is searched for a mate after it: one found is an unsound
// exclusion, whatever the final verdict.
void check_regions(const Position& seen, const std::string& name, const std::string& fen,
                   const Options& options, Tally& tally) {
    if (seen.castling_rights() != 0 || seen.has_legal_en_passant())
        return;
    pendule::arbiter::Reachability analysis(seen, {});
    analysis.saturate();
    pendule::rules::MoveList moves;
    seen.legal_moves(moves);
    for (const auto m : moves) {
        const bool leaves = !pendule::rules::has_square(analysis.reachable(m.from()), m.to());
        const bool takes_steady = seen.piece_on(m.to()) != pendule::rules::Piece::None &&
                                  pendule::rules::has_square(analysis.steady(), m.to());
        const bool moves_steady = pendule::rules::has_square(analysis.steady(), m.from());
        if (!leaves && !takes_steady && !moves_steady)
            continue;
        ++tally.excluded;
        Position after = seen;
        after.do_move(m);
        bool mate = after.is_checkmate() && after.side_to_move() == Color::Black;
        HelpmateResult r;
        if (!mate && after.has_legal_move()) {
            HelpmateLimits limits;
            limits.total_nodes = options.region_nodes;
            limits.table_bits = 16;
            limits.progress_first = true;
            r = pendule::arbiter::find_white_helpmate(after, 2, 128, limits);
            tally.region_nodes += r.nodes;
            mate = r.outcome == HelpmateResult::Outcome::Mate;
        }
        if (mate) {
            ++tally.unsound_exclusions;
            std::cout << "UNSOUND exclusion: " << name << " in " << fen << " (seen as White: " << seen.fen()
                      << "): " << pendule::rules::to_uci(m) << (leaves ? " leaves its region" : "")
                      << (takes_steady ? " takes a steady unit" : "")
                      << (moves_steady ? " moves a steady unit" : "") << ", then " << line_text(r.line)
                      << " mates\n";
        }
    }
}

void check(const Sample& sample, const Options& options, std::mt19937_64& rng, Tally& tally) {
    const auto position =
        playable(sample.board, sample.white_to_move, sample.rest.empty() ? "- -" : sample.rest);
    if (!position)
        return;
    ++tally.tried;
    for (const Color side : {Color::White, Color::Black}) {
        const std::optional<Position> seen = side == Color::White ? *position : mirrored(*position);
        if (!seen)
            continue;
        if (options.region_nodes > 0)
            check_regions(*seen, side == Color::White ? "White" : "Black", fen_of(sample), options, tally);
        const bool no = static_no(*seen);
        if (!no && !options.all_sides)
            continue;
        tally.no_sides += no ? 1 : 0;
        const char* name = side == Color::White ? "White" : "Black";
        const int bit = side == Color::White ? 1 : 2;
        if (no && sample.label >= 0 && (sample.label & bit) != 0) {
            ++tally.wrong;
            std::cout << "WRONG No (labelled Yes): " << name << " in " << fen_of(sample) << '\n';
            continue;
        }
        // Two searches: White's progress moves first, then the generator's order.
        HelpmateResult r;
        bool proven = false;
        bool mate = false;
        for (const bool progress_first : {true, false}) {
            HelpmateLimits limits;
            limits.total_nodes = options.nodes / 2;
            limits.table_bits = 20;
            limits.progress_first = progress_first;
            r = pendule::arbiter::find_white_helpmate(*seen, 2, 128, limits);
            tally.nodes += r.nodes;
            if (r.outcome == HelpmateResult::Outcome::Mate) {
                mate = true;
                break;
            }
            if (r.outcome == HelpmateResult::Outcome::NoMate) {
                proven = true;
                break;
            }
        }
        if (!no) {
            tally.mates += mate ? 1 : 0;
            continue;
        }
        if (mate) {
            ++tally.wrong;
            std::cout << "WRONG No: " << name << " mates in " << fen_of(sample)
                      << " (seen as White: " << seen->fen() << "; line " << line_text(r.line) << ")\n";
        } else if (proven) {
            ++tally.confirmed;
        } else if (std::string line; walk_finds_mate(*seen, options, rng, tally, line)) {
            ++tally.wrong;
            std::cout << "WRONG No: " << name << " mates in " << fen_of(sample)
                      << " (seen as White: " << seen->fen() << "; walk and line " << line << ")\n";
        } else {
            ++tally.open;
            if (!options.quiet)
                std::cout << "open: " << name << " in " << fen_of(sample) << '\n';
        }
    }
}

int usage() {
    std::cerr << "usage: pendule_bench_unwinnability_soundness [--count N] [--seed S] [--nodes N] [--quiet] "
                 "[--walks N] [--walk-nodes N] [--region-nodes N] [--local] [--all-sides] FILE...\n";
    return 2;
}

bool read_number(const char* text, std::uint64_t& out) {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(text, &end, 10);
    if (end == text || *end != '\0')
        return false;
    out = v;
    return true;
}

} // namespace

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if ((arg == "--count" || arg == "--seed" || arg == "--nodes" || arg == "--walks" ||
             arg == "--walk-nodes" || arg == "--region-nodes") &&
            has_value) {
            std::uint64_t& target = arg == "--count"        ? options.count
                                    : arg == "--seed"       ? options.seed
                                    : arg == "--nodes"      ? options.nodes
                                    : arg == "--walks"      ? options.walks
                                    : arg == "--walk-nodes" ? options.walk_nodes
                                                            : options.region_nodes;
            if (!read_number(argv[++i], target)) {
                std::cerr << arg << ": not a number: " << argv[i] << '\n';
                return 2;
            }
        } else if (arg == "--local") {
            options.local = true;
        } else if (arg == "--all-sides") {
            options.all_sides = true;
        } else if (arg == "--quiet") {
            options.quiet = true;
        } else if (!arg.empty() && arg[0] == '-') {
            return usage();
        } else {
            options.files.push_back(arg);
        }
    }
    if (options.files.empty())
        return usage();

    std::vector<Sample> samples;
    for (const auto& file : options.files) {
        std::ifstream in(file);
        if (!in) {
            std::cerr << file << ": cannot read\n";
            return 2;
        }
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.empty() || line[0] == '#')
                continue;
            const std::size_t board_end = line.find(' ', 3);
            if (line.size() < 5 || line[2] != ' ' || board_end == std::string::npos) {
                std::cerr << file << ':' << number << ": expected `XY FEN`\n";
                return 2;
            }
            Sample s;
            s.label = (line[0] == 'W' ? 1 : 0) | (line[1] == 'B' ? 2 : 0);
            s.board = line.substr(3, board_end - 3);
            s.white_to_move = board_end + 1 >= line.size() || line[board_end + 1] != 'b';
            // The castling and en passant fields, when given.
            std::string fields = line.substr(board_end + 1);
            std::size_t cut = fields.find(' ');
            if (cut != std::string::npos) {
                fields = fields.substr(cut + 1);
                cut = fields.find(' ');
                cut = cut == std::string::npos ? std::string::npos : fields.find(' ', cut + 1);
                s.rest = fields.substr(0, cut);
                if (s.rest.find(' ') == std::string::npos)
                    s.rest.append(" -");
            }
            if (expand(s.board).empty()) {
                std::cerr << file << ':' << number << ": malformed placement field\n";
                return 2;
            }
            samples.push_back(s);
        }
    }
    if (samples.empty()) {
        std::cerr << "no positions\n";
        return 2;
    }

    Tally tally;
    std::mt19937_64 rng(options.seed);
    for (const auto& s : samples)
        check(s, options, rng, tally);
    const std::uint64_t from_files = tally.tried;
    std::uint64_t made = 0;
    for (std::uint64_t attempts = 0; made < options.count && attempts < options.count * 50; ++attempts) {
        if (options.local) {
            const auto fresh = local_position(rng);
            if (!fresh)
                continue;
            ++made;
            check(*fresh, options, rng, tally);
            continue;
        }
        Sample current = samples[below(rng, samples.size())];
        // One to three mutations in a row.
        const std::uint64_t steps = 1 + below(rng, 3);
        bool ok = true;
        for (std::uint64_t k = 0; k < steps && ok; ++k) {
            auto next = mutate(current, rng);
            if (next)
                current = *next;
            else
                ok = false;
        }
        if (!ok)
            continue;
        ++made;
        check(current, options, rng, tally);
    }
    std::cout << "positions tried " << tally.tried << " (files " << from_files << ", mutations " << made
              << "), static No sides " << tally.no_sides << ": confirmed by search " << tally.confirmed
              << ", open " << tally.open << ", wrong " << tally.wrong << "; search nodes " << tally.nodes
              << " (budget " << options.nodes << " per side); walks " << options.walks
              << " per open side, nodes " << tally.walk_nodes;
    if (options.all_sides)
        std::cout << "; mates found on the other sides " << tally.mates;
    if (options.region_nodes > 0)
        std::cout << "; moves out of a region " << tally.excluded << ", followed by a mate "
                  << tally.unsound_exclusions << ", nodes " << tally.region_nodes;
    std::cout << '\n';
    return tally.wrong > 0 || tally.unsound_exclusions > 0 ? 1 : 0;
}
