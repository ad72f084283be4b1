// Setting an unfinished journal aside (New game at the start): the journal keeps every byte it
// had, gets a set-aside record, is no longer offered, and replay and export show it
// (docs/journal.md).
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal_line.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/journal/journal_writer.hpp"
#include "journal_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <sstream>

using namespace pendule;
using namespace journal_test;

namespace {

constexpr std::int64_t chosen_at = 1'763'700'600'000; // 2025-11-21 04:50:00 UTC

std::filesystem::path write_journal_file(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
    return file;
}

io::ReplayedGame replay_file(const std::filesystem::path& file) {
    auto read = io::read_journal_file(file);
    REQUIRE(read);
    return io::replay_journal(*read);
}

} // namespace

TEST_CASE("set aside: the journal keeps its bytes, gets the record, and is no longer offered") {
    const auto dir = temp_dir("set-aside");
    const auto file =
        write_journal_file(dir / "a.journal", journal_text(header_for("900+10"), unfinished_events()));
    const std::string before = file_text(file);
    REQUIRE(io::find_unfinished_journal(dir) == file);
    const io::ReplayedGame was = replay_file(file);
    CHECK(was.is_resumable());

    REQUIRE_FALSE(io::set_aside_journal(file, chosen_at, "a new game was chosen at the start"));
    const std::string after = file_text(file);
    REQUIRE(after.size() > before.size());
    CHECK(after.compare(0, before.size(), before) == 0); // nothing before it changed
    CHECK(after.find(" set-aside seq=4 t=21000 wall=1763700600000 ") != std::string::npos);
    CHECK_FALSE(io::find_unfinished_journal(dir));
    CHECK(io::find_unfinished_journals(dir).empty());

    const io::ReplayedGame game = replay_file(file);
    CHECK_FALSE(game.error);
    CHECK(game.warnings.empty());
    REQUIRE(game.set_aside);
    CHECK(game.set_aside->wall_ms == chosen_at);
    CHECK(game.set_aside->at == 21'000);
    CHECK(game.set_aside->line == 5);
    CHECK_FALSE(game.is_resumable());
    CHECK_FALSE(game.is_finished());
    // The game itself is what it was: same clock, presses and last wall time.
    CHECK(game.final_state() == was.final_state());
    CHECK(game.presses.size() == was.presses.size());
    CHECK(game.last_wall_ms == was.last_wall_ms);

    // The game time counted from the start record (t=1000).
    CHECK(io::set_aside_text(game) ==
          "Set aside 2025-11-21 04:50:00 UTC (game time 0:00:20): a new game was chosen at the start");
    CHECK(io::replay_json(game).find(
              "\"set_aside\": {\"line\": 5, \"at\": 21000, \"wall_ms\": 1763700600000") != std::string::npos);
    CHECK(io::replay_json(was).find("\"set_aside\": null") != std::string::npos);
    CHECK(io::press_times_json(game).find("\"set_aside\": {\"line\": 5,") != std::string::npos);
    CHECK(io::press_times_json(was).find("\"set_aside\": null") != std::string::npos);
    auto pgn = io::pgn_export(game, std::nullopt);
    REQUIRE(pgn);
    CHECK(pgn->find("Set aside 2025-11-21 04:50:00 UTC") != std::string::npos);
    CHECK(pgn->find("[Result \"*\"]") != std::string::npos);
    CHECK(io::html_report(game).find("Set aside 2025-11-21 04:50:00 UTC") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("set aside: with several unfinished journals the most recent is offered, then the next") {
    const auto dir = temp_dir("set-aside-several");
    const auto header = header_for("600+5");
    const auto now = std::filesystem::file_time_type::clock::now();
    const auto old = write_journal_file(dir / "1-old.journal", journal_text(header, unfinished_events()));
    const auto recent =
        write_journal_file(dir / "2-recent.journal", journal_text(header, unfinished_events()));
    auto finished_events = unfinished_events();
    JournalEvent result = event(JournalKind::Result, 22'000);
    result.score = "1-0";
    result.article = "5.1.2";
    finished_events.push_back(result);
    const auto finished =
        write_journal_file(dir / "3-finished.journal", journal_text(header, finished_events));
    std::filesystem::last_write_time(old, now - std::chrono::hours(2));
    std::filesystem::last_write_time(recent, now - std::chrono::hours(1));
    std::filesystem::last_write_time(finished, now);

    CHECK(io::find_unfinished_journals(dir) == std::vector<std::filesystem::path>{recent, old});
    REQUIRE_FALSE(io::set_aside_journal(recent, chosen_at, "new game"));
    // The set-aside journal was just written (the newest file) and is left out all the same.
    CHECK(io::find_unfinished_journals(dir) == std::vector<std::filesystem::path>{old});
    REQUIRE_FALSE(io::set_aside_journal(old, chosen_at + 1000, "new game"));
    CHECK(io::find_unfinished_journals(dir).empty());
    CHECK(replay_file(old).set_aside);
    CHECK(replay_file(recent).set_aside);
    std::filesystem::remove_all(dir);
}

TEST_CASE("set aside: a journal damaged in the middle keeps the damage and gets the record after it") {
    const auto dir = temp_dir("set-aside-damaged");
    std::string text = journal_text(header_for("900+10"), unfinished_events());
    // Line 3 (the press) gets a wrong character: its CRC no longer matches.
    std::size_t at = text.find(" press ");
    REQUIRE(at != std::string::npos);
    text[at + 3] = 'X';
    const auto file = write_journal_file(dir / "damaged.journal", text);
    {
        const io::ReplayedGame game = replay_file(file);
        REQUIRE(game.error);
        CHECK(game.error->text().find("line 3") != std::string::npos);
        CHECK(game.started);
    }
    REQUIRE(io::find_unfinished_journal(dir) == file); // offered (as one that cannot be resumed)
    REQUIRE_FALSE(io::set_aside_journal(file, chosen_at, "new game"));
    const std::string after = file_text(file);
    CHECK(after.compare(0, text.size(), text) == 0);
    const io::ReplayedGame game = replay_file(file);
    REQUIRE(game.error); // still the same damage, still named
    CHECK(game.error->text().find("line 3") != std::string::npos);
    REQUIRE(game.set_aside);
    CHECK(game.set_aside->wall_ms == chosen_at);
    CHECK(game.set_aside->line == 5);
    CHECK_FALSE(io::find_unfinished_journal(dir));

    // Only a whole set-aside line with a right CRC counts after the damage.
    std::string forged = text + "00000000 set-aside seq=9 t=1 wall=5\n";
    const auto other = write_journal_file(dir / "forged.journal", forged);
    CHECK_FALSE(replay_file(other).set_aside);
    CHECK(io::find_unfinished_journal(dir) == other);
    std::filesystem::remove_all(dir);
}

TEST_CASE("set aside: a torn last record goes to FILE.torn, as when resuming") {
    const auto dir = temp_dir("set-aside-torn");
    const std::string whole = journal_text(header_for("900+10"), unfinished_events());
    const std::string torn = "1234abcd press seq=4 t=2";
    const auto file = write_journal_file(dir / "torn.journal", whole + torn);
    REQUIRE_FALSE(io::set_aside_journal(file, chosen_at, "new game"));
    CHECK(file_text(dir / "torn.journal.torn") == torn);
    const io::ReplayedGame game = replay_file(file);
    CHECK_FALSE(game.error);
    CHECK(game.warnings.empty());
    CHECK(game.set_aside);
    std::filesystem::remove_all(dir);
}

TEST_CASE("set aside: a game resumed after being set aside is unfinished again") {
    auto events = unfinished_events();
    JournalEvent aside = event(JournalKind::SetAside, 21'000);
    aside.wall_ms = chosen_at;
    events.push_back(aside);
    auto read = io::parse_journal(journal_text(header_for("900+10"), events), "x.journal");
    REQUIRE(read);
    CHECK(io::replay_journal(*read).set_aside);
    JournalEvent resumed = event(JournalKind::Resumed, 21'000);
    resumed.wall_ms = chosen_at + 5000;
    resumed.value = 5000;
    events.push_back(resumed);
    read = io::parse_journal(journal_text(header_for("900+10"), events), "x.journal");
    REQUIRE(read);
    const io::ReplayedGame game = io::replay_journal(*read);
    CHECK_FALSE(game.set_aside);
    CHECK(game.is_resumable());
    // A set-aside record without its wall time is a bad field (the arbiter's choice has a time).
    io::JournalLine line;
    line.kind = "set-aside";
    line.add("seq", 4).add("t", 21'000);
    auto bad = io::parse_journal(journal_text(header_for("900+10"), unfinished_events()) +
                                     io::encode_line(line) + io::encode_line(line),
                                 "y.journal");
    REQUIRE(bad);
    REQUIRE(bad->error);
    CHECK(bad->error->text() == "y.journal: line 5: field wall is missing; the records before it are kept");
}

TEST_CASE("wall times for people: UTC, or local with the offset") {
    CHECK(io::wall_time_text(1'763'700'000'000) == "2025-11-21 04:40:00 UTC");
    CHECK(io::wall_time_text(0) == "1970-01-01 00:00:00 UTC");
    CHECK(io::wall_time_text(1'763'700'000'000, 60) == "2025-11-21 05:40:00 UTC+01:00");
    CHECK(io::wall_time_text(1'763'700'000'000, -330) == "2025-11-20 23:10:00 UTC-05:30");
    CHECK(io::wall_time_text(1'763'700'000'000, 20 * 60) == "2025-11-22 00:40:00 UTC+20:00");
    // A journal's field can hold any number: no date arithmetic out of range.
    CHECK(io::wall_time_text(INT64_MAX) == "wall 9223372036854775807 ms");
    CHECK(io::wall_time_text(INT64_MIN, 60) == "wall -9223372036854775808 ms");
    CHECK(io::wall_time_text(253'402'000'000'000) == "9999-12-28 12:26:40 UTC");
}
