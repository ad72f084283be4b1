// The hall's MQTT dispatch (HallService) with no broker: each message handed in as the subscriber
// does, on a real SQLite file; what it answers (log lines, re-send requests) checked.
#include "hall/server/boards_json.hpp"
#include "hall_fixture.hpp"

#include <chrono>
#include <fstream>
#include <sstream>

using namespace pendule::hall;
using namespace hall_test;

TEST_CASE("a board's records are stored in order, quietly, and survive a restart") {
    Hall hall("hall-service-store");
    const auto lines = game_lines();
    for (const auto& line : lines) {
        const Reaction reaction = hall.send(journal_topic(), line);
        CHECK(reaction.log.empty());
        CHECK(reaction.publish.empty());
    }
    auto board = hall.service->board("e", 12);
    REQUIRE(board);
    CHECK(board->last_seq == 5);
    CHECK(board->white == "Alice Martin");
    CHECK(board->last_heard_wall_ms == hall.wall_ms);
    CHECK(hall.service->journal("e", 12) == joined(lines, lines.size()));

    hall.open();
    CHECK(hall.service->board_count() == 1);
    CHECK(hall.service->journal("e", 12) == joined(lines, lines.size()));
}

TEST_CASE("a bad record is rejected with what and where, and nothing already stored is lost") {
    Hall hall("hall-service-bad");
    const auto lines = game_lines();
    for (std::size_t i = 0; i < 3; ++i)
        hall.send(journal_topic(), lines[i]);
    std::string damaged = lines[3];
    damaged[12] = damaged[12] == 'p' ? 'q' : 'p';
    auto other_header = header_for("900+10");
    other_header.board = "13";
    struct Case {
        std::string payload;
        std::string says;
    };
    const std::vector<Case> cases = {
        {damaged, "rejected: event e, board 12"},
        {damaged, "CRC"},
        {"garbage", "rejected: event e, board 12: not a journal record"},
        {"", "empty payload"},
        {lines[3] + lines[4], "more than one line"},
        {pendule::io::encode_header(other_header), "names board '13'"},
    };
    for (const Case& c : cases) {
        INFO(c.payload);
        const Reaction reaction = hall.send(journal_topic(), c.payload);
        REQUIRE(reaction.log.size() == 1);
        CHECK_THAT(reaction.log[0], Catch::StartsWith("rejected: ") && Catch::Contains(c.says));
        CHECK(reaction.publish.empty());
    }
    // Another line under a stored seq: refused, and the first one stays.
    auto conflicting = event(JournalKind::Press, 4500, Side::White);
    conflicting.seq = 2;
    const Reaction refused = hall.send(journal_topic(), pendule::io::encode_event(conflicting));
    REQUIRE(refused.log.size() == 1);
    CHECK_THAT(refused.log[0], Catch::Contains("another line"));

    CHECK(hall.service->board("e", 12)->last_seq == 2);
    CHECK(hall.service->journal("e", 12) == joined(lines, 3));
    // The next good record is stored after all that, and the restart keeps every record.
    CHECK(hall.send(journal_topic(), lines[3]).log.empty());
    hall.open();
    CHECK(hall.service->board("e", 12)->last_seq == 3);
    CHECK(hall.service->journal("e", 12) == joined(lines, 4));
}

