#include "app/common/input/board_input.hpp"
#include "app/common/model/chessboard.hpp"
#include "app/common/view/board_view.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using rules::Square;

namespace {

// Two clicks: from, to.
BoardClick click_move(GameEntry& entry, Square from, Square to) {
    REQUIRE(entry.click(from) == BoardClick::selected);
    return entry.click(to);
}

GameEntry after(std::string_view movetext) {
    GameEntry entry;
    REQUIRE(entry.paste(movetext).ok());
    return entry;
}

} // namespace

TEST_CASE("chessboard: two clicks play a move, the same square again puts the piece back", "[app][board]") {
    GameEntry entry;
    CHECK(entry.click(rules::E2) == BoardClick::selected);
    CHECK(entry.selected() == rules::E2);
    CHECK(entry.selected_moves().size() == 2);
    CHECK(entry.click(rules::E2) == BoardClick::deselected);
    CHECK(entry.selected() == rules::NoSquare);
    CHECK(click_move(entry, rules::E2, rules::E4) == BoardClick::moved);
    CHECK(entry.cursor() == 1);
    CHECK(entry.position().piece_on(rules::E4) == rules::Piece::WhitePawn);
    // Another piece of the side to move switches the selection.
    CHECK(entry.click(rules::G8) == BoardClick::selected);
    CHECK(entry.click(rules::B8) == BoardClick::selected);
    CHECK(entry.click(rules::C6) == BoardClick::moved);
    CHECK(entry.movetext() == "1. e4 Nc6");
}

TEST_CASE("chessboard: castling is the king's two-square move", "[app][board]") {
    GameEntry entry = after("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5");
    CHECK(click_move(entry, rules::E1, rules::G1) == BoardClick::moved);
    CHECK(entry.last_move().is_castling());
    CHECK(entry.position().piece_on(rules::F1) == rules::Piece::WhiteRook);
    CHECK(entry.movetext() == "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O");

    // The king, then the rook it castles with: the same castling.
    GameEntry rook = after("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7");
    CHECK(click_move(rook, rules::E1, rules::A1) == BoardClick::moved);
    CHECK(rook.last_move() == rules::Move(rules::E1, rules::C1, rules::Move::Kind::Castling));
    CHECK(rook.game().san_moves().back() == "O-O-O");
    // Not yet on the king side (f8, g8 taken): the click picks the rook, which cannot move.
    CHECK(click_move(rook, rules::E8, rules::H8) == BoardClick::refused);
    CHECK(rook.message() == "the piece on h8 has no legal move");
}

TEST_CASE("chessboard: en passant by clicks", "[app][board]") {
    GameEntry entry = after("1. e4 a6 2. e5 d5");
    CHECK(click_move(entry, rules::E5, rules::D6) == BoardClick::moved);
    CHECK(entry.last_move().is_en_passant());
    CHECK(entry.position().piece_on(rules::D5) == rules::Piece::None);
    CHECK(entry.movetext() == "1. e4 a6 2. e5 d5 3. exd6");
}

