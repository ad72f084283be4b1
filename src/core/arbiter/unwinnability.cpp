#include "core/arbiter/unwinnability.hpp"

#include "core/arbiter/material_rules.hpp"
#include "core/arbiter/pawn_structure.hpp"
#include "core/rules/move.hpp"

namespace pendule::arbiter {

namespace {

// Steps 1 and 2: material, then frozen pawns. Empty reason when neither proves anything.
std::string static_reason(const rules::Position& position, rules::Color side) {
    if (const char* why = material_cannot_mate(position, side))
        return why;
    if (position.pieces(rules::PieceType::Pawn) != 0) {
        const PawnStructure structure(position);
        if (structure.is_usable() && structure.can_never_check(side))
            return "can never give check: the pawns that can never move again wall the kings in";
    }
    return {};
}

std::string describe_line(const std::vector<rules::Move>& line) {
    std::string text;
    for (rules::Move m : line) {
        if (!text.empty())
            text += ' ';
        text += rules::to_uci(m);
    }
    return text;
}

} // namespace

UnwinnabilityAnswer analyse_unwinnability(const rules::Position& position, rules::Color side,
                                          const UnwinnabilityLimits& limits) {
    rules::Position pos = position;
    std::vector<rules::Move> forced;
    for (;;) {
        if (pos.is_checkmate()) {
            if (pos.side_to_move() != side)
                return {Verdict::Yes, "checkmates after the forced moves " + describe_line(forced)};
            return {Verdict::No, "is checkmated after the forced moves " + describe_line(forced)};
        }
        if (pos.is_stalemate())
            return {Verdict::No,
                    "cannot checkmate: the forced moves " + describe_line(forced) + " end in stalemate"};
        std::string why = static_reason(pos, side);
        if (!why.empty())
            return {Verdict::No,
                    forced.empty() ? why : why + " (after the forced moves " + describe_line(forced) + ")"};
        rules::MoveList moves;
        pos.legal_moves(moves);
        if (moves.size() != 1 || static_cast<int>(forced.size()) >= limits.forced_moves)
            break;
        forced.push_back(moves[0]);
        pos.do_move(moves[0]);
    }

    const HelpmateResult result = find_helpmate(pos, side, limits.search);
    switch (result.outcome) {
    case HelpmateResult::Outcome::Mate: {
        std::vector<rules::Move> line = forced;
        line.insert(line.end(), result.line.begin(), result.line.end());
        return {Verdict::Yes, "can checkmate with the opponent's help: " + describe_line(line)};
    }
    case HelpmateResult::Outcome::NoMate:
        return {Verdict::No,
                "cannot checkmate: every series of legal moves" +
                    std::string(forced.empty() ? "" : " after the forced moves " + describe_line(forced)) +
                    " runs into a position where material or frozen pawns rule a mate out, or ends"};
    case HelpmateResult::Outcome::Unknown:
        break;
    }
    return {};
}

} // namespace pendule::arbiter
