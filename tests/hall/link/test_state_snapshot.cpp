#include "../../io/journal/journal_fixture.hpp"
#include "hall/link/state_snapshot.hpp"
#include "io/journal/journal.hpp"

#include <catch2/catch.hpp>

using namespace pendule::hall;
using namespace journal_test;

namespace {

// The journal text of a header and events numbered 1, 2, 3...
std::string journal_of(std::vector<JournalEvent> events) {
    std::string text = pendule::io::encode_header(header_for("900+10"));
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        text += pendule::io::encode_event(e);
    }
    return text;
}

} // namespace

TEST_CASE("a board's state snapshot is its clock at its last record", "[hall][state]") {
    JournalEvent checkpoint = event(JournalKind::Checkpoint, 9500);
    checkpoint.wall_ms = 1'763'700'009'500;
    const std::string journal = journal_of(
        {event(JournalKind::Start, 0, Side::White), event(JournalKind::Press, 4000, Side::White),
         event(JournalKind::Press, 9000, Side::Black), checkpoint, event(JournalKind::Pause, 10000)});
    // Each side starts with 900 s + its first 10 s increment. White: 910 - 4 + 10, then 1 s more from
    // Black's press to the pause; Black: 910 - 5 + 10.
    CHECK(state_snapshot_json("open", 12, journal) ==
          "{\"event\": \"open\", \"board\": 12, \"seq\": 5, \"t\": 10000, \"wall_ms\": 1763700009500, "
          "\"white_ms\": 915000, \"black_ms\": 915000, \"white_moves\": 1, \"black_moves\": 1, "
          "\"running\": null, \"first_flag\": null, \"paused\": true, \"result\": null}");

    const std::string header_only = journal_of({});
    CHECK(state_snapshot_json("open", 12, header_only) ==
          "{\"event\": \"open\", \"board\": 12, \"seq\": 0, \"t\": 0, \"wall_ms\": 1763700000000, "
          "\"white_ms\": 910000, \"black_ms\": 910000, \"white_moves\": 0, \"black_moves\": 0, "
          "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": null}");

    const std::string bad = state_snapshot_json("open", 3, "not a journal\n");
    CHECK_THAT(bad,
               Catch::StartsWith("{\"event\": \"open\", \"board\": 3, \"problem\": \"event open, board 3"));
}

TEST_CASE("a board's state snapshot says why a result was recorded, and a result left to the arbiter",
          "[hall][state]") {
    JournalEvent result = event(JournalKind::Result, 5000);
    result.score.append("0-1");
    result.article.append("6.9");
    result.reason.append("White's flag fell; Black can checkmate");
    const std::string finished = journal_of({event(JournalKind::Start, 0, Side::White), result});
    CHECK_THAT(
        state_snapshot_json("open", 4, finished),
        Catch::EndsWith("\"result\": \"0-1\", \"reason\": \"White's flag fell; Black can checkmate\"}"));
    // A clock that gives its reason's code (docs/journal.md): the desk words it in its own language.
    result.reason_code.append("white-flag");
    const std::string coded = journal_of({event(JournalKind::Start, 0, Side::White), result});
    CHECK_THAT(state_snapshot_json("open", 4, coded),
               Catch::EndsWith("\"result\": \"0-1\", \"reason\": \"White's flag fell; Black can checkmate\", "
                               "\"reason_code\": \"white-flag\"}"));
    JournalEvent losing = event(JournalKind::Decision, 4000);
    losing.outcome.append("arbiter decides");
    losing.reason.append("White's illegal move no. 2: the game is lost");
    const std::string to_confirm = journal_of({event(JournalKind::Start, 0, Side::White), losing});
    CHECK_THAT(state_snapshot_json("open", 4, to_confirm),
               Catch::EndsWith("\"result\": null, \"result_to_confirm\": true}"));
    // A ruling that gave a score (a bridged board's DGT flag, no one at the board to confirm it): the
    // score and why, for the desk to propose; gone once a result is recorded.
    JournalEvent flag = event(JournalKind::Decision, 4000);
    flag.outcome.append("0-1");
    flag.article.append("6.9");
    flag.reason.append("the DGT clock's flag: White's flag fell");
    const std::string ruled = journal_of({event(JournalKind::Start, 0, Side::White), flag});
    CHECK_THAT(state_snapshot_json("open", 4, ruled),
               Catch::EndsWith("\"result\": null, \"result_to_confirm\": true, \"ruled_result\": \"0-1\", "
                               "\"ruled_reason\": \"the DGT clock's flag: White's flag fell\"}"));
    JournalEvent confirmed = event(JournalKind::Result, 6000);
    confirmed.score.append("0-1");
    const std::string after = journal_of({event(JournalKind::Start, 0, Side::White), flag, confirmed});
    CHECK_THAT(state_snapshot_json("open", 4, after), !Catch::Contains("ruled_result"));
}

TEST_CASE("a board's state snapshot carried on record by record is the one its whole journal gives",
          "[hall][state]") {
    // A game with what changes a snapshot: presses, checkpoints with their wall time, a pause and a
    // resume, a time set, a note, a ruling with a score, then the result.
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White)};
    pendule::clock::TimePoint t = 0;
    for (int move = 0; move < 40; ++move) {
        t += 1300 + 170 * (move % 7);
        JournalEvent checkpoint = event(JournalKind::Checkpoint, t - 500);
        checkpoint.wall_ms = 1'763'700'000'000 + t - 500;
        events.push_back(checkpoint);
        events.push_back(event(JournalKind::Press, t, move % 2 == 0 ? Side::White : Side::Black));
        if (move == 12) {
            JournalEvent pause = event(JournalKind::Pause, t + 100);
            pause.wall_ms = 1'763'700'000'000 + t + 100;
            events.push_back(pause);
            events.push_back(event(JournalKind::SetTime, t + 100, Side::Black, 300'000));
            events.push_back(event(JournalKind::Resume, t + 100));
        }
    }
    JournalEvent flag = event(JournalKind::Decision, t + 2000);
    flag.outcome.append("0-1");
    flag.article.append("6.9");
    flag.reason.append("the DGT clock's flag: White's flag fell");
    events.push_back(flag);
    JournalEvent result = event(JournalKind::Result, t + 3000);
    result.score.append("0-1");
    events.push_back(result);
    std::string text = pendule::io::encode_header(header_for("900+10"));
    std::vector<std::string> lines = {text};
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        lines.push_back(pendule::io::encode_event(e));
    }

    BoardEntry entry;
    entry.event = "open";
    entry.board = 9;
    std::string journal = lines[0];
    BoardReplay replay = replay_board(entry, journal);
    REQUIRE(replay.extendable);
    CHECK(state_snapshot_json("open", 9, replay) == state_snapshot_json("open", 9, journal));
    int compared = 0;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        journal += lines[i];
        REQUIRE(extend_replay(replay, lines[i]));
        REQUIRE(replay.extendable);
        CHECK(state_snapshot_json("open", 9, replay) == state_snapshot_json("open", 9, journal));
        ++compared;
    }
    CHECK(compared == static_cast<int>(events.size()));
    CHECK_THAT(state_snapshot_json("open", 9, replay), Catch::Contains("\"result\": \"0-1\""));
}
