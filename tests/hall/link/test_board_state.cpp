#include "../../io/journal/journal_fixture.hpp"
#include "hall/link/board_state.hpp"
#include "hall/server/boards_json.hpp"
#include "hall/server/round_pgn.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_line.hpp"

#include <catch2/catch.hpp>

using namespace pendule::hall;
using namespace journal_test;

namespace {

// A board with its whole journal beside it, as the hall's database holds it, and the readings of
// board_state.hpp over that journal.
struct TestBoard : BoardEntry {
    std::string journal;
};

BoardReplay replay_board(const TestBoard& board) {
    return pendule::hall::replay_board(board, board.journal);
}

BoardView board_view(const TestBoard& board, std::int64_t now_wall_ms) {
    return pendule::hall::board_view(board, board.journal, now_wall_ms);
}

// The replay carried on over what the board's journal has beyond what the replay took.
bool extend_replay(BoardReplay& replay, const TestBoard& board) {
    return pendule::hall::extend_replay(
        replay, std::string_view(board.journal).substr(std::min(replay.journal_size, board.journal.size())));
}

TestBoard board_of(std::vector<JournalEvent> events) {
    TestBoard board;
    board.event.append("e"); // not `= "e"`: GCC 12 warns falsely (-Wrestrict) on that assignment here
    board.board = 12;
    board.journal = journal_text(header_for("900+10"), std::move(events));
    board.last_seq =
        static_cast<std::int64_t>(std::count(board.journal.begin(), board.journal.end(), '\n')) - 1;
    return board;
}

JournalEvent command(std::int64_t t, const std::string& text) {
    JournalEvent e = event(JournalKind::Command, t);
    e.text = text;
    return e;
}

JournalEvent wrong_pin(std::int64_t t, std::int64_t count, std::int64_t wall) {
    JournalEvent e = event(JournalKind::WrongPin, t, std::nullopt, count);
    e.wall_ms = wall;
    return e;
}

JournalEvent checkpoint(std::int64_t t, std::int64_t wall) {
    JournalEvent e = event(JournalKind::Checkpoint, t);
    e.wall_ms = wall;
    return e;
}

} // namespace