TEST_CASE(
    "a hole in a board's records is asked for, again after 1, 2, 4 and 8 s, even when nothing more comes") {
    Hall hall("hall-service-hole");
    const auto lines = game_lines();
    hall.send(journal_topic(), lines[0]);
    hall.send(journal_topic(), lines[1]);

    // Record 2 lost: record 3 is kept aside and the board asked for the hole, record 2 alone.
    const Reaction gap = hall.send(journal_topic(), lines[3]);
    REQUIRE(gap.publish.size() == 1);
    CHECK(gap.publish[0].topic == "pendule/e/board/12/resend");
    CHECK(gap.publish[0].payload == "2-2");
    REQUIRE(gap.log.size() == 2);
    CHECK(gap.log[0] == "event e, board 12, record 3: kept aside, record 2 has not arrived yet");
    CHECK(gap.log[1] == "asked event e, board 12 to send again record 2");
    CHECK(hall.service->board("e", 12)->last_seq == 1);
    CHECK(hall.service->board("e", 12)->pending == 1);

    // Record 4 within the same second: kept aside, not asked again.
    hall.wall_ms += 999;
    const Reaction soon = hall.send(journal_topic(), lines[4]);
    CHECK(soon.publish.empty());
    CHECK(soon.log.size() == 1);
    CHECK(hall.service->due_requests().publish.empty());
    // A second after the request, the same request again, whether a record comes or not; then the
    // wait doubles up to 8 s, whatever comes in between.
    hall.wall_ms += 1;
    const Reaction later = hall.send(journal_topic(), lines[4]);
    REQUIRE(later.publish.size() == 1);
    CHECK(later.publish[0].payload == "2-2");
    for (const std::int64_t wait : {2000, 4000, 8000, 8000}) {
        hall.wall_ms += wait - 1;
        CHECK(hall.service->due_requests().publish.empty());
        CHECK(hall.send(journal_topic(), lines[5]).publish.empty());
        hall.wall_ms += 1;
        const Reaction due = hall.service->due_requests();
        REQUIRE(due.publish.size() == 1);
        CHECK(due.publish[0].payload == "2-2");
        CHECK(due.log == std::vector<std::string>{"asked event e, board 12 to send again record 2"});
    }

    // The board says it is online again: asked at once, whatever the wait; offline: not.
    CHECK(hall.send("pendule/e/board/12/status", "offline").publish.empty());
    const Reaction back = hall.send("pendule/e/board/12/status", "online");
    REQUIRE(back.publish.size() == 1);
    CHECK(back.publish[0].payload == "2-2");

    // Record 2 comes: it and the three kept aside are stored, nothing asked, nothing due.
    const Reaction filled = hall.send(journal_topic(), lines[2]);
    CHECK(filled.publish.empty());
    CHECK(filled.log.empty());
    CHECK(hall.service->board("e", 12)->last_seq == 5);
    CHECK(hall.service->board("e", 12)->pending == 0);
    CHECK(hall.service->journal("e", 12) == joined(lines, 6));
    hall.wall_ms += 60'000;
    CHECK(hall.service->due_requests().publish.empty());
}

