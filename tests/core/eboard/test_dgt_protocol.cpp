#include "core/eboard/dgt_protocol.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace pendule::eboard;
using Bytes = std::vector<std::uint8_t>;

namespace {

// A field update frame: 8e 00 05 FIELD PIECE.
Bytes field_frame(int field, int piece) {
    return {0x8e, 0x00, 0x05, static_cast<std::uint8_t>(field), static_cast<std::uint8_t>(piece)};
}

Bytes dump_frame(const BoardCodes& codes) {
    Bytes out{0x86, 0x00, 0x43}; // 67 = 0x43
    out.insert(out.end(), codes.begin(), codes.end());
    return out;
}

} // namespace

TEST_CASE("dgt frames: each message read, however the bytes are cut", "[eboard]") {
    BoardCodes codes{};
    codes[0] = 8;  // a black rook on a8
    codes[63] = 2; // a white rook on h1
    Bytes stream = dump_frame(codes);
    for (const auto& part : {field_frame(12, 7), Bytes{0x93, 0x00, 0x05, 0x01, 0x02},
                             Bytes{0x91, 0x00, 0x08, '1', '2', '3', '4', '5'},
                             Bytes{0x8d, 0x00, 0x0a, 0x01, 0x23, 0x45, 0x02, 0x59, 0x07, 0x05}})
        stream.insert(stream.end(), part.begin(), part.end());
    for (std::size_t cut = 1; cut <= stream.size(); ++cut) {
        FrameReader reader;
        std::vector<Message> got;
        for (std::size_t at = 0; at < stream.size(); at += cut) {
            const std::size_t n = std::min(cut, stream.size() - at);
            for (auto& m : reader.feed(std::span(stream.data() + at, n)))
                got.push_back(std::move(m));
        }
        INFO("pieces of " << cut << " bytes");
        REQUIRE(got.size() == 5);
        CHECK(std::get<BoardDump>(got[0]).squares == codes);
        CHECK(std::get<FieldUpdate>(got[1]).field == 12);
        CHECK(std::get<FieldUpdate>(got[1]).piece == 7);
        CHECK(std::get<BoardVersion>(got[2]).major == 1);
        CHECK(std::get<BoardVersion>(got[2]).minor == 2);
        CHECK(std::get<SerialNumber>(got[3]).digits == "12345");
        const auto& clock = std::get<ClockTime>(got[4]);
        CHECK(clock.right.hours == 1);
        CHECK(clock.right.minutes == 23);
        CHECK(clock.right.seconds == 45);
        CHECK(clock.left.hours == 2);
        CHECK(clock.left.minutes == 59);
        CHECK(clock.left.seconds == 7);
        CHECK(clock.running());
        CHECK(clock.battery_low());
        CHECK(clock.clock_connected());
        CHECK(reader.dropped_bytes() == 0);
        CHECK(reader.refused_frames() == 0);
    }
}