TEST_CASE("a board's tile knows a claim being judged, wrong PINs and since when it is paused") {
    const std::int64_t wall0 = 1'763'700'000'000;
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White), checkpoint(2000, wall0 + 2000),
        event(JournalKind::Pause, 3000),           command(3500, "judge-claim en \"1. e4\""),
        wrong_pin(4000, 1, wall0 + 4000),          wrong_pin(5000, 2, wall0 + 5000)};
    BoardView view = board_view(board_of(events), wall0 + 60'000);
    CHECK(view.paused);
    CHECK(view.claim_pending);
    CHECK(view.wrong_pins == 2);
    // The pause is 1 s of game time after the checkpoint (the last record with a wall time).
    CHECK(view.paused_since_wall_ms == wall0 + 3000);
    CHECK_THAT(board_json(view), Catch::Contains("\"claim_pending\": true, \"wrong_pins\": 2, "
                                                 "\"paused_since_wall\": 1763700003000"));

    // The ruling applied, the right PIN typed, the clock resumed: no alert left.
    events.push_back(wrong_pin(6000, 0, wall0 + 6000));
    events.push_back(command(6500, "apply-claim"));
    events.push_back(event(JournalKind::Resume, 7000));
    view = board_view(board_of(events), wall0 + 60'000);
    CHECK_FALSE(view.paused);
    CHECK_FALSE(view.claim_pending);
    CHECK(view.wrong_pins == 0);
    CHECK(view.paused_since_wall_ms == 0);
    CHECK_THAT(board_json(view), Catch::Contains("\"paused_since_wall\": null"));
}

TEST_CASE("a clock paused before its first checkpoint: the pause's own wall time says since when") {
    const std::int64_t wall0 = 1'763'700'000'000;
    // A pause that carries its wall time (as the window and hall-sim write it): the page can tell a
    // pause of seconds from one of minutes, and alerts only for the latter.
    JournalEvent pause = event(JournalKind::Pause, 3000);
    pause.wall_ms = wall0 + 3000;
    BoardView view = board_view(board_of({event(JournalKind::Start, 0, Side::White), pause}), wall0 + 10'000);
    CHECK(view.paused);
    CHECK(view.paused_since_wall_ms == wall0 + 3000);
    // An older journal's pause, with no wall time anywhere before it: since when is unknown (0), and
    // the page alerts at once rather than hide a pause that may be long.
    view = board_view(board_of({event(JournalKind::Start, 0, Side::White), event(JournalKind::Pause, 3000)}),
                      wall0 + 10'000);
    CHECK(view.paused);
    CHECK(view.paused_since_wall_ms == 0);
}

TEST_CASE("a board's decision log shows the refused arbiter PINs") {
    const std::int64_t wall0 = 1'763'700'000'000;
    const TestBoard board =
        board_of({event(JournalKind::Start, 0, Side::White), wrong_pin(4000, 1, wall0 + 4000),
                  wrong_pin(5000, 2, wall0 + 5000), wrong_pin(6000, 0, wall0 + 6000)});
    const std::string log = decision_log_json(board.board, board.journal);
    CHECK_THAT(log, Catch::Contains("{\"seq\": 2, \"t\": 4000, \"kind\": \"wrong-pin\", \"count\": 1, "
                                    "\"wall\": 1763700004000}"));
    CHECK_THAT(log, Catch::Contains("\"seq\": 3, \"t\": 5000, \"kind\": \"wrong-pin\", \"count\": 2"));
    CHECK_THAT(log, Catch::Contains("\"seq\": 4, \"t\": 6000, \"kind\": \"wrong-pin\", \"count\": 0"));
}

TEST_CASE("a board's result carries its clock's reason code to /api/boards and its log", "[hall]") {
    JournalEvent result = event(JournalKind::Result, 5000);
    result.score.append("0-1");
    result.article.append("6.9");
    result.reason.append("White's flag fell");
    result.reason_code.append("white-flag");
    const TestBoard board = board_of({event(JournalKind::Start, 0, Side::White), result});
    const BoardView view = board_view(board, 0);
    CHECK(view.result_reason_code == "white-flag");
    CHECK_THAT(board_json(view), Catch::Contains("\"result\": \"0-1\", \"reason_code\": \"white-flag\", "));
    CHECK_THAT(decision_log_json(board.board, board.journal),
               Catch::Contains("\"kind\": \"result\", \"article\": \"6.9\", \"score\": \"0-1\", "
                               "\"reason_code\": \"white-flag\", \"reason\": \"White's flag fell\"}"));
    // An older clock's result has none: null in /api/boards, "" in the log.
    JournalEvent older = result;
    older.reason_code.clear();
    const TestBoard old_board = board_of({event(JournalKind::Start, 0, Side::White), older});
    CHECK_THAT(board_json(board_view(old_board, 0)),
               Catch::Contains("\"result\": \"0-1\", \"reason_code\": null, "));
}

TEST_CASE("the round of /round.pgn: the board's published round, else its journal header's", "[hall]") {
    auto header = header_for("900+10");
    header.round.append("5"); // not `= "5"`: GCC 12 warns falsely (-Wrestrict) here
    TestBoard board;
    board.event.append("e");
    board.board = 12;
    board.journal = journal_text(header, {event(JournalKind::Start, 0, Side::White)});
    const std::vector<const BoardEntry*> boards{&board};
    std::vector<BoardView> views{board_view(board, 0)};
    CHECK(round_pgn(boards, views).find("[Round \"5.12\"]") != std::string::npos);
    board.round.append("6"); // published on .../round: it wins
    views = {board_view(board, 0)};
    CHECK(round_pgn(boards, views).find("[Round \"6.12\"]") != std::string::npos);
}

TEST_CASE("a result to confirm: a ruling that ends the game, until the result is recorded", "[hall]") {
    JournalEvent losing = event(JournalKind::Decision, 3000);
    losing.article.append("7.5.5");
    losing.outcome.append("arbiter decides");
    losing.reason.append("White's illegal move no. 2: the game is lost");
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White), losing};
    BoardView view = board_view(board_of(events), 0);
    CHECK(view.result_to_confirm);
    CHECK_THAT(board_json(view), Catch::Contains("\"result_to_confirm\": true"));
    JournalEvent result = event(JournalKind::Result, 5000);
    result.score.append("0-1");
    result.article.append("7.5.5");
    events.push_back(result);
    view = board_view(board_of(events), 0);
    CHECK_FALSE(view.result_to_confirm);
    // A ruling that lets the game go on asks for nothing.
    JournalEvent goes_on = event(JournalKind::Decision, 6000);
    goes_on.outcome.append("continues");
    view = board_view(board_of({event(JournalKind::Start, 0, Side::White), goes_on}), 0);
    CHECK_FALSE(view.result_to_confirm);
}

TEST_CASE("games.pgn: a round's games for a relay, with the desk's players, clocks and known moves",
          "[hall][pgn]") {
    // Board 12: a claim whose game score matches the two presses before it gives two moves.
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White),
                                        event(JournalKind::Press, 2000, Side::White),
                                        event(JournalKind::Press, 5500, Side::Black),
                                        command(6000, "judge-claim en [1. Nf3 Nf6] intended Nc3"),
                                        event(JournalKind::Press, 7000, Side::White)};
    BroadcastBoard twelve;
    TestBoard entry = board_of(events);
    const BoardReplay twelve_replay = replay_board(entry);
    twelve.entry = &entry;
    twelve.replay = &twelve_replay;
    twelve.view = board_view(entry, 0);
    pendule::io::BoardSetup setup;
    setup.event = "e";
    setup.round = "5";
    setup.board = 12;
    setup.white = {"Aronsen, Anders", "GM", 2610, "NOR", "1500001"};
    setup.black = {"Berthier, Claire", "", 2455, "FRA", "20000002"};
    setup.edition = "2023";
    twelve.setup = setup;
    // Board 13: no set-up, no moves, a result.
    JournalEvent result = event(JournalKind::Result, 9000);
    result.score.append("1-0");
    result.article.append("5.1.1");
    TestBoard other = board_of({event(JournalKind::Start, 0, Side::White), result});
    other.board = 13;
    const BoardReplay thirteen_replay = replay_board(other);
    BroadcastBoard thirteen{&other, &thirteen_replay, board_view(other, 0), std::nullopt};
    const std::string pgn = games_pgn("5", {twelve, thirteen});
    CHECK(
        pgn.find(
            "[Round \"5.12\"]\n[White \"Aronsen, Anders\"]\n[Black \"Berthier, Claire\"]\n[Result \"*\"]") !=
        std::string::npos);
    for (const char* tag :
         {"[WhiteTitle \"GM\"]", "[WhiteElo \"2610\"]", "[WhiteFideId \"1500001\"]", "[WhiteFed \"NOR\"]",
          "[BlackElo \"2455\"]", "[BlackFideId \"20000002\"]", "[TimeControl \"900+10\"]",
          "[WhiteClock \"0:15:26\"]", "[BlackClock \"0:15:16\"]", "[Round \"5.13\"]", "[Result \"1-0\"]",
          "[White \"?\"]", "[Date \"2025.11.21\"]"})
        CHECK_THAT(pgn, Catch::Contains(tag));
    CHECK_THAT(pgn, !Catch::Contains("BlackTitle"));
    CHECK_THAT(pgn, Catch::Contains("1. Nf3 {[%clk 0:15:18]} 1... Nf6 {[%clk 0:15:16]} *"));
    CHECK_THAT(pgn, Catch::EndsWith("\n1-0\n"));
    CHECK(games_pgn("5", {}).empty());
}

