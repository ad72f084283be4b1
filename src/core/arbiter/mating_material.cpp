#include "core/arbiter/mating_material.hpp"

#include "core/arbiter/unwinnability.hpp"

#include <string>
#include <utility>

namespace pendule::arbiter {

using rules::Bitboard;
using rules::Color;
using rules::PieceType;

namespace {

constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL; // a1, c1, ..., the squares of a1's colour

struct Reasoning {
    Verdict verdict = Verdict::Unknown;
    std::string reason;
    std::string reason_fr;
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
    const std::string name(rules::color_name(side));
    const std::string name_fr = colour_fr(side);
    if (position.is_checkmate())
        return position.side_to_move() == side
                   ? Reasoning{Verdict::No, name + " is checkmated", name_fr + " sont mat\xc3\xa9s"}
                   : Reasoning{Verdict::Yes, name + " has checkmated", name_fr + " ont mat\xc3\xa9"};
    if (position.is_stalemate())
        return {Verdict::No, "the position is stalemate: no move can follow",
                "la position est pat : aucun coup ne peut suivre"};

    const Color them = ~side;
    const Bitboard ours = position.pieces(side) & ~position.pieces(side, PieceType::King);
    const Bitboard theirs = position.pieces(them) & ~position.pieces(them, PieceType::King);

    if (ours == 0)
        return {Verdict::No, name + " has only the king", name_fr + " n'ont que le roi"};
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
                    name + " has a king and a knight only, and the opponent has no pawn, knight, "
                           "bishop or rook to block a flight square",
                    name_fr + " n'ont qu'un roi et un cavalier, et l'adversaire n'a ni pion, ni cavalier, ni "
                              "fou, ni tour pour occuper une case de fuite"};
        return {};
    }
    if (our_knights == 0) {
        const Bitboard all_bishops = position.pieces(PieceType::Bishop);
        const bool one_colour = (all_bishops & kDarkSquares) == 0 || (all_bishops & ~kDarkSquares) == 0;
        const bool they_have_only_bishops = (theirs & ~position.pieces(PieceType::Bishop)) == 0;
        if (one_colour && they_have_only_bishops)
            return {Verdict::No,
                    name + " has a king and bishops all on squares of one colour, and the opponent "
                           "has nothing but its king and bishops of that colour",
                    name_fr + " n'ont qu'un roi et des fous tous sur des cases d'une m\xc3\xaame couleur, et "
                              "l'adversaire n'a que son roi et des fous de cette couleur"};
        return {};
    }
    return {};
}

// The material rules above first, then the deeper analysis (unwinnability.hpp: more material
// rules, frozen pawns, forced moves, a bounded helpmate search), which never answers wrongly
// either. The last answer is kept: callers often ask for the verdict and then for the reason.
Reasoning judge(const rules::Position& position, Color side) {
    thread_local std::string last_fen;
    thread_local Color last_side = Color::White;
    thread_local Reasoning last;
    std::string fen = position.fen();
    if (fen == last_fen && side == last_side)
        return last;
    Reasoning answer = judge_material(position, side);
    if (answer.verdict == Verdict::Unknown) {
        UnwinnabilityAnswer deeper = analyse_unwinnability(position, side);
        if (deeper.verdict != Verdict::Unknown)
            answer = {deeper.verdict, std::string(rules::color_name(side)) + " " + deeper.reason,
                      colour_fr(side) + " " + deeper.reason_fr};
    }
    last_fen = std::move(fen);
    last_side = side;
    last = answer;
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

Verdict can_checkmate(const rules::Position& position, Color side) {
    return judge(position, side).verdict;
}

std::string mating_material_reason(const rules::Position& position, Color side, Language language) {
    const Reasoning answer = judge(position, side);
    return language == Language::French ? answer.reason_fr : answer.reason;
}

Verdict is_dead_position(const rules::Position& position) {
    const Verdict white = can_checkmate(position, Color::White);
    const Verdict black = can_checkmate(position, Color::Black);
    if (white == Verdict::Yes || black == Verdict::Yes)
        return Verdict::No;
    if (white == Verdict::No && black == Verdict::No)
        return Verdict::Yes;
    return Verdict::Unknown;
}

} // namespace pendule::arbiter
