#include "../../io/journal/journal_fixture.hpp"
#include "hall/link/board_state.hpp"
#include "hall/server/hall_store.hpp"
#include "io/journal/journal.hpp"

#include <sqlite3.h>

#include <catch2/catch.hpp>

using namespace pendule::hall;
using namespace journal_test;

namespace {

// A short game's lines as published: the header, a start, two presses, a pause.
std::vector<std::string> paused_game_lines() {
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White), event(JournalKind::Press, 4000, Side::White),
        event(JournalKind::Press, 9000, Side::Black), event(JournalKind::Pause, 10000)};
    std::vector<std::string> lines = {pendule::io::encode_header(header_for("900+10"))};
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        lines.push_back(pendule::io::encode_event(e));
    }
    return lines;
}

HallRecord record_of(const std::string& line) {
    auto r = parse_hall_record("pendule/e/board/12/journal", line, std::nullopt);
    REQUIRE(r);
    return r.value();
}

} // namespace

TEST_CASE("storing a record twice changes nothing, and a restart reloads every board") {
    const auto dir = temp_dir("hall-store");
    const auto lines = paused_game_lines();
    {
        auto store = HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        for (const auto& line : lines) {
            CHECK((*store)->add(record_of(line), 1000).outcome == StoreOutcome::Stored);
            // QoS 1 redelivers: the second copy is a duplicate, and every earlier one too.
            CHECK((*store)->add(record_of(line), 1001).outcome == StoreOutcome::Duplicate);
            CHECK((*store)->add(record_of(lines.front()), 1002).outcome == StoreOutcome::Duplicate);
        }
        CHECK_FALSE((*store)->set_link("e", 12, "online", 1003));
        const BoardEntry* board = (*store)->find("e", 12);
        REQUIRE(board);
        CHECK(board->last_seq == 4);
        CHECK(board->white == "Alice Martin");
    }
    auto reopened = HallStore::open(dir / "hall.sqlite");
    REQUIRE(reopened);
    REQUIRE((*reopened)->boards().size() == 1);
    const BoardEntry& board = *(*reopened)->boards().front();
    CHECK(board.last_seq == 4);
    CHECK(board.link == "online");
    std::string journal;
    for (const auto& line : lines)
        journal += line;
    const auto stored = (*reopened)->journal("e", 12);
    REQUIRE(stored);
    CHECK(*stored == journal);
    CHECK(board.new_lines.empty()); // the lines stay in the database
    // The replayed board: White pressed after 4 s (+10 s), Black after 5 s (+10 s), White thought
    // 1 s more before the pause (each clock starts at 15 min + 10 s: the increment from move 1).
    // A paused clock does not run on with the wall time.
    const BoardView view = board_view(board, *stored, 5'000'000'000'000);
    CHECK(view.white_ms == 910'000 - 4000 + 10'000 - 1000);
    CHECK(view.black_ms == 910'000 - 5000 + 10'000);
    CHECK(view.white_moves == 1);
    CHECK(view.black_moves == 1);
    CHECK(view.paused);
    CHECK_FALSE(view.running);
    CHECK_FALSE(view.result);
    reopened.value().reset(); // closed first: Windows removes no open file
    std::filesystem::remove_all(dir);
}

TEST_CASE("a record beyond a hole is kept aside until the hole is filled, a conflicting one is refused") {
    const auto dir = temp_dir("hall-store-gap");
    const auto lines = paused_game_lines();
    auto store = HallStore::open(dir / "hall.sqlite");
    REQUIRE(store);
    CHECK((*store)->add(record_of(lines[3]), 1).outcome == StoreOutcome::KeptAside);
    CHECK((*store)->add(record_of(lines[3]), 1).outcome == StoreOutcome::KeptAside);
    CHECK((*store)->add(record_of(lines[0]), 1).outcome == StoreOutcome::Stored);
    CHECK((*store)->add(record_of(lines[2]), 1).outcome == StoreOutcome::KeptAside);
    const StoreReport filled = (*store)->add(record_of(lines[1]), 1);
    CHECK(filled.outcome == StoreOutcome::Stored);
    CHECK(filled.unblocked == 2);
    CHECK((*store)->find("e", 12)->last_seq == 3);
    // Another line under a stored seq: the first one stays.
    auto other = event(JournalKind::Press, 4500, Side::White);
    other.seq = 2;
    const StoreReport conflict = (*store)->add(record_of(pendule::io::encode_event(other)), 1);
    CHECK(conflict.outcome == StoreOutcome::Refused);
    CHECK_THAT(conflict.message, Catch::Contains("another line"));
    CHECK((*store)->find("e", 12)->last_seq == 3);
    store.value().reset(); // closed first: Windows removes no open file
    std::filesystem::remove_all(dir);
}