TEST_CASE("a board's replay, kept, gives the same view at any later wall time as replaying again") {
    const std::int64_t wall0 = 1'763'700'000'000;
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White), checkpoint(2000, wall0 + 2000),
        event(JournalKind::Press, 2500, Side::White), checkpoint(3000, wall0 + 3000)};
    const TestBoard board = board_of(events);
    const BoardReplay replay = replay_board(board);
    CHECK(replay.journal_size == board.journal.size());
    CHECK(replay.time_control == "900+10");
    // Black's clock runs: carried on by the wall time, the same from the kept replay as afresh.
    for (const std::int64_t later : {wall0 + 3000, wall0 + 4000, wall0 + 65'000}) {
        const BoardView kept = board_view(board, replay, later);
        const BoardView fresh = board_view(board, later);
        CHECK(board_json(kept) == board_json(fresh));
        CHECK(kept.running == std::optional<std::string>("black"));
    }
    CHECK(board_view(board, replay, wall0 + 4000).black_ms ==
          board_view(board, replay, wall0 + 3000).black_ms - 1000);

    // The journal grew: a replay of the new journal knows the next press, the kept one does not.
    events.push_back(event(JournalKind::Press, 3500, Side::Black));
    const TestBoard grown = board_of(events);
    CHECK(replay.journal_size != grown.journal.size());
    CHECK(board_view(grown, replay_board(grown), wall0 + 3500).running ==
          std::optional<std::string>("white"));

    // An unreadable journal: the reader's error, no clock.
    TestBoard broken = board;
    broken.journal = "not a journal\n";
    const BoardReplay bad = replay_board(broken);
    CHECK_FALSE(bad.replayer);
    CHECK(board_view(broken, bad, wall0).problem.has_value());
    CHECK(board_json(board_view(broken, bad, wall0)) == board_json(board_view(broken, wall0)));
}

