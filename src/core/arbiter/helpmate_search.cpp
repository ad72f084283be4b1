#include "core/arbiter/helpmate_search.hpp"

#include "core/arbiter/material_rules.hpp"
#include "core/arbiter/pawn_structure.hpp"
#include "core/rules/attacks.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::Move;
using rules::PieceType;
using rules::Square;

namespace {

constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

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

enum class Kind { Reward, Normal, Punish };

// The mating picture aimed at: the loser's king in a corner, the winner's king two squares in
// front of it, the loser's pieces next to the corner (blocking flight squares).
struct Picture {
    Square corner = rules::H8;
    Square winner_king = rules::H6;
    Square blocker = rules::G8;
};

Picture choose_picture(const rules::Position& pos, Color winner) {
    const Color loser = ~winner;
    // A bishop mates on its own colour; a loser's bishop blocks on the other colour.
    const Bitboard wb = pos.pieces(winner, PieceType::Bishop);
    const Bitboard lb = pos.pieces(loser, PieceType::Bishop);
    int colour = -1; // 1 dark corners, 0 light corners, -1 any
    if (wb != 0 && ((wb & kDarkSquares) == 0 || (wb & ~kDarkSquares) == 0))
        colour = (wb & kDarkSquares) != 0 ? 1 : 0;
    else if (wb == 0 && lb != 0 && ((lb & kDarkSquares) == 0 || (lb & ~kDarkSquares) == 0))
        colour = (lb & kDarkSquares) != 0 ? 0 : 1;
    const Square lk = pos.king_square(loser);
    Picture best;
    int best_score = 1000;
    for (Square c : {rules::A1, rules::H1, rules::A8, rules::H8}) {
        const int dark = rules::has_square(kDarkSquares, c) ? 1 : 0;
        if (colour >= 0 && dark != colour)
            continue;
        // Prefer the corner nearest the loser's king, then the winner's far side.
        const bool far_side = rules::relative_rank(winner, rules::rank_of(c)) == 7;
        const int score = 2 * king_distance(lk, c) + (far_side ? 0 : 1);
        if (score < best_score) {
            best_score = score;
            best.corner = c;
        }
    }
    const int f = rules::file_of(best.corner), r = rules::rank_of(best.corner);
    best.winner_king = rules::make_square(f, r == 0 ? 2 : 5);
    best.blocker = rules::make_square(f == 0 ? 1 : 6, r);
    return best;
}

// Whether the winner can only mate with the help of a piece the loser has yet to promote to.
bool needs_loser_promotion(const rules::Position& pos, Color winner) {
    const Color loser = ~winner;
    const Bitboard ours = pos.pieces(winner) & ~pos.pieces(winner, PieceType::King);
    const Bitboard theirs = pos.pieces(loser) & ~pos.pieces(loser, PieceType::King);
    if (ours == pos.pieces(winner, PieceType::Knight) && !rules::has_more_than_one(ours))
        return (theirs & (pos.pieces(PieceType::Knight) | pos.pieces(PieceType::Bishop) |
                          pos.pieces(PieceType::Rook))) == 0;
    if (ours == pos.pieces(winner, PieceType::Bishop)) {
        const Bitboard colour = (ours & kDarkSquares) != 0 ? kDarkSquares : ~kDarkSquares;
        if ((ours & ~colour) != 0)
            return false;
        return (theirs & (pos.pieces(PieceType::Knight) | (pos.pieces(PieceType::Bishop) & ~colour))) == 0;
    }
    return false;
}

bool closer(PieceType t, Move m, Square target) {
    if (t == PieceType::King)
        return king_distance(m.to(), target) < king_distance(m.from(), target);
    if (t == PieceType::Knight) {
        const auto& d = knight_distances();
        return d[m.to()][target] < d[m.from()][target];
    }
    return false;
}

struct TtEntry {
    std::uint64_t key = 0;
    std::int16_t budget = -1;
    std::uint16_t iteration = 0;
};

class Searcher {
  public:
    Searcher(const rules::Position& position, Color winner, const HelpmateLimits& limits)
        : pos_(position), winner_(winner), limits_(limits), picture_(choose_picture(position, winner)),
          table_(std::size_t{1} << 15) {}

    HelpmateResult run() {
        HelpmateResult result;
        for (int budget = 1; budget <= limits_.max_budget; ++budget) {
            ++iteration_;
            cut_ = false;
            if (search(budget, 0, false, false)) {
                result.outcome = HelpmateResult::Outcome::Mate;
                result.line.assign(line_.rbegin(), line_.rend());
                break;
            }
            if (out_of_nodes_)
                break;
            if (!cut_) {
                result.outcome = HelpmateResult::Outcome::NoMate;
                break;
            }
        }
        result.nodes = nodes_;
        return result;
    }

