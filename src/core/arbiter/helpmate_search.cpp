#include "core/arbiter/helpmate_search.hpp"

#include "core/arbiter/material_rules.hpp"
#include "core/rules/attacks.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::Move;
using rules::PieceType;
using rules::Square;

namespace {

int king_distance(Square a, Square b) {
    return std::max(std::abs(rules::file_of(a) - rules::file_of(b)),
                    std::abs(rules::rank_of(a) - rules::rank_of(b)));
}

// Knight moves between any two squares of an empty board.
const std::array<std::array<std::uint8_t, 64>, 64>& knight_distances() {
    static const auto table = [] {
        std::array<std::array<std::uint8_t, 64>, 64> t{};
        for (int from = 0; from < 64; ++from) {
            t[from].fill(255);
            t[from][from] = 0;
            Bitboard seen = rules::square_bb(Square(from));
            Bitboard frontier = seen;
            for (std::uint8_t d = 1; frontier != 0; ++d) {
                Bitboard next = 0;
                while (frontier != 0)
                    next |= rules::knight_attacks(rules::pop_lsb(frontier));
                next &= ~seen;
                seen |= next;
                frontier = next;
                for (Bitboard b = next; b != 0;)
                    t[from][rules::pop_lsb(b)] = d;
            }
        }
        return t;
    }();
    return table;
}

// Whether White mates in a dark corner (h8 side) rather than a light one (a8 side): the corner of
// White's bishops, or else the corner where Black's bishops (other colour) can block.
bool mates_in_dark_corner(const rules::Position& pos) {
    const Bitboard wb = pos.pieces(Color::White, PieceType::Bishop);
    const Bitboard bb = pos.pieces(Color::Black, PieceType::Bishop);
    return (wb & rules::kDarkSquares) != 0 || (wb == 0 && (bb & ~rules::kDarkSquares) != 0);
}

// Whether White mates only with the help of black blockers that Black's pawns should make: White's
// units besides the king are bishops all on squares of one colour (they mate only with a black
// unit on a flight square of the other colour) or a single knight (it never covers the flights
// next to its own check), and Black has nothing but pawns to put there, or at most two pawns. Then
// Black's pawn moves (advances next to its king, promotions) cost nothing; with many pawns and
// other blockers they would only widen the search.
bool needs_black_pawn_blockers(const rules::Position& pos) {
    const Bitboard bishops = pos.pieces(Color::White, PieceType::Bishop);
    const Bitboard knights = pos.pieces(Color::White, PieceType::Knight);
    const Bitboard units = pos.pieces(Color::White) & ~pos.pieces(Color::White, PieceType::King);
    Bitboard useless_blockers = 0; // black units that cannot block where White needs it
    if (units == bishops && (bishops & rules::kDarkSquares) == bishops)
        useless_blockers = pos.pieces(Color::Black, PieceType::Bishop) & rules::kDarkSquares;
    else if (units == bishops && (bishops & ~rules::kDarkSquares) == bishops)
        useless_blockers = pos.pieces(Color::Black, PieceType::Bishop) & ~rules::kDarkSquares;
    else if (units != knights || rules::popcount(knights) != 1)
        return false;
    const Bitboard pawns = pos.pieces(Color::Black, PieceType::Pawn);
    const Bitboard blockers =
        pos.pieces(Color::Black) & ~pos.pieces(Color::Black, PieceType::King) & ~pawns & ~useless_blockers;
    return units != 0 && pawns != 0 && (blockers == 0 || rules::popcount(pawns) <= 2);
}

// Whether Black's king can walk from where it stands to `corner` through squares that hold no
// pawn and that no white pawn attacks (pawns taken as walls: a guess for the guidance, no proof).
bool king_walks_to(const rules::Position& pos, Square corner, Bitboard more_walls = 0) {
    const Bitboard pawns = pos.pieces(PieceType::Pawn);
    const Bitboard white_pawns = pos.pieces(Color::White, PieceType::Pawn);
    const Bitboard walls = more_walls | pawns | rules::pawn_attacks_left<Color::White>(white_pawns) |
                           rules::pawn_attacks_right<Color::White>(white_pawns);
    Bitboard reached = pos.pieces(Color::Black, PieceType::King);
    for (Bitboard frontier = reached; frontier != 0;) {
        Bitboard next = 0;
        while (frontier != 0)
            next |= rules::king_attacks(rules::pop_lsb(frontier));
        frontier = next & ~walls & ~reached;
        reached |= frontier;
    }
    return (reached & rules::square_bb(corner)) != 0;
}

// The mating corner as the map from h8's picture onto it: a square of h8's picture xor this gives
// the same square of the corner's picture (0: h8, 7: a8, 56: h1, 63: a1). The corner of the colour
// `mates_in_dark_corner` picks on the upper side as before, unless Black's king cannot walk there
// and can walk to the one on the lower side: a king held behind pawn chains was sent towards a
// corner it never reaches, and every move of the mate it could have was dear (White in
// `N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb2B1K1 w`, whose mate is in the a1 corner where Black's king
// stands: 17.6M nodes of the guided search towards h8, 1.5K towards a1). Taking simply the nearer
// corner lost Black's side of `1b2k3/8/1p2K3/bP6/Pp6/1Pp5/B1P5/NB6 b` (its blockers wait in the
// far corner). The corner only guides the search (what costs nothing): no proof depends on it.
int mating_corner_flip(const rules::Position& pos) {
    const bool dark = mates_in_dark_corner(pos);
    const Square upper = dark ? rules::H8 : rules::A8;
    const Square lower = dark ? rules::A1 : rules::H1;
    if (pos.pieces(Color::Black, PieceType::King) != 0 && !king_walks_to(pos, upper) &&
        king_walks_to(pos, lower))
        return dark ? 63 : 56;
    return dark ? 0 : 7;
}

enum class Kind { Reward, Normal, Punish };

struct Targets {
    Square white_king = rules::G7;   // next to the mated king: g6 and h7 are both in reach
    Square white_knight = rules::E5; // towards g6 and f7
    Square black_king = rules::H8;
    Square black_knight = rules::G8;
};

// One entry of the transposition table in eight bytes: the table is probed at every node and its
// cache misses were most of the search's time, so a narrower entry (twice as many per cache line
// and page) pays. It keeps the key's upper 48 bits; the table has at least 2^16 entries, so the
// index holds the lower 16 and the whole key is compared. Iterations number at most 128 (depths
// 1 to 128) and fit in eight bits; so does the depth left, capped at 255.
class TtEntry {
  public:
    static constexpr std::size_t kMinBits = 16;

