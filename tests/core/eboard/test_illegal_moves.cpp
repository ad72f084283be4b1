// Illegal moves read from the board (Laws 7.5; A.5.2: in rapid and blitz not supervised one the
// opponent answers stands, and the game goes on from the position it gave).
#include "core/eboard/board_game.hpp"
#include "core/eboard/move_recognizer.hpp"
#include "core/rules/pgn_writer.hpp"
#include "hands.hpp"
#include "table.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::eboard;
using rules::Piece;
using rules::Square;
using test::from_fen;
using test::sans;
using test::Table;
using Kind = BoardEvent::Kind;

namespace {

FieldUpdate off(Square s) {
    return {field_of(s, Orientation::connector_left), kEmpty};
}
FieldUpdate on(Square s, Piece p) {
    return {field_of(s, Orientation::connector_left), test::code(p)};
}

// The events but the orientation found from the first board.
std::vector<BoardEvent> said(std::vector<BoardEvent> events) {
    std::erase_if(events, [](const BoardEvent& e) { return e.kind == Kind::orientation; });
    return events;
}

// A table whose board was read once (its orientation found), from a FEN.
Table table_at(const std::string& fen) {
    Table table{from_fen(fen)};
    (void)table.wait(400);
    return table;
}

// Moves played by hand from the standard start, each pressed.
Table table_after(const std::vector<std::string>& moves) {
    Table table{rules::Game()};
    (void)table.wait(400);
    for (const auto& san : moves) {
        REQUIRE(sans(table.play(san)) == std::vector<std::string>{san});
        table.recognizer.confirm_last_move();
    }
    return table;
}

} // namespace