TEST_CASE("a kept replay carried on record by record shows what a fresh replay shows") {
    const std::int64_t wall0 = 1'763'700'000'000;
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White)};
    for (std::int64_t t = 500; t <= 3000; t += 500)
        events.push_back(checkpoint(t, wall0 + t));
    events.push_back(event(JournalKind::Press, 3200, Side::White));
    for (std::int64_t t = 3500; t <= 5000; t += 500)
        events.push_back(checkpoint(t, wall0 + t));
    events.push_back(event(JournalKind::Pause, 5100));
    events.push_back(checkpoint(5600, wall0 + 5600));
    events.push_back(event(JournalKind::Resume, 6000));
    events.push_back(checkpoint(6500, 0)); // no wall time: the anchor stays
    events.push_back(checkpoint(7000, wall0 + 7000));
    // What else the view follows: wrong PINs, a claim judged then applied, a time set, a ruling
    // that leaves the result to the arbiter, the result.
    events.push_back(wrong_pin(7100, 1, wall0 + 7100));
    events.push_back(wrong_pin(7200, 2, wall0 + 7200));
    events.push_back(event(JournalKind::Pause, 7300));
    events.push_back(command(7400, "judge-claim en [1. Nf3 Nf6] intended Nc3"));
    events.push_back(command(7500, "apply-claim"));
    JournalEvent set_time = event(JournalKind::SetTime, 7600, Side::Black, 120000);
    events.push_back(set_time);
    events.push_back(event(JournalKind::Resume, 7700));
    events.push_back(checkpoint(8200, wall0 + 8200));
    JournalEvent ruling = event(JournalKind::Decision, 8300);
    ruling.article = "6.9";
    ruling.outcome = "arbiter decides";
    ruling.reason = "White's flag fell";
    events.push_back(ruling);
    JournalEvent result = event(JournalKind::Result, 8400);
    result.score = "0-1";
    result.article = "6.9";
    events.push_back(result);

    // As the hall keeps it: carried over when it can be, else made afresh, one record at a time.
    BoardReplay kept = replay_board(board_of({}));
    int carried = 0;
    for (std::size_t n = 1; n <= events.size(); ++n) {
        const TestBoard board = board_of({events.begin(), events.begin() + static_cast<std::ptrdiff_t>(n)});
        if (extend_replay(kept, board)) {
            ++carried;
        } else {
            kept = replay_board(board);
        }
        // The records do what they should on the way (both replays agree below).
        if (events[n - 1].kind == JournalKind::Command)
            CHECK(kept.claim_pending == (events[n - 1].text.rfind("judge-claim", 0) == 0));
        if (events[n - 1].kind == JournalKind::Decision)
            CHECK(kept.result_to_confirm);
        if (events[n - 1].kind == JournalKind::Result)
            CHECK((kept.replayer->game().is_finished() && !kept.result_to_confirm));
        for (const std::int64_t later :
             {wall0, wall0 + events[n - 1].t, wall0 + events[n - 1].t + 700, wall0 + 90'000})
            CHECK(board_json(board_view(board, kept, later)) == board_json(board_view(board, later)));
    }
    // Every record is carried on (the journal began as its header alone).
    CHECK(carried == static_cast<int>(events.size()));

    // Several checkpoints at once are carried over too; nothing when there is nothing new.
    const TestBoard all = board_of(events);
    const TestBoard before_last_two = board_of({events.begin(), events.end() - 2});
    BoardReplay two = replay_board(before_last_two);
    REQUIRE(extend_replay(two, all));
    CHECK(board_json(board_view(all, two, wall0 + 9000)) == board_json(board_view(all, wall0 + 9000)));
    BoardReplay whole = replay_board(all);
    CHECK_FALSE(extend_replay(whole, all));

    // A checkpoint that io's reader would refuse or warn about is not carried over.
    const auto with_line = [&](const std::string& line) {
        TestBoard board = all;
        board.journal += line;
        BoardReplay replay = replay_board(all);
        return extend_replay(replay, board);
    };
    JournalEvent next = checkpoint(8500, wall0 + 8500);
    next.seq = static_cast<std::int64_t>(events.size()) + 1;
    CHECK(with_line(pendule::io::encode_event(next)));
    JournalEvent wrong_seq = next;
    wrong_seq.seq += 1;
    CHECK_FALSE(with_line(pendule::io::encode_event(wrong_seq)));
    JournalEvent earlier = next;
    earlier.t = 8300;
    CHECK_FALSE(with_line(pendule::io::encode_event(earlier)));
    std::string bad_crc = pendule::io::encode_event(next);
    bad_crc[0] = bad_crc[0] == '0' ? '1' : '0';
    CHECK_FALSE(with_line(bad_crc));
    std::string torn = pendule::io::encode_event(next);
    torn.pop_back();
    CHECK_FALSE(with_line(torn));
    // A record io's reader does not know is skipped there with a warning: replayed afresh here.
    pendule::io::JournalLine unknown;
    unknown.kind = "futurekind";
    unknown.add("seq", next.seq).add("t", next.t);
    CHECK_FALSE(with_line(pendule::io::encode_line(unknown)));
}

TEST_CASE("board state: an e-board's moves reach the board's view, its JSON and the round's games.pgn") {
    auto board_move = [](std::int64_t t, Side side, int ply, const char* uci, const char* san) {
        JournalEvent e = event(JournalKind::BoardMove, t, side, ply);
        e.move.append(uci);
        e.text.append(san);
        return e;
    };
    JournalEvent linked = event(JournalKind::BoardLink, 0);
    linked.text.append("linked");
    JournalEvent unreadable = event(JournalKind::BoardLink, 4500);
    unreadable.text.append("unreadable");
    // 1. e4 pressed, 1... c5 pressed, 2. Nf3 read and not pressed yet, then the board unreadable.
    TestBoard entry = board_of(
        {linked, event(JournalKind::Start, 0, Side::White), board_move(1000, Side::White, 0, "e2e4", "e4"),
         event(JournalKind::Press, 1100, Side::White), board_move(2000, Side::Black, 1, "c7c5", "c5"),
         event(JournalKind::Press, 2100, Side::Black), board_move(4000, Side::White, 2, "g1f3", "Nf3"),
         unreadable});
    const BoardView view = board_view(entry, 0);
    REQUIRE(view.last_move);
    CHECK(*view.last_move == "2. Nf3");
    REQUIRE(view.eboard);
    CHECK(*view.eboard == "unreadable");
    CHECK_FALSE(view.board_illegal);
    CHECK_THAT(board_json(view), Catch::EndsWith("\"last_move\": \"2. Nf3\", \"eboard\": \"unreadable\", "
                                                 "\"board_illegal\": false}"));
    const BoardReplay replay = replay_board(entry);
    const std::string pgn = games_pgn("5", {BroadcastBoard{&entry, &replay, view, std::nullopt}});
    // The pressed moves with their clocks, the last one read without one yet.
    CHECK_THAT(pgn, Catch::Contains("1. e4 {[%clk 0:15:18]} 1... c5 {[%clk 0:15:19]} 2. Nf3 *"));
    // A board without an e-board says so.
    const BoardView plain = board_view(board_of({event(JournalKind::Start, 0, Side::White)}), 0);
    CHECK_FALSE(plain.last_move);
    CHECK_FALSE(plain.eboard);
}

TEST_CASE("board state: the e-board's last move numbered from a set-up start with Black to move") {
    JournalEvent first = event(JournalKind::BoardMove, 1000, Side::Black, 0);
    first.move.append("e8d7");
    first.text.append("Kd7");
    JournalEvent reply = event(JournalKind::BoardMove, 2000, Side::White, 1);
    reply.move.append("a2a3");
    reply.text.append("a3");
    auto header = header_for("900+10");
    header.start_fen = "4k3/8/8/8/8/8/P7/4K3 b - - 0 23";
    TestBoard entry = board_of({event(JournalKind::Start, 0, Side::Black), first});
    entry.journal = journal_text(header, {event(JournalKind::Start, 0, Side::Black), first});
    REQUIRE(board_view(entry, 0).last_move);
    CHECK(*board_view(entry, 0).last_move == "23... Kd7");
    entry.journal = journal_text(header, {event(JournalKind::Start, 0, Side::Black), first, reply});
    entry.last_seq = 3;
    CHECK(*board_view(entry, 0).last_move == "24. a3");
}

TEST_CASE("board state: an illegal move read from the e-board is said to the hall") {
    JournalEvent illegal = event(JournalKind::BoardMove, 2000, Side::Black, 1);
    illegal.move.append("g8g6");
    illegal.text.append("Ng8-g6");
    illegal.article.append("7.5");
    illegal.fen.append("rnbqkb1r/pppppppp/6n1/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    JournalEvent first = event(JournalKind::BoardMove, 1000, Side::White, 0);
    first.move.append("e2e4");
    first.text.append("e4");
    const BoardView view =
        board_view(board_of({event(JournalKind::Start, 0, Side::White), first, illegal}), 0);
    REQUIRE(view.last_move);
    CHECK(*view.last_move == "1... Ng8-g6");
    CHECK(view.board_illegal);
    CHECK_THAT(board_json(view), Catch::EndsWith("\"board_illegal\": true}"));
}

TEST_CASE("board state: a DGT clock on a bridged e-board is the board's clock, and its presses the [%clk]") {
    constexpr std::int64_t wall0 = 1'790'000'000'000;
    auto board_move = [](std::int64_t t, Side side, int ply, const char* uci, const char* san) {
        JournalEvent e = event(JournalKind::BoardMove, t, side, ply);
        e.move.append(uci);
        e.text.append(san);
        return e;
    };
    auto dgt = [&](std::int64_t t, const char* state, std::optional<Side> side, int plies,
                   std::int64_t white_s, std::int64_t black_s) {
        JournalEvent e = event(JournalKind::BoardClock, t, side, plies);
        e.text.append(state);
        e.white_ms = white_s * 1000;
        e.black_ms = black_s * 1000;
        e.wall_ms = wall0 + t;
        return e;
    };
    // No start nor press of Pendule's: the DGT clock started for White, 1. e4 pressed at 5:57,
    // 1... c5 read and pressed, 2. Nf3 read, then slid on to 2. Nc3 before White pressed; a press
    // with a move count that is no move of the presser's gives no time.
    std::vector<JournalEvent> events{
        dgt(0, "started", Side::White, 0, 300, 300),      board_move(3000, Side::White, 0, "e2e4", "e4"),
        dgt(3100, "pressed", Side::White, 1, 297, 300),   board_move(9000, Side::Black, 1, "c7c5", "c5"),
        dgt(9200, "pressed", Side::Black, 2, 297, 294),   dgt(9300, "pressed", Side::Black, 1, 297, 294),
        board_move(12000, Side::White, 2, "g1f3", "Nf3"), board_move(12500, Side::White, 2, "b1c3", "Nc3"),
    };
    TestBoard entry = board_of(events);
    // 4 s after the last record (at 12.5 s), White's time has run since Black's press at 9.2 s.
    BoardView view = board_view(entry, wall0 + 12'500 + 4'000);
    CHECK(view.white_ms == 297'000 - (16'500 - 9'300));
    CHECK(view.black_ms == 294'000);
    REQUIRE(view.running);
    CHECK(*view.running == "white");
    CHECK(view.white_moves == 2);
    CHECK(view.black_moves == 1);
    CHECK_FALSE(view.first_flag);
    const BoardReplay replay = replay_board(entry);
    const std::string pgn = games_pgn("5", {BroadcastBoard{&entry, &replay, view, std::nullopt}});
    CHECK_THAT(pgn, Catch::Contains("1. e4 {[%clk 0:04:57]} 1... c5 {[%clk 0:04:54]} 2. Nc3 *"));
    CHECK_THAT(pgn, !Catch::Contains("%emt"));
    // pendule-cli export reads the same times from the journal.
    const auto exported = pendule::io::pgn_export_from_journal(replay.replayer->game());
    REQUIRE(exported);
    std::string one_line = *exported; // the writer wraps its lines at 80 characters
    std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    CHECK_THAT(one_line, Catch::Contains("1. e4 {[%clk 0:04:57]} 1... c5 {[%clk 0:04:54]} 2. Nc3"));
    // White's flag falls: shown, and nothing runs.
    events.push_back(dgt(20'000, "flag", Side::White, 3, 0, 294));
    entry = board_of(events);
    view = board_view(entry, wall0 + 30'000);
    CHECK(view.white_ms == 0);
    CHECK_FALSE(view.running);
    REQUIRE(view.first_flag);
    CHECK(*view.first_flag == "white");
}

TEST_CASE("journal: a board-clock record without its times, its side or a known state is refused") {
    auto parse_with = [](JournalEvent e) {
        e.seq = 1;
        std::string text = pendule::io::encode_header(header_for("900+10")) + pendule::io::encode_event(e);
        return pendule::io::parse_journal(text, "clock.journal");
    };
    JournalEvent good = event(JournalKind::BoardClock, 5, Side::White, 1);
    good.text = "pressed";
    good.white_ms = 1000;
    good.wall_ms = 7;
    auto ok = parse_with(good);
    REQUIRE(ok);
    CHECK_FALSE(ok->error);
    JournalEvent no_side = good;
    no_side.side.reset();
    auto refused = parse_with(no_side);
    REQUIRE(refused);
    REQUIRE(refused->error);
    CHECK_THAT(refused->error->text(), Catch::Contains("field side is missing"));
    JournalEvent unknown = good;
    unknown.text = "exploded";
    refused = parse_with(unknown);
    REQUIRE(refused);
    REQUIRE(refused->error);
    CHECK_THAT(refused->error->text(), Catch::Contains("'exploded' is no state of a board's clock"));
    // A record without white_ms: the line written by hand, as another program might.
    pendule::io::JournalLine line;
    line.kind = "board-clock";
    line.add("seq", 1).add("t", 5).add("value", 0).add("wall", 7).add("black_ms", 0).add("text", "stopped");
    refused = pendule::io::parse_journal(
        pendule::io::encode_header(header_for("900+10")) + pendule::io::encode_line(line), "clock.journal");
    REQUIRE(refused);
    REQUIRE(refused->error);
    CHECK_THAT(refused->error->text(), Catch::Contains("field white_ms is missing"));
}