    bool holds(std::uint64_t key) const { return word_ != 0 && (word_ >> 16) == (key >> 16); }
    int iteration() const { return static_cast<int>((word_ >> 8) & 0xff); }
    int moves_left() const { return static_cast<int>(word_ & 0xff); }
    void set(std::uint64_t key, int iteration, int moves_left) {
        word_ = (key >> 16 << 16) | static_cast<std::uint64_t>(iteration & 0xff) << 8 |
                static_cast<std::uint64_t>(std::min(moves_left, 255));
    }

  private:
    std::uint64_t word_ = 0;
};

// A transposition table of 2^bits entries that a thread keeps from one search to the next: a fresh
// table was 512 KB (2^16 entries) or 8 MB (2^20) to allocate and zero for every search, a large
// share of the short searches that decide most positions of real games. Each search starts from
// an empty table as before: the entries a search wrote are zeroed after it, or the whole table
// when they were many.
class Table {
  public:
    // An empty table of 2^bits entries: the thread's kept one when it has one, else a new one.
    static std::unique_ptr<Table> take(std::size_t bits) {
        auto& kept = kept_tables()[bits];
        if (kept)
            return std::move(kept);
        return std::unique_ptr<Table>(new Table(bits));
    }
    // Empties the table and keeps it for the thread's next search of this size.
    static void give_back(std::unique_ptr<Table> table) {
        table->clear();
        kept_tables()[table->bits_] = std::move(table);
    }

