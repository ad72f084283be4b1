// The hall's start on a database that holds boards: each board from its checkpoint and the records
// after it, or whole when it has none (a database of an earlier hall) or a damaged one, and the same
// boards either way; the pages answer while it reads them and say how far it is.
#include "../../has_line.hpp"
#include "hall/server/hall_routes.hpp"
#include "hall_fixture.hpp"

#include <sqlite3.h>

using namespace pendule::hall;
using namespace hall_test;

namespace {

constexpr std::int64_t start_wall0 = 1'763'700'000'000;

// Board `board`'s journal as published: a start, then `records` more, a press every seventh and
// checkpoints between, a wrong PIN, a pause at the end.
std::vector<std::string> long_game(int board, int records) {
    auto header = header_for("900+10");
    header.board = std::to_string(board);
    std::vector<std::string> lines = {pendule::io::encode_header(header)};
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White)};
    Side side = Side::White;
    for (int i = 1; i < records; ++i) {
        const std::int64_t t = 500 * i;
        if (i % 7 == 0) {
            events.push_back(event(JournalKind::Press, t, side));
            side = pendule::other(side);
        } else if (i == records / 2) {
            events.push_back(event(JournalKind::WrongPin, t, std::nullopt, 1));
            events.back().wall_ms = start_wall0 + 1000 + t;
        } else {
            events.push_back(event(JournalKind::Checkpoint, t));
            events.back().wall_ms = start_wall0 + 1000 + t + board; // the boards' clocks apart
        }
    }
    events.push_back(event(JournalKind::Pause, 500 * records));
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        lines.push_back(pendule::io::encode_event(e));
    }
    return lines;
}

// Statements run on the hall's file, as another program would (the hall stopped).
void sql(Hall& hall, const std::string& text) {
    hall.service.reset();
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((hall.dir / "hall.sqlite").string().c_str(), &db) == SQLITE_OK);
    char* message = nullptr;
    const int rc = sqlite3_exec(db, text.c_str(), nullptr, nullptr, &message);
    INFO((message ? message : ""));
    sqlite3_free(message);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
}

std::int64_t count(Hall& hall, const std::string& query) {
    hall.service.reset();
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((hall.dir / "hall.sqlite").string().c_str(), &db) == SQLITE_OK);
    sqlite3_stmt* stmt = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, query.c_str(), -1, &stmt, nullptr) == SQLITE_OK);
    REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
    const std::int64_t n = sqlite3_column_int64(stmt, 0);
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return n;
}

HallSettings every(std::int64_t records, bool read_later = false) {
    HallSettings settings;
    settings.checkpoint_every = records;
    settings.read_later = read_later;
    return settings;
}

// Three boards of 40 to 60 records, sent as the boards publish them: with a checkpoint every 9
// records, each has one and records after it. The boards' JSON after them.
std::string play_three_boards(Hall& hall) {
    for (int board = 1; board <= 3; ++board)
        for (const auto& line : long_game(board, 40 + 10 * board))
            CHECK(hall.send(journal_topic(board), line).log.empty());
    return hall.service->boards_json();
}

// The hall started again, reading its boards (read_later): the lines it logs.
std::vector<std::string> restart(Hall& hall, std::int64_t checkpoint_every = 9) {
    hall.open(every(checkpoint_every, true));
    return hall.service->read_boards();
}

} // namespace

TEST_CASE("hall start: a board's checkpoint is kept every N records, in the records' transaction", "[hall]") {
    Hall hall("hall-start-kept", every(9));
    play_three_boards(hall);
    // Boards of records 0 to 51, 61 and 71: the last checkpoint after record 44, 53 and 71.
    CHECK(count(hall, "SELECT count(*) FROM checkpoints") == 3);
    CHECK(count(hall, "SELECT sum(seq) FROM checkpoints") == 44 + 53 + 71);
    // In a batch: kept only if the batch is.
    hall.open(every(5));
    REQUIRE_FALSE(hall.service->begin_batch());
    for (const auto& line : long_game(4, 20))
        hall.send(journal_topic(4), line);
    REQUIRE_FALSE(hall.service->end_batch());
    CHECK(count(hall, "SELECT seq FROM checkpoints WHERE board = 4") == 19);
}

TEST_CASE("hall start: restarted on checkpoints and records after them, the boards are what a whole replay "
          "gives",
          "[hall]") {
    Hall hall("hall-start-same", every(9));
    const std::string before = play_three_boards(hall);
    const std::string pgn = hall.service->round_pgn();
    REQUIRE(before.find("\"last_seq\": 71") != std::string::npos);

    const auto log = restart(hall);
    CHECK(has_line(log, "read 3 of 3 boards: 3 from their checkpoints (15 records replayed after them), 0 "
                        "replayed whole"));
    CHECK(hall.service->boards_json() == before);
    CHECK(hall.service->round_pgn() == pgn);
    // And the boards go on from there: the next records carried on the replay taken up.
    for (const auto& line : long_game(1, 60))
        hall.send(journal_topic(1), line);
    const std::string grown = hall.service->boards_json();

    // The same without any checkpoint: every board replayed whole, the same boards.
    sql(hall, "DELETE FROM checkpoints");
    const auto whole = restart(hall, 1000);
    CHECK(has_line(whole, "0 from their checkpoints (0 records replayed after them), 3 replayed whole"));
    CHECK(hall.service->boards_json() == grown);
}

