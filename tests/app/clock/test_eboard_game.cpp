// The clock's e-board model (io/eboard/eboard_game.hpp; its words, app/clock/model/eboard_text.hpp):
// the board's bytes as the link hears them, read into the journal's records, which every reader
// reads back; an illegal move (Laws 7.5) recorded with its mark and the position it gave, the reply that
// makes it stand (A.5.2), the arbiter's notices, and a resumed clock that rebuilds the same game from the
// records alone.
#include "app/clock/model/eboard_text.hpp"
#include "core/eboard/board_image.hpp"
#include "i18n/lang.hpp"
#include "io/eboard/eboard_game.hpp"
#include "io/journal/journal_moves.hpp"
#include "io/journal/journal_replay.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <tuple>
#include <vector>

using namespace pendule;
using io::EBoardGame;
using io::JournalKind;

namespace {

using Bytes = std::vector<std::uint8_t>;

// The board's frames, as its protocol writes them (docs/eboard.md).
Bytes frame(std::uint8_t id, const Bytes& payload) {
    const std::size_t size = payload.size() + 3;
    Bytes bytes{static_cast<std::uint8_t>(0x80 | id), static_cast<std::uint8_t>(size >> 7),
                static_cast<std::uint8_t>(size & 0x7f)};
    bytes.insert(bytes.end(), payload.begin(), payload.end());
    return bytes;
}

Bytes dump(const std::string& placement) {
    const auto codes = eboard::codes_of(placement, eboard::Orientation::connector_left);
    REQUIRE(codes);
    return frame(0x06, Bytes(codes->begin(), codes->end()));
}

// One square changed: "e4" and a piece code (0: empty; 1 white pawn ... 12 black queen).
Bytes field(const char* square, std::uint8_t code) {
    const auto s = static_cast<rules::Square>((square[1] - '1') * 8 + (square[0] - 'a'));
    return frame(0x0e,
                 {static_cast<std::uint8_t>(eboard::field_of(s, eboard::Orientation::connector_left)), code});
}

// A DGT clock's time through the board (0x0d): its faces' times in seconds, whether it runs and
// which side of its lever is high (the side whose time runs).
Bytes clock_time(int left_s, int right_s, bool running, bool right_high) {
    auto bcd = [](int v) { return static_cast<std::uint8_t>((v / 10) << 4 | (v % 10)); };
    auto face = [&](int s) {
        return Bytes{static_cast<std::uint8_t>(s / 3600), bcd(s / 60 % 60), bcd(s % 60)};
    };
    Bytes payload = face(right_s);
    const Bytes left = face(left_s);
    payload.insert(payload.end(), left.begin(), left.end());
    payload.push_back(static_cast<std::uint8_t>((running ? 0x01 : 0) | (right_high ? 0x02 : 0)));
    return frame(0x0d, payload);
}

// A piece lifted from `from` at `t` and put on `to` 50 ms later; the board read once still.
void hand(EBoardGame& board, const char* from, const char* to, std::uint8_t code, std::int64_t t,
          std::int64_t still_ms = 400) {
    board.on_bytes(field(from, 0), t);
    board.on_bytes(field(to, code), t + 50);
    board.tick(t + 50 + still_ms);
}

} // namespace

