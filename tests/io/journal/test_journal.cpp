#include "journal_fixture.hpp"

#include "io/export/clock_state_json.hpp"
#include "io/journal/journal_line.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/journal/journal_writer.hpp"

#include <fstream>
#include <sstream>

using namespace pendule;
using namespace journal_test;

namespace {

// A short game: two presses, an arbiter's correction inside a pause, a third press, a checkpoint.
std::vector<JournalEvent> sample_events() {
    JournalEvent decision = event(JournalKind::Decision, 9000);
    decision.article = "6.10.2";
    decision.edition = "2023";
    decision.black_ms = -100'250;
    decision.outcome = "continues";
    decision.reason = "Black's time set from 5:00 to 3:20 (wrong setting)";
    JournalEvent checkpoint = event(JournalKind::Checkpoint, 13'000);
    checkpoint.wall_ms = 1'763'700'013'000;
    return {event(JournalKind::Start, 1000, Side::White),
            event(JournalKind::Press, 3500, Side::White),
            event(JournalKind::Press, 7250, Side::Black),
            event(JournalKind::Pause, 8000),
            event(JournalKind::SetTime, 9000, Side::Black, 200'000),
            decision,
            event(JournalKind::Resume, 10'000),
            event(JournalKind::Press, 12'345, Side::White),
            checkpoint};
}

} // namespace

TEST_CASE("record and replay: exact milliseconds, the same state as the clock driven directly") {
    const auto header = header_for("300+2");
    auto read = io::parse_journal(journal_text(header, sample_events()), "game.journal");
    REQUIRE(read);
    CHECK(read->warnings.empty());
    CHECK_FALSE(read->error);
    REQUIRE(read->events.size() == 9);
    CHECK(read->header.preset.control == header.preset.control);
    CHECK(read->header.black == "Bruno Lefèvre");

    const io::ReplayedGame game = io::replay_journal(*read);
    REQUIRE_FALSE(game.error);
    CHECK(game.last_t == 13'000);
    const clock::ClockState state = game.final_state();
    // By hand: 5:02 each at the start (increment from move 1), +2 s per press.
    CHECK(state.of(Side::White).main == 302'000 - 2500 + 2000 - 750 - 2345 + 2000);
    CHECK(state.of(Side::Black).main == 200'000 - 655);
    CHECK(state.of(Side::White).moves == 2);
    CHECK(state.of(Side::Black).moves == 1);

    clock::GameClock direct(header.preset.control);
    direct.start(1000);
    direct.press(3500);
    direct.press(7250);
    direct.pause(8000);
    direct.set_time(Side::Black, 200'000, 9000);
    direct.resume(10'000);
    direct.press(12'345);
    CHECK(direct.state(13'000) == state);
    CHECK(io::clock_state_json(state, 13'000) == io::clock_state_json(direct.state(13'000), 13'000));

    REQUIRE(game.presses.size() == 3);
    CHECK(game.presses[0].used == 2500);
    CHECK(game.presses[1].used == 3750);
    CHECK(game.presses[2].used == 750 + 2345); // the pause is not counted
    CHECK(game.presses[2].left == state.of(Side::White).main);
    REQUIRE(game.log.entries().size() == 1);
    CHECK(game.log.entries()[0].article == "6.10.2");
    CHECK(game.log.entries()[0].clock.black_ms == -100'250);
    CHECK(game.log.entries()[0].reason == "Black's time set from 5:00 to 3:20 (wrong setting)");
    CHECK(game.last_checkpoint == 13'000);
    CHECK_FALSE(game.is_finished());
}

TEST_CASE("the writer appends synced records that read back, a torn tail is cut off and kept aside") {
    const auto dir = temp_dir("writer");
    const auto header = header_for("40/5400+30:1800+30");
    std::filesystem::path path;
    {
        auto writer = io::JournalWriter::create(dir / "nested" / "journals", header);
        REQUIRE(writer);
        path = writer->path();
        CHECK(path.extension() == ".journal");
        for (const auto& e : sample_events())
            REQUIRE_FALSE(writer->append(e));
        CHECK(writer->next_seq() == 10);
    }
    auto read = io::read_journal_file(path);
    REQUIRE(read);
    CHECK(read->events.size() == 9);
    CHECK(read->warnings.empty());
    CHECK(read->events.back().seq == 9);
    CHECK(io::find_unfinished_journal(dir / "nested" / "journals") == path);

    // A crash in the middle of a write: half a record, no end of line.
    JournalEvent press = event(JournalKind::Press, 14'000, Side::Black);
    press.seq = 10;
    const std::string record = io::encode_event(press);
    {
        std::ofstream file(path, std::ios::binary | std::ios::app);
        file << record.substr(0, record.size() / 2);
    }
    auto torn = io::read_journal_file(path);
    REQUIRE(torn);
    CHECK(torn->events.size() == 9);
    CHECK_FALSE(torn->error);
    REQUIRE(torn->warnings.size() == 1);
    CHECK(torn->warnings[0].find("line 11") != std::string::npos);
    CHECK(torn->warnings[0].find("torn") != std::string::npos);

    // Resuming: the torn half goes to FILE.torn, the journal goes on at record 10.
    {
        auto writer = io::JournalWriter::reopen(path, torn->valid_bytes, 10);
        REQUIRE(writer);
        REQUIRE_FALSE(writer->append(event(JournalKind::Press, 14'000, Side::Black)));
    }
    CHECK(file_text(path.string() + ".torn") == record.substr(0, record.size() / 2));
    auto again = io::read_journal_file(path);
    REQUIRE(again);
    CHECK(again->warnings.empty());
    CHECK_FALSE(again->error);
    CHECK(again->events.size() == 10);
    CHECK(io::replay_journal(*again).presses.size() == 4);
    std::filesystem::remove_all(dir);
}

TEST_CASE("a Chess960 game's variant and start survive the writer, the file and a reopening") {
    const auto dir = temp_dir("chess960");
    auto header = header_for("900+10");
    header.variant = "chess960";
    header.start_fen = "nrkrbbqn/pppppppp/8/8/8/8/PPPPPPPP/NRKRBBQN w KQkq - 0 1";
    std::filesystem::path path;
    {
        auto writer = io::JournalWriter::create(dir, header);
        REQUIRE(writer);
        path = writer->path();
        for (const auto& e : sample_events())
            REQUIRE_FALSE(writer->append(e));
    }
    auto read = io::read_journal_file(path);
    REQUIRE(read);
    CHECK(read->header.variant == "chess960");
    CHECK(read->header.start_fen == header.start_fen);
    CHECK(read->events.size() == 9);
    {
        auto writer = io::JournalWriter::reopen(path, read->valid_bytes, 10);
        REQUIRE(writer);
        REQUIRE_FALSE(writer->append(event(JournalKind::Press, 14'000, Side::Black)));
    }
    auto again = io::read_journal_file(path);
    REQUIRE(again);
    CHECK(again->header.variant == "chess960");
    CHECK(again->header.start_fen == header.start_fen);
    CHECK(io::encode_header(again->header) == io::encode_header(header));
    CHECK(io::replay_journal(*again).header.start_fen == header.start_fen);
    std::filesystem::remove_all(dir);
}

TEST_CASE("a damaged record in the middle: the error names its line, the records before it are kept") {
    std::string text = journal_text(header_for("300+2"), sample_events());
    // Line 5 (the pause... counting the header as line 1): change one byte inside it.
    std::size_t start = 0;
    for (int line = 1; line < 5; ++line)
        start = text.find('\n', start) + 1;
    text[start + 12] = static_cast<char>(text[start + 12] ^ 0x04);
    auto read = io::parse_journal(text, "damaged.journal");
    REQUIRE(read);
    REQUIRE(read->error);
    CHECK(read->error->where == "damaged.journal: line 5");
    CHECK(read->error->message.find("CRC-32") != std::string::npos);
    CHECK(read->events.size() == 3); // start and the two presses
    const io::ReplayedGame game = io::replay_journal(*read);
    CHECK(game.presses.size() == 2);
    REQUIRE(game.error);
}

TEST_CASE("a torn last line is a warning, zero bytes after a crash too") {
    const std::string text = journal_text(header_for("180+2"), sample_events());
    const std::string cut = text.substr(0, text.size() - 7);
    auto read = io::parse_journal(cut, "torn.journal");
    REQUIRE(read);
    CHECK_FALSE(read->error);
    CHECK(read->events.size() == 8);
    REQUIRE(read->warnings.size() == 1);
    CHECK(read->warnings[0].rfind("torn.journal: line 10", 0) == 0);

    auto zeros = io::parse_journal(text + std::string(4096, '\0'), "zeros.journal");
    REQUIRE(zeros);
    CHECK(zeros->events.size() == 9);
    CHECK(zeros->warnings.size() == 1);
}

TEST_CASE("a journal from a newer format, a file that is not a journal, an empty file") {
    std::string text = journal_text(header_for("300"), sample_events());
    {
        io::JournalLine newer;
        newer.kind = "pendule-journal";
        newer.add("format", 2).add("program", "9.0.0").add("control", "{}");
        auto read = io::parse_journal(io::encode_line(newer), "new.journal");
        REQUIRE_FALSE(read);
        CHECK(read.error().where == "new.journal: line 1");
        CHECK(read.error().message.find("newer") != std::string::npos);
        CHECK(read.error().message.find("9.0.0") != std::string::npos);
    }
    for (const std::string& not_journal : {std::string("[Event \"x\"]\n1. e4 e5 *\n"),
                                           std::string("\x89PNG\r\n", 6), std::string("{\"format\": 1}\n")}) {
        auto read = io::parse_journal(not_journal, "other.txt");
        REQUIRE_FALSE(read);
        CHECK(read.error().where == "other.txt: line 1");
        CHECK(read.error().message.find("not a Pendule journal") != std::string::npos);
    }
    // Found by fuzz_journal: a file of zero bytes only (what a crash can leave) is not a journal.
    auto zeros = io::parse_journal(std::string(4, '\0'), "zeros.journal");
    REQUIRE_FALSE(zeros);
    CHECK(zeros.error().message.find("not a journal") != std::string::npos);
    auto empty = io::parse_journal("", "empty.journal");
    REQUIRE_FALSE(empty);
    CHECK(empty.error().message.find("empty") != std::string::npos);
    // A damaged header.
    text[12] = static_cast<char>(text[12] ^ 0x02);
    auto damaged = io::parse_journal(text, "h.journal");
    REQUIRE_FALSE(damaged);
    CHECK(damaged.error().where == "h.journal: line 1");
}

TEST_CASE("a missing record, a time going backwards and a bad field are errors naming the line") {
    const auto header = header_for("300");
    auto events = sample_events();
    std::string text = io::encode_header(header);
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        if (e.seq != 4)
            text += io::encode_event(e); // record 4 is lost
    }
    auto missing = io::parse_journal(text, "j");
    REQUIRE(missing);
    REQUIRE(missing->error);
    CHECK(missing->error->where == "j: line 5");
    CHECK(missing->events.size() == 3);

    auto backwards = sample_events();
    backwards[2].t = 100;
    auto back = io::parse_journal(journal_text(header, backwards), "j");
    REQUIRE(back);
    REQUIRE(back->error);
    CHECK(back->error->where == "j: line 4");

    io::JournalLine bad;
    bad.kind = "press";
    bad.add("seq", 1).add("t", 5).add("side", "green");
    auto field =
        io::parse_journal(io::encode_header(header) + io::encode_line(bad) + io::encode_line(bad), "j");
    REQUIRE(field);
    REQUIRE(field->error);
    CHECK(field->error->where == "j: line 2");
    CHECK(field->error->message.find("side") != std::string::npos);
}

TEST_CASE("a result ends the game, a withdrawn result reopens it") {
    auto events = sample_events();
    JournalEvent result = event(JournalKind::Result, 13'500);
    result.score = "0-1";
    result.article = "5.1.2";
    result.reason = "White resigns";
    events.push_back(result);
    auto read = io::parse_journal(journal_text(header_for("300+2"), events), "j");
    REQUIRE(read);
    auto game = io::replay_journal(*read);
    REQUIRE(game.result);
    CHECK(game.result->score == "0-1");
    CHECK(game.result->article == "5.1.2");
    JournalEvent withdrawn = event(JournalKind::Result, 14'000);
    withdrawn.score = "*";
    events.push_back(withdrawn);
    auto reread = io::parse_journal(journal_text(header_for("300+2"), events), "j");
    REQUIRE(reread);
    CHECK_FALSE(io::replay_journal(*reread).is_finished());
}
