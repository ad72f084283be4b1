#include "io/journal/journal_moves.hpp"

#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/uci.hpp"
#include "io/journal/command_words.hpp"

#include <algorithm>

namespace pendule::io {

namespace {

// "12. " before White's move, "12... " before Black's, counted from the position `ply` plies after
// a start whose side to move and move number are those of `start`.
std::string numbered(const rules::Position& start, int ply, const std::string& text) {
    const int first = start.side_to_move() == rules::Color::White ? 0 : 1;
    const int n = ply + first;
    return std::to_string(start.fullmove_number() + n / 2) + (n % 2 == 0 ? ". " : "... ") + text;
}

// The start of the journal's game (the header's Chess960 start or FEN, given with its variant), or
// nothing.
std::optional<rules::Game> start_of(const std::string& start_fen, const std::string& variant) {
    if (start_fen.empty())
        return rules::Game();
    auto game = rules::Game::from_fen(start_fen, variant == "chess960" ? rules::FenRules::Chess960
                                                                       : rules::FenRules::Standard);
    if (!game)
        return std::nullopt;
    return std::move(*game);
}

// The moves after the first one the rules do not take, in words: the illegal move that stood and
// the game it gave, or a move that is not legal where it was read.
std::string rest_of(const std::vector<BoardMoveRecord>& moves, std::size_t from, const rules::Game& before) {
    const BoardMoveRecord& first = moves[from];
    std::string text;
    if (first.illegal && from + 1 < moves.size())
        text = "Illegal move " + numbered(before.position(), 0, first.san) +
               ", stood (Laws A.5.2); the game went on from " + first.fen;
    else if (first.illegal)
        text =
            "Illegal move " + numbered(before.position(), 0, first.san) + " (Laws 7.5), giving " + first.fen;
    else
        text = "The board's move " + numbered(before.position(), 0, first.uci) + " is not legal here" +
               (first.fen.empty() ? "" : " (" + first.fen + ")");
    std::string after;
    for (std::size_t i = from + 1; i < moves.size(); ++i)
        after += (after.empty() ? "" : " ") + moves[i].san;
    if (!after.empty())
        text += ": " + after;
    return text + ".";
}

} // namespace

std::string numbered_move(const std::string& start_fen, const std::string& variant, int ply,
                          const std::string& san) {
    const auto start = start_of(start_fen, variant);
    return numbered(start ? start->start_position() : rules::Position::start(), ply, san);
}

std::optional<KnownMoves> moves_from_board(const ReplayedGame& game) {
    const auto& moves = game.board.moves;
    if (moves.empty())
        return std::nullopt;
    auto played = start_of(game.header.start_fen, game.header.variant);
    if (!played)
        return std::nullopt;
    KnownMoves known;
    known.source = KnownMoves::Source::board;
    known.at = moves.back().at;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto move = moves[i].illegal ? Result<rules::Move>(fail("illegal"))
                                           : rules::parse_uci(played->position(), moves[i].uci);
        if (!move || !played->play(*move)) {
            known.rest = rest_of(moves, i, *played);
            break;
        }
    }
    known.san = played->san_moves();
    return known;
}

eboard::BoardGame board_game_of(rules::Game start, const std::vector<BoardMoveRecord>& recorded) {
    eboard::BoardGame game(std::move(start));
    for (const BoardMoveRecord& r : recorded) {
        if (r.illegal) {
            if (!game.play_illegal(r.fen))
                break;
            continue;
        }
        auto move = rules::parse_uci(game.current().position(), r.uci);
        if (!move || !game.play(*move))
            break;
    }
    return game;
}

std::optional<eboard::BoardGame> journal_board_game(const ReplayedGame& game) {
    auto start = start_of(game.header.start_fen, game.header.variant);
    if (!start)
        return std::nullopt;
    return board_game_of(std::move(*start), game.board.moves);
}

std::optional<KnownMoves> moves_from_claims(const ReplayedGame& game) {
    for (auto it = game.commands.rbegin(); it != game.commands.rend(); ++it) {
        const auto& [t, text] = *it;
        // Read as the clock reads its own claims (io/journal/command_words.hpp), quoted or in the older form.
        const auto claim = read_claim(text);
        if (!claim)
            continue;
        auto pgn = rules::read_pgn_game(claim->movetext);
        if (!pgn || pgn->start_fen())
            continue;
        // The game starts where the journal's header says (a Chess960 game, a set-up position).
        pgn->set_start(game.header.variant == "chess960", game.header.start_fen);
        const auto notation = claim->french ? rules::Notation::French : rules::Notation::English;
        auto played = rules::Game::from_pgn(*pgn, notation, false);
        if (!played)
            continue;
        const auto presses = std::count_if(game.presses.begin(), game.presses.end(),
                                           [at = t](const PressTime& p) { return p.at <= at; });
        if (played->ply_count() != presses || presses == 0)
            continue;
        return KnownMoves{played->san_moves(), t, KnownMoves::Source::claim, {}};
    }
    return std::nullopt;
}

std::optional<KnownMoves> known_moves(const ReplayedGame& game) {
    if (auto board = moves_from_board(game))
        return board;
    return moves_from_claims(game);
}

std::vector<std::optional<clock::Millis>> clocks_after_moves(const ReplayedGame& game) {
    if (game.presses.empty() && !game.board.clock.empty())
        return board_clock_after_moves(game.board);
    std::vector<std::optional<clock::Millis>> after;
    for (const PressTime& p : game.presses)
        after.emplace_back(p.left);
    return after;
}

} // namespace pendule::io