TEST_CASE("e-board in the clock: moves and an illegal move recorded, read back, and resumed") {
    EBoardGame board(rules::Game(), {});
    CHECK(board.link() == io::BoardLinkState::searching);
    board.on_linked("/dev/ttyACM0", 0);
    board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
    board.tick(400);
    CHECK(board.link() == io::BoardLinkState::linked);
    hand(board, "e2", "e4", 1, 1000); // 1. e4
    REQUIRE(board.plies() == 1);
    // 1... Ng8-g6: no knight's move. Not read after 300 ms (a move under way may still end legal),
    // read as an illegal move once still for 1.5 s.
    hand(board, "g8", "g6", 9, 2000);
    CHECK(board.plies() == 1);
    board.tick(3600);
    REQUIRE(board.plies() == 2);
    REQUIRE(board.illegal());
    CHECK(board.illegal()->text == "Ng8-g6");
    CHECK(app::last_move_text(board.score(), rules::Notation::English) == "1... Ng8-g6");
    // White answers: the illegal move stands (A.5.2), the game goes on from the position it gave.
    hand(board, "d2", "d4", 1, 5000);
    REQUIRE(board.plies() == 3);
    CHECK(app::last_move_text(board.score(), rules::Notation::French) == "2. d4");

    const auto records = board.take_records();
    CHECK(board.take_records().empty());
    REQUIRE(records.size() == 4);
    CHECK(records[0].kind == JournalKind::BoardLink);
    CHECK(records[0].text == "linked");
    CHECK(records[0].reason == "/dev/ttyACM0");
    CHECK(records[1].kind == JournalKind::BoardMove);
    CHECK(records[1].move == "e2e4");
    CHECK(records[1].text == "e4");
    CHECK(records[1].value == 0);
    CHECK(records[1].side == clock::Side::White);
    CHECK(records[2].kind == JournalKind::BoardMove);
    CHECK(records[2].article == "7.5");
    CHECK(records[2].move == "g8g6");
    CHECK(records[2].text == "Ng8-g6");
    CHECK(records[2].side == clock::Side::Black);
    CHECK(records[2].fen.rfind("rnbqkb1r/pppppppp/6n1/8/4P3/8/PPPP1PPP/RNBQKBNR w ", 0) == 0);
    CHECK(records[3].move == "d2d4");
    CHECK(records[3].value == 2);

    // The journal's readers: the legal moves as moves, the illegal move and what followed in words.
    io::JournalHeader header;
    header.preset.control = clock::TimeControl::same_for_both({clock::Period::sudden_death(300'000)});
    io::JournalRead read;
    read.header = header;
    for (std::size_t i = 0; i < records.size(); ++i) {
        io::JournalEvent e = records[i];
        e.seq = static_cast<std::int64_t>(i) + 1;
        e.line = static_cast<int>(i) + 2;
        read.events.push_back(e);
    }
    const io::ReplayedGame game = io::replay_journal(read);
    CHECK(game.warnings.empty());
    const auto known = io::moves_from_board(game);
    REQUIRE(known);
    CHECK(known->san == std::vector<std::string>{"e4"});
    CHECK(known->rest.rfind("Illegal move 1... Ng8-g6, stood (Laws A.5.2); the game went on from "
                            "rnbqkb1r/pppppppp/6n1/8/4P3/8/PPPP1PPP/RNBQKBNR w ",
                            0) == 0);
    CHECK(known->rest.ends_with(": d4."));

    // Resumed from those records: the same game, the illegal move in it, the next move read on.
    EBoardGame resumed(rules::Game(), {}, game.board.moves);
    CHECK(resumed.plies() == 3);
    REQUIRE(resumed.illegal());
    CHECK(resumed.illegal()->text == "Ng8-g6");
    resumed.on_linked("/dev/ttyACM0", 10'000);
    resumed.on_bytes(dump("rnbqkb1r/pppppppp/6n1/8/3PP3/8/PPP2PPP/RNBQKBNR"), 10'010);
    resumed.tick(10'400);
    hand(resumed, "g6", "e5", 9, 11'000); // 2... Ne5
    CHECK(resumed.plies() == 4);
    const auto more = resumed.take_records();
    REQUIRE(more.size() == 2);
    CHECK(more[1].move == "g6e5");
    CHECK(more[1].value == 3);
}

TEST_CASE("e-board in the clock: a draw that can be claimed on the board is said to the arbiter") {
    rules::Game game;
    for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"})
        REQUIRE(game.play_san(san));
    CHECK_FALSE(app::claimable_draw(game));
    REQUIRE(game.play_san("Ng8")); // the start position for the third time
    REQUIRE(app::claimable_draw(game));
    CHECK(*app::claimable_draw(game) == "9.2.2");
    CHECK(app::movetext_of(game, rules::Notation::French) == "1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6 4. Cg1 Cg8");
    auto fifty = rules::Game::from_fen("8/8/4k3/8/8/4K3/8/R7 w - - 99 80");
    REQUIRE(fifty);
    REQUIRE(fifty->play_san("Ra2"));
    REQUIRE(app::claimable_draw(*fifty));
    CHECK(*app::claimable_draw(*fifty) == "9.3.2");
}

TEST_CASE("e-board in the clock: the link lost and found again, the board read again") {
    EBoardGame board(rules::Game(), {});
    board.on_linked("COM3", 0);
    board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
    board.tick(400);
    hand(board, "e2", "e4", 1, 1000);
    board.on_lost("COM3: the port is gone", 2000);
    board.on_lost("COM3: cannot open the port", 3000); // said once
    CHECK(board.link() == io::BoardLinkState::lost);
    // Plugged back: two moves were made meanwhile; the dump shows them, both read.
    board.on_linked("COM3", 9000);
    board.on_bytes(dump("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R"), 9010);
    board.tick(9400);
    CHECK(board.link() == io::BoardLinkState::linked);
    CHECK(board.plies() == 3);
    const auto records = board.take_records();
    std::vector<std::string> said;
    for (const auto& r : records)
        said.push_back(r.kind == JournalKind::BoardLink ? r.text : r.move);
    CHECK(said == std::vector<std::string>{"linked", "e2e4", "lost", "linked", "e7e5", "g1f3"});
}

TEST_CASE("e-board with a DGT clock: each press recorded after the move it ended, with the clock's times") {
    EBoardGame board(rules::Game(), {});
    board.set_white_face(eboard::ClockFace::right); // White sits at the clock's right
    board.on_linked("/dev/ttyACM0", 0);
    board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
    board.on_bytes(clock_time(300, 300, false, false), 20, 1'790'000'000'020);
    board.tick(400);
    // Started: White's time (the right face) runs; the lever went down on Black's side, a press that
    // ended no move.
    board.on_bytes(clock_time(300, 300, true, true), 500, 1'790'000'000'500);
    // 1. e4, the lever pressed 100 ms after the pawn is put down, before the board is read.
    board.on_bytes(field("e2", 0), 3000);
    board.on_bytes(field("e4", 1), 3050);
    board.on_bytes(clock_time(300, 297, true, false), 3150, 1'790'000'003'150);
    board.tick(3200);
    CHECK(board.plies() == 0);
    board.tick(3400);
    REQUIRE(board.plies() == 1);
    // Black presses without a move: the press waits for it, then is recorded as it is.
    board.on_bytes(clock_time(290, 297, true, true), 9000, 1'790'000'009'000);
    board.tick(9000 + io::press_wait_ms - 1);
    board.tick(9000 + io::press_wait_ms);
    REQUIRE(board.clock_shows());
    CHECK(board.clock_shows()->left_seconds == 290);
    // Stopped by its button.
    board.on_bytes(clock_time(290, 295, false, true), 13000, 1'790'000'013'000);
    std::string said;
    std::vector<io::JournalEvent> records = board.take_records();
    for (const auto& r : records)
        if (r.kind == JournalKind::BoardClock)
            said += r.text + (r.side ? std::string(" ") + clock::side_name(*r.side) : "") + " " +
                    std::to_string(r.value) + " " + std::to_string(r.white_ms / 1000) + "/" +
                    std::to_string(r.black_ms / 1000) + " at " + std::to_string(r.t) + "; ";
        else
            said += std::string(io::journal_kind_name(r.kind)) + "; ";
    CHECK(said == "board-link; connected 0 300/300 at 20; pressed black 0 300/300 at 500; "
                  "started white 0 300/300 at 500; board-move; pressed white 1 297/300 at 3400; pressed "
                  "black 1 297/290 at 11000; stopped 0 295/290 at 13000; ");
    // Read back: the move's [%clk] is the clock after White's press; Black's press ended no move.
    io::JournalHeader header;
    header.program = "test";
    header.preset = io::resolve_preset("300+0").value();
    std::string text = io::encode_header(header);
    std::int64_t seq = 1;
    for (auto& r : records) {
        r.seq = seq++;
        text += io::encode_event(r);
    }
    auto read = io::parse_journal(text, "dgt.journal");
    REQUIRE(read);
    CHECK_FALSE(read->error);
    const io::ReplayedGame game = io::replay_journal(*read);
    const auto after = io::clocks_after_moves(game);
    REQUIRE(after.size() == 1);
    REQUIRE(after[0]);
    CHECK(*after[0] == 297'000);
    const auto now = io::board_clock_at(game.board, 20'000);
    REQUIRE(now);
    CHECK_FALSE(now->running);
    CHECK(now->black_ms == 290'000);
}

TEST_CASE("e-board with a DGT clock: a press ties to its move whichever comes first, the opponent's hand "
          "already moving") {
    EBoardGame board(rules::Game(), {});
    board.on_linked("COM3", 0);
    board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
    board.on_bytes(clock_time(300, 300, true, false), 20, 1);
    board.tick(400);
    // 1. e4 read; Black's hand lifts the e-pawn before White presses: the press ends 1. e4.
    hand(board, "e2", "e4", 1, 1000);
    board.on_bytes(field("e7", 0), 1500);
    board.on_bytes(clock_time(299, 300, true, true), 1600, 2);
    // 1... e5 put down and pressed at once, before the board is read: the press waits for it.
    board.on_bytes(field("e5", 7), 1700);
    board.on_bytes(clock_time(299, 298, true, false), 1750, 3);
    board.tick(1800);
    board.tick(2100);
    std::vector<std::string> said;
    for (const auto& r : board.take_records())
        if (r.kind == JournalKind::BoardMove)
            said.push_back(r.text);
        else if (r.kind == JournalKind::BoardClock && r.text == "pressed")
            said.push_back(std::string(clock::side_name(*r.side)) + " pressed " + std::to_string(r.value));
    CHECK(said == std::vector<std::string>{"e4", "white pressed 1", "e5", "black pressed 2"});
}

TEST_CASE("e-board taken up again: a last move never pressed is still revised by a piece slid on meanwhile") {
    auto recorded = [] {
        std::vector<io::BoardMoveRecord> moves;
        for (const auto& [side, uci, san] :
             {std::tuple{clock::Side::White, "e2e4", "e4"}, std::tuple{clock::Side::Black, "e7e5", "e5"},
              std::tuple{clock::Side::White, "f1c4", "Bc4"}}) {
            io::BoardMoveRecord m;
            m.side = side;
            m.uci = uci;
            m.san = san;
            moves.push_back(m);
        }
        return moves;
    }();
    // The bishop went on to b5 while nothing read the board.
    const auto slid = dump("rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR");
    EBoardGame unpressed(rules::Game(), {}, recorded, false);
    unpressed.on_bytes(slid, 10);
    unpressed.tick(400);
    REQUIRE(unpressed.plies() == 3);
    CHECK(app::last_move_text(unpressed.score(), rules::Notation::English) == "2. Bb5");
    CHECK_FALSE(unpressed.unreadable());
    // Pressed before the restart: the move stands, and the board shows no position of the game.
    EBoardGame pressed(rules::Game(), {}, recorded, true);
    pressed.on_bytes(slid, 10);
    pressed.tick(400);
    pressed.tick(4000);
    CHECK(app::last_move_text(pressed.score(), rules::Notation::English) == "2. Bc4");
    CHECK(pressed.unreadable());
}

TEST_CASE(
    "e-board with a DGT clock: a press read with the opponent's reply leaves that reply open to revision") {
    EBoardGame board(rules::Game(), {});
    board.on_linked("COM3", 0);
    board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
    board.on_bytes(clock_time(300, 300, true, false), 20, 1);
    board.tick(400);
    hand(board, "e2", "e4", 1, 1000); // 1. e4
    hand(board, "e7", "e5", 7, 2000); // 1... e5
    // 2. Nf3, pressed at once, and Black's bishop put on c5 before the board is still: both read
    // together; the press ends 2. Nf3.
    board.on_bytes(field("g1", 0), 3000);
    board.on_bytes(field("f3", 3), 3050);
    board.on_bytes(clock_time(299, 300, true, true), 3100, 2);
    board.on_bytes(field("f8", 0), 3200);
    board.on_bytes(field("c5", 10), 3250);
    board.tick(3700);
    // The bishop goes on to b4: still Black's move, revised.
    hand(board, "c5", "b4", 10, 5000);
    std::vector<std::string> said;
    for (const auto& r : board.take_records())
        if (r.kind == JournalKind::BoardMove)
            said.push_back(std::to_string(r.value) + " " + r.text);
        else if (r.kind == JournalKind::BoardClock && r.text == "pressed")
            said.push_back(std::string(clock::side_name(*r.side)) + " pressed " + std::to_string(r.value));
    CHECK(said == std::vector<std::string>{"0 e4", "1 e5", "2 Nf3", "3 Bc5", "white pressed 3", "3 Bb4"});
}

namespace {

// A DGT 3000's answer to clock command `sub` through the board: ok, the command echoed.
Bytes clock_ack(std::uint8_t sub) {
    return frame(0x0d, {0x0a, 0x10, sub, 0x0a, 0x00, 0x00, 0x00});
}

bool shows_text(const std::optional<Bytes>& bytes, const char* text) {
    return bytes && *bytes == eboard::clock_display(text);
}

} // namespace

TEST_CASE("e-board with a DGT clock: the greeting shown on a stopped clock, one command at a time, a silent "
          "clock given up and said") {
    const auto linked = [](EBoardGame& board) {
        board.greet_clock_with("BOARD 7");
        board.on_linked("/dev/ttyACM0", 0);
        board.on_bytes(dump("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 10);
        board.tick(400);
    };
    SECTION("answered: the display, then after 3 s its end, each after the answer to the one before") {
        EBoardGame board(rules::Game(), {});
        linked(board);
        CHECK_FALSE(board.to_write(500)); // no clock heard yet
        board.on_bytes(clock_time(5400, 5400, false, false), 600);
        CHECK(shows_text(board.to_write(600), "BOARD 7"));
        CHECK_FALSE(board.to_write(700)); // waits for the answer
        board.on_bytes(clock_ack(0x0c), 800);
        CHECK_FALSE(board.to_write(900)); // nothing else to say yet
        CHECK(board.to_write(3600) == eboard::clock_end_display());
        board.on_bytes(clock_ack(0x03), 3700);
        CHECK_FALSE(board.to_write(9000));
        CHECK(board.clock_answers() == 2);
        CHECK(board.clock_dropped() == 0);
        CHECK_FALSE(board.clock_silent());
    }
    SECTION("the clock started while the greeting is shown: the players' times come back at once") {
        EBoardGame board(rules::Game(), {});
        linked(board);
        board.on_bytes(clock_time(5400, 5400, false, false), 600);
        CHECK(shows_text(board.to_write(600), "BOARD 7"));
        board.on_bytes(clock_ack(0x0c), 700);
        board.on_bytes(clock_time(5400, 5400, true, false), 1000);
        CHECK(board.to_write(1000) == eboard::clock_end_display());
    }
    SECTION("a clock found running is left alone: the players' times stay on it") {
        EBoardGame board(rules::Game(), {});
        linked(board);
        board.on_bytes(clock_time(5400, 5300, true, false), 600);
        CHECK_FALSE(board.to_write(600));
        CHECK_FALSE(board.to_write(5000));
    }
    SECTION("an empty clock message answers, as a wireless board does") {
        EBoardGame board(rules::Game(), {});
        linked(board);
        board.on_bytes(clock_time(5400, 5400, false, false), 600);
        CHECK(shows_text(board.to_write(600), "BOARD 7"));
        board.on_bytes(frame(0x0d, Bytes(7, 0)), 700);
        CHECK(board.clock_answers() == 1);
        CHECK(board.to_write(3600) == eboard::clock_end_display());
    }
    SECTION("never answered: written twice, 2 s apart, then dropped with what waited, and said") {
        EBoardGame board(rules::Game(), {});
        linked(board);
        board.on_bytes(clock_time(5400, 5400, false, false), 600);
        CHECK(shows_text(board.to_write(600), "BOARD 7"));
        CHECK_FALSE(board.to_write(2599));
        CHECK(shows_text(board.to_write(2600), "BOARD 7"));
        std::int64_t t = 2610;
        for (; t < 60000; t += 10) // the loop's turns: nothing more is written to a silent clock
            CHECK_FALSE(board.to_write(t));
        CHECK(board.clock_silent());
        CHECK(board.clock_dropped() == 1);
        // The board linked again (a cable pulled and put back): the greeting once more, and an answer
        // makes the clock heard again.
        board.on_linked("/dev/ttyACM0", t);
        board.on_bytes(clock_time(5400, 5400, false, false), t + 10);
        CHECK(shows_text(board.to_write(t + 10), "BOARD 7"));
        board.on_bytes(clock_ack(0x0c), t + 100);
        CHECK_FALSE(board.clock_silent());
    }
}