TEST_CASE(
    "dgt frames: junk, frames cut short, bad lengths and impossible contents are dropped, the rest read",
    "[eboard]") {
    struct Case {
        const char* what;
        Bytes junk;
        std::size_t dropped;
        std::size_t refused;
        const char* problem;
    };
    const Case cases[] = {
        {"bytes outside a frame", {0x01, 0x02, 0x7f}, 3, 0, "outside any frame"},
        {"a frame cut short by the next", {0x8e, 0x00, 0x05, 0x0c}, 4, 1, "cut short"},
        {"a field update's length wrong", {0x8e, 0x00, 0x06}, 3, 1, "length of 6"},
        {"a length past 2^14 frames", {0x86, 0x7f, 0x7f}, 3, 1, "length of 16383"},
        {"a square past h1", {0x8e, 0x00, 0x05, 0x40, 0x01}, 5, 1, "square 64"},
        {"a piece code past 15", {0x8e, 0x00, 0x05, 0x01, 0x10}, 5, 1, "piece code 16"},
        {"a clock time that is not decimal",
         {0x8d, 0x00, 0x0a, 0x01, 0x6a, 0x00, 0x00, 0x00, 0x00, 0x00},
         10,
         1,
         "not decimal"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        FrameReader reader;
        Bytes stream = c.junk;
        const Bytes good = field_frame(35, 1);
        stream.insert(stream.end(), good.begin(), good.end());
        const auto got = reader.feed(stream);
        REQUIRE(got.size() == 1);
        CHECK(std::get<FieldUpdate>(got[0]).field == 35);
        CHECK(reader.dropped_bytes() == c.dropped);
        CHECK(reader.refused_frames() == c.refused);
        CHECK_THAT(reader.last_problem(), Catch::Contains(c.problem));
    }
}

TEST_CASE("dgt frames: the quirks a strict reader would refuse", "[eboard]") {
    FrameReader reader;
    // A clock message of zeros (a wireless board's answer): left out, counted.
    CHECK(reader.feed(Bytes{0x8d, 0x00, 0x0a, 0, 0, 0, 0, 0, 0, 0}).empty());
    CHECK(reader.empty_clock_messages() == 1);
    // The battery message, whose description gives two lengths: both read.
    CHECK(std::holds_alternative<BatteryStatus>(reader.feed(Bytes{0xa0, 0x00, 0x07, 80, 0, 0, 0})[0]));
    CHECK(std::holds_alternative<BatteryStatus>(
        reader.feed(Bytes{0xa0, 0x00, 0x0c, 80, 0, 0, 0, 0, 0, 0, 0, 0})[0]));
    // An id this reader does not know: kept as it is.
    const auto other = reader.feed(Bytes{0x90, 0x00, 0x05, 0x01, 0x02}); // the bus address
    CHECK(std::get<OtherMessage>(other[0]).id == 0x10);
    CHECK(reader.refused_frames() == 0);
}

TEST_CASE("dgt frames: a clock's answer told from its time", "[eboard]") {
    FrameReader reader;
    // Hours digit 0x0a on the right: an answer, its four bytes spread over the time's six.
    const auto button = reader.feed(Bytes{0x8d, 0x00, 0x0a, 0x0a, 0x10, 0x08, 0x20, 0x00, 0x31, 0x00});
    const auto& ack = std::get<ClockAck>(button[0]);
    CHECK(ack.ok());
    CHECK(ack.code[1] == 0x88); // automatic: a button
    CHECK(ack.automatic());
    CHECK(ack.code[3] == 0x31); // Back
    const auto version = reader.feed(Bytes{0x8d, 0x00, 0x0a, 0x0a, 0x10, 0x09, 0x00, 0x21, 0x00, 0x00});
    CHECK(std::get<ClockAck>(version[0]).command() == 0x09);
    CHECK(std::get<ClockAck>(version[0]).code[2] == 0x21); // version 2.1
    const auto refused = reader.feed(Bytes{0x8d, 0x00, 0x0a, 0x0a, 0x40, 0x0a, 0x00, 0x00, 0x00, 0x00});
    CHECK_FALSE(std::get<ClockAck>(refused[0]).ok());
}

TEST_CASE("dgt commands: the bytes of each", "[eboard]") {
    CHECK(encode(BoardCommand::reset) == Bytes{0x40});
    CHECK(encode(BoardCommand::send_board) == Bytes{0x42});
    CHECK(encode(BoardCommand::update_nice) == Bytes{0x4b});
    CHECK(encode(BoardCommand::version) == Bytes{0x4d});
    CHECK(encode(BoardCommand::serial_number) == Bytes{0x45});
    CHECK(clock_beep(2) == Bytes{0x2b, 0x04, 0x03, 0x0b, 0x02, 0x00});
    CHECK(clock_end_display() == Bytes{0x2b, 0x03, 0x03, 0x03, 0x00});
    CHECK(clock_version() == Bytes{0x2b, 0x03, 0x03, 0x09, 0x00});
    CHECK(clock_display("Pendule") ==
          Bytes{0x2b, 0x0c, 0x03, 0x0c, 'P', 'e', 'n', 'd', 'u', 'l', 'e', ' ', 0x00, 0x00});
    // 1:02:05 on the left, 0:01:00 on the right, the right running.
    CHECK(clock_set_and_run(3725, 60, ClockRuns::right) ==
          Bytes{0x2b, 0x0a, 0x03, 0x0a, 0x01, 0x02, 0x05, 0x00, 0x01, 0x00, 0x02, 0x00});
    CHECK(clock_set_and_run(0, 0, ClockRuns::none)[10] == 0x04); // paused
    // Plain numbers, not BCD: 0:59:59 is 00 3b 3b.
    CHECK(clock_set_and_run(3599, 0, ClockRuns::left) ==
          Bytes{0x2b, 0x0a, 0x03, 0x0a, 0x00, 0x3b, 0x3b, 0x00, 0x00, 0x00, 0x01, 0x00});
}

TEST_CASE("dgt clock commands: one at a time, each after the answer to the one before", "[eboard]") {
    ClockCommands commands(2000);
    commands.push(clock_beep(1));
    commands.push(clock_end_display());
    CHECK(commands.to_send(0) == clock_beep(1));
    CHECK_FALSE(commands.to_send(100)); // waits for the answer
    ClockAck ok;
    ok.code = {0x10, 0x0b, 0, 0};
    ClockAck button;
    button.code = {0x10, 0x88, 0, 0x31};
    commands.on_ack(button); // the clock's own message answers nothing
    CHECK_FALSE(commands.to_send(200));
    commands.on_ack(ok);
    CHECK(commands.to_send(300) == clock_end_display());
    // Not answered: sent once more after the patience, then dropped.
    CHECK_FALSE(commands.to_send(2000));
    CHECK(commands.to_send(2300) == clock_end_display());
    CHECK_FALSE(commands.to_send(4299));
    CHECK_FALSE(commands.to_send(4300));
    CHECK(commands.dropped() == 1);
    CHECK(commands.pending() == 0);
    // Refused: sent again at once.
    commands.push(clock_beep(3));
    CHECK(commands.to_send(5000) == clock_beep(3));
    ClockAck no;
    no.code = {0x40, 0x0b, 0, 0};
    commands.on_ack(no);
    CHECK(commands.to_send(5001) == clock_beep(3));
}
