#include "core/arbiter/unwinnability.hpp"

#include "core/arbiter/material_rules.hpp"
#include "core/arbiter/pawn_structure.hpp"
#include "core/arbiter/reachability.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/move.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_set>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::Move;
using rules::PieceType;

namespace {

rules::Square mirror(rules::Square s) {
    return rules::Square(s ^ 56);
}

Move mirror(Move m) {
    return Move(mirror(m.from()), mirror(m.to()), m.kind(), m.promotion());
}

std::string describe_line(const std::vector<Move>& line, bool mirrored_back) {
    std::string text;
    for (Move m : line) {
        if (!text.empty())
            text += ' ';
        text += rules::to_uci(mirrored_back ? mirror(m) : m);
    }
    return text;
}

// The reasons of the analysis: predicates of the side ("can never give check: ..."), worded in any
// language by the window's catalogue.
constexpr Phrase kWalledIn{N_("can never give check: the pawns that can never move again wall the kings in")};
constexpr Phrase kFlightSquareOpen{
    N_("can never checkmate: wherever the opponent's king could be checked, a flight "
       "square stays open for ever behind pawns that can never move again")};
constexpr Phrase kForcedCycle{
    N_("cannot checkmate: the only legal moves repeat the same positions for ever")};
constexpr Phrase kMatedAfterForced{N_("is checkmated after the forced moves")};
constexpr Phrase kForcedStalemate{N_("cannot checkmate: the forced moves end in stalemate")};
constexpr Phrase kNoSeriesMates{N_("cannot checkmate: every series of legal moves ends without a mate")};
constexpr Phrase kNoMateStatic{
    N_("cannot checkmate: wherever its units may ever go, the opponent's king can never "
       "be mated (blocked pawns and units that can never move)")};
constexpr Phrase kClosureHasNoMate{
    N_("cannot checkmate: none of the positions that can still arise is a mate")};
constexpr Phrase kCheckChainsEnd{
    N_("cannot checkmate: every series of checks ends, and every quiet position met is hopeless")};
constexpr Phrase kCanMate{N_("can checkmate with the opponent's help:")};

// The older, cheaper pawn-wall proofs (pawn_structure.hpp).
const Phrase* pawn_wall_reason(const rules::Position& pos) {
    // Both proofs need a frozen pawn, and the frozen pawns include a white pawn with a black one
    // right in front of it: a frozen pawn cannot push, so the square ahead holds a frozen pawn,
    // and following them forward from any frozen pawn ends at such a pair. Without one, nothing is
    // frozen, White's king may go anywhere, and neither proof holds (on most positions of real
    // games the analysis was a tenth of the time, for no verdict).
    if ((rules::pawn_push<Color::White>(pos.pieces(Color::White, PieceType::Pawn)) &
         pos.pieces(Color::Black, PieceType::Pawn)) == 0)
        return nullptr;
    const PawnStructure structure(pos);
    if (structure.is_usable() && structure.can_never_check(Color::White))
        return &kWalledIn;
    if (structure.is_usable() && structure.can_never_mate(Color::White))
        return &kFlightSquareOpen;
    return nullptr;
}

// What is left of the question's node budget; each phase takes at most its own limit from it.
class Budget {
  public:
    explicit Budget(std::uint64_t nodes) : left_(nodes) {}
    std::uint64_t allow(std::uint64_t limit) const { return std::min(limit, left_); }
    void spend(std::uint64_t nodes) { left_ -= std::min(nodes, left_); }

  private:
    std::uint64_t left_;
};

// Follows every series of checks by either side from `pos` (and every first move), requiring each
// quiet position met to be proven hopeless by the static analysis. Yes when a mate is met, No when
// the positions visited close up, Unknown otherwise.
Verdict check_chains(rules::Position& pos, std::unordered_set<std::uint64_t>& visited, int depth,
                     std::uint64_t& nodes, std::uint64_t limit) {
    if (depth > 16 || ++nodes > limit)
        return Verdict::Unknown;
    visited.insert(pos.key());
    rules::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty())
        return pos.side_to_move() == Color::Black && pos.in_check() ? Verdict::Yes : Verdict::No;
    if (material_cannot_mate(pos, Color::White) != nullptr)
        return Verdict::No;
    for (Move m : moves) {
        pos.do_move(m);
        Verdict v = Verdict::No;
        if (!visited.contains(pos.key())) {
            if (pos.in_check() || depth == 0)
                v = check_chains(pos, visited, depth + 1, nodes, limit);
            else if (material_cannot_mate(pos, Color::White) == nullptr && !is_statically_unwinnable(pos))
                v = Verdict::Unknown;
        }
        pos.undo_move(m);
        if (v != Verdict::No)
            return v;
    }
    return Verdict::No;
}