TEST_CASE("a board's round is kept, and a database of an earlier hall gains the round column") {
    const auto dir = temp_dir("hall-store-round");
    {
        auto store = HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        CHECK_FALSE((*store)->set_round("e", 12, "5"));
        CHECK((*store)->find("e", 12)->round == "5");
    }
    auto reopened = HallStore::open(dir / "hall.sqlite");
    REQUIRE(reopened);
    CHECK((*reopened)->find("e", 12)->round == "5");
    reopened.value().reset(); // closed first: Windows removes no open file
    std::filesystem::remove_all(dir);

    // The boards table as the first hall made it, without `round`.
    const auto old_dir = temp_dir("hall-store-old");
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((old_dir / "hall.sqlite").string().c_str(), &db) == SQLITE_OK); // UTF-8
    REQUIRE(
        sqlite3_exec(db,
                     "CREATE TABLE boards (event TEXT NOT NULL, board INTEGER NOT NULL, white TEXT NOT NULL "
                     "DEFAULT '', black TEXT NOT NULL DEFAULT '', last_seq INTEGER NOT NULL DEFAULT -1, link "
                     "TEXT NOT NULL DEFAULT 'offline', last_heard_wall INTEGER NOT NULL DEFAULT 0, PRIMARY "
                     "KEY (event, board));"
                     "INSERT INTO boards (event, board, link) VALUES ('e', 3, 'online');",
                     nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    auto old = HallStore::open(old_dir / "hall.sqlite");
    REQUIRE(old);
    REQUIRE((*old)->find("e", 3));
    CHECK((*old)->find("e", 3)->link == "online");
    CHECK((*old)->find("e", 3)->round.empty());
    CHECK_FALSE((*old)->set_round("e", 3, "2.1"));
    old.value().reset(); // closed first: Windows removes no open file
    std::filesystem::remove_all(old_dir);
}

TEST_CASE("a batch is one transaction: nothing on disk before its commit, a refused record undone alone") {
    const auto dir = temp_dir("hall-store-batch");
    const auto lines = paused_game_lines();
    {
        auto store = HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        REQUIRE_FALSE((*store)->begin_batch());
        CHECK((*store)->in_batch());
        // A second batch cannot open inside the first.
        CHECK((*store)->begin_batch());
        CHECK((*store)->add(record_of(lines[0]), 1000).outcome == StoreOutcome::Stored);
        CHECK((*store)->add(record_of(lines[1]), 1000).outcome == StoreOutcome::Stored);
        // Record 1 again with another line: refused, and only it is undone.
        auto other = event(JournalKind::Start, 500, Side::White);
        other.seq = 1;
        CHECK((*store)->add(record_of(pendule::io::encode_event(other)), 1000).outcome ==
              StoreOutcome::Refused);
        CHECK((*store)->add(record_of(lines[3]), 1000).outcome == StoreOutcome::KeptAside);
        CHECK((*store)->add(record_of(lines[2]), 1000).outcome == StoreOutcome::Stored);
        CHECK_FALSE((*store)->set_link("e", 12, "online", 1001));
        CHECK((*store)->find("e", 12)->last_seq == 3);

        // Before the commit, another connection (a hall started again after a kill) sees none of it.
        sqlite3* reader = nullptr;
        REQUIRE(sqlite3_open((dir / "hall.sqlite").string().c_str(), &reader) == SQLITE_OK);
        sqlite3_stmt* count = nullptr;
        REQUIRE(sqlite3_prepare_v2(reader, "SELECT count(*) FROM records", -1, &count, nullptr) == SQLITE_OK);
        REQUIRE(sqlite3_step(count) == SQLITE_ROW);
        CHECK(sqlite3_column_int(count, 0) == 0);
        sqlite3_finalize(count);
        sqlite3_close(reader);

        REQUIRE_FALSE((*store)->commit_batch());
        CHECK_FALSE((*store)->in_batch());
        CHECK((*store)->commit_batch()); // none open
        // Outside a batch each record is its own transaction again.
        CHECK((*store)->add(record_of(lines[4]), 1002).outcome == StoreOutcome::Stored);
    }
    auto reopened = HallStore::open(dir / "hall.sqlite");
    REQUIRE(reopened);
    const BoardEntry* board = (*reopened)->find("e", 12);
    REQUIRE(board);
    CHECK(board->last_seq == 4);
    CHECK(board->link == "online");
    CHECK(board->pending == 0);
    std::string journal;
    for (const auto& line : lines)
        journal += line; // each line as published ends with its newline
    CHECK((*reopened)->journal("e", 12).value() == journal);
}

TEST_CASE("a batch left open (the hall killed) leaves the tables as before it") {
    const auto dir = temp_dir("hall-store-batch-open");
    const auto lines = paused_game_lines();
    {
        auto store = HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        CHECK((*store)->add(record_of(lines[0]), 1000).outcome == StoreOutcome::Stored);
        REQUIRE_FALSE((*store)->begin_batch());
        CHECK((*store)->add(record_of(lines[1]), 1000).outcome == StoreOutcome::Stored);
        CHECK((*store)->add(record_of(lines[2]), 1000).outcome == StoreOutcome::Stored);
        // Another process cannot begin a batch of its own meanwhile, and says why.
        auto second = HallStore::open(dir / "hall.sqlite");
        REQUIRE(second);
        auto refused = (*second)->begin_batch();
        REQUIRE(refused);
        CHECK(refused->message.find("locked") != std::string::npos);
    } // closed without a commit: SQLite rolls the batch back
    auto reopened = HallStore::open(dir / "hall.sqlite");
    REQUIRE(reopened);
    CHECK((*reopened)->find("e", 12)->last_seq == 0);
}

TEST_CASE("a database whose journal has a hole is refused at opening, with the record after the hole") {
    const auto dir = temp_dir("hall-store-hole");
    const auto lines = paused_game_lines();
    {
        auto store = HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        for (const auto& line : lines)
            REQUIRE((*store)->add(record_of(line), 1000).outcome == StoreOutcome::Stored);
    }
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((dir / "hall.sqlite").string().c_str(), &db) == SQLITE_OK); // UTF-8
    REQUIRE(sqlite3_exec(db, "DELETE FROM records WHERE seq = 2", nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    auto reopened = HallStore::open(dir / "hall.sqlite");
    REQUIRE_FALSE(reopened);
    CHECK_THAT(reopened.error().text(), Catch::Contains("board 12 has a hole before record 3"));
    std::filesystem::remove_all(dir);
}
