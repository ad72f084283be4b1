// The desk's round journal: every kind of record written and read back equal (the walk is driven by
// the RoundRecord variant: a new kind without samples here does not compile), a journal cut at any
// byte of its last record (a kill while writing) reopened with nothing before it lost, damage in the
// middle named, and the round's results written back into the pairing program's TRF.
#include "io/os/text_file.hpp"
#include "io/round/round_journal.hpp"
#include "io/round/trf.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <type_traits>

using namespace pendule;
using namespace pendule::io;

namespace {

template <typename T> using Of = std::type_identity<T>;

std::vector<RoundOpened> round_samples(Of<RoundOpened>) {
    return {
        {"open-2026", 5, "2023", 1'795'000'000'000, "012 Open\n001    1 m    A, B\n", "40/5400+30:1800+30"},
        {"", 1, "2014", 0, "", ""},
        {"club night = fun %", 12, "2023", 17, "line\r\nwith % and = and\ttab", "180+2"}};
}
std::vector<BoardPaired> round_samples(Of<BoardPaired>) {
    return {{1, "Aronsen, Anders", "Berthier, Claire", 1, 2}, {17, "Zé Lefèvre", "", 0, 0}};
}
std::vector<PlayerUnpaired> round_samples(Of<PlayerUnpaired>) {
    return {{3, "Castro, Diego", 'H'}, {5, "Evans, Frank", 'Z'}, {9, "", 'U'}};
}
std::vector<RulingGiven> round_samples(Of<RulingGiven>) {
    return {{7, 1'795'000'100'000, "claim", "white", "9.2.2", "2023", "correct: draw",
             "the position after 36...Kg7 for the third time", 3'600'000, 1'200'500, 36, -1, -1, -1, -1,
             "6k1/8/8/8/8/8/8/6K1 w - - 0 1"},
            {2, 5, "illegal move", "black", "7.5.5", "2009", "+2 min", "=", -1, -1, -1, 121'000, 60'000, 41,
             -1, ""},
            {3, 6, "increment", "white", "III.4", "2023", "the game goes on", "5 s for both", 105'000,
             600'000, 51, 105'000, 720'000, 51, 5'000, ""},
            {4, 7, "flag", "white", "6.9", "2023", "1/2-1/2", "cannot mate", 0, 60'000, -1, -1, -1, -1, -1,
             "8/8/8/8/8/5k2/8/Q3K3 w - - 0 1"}};
}
std::vector<RoundVariant> round_samples(Of<RoundVariant>) {
    return {{"chess960", 518, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
            {"chess960", 0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"},
            {"chess960", 959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"}};
}
std::vector<ResultSet> round_samples(Of<ResultSet>) {
    // The last: a clock's result confirmed at the desk, with the clock's code; the others have none and
    // are written as before it existed.
    return {{1, 10, "1-0", "5.1.2 Black resigns"},
            {2, 20, "+-", "forfeit"},
            {1, 30, "1/2-1/2", ""},
            {3, 40, "0-1", "from the clock: White's flag fell", "white-flag"}};
}

template <typename T> std::size_t round_trip_kind() {
    std::size_t n = 0;
    for (const T& sample : round_samples(Of<T>{})) {
        const RoundRecord record{sample};
        const std::string text = encode_line(encode_round_record(record, 42));
        INFO(text);
        REQUIRE(text.back() == '\n');
        CHECK(text.find('\n') == text.size() - 1); // one line, whatever the values hold
        auto line = decode_line(std::string_view(text).substr(0, text.size() - 1));
        REQUIRE(line);
        CHECK(line->get("seq") == "42");
        auto back = decode_round_record(*line);
        REQUIRE(back);
        REQUIRE(std::holds_alternative<T>(*back));
        CHECK(std::get<T>(*back) == sample);
        ++n;
    }
    return n;
}

template <std::size_t... I> std::size_t round_trip_every_kind(std::index_sequence<I...>) {
    return (round_trip_kind<std::variant_alternative_t<I, RoundRecord>>() + ...);
}

std::filesystem::path fresh_dir(const std::string& name) {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-round-" + name + "-" + std::to_string(random()));
    std::filesystem::create_directories(dir);
    return dir;
}

std::string file_content(const std::filesystem::path& path) {
    auto text = read_text_file(path);
    REQUIRE(text);
    return *text;
}

void write_content(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

const RoundOpened opened{"open-2026", 2, "2023", 1'795'000'000'000, "", "5400+30"};

} // namespace

TEST_CASE("round journal: every kind of record is written and read back equal", "[desk][round]") {
    const std::size_t n = round_trip_every_kind(std::make_index_sequence<std::variant_size_v<RoundRecord>>{});
    CHECK(n == 19);
}

TEST_CASE("round journal: a Chess960 round's variant record, checked field by field",
          "[desk][round][chess960]") {
    auto made = chess960_round(96);
    REQUIRE(made);
    CHECK(made->fen == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");
    CHECK(chess960_round(960).error().text().find("from 0 to 959") != std::string::npos);
    CHECK_FALSE(chess960_round(-1));

    const auto decoded = [](RoundVariant v) {
        JournalLine line = encode_round_record(RoundRecord{v}, 2);
        return decode_round_record(line);
    };
    RoundVariant wrong_kind = *made;
    wrong_kind.variant = "crazyhouse";
    CHECK(decoded(wrong_kind).error().text() == "field 'variant': 'crazyhouse' is not known (chess960)");
    RoundVariant out_of_range = *made;
    out_of_range.start = 1000;
    CHECK(decoded(out_of_range).error().text().find("field 'start': expected a Chess960 start position") ==
          0);
    RoundVariant other_fen = *made;
    other_fen.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    CHECK(decoded(other_fen).error().text().find("field 'fen': 'rnbqkbnr/") == 0);
    JournalLine missing = encode_round_record(RoundRecord{*made}, 2);
    missing.fields.pop_back();
    CHECK(decode_round_record(missing).error().text() == "field 'fen' is missing in a 'variant' record");

    // In a journal: right after the opening record, into the round's state; anywhere else refused.
    const auto text_of = [](const std::vector<RoundRecord>& records) {
        std::string text;
        std::int64_t seq = 1;
        for (const RoundRecord& r : records)
            text += encode_line(encode_round_record(r, seq++));
        return text;
    };
    const BoardPaired board{1, "A", "B", 0, 0};
    auto read = parse_round_journal(text_of({opened, *made, board}), "r.round");
    REQUIRE(read);
    REQUIRE_FALSE(read->error);
    const RoundState state = round_state(*read);
    REQUIRE(state.variant);
    CHECK(state.variant->start == 96);
    CHECK_FALSE(round_state(*parse_round_journal(text_of({opened, board}), "s.round")).variant);
    auto late = parse_round_journal(text_of({opened, board, *made}), "late.round");
    REQUIRE(late);
    REQUIRE(late->error);
    CHECK(late->error->text().find("late.round, line 3") != std::string::npos);
    CHECK(late->error->text().find("a variant record after the round's first boards") != std::string::npos);
    CHECK(late->records.size() == 2);
}

TEST_CASE("round journal: a record with a field missing or malformed is named", "[desk][round]") {
    JournalLine line = encode_round_record(RoundRecord{BoardPaired{3, "A", "B", 1, 2}}, 1);
    line.fields.erase(line.fields.begin() + 2); // white
    auto missing = decode_round_record(line);
    REQUIRE_FALSE(missing);
    CHECK(missing.error().text() == "field 'white' is missing in a 'board' record");
    JournalLine result = encode_round_record(RoundRecord{ResultSet{3, 1, "1-0", ""}}, 1);
    result.fields[1].second = "three";
    CHECK(decode_round_record(result).error().text() ==
          "field 'board' is not a whole number in a 'result' record");
    JournalLine odd;
    odd.kind = "dance";
    CHECK(decode_round_record(odd).error().text() == "unknown record 'dance'");
    // A ruling written before III.4 and the position at the desk: no increment to set (-1), no position.
    RulingGiven ruling{7, 1, "flag", "black", "6.9", "2023", "1-0", "",
                       1, 0, -1,     -1,      -1,    -1,     5'000, "8/8/8/8/8/8/8/K6k w - - 0 1"};
    JournalLine older = encode_round_record(RoundRecord{ruling}, 1);
    REQUIRE(older.fields.back().first == "position");
    older.fields.pop_back();
    REQUIRE(older.fields.back().first == "set_increment_ms");
    older.fields.pop_back();
    auto read_older = decode_round_record(older);
    REQUIRE(read_older);
    ruling.set_increment_ms = -1;
    ruling.position.clear();
    CHECK(std::get<RulingGiven>(*read_older) == ruling);
    JournalLine newer = encode_round_record(RoundRecord{opened}, 1);
    newer.fields[1].second = "9";
    CHECK(decode_round_record(newer).error().text() ==
          "round journal format 9 is newer than this program's (1)");
}

TEST_CASE("round journal: written, killed at any byte of its last record, reopened: nothing lost",
          "[desk][round]") {
    const auto dir = fresh_dir("kill");
    const auto path = dir / "round-2.round";
    {
        auto writer = RoundJournalWriter::create(path, opened);
        REQUIRE(writer);
        REQUIRE_FALSE(writer->append(BoardPaired{1, "Aronsen", "Berthier", 0, 0}));
        REQUIRE_FALSE(writer->append(BoardPaired{2, "Castro", "Dubois", 0, 0}));
        REQUIRE_FALSE(writer->append(ResultSet{1, 100, "1-0", "Black resigns"}));
        CHECK_FALSE(RoundJournalWriter::create(path, opened)); // never over an existing journal
    }
    const std::string whole = file_content(path);
    const std::size_t last_start = whole.rfind('\n', whole.size() - 2) + 1;
    // A kill after every byte of the last record: the record is there or not, never half.
    for (std::size_t cut = last_start; cut <= whole.size(); ++cut) {
        INFO("cut at byte " << cut << " of " << whole.size());
        write_content(path, whole.substr(0, cut));
        std::filesystem::remove(path.string() + ".torn");
        auto read = read_round_journal_file(path);
        REQUIRE(read);
        REQUIRE_FALSE(read->error);
        const bool kept = cut >= whole.size() - 1; // the CRC is right without the final newline
        CHECK(read->records.size() == (kept ? 4u : 3u));
        auto writer = RoundJournalWriter::reopen(path, *read);
        REQUIRE(writer);
        REQUIRE_FALSE(writer->append(ResultSet{2, 200, "1/2-1/2", "agreement"}));
        auto again = read_round_journal_file(path);
        REQUIRE(again);
        REQUIRE_FALSE(again->error);
        CHECK(again->warnings.empty());
        const RoundState state = round_state(*again);
        CHECK(state.opened == opened);
        CHECK(state.boards.size() == 2);
        CHECK(state.results.at(2).result == "1/2-1/2");
        CHECK(state.results.count(1) == (kept ? 1u : 0u));
        // The torn bytes are kept beside the journal, not thrown away.
        if (cut > last_start && !kept)
            CHECK(file_content(path.string() + ".torn") == whole.substr(last_start, cut - last_start));
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("round journal: damage in the middle stops the reading there, named, and is not appended to",
          "[desk][round]") {
    const auto dir = fresh_dir("damage");
    const auto path = dir / "r.round";
    {
        auto writer = RoundJournalWriter::create(path, opened);
        REQUIRE(writer);
        REQUIRE_FALSE(writer->append(BoardPaired{1, "A", "B", 0, 0}));
        REQUIRE_FALSE(writer->append(ResultSet{1, 5, "0-1", ""}));
    }
    std::string text = file_content(path);
    text[text.find("board=1") + 6] = '7'; // the CRC no longer matches
    write_content(path, text);
    auto read = read_round_journal_file(path);
    REQUIRE(read);
    REQUIRE(read->error);
    CHECK(read->error->text() == path.string() +
                                     ", line 2: CRC-32 mismatch (the record is damaged); the 1 records "
                                     "before it are kept, "
                                     "nothing after it is read");
    CHECK(read->records.size() == 1);
    auto writer = RoundJournalWriter::reopen(path, *read);
    REQUIRE_FALSE(writer);
    CHECK(file_content(path) == text); // untouched
    write_content(path, "not a journal\n");
    CHECK(read_round_journal_file(path).error().text() ==
          path.string() +
              ", line 1: not a Pendule round journal (the first line is not a pendule-round record)");
    std::filesystem::remove_all(dir);
}

TEST_CASE("round journal: the round's results go back into the pairing program's TRF", "[desk][round]") {
    const std::string trf_text =
        "012 Club\n"
        "001    1 m    Aronsen, Anders                   2610 NOR     1500001 1990/01/02  0.0    1  0002 w\n"
        "001    2 w    Berthier, Claire                  2455 FRA    20000002 1995/03/04  0.0    2  0001 b\n"
        "001    3 m    Castro, Diego                     2301 ESP     2200003 2001/05/06  0.0    3  0004 b\n"
        "001    4 w    Dubois, Eve                       2104 FRA    20000004 2003/07/08  0.0    4  0003 w\n";
    RoundRead read;
    read.records = {RoundOpened{"club", 1, "2023", 0, trf_text, "900+10"},
                    BoardPaired{1, "Aronsen", "Berthier", 1, 2},
                    BoardPaired{2, "Dubois", "Castro", 4, 3},
                    ResultSet{1, 1, "1-0", ""},
                    ResultSet{2, 2, "0-1", ""},
                    ResultSet{2, 3, "-+", "White absent: corrected"}};
    const RoundState state = round_state(read);
    REQUIRE(state.corrections.size() == 1);
    CHECK(state.corrections[0].result == "0-1");
    auto written = round_trf(state);
    REQUIRE(written);
    auto back = trf::read(*written, "written");
    REQUIRE(back);
    CHECK(back->find(1)->rounds[0] == trf::RoundEntry{2, 'w', '1'});
    CHECK(back->find(2)->rounds[0] == trf::RoundEntry{1, 'b', '0'});
    CHECK(back->find(4)->rounds[0] == trf::RoundEntry{3, 'w', '-'});
    CHECK(back->find(3)->rounds[0] == trf::RoundEntry{4, 'b', '+'});
    CHECK(back->find(3)->points == "1.0");
    RoundState typed = state;
    typed.opened.trf.clear();
    CHECK_FALSE(round_trf(typed));
}

TEST_CASE("round journal: boards typed without a TRF, their names and their numbers", "[desk][round]") {
    auto pair = typed_board("  Aronsen, Anders - Berthier, Claire ");
    REQUIRE(pair);
    CHECK(pair->first == "Aronsen, Anders");
    CHECK(pair->second == "Berthier, Claire");
    auto hyphen = typed_board("Smith-Jones, Ann - Lee, Bo"); // a hyphen inside a name is a name's
    REQUIRE(hyphen);
    CHECK(hyphen->first == "Smith-Jones, Ann");
    CHECK(typed_board("Aronsen vs Berthier").error().text() ==
          "expected \"White Name - Black Name\", got 'Aronsen vs Berthier'");
    CHECK(typed_board("A - B - C").error().text() ==
          "'A - B - C' has more than one \" - \": which one parts the two players?");
    CHECK(typed_board(" - Berthier").error().text() ==
          "' - Berthier' lacks a player's name on one side of \" - \"");
    RoundState round;
    CHECK(next_board_number(round) == 1);
    round.boards = {{1, "A", "B", 0, 0}, {7, "C", "D", 0, 0}, {3, "E", "F", 0, 0}};
    CHECK(next_board_number(round) == 8);
}