TEST_CASE("chessboard: a promotion waits for its piece, chosen on the board's chooser", "[app][board]") {
    auto entry = GameEntry::from_fen("1n5k/P7/8/8/8/8/8/K7 w - - 0 1");
    REQUIRE(entry.ok());
    CHECK(click_move(*entry, rules::A7, rules::A8) == BoardClick::promotion);
    REQUIRE(entry->pending_promotion());
    CHECK(entry->cursor() == 0); // nothing played yet
    const BoardView view = board_view(*entry);
    CHECK(view.promotion_square == rules::A8);

    // The chooser's fourth cell (the knight) is three squares below a8 on a board seen by White.
    const BoardGeometry g = BoardGeometry::fit({0, 0, 500, 500}, false);
    const Rect knight = promotion_cell(g, rules::A8, 3);
    CHECK(g.square_at(knight.centre_x(), knight.centre_y()) == rules::A5);
    CHECK(board_click(*entry, g, knight.centre_x(), knight.centre_y()) == BoardInput::moved);
    CHECK(entry->position().piece_on(rules::A8) == rules::Piece::WhiteKnight);
    CHECK(entry->game().san_moves().back() == "a8=N");

    // The capture b8 with a queen, chosen by the model's call.
    entry->to_start();
    CHECK(click_move(*entry, rules::A7, rules::B8) == BoardClick::promotion);
    CHECK(entry->choose_promotion(rules::PieceType::Queen).ok());
    CHECK(entry->game().san_moves().back() == "axb8=Q+");
    CHECK(entry->game().ply_count() == 1); // the knight promotion was cut

    // A click elsewhere on the board puts the pawn back.
    entry->to_start();
    CHECK(click_move(*entry, rules::A7, rules::A8) == BoardClick::promotion);
    const Rect h1 = g.square_rect(rules::H1);
    CHECK(board_click(*entry, g, h1.centre_x(), h1.centre_y()) == BoardInput::handled);
    CHECK(!entry->pending_promotion());
    CHECK(entry->cursor() == 0);
    CHECK(!entry->choose_promotion(rules::PieceType::Queen).ok());
}

TEST_CASE("chessboard: an illegal target or a wrong piece is refused with the reason", "[app][board]") {
    GameEntry entry;
    CHECK(entry.click(rules::E7) == BoardClick::refused);
    CHECK(entry.message() == "White to move: pick a white piece");
    CHECK(entry.click(rules::E4) == BoardClick::refused); // an empty square
    CHECK(click_move(entry, rules::E2, rules::E5) == BoardClick::refused);
    CHECK(entry.message() == "e2-e5 is not a legal move");
    CHECK(entry.cursor() == 0);
    CHECK(entry.selected() == rules::NoSquare);
    CHECK(entry.click(rules::D1) == BoardClick::refused);
    CHECK(entry.message() == "the piece on d1 has no legal move");

    GameEntry check = after("1. e4 f5 2. Qh5+");
    CHECK(click_move(check, rules::G7, rules::G5) == BoardClick::refused);
    CHECK(check.message() == "g7-g5 is not legal: the king is in check");
    CHECK(board_view(check).squares[rules::E8].check);

    GameEntry mate = after("1. f3 e5 2. g4 Qh4#");
    CHECK(mate.click(rules::E2) == BoardClick::refused);
    CHECK(mate.message() == "no move: checkmate");

    GameEntry fr(i18n::Lang::fr);
    CHECK(fr.click(rules::E7) == BoardClick::refused);
    CHECK(fr.message() != "White to move: pick a white piece");
}

TEST_CASE("chessboard: stepping back shows earlier positions, a move there cuts the rest", "[app][board]") {
    GameEntry entry = after("1. e4 e5 2. Nf3 Nc6");
    CHECK(entry.cursor() == 4);
    CHECK(entry.step_back());
    CHECK(entry.step_back());
    CHECK(entry.cursor() == 2);
    CHECK(entry.game().ply_count() == 4); // kept while looking back
    CHECK(entry.movetext() == "1. e4 e5");
    CHECK(entry.position() == after("1. e4 e5").position());
    CHECK(entry.step_forward());
    CHECK(entry.last_move() == rules::Move(rules::G1, rules::F3));
    entry.to_start();
    CHECK(!entry.step_back());
    CHECK(entry.last_move().is_none());
    entry.to_end();
    CHECK(!entry.step_forward());
    CHECK(entry.cursor() == 4);

    entry.go_to(2);
    CHECK(click_move(entry, rules::F1, rules::C4) == BoardClick::moved);
    CHECK(entry.game().ply_count() == 3);
    CHECK(entry.movetext() == "1. e4 e5 2. Bc4");
    CHECK(board_view(entry).squares[rules::C4].last_move);
    CHECK(board_view(entry).squares[rules::F1].last_move);
}

