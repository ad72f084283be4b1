#pragma once

// What the tests of the hall's dispatch and routes share: a short game's journal lines as a board
// publishes them, and a hall (HallService) on a real SQLite file in a fresh folder, with a wall
// clock the test sets.

#include "../../io/journal/journal_fixture.hpp"
#include "hall/server/hall_service.hpp"
#include "io/journal/journal.hpp"
#include "manual_clock.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace hall_test {

using namespace journal_test;

// A short game of board `board` as published: the header (record 0), a start, two presses, a
// pause (records 1 to 4), then a wrong arbiter PIN (record 5).
inline std::vector<std::string> game_lines(int board = 12) {
    auto header = header_for("900+10");
    header.board = std::to_string(board);
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White), event(JournalKind::Press, 4000, Side::White),
        event(JournalKind::Press, 9000, Side::Black), event(JournalKind::Pause, 10000),
        event(JournalKind::WrongPin, 11000, std::nullopt, 1)};
    events.back().wall_ms = 1'763'700'011'000;
    std::vector<std::string> lines = {pendule::io::encode_header(header)};
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        lines.push_back(pendule::io::encode_event(e));
    }
    return lines;
}

// The stored journal: the first `count` lines given, each ending with '\n' (as encode_* wrote them).
inline std::string joined(const std::vector<std::string>& lines, std::size_t count) {
    std::string out;
    for (std::size_t i = 0; i < count; ++i)
        out += lines[i];
    return out;
}

inline std::string journal_topic(int board = 12, const std::string& event = "e") {
    return "pendule/" + event + "/board/" + std::to_string(board) + "/journal";
}

// A hall on DIR/hall.sqlite (a real file), its wall clock at `wall_ms` and its monotonic time at
// `clock`'s until the test moves them.
struct Hall {
    explicit Hall(const std::string& name, pendule::hall::HallSettings settings = {}) : dir(temp_dir(name)) {
        open(std::move(settings));
    }
    ~Hall() {
        service.reset();
        std::filesystem::remove_all(dir);
    }
    // The hall stopped and started again on the same file (what a restart keeps).
    void open(pendule::hall::HallSettings settings = {}) {
        service.reset();
        auto store = pendule::hall::HallStore::open(dir / "hall.sqlite");
        REQUIRE(store);
        settings.wall_now = [this] { return wall_ms; };
        settings.clock = clock;
        service = std::make_unique<pendule::hall::HallService>(std::move(store.value()), std::move(settings));
    }
    pendule::hall::Reaction send(const std::string& topic, const std::string& payload) {
        return service->on_message(topic, payload);
    }

    std::filesystem::path dir;
    std::int64_t wall_ms = 1'763'800'000'000;
    std::shared_ptr<ManualClock> clock = std::make_shared<ManualClock>();
    std::unique_ptr<pendule::hall::HallService> service;
};

} // namespace hall_test