    TtEntry& entry(std::uint64_t key) { return entries_[key & mask_]; }
    void set(TtEntry& entry, std::uint64_t key, int iteration, int moves_left) {
        if (written_.size() < max_listed())
            written_.push_back(static_cast<std::uint32_t>(&entry - entries_.data()));
        else
            all_dirty_ = true;
        entry.set(key, iteration, moves_left);
    }

  private:
    explicit Table(std::size_t bits)
        : bits_(bits), entries_(std::size_t{1} << bits), mask_(entries_.size() - 1) {
        written_.reserve(max_listed());
    }

    // Past this many writes, zeroing the whole table is about as cheap as zeroing them one by one
    // (each a likely cache miss).
    std::size_t max_listed() const { return entries_.size() / 32; }

    static std::array<std::unique_ptr<Table>, 64>& kept_tables() {
        thread_local std::array<std::unique_ptr<Table>, 64> kept;
        return kept;
    }

    void clear() {
        if (all_dirty_)
            std::fill(entries_.begin(), entries_.end(), TtEntry{});
        else
            for (std::uint32_t i : written_)
                entries_[i] = TtEntry{};
        written_.clear();
        all_dirty_ = false;
    }

    std::size_t bits_;
    std::vector<TtEntry> entries_;
    std::size_t mask_;
    std::vector<std::uint32_t> written_; // the entries set since the last clear (up to max_listed())
    bool all_dirty_ = false;
};

// Asks the processor to bring `address` into the cache (no effect where the compiler has no way).
inline void prefetch(const void* address) {
#if defined(__GNUC__)
    __builtin_prefetch(address);
#else
    (void)address;
#endif
}

class Searcher {
  public:
    Searcher(const rules::Position& position, const HelpmateLimits& limits, const HelpmateGuide& guide)
        : pos_(position), limits_(limits), guide_(guide) {
        const int flip = mating_corner_flip(pos_);
        targets_.white_king = Square(targets_.white_king ^ flip);
        targets_.white_knight = Square(targets_.white_knight ^ flip);
        targets_.black_king = Square(targets_.black_king ^ flip);
        targets_.black_knight = Square(targets_.black_knight ^ flip);
        if (limits_.table_bits > 0)
            table_ = Table::take(std::max(limits_.table_bits, TtEntry::kMinBits));
        black_pawns_progress_ = needs_black_pawn_blockers(pos_);
    }
    ~Searcher() {
        if (table_)
            Table::give_back(std::move(table_));
    }
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    HelpmateResult run(int first_depth, int last_depth) {
        HelpmateResult result;
        for (int depth = first_depth; depth <= last_depth; ++depth) {
            max_depth_ = depth;
            ++iteration_;
            cut_ = false;
            cut_out_ = false;
            past_progress_ = false;
            iteration_nodes_ = 0;
            line_.clear();
            const bool found = search(0);
            total_nodes_ += iteration_nodes_;
            if (found) {
                result.outcome = HelpmateResult::Outcome::Mate;
                result.line = line_;
                break;
            }
            if (!cut_) {
                result.outcome = HelpmateResult::Outcome::NoMate;
                break;
            }
            if (!cut_out_)
                result.completed_depth = depth;
            if (total_nodes_ > limits_.total_nodes)
                break;
        }
        result.nodes = total_nodes_;
        return result;
    }

  private:
    bool out_of_nodes() const {
        if (limits_.nodes_per_depth != ~std::uint64_t{0} &&
            iteration_nodes_ > static_cast<std::uint64_t>(max_depth_) * limits_.nodes_per_depth)
            return true;
        return total_nodes_ + iteration_nodes_ > limits_.total_nodes;
    }

