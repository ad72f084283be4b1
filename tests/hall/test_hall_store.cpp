#include "../journal/journal_fixture.hpp"
#include "hall/board_state.hpp"
#include "hall/hall_store.hpp"
#include "io/journal.hpp"

#include <sqlite3.h>

#include <catch2/catch.hpp>

using namespace pendule::hall;
using namespace journal_test;

namespace {

// A short game's lines as published: the header, a start, two presses, a pause.
std::vector<std::string> game_lines() {
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
    const auto lines = game_lines();
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
    CHECK(board.journal == journal);
    // The replayed board: White pressed after 4 s (+10 s), Black after 5 s (+10 s), White thought
    // 1 s more before the pause (each clock starts at 15 min + 10 s: the increment from move 1).
    // A paused clock does not run on with the wall time.
    const BoardView view = board_view(board, 5'000'000'000'000);
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
    const auto lines = game_lines();
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
