// The journal folder's index (docs/journal.md, "A season's folder"): a start reads only the
// journals that changed, finds the same unfinished games as a full read, and survives a damaged or
// missing index; finished journals are archived without losing one.
#include "cli/commands.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal_index.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/journal/journal_writer.hpp"
#include "journal_fixture.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace pendule;
using namespace journal_test;

namespace {

std::vector<JournalEvent> finished_events() {
    auto events = unfinished_events();
    JournalEvent result = event(JournalKind::Result, 22'000);
    result.score = "0-1";
    result.article = "5.1.2";
    result.reason = "White resigned";
    events.push_back(result);
    return events;
}

// A journal written an hour ago (older than the index's two-second margin).
std::filesystem::path write_old(const std::filesystem::path& file, const std::string& text,
                                int hours_ago = 1) {
    std::ofstream(file, std::ios::binary) << text;
    std::filesystem::last_write_time(file, std::filesystem::file_time_type::clock::now() -
                                               std::chrono::hours(hours_ago));
    return file;
}

void append(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary | std::ios::app) << text;
}

// The folder as a full read sees it: what the index must always agree with.
std::vector<std::pair<std::string, bool>> truth(const std::filesystem::path& dir) {
    std::vector<std::pair<std::string, bool>> out;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".journal")
            out.emplace_back(entry.path().filename().string(), io::summarize_journal(entry.path()).resumable);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::pair<std::string, bool>> seen(const io::JournalScan& scan) {
    std::vector<std::pair<std::string, bool>> out;
    for (const auto& j : scan.journals)
        out.emplace_back(j.path.filename().string(), j.resumable);
    std::sort(out.begin(), out.end());
    return out;
}

// An unfinished game set aside three hours ago.
std::filesystem::path write_set_aside(const std::filesystem::path& file) {
    std::ofstream(file, std::ios::binary) << journal_text(header_for("600"), unfinished_events());
    const bool failed = io::set_aside_journal(file, 1'763'700'600'000, "new game").has_value();
    REQUIRE_FALSE(failed);
    std::filesystem::last_write_time(file,
                                     std::filesystem::file_time_type::clock::now() - std::chrono::hours(3));
    return file;
}

// A folder of three games: one finished an hour ago, one unfinished two hours ago, one set aside.
struct Season {
    std::filesystem::path dir = temp_dir("index");
    std::filesystem::path finished = write_old(dir / "2025-11-21T01-00-00Z-1.journal",
                                               journal_text(header_for("900+10"), finished_events()));
    std::filesystem::path unfinished = write_old(dir / "2025-11-21T02-00-00Z-2.journal",
                                                 journal_text(header_for("900+10"), unfinished_events()), 2);
    std::filesystem::path set_aside = write_set_aside(dir / "2025-11-21T03-00-00Z-3.journal");
    ~Season() { std::filesystem::remove_all(dir); }
};

} // namespace

TEST_CASE("journal index: the second scan reads no journal and finds the same games") {
    Season season;
    const io::JournalScan first = io::scan_journals(season.dir);
    CHECK(first.read_in_full == 3);
    CHECK(first.from_index == 0);
    CHECK_FALSE(first.index_error);
    CHECK(seen(first) == truth(season.dir));
    CHECK(std::filesystem::exists(season.dir / io::journal_index_name));

    const io::JournalScan second = io::scan_journals(season.dir);
    CHECK(second.read_in_full == 0);
    CHECK(second.from_index == 3);
    CHECK(seen(second) == truth(season.dir));
    // Most recent first, and everything the listing shows comes back from the index.
    REQUIRE(second.journals.size() == 3);
    CHECK(second.journals[0].path == season.finished);
    CHECK(second.journals[0].result == "0-1");
    CHECK(second.journals[0].white == "Alice Martin");
    CHECK(second.journals[0].black == "Bruno Lefèvre");
    CHECK(second.journals[0].board == "12");
    CHECK(second.journals[0].created_wall_ms == 1'763'700'000'000);
    CHECK(second.journals[2].set_aside);
    CHECK(io::find_unfinished_journals(season.dir) == std::vector<std::filesystem::path>{season.unfinished});
}