    bool closer(PieceType t, Move m, Square target) const {
        if (t == PieceType::King)
            return king_distance(m.to(), target) < king_distance(m.from(), target);
        if (t == PieceType::Knight) {
            const auto& d = knight_distances();
            return d[m.to()][target] < d[m.from()][target];
        }
        return false;
    }

    // Whether the white piece (not pawn, not king) on `s` has no square to go to: every square it
    // attacks holds a white unit (pins are not looked at). Black's capture of such a piece costs
    // what an ordinary move costs instead of four: the piece took part in a mate only by the
    // squares it attacks from there, and taking it is often what opens the way (in
    // `8/8/1b6/4k2B/8/4p1p1/4P1P1/5BRK b` Black's bishop takes the boxed rook and its king the boxed
    // bishop, so that White's king gets out: 4.98M nodes of the guided search instead of 300M; in
    // `k7/8/8/8/b7/1p1pB3/1P1P4/K1B5 b` Black's king takes the boxed c1 bishop on its way to free
    // its pawn, which promotes into the blocker of the mate: 5.4M instead of 27.7M). Guidance only:
    // a cost changes what an iteration reaches, never what a mate or a closed set proves.
    bool boxed_in(Square s) const {
        Bitboard attacks = 0;
        switch (rules::type_of(pos_.piece_on(s))) {
        case PieceType::Knight:
            attacks = rules::knight_attacks(s);
            break;
        case PieceType::Bishop:
            attacks = rules::bishop_attacks(s, pos_.occupied());
            break;
        case PieceType::Rook:
            attacks = rules::rook_attacks(s, pos_.occupied());
            break;
        case PieceType::Queen:
            attacks = rules::queen_attacks(s, pos_.occupied());
            break;
        default:
            return false;
        }
        return (attacks & ~pos_.pieces(Color::White)) == 0;
    }

    Kind classify(Move m) const {
        for (Move p : guide_.punished)
            if (p == m)
                return Kind::Punish;
        const PieceType moved = rules::type_of(pos_.piece_on(m.from()));
        const bool capture = pos_.piece_on(m.to()) != rules::Piece::None || m.is_en_passant();
        const auto& bishop = guide_.bishop_distance;
        if (pos_.side_to_move() == Color::White) {
            if (moved == PieceType::Pawn || capture)
                return Kind::Reward;
            if ((moved == PieceType::King && closer(moved, m, targets_.white_king)) ||
                (moved == PieceType::Knight && closer(moved, m, targets_.white_knight)))
                return Kind::Reward;
            if (bishop && moved == PieceType::Bishop) {
                const int from = (*bishop)[m.from()], to = (*bishop)[m.to()];
                if (from > 200)
                    return Kind::Normal;
                // Near the corner, step back to let the king in; far from it, come closer.
                if ((from <= 1 && from < to) || (from > 2 && from > to))
                    return Kind::Reward;
            }
            return Kind::Normal;
        }
        if (bishop && rules::popcount(pos_.occupied()) > 5 && capture &&
            (moved == PieceType::Pawn || rules::type_of(pos_.piece_on(m.to())) == PieceType::Pawn))
            return Kind::Reward;
        if (bishop && moved == PieceType::Bishop && (*bishop)[m.from()] > (*bishop)[m.to()])
            return Kind::Reward;
        if (black_pawns_progress_ && moved == PieceType::Pawn && !capture)
            return Kind::Reward;
        if ((moved == PieceType::King && closer(moved, m, targets_.black_king)) ||
            (moved == PieceType::Knight && closer(moved, m, targets_.black_knight)))
            return Kind::Reward;
        if (capture && !boxed_in(m.to()))
            return Kind::Punish;
        return Kind::Normal;
    }

