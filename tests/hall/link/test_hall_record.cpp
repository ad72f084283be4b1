#include "../../io/journal/journal_fixture.hpp"
#include "hall/link/hall_record.hpp"
#include "io/journal/journal.hpp"

#include <catch2/catch.hpp>

using namespace pendule::hall;
using namespace journal_test;

namespace {

const std::string topic = "pendule/open-2026/board/12/journal";

std::string press_line(std::int64_t seq) {
    auto e = event(JournalKind::Press, 1000 * seq, Side::White);
    e.seq = seq;
    return pendule::io::encode_event(e);
}

} // namespace

TEST_CASE("a board topic names its event, board and leaf") {
    auto t = parse_topic("pendule/open-2026/board/12/status");
    REQUIRE(t);
    CHECK(t->event == "open-2026");
    CHECK(t->board == 12);
    CHECK(t->leaf == "status");
    CHECK(parse_topic("pendule/e/board/1/state")->leaf == "state");
    CHECK(board_topic("open-2026", 12, "journal") == topic);
    for (const char* bad :
         {"", "pendule", "pendule/e/board/12", "pendule/e/board/12/journal/x", "other/e/board/12/journal",
          "pendule/e/desk/12/journal", "pendule//board/1/journal", "pendule/e/board/0/journal",
          "pendule/e/board/012/journal", "pendule/e/board/x/journal", "pendule/e/board/10000/journal",
          "pendule/e/board/1/score"}) {
        INFO(bad);
        CHECK_FALSE(parse_topic(bad));
    }
}

TEST_CASE("a journal line as written is accepted with its seq, the header as record 0") {
    auto record = parse_hall_record(topic, press_line(7), std::nullopt);
    REQUIRE(record);
    CHECK(record->event == "open-2026");
    CHECK(record->board == 12);
    CHECK(record->seq == 7);
    CHECK(record->kind == "press");
    CHECK(record->line + '\n' == press_line(7));
    // Without its end of line too: the CRC covers the rest.
    CHECK(parse_hall_record(topic, record->line, std::nullopt));

    auto header = parse_hall_record(topic, pendule::io::encode_header(header_for("900+10")), "open-2026");
    REQUIRE(header);
    CHECK(header->seq == 0);
    CHECK(header->kind == "pendule-journal");
}

TEST_CASE("bad messages are refused with what and where, never a crash") {
    std::string damaged = press_line(3);
    damaged[12] = damaged[12] == 'p' ? 'q' : 'p';
    auto other_board = header_for("900+10");
    other_board.board = "13";
    const std::string two_lines = press_line(1) + press_line(2);
    struct Case {
        std::string topic, payload;
        const char* says;
    };
    const std::vector<Case> cases = {
        {topic, damaged, "CRC"},
        {topic, "garbage", "event open-2026, board 12"},
        {topic, "", "empty payload"},
        {topic, std::string("\0\xff\n", 3), "board 12"},
        {topic, two_lines, "more than one line"},
        {"pendule/blitz/board/12/journal", press_line(1), "another event than open-2026"},
        {"pendule/open-2026/board/12/status", press_line(1), "not a journal topic"},
        {"pendule/open-2026/board/twelve/journal", press_line(1), "board number"},
        {topic, pendule::io::encode_header(other_board), "names board '13'"},
        {topic, pendule::io::encode_line(pendule::io::JournalLine{"press", {{"t", "5"}}}), "no valid seq"},
    };
    for (const Case& c : cases) {
        INFO(c.topic << " " << c.payload);
        auto record = parse_hall_record(c.topic, c.payload, std::string("open-2026"));
        REQUIRE_FALSE(record);
        CHECK_THAT(record.error().text(), Catch::Contains(c.says));
    }
}

TEST_CASE("a seq is the next one, a duplicate or beyond a hole") {
    CHECK(seq_order(-1, 0) == SeqOrder::Next);
    CHECK(seq_order(-1, 1) == SeqOrder::Gap);
    CHECK(seq_order(4, 5) == SeqOrder::Next);
    CHECK(seq_order(4, 4) == SeqOrder::Duplicate);
    CHECK(seq_order(4, 0) == SeqOrder::Duplicate);
    CHECK(seq_order(4, 7) == SeqOrder::Gap);
}

TEST_CASE("a round is numbers separated by dots") {
    for (const char* good : {"1", "5", "12", "2.1", "3.1.2", "1234567890123456"})
        CHECK(is_valid_round(good));
    for (const char* bad : {"", ".", "1.", ".1", "1..2", "R5", "5 ", "-1", "1/2", "12345678901234567"}) {
        INFO(bad);
        CHECK_FALSE(is_valid_round(bad));
    }
    CHECK(parse_topic("pendule/e/board/4/round")->leaf == "round");
}

TEST_CASE("a re-send request names a hole or everything after a seq, and reads back as written") {
    CHECK(parse_resend_request("849") == ResendRange{849});
    CHECK(parse_resend_request("849-858") == ResendRange{849, 858});
    CHECK(parse_resend_request("4-4\n") == ResendRange{4, 4});
    CHECK(parse_resend_request("0") == ResendRange{0});
    for (const ResendRange& range : {ResendRange{0}, ResendRange{7, 7}, ResendRange{12, 900}})
        CHECK(parse_resend_request(resend_payload(range)) == range);
    CHECK(resend_payload(ResendRange{849, 858}) == "849-858");
    CHECK(resend_payload(ResendRange{849}) == "849");
    for (const char* bad : {"", "-", "-5", "5-", "5-3", "+5", "05", "5-07", "5--6", "5-6-7", "x", "5 - 6",
                            "1.5", "9223372036854775807-9223372036854775807", "99999999999999999999"})
        CHECK_FALSE(parse_resend_request(bad));
}
