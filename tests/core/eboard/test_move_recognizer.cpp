#include "core/eboard/move_recognizer.hpp"
#include "core/rules/san.hpp"
#include "hands.hpp"
#include "table.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::eboard;
using test::from_fen;
using test::Hands;
using test::sans;
using test::Table;
using Kind = BoardEvent::Kind;

TEST_CASE("e-board: a real game's moves read from the hands, every way a hand makes them", "[eboard]") {
    const auto game = test::real_game();
    for (const Hands style : {Hands::plain, Hands::swap, Hands::other_order}) {
        Table table{rules::Game()};
        std::vector<std::string> read;
        for (const std::string& san : game.san_moves()) {
            const auto events = table.play(san, style);
            for (const auto& s : sans(events))
                read.push_back(s);
            table.recognizer.confirm_last_move(); // the clock pressed
        }
        CHECK(read == game.san_moves());
        CHECK_FALSE(table.recognizer.lost());
    }
}

TEST_CASE("e-board: castling, en passant and promotion need no case of their own", "[eboard]") {
    struct Case {
        const char* fen;
        const char* san;
        Hands style;
    };
    const Case cases[] = {
        {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", Hands::plain},
        {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", Hands::swap}, // rook first
        {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", Hands::plain},
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", Hands::plain},
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", Hands::swap},
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", Hands::other_order},
        {"8/1P6/7k/8/8/8/8/4K3 w - - 0 1", "b8=Q", Hands::plain},
        {"8/1P6/7k/8/8/8/8/4K3 w - - 0 1", "b8=N", Hands::swap}, // the pawn put down, then replaced
        {"r7/1P6/7k/8/8/8/8/4K3 w - - 0 1", "bxa8=R", Hands::other_order},
        // Chess960: the king on b1 castles to g1 or c1; on f1 with its rook on g1, they swap squares.
        {"4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", "O-O", Hands::plain},
        {"4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", "O-O-O", Hands::swap},
        {"4k3/8/8/8/8/8/8/5KR1 w K - 0 1", "O-O", Hands::plain},
        // The rook first onto the king's square: the king lifted before the rook comes down.
        {"4k3/8/8/8/8/8/8/5K1R w K - 0 1", "O-O", Hands::swap},
    };
    for (const Case& c : cases) {
        INFO(c.fen << " " << c.san);
        Table table{from_fen(c.fen)};
        const auto events = table.play(c.san, c.style);
        CHECK(sans(events) == std::vector<std::string>{c.san});
    }
}

TEST_CASE("e-board: a piece slid on replaces its move until the clock is pressed", "[eboard]") {
    Table table{rules::Game()};
    CHECK(sans(table.play("e3")) == std::vector<std::string>{"e3"});
    // The pawn goes on from e3 to e4 (it rested long enough on e3 to be read).
    const auto slid = table.hands({{field_of(rules::E3, Orientation::connector_left), kEmpty},
                                   {field_of(rules::E4, Orientation::connector_left), 1}});
    REQUIRE(slid.size() == 1);
    CHECK(slid[0].kind == Kind::move_replaced);
    CHECK(slid[0].san == "e4");
    CHECK(table.recognizer.game().san_moves() == std::vector<std::string>{"e4"});
    // Castling begun with the rook: Rf1 read, then the king's move makes it O-O.
    Table castle{from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")};
    CHECK(sans(castle.play("Rf1")) == std::vector<std::string>{"Rf1"});
    const auto king = castle.hands({{field_of(rules::E1, Orientation::connector_left), kEmpty},
                                    {field_of(rules::G1, Orientation::connector_left), 5}});
    REQUIRE(king.size() == 1);
    CHECK(king[0].kind == Kind::move_replaced);
    CHECK(king[0].san == "O-O");
    // Once pressed, the move stands: the pawn pushed on is no move of Black's, so nothing is read.
    Table pressed{rules::Game()};
    (void)pressed.play("e3");
    pressed.recognizer.confirm_last_move();
    const auto after = pressed.hands({{field_of(rules::E3, Orientation::connector_left), kEmpty},
                                      {field_of(rules::E4, Orientation::connector_left), 1}},
                                     4000);
    CHECK(sans(after).empty());
    REQUIRE(after.size() == 1);
    CHECK(after[0].kind == Kind::unknown);
    CHECK(pressed.recognizer.game().san_moves() == std::vector<std::string>{"e3"});
}

TEST_CASE(
    "e-board: a piece lifted and put back, or held, is nothing, and the kings in the centre are no move",
    "[eboard]") {
    Table table{rules::Game()};
    REQUIRE(table.wait(400).size() == 1); // the orientation found from the first board
    const int g1 = field_of(rules::G1, Orientation::connector_left);
    CHECK(table.hands({{g1, kEmpty}, {g1, 3}}).empty());
    // Held for ten seconds before it is put down: a piece in a hand, not a position to set back.
    CHECK(table.hands({{g1, kEmpty}}, 10'000).empty());
    CHECK_FALSE(table.recognizer.lost());
    CHECK(sans(table.hands({{field_of(rules::F3, Orientation::connector_left), 3}})) ==
          std::vector<std::string>{"Nf3"});
    // The game over, the players put both kings in the middle (a result's gesture): never a move.
    Table end{from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1")};
    (void)end.wait(400);
    const auto gesture = end.set("8/8/8/3kK3/8/8/8/7R", 4000);
    CHECK(sans(gesture).empty());
    REQUIRE(gesture.size() == 1);
    CHECK(gesture[0].kind == Kind::result_shown);
    // Put back: the result stays the players', nothing more is said.
    CHECK(end.set("4k3/8/8/8/8/8/8/4K2R").empty());
    CHECK_FALSE(end.recognizer.lost());
}

TEST_CASE("e-board: moves taken back, a reply made before the board was read, a new game", "[eboard]") {
    Table table{rules::Game()};
    for (const char* san : {"e4", "e5", "Nf3", "Nc6"}) {
        (void)table.play(san);
        table.recognizer.confirm_last_move();
    }
    // Two moves taken back: the board shows the position after 1...e5.
    const auto back = table.set("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR");
    REQUIRE(back.size() == 1);
    CHECK(back[0].kind == Kind::taken_back);
    CHECK(back[0].plies == 2);
    CHECK(back[0].ply == 2);
    CHECK(table.recognizer.game().ply_count() == 2);
    // White's move and Black's reply both on the board before it was read.
    const auto two = table.set("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R");
    CHECK(sans(two) == std::vector<std::string>{"Nf3", "Nc6"});
    // A finished game, and the pieces set up again: the next game.
    table.recognizer.finish();
    const auto next = table.set("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    REQUIRE(next.size() == 1);
    CHECK(next[0].kind == Kind::new_game);
    CHECK(table.recognizer.game().ply_count() == 0);
}

TEST_CASE("e-board: a board turned round is found from the start position, Chess960's too", "[eboard]") {
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"}) {
        INFO(fen);
        Table table{from_fen(fen), {}, Orientation::turned};
        const auto found = table.wait(400);
        REQUIRE(found.size() == 1);
        CHECK(found[0].kind == Kind::orientation);
        CHECK(found[0].orientation == Orientation::turned);
        CHECK(sans(table.play("e4")) == std::vector<std::string>{"e4"});
        CHECK(sans(table.play("d5")) == std::vector<std::string>{"d5"});
    }
    // The arbiter's setting stands: a board said to be turned is read turned.
    RecognizerSettings set;
    set.orientation = Orientation::turned;
    Table told{rules::Game(), set, Orientation::turned};
    CHECK(told.wait(400).empty());
    CHECK(sans(told.play("Nf3")) == std::vector<std::string>{"Nf3"});
}

TEST_CASE(
    "e-board: field updates before the first whole board are left, and a dump that says the same is nothing",
    "[eboard]") {
    MoveRecognizer recognizer{rules::Game()};
    recognizer.on_field(FieldUpdate{12, 1}, 0);
    CHECK_FALSE(recognizer.knows_board());
    CHECK(recognizer.tick(1000).empty());
    const auto start = *codes_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", Orientation::connector_left);
    recognizer.on_board(start, 1000);
    CHECK(recognizer.due_at() == 1300);
    const auto first = recognizer.tick(1300);
    REQUIRE(first.size() == 1);
    CHECK(first[0].kind == Kind::orientation);
    recognizer.on_board(start, 2000);
    CHECK_FALSE(recognizer.due_at());
}

TEST_CASE("e-board: a capture or a take-back under way, held, is no capture and recapture", "[eboard]") {
    struct Case {
        const char* fen;
        std::vector<std::string> played; // before the hands, each pressed
        std::vector<rules::Square> lifted;
        const char* then; // what the hands then finish: a move, or a placement set back
        std::vector<std::string> read;
    };
    const Case cases[] = {
        // Black's knight and White's e-pawn off the board for a second: Nxd5 exd5 would leave the
        // same board. The knight then comes down on e4.
        {"4k3/8/5n2/3P4/4P3/8/8/4K3 b - - 0 1", {}, {rules::F6, rules::E4}, "Nxe4", {"Nxe4"}},
        // 1. Nh5 Bf8 taken back, the bishop on g7 again and the knight in the hand: Ng7+ Bxg7 would
        // leave the same board. The knight then comes down on g3.
        {"4k3/6b1/8/8/8/6N1/8/4K3 w - - 0 1", {"Nh5", "Bf8"}, {rules::H5}, "4k3/6b1/8/8/8/6N1/8/4K3", {}},
    };
    for (const Case& c : cases) {
        INFO(c.fen);
        Table table{from_fen(c.fen)};
        for (const std::string& san : c.played) {
            (void)table.play(san);
            table.recognizer.confirm_last_move();
        }
        std::vector<FieldUpdate> lift;
        for (const rules::Square s : c.lifted)
            lift.push_back({field_of(s, Orientation::connector_left), kEmpty});
        if (!c.played.empty()) // the bishop put back first
            lift.insert(lift.begin(), {{field_of(rules::F8, Orientation::connector_left), kEmpty},
                                       {field_of(rules::G7, Orientation::connector_left), 10}});
        const auto held = table.hands(lift, 1000);
        CHECK(sans(held).empty());
        CHECK_FALSE(table.recognizer.lost());
        const std::string then = c.then;
        const auto done = then.find('/') == std::string::npos ? table.play(then) : table.set(then);
        CHECK(sans(done) == c.read);
        CHECK(table.recognizer.game().ply_count() == (c.read.empty() ? 0 : 1));
    }
}

TEST_CASE("e-board: a capture and its recapture read late are the two moves once the reply's side presses "
          "or the board goes on",
          "[eboard]") {
    // Black to move; Nxd5 exd5 made while nothing read the board (a bridge started again): the board
    // shows what Nxe4 under way shows, the knight and the e-pawn off. Read as the hand first.
    const char* start = "4k3/8/5n2/3P4/4P3/8/8/4K3 b - - 0 1";
    const char* after_two = "4k3/8/8/3P4/8/8/8/4K3";
    SECTION("the reply's side presses: the two moves, the capturer's press changes nothing") {
        Table table{from_fen(start)};
        CHECK(table.set(after_two, 1000).empty());
        CHECK_FALSE(table.recognizer.lost());
        CHECK(table.recognizer.pressed(Colour::Black).empty());
        CHECK(sans(table.recognizer.pressed(Colour::White)) == std::vector<std::string>{"Nxd5", "exd5"});
        CHECK(table.recognizer.game().ply_count() == 2);
        CHECK(sans(table.play("Kd7")) == std::vector<std::string>{"Kd7"});
    }
    SECTION("no press: the next player's piece lifted, then put down") {
        Table table{from_fen(start)};
        CHECK(table.set(after_two, 1000).empty());
        const auto lifted = table.hands({{field_of(rules::E8, Orientation::connector_left), kEmpty}});
        CHECK(sans(lifted) == std::vector<std::string>{"Nxd5", "exd5"});
        const auto down = table.hands({{field_of(rules::E7, Orientation::connector_left), 11}});
        CHECK(sans(down) == std::vector<std::string>{"Ke7"});
        CHECK_FALSE(table.recognizer.lost());
    }
    SECTION("no press: the next move made before the board was read again") {
        Table table{from_fen(start)};
        CHECK(table.set(after_two, 1000).empty());
        CHECK(sans(table.set("3k4/8/8/3P4/8/8/8/4K3")) == std::vector<std::string>{"Nxd5", "exd5", "Kd8"});
    }
    SECTION("the capture was under way after all: the knight comes down, and nothing else is read") {
        Table table{from_fen(start)};
        CHECK(table.set(after_two, 1000).empty());
        CHECK(table.recognizer.pressed(Colour::Black).empty());
        CHECK(sans(table.set("4k3/8/8/3P4/4n3/8/8/4K3")) == std::vector<std::string>{"Nxe4"});
        CHECK(table.recognizer.pressed(Colour::White).empty()); // the two moves forgotten
        CHECK(table.recognizer.game().ply_count() == 1);
    }
}

TEST_CASE("e-board: the kings put in the centre give the players' result, never a move", "[eboard]") {
    struct Case {
        rules::Square white, black;
        const char* score;
    };
    // Light squares d5 and e4: White won; dark squares d4 and e5: Black won; one of each: a draw.
    for (const Case c : {Case{rules::E4, rules::D5, "1-0"}, Case{rules::D5, rules::E4, "1-0"},
                         Case{rules::D4, rules::E5, "0-1"}, Case{rules::E4, rules::E5, "1/2-1/2"},
                         Case{rules::D4, rules::D5, "1/2-1/2"}}) {
        INFO(c.score);
        Table table{from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")};
        REQUIRE(table.wait(400).size() == 1); // the orientation found from the first board
        const auto events = table.hands({{field_of(rules::E1, Orientation::connector_left), kEmpty},
                                         {field_of(rules::E8, Orientation::connector_left), kEmpty},
                                         {field_of(c.white, Orientation::connector_left), 5},
                                         {field_of(c.black, Orientation::connector_left), 11}});
        REQUIRE(events.size() == 1);
        CHECK(events[0].kind == Kind::result_shown);
        CHECK(events[0].score == c.score);
        CHECK(table.recognizer.game().ply_count() == 0);
    }
    SECTION("the first king's move, read before the second king came, is taken back; pressed, it stays") {
        for (const bool pressed : {false, true}) {
            INFO(pressed);
            Table table{from_fen("8/8/4k3/8/8/4K3/8/8 w - - 0 1")};
            REQUIRE(table.wait(400).size() == 1);
            CHECK(sans(table.play("Kd4")) == std::vector<std::string>{"Kd4"});
            if (pressed)
                table.recognizer.confirm_last_move();
            const auto events = table.hands({{field_of(rules::E6, Orientation::connector_left), kEmpty},
                                             {field_of(rules::E5, Orientation::connector_left), 11}});
            REQUIRE(events.size() == (pressed ? 1u : 2u));
            if (!pressed)
                CHECK(events[0].kind == Kind::taken_back);
            CHECK(events.back().kind == Kind::result_shown);
            CHECK(events.back().score == "0-1");
            CHECK(table.recognizer.game().ply_count() == (pressed ? 1 : 0));
        }
    }
    SECTION("a pawn's move to the centre, not pressed, stays when a king is put where the pawn stood") {
        Table table{rules::Game()};
        (void)table.play("e4");
        table.recognizer.confirm_last_move();
        (void)table.play("e5"); // no clock: never pressed
        const auto shown = table.set("rnbq1bnr/pppp1ppp/8/4k3/3K4/8/PPPP1PPP/RNBQ1BNR", 400);
        REQUIRE(shown.size() == 1);
        CHECK(shown[0].score == "0-1");
        CHECK(table.recognizer.game().ply_count() == 2);
    }
    SECTION("then the pieces swept aside are never a board to set back, and the start is a new game") {
        Table table{rules::Game()};
        (void)table.play("e4");
        table.recognizer.confirm_last_move();
        (void)table.play("e5");
        table.recognizer.confirm_last_move();
        // The pawns in the centre moved aside, the kings put there.
        const auto shown = table.set("8/8/8/3k4/3K4/8/8/8", 400);
        REQUIRE(shown.size() == 1);
        CHECK(shown[0].score == "1/2-1/2");
        CHECK(table.set("8/8/8/8/8/8/8/8", 10000).empty()); // cleared: nothing said
        const auto next = table.set("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        REQUIRE(next.size() == 1);
        CHECK(next[0].kind == Kind::new_game);
    }
}

TEST_CASE("e-board: a slide read as a move, gone on while nothing read the board and answered, is that "
          "move replaced and the reply",
          "[eboard]") {
    // London 1851: 35. Qd3 Kg7 36. Rff3. The queen rested on d5 long enough to be read (no press
    // yet), then slid on to d3 while the board was not read (a bridge started again), and Black
    // answered Kg7. "Qd5 Kg7 Qd3" gives the same board with White's turn one ply off.
    Table table{from_fen("4rr1k/pp3q2/2pQ1ppp/8/2P4P/1P4R1/1P4PK/5R2 w - - 0 35")};
    REQUIRE(table.wait(400).size() == 1); // the orientation found from the first board
    CHECK(sans(table.play("Qd5")) == std::vector<std::string>{"Qd5"});
    const auto late = table.set("4rr2/pp3qk1/2p2ppp/8/2P4P/1P1Q2R1/1P4PK/5R2");
    REQUIRE(late.size() == 2);
    CHECK(late[0].kind == Kind::move_replaced);
    CHECK(sans(late) == std::vector<std::string>{"Qd3", "Kg7"});
    CHECK(table.recognizer.game().position().side_to_move() == Colour::White);
    CHECK(sans(table.play("Rff3")) == std::vector<std::string>{"Rff3"});
    // Pressed after Qd5, the queen's move is final: the same board is two moves on.
    Table pressed{from_fen("4rr1k/pp3q2/2pQ1ppp/8/2P4P/1P4R1/1P4PK/5R2 w - - 0 35")};
    (void)pressed.wait(400);
    (void)pressed.play("Qd5");
    pressed.recognizer.confirm_last_move();
    CHECK(sans(pressed.set("4rr2/pp3qk1/2p2ppp/8/2P4P/1P1Q2R1/1P4PK/5R2")) ==
          std::vector<std::string>{"Kg7", "Qd3"});
}