TEST_CASE("hall start: a database of an earlier hall, with no checkpoint table, opens and keeps checkpoints",
          "[hall]") {
    Hall hall("hall-start-migrate", every(9));
    const std::string before = play_three_boards(hall);
    sql(hall, "DROP TABLE checkpoints");
    const auto log = restart(hall);
    CHECK(has_line(log, "3 replayed whole"));
    CHECK(hall.service->boards_json() == before);
    // Read whole, each board kept its replay for the next start (more than 9 records each).
    CHECK(count(hall, "SELECT sum(seq) FROM checkpoints") == 51 + 61 + 71);
    const auto again = restart(hall);
    CHECK(has_line(again, "3 from their checkpoints (0 records replayed after them)"));
    CHECK(hall.service->boards_json() == before);
}

TEST_CASE("hall start: a damaged checkpoint, one beyond the records or of another version: the board "
          "replayed whole",
          "[hall]") {
    Hall hall("hall-start-damaged", every(9));
    const std::string before = play_three_boards(hall);
    // Board 1: a digit of its state changed; board 2: a checkpoint past its last record; board 3:
    // another version.
    sql(hall, "UPDATE checkpoints SET state = replace(state, ' 1 ', ' 2 ') WHERE board = 1;"
              "UPDATE checkpoints SET seq = 999 WHERE board = 2;"
              "UPDATE checkpoints SET state = '0.9' || substr(state, 4) WHERE board = 3");
    const auto log = restart(hall, 1000);
    CHECK(has_line(log, "event e, board 1: its checkpoint (record 44) is of another version or damaged: "
                        "replayed whole"));
    CHECK(has_line(log,
                   "event e, board 2: its checkpoint covers record 999, beyond its last stored record 61: "
                   "replayed whole"));
    CHECK(has_line(log, "event e, board 3: its checkpoint (record 71) is of another version or damaged"));
    CHECK(has_line(log, "0 from their checkpoints (0 records replayed after them), 3 replayed whole"));
    CHECK(hall.service->boards_json() == before);

    // A checkpoint that says one record but holds another board's replay (of another length).
    sql(hall,
        "UPDATE checkpoints SET state = (SELECT state FROM checkpoints WHERE board = 2) WHERE board = 1");
    const auto swapped = restart(hall, 1000);
    CHECK(has_line(swapped, "event e, board 1: its checkpoint says record"));
    CHECK(hall.service->boards_json() == before);
}

TEST_CASE("hall start: the pages answer while the boards are read, and say how far it is", "[hall]") {
    Hall hall("hall-start-pages", every(9));
    const std::string before = play_three_boards(hall);
    hall.open(every(9, true));
    const HallRoutes routes(*hall.service, {});
    // Nothing read yet: no board, and said so.
    HttpResponse boards = routes.respond([] {
        HttpRequest r;
        r.path = "/api/boards";
        return r;
    }());
    CHECK(boards.status == 200);
    CHECK(boards.body == "[]");
    CHECK(boards.header("Pendule-Starting") == "0/3");
    HttpRequest status;
    status.path = "/api/hall";
    CHECK(routes.respond(status).body == "{\"starting\": true, \"boards_read\": 0, \"boards\": 3}");
    CHECK(hall.service->round_pgn().empty());
    // A page opened now: the boards read so far (none) and where the start is.
    HttpRequest events;
    events.path = "/api/events";
    const HttpResponse page = routes.respond(events);
    REQUIRE(page.stream);
    const auto first = page.stream->next();
    REQUIRE(first);
    CHECK_THAT(*first, Catch::Contains("event: boards\ndata: []\n\n"));
    CHECK_THAT(*first,
               Catch::Contains(
                   "event: starting\ndata: {\"starting\": true, \"boards_read\": 0, \"boards\": 3}\n\n"));

    CHECK(has_line(hall.service->read_boards(), "read 3 of 3 boards"));
    // Every board read: the page got each as it was read, then the end of the start.
    std::string rest;
    while (rest.find("\"starting\": false") == std::string::npos) {
        hall.clock->advance(std::chrono::milliseconds(100));
        const auto chunk = page.stream->next();
        REQUIRE(chunk);
        rest += *chunk;
    }
    for (int board = 1; board <= 3; ++board)
        CHECK_THAT(rest, Catch::Contains("\"board\": " + std::to_string(board) + ","));
    boards = routes.respond([] {
        HttpRequest r;
        r.path = "/api/boards";
        return r;
    }());
    CHECK(boards.body == before);
    CHECK(boards.header("Pendule-Starting").empty());
    CHECK(routes.respond(status).body == "{\"starting\": false}");
}