TEST_CASE("a hole of several records is asked for whole, and what is on its way is not asked again") {
    Hall hall("hall-service-hole-several");
    const auto lines = game_lines();
    hall.send(journal_topic(), lines[0]);
    hall.send(journal_topic(), lines[1]);
    const Reaction gap = hall.send(journal_topic(), lines[4]);
    REQUIRE(gap.publish.size() == 1);
    CHECK(gap.publish[0].payload == "2-3");
    CHECK(gap.log[1] == "asked event e, board 12 to send again records 2 to 3");
    // The answer's first record: the rest of the hole is on its way, not asked again yet.
    CHECK(hall.send(journal_topic(), lines[2]).publish.empty());
    CHECK(hall.send(journal_topic(), lines[5]).publish.empty());
    CHECK(hall.service->due_requests().publish.empty());
    // It did not come within the wait: what is still missing is asked for.
    hall.wall_ms += 1000;
    const Reaction rest = hall.service->due_requests();
    REQUIRE(rest.publish.size() == 1);
    CHECK(rest.publish[0].payload == "3-3");
    // The broker reached again: asked at once, whatever the wait.
    const Reaction connected = hall.service->on_connected();
    REQUIRE(connected.publish.size() == 1);
    CHECK(connected.publish[0].payload == "3-3");
    CHECK(hall.send(journal_topic(), lines[3]).log.empty());
    CHECK(hall.service->board("e", 12)->last_seq == 5);
    // A new hole later is asked for at once.
    auto next = event(JournalKind::Press, 90'000, Side::White);
    next.seq = 7;
    const Reaction another = hall.send(journal_topic(), pendule::io::encode_event(next));
    REQUIRE(another.publish.size() == 1);
    CHECK(another.publish[0].payload == "6-6");
}

TEST_CASE("a record delivered twice (QoS 1) is ignored") {
    Hall hall("hall-service-twice");
    const auto lines = game_lines();
    for (std::size_t i = 0; i < 3; ++i)
        hall.send(journal_topic(), lines[i]);
    REQUIRE(hall.service->live().enter(1)); // a page is open: a stored record would reach it
    const std::uint64_t generation = hall.service->live().generation();
    for (const std::size_t i : {2, 1, 0}) {
        const Reaction again = hall.send(journal_topic(), lines[i]);
        CHECK(again.log.empty());
        CHECK(again.publish.empty());
    }
    auto board = hall.service->board("e", 12);
    CHECK(board->last_seq == 2);
    CHECK(hall.service->journal("e", 12) == joined(lines, 3));
    CHECK(board->pending == 0);
    // Not news for the page; the next record is.
    CHECK(hall.service->live().generation() == generation);
    hall.send(journal_topic(), lines[3]);
    CHECK(hall.service->live().generation() == generation + 1);
    hall.service->live().leave();
}

TEST_CASE("a board's status and round are kept, bad ones rejected, snapshots and requests ignored") {
    Hall hall("hall-service-status");
    CHECK(hall.send("pendule/e/board/12/status", "online").log.empty());
    CHECK(hall.service->board("e", 12)->link == "online");
    const Reaction maybe = hall.send("pendule/e/board/12/status", "maybe");
    REQUIRE(maybe.log.size() == 1);
    CHECK(maybe.log[0] == "rejected: pendule/e/board/12/status: a status is 'online' or 'offline'");
    CHECK(hall.service->board("e", 12)->link == "online");

    CHECK(hall.send("pendule/e/board/12/round", "2.1").log.empty());
    CHECK(hall.service->board("e", 12)->round == "2.1");
    const Reaction bad_round = hall.send("pendule/e/board/12/round", "R5");
    REQUIRE(bad_round.log.size() == 1);
    CHECK(bad_round.log[0] ==
          "rejected: event e, board 12: a round is numbers separated by dots, 16 characters at most");
    CHECK(hall.service->board("e", 12)->round == "2.1");

    // A board's snapshot and the hall's own requests change nothing and say nothing.
    for (const char* leaf : {"state", "resend"}) {
        const Reaction ignored = hall.send(std::string("pendule/e/board/3/") + leaf, "{}");
        CHECK(ignored.log.empty());
        CHECK(ignored.publish.empty());
    }
    CHECK_FALSE(hall.service->board("e", 3));
    CHECK(hall.service->board_count() == 1);
}

TEST_CASE("on connecting, every board of the followed event is asked for what follows its last record") {
    Hall hall("hall-service-connect");
    for (const auto& line : game_lines(12))
        hall.send(journal_topic(12, "e"), line);
    hall.send(journal_topic(3, "e"), game_lines(3)[0]);
    hall.send(journal_topic(5, "f"), game_lines(5)[0]);
    hall.send("pendule/e/board/9/status", "offline"); // a board with no record yet: asked for record 0

    const Reaction every = hall.service->on_connected();
    REQUIRE(every.publish.size() == 4);
    CHECK(every.publish[0].topic == "pendule/e/board/3/resend");
    CHECK(every.publish[0].payload == "1");
    CHECK(every.publish[1].topic == "pendule/e/board/9/resend");
    CHECK(every.publish[1].payload == "0");
    CHECK(every.publish[2].topic == "pendule/e/board/12/resend");
    CHECK(every.publish[2].payload == "6");
    CHECK(every.publish[3].topic == "pendule/f/board/5/resend");
    CHECK(every.log.size() == 4);

    // Restarted with --event e: the boards of f are not its own.
    HallSettings only_e;
    only_e.event = "e";
    hall.open(only_e);
    CHECK(hall.service->subscriptions() ==
          std::vector<std::string>{"pendule/e/board/+/journal", "pendule/e/board/+/status",
                                   "pendule/e/board/+/round", "pendule/e/board/+/setup"});
    CHECK(hall.service->earlier_subscription() == "pendule/e/board/+/#");
    const Reaction followed = hall.service->on_connected();
    REQUIRE(followed.publish.size() == 3);
    for (const auto& message : followed.publish)
        CHECK_THAT(message.topic, Catch::StartsWith("pendule/e/"));
    const Reaction other = hall.send(journal_topic(5, "f"), game_lines(5)[1]);
    REQUIRE(other.log.size() == 1);
    CHECK_THAT(other.log[0], Catch::Contains("another event than e"));
    CHECK(hall.service->board("f", 5)->last_seq == 0);
}

TEST_CASE(
    "with --pgn-dir, round.pgn is written again after each stored record and round, at most once a second") {
    using std::chrono::milliseconds;
    const auto pgn_dir = temp_dir("hall-service-pgn");
    HallSettings settings;
    settings.write_pgn = pgn_files_in(pgn_dir);
    Hall hall("hall-service-pgn-hall", settings);
    const auto read_pgn = [&pgn_dir] {
        std::ifstream in(pgn_dir / "round.pgn", std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    };
    ManualClock& clock = *hall.clock;
    REQUIRE(clock.settle(1)); // the PGN thread waits for a change
    const auto lines = game_lines();
    // The first change: written at once, by the hall itself.
    hall.send(journal_topic(), lines[0]);
    CHECK_THAT(read_pgn(),
               Catch::Contains("[Round \"?.12\"]") && Catch::Contains("[White \"Alice Martin\"]"));
    // Within the second of the last write: not yet, then by the PGN thread when the second is over.
    clock.advance(milliseconds(400));
    hall.send("pendule/e/board/12/round", "4");
    clock.advance(milliseconds(599));
    REQUIRE(clock.settle(1));
    CHECK_THAT(read_pgn(), Catch::Contains("[Round \"?.12\"]"));
    clock.advance(milliseconds(1));
    REQUIRE(clock.settle(1));
    CHECK(read_pgn() == hall.service->round_pgn());
    CHECK_THAT(read_pgn(), Catch::Contains("[Round \"4.12\"]"));
    // A burst of records within the next second: its last state on disk when the second is over.
    const std::string before_burst = read_pgn();
    for (std::size_t i = 1; i < lines.size(); ++i)
        hall.send(journal_topic(), lines[i]);
    CHECK(hall.service->round_pgn() != before_burst);
    clock.advance(milliseconds(999));
    REQUIRE(clock.settle(1));
    CHECK(read_pgn() == before_burst);
    clock.advance(milliseconds(1));
    REQUIRE(clock.settle(1));
    CHECK(read_pgn() == hall.service->round_pgn());
    // After a quiet second, a change is written at once again.
    clock.advance(milliseconds(1000));
    hall.send("pendule/e/board/12/round", "6");
    CHECK_THAT(read_pgn(), Catch::Contains("[Round \"6.12\"]"));
    // A change still waiting when the hall stops is written before it stops.
    hall.send("pendule/e/board/12/round", "5");
    CHECK_THAT(read_pgn(), Catch::Contains("[Round \"6.12\"]"));
    hall.service.reset();
    CHECK_THAT(read_pgn(), Catch::Contains("[Round \"5.12\"]"));
    std::filesystem::remove_all(pgn_dir);
}

TEST_CASE(
    "the hall's /api/boards and round.pgn follow every stored record although each board's replay is kept") {
    Hall hall("hall-service-replay-kept");
    const auto lines = game_lines();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        hall.send(journal_topic(), lines[i]);
        hall.wall_ms += 250;
        const auto board = hall.service->board("e", 12);
        REQUIRE(board);
        // What a replay made afresh from the stored journal shows, at the hall's wall time.
        const std::string fresh =
            boards_json({board_view(*board, hall.service->journal("e", 12).value(), hall.wall_ms)});
        CHECK(hall.service->boards_json() == fresh);
        CHECK_THAT(fresh, Catch::Contains("\"last_seq\": " + std::to_string(i) + ","));
        // Asked twice without a new record: the same answer (nothing replayed from a stale copy).
        CHECK(hall.service->boards_json() == fresh);
    }
    CHECK_THAT(hall.service->round_pgn(), Catch::Contains("[TimeControl \"900+10\"]"));
}

TEST_CASE("the hall holds no journal in memory: each stored line goes to the board's replay, page or no page",
          "[hall]") {
    Hall hall("hall-service-no-journal-kept");
    const auto lines = game_lines();
    REQUIRE(hall.service->live().connections() == 0);
    for (const auto& line : lines) {
        hall.send(journal_topic(), line);
        // Taken by the replay at once, although no page is open to be told.
        CHECK(hall.service->board("e", 12)->new_lines.empty());
    }
    CHECK(hall.service->journal("e", 12) == joined(lines, lines.size()));
    // More boards, some half-way, for the replays made side by side at the next start.
    for (int board = 1; board <= 40; ++board) {
        const auto more = game_lines(board);
        for (std::size_t i = 0; i < more.size() - static_cast<std::size_t>(board % 3); ++i)
            hall.send(journal_topic(board), more[i]);
    }
    const std::string before = hall.service->boards_json();
    CHECK_THAT(before, Catch::Contains("\"board\": 12, \"white\": \"Alice Martin\""));
    // Started again on the same database: every board replayed from it before the first request.
    hall.open();
    CHECK(hall.service->board_count() == 40); // board 12 among them
    for (int board = 1; board <= 40; ++board)
        CHECK(hall.service->board("e", board)->new_lines.empty());
    CHECK(hall.service->boards_json() == before);
    CHECK_FALSE(hall.service->journal("e", 99));
}