// A set of position keys with open addressing: the closure below inserts up to 200,000 keys, and
// std::unordered_set's node per key (an allocation, a pointer chase on every probe) was a fifth of
// the time of the slowest positions.
class KeySet {
  public:
    // Whether `key` was new.
    bool insert(std::uint64_t key) {
        if (key == 0) {
            const bool added = !has_zero_;
            has_zero_ = true;
            size_ += added ? 1 : 0;
            return added;
        }
        if (2 * (size_ + 1) > slots_.size())
            grow();
        if (!place(slots_, key))
            return false;
        ++size_;
        return true;
    }
    std::size_t size() const { return size_; }

  private:
    static bool place(std::vector<std::uint64_t>& slots, std::uint64_t key) {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = (key ^ (key >> 29)) & mask;; i = (i + 1) & mask) {
            if (slots[i] == key)
                return false;
            if (slots[i] == 0) {
                slots[i] = key;
                return true;
            }
        }
    }
    void grow() {
        std::vector<std::uint64_t> bigger(slots_.empty() ? 4096 : 2 * slots_.size(), 0);
        for (std::uint64_t key : slots_)
            if (key != 0)
                place(bigger, key);
        slots_.swap(bigger);
    }

    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
    bool has_zero_ = false;
};

// Every position reachable from `start`, breadth first, as long as there are at most a limit of
// them: No when none is a mate by White (positions hopeless on material are not expanded). It can
// pause after a first slice of positions (before the middle search) and go on later from where it
// stopped, so no position is expanded twice: with the same final limit it meets the same positions
// and gives the same answer as one run (the order is the same, only paused between two expansions).
class ResumableClosure {
  public:
    enum class State { Closed, Mate, Paused, Overflow };

    explicit ResumableClosure(const rules::Position& start) {
        seen_.insert(start.key());
        frontier_.push_back(start);
        frontier_.back().forget_history();
    }

    // Expands positions until the set closes (Closed), a mate by White is met (Mate), or, when
    // `final`, more than `limit` positions are met (Overflow); when not `final`, pauses between
    // two expansions once at least `limit` positions are met (Paused).
    State run(std::size_t limit, bool final) {
        if (mate_)
            return State::Mate;
        for (;;) {
            if (index_ == frontier_.size()) {
                if (next_.empty())
                    return State::Closed;
                frontier_ = std::move(next_);
                next_.clear();
                index_ = 0;
            }
            if (!final && seen_.size() >= limit)
                return State::Paused;
            rules::Position& pos = frontier_[index_++];
            if (material_cannot_mate(pos, Color::White) != nullptr)
                continue;
            rules::MoveList moves;
            pos.legal_moves(moves);
            if (moves.empty()) {
                if (pos.side_to_move() == Color::Black && pos.in_check()) {
                    mate_ = true; // for good: a later run must not go on past it
                    return State::Mate;
                }
                continue;
            }
            for (Move m : moves) {
                // Most children were met before: look the key up first, copy only the new ones.
                pos.do_move(m);
                const bool added = seen_.insert(pos.key());
                pos.undo_move(m);
                if (added) {
                    if (final && seen_.size() > limit)
                        return State::Overflow;
                    next_.push_back(pos);
                    next_.back().do_move(m);
                    next_.back().forget_history();
                }
            }
        }
    }
    std::size_t met() const { return seen_.size(); }

  private:
    KeySet seen_;
    std::vector<rules::Position> frontier_;
    std::vector<rules::Position> next_;
    std::size_t index_ = 0;
    bool mate_ = false;
};

