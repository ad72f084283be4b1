#include "core/arbiter/mating_material.hpp"

#include "core/arbiter/unwinnability.hpp"

#include <algorithm>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::PieceType;

namespace {

struct Reasoning {
    Verdict verdict = Verdict::Unknown;
    Text reason;
};

// The sound material rules. Material never grows for a side without pawns, and the opponent's
// material can only shrink when it has no pawns either, so each "No" below holds for every
// position reachable from this one:
// - a side with only its king cannot checkmate;
// - a side with a king and one knight can checkmate only with the help of an opponent's piece
//   that blocks a flight square without guarding the knight: a pawn (which may also promote), a
//   knight, a bishop or a rook. Against a king and queens alone it cannot (a queen next to the
//   cornered king always attacks the checking knight);
// - a side with a king and bishops all on one colour of squares cannot checkmate when the
//   opponent has nothing but its king and bishops on that same colour: every square next to the
//   mated king that a bishop cannot guard is of the other colour, and no piece is there to block
//   it. (Opponent rooks can serve as blockers, queens are left Unknown.)
Reasoning judge_material(const rules::Position& position, Color side) {
    if (position.is_checkmate())
        return position.side_to_move() == side
                   ? Reasoning{Verdict::No, said_of(side, Text::msg(N_("is checkmated")))}
                   : Reasoning{Verdict::Yes, said_of(side, Text::msg(N_("has checkmated")))};
    if (position.is_stalemate())
        return {Verdict::No, Text::msg(N_("the position is stalemate: no move can follow"))};

    const Color them = ~side;
    const Bitboard ours = position.pieces(side) & ~position.pieces(side, PieceType::King);
    const Bitboard theirs = position.pieces(them) & ~position.pieces(them, PieceType::King);

    if (ours == 0)
        return {Verdict::No, said_of(side, Text::msg(N_("has only the king")))};
    if ((ours & (position.pieces(PieceType::Pawn) | position.pieces(PieceType::Rook) |
                 position.pieces(PieceType::Queen))) != 0)
        return {};

    const Bitboard our_knights = position.pieces(side, PieceType::Knight);
    const Bitboard our_bishops = position.pieces(side, PieceType::Bishop);
    const Bitboard their_helpers_for_knight =
        theirs & (position.pieces(PieceType::Pawn) | position.pieces(PieceType::Knight) |
                  position.pieces(PieceType::Bishop) | position.pieces(PieceType::Rook));

    if (our_bishops == 0 && rules::popcount(our_knights) == 1) {
        if (their_helpers_for_knight == 0)
            return {Verdict::No,
                    said_of(side, Text::msg(N_("has a king and a knight only, and the opponent has no "
                                               "pawn, knight, bishop or rook to block a flight square")))};
        return {};
    }
    if (our_knights == 0) {
        const Bitboard all_bishops = position.pieces(PieceType::Bishop);
        const bool one_colour =
            (all_bishops & rules::kDarkSquares) == 0 || (all_bishops & ~rules::kDarkSquares) == 0;
        const bool they_have_only_bishops = (theirs & ~position.pieces(PieceType::Bishop)) == 0;
        if (one_colour && they_have_only_bishops)
            return {
                Verdict::No,
                said_of(side, Text::msg(N_("has a king and bishops all on squares of one colour, and the "
                                           "opponent has nothing but its king and bishops of that colour")))};
        return {};
    }
    return {};
}

// The material rules above first, then the deeper analysis (unwinnability.hpp: more material
// rules, frozen pawns, forced moves, a bounded helpmate search), which never answers wrongly
// either.
Reasoning analyse(const rules::Position& position, Color side, std::uint64_t node_budget) {
    Reasoning answer = judge_material(position, side);
    if (answer.verdict != Verdict::Unknown)
        return answer;
    UnwinnabilityLimits limits;
    limits.node_budget = node_budget;
    UnwinnabilityAnswer deeper = analyse_unwinnability(position, side, limits);
    if (deeper.verdict != Verdict::Unknown)
        answer = {deeper.verdict, said_of(side, deeper.words)};
    return answer;
}

// One analysis per position and side, shared by every question about it: callers ask for the
// dead position, each side's verdict, the reason and the ending check in turn (pendule-cli status
// asks four times), and a game's positions are met again when an ending is looked for. The last
// few positions are remembered, both sides each, for the whole process: the window asks on a
// worker thread and reads the answer on its own (a mutex guards the memory, never held during an
// analysis; two threads asking the same question at once both analyse, with the same answer).
struct Remembered {
    std::string fen;
    std::uint64_t node_budget = 0;
    std::optional<Reasoning> sides[2];
};

// Enough for the positions of a game score's dead-position check that the window's worker analysed
// before the claim is judged (app/model/mate_worker.hpp).
constexpr std::size_t kRemembered = 64;

std::mutex& memory_mutex() {
    static std::mutex mutex;
    return mutex;
}

std::deque<Remembered>& memory() {
    static std::deque<Remembered> remembered;
    return remembered;
}

// The remembered answer, or nothing. Call with the mutex held.
std::optional<Reasoning>* find_remembered(const std::string& fen, std::uint64_t node_budget, Color side,
                                          bool make) {
    auto& remembered = memory();
    auto found = std::find_if(remembered.begin(), remembered.end(), [&](const Remembered& r) {
        return r.fen == fen && r.node_budget == node_budget;
    });
    if (found == remembered.end()) {
        if (!make)
            return nullptr;
        if (remembered.size() == kRemembered)
            remembered.pop_back();
        remembered.push_front({fen, node_budget, {}});
        found = remembered.begin();
    }
    return &found->sides[side == Color::White ? 0 : 1];
}

void remember(const std::string& fen, std::uint64_t node_budget, Color side, Reasoning answer) {
    const std::lock_guard lock(memory_mutex());
    *find_remembered(fen, node_budget, side, true) = std::move(answer);
}

Reasoning judge(const rules::Position& position, Color side, std::uint64_t node_budget) {
    const std::string fen = position.fen();
    {
        const std::lock_guard lock(memory_mutex());
        if (auto* known = find_remembered(fen, node_budget, side, false); known && *known)
            return **known;
    }
    Reasoning answer = analyse(position, side, node_budget);
    remember(fen, node_budget, side, answer);
    return answer;
}

} // namespace

