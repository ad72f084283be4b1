#include "core/arbiter/repetition.hpp"

#include "core/arbiter/wording.hpp"
#include "core/rules/san.hpp"

namespace pendule::arbiter {

namespace {

// The same pieces of the same colours on the same squares.
bool same_placement(const rules::Position& a, const rules::Position& b) {
    for (int c = 0; c < 2; ++c) {
        const auto colour = static_cast<rules::Color>(c);
        for (int t = 0; t < 6; ++t) {
            const auto type = static_cast<rules::PieceType>(t);
            if (a.pieces(colour, type) != b.pieces(colour, type))
                return false;
        }
    }
    return true;
}

RepetitionBoard make_board(const rules::Game& game, int ply, const rules::Position& pos, bool written) {
    RepetitionBoard board;
    board.ply = ply;
    board.position = pos;
    board.position.forget_history();
    board.fen = pos.fen();
    if (ply > 0) {
        board.san = game.san_moves()[static_cast<std::size_t>(ply - 1)];
        board.move = game.moves()[static_cast<std::size_t>(ply - 1)];
        board.move_label = game.move_label_at(ply - 1);
    }
    board.written = written;
    board.caption = board_caption(board);
    return board;
}

// The legal en passant captures of a position (none, one or two pawns).
std::vector<rules::Move> en_passant_captures(const rules::Position& pos) {
    std::vector<rules::Move> captures;
    if (!pos.has_legal_en_passant())
        return captures;
    rules::MoveList moves;
    pos.legal_moves(moves, ~rules::Bitboard{0}, rules::square_bb(pos.ep_square()));
    for (rules::Move m : moves)
        if (m.is_en_passant())
            captures.push_back(m);
    return captures;
}

// A player's castling rights, kingside and queenside.
constexpr rules::CastlingRights rights_of(rules::Color side) {
    return side == rules::Color::White ? rules::kWhiteKingside | rules::kWhiteQueenside
                                       : rules::kBlackKingside | rules::kBlackQueenside;
}

// "White could still castle kingside": `rights` is one of the player's rights or both.
Text castling_words(rules::Color side, rules::CastlingRights rights, bool at_near) {
    const Text::Args args = {{"player", player(side)}};
    const bool kingside = (rights & (rules::kWhiteKingside | rules::kBlackKingside)) != 0;
    const bool queenside = (rights & (rules::kWhiteQueenside | rules::kBlackQueenside)) != 0;
    if (at_near) {
        if (kingside && queenside)
            return Text::msg(N_("{player} could still castle kingside and queenside"), args);
        return kingside ? Text::msg(N_("{player} could still castle kingside"), args)
                        : Text::msg(N_("{player} could still castle queenside"), args);
    }
    if (kingside && queenside)
        return Text::msg(N_("{player} can castle kingside and queenside at the claimed position"), args);
    return kingside ? Text::msg(N_("{player} can castle kingside at the claimed position"), args)
                    : Text::msg(N_("{player} can castle queenside at the claimed position"), args);
}

// The castling rights held at one of the positions and not at the other (Laws 9.2.3.2), a
// player's two rights together when both are lost.
void add_castling(std::vector<PositionDifference>& out, const rules::Position& near,
                  const rules::Position& claimed) {
    for (rules::Color side : {rules::Color::White, rules::Color::Black}) {
        for (bool at_near : {true, false}) {
            const rules::CastlingRights held = at_near ? near.castling_rights() : claimed.castling_rights();
            const rules::CastlingRights other = at_near ? claimed.castling_rights() : near.castling_rights();
            const rules::CastlingRights rights = held & ~other & rights_of(side);
            if (rights == 0)
                continue;
            PositionDifference d;
            d.kind = PositionDifference::Kind::castling_right;
            d.player = side;
            d.right = rights;
            d.at_near = at_near;
            d.words = castling_words(side, rights, at_near);
            out.push_back(std::move(d));
        }
    }
}

// The en passant captures possible in `pos` and not in `other` (Laws 9.2.3.1).
void add_en_passant(std::vector<PositionDifference>& out, const rules::Position& pos,
                    const rules::Position& other, bool at_near) {
    const auto captures = en_passant_captures(pos);
    if (captures.empty() || en_passant_captures(other) == captures)
        return;
    for (rules::Move m : captures) {
        PositionDifference d;
        d.kind = PositionDifference::Kind::en_passant;
        d.player = pos.side_to_move();
        d.at_near = at_near;
        d.pawn = m.from();
        d.capture = rules::to_san(pos, m);
        const Text::Args args = {{"square", Text::same(rules::square_name(m.from()))},
                                 {"move", Text::move(d.capture)}};
        d.words = at_near ? Text::msg(N_("the pawn on {square} could take en passant ({move})"), args)
                          : Text::msg(N_("at the claimed position the pawn on {square} can take en passant "
                                         "({move})"),
                                      args);
        out.push_back(std::move(d));
    }
}

// Why `near` (the same placement as `claimed`) is not the same position (Laws 9.2.3).
std::vector<PositionDifference> differences(const rules::Position& near, const rules::Position& claimed) {
    std::vector<PositionDifference> out;
    if (near.side_to_move() != claimed.side_to_move()) {
        PositionDifference d;
        d.kind = PositionDifference::Kind::side_to_move;
        d.player = near.side_to_move();
        d.words = Text::msg(N_("the other player to move ({to_move})"), {{"to_move", to_move(d.player)}});
        out.push_back(std::move(d));
    }
    add_castling(out, near, claimed);
    add_en_passant(out, near, claimed, true);
    add_en_passant(out, claimed, near, false);
    return out;
}

} // namespace

Text board_caption(const RepetitionBoard& board) {
    if (!board.san)
        return Text::msg(N_("ply 0 — the start position"));
    const Text::Args args = {{"ply", Text::same(std::to_string(board.ply))},
                             {"label", Text::same(board.move_label)},
                             {"move", Text::move(*board.san)}};
    return board.written ? Text::msg(N_("ply {ply} — the written move {label} {move}"), args)
                         : Text::msg(N_("ply {ply} — after {label} {move}"), args);
}

RepetitionAnalysis analyse_repetition(const rules::Game& game, bool written) {
    RepetitionAnalysis analysis;
    const int last = game.ply_count();
    const rules::Position& claimed = game.position();
    rules::Position pos = game.start_position();
    pos.forget_history();
    for (int ply = 0; ply <= last; ++ply) {
        if (ply > 0) {
            pos.do_move(game.moves()[static_cast<std::size_t>(ply - 1)]);
            pos.forget_history();
        }
        if (!same_placement(pos, claimed))
            continue;
        RepetitionBoard board = make_board(game, ply, pos, written && ply == last);
        if (game.is_same_position(ply, last)) {
            analysis.occurrences.push_back(std::move(board));
            continue;
        }
        NearPosition near{std::move(board), differences(pos, claimed), {}};
        for (const PositionDifference& d : near.differences)
            near.reason = near.reason.empty() ? d.words
                                              : Text::msg(N_("{reasons}; {reason}"),
                                                          {{"reasons", near.reason}, {"reason", d.words}});
        analysis.near.push_back(std::move(near));
    }
    const Text count = times(analysis.occurrences.size());
    if (analysis.threefold())
        analysis.summary = written ? Text::msg(N_("with the written move the position would appear {count}"),
                                               {{"count", count}})
                                   : Text::msg(N_("the position appeared {count}"), {{"count", count}});
    else
        analysis.summary =
            written
                ? Text::msg(N_("with the written move the position would appear only {count}; three are "
                               "needed"),
                            {{"count", count}})
                : Text::msg(N_("the position appeared only {count}; three are needed"), {{"count", count}});
    return analysis;
}

} // namespace pendule::arbiter