struct WhiteAnswer {
    Verdict verdict = Verdict::Unknown;
    Phrase reason{""};
    std::vector<Move> line; // the mating series (Yes)
};

WhiteAnswer mate_found(std::vector<Move> forced, const std::vector<Move>& line) {
    forced.insert(forced.end(), line.begin(), line.end());
    return {Verdict::Yes, kCanMate, forced};
}

// The guidance of the last search: the bishops' real routes to the mating corner, and the root
// moves after which the reachability analysis proves that White can never mate.
HelpmateGuide deep_guide(const rules::Position& pos) {
    Reachability analysis(pos, {});
    analysis.saturate();
    HelpmateGuide guide;
    guide.bishop_distance = bishop_distances(pos, analysis.steady());
    if (pos.castling_rights() != 0)
        return guide;
    rules::MoveList moves;
    pos.legal_moves(moves);
    for (Move m : moves) {
        rules::Position after = pos;
        after.do_move(m);
        if (is_statically_unwinnable(after))
            guide.punished.push_back(m);
    }
    return guide;
}

// The reachability analysis (reachability.hpp); in check, also after every reply, which may each
// be proven hopeless on their own (the rook exchange of `1bB5/k7/r7/8/1pBp1p1p/1PpP1PbP/K1P4b/RB6 w`,
// 0.25 s of search before). With queens, rooks or knights both come after the first part of the
// middle search, which decides nearly every position of real games first (on lichess's, the form
// in check cost a twentieth of the time and decided no side).
bool statically_unwinnable(const rules::Position& pos) {
    return is_statically_unwinnable(pos) ||
           (pos.in_check() && is_statically_unwinnable_after_every_move(pos));
}

// The first part of the middle search and the first slice of the closure (analyse_searching).
constexpr std::uint64_t kMiddleFirstNodes = 100000;
constexpr std::size_t kClosureFirstPositions = 40000;

