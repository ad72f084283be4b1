// The journal's checkpoints while a clock runs: one at least every interval, none while it stands,
// and one written early with a frame when it would fall due before the next frame.
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_replay.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace pendule;
using namespace pendule::app;
using namespace pendule::app::test;

namespace {

// The `t=` of every record of the journal (of its checkpoints only), in order.
std::vector<TimePoint> record_times(const std::filesystem::path& path, bool checkpoints_only) {
    std::vector<TimePoint> times;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        const auto t = line.find(" t=");
        if (t == std::string::npos || (checkpoints_only && line.find(" checkpoint ") == std::string::npos))
            continue;
        times.push_back(std::stoll(line.substr(t + 3)));
    }
    return times;
}

// The loop's turns for a clock drawn at `frames` apart from `from` to `to` (the first frame at
// `first_frame`), with the journal's own wake-ups in between: the times it wakes.
std::vector<TimePoint> run_loop(JournalRecorder& recorder, const Session& session, TimePoint from,
                                TimePoint to, TimePoint first_frame, TimePoint frames) {
    std::vector<TimePoint> wakes;
    TimePoint frame = first_frame;
    for (TimePoint now = from;;) {
        const auto due = recorder.next_tick(session, now);
        REQUIRE(due);
        now = std::min(frame, *due);
        if (now >= to)
            return wakes;
        wakes.push_back(now);
        recorder.tick(session, now, 0);
        if (now == frame) {
            frame += frames;
            recorder.tick_with_frame(session, now, 0, frame);
        }
    }
}

} // namespace

TEST_CASE("journal: a checkpoint every interval, and with a frame when one would fall due before the next") {
    const auto dir = fresh_dir("journal-checkpoints");
    Session session =
        make_session(clock::TimeControl::same_for_both({clock::Period::fischer(180'000, 2'000)}));
    JournalRecorder recorder(
        journal_in(dir), [] { return std::int64_t{1'800'000'000'000}; }, 500);
    session.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
        recorder.on_command(session, c, at, applied);
    });
    REQUIRE(session.apply(StartGame{}, 1'000).accepted);
    REQUIRE(recorder.path());

    // Without frames: a checkpoint when the interval has passed since the last record, not before.
    REQUIRE(recorder.next_tick(session, 1'000) == TimePoint{1'500});
    recorder.tick(session, 1'499, 0);
    recorder.tick(session, 1'500, 0);
    recorder.tick(session, 1'999, 0);
    CHECK(record_times(*recorder.path(), true) == std::vector<TimePoint>{1'500});

    // With a frame: only when the next would fall due before the next frame, and not within a tenth
    // of the interval of the last record.
    recorder.tick_with_frame(session, 1'600, 0, 2'000); // due at 2'000: not before the frame
    recorder.tick_with_frame(session, 1'549, 0, 2'600); // 49 ms after the last
    CHECK(record_times(*recorder.path(), true).size() == 1);
    recorder.tick_with_frame(session, 1'550, 0, 2'600);
    CHECK(record_times(*recorder.path(), true) == std::vector<TimePoint>{1'500, 1'550});
    CHECK(recorder.next_tick(session, 1'550) == TimePoint{2'050});

    // A clock drawn once a second, its frames 300 ms after the checkpoints: after the first frame,
    // two wake-ups a second (the frame with a checkpoint, and one between), not three.
    auto wakes = run_loop(recorder, session, 1'550, 6'000, 1'850, 1'000);
    CHECK(wakes == std::vector<TimePoint>{1'850, 2'350, 2'850, 3'350, 3'850, 4'350, 4'850, 5'350, 5'850});
    // ... and frames 30 ms after them (under a tenth of the interval): three, as without frames.
    REQUIRE(session.apply(PlayerPress{Side::left}, 6'000).accepted); // a record: the checkpoints' phase
    wakes = run_loop(recorder, session, 6'000, 8'000, 6'530, 1'000);
    CHECK(wakes == std::vector<TimePoint>{6'500, 6'530, 7'000, 7'500, 7'530});
    // Ten frames a second (the last seconds in tenths): the checkpoints go with the frames.
    REQUIRE(session.apply(PlayerPress{Side::right}, 8'000).accepted);
    wakes = run_loop(recorder, session, 8'000, 10'000, 8'040, 100);
    CHECK(wakes.size() == 20);

    const auto times = record_times(*recorder.path(), true);
    // While the clock ran, never more than the interval without a record.
    const auto all = record_times(*recorder.path(), false);
    for (std::size_t i = 1; i < all.size(); ++i)
        CHECK(all[i] - all[i - 1] <= 500);
    // Between 8'000 and 10'000: every interval, each with a frame (none on a wake-up of its own).
    std::vector<TimePoint> tenths;
    for (const TimePoint t : times)
        if (t > 8'000)
            tenths.push_back(t);
    CHECK(tenths == std::vector<TimePoint>{8'440, 8'940, 9'440, 9'940});

    // A paused clock writes none, with a frame or without.
    REQUIRE(session.apply(PauseClock{}, 10'100).accepted);
    CHECK_FALSE(recorder.next_tick(session, 10'100));
    recorder.tick(session, 11'000, 0);
    recorder.tick_with_frame(session, 11'000, 0, 12'000);
    CHECK(record_times(*recorder.path(), true).size() == times.size());

    // The journal with its early checkpoints replays as a whole.
    auto read = io::read_journal_file(*recorder.path());
    REQUIRE(read.ok());
    const io::ReplayedGame replayed = io::replay_journal(*read);
    CHECK_FALSE(replayed.error);
    CHECK(replayed.last_checkpoint == times.back());
    REQUIRE_FALSE(recorder.error());
    std::filesystem::remove_all(dir);
}