TEST_CASE("e-board: one piece put where the rules refuse is an illegal move, said after a pause",
          "[eboard]") {
    struct Case {
        const char* what;
        const char* fen;
        std::vector<FieldUpdate> hands;
        Square from, to;
        const char* text;
        const char* stood; // the position it gave
    };
    using enum Piece;
    const Case cases[] = {
        {"the king into check",
         "3rk3/8/8/8/8/8/8/4K3 w - - 0 1",
         {off(rules::E1), on(rules::D2, WhiteKing)},
         rules::E1,
         rules::D2,
         "Ke1-d2",
         "3rk3/8/8/8/8/8/3K4/8 b - - 1 1"},
        {"a bishop moved like a rook",
         "4k3/8/8/8/8/8/8/2B1K3 w - - 3 9",
         {off(rules::C1), on(rules::C4, WhiteBishop)},
         rules::C1,
         rules::C4,
         "Bc1-c4",
         "4k3/8/8/8/2B5/8/8/4K3 b - - 4 9"},
        {"a capture by a pinned knight, the king left in check",
         "4k3/4r3/8/8/3p4/8/4N3/4K3 w - - 7 20",
         {off(rules::D4), off(rules::E2), on(rules::D4, WhiteKnight)},
         rules::E2,
         rules::D4,
         "Ne2xd4",
         "4k3/4r3/8/8/3N4/8/8/4K3 b - - 0 20"},
        {"a pawn taking nothing, replaced by a queen",
         "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
         {off(rules::B7), on(rules::A8, WhiteQueen)},
         rules::B7,
         rules::A8,
         "b7-a8=Q",
         "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1"},
        {"Black's rook through its own pawn",
         "r3k3/p7/8/8/8/8/8/4K3 b q - 0 30",
         {off(rules::A8), on(rules::A5, BlackRook)},
         rules::A8,
         rules::A5,
         "Ra8-a5",
         "4k3/p7/8/r7/8/8/8/4K3 w - - 1 31"},
        {"castling through check, king first",
         "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
         {off(rules::E1), on(rules::G1, WhiteKing), off(rules::H1), on(rules::F1, WhiteRook)},
         rules::E1,
         rules::G1,
         "O-O",
         "4kr2/8/8/8/8/8/8/R4RK1 b - - 1 1"},
        {"castling out of check, queenside",
         "r3k3/8/8/8/8/8/8/4R1K1 b q - 0 1",
         {off(rules::E8), on(rules::C8, BlackKing), off(rules::A8), on(rules::D8, BlackRook)},
         rules::E8,
         rules::C8,
         "O-O-O",
         "2kr4/8/8/8/8/8/8/4R1K1 w - - 1 2"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        Table table = table_at(c.fen);
        // Still for a second: an intermediate state of a legal move as far as anyone knows.
        CHECK(table.hands(c.hands, 1000).empty());
        const auto events = table.wait(600);
        REQUIRE(events.size() == 1);
        const BoardEvent& e = events[0];
        CHECK(e.kind == Kind::illegal);
        CHECK(e.ply == 0);
        CHECK(e.illegal.ply == 0);
        CHECK(e.illegal.from == c.from);
        CHECK(e.illegal.to == c.to);
        CHECK(e.illegal.text == c.text);
        CHECK(e.illegal.fen == c.stood);
        // No move of the rules: the game goes on from the position it gave.
        CHECK(table.recognizer.board_game().parts().front().ply_count() == 0);
        CHECK(table.recognizer.game().start_position().fen() == c.stood);
        CHECK(table.recognizer.board_game().ply_count() == 1);
        CHECK_FALSE(table.recognizer.lost());
        CHECK(table.wait(5000).empty());
    }
}

TEST_CASE("e-board: the states a legal move passes through are not illegal moves while it is made",
          "[eboard]") {
    // Castling king first, the rook moved a second later: one castling.
    Table castle = table_at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(castle.hands({off(rules::E1), on(rules::G1, Piece::WhiteKing)}, 1200).empty());
    CHECK(sans(castle.hands({off(rules::H1), on(rules::F1, Piece::WhiteRook)})) ==
          std::vector<std::string>{"O-O"});
    // En passant with the taking pawn put down first: a pawn's step to an empty square, for a second.
    Table passant = table_at("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(passant.hands({off(rules::E5), on(rules::D6, Piece::WhitePawn)}, 1200).empty());
    CHECK(sans(passant.hands({off(rules::D5)})) == std::vector<std::string>{"exd6"});
    // A pawn on the last rank before it is replaced: no position; never an illegal move.
    Table promotion = table_at("8/1P6/7k/8/8/8/8/4K3 w - - 0 1");
    CHECK(promotion.hands({off(rules::B7), on(rules::B8, Piece::WhitePawn)}, 2000).empty());
    CHECK(sans(promotion.hands({off(rules::B8), on(rules::B8, Piece::WhiteKnight)})) ==
          std::vector<std::string>{"b8=N"});
    // A king put down longer than that, its rook still home: said illegal, then replaced by the
    // castling once the rook is moved (the move was not final).
    Table slow = table_at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const auto king = slow.hands({off(rules::E1), on(rules::G1, Piece::WhiteKing)}, 2000);
    REQUIRE(king.size() == 1);
    CHECK(king[0].illegal.text == "Ke1-g1");
    const auto rook = slow.hands({off(rules::H1), on(rules::F1, Piece::WhiteRook)});
    REQUIRE(rook.size() == 1);
    CHECK(rook[0].kind == Kind::move_replaced);
    CHECK(rook[0].san == "O-O");
    CHECK(slow.recognizer.board_game().illegal_moves().empty());
    CHECK(slow.recognizer.game().san_moves() == std::vector<std::string>{"O-O"});
    // The same without pauses: the legal moves of the hands, as before.
    Table quick = table_at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(sans(quick.play("O-O")) == std::vector<std::string>{"O-O"});
}

TEST_CASE("e-board: the kings in the centre are never an illegal move, nor a king that jumps", "[eboard]") {
    // Both at once: the players' result (one king on a light square, one on a dark one: a draw).
    Table both = table_at("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    const auto gesture = both.set("8/8/8/3kK3/8/8/8/7R", 4000);
    REQUIRE(gesture.size() == 1);
    CHECK(gesture[0].kind == Kind::result_shown);
    CHECK(gesture[0].score == "1/2-1/2");
    // One king after the other, seconds apart: the first, from e1 to e5, is no king's move at all.
    Table staged = table_at("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    const auto first = staged.hands({off(rules::E1), on(rules::E5, Piece::WhiteKing)}, 2500);
    CHECK(first.empty());
    const auto second = staged.hands({off(rules::E8), on(rules::D5, Piece::BlackKing)}, 4000);
    REQUIRE(second.size() == 1);
    CHECK(second[0].kind == Kind::result_shown);
    CHECK(staged.recognizer.board_game().illegal_moves().empty());
    // A king stepped next to the other is an illegal move; once the game is over (the clock said so),
    // it is the gesture begun, and nothing is said of it.
    Table playing = table_at("8/8/3k4/8/4K3/8/8/8 w - - 0 60");
    const auto into = playing.hands({off(rules::E4), on(rules::E5, Piece::WhiteKing)}, 2000);
    REQUIRE(into.size() == 1);
    CHECK(into[0].illegal.text == "Ke4-e5");
    Table over = table_at("8/8/3k4/8/4K3/8/8/8 w - - 0 60");
    over.recognizer.finish();
    CHECK(over.hands({off(rules::E4), on(rules::E5, Piece::WhiteKing)}, 4000).empty());
    const auto ended = over.hands({off(rules::D6), on(rules::D4, Piece::BlackKing)});
    REQUIRE(ended.size() == 1);
    CHECK(ended[0].score == "0-1");
}

TEST_CASE("e-board: castling through check begun with the rook replaces the rook's move", "[eboard]") {
    Table table = table_at("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK(sans(table.hands({off(rules::H1), on(rules::F1, Piece::WhiteRook)})) ==
          std::vector<std::string>{"Rf1"});
    const auto king = table.hands({off(rules::E1), on(rules::G1, Piece::WhiteKing)}, 2000);
    REQUIRE(king.size() == 1);
    CHECK(king[0].kind == Kind::illegal_replaced);
    CHECK(king[0].ply == 0);
    CHECK(king[0].illegal.text == "O-O");
    CHECK(king[0].illegal.fen == "4kr2/8/8/8/8/8/8/R4RK1 b - - 1 1");
    CHECK(table.recognizer.board_game().parts().front().ply_count() == 0);
    CHECK(table.recognizer.board_game().ply_count() == 1);
}

TEST_CASE("e-board: an illegal move the opponent answers stands, and the score goes on from its position",
          "[eboard]") {
    // 3. Nf3 leaves White's king in check by the bishop; Black answers without taking it.
    Table table = table_after({"e4", "e5", "d4", "Bb4+"});
    const auto illegal = table.hands({off(rules::G1), on(rules::F3, Piece::WhiteKnight)}, 1600);
    REQUIRE(said(illegal).size() == 1);
    CHECK(illegal[0].kind == Kind::illegal);
    CHECK(illegal[0].ply == 4);
    CHECK(illegal[0].illegal.text == "Ng1-f3");
    const std::string stood = "rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 2 3";
    CHECK(illegal[0].illegal.fen == stood);
    table.recognizer.confirm_last_move();
    // Still a check: the bishop, not taken, gives it.
    CHECK(sans(table.play("Nc6")) == std::vector<std::string>{"Nc6+"});
    table.recognizer.confirm_last_move();
    const auto block = table.play("c3"); // the king still in check: blocked now
    REQUIRE(block.size() == 1);
    CHECK(block[0].ply == 6);
    CHECK(block[0].san == "c3");
    const BoardGame& game = table.recognizer.board_game();
    CHECK(game.ply_count() == 7);
    REQUIRE(game.parts().size() == 2);
    CHECK(game.parts()[1].start_position().fen() == stood);
    CHECK(game.parts()[1].san_moves().size() == 2);
    CHECK(game.position_at(5).fen() == stood);

    // The score as PGN: the legal moves, then the rest in a comment that every reader reads.
    rules::PgnWriteOptions wide;
    wide.line_width = 1000;
    const std::string pgn = rules::write_pgn(game.to_pgn(), wide);
    CHECK_THAT(pgn,
               Catch::Contains("1. e4 e5 2. d4 Bb4+ {Illegal move 3. Ng1-f3, stood (Laws A.5.2); the game "
                               "went on from " +
                               stood + ": 3... Nc6+ 4. c3}"));
    BoardGame scored = game;
    scored.set_tag("White", "Carlsen, Magnus");
    scored.set_result("1-0");
    const auto read = rules::read_pgn_game(rules::write_pgn(scored.to_pgn()));
    REQUIRE(read);
    CHECK(read->result == "1-0");
    CHECK(read->tag("White") == "Carlsen, Magnus");
    const auto replayed = rules::Game::from_pgn(*read);
    REQUIRE(replayed);
    CHECK(replayed->san_moves() == std::vector<std::string>{"e4", "e5", "d4", "Bb4+"});
}

TEST_CASE("e-board: an illegal move taken back, before the reply and after it (Laws 7.5.1)", "[eboard]") {
    const std::string before = "rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/8/PPP2PPP/RNBQKBNR";
    Table table = table_after({"e4", "e5", "d4", "Bb4+"});
    (void)table.hands({off(rules::G1), on(rules::F3, Piece::WhiteKnight)}, 1600);
    REQUIRE(table.recognizer.board_game().illegal_moves().size() == 1);
    // The knight put back: the position before it is reinstated.
    const auto back = table.set(before);
    REQUIRE(back.size() == 1);
    CHECK(back[0].kind == Kind::illegal_taken_back);
    CHECK(back[0].plies == 1);
    CHECK(back[0].ply == 4);
    CHECK(back[0].illegal.text == "Ng1-f3");
    CHECK(table.recognizer.board_game().illegal_moves().empty());
    CHECK(table.recognizer.game().ply_count() == 4);
    CHECK(sans(table.play("c3")) == std::vector<std::string>{"c3"});

    // Again, answered this time: the reply taken back alone, then both across the illegal move.
    Table answered = table_after({"e4", "e5", "d4", "Bb4+"});
    (void)answered.hands({off(rules::G1), on(rules::F3, Piece::WhiteKnight)}, 1600);
    answered.recognizer.confirm_last_move();
    (void)answered.play("Nc6");
    const auto reply_back = answered.set("rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/5N2/PPP2PPP/RNBQKB1R");
    REQUIRE(reply_back.size() == 1);
    CHECK(reply_back[0].kind == Kind::taken_back);
    CHECK(reply_back[0].plies == 1);
    CHECK(reply_back[0].ply == 5);
    (void)answered.play("Nc6");
    const auto both = answered.set(before);
    REQUIRE(both.size() == 1);
    CHECK(both[0].kind == Kind::illegal_taken_back);
    CHECK(both[0].plies == 2);
    CHECK(both[0].ply == 4);
    CHECK(answered.recognizer.board_game().ply_count() == 4);
    CHECK(answered.recognizer.board_game().parts().size() == 1);
}

TEST_CASE("e-board: a caller's records rebuild the game an illegal move split", "[eboard]") {
    Table table = table_after({"e4", "e5", "d4", "Bb4+"});
    std::vector<BoardEvent> record;
    for (auto& e : table.hands({off(rules::G1), on(rules::F3, Piece::WhiteKnight)}, 1600))
        record.push_back(e);
    table.recognizer.confirm_last_move();
    for (auto& e : table.play("Nc6"))
        record.push_back(e);

    // The journal's replay: the legal moves, then each event's own step.
    rules::Game start;
    for (const char* san : {"e4", "e5", "d4", "Bb4+"})
        REQUIRE(start.play_san(san));
    MoveRecognizer replay{start};
    for (const BoardEvent& e : record) {
        if (e.kind == Kind::illegal) {
            const auto stood = replay.apply_illegal(e.illegal.from, e.illegal.to, e.illegal.fen);
            REQUIRE(stood);
            CHECK(stood->illegal == e.illegal);
        } else if (e.kind == Kind::move) {
            const auto moved = replay.apply_move(e.move);
            REQUIRE(moved);
            CHECK(moved->san == e.san);
            CHECK(moved->ply == e.ply);
        }
    }
    CHECK(rules::write_pgn(replay.board_game().to_pgn()) ==
          rules::write_pgn(table.recognizer.board_game().to_pgn()));
    // What is no illegal move from there is refused, and changes nothing.
    CHECK_FALSE(replay.apply_illegal(rules::E2, rules::E4, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    CHECK(replay.board_game().ply_count() == 6);
    // Records that kept the position only: the squares read from it.
    MoveRecognizer from_position{start};
    const auto read_back = from_position.apply_illegal(record[0].illegal.fen);
    REQUIRE(read_back);
    CHECK(read_back->illegal == record[0].illegal);
    // Squares the position does not say are refused.
    MoveRecognizer wrong{start};
    CHECK_FALSE(wrong.apply_illegal(rules::G1, rules::E2, record[0].illegal.fen));
    CHECK(wrong.board_game().ply_count() == 4);

    // A BoardGame built from the records, a recogniser from it: the board read on from there.
    BoardGame game{start};
    REQUIRE(game.play_illegal(rules::G1, rules::F3, record[0].illegal.fen));
    Table resumed{rules::Game()};
    resumed.recognizer = MoveRecognizer{game};
    const std::string stood = "rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/5N2/PPP2PPP/RNBQKB1R";
    const auto found = resumed.set(stood);
    REQUIRE(found.size() == 1);
    CHECK(found[0].kind == Kind::orientation);
    CHECK(sans(resumed.play("Nc6")) == std::vector<std::string>{"Nc6+"});
    CHECK(resumed.recognizer.board_game().ply_count() == 6);
    // Taken back across it from the records, as the board would.
    const BoardEvent back = resumed.recognizer.apply_take_back(2);
    CHECK(back.kind == Kind::illegal_taken_back);
    CHECK(back.ply == 4);
    CHECK(resumed.recognizer.board_game().illegal_moves().empty());
}

TEST_CASE("e-board: Chess960, an illegal castling and the rights an illegal move leaves", "[eboard]") {
    // King b1 castles through d1, which the rook on d8 attacks.
    Table castle = table_at("3rk3/8/8/8/8/8/8/RK5R w KQ - 0 1");
    const auto events = castle.hands(
        {off(rules::B1), on(rules::G1, Piece::WhiteKing), off(rules::H1), on(rules::F1, Piece::WhiteRook)},
        2000);
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == Kind::illegal);
    CHECK(events[0].illegal.text == "O-O");
    CHECK(events[0].illegal.from == rules::B1);
    CHECK(events[0].illegal.to == rules::G1);
    CHECK(events[0].illegal.fen == "3rk3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    CHECK(castle.recognizer.game().variant() == rules::Variant::Chess960);

    // The rook of a1 moved like a bishop: its right goes, the other rook's stays, and White castles
    // with it after Black's reply.
    Table rook = table_at("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");
    const auto slid = rook.hands({off(rules::A1), on(rules::B2, Piece::WhiteRook)}, 2000);
    REQUIRE(slid.size() == 1);
    CHECK(slid[0].illegal.text == "Ra1-b2");
    const auto position = rules::Position::from_fen(slid[0].illegal.fen, rules::FenMaterial::AfterIllegalMove,
                                                    rules::FenRules::Chess960);
    REQUIRE(position);
    CHECK(position->castling_rights() == rules::kWhiteKingside);
    rook.recognizer.confirm_last_move();
    CHECK(sans(rook.play("Kd7")) == std::vector<std::string>{"Kd7"});
    rook.recognizer.confirm_last_move();
    CHECK(sans(rook.play("O-O", test::Hands::swap)) == std::vector<std::string>{"O-O"});
    rules::PgnWriteOptions wide;
    wide.line_width = 1000;
    const std::string pgn = rules::write_pgn(rook.recognizer.board_game().to_pgn(), wide);
    CHECK_THAT(pgn, Catch::Contains("[Variant \"Chess960\"]"));
    CHECK_THAT(pgn, Catch::Contains("{Illegal move 1. Ra1-b2, stood (Laws A.5.2); the game went on from "));
    CHECK_THAT(pgn, Catch::Contains(": 1... Kd7 2. O-O}"));
    REQUIRE(rules::read_pgn_game(pgn));
    CHECK(rules::Game::from_pgn(*rules::read_pgn_game(pgn)));
}

TEST_CASE("e-board: slow hands: a real game made one or two seconds a square has no illegal move",
          "[eboard]") {
    const auto game = test::real_game();
    for (const std::int64_t pause : {1000, 2000}) {
        for (const test::Hands style : {test::Hands::plain, test::Hands::swap, test::Hands::other_order}) {
            INFO(pause << " ms between squares, hands " << static_cast<int>(style));
            Table table{rules::Game()};
            int illegal = 0;
            for (const std::string& san : game.san_moves()) {
                const rules::Position& at = table.recognizer.game().position();
                const auto move = rules::parse_san(at, san);
                REQUIRE(move);
                for (const FieldUpdate& u : test::hands(at, *move, style)) {
                    for (const auto& e : table.hands({u}, pause))
                        illegal += e.kind == Kind::illegal ? 1 : 0;
                }
                table.recognizer.confirm_last_move();
            }
            CHECK(table.recognizer.board_game().illegal_moves().empty());
            CHECK(table.recognizer.game().san_moves() == game.san_moves());
            CHECK(illegal == 0);
        }
    }
}
