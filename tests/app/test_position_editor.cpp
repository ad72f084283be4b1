#include "app/input/board_input.hpp"
#include "app/model/position_editor.hpp"

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

    PositionEditor fr(Lang::fr);
    fr.put(rules::D4, Piece::WhiteKing);
    CHECK(refusal(fr) != "White has 2 kings, exactly one is needed");
}