// The searches, the closure and the check chains after the cheap proofs, in the order of cost,
// all drawing on one node budget; `forced` are the moves already played to reach `pos`.
WhiteAnswer analyse_searching(const rules::Position& pos, const std::vector<Move>& forced,
                              const UnwinnabilityLimits& limits) {
    Budget budget(limits.node_budget);
    const Phrase& no_mate_static = kNoMateStatic;
    // A quick look along the most promising moves.
    HelpmateLimits quick;
    quick.nodes_per_depth = 1000;
    quick.total_nodes = budget.allow(quick.total_nodes);
    HelpmateResult r = find_white_helpmate(pos, 1, 1, quick);
    budget.spend(r.nodes);
    if (r.outcome == HelpmateResult::Outcome::Mate)
        return mate_found(forced, r.line);
    if (r.outcome == HelpmateResult::Outcome::NoMate)
        return {Verdict::No, kNoSeriesMates, {}};

    const bool has_qrn =
        (pos.pieces(PieceType::Queen) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Knight)) != 0;
    if (!has_qrn && statically_unwinnable(pos))
        return {Verdict::No, no_mate_static, {}};

    // The middle search in two parts, with the reachability analysis (positions with queens, rooks
    // or knights) and a first slice of the closure in between (speed): the first part
    // decides most positions of real games (lichess), which never pay for the rest; on the composed
    // positions that the closure or the reachability analysis decides, the middle search used to
    // spend its whole million nodes first (on d3chess, the closure's No sides at 8,000 positions in
    // the median paid 1,000,000 search nodes each, about 13 times as dear per node). The second part
    // (after the ordered guided search, below) goes on from the first depth the first part did not
    // finish, with the rest of the middle search's nodes.
    HelpmateLimits deeper;
    deeper.nodes_per_depth = limits.nodes_per_depth;
    deeper.table_bits = 16;
    deeper.total_nodes = budget.allow(std::min(kMiddleFirstNodes, limits.middle_nodes));
    r = find_white_helpmate(pos, 2, 128, deeper);
    budget.spend(r.nodes);
    const std::uint64_t middle_spent = r.nodes;
    if (r.outcome == HelpmateResult::Outcome::Mate)
        return mate_found(forced, r.line);
    if (r.outcome == HelpmateResult::Outcome::NoMate)
        return {Verdict::No, kNoSeriesMates, {}};
    const int middle_from = std::max(2, r.completed_depth + 1);

    if (has_qrn && statically_unwinnable(pos))
        return {Verdict::No, no_mate_static, {}};

    // The check chains (at most 20,000 nodes, a few milliseconds) before the closure and the guided
    // search: the sides they decide no longer pay for those first.
    {
        rules::Position chains = pos;
        std::unordered_set<std::uint64_t> visited;
        std::uint64_t nodes = 0;
        const Verdict v = check_chains(chains, visited, 0, nodes, budget.allow(limits.chain_nodes));
        budget.spend(nodes);
        if (v == Verdict::No)
            return {Verdict::No, kCheckChainsEnd, {}};
        // A Yes from the check chains is found again, with its line, by the search below.
    }

    ResumableClosure closure(pos);
    if (closure.run(budget.allow(std::min(kClosureFirstPositions, limits.closure_positions)), false) ==
        ResumableClosure::State::Closed) {
        budget.spend(closure.met());
        return {Verdict::No, kClosureHasNoMate, {}};
    }
    budget.spend(closure.met());
    const std::size_t closure_spent = closure.met();

    if (budget.allow(limits.deep_nodes) == 0)
        return {};

    // The guided search twice: first a short one that tries White's progress moves first (it finds
    // the long cooperative mates of real games where the generator's order wanders: the lichess
    // `8/4kp1p/2B3p1/5K2/8/8/8/6r1 w` in 1.3M nodes instead of 14.1M), then the generator's order
    // with the rest (better on others, e.g. `1Q1k4/n3b3/8/8/K7/8/6P1/8 b` for Black).
    const HelpmateGuide guide = deep_guide(pos);
    HelpmateLimits ordered;
    ordered.total_nodes = budget.allow(limits.ordered_nodes);
    ordered.table_bits = 20;
    ordered.progress_first = true;
    r = find_white_helpmate(pos, 2, 128, ordered, guide);
    budget.spend(r.nodes);
    if (r.outcome == HelpmateResult::Outcome::Mate)
        return mate_found(forced, r.line);
    if (r.outcome == HelpmateResult::Outcome::NoMate)
        return {Verdict::No, kNoSeriesMates, {}};
    const int ordered_completed = r.completed_depth;

    // The rest of the closure (up to its own limit in all) and of the middle search after the
    // ordered guided search (speed): on the labelled sets the rest of the middle search
    // decided no side the ordered search does not decide first, and the Yes sides it decides (95 of
    // d3chess's slowest 243 positions) paid up to 1,900,000 nodes of the two before. Both still run
    // before the last search, so every phase keeps its share of the node budget.
    const std::size_t closure_limit =
        closure_spent +
        budget.allow(limits.closure_positions - std::min(closure_spent, limits.closure_positions));
    const bool closed = closure.run(closure_limit, true) == ResumableClosure::State::Closed;
    const std::size_t met = closure.met();
    budget.spend(met - closure_spent);
    if (closed)
        return {Verdict::No, kClosureHasNoMate, {}};

    deeper.total_nodes = budget.allow(limits.middle_nodes - std::min(middle_spent, limits.middle_nodes));
    const HelpmateResult rest = find_white_helpmate(pos, middle_from, 128, deeper);
    budget.spend(rest.nodes);
    if (rest.outcome == HelpmateResult::Outcome::Mate)
        return mate_found(forced, rest.line);
    if (rest.outcome == HelpmateResult::Outcome::NoMate)
        return {Verdict::No, kNoSeriesMates, {}};

    if (budget.allow(limits.deep_nodes) == 0)
        return {};

    // The generator's order from the first depth the ordered search did not finish: an iteration
    // visits the positions within its depth whatever the order, so the depths it finished hold no
    // mate in practice (not strictly: the table's key holds neither the state "right after a
    // progress move" nor the ply cap), and they were up to half of this search's nodes. Skipping
    // them can only delay a mate, never make a verdict wrong: a mate is still played on the board,
    // and a No still needs an iteration of this search without any cut.
    HelpmateLimits deepest;
    deepest.total_nodes = budget.allow(limits.deep_nodes);
    deepest.table_bits = 20;
    r = find_white_helpmate(pos, std::max(2, ordered_completed + 1), 128, deepest, guide);
    if (r.outcome == HelpmateResult::Outcome::Mate)
        return mate_found(forced, r.line);
    if (r.outcome == HelpmateResult::Outcome::NoMate)
        return {Verdict::No, kNoSeriesMates, {}};
    return {};
}