    // Whether a node at `depth`, `plies` moves from the root, is a leaf of this iteration.
    bool is_leaf(int depth, std::size_t plies) const { return depth >= max_depth_ || plies >= 128; }

    // The depth that a move of `kind` played at `depth` leads to: a progress move costs nothing, an
    // ordinary move one (nothing right after a progress move), a punished one four.
    int depth_after(Kind kind, int depth) const {
        return kind == Kind::Reward   ? depth
               : kind == Kind::Punish ? depth + 4
                                      : depth + (past_progress_ ? 0 : 1);
    }

    bool search(int depth) {
        const bool leaf = is_leaf(depth, line_.size());
        if (leaf && cut_) {
            // Once this iteration has a cut, a leaf matters only if it is a mate: the table (whose
            // probe, a cache miss, was most of the search's time) could only spare the look at a
            // position expanded before, which has legal moves and is no mate, and the cut it would
            // record is recorded already.
            return pos_.side_to_move() == Color::Black && pos_.in_check() && !pos_.has_legal_move();
        }
        const int moves_left = std::max(0, max_depth_ - depth);
        TtEntry* entry = nullptr;
        if (table_) {
            entry = &table_->entry(pos_.key());
            if (entry->holds(pos_.key()) && entry->moves_left() >= moves_left) {
                // Expanded before with as much depth left: in this iteration that is part of the
                // closed set; from an earlier one it proves nothing now.
                if (entry->iteration() != (iteration_ & 0xff))
                    cut_ = true;
                return false;
            }
        }
        if (leaf) {
            // A leaf: only whether it is a mate, a stalemate or hopeless on material matters, so
            // the moves are not listed (most nodes are leaves; listing them was a large share of
            // the search's time). The same answers, in the same order, as below.
            if (!pos_.has_legal_move())
                return pos_.side_to_move() == Color::Black && pos_.in_check();
            if (material_cannot_mate(pos_, Color::White) == nullptr)
                cut_ = true;
            return false;
        }
        rules::MoveList moves;
        pos_.legal_moves(moves);
        if (moves.empty())
            return pos_.side_to_move() == Color::Black && pos_.in_check();
        if (material_cannot_mate(pos_, Color::White) != nullptr)
            return false;
        std::array<Kind, rules::MoveList::kCapacity> kinds;
        for (std::size_t i = 0; i < moves.size(); ++i)
            kinds[i] = classify(moves[i]);
        if (entry != nullptr) {
            table_->set(*entry, pos_.key(), iteration_, moves_left);
            // The entries of the children that will look at the table (a leaf does not once the
            // iteration has a cut), fetched together: their cache misses overlap instead of each
            // one stalling the probe at the child.
            for (std::size_t i = 0; i < moves.size(); ++i)
                if (!cut_ || !is_leaf(depth_after(kinds[i], depth), line_.size() + 1))
                    prefetch(&table_->entry(pos_.key_after_hint(moves[i])));
        }

        // With progress_first, White's progress moves first, then its ordinary moves, then the
        // punished ones: a mate is met sooner along the moves that cost nothing (the real-game
        // `8/4kp1p/2B3p1/5K2/8/8/8/6r1 w` needed 14.1M nodes in the generator's order, 1.3M so).
        // Black's replies keep the generator's order: ordering them too sent the search down long
        // free lines (more nodes on most positions, each dearer). The order changes no proof of No:
        // an iteration without a cut has visited a closed set, whatever the order.
        if (!limits_.progress_first || pos_.side_to_move() != Color::White) {
            for (std::size_t i = 0; i < moves.size(); ++i) {
                if (expand(moves[i], kinds[i], depth))
                    return true;
                if (cut_out_)
                    return false;
            }
            return false;
        }
        for (const Kind pass : {Kind::Reward, Kind::Normal, Kind::Punish})
            for (std::size_t i = 0; i < moves.size(); ++i) {
                if (kinds[i] == pass && expand(moves[i], pass, depth))
                    return true;
                if (cut_out_)
                    return false;
            }
        return false;
    }