  private:
    struct Scored {
        Move move;
        Kind kind;
    };

    Kind classify(Move m, bool winners_turn, bool loser_promotion) const {
        const PieceType moved = rules::type_of(pos_.piece_on(m.from()));
        const bool capture = pos_.piece_on(m.to()) != rules::Piece::None || m.is_en_passant();
        if (winners_turn) {
            if (capture || m.is_promotion())
                return Kind::Reward;
            if (moved == PieceType::Pawn)
                return rules::relative_rank(winner_, rules::rank_of(m.from())) >= 4 ? Kind::Reward
                                                                                    : Kind::Normal;
            const Square target = moved == PieceType::King ? picture_.winner_king : picture_.corner;
            return closer(moved, m, target) ? Kind::Reward : Kind::Normal;
        }
        Kind kind = Kind::Normal;
        if (loser_promotion) {
            const bool heavy =
                m.is_promotion() && (m.promotion() == PieceType::Queen || m.promotion() == PieceType::Rook);
            kind = moved == PieceType::Pawn && !heavy ? Kind::Reward : Kind::Punish;
        }
        const Square target = moved == PieceType::King ? picture_.corner : picture_.blocker;
        if (closer(moved, m, target))
            return Kind::Reward;
        if (capture)
            return Kind::Punish;
        return kind;
    }

    // Whether the winner provably cannot mate after a move that changed material or pawns.
    bool is_static_loss(bool structure_changed) {
        if (!structure_changed)
            return false;
        if (material_cannot_mate(pos_, winner_) != nullptr)
            return true;
        if (pos_.pieces(PieceType::Pawn) == 0)
            return false;
        const PawnStructure structure(pos_);
        return structure.is_usable() && structure.can_never_check(winner_);
    }

    bool search(int budget, int ply, bool progress, bool structure_changed) {
        if (++nodes_ > limits_.max_nodes) {
            out_of_nodes_ = true;
            return false;
        }
        rules::MoveList moves;
        pos_.legal_moves(moves);
        if (moves.empty())
            return pos_.side_to_move() != winner_ && pos_.in_check();
        if (is_static_loss(structure_changed))
            return false;
        if (budget <= 0 || ply >= limits_.max_ply) {
            cut_ = true;
            return false;
        }
        TtEntry& entry = table_[pos_.key() & (table_.size() - 1)];
        if (entry.key == pos_.key() && entry.iteration == iteration_ && entry.budget >= budget)
            return false;
        entry = TtEntry{pos_.key(), static_cast<std::int16_t>(budget), iteration_};

        const bool winners_turn = pos_.side_to_move() == winner_;
        const bool loser_promotion = !winners_turn && needs_loser_promotion(pos_, winner_);
        std::array<Scored, rules::MoveList::kCapacity> scored;
        std::size_t n = 0;
        for (Move m : moves)
            scored[n++] = Scored{m, classify(m, winners_turn, loser_promotion)};
        std::stable_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(n),
                         [](const Scored& a, const Scored& b) { return a.kind < b.kind; });

        for (std::size_t i = 0; i < n; ++i) {
            const Move m = scored[i].move;
            const Kind kind = scored[i].kind;
            const int cost = kind == Kind::Reward ? 0 : kind == Kind::Punish ? 3 : (progress ? 0 : 1);
            const bool changes_structure = pos_.piece_on(m.to()) != rules::Piece::None || m.is_en_passant() ||
                                           rules::type_of(pos_.piece_on(m.from())) == PieceType::Pawn;
            pos_.do_move(m);
            const bool found = search(budget - cost, ply + 1, kind == Kind::Reward, changes_structure);
            pos_.undo_move(m);
            if (found) {
                line_.push_back(m);
                return true;
            }
            if (out_of_nodes_)
                return false;
        }
        return false;
    }

    rules::Position pos_;
    Color winner_;
    HelpmateLimits limits_;
    Picture picture_;
    std::vector<TtEntry> table_;
    std::uint16_t iteration_ = 0;
    std::uint64_t nodes_ = 0;
    bool cut_ = false;
    bool out_of_nodes_ = false;
    std::vector<Move> line_;
};

} // namespace

HelpmateResult find_helpmate(const rules::Position& position, Color winner, const HelpmateLimits& limits) {
    Searcher searcher(position, winner, limits);
    return searcher.run();
}

} // namespace pendule::arbiter
