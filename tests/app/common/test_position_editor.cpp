#include "app/common/input/board_input.hpp"
#include "app/common/model/position_editor.hpp"
#include "app/common/view/editor_view.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using rules::Piece;

namespace {

// Kings on e1 and e8, nothing else: the start of each case.
PositionEditor kings_only() {
    PositionEditor e;
    e.clear();
    e.put(rules::E1, Piece::WhiteKing);
    e.put(rules::E8, Piece::BlackKing);
    return e;
}

std::string refusal(const PositionEditor& e) {
    auto position = e.position();
    REQUIRE(!position.ok());
    return position.error().message;
}

} // namespace

TEST_CASE("position editor: the start position and a placed one give their FEN", "[app][board][editor]") {
    PositionEditor start;
    REQUIRE(start.position().ok());
    CHECK(start.position()->fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    // A blitz flag fall without a score: White K+R against a lone king, set up by palette clicks.
    PositionEditor e = kings_only();
    e.take(Piece::WhiteRook);
    e.click(rules::A7);
    e.take(Piece::BlackPawn);
    e.click(rules::H5);
    e.click(rules::H4);
    e.click(rules::H4); // the same piece again takes it off
    e.set_side_to_move(rules::Color::Black);
    auto position = e.position();
    REQUIRE(position.ok());
    CHECK(position->fen() == "4k3/R7/8/7p/8/8/8/4K3 b - - 0 1");
    CHECK(PositionEditor::from(*position).fen() == e.fen());

    // The eraser.
    e.take(Piece::None);
    e.click(rules::A7);
    CHECK(e.piece_on(rules::A7) == Piece::None);
}

TEST_CASE("position editor: each illegal position is refused with its reason", "[app][board][editor]") {
    PositionEditor e = kings_only();
    e.put(rules::D4, Piece::WhiteKing);
    CHECK(refusal(e) == "White has 2 kings, exactly one is needed");
    e.remove(rules::D4);
    e.remove(rules::E8);
    CHECK(refusal(e) == "Black has 0 kings, exactly one is needed");

    e = kings_only();
    e.put(rules::C1, Piece::WhitePawn);
    CHECK(refusal(e) == "a pawn on c1: pawns never stand on the first or the last rank");
    e.remove(rules::C1);
    e.put(rules::H8, Piece::BlackPawn);
    CHECK(refusal(e) == "a pawn on h8: pawns never stand on the first or the last rank");

    e = kings_only();
    e.put(rules::E4, Piece::WhiteRook); // Black in check, White to move
    CHECK(refusal(e) == "Black is in check with White to move");
    e.set_side_to_move(rules::Color::Black);
    CHECK(e.position().ok());

    e = kings_only();
    e.put(rules::H1, Piece::WhiteRook);
    e.set_castling(rules::kWhiteKingside | rules::kWhiteQueenside);
    CHECK(refusal(e) == "White castles queenside: the king must stand on e1 and a rook on a1");
    e.toggle_castling(rules::kWhiteQueenside);
    INFO(e.fen());
    CHECK(e.position().ok());
    if (!e.position().ok())
        FAIL_CHECK(e.position().error().message);
    e.put(rules::E8, Piece::None);
    e.put(rules::D8, Piece::BlackKing);
    e.set_castling(rules::kBlackKingside);
    CHECK(refusal(e) == "Black castles kingside: the king must stand on e8 and a rook on h8");

    e = kings_only();
    e.put(rules::D5, Piece::BlackPawn);
    e.set_en_passant(rules::D3);
    CHECK(refusal(e) == "en passant on d3: with White to move it is on rank 6");
    e.set_en_passant(rules::E6);
    CHECK(refusal(e) == "en passant on e6: no pawn of Black on e5 that just moved two squares");
    e.set_en_passant(rules::D6);
    e.put(rules::D7, Piece::BlackBishop);
    CHECK(refusal(e) == "en passant on d6: d6 and d7 must be empty");
    e.remove(rules::D7);
    e.put(rules::E5, Piece::WhitePawn);
    auto position = e.position();
    REQUIRE(position.ok());
    CHECK(position->fen() == "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    CHECK(position->has_legal_en_passant());

    // Material no game reaches: the core's reason, named as such.
    e = kings_only();
    for (int file = 0; file < 8; ++file)
        e.put(rules::make_square(file, 1), Piece::WhitePawn);
    e.put(rules::A3, Piece::WhitePawn);
    CHECK(refusal(e).starts_with("not a position of a game: "));

    PositionEditor fr(i18n::Lang::fr);
    fr.put(rules::D4, Piece::WhiteKing);
    CHECK(refusal(fr) != "White has 2 kings, exactly one is needed");
}

namespace {

void click(PositionEditor& e, const Rect& r) {
    REQUIRE(editor_click(e, EditorGeometry::fit({0, 0, 1000, 560}, e.flipped()), r.centre_x(), r.centre_y()));
}

} // namespace

TEST_CASE("position editor: set up by clicks on its palette, board and buttons", "[app][board][editor]") {
    PositionEditor e;
    const EditorGeometry g = EditorGeometry::fit({0, 0, 1000, 560}, false);
    // Nothing overlaps: board, palette, buttons, status from left to right and top to bottom.
    CHECK(g.board.board.x + g.board.board.w <= g.palette.area.x);
    CHECK(g.palette.area.y + g.palette.area.h <= g.buttons_area.y);
    CHECK(g.button(kEditorButtons - 1).y + g.button(kEditorButtons - 1).h <= g.status.y);
    CHECK(g.status.y + g.status.h <= 560);

    click(e, g.button(static_cast<int>(EditorButton::clear)));
    CHECK(e.fen() == "8/8/8/8/8/8/8/8 w - - 0 1");
    CHECK(editor_view(e, i18n::Lang::en).verdict == "White has 0 kings, exactly one is needed");
    click(e, g.palette.cell_rect(0)); // white king
    click(e, g.board.square_rect(rules::G1));
    click(e, g.palette.cell_rect(7)); // black king
    click(e, g.board.square_rect(rules::G8));
    click(e, g.palette.cell_rect(12)); // black pawn
    click(e, g.board.square_rect(rules::F5));
    click(e, g.palette.cell_rect(5)); // white pawn
    click(e, g.board.square_rect(rules::E5));
    click(e, g.board.square_rect(rules::H2));
    click(e, g.palette.cell_rect(kPaletteEraser));
    click(e, g.board.square_rect(rules::H2));
    CHECK(e.fen() == "6k1/8/8/4Pp2/8/8/8/6K1 w - - 0 1");
    click(e, g.button(static_cast<int>(EditorButton::en_passant)));
    CHECK(e.en_passant() == rules::F6);
    click(e, g.button(static_cast<int>(EditorButton::en_passant)));
    CHECK(e.en_passant() == rules::NoSquare); // f6 was the only one
    click(e, g.button(static_cast<int>(EditorButton::en_passant)));
    EditorView view = editor_view(e, i18n::Lang::en);
    CHECK(view.legal);
    CHECK(view.verdict == "A legal position");
    CHECK(view.fen == "6k1/8/8/4Pp2/8/8/8/6K1 w - f6 0 1");
    CHECK(view.board.squares[rules::F6].target);
    CHECK(view.buttons[static_cast<std::size_t>(EditorButton::en_passant)].label == "En passant: f6");

    click(e, g.button(static_cast<int>(EditorButton::black_oo)));
    view = editor_view(e, i18n::Lang::en);
    CHECK(!view.legal);
    CHECK(view.verdict == "Black castles kingside: the king must stand on e8 and a rook on h8");
    click(e, g.button(static_cast<int>(EditorButton::black_oo)));
    click(e, g.button(static_cast<int>(EditorButton::side)));
    CHECK(e.side_to_move() == rules::Color::Black);
    CHECK(e.en_passant() == rules::F6); // kept, and now wrong: refused with the reason
    CHECK(editor_view(e, i18n::Lang::en).verdict == "en passant on f6: with Black to move it is on rank 3");

    // Flipped, the same pixel is the other corner's square.
    click(e, g.button(static_cast<int>(EditorButton::flip)));
    CHECK(e.flipped());
    const EditorGeometry flipped = EditorGeometry::fit({0, 0, 1000, 560}, true);
    const Rect a1 = g.board.square_rect(rules::A1);
    CHECK(flipped.board.square_at(a1.centre_x(), a1.centre_y()) == rules::H8);
    click(e, g.button(static_cast<int>(EditorButton::start)));
    CHECK(e.position().ok());
    CHECK(!editor_click(e, flipped, 999, 559));
}