// The analysis for White as the intended winner.
WhiteAnswer analyse_white(const rules::Position& position, const UnwinnabilityLimits& limits) {
    if (const Phrase* why = material_cannot_mate(position, Color::White))
        return {Verdict::No, *why, {}};

    // Forced moves; a cycle of forced moves never ends in a mate.
    rules::Position pos = position;
    std::vector<Move> forced;
    std::unordered_set<std::uint64_t> seen{pos.key()};
    for (int i = 0; i < limits.forced_moves; ++i) {
        rules::MoveList moves;
        pos.legal_moves(moves);
        if (moves.size() != 1)
            break;
        forced.push_back(moves[0]);
        pos.do_move(moves[0]);
        if (!seen.insert(pos.key()).second)
            return {Verdict::No, kForcedCycle, {}};
    }
    if (pos.is_checkmate()) {
        if (pos.side_to_move() == Color::Black)
            return mate_found(forced, {});
        return {Verdict::No, kMatedAfterForced, forced};
    }
    if (pos.is_stalemate())
        return {Verdict::No, kForcedStalemate, forced};
    if (const Phrase* why = material_cannot_mate(pos, Color::White))
        return {Verdict::No, *why, {}};

    if (const Phrase* why = pawn_wall_reason(pos))
        return {Verdict::No, *why, {}};
    return analyse_searching(pos, forced, limits);
}

} // namespace

UnwinnabilityAnswer analyse_unwinnability(const rules::Position& position, Color side,
                                          const UnwinnabilityLimits& limits) {
    const bool flip = side == Color::Black;
    const std::optional<rules::Position> seen = flip ? mirrored(position) : position;
    if (!seen)
        return {};
    const WhiteAnswer answer = analyse_white(*seen, limits);
    if (answer.verdict == Verdict::Unknown)
        return {};
    Text reason = Text::msg(answer.reason.english);
    if (!answer.line.empty())
        reason += Text::same(" ") + Text::same(describe_line(answer.line, flip)); // UCI in every language
    return {answer.verdict, reason.english(), std::move(reason)};
}

std::optional<rules::Position> mirrored(const rules::Position& position) {
    const std::string fen = position.fen();
    std::size_t i = 0;
    std::string ranks[8];
    int r = 0;
    for (; i < fen.size() && fen[i] != ' '; ++i) {
        if (fen[i] == '/') {
            ++r;
            continue;
        }
        const char c = fen[i];
        ranks[r] += std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c))
                                                                : static_cast<char>(std::toupper(c));
    }
    std::string out;
    for (int k = 7; k >= 0; --k) {
        out += ranks[k];
        if (k > 0)
            out += '/';
    }
    out.append(position.side_to_move() == Color::White ? " b " : " w ");
    // The colours swap, the files stay: each right's letter changes case (KQkq, or the rook files
    // of a Chess960 position, Shredder-FEN so that no letter depends on the other rooks).
    std::string castling = position.castling_field(position.is_chess960() ? rules::CastlingNotation::Shredder
                                                                          : rules::CastlingNotation::XFen);
    for (char& c : castling)
        if (std::isalpha(static_cast<unsigned char>(c)))
            c = std::islower(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(c))
                                                            : static_cast<char>(std::tolower(c));
    out.append(castling);
    out.push_back(' ');
    out.append(position.ep_square() == rules::NoSquare ? std::string("-")
                                                       : rules::square_name(mirror(position.ep_square())));
    out.append(" 0 1");
    // The reader accepted the original, so it accepts its mirror image (material is not checked
    // again: the original may come from a composed problem).
    auto parsed = rules::Position::from_fen(out, rules::FenMaterial::Any,
                                            position.is_chess960() ? rules::FenRules::Chess960
                                                                   : rules::FenRules::Standard);
    if (!parsed)
        return std::nullopt;
    return *parsed;
}

} // namespace pendule::arbiter