    // Plays `m` of the given kind from a node at `depth` and searches below it; cut_out_ when the
    // node limit stops the iteration.
    bool expand(Move m, Kind kind, int depth) {
        ++iteration_nodes_;
        if (out_of_nodes()) {
            cut_ = true;
            cut_out_ = true;
            return false;
        }
        const int next = depth_after(kind, depth);
        // Once the iteration has a cut, a leaf matters only if it is a mate (search()), which only a
        // White move that gives check can make: the others need not be played (most nodes are
        // such leaves; playing and taking back moves was a third of the analysis's instructions).
        if (cut_ && is_leaf(next, line_.size() + 1) &&
            (pos_.side_to_move() == Color::Black || !pos_.gives_check(m)))
            return false;
        const bool saved = past_progress_;
        past_progress_ = kind == Kind::Reward;
        line_.push_back(m);
        pos_.do_move(m);
        const bool found = search(next);
        pos_.undo_move(m);
        if (found)
            return true;
        line_.pop_back();
        past_progress_ = saved;
        return false;
    }

    rules::Position pos_;
    HelpmateLimits limits_;
    const HelpmateGuide& guide_;
    Targets targets_;
    std::unique_ptr<Table> table_; // none when the limits ask for none
    std::vector<Move> line_;
    int max_depth_ = 0;
    std::uint16_t iteration_ = 0;
    std::uint64_t iteration_nodes_ = 0;
    std::uint64_t total_nodes_ = 0;
    bool cut_ = false;
    bool past_progress_ = false;
    bool cut_out_ = false;              // the node limit stopped this iteration
    bool black_pawns_progress_ = false; // Black's pawn moves make the blockers White needs
};

} // namespace

HelpmateResult find_white_helpmate(const rules::Position& position, int first_depth, int last_depth,
                                   const HelpmateLimits& limits, const HelpmateGuide& guide) {
    Searcher searcher(position, limits, guide);
    return searcher.run(first_depth, last_depth);
}

std::array<std::uint8_t, 64> bishop_distances(const rules::Position& position, Bitboard steady) {
    const int flip = mating_corner_flip(position);
    Bitboard active = rules::square_bb(Square(rules::H8 ^ flip)) |
                      rules::square_bb(Square(rules::G8 ^ flip)) | rules::square_bb(Square(rules::H7 ^ flip));
    // Also Black's king's square and its neighbours as it stands, when the king cannot walk to the
    // corner (its own pieces taken as walls too): such a king is mated where it stands, hemmed in
    // by its own units (White in `BbK1kb2/b1p1p1p1/1pP1P1P1/1P6/8/8/8/1B2b2B b`, mated on e8 by a
    // bishop that comes round through c8 and d7: 52.9M nodes of the guided search with the corner
    // alone, 3.2M so). Done for every king, it lost three Black sides of the labelled sets.
    const Bitboard king = position.pieces(Color::Black, PieceType::King);
    const Bitboard black_pieces =
        position.pieces(Color::Black) & ~king & ~position.pieces(Color::Black, PieceType::Pawn);
    if (king != 0 && !king_walks_to(position, Square(rules::H8 ^ flip), black_pieces))
        active |= king | rules::king_attacks(rules::lsb(king));
    std::array<std::uint8_t, 64> distance{};
    distance.fill(255);
    Bitboard visited = 0;
    for (std::uint8_t d = 0; active != 0; ++d) {
        for (Bitboard b = active; b != 0;)
            distance[rules::pop_lsb(b)] = d;
        visited |= active;
        Bitboard next = 0;
        for (Bitboard b = active; b != 0;)
            next |= rules::bishop_attacks(rules::pop_lsb(b), steady) & ~steady;
        active = next & ~visited;
    }
    return distance;
}

} // namespace pendule::arbiter