const char* verdict_name(Verdict verdict) {
    switch (verdict) {
    case Verdict::Yes:
        return "yes";
    case Verdict::No:
        return "no";
    case Verdict::Unknown:
        return "unknown";
    }
    return "?";
}

Verdict can_checkmate(const rules::Position& position, Color side, std::uint64_t node_budget) {
    return judge(position, side, node_budget).verdict;
}

std::string mating_material_reason(const rules::Position& position, Color side, std::uint64_t node_budget) {
    return judge(position, side, node_budget).reason.english();
}

Text mating_material_words(const rules::Position& position, Color side, std::uint64_t node_budget) {
    return judge(position, side, node_budget).reason;
}

void forget_analyses() {
    const std::lock_guard lock(memory_mutex());
    memory().clear();
}

void settle_verdict(const rules::Position& position, Color side, Verdict verdict, std::uint64_t node_budget) {
    const Reasoning found = judge(position, side, node_budget);
    if (found.verdict == verdict)
        return;
    // Another version of the analysis answered otherwise when the game was played: its verdict
    // stands (the journal's), worded without a reason of its own.
    Reasoning settled{verdict, {}};
    if (verdict != Verdict::Unknown)
        settled.reason = Text::msg(N_("as the analysis found when the game was played"));
    remember(position.fen(), node_budget, side, std::move(settled));
}

Verdict is_dead_position(const rules::Position& position, std::uint64_t node_budget) {
    const Verdict white = can_checkmate(position, Color::White, node_budget);
    const Verdict black = can_checkmate(position, Color::Black, node_budget);
    if (white == Verdict::Yes || black == Verdict::Yes)
        return Verdict::No;
    if (white == Verdict::No && black == Verdict::No)
        return Verdict::Yes;
    return Verdict::Unknown;
}

} // namespace pendule::arbiter