TEST_CASE("chessboard: paste in English or French letters keeps the moves before an error", "[app][board]") {
    GameEntry en;
    auto added = en.paste("1. e4 e5 2. Nf3 Nc6 3. Bb7 a6 4. Ba4");
    REQUIRE(!added.ok());
    CHECK(en.cursor() == 4);
    CHECK(en.movetext() == "1. e4 e5 2. Nf3 Nc6");
    INFO(en.message());
    CHECK(en.message().find("4 moves kept") != std::string::npos);
    CHECK(en.message().find("move 3. Bb7 (line 1, column 24)") != std::string::npos);
    CHECK(en.message().find("illegal") != std::string::npos);

    GameEntry fr;
    added =
        fr.paste("1. e4 e5 2. Cf3 Cc6 3. Fb5 a6\n4. Fa4 Cf6 5. O-O Fe7 6. Tb1 b5", rules::Notation::French);
    REQUIRE(!added.ok());
    CHECK(fr.cursor() == 10);
    CHECK(fr.movetext() == "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
    CHECK(fr.movetext(rules::Notation::French) == "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7");
    INFO(fr.message());
    CHECK(fr.message().find("move 6. Tb1 (line 2, column 26)") != std::string::npos);

    // English letters where French were meant: the hint says so.
    GameEntry hint;
    CHECK(!hint.paste("1. e4 e5 2. Cf3").ok());
    CHECK(hint.message().find("(it reads as a legal move with French piece letters)") != std::string::npos);

    // The rest goes on from where the cursor is: a paste continues the game.
    CHECK(fr.paste("6. Te1 b5", rules::Notation::French).value() == 2);
    CHECK(fr.message() == "2 moves added");
    CHECK(fr.cursor() == 12);

    // A whole PGN with a FEN tag starts from its position; unreadable text is named.
    GameEntry pgn;
    CHECK(pgn.paste("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. Kd2 *")
              .value() == 2);
    CHECK(pgn.movetext() == "40... Kd7 41. Kd2");
    GameEntry bad = after("1. d4");
    CHECK(!bad.paste("d5 {unterminated").ok());
    CHECK(bad.movetext() == "1. d4 d5");
    CHECK(bad.message().find("line 1") != std::string::npos);
}

TEST_CASE("chessboard: pixels map to squares, flipped or not, and back", "[app][board]") {
    const Rect area{100, 50, 500, 400};
    for (bool flipped : {false, true}) {
        const BoardGeometry g = BoardGeometry::fit(area, flipped);
        CHECK(g.board.w == 8 * g.square);
        CHECK(g.board.x - g.label >= area.x);
        CHECK(g.board.y + g.board.h + g.label <= area.y + area.h);
        for (int i = 0; i < 64; ++i) {
            const auto s = static_cast<Square>(i);
            const Rect r = g.square_rect(s);
            CHECK(g.square_at(r.x, r.y) == s);
            CHECK(g.square_at(r.x + r.w - 1, r.y + r.h - 1) == s);
        }
        CHECK(!g.square_at(g.board.x - 1, g.board.y));
        CHECK(!g.square_at(g.board.x, g.board.y + g.board.h));
    }
    const BoardGeometry white = BoardGeometry::fit(area, false);
    const BoardGeometry black = BoardGeometry::fit(area, true);
    const int left = white.board.x + 1;
    const int bottom = white.board.y + white.board.h - 1;
    CHECK(white.square_at(left, bottom) == rules::A1);
    CHECK(black.square_at(left, bottom) == rules::H8);
    CHECK(white.file_label(0).x == black.file_label(7).x); // a under the left column, then h

    // The flip key turns the view; a click on the same pixel then picks the other side's square.
    GameEntry entry;
    CHECK(board_key(entry, Key::F));
    CHECK(board_view(entry).flipped);
    const BoardGeometry g = BoardGeometry::fit(area, entry.flipped());
    const Rect e2 = g.square_rect(rules::E2);
    CHECK(board_click(entry, g, e2.centre_x(), e2.centre_y()) == BoardInput::handled);
    CHECK(entry.selected() == rules::E2);
    CHECK(!board_key(entry, Key::F, false));
    CHECK(board_click(entry, g, area.x, area.y) == BoardInput::outside);
}

namespace {

// Enters a game's moves on an empty entry by clicks at the centres of the squares (and of the
// promotion chooser's cell), as an arbiter would; returns the number of clicks.
int enter_by_clicks(GameEntry& entry, const rules::Game& game, const BoardGeometry& g) {
    int clicks = 0;
    auto click = [&](const Rect& r) {
        ++clicks;
        return board_click(entry, g, r.centre_x(), r.centre_y());
    };
    for (const rules::Move move : game.moves()) {
        REQUIRE(click(g.square_rect(move.from())) == BoardInput::handled);
        if (!move.is_promotion()) {
            REQUIRE(click(g.square_rect(move.to())) == BoardInput::moved);
            continue;
        }
        REQUIRE(click(g.square_rect(move.to())) == BoardInput::handled);
        int index = 0;
        while (kPromotionPieces[static_cast<std::size_t>(index)] != move.promotion())
            ++index;
        REQUIRE(click(promotion_cell(g, move.to(), index)) == BoardInput::moved);
    }
    return clicks;
}

rules::Game game_of(const std::string& file, int index) {
    const auto text = io::read_text_file(io::path_of(std::string(PENDULE_TEST_DATA) + file));
    REQUIRE(text);
    auto games = rules::read_pgn(*text);
    REQUIRE(games);
    auto game = rules::Game::from_pgn(games->at(static_cast<std::size_t>(index)));
    REQUIRE(game);
    return std::move(game.value());
}

} // namespace

TEST_CASE("chessboard: a 40-move game takes two clicks a move, plus one per promotion", "[app][board]") {
    // Fischer - Spassky, Reykjavik 1972, game 6: 41 moves, 81 plies, both sides castle.
    const rules::Game fischer = game_of("/board/fischer-spassky-1972-g6.pgn", 0);
    REQUIRE(fischer.ply_count() == 81);
    GameEntry entry;
    const BoardGeometry g = BoardGeometry::fit({0, 0, 600, 600}, false);
    const int clicks = enter_by_clicks(entry, fischer, g);
    CHECK(clicks == 162);
    CHECK(entry.game().moves() == fischer.moves());
    CHECK(entry.game().san_moves() == fischer.san_moves());
    CHECK(entry.movetext().starts_with("1. c4 e6 2. Nf3 d5"));
    CHECK(entry.movetext().ends_with("40. Bc4 Kh8 41. Qf4"));
    WARN("a 41-move game (81 plies) entered in " << clicks << " clicks");

    // Promotions from a FEN start, on a board seen from Black: 60. a8=N b1=Q 61. Nb6 Qb2+ 62. Kg3.
    const rules::Game promotions = game_of("/pgn/good.pgn", 3);
    REQUIRE(promotions.ply_count() == 5);
    GameEntry from_fen(promotions.start_position());
    const BoardGeometry black = BoardGeometry::fit({0, 0, 600, 600}, true);
    CHECK(enter_by_clicks(from_fen, promotions, black) == 2 * 5 + 2);
    CHECK(from_fen.game().san_moves() == promotions.san_moves());
}

TEST_CASE("chessboard: a game's position at a ply, for boards side by side", "[app][board]") {
    const GameEntry entry = after("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3");
    const BoardView start = board_view(entry.game(), 0);
    const BoardView fourth = board_view(entry.game(), 4, true);
    for (int i = 0; i < 64; ++i) { // the same position; the move that led there is marked at ply 4 only
        const auto s = static_cast<std::size_t>(i);
        CHECK(start.squares[s].piece == fourth.squares[s].piece);
        CHECK(!start.squares[s].last_move);
        CHECK(fourth.squares[s].last_move == (i == rules::F6 || i == rules::G8));
    }
    const BoardView third = board_view(entry.game(), 3); // after 2. Ng1
    CHECK(third.squares[rules::F3].last_move);
    CHECK(third.squares[rules::G1].last_move);
    CHECK(third.squares[rules::G1].piece == rules::Piece::WhiteKnight);
    CHECK(fourth.flipped);
    CHECK(board_view(entry.game(), 99).squares == board_view(entry).squares); // clamped to the end
}