TEST_CASE("journal index: a journal that grew is read again, one that is gone leaves the index") {
    Season season;
    (void)io::scan_journals(season.dir);
    // The unfinished game ends: its result is appended (its size and time change).
    JournalEvent result = event(JournalKind::Result, 30'000);
    result.seq = 4;
    result.score = "1/2-1/2";
    result.article = "9.1.2";
    append(season.unfinished, io::encode_event(result));
    const io::JournalScan after = io::scan_journals(season.dir);
    CHECK(after.read_in_full == 1);
    CHECK(after.from_index == 2);
    CHECK(seen(after) == truth(season.dir));
    CHECK(io::find_unfinished_journals(season.dir).empty());

    std::filesystem::remove(season.finished);
    const io::JournalScan fewer = io::scan_journals(season.dir);
    CHECK(fewer.journals.size() == 2);
    CHECK(file_text(season.dir / io::journal_index_name).find(season.finished.filename().string()) ==
          std::string::npos);
}

TEST_CASE("journal index: a damaged, foreign or torn index costs a read, never a wrong answer") {
    Season season;
    (void)io::scan_journals(season.dir);
    const auto index = season.dir / io::journal_index_name;
    std::string text = file_text(index);

    SECTION("one line damaged: only its journal is read again") {
        const auto at = text.find(season.unfinished.filename().string());
        REQUIRE(at != std::string::npos);
        text[at] = 'X'; // the CRC no longer matches
        write_old(index, text, 0);
        const io::JournalScan scan = io::scan_journals(season.dir);
        CHECK(scan.read_in_full == 1);
        CHECK(seen(scan) == truth(season.dir));
    }
    SECTION("a foreign, torn index is rebuilt whole") {
        std::ofstream(index, std::ios::binary) << "garbage\n" << text.substr(0, 10);
        const io::JournalScan scan = io::scan_journals(season.dir);
        CHECK(scan.read_in_full == 3);
        CHECK(seen(scan) == truth(season.dir));
        // Rebuilt whole.
        std::filesystem::last_write_time(index, std::filesystem::file_time_type::clock::now());
        CHECK(io::scan_journals(season.dir).from_index == 3);
    }
    SECTION("an empty index file") {
        write_old(index, "", 0);
        CHECK(io::scan_journals(season.dir).read_in_full == 3);
        CHECK(io::scan_journals(season.dir).from_index == 3);
    }
}

TEST_CASE("journal index: a journal written as the index was is read again (coarse timestamps)") {
    Season season;
    (void)io::scan_journals(season.dir);
    // Written now: within the two seconds before the index's own time, so not trusted.
    std::filesystem::last_write_time(season.finished, std::filesystem::file_time_type::clock::now());
    std::filesystem::last_write_time(season.dir / io::journal_index_name,
                                     std::filesystem::file_time_type::clock::now());
    const io::JournalScan scan = io::scan_journals(season.dir);
    CHECK(scan.read_in_full == 1);
    CHECK(seen(scan) == truth(season.dir));
}

TEST_CASE("journal index: a folder where the index cannot be written still gives the right games") {
    Season season;
    std::filesystem::create_directory(season.dir / (std::string(io::journal_index_name) + ".tmp"));
    const io::JournalScan scan = io::scan_journals(season.dir);
    REQUIRE(scan.index_error);
    CHECK(scan.index_error->text().find("cannot create the journal index") != std::string::npos);
    CHECK(seen(scan) == truth(season.dir));
    CHECK(io::find_unfinished_journals(season.dir) == std::vector<std::filesystem::path>{season.unfinished});
}

TEST_CASE("journal index: a torn tail and a damaged middle are still found and offered") {
    Season season;
    (void)io::scan_journals(season.dir);
    const auto torn =
        write_old(season.dir / "2025-11-21T04-00-00Z-4.journal",
                  journal_text(header_for("900+10"), unfinished_events()) + "0badc0de press seq=4 t=");
    std::string damaged_text = journal_text(header_for("900+10"), unfinished_events());
    damaged_text.replace(damaged_text.find("press seq=2"), 5, "prxss");
    const auto damaged = write_old(season.dir / "2025-11-21T05-00-00Z-5.journal", damaged_text);
    const io::JournalScan scan = io::scan_journals(season.dir);
    CHECK(scan.read_in_full == 2);
    CHECK(seen(scan) == truth(season.dir));
    const auto offered = io::find_unfinished_journals(season.dir);
    CHECK(std::find(offered.begin(), offered.end(), torn) != offered.end());
    CHECK(std::find(offered.begin(), offered.end(), damaged) != offered.end());
    // And the same from the index on the next start.
    CHECK(io::find_unfinished_journals(season.dir) == offered);
    CHECK(io::scan_journals(season.dir).from_index == 5);
}

TEST_CASE("journals --archive: finished games move to archive/YYYY-MM, are replayed and exported there") {
    Season season;
    const std::string before = file_text(season.finished);
    std::ostringstream out, err;
    REQUIRE(cli::run_journals({season.dir.string(), "--archive"}, out, err) == 0);
    const auto archived = season.dir / "archive" / "2025-11" / season.finished.filename();
    CHECK(out.str().find("archived " + season.finished.filename().string() + " -> " + archived.string()) !=
          std::string::npos);
    CHECK_FALSE(std::filesystem::exists(season.finished));
    REQUIRE(std::filesystem::exists(archived));
    CHECK(file_text(archived) == before);
    CHECK(std::filesystem::exists(season.unfinished));
    CHECK(std::filesystem::exists(season.set_aside));
    CHECK(err.str().find("kept " + season.unfinished.filename().string() + ": no result") !=
          std::string::npos);
    CHECK(err.str().find("kept " + season.set_aside.filename().string() + ": set aside, without a result") !=
          std::string::npos);
    CHECK(out.str().find("journals 2 unfinished 1 finished 0\n") != std::string::npos);

    std::ostringstream replay_out, replay_err;
    CHECK(cli::run_replay({archived.string()}, replay_out, replay_err) == 0);
    CHECK(replay_out.str().find("result 0-1 (5.1.2): White resigned") != std::string::npos);
    std::ostringstream pgn, pgn_err;
    CHECK(cli::run_export({archived.string(), "--pgn"}, pgn, pgn_err) == 0);
    CHECK(pgn.str().find("[Result \"0-1\"]") != std::string::npos);

    // A name already taken in the archive: the journal stays where it is, nothing is replaced.
    const auto again = write_old(season.finished, before);
    std::ostringstream out2, err2;
    REQUIRE(cli::run_journals({season.dir.string(), "--archive"}, out2, err2) == 0);
    CHECK(std::filesystem::exists(again));
    // "cannot link it as ARCHIVED: File exists"; on Windows "cannot move it to ARCHIVED: ...".
    CHECK(err2.str().find("kept " + again.filename().string() + ": cannot ") != std::string::npos);
    CHECK(err2.str().find(" " + archived.string() + ": ") != std::string::npos);
}

TEST_CASE("journals: the listing names players, board, date and status, --unfinished and --json") {
    Season season;
    std::ostringstream out, err;
    REQUIRE(cli::run_journals({season.dir.string()}, out, err) == 0);
    CHECK(out.str() == season.finished.filename().string() +
                           "  2025-11-21 04:40:00 UTC  Alice Martin - Bruno Lefèvre  board 12  0-1\n" +
                           season.unfinished.filename().string() +
                           "  2025-11-21 04:40:00 UTC  Alice Martin - Bruno Lefèvre  board 12  unfinished\n" +
                           season.set_aside.filename().string() +
                           "  2025-11-21 04:40:00 UTC  Alice Martin - Bruno Lefèvre  board 12  set aside\n"
                           "journals 3 unfinished 1 finished 1\n");
    std::ostringstream only, only_err;
    REQUIRE(cli::run_journals({season.dir.string(), "--unfinished"}, only, only_err) == 0);
    CHECK(only.str().find(season.finished.filename().string()) == std::string::npos);
    CHECK(only.str().find(season.unfinished.filename().string()) != std::string::npos);
    std::ostringstream json, json_err;
    REQUIRE(cli::run_journals({season.dir.string(), "--json"}, json, json_err) == 0);
    CHECK(json.str().find("\"result\": \"0-1\", \"status\": \"finished\"") != std::string::npos);
    CHECK(json.str().find("\"status\": \"set-aside\"") != std::string::npos);
    std::ostringstream bad, bad_err;
    CHECK(cli::run_journals({(season.dir / "nothing").string()}, bad, bad_err) == 2);
    CHECK(bad_err.str().find("not a folder") != std::string::npos);
}
