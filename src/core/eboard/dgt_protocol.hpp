#pragma once

// The DGT e-board's serial protocol, without any I/O (docs/eboard.md): the frames a board sends,
// read from bytes as they come, however they are cut, and the commands a program sends it. Written
// from the protocol's published facts (the byte values, lengths and quirks in docs/eboard.md's
// sources); no code of DGT's or of another program.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pendule::eboard {

// A square's content as the board reports it: 0 empty; White's pawn, rook, knight, bishop, king,
// queen 1 to 6; Black's 7 to 12; the three "magic" pieces 13 to 15 (draw, White wins, Black wins).
using PieceCode = std::uint8_t;
inline constexpr PieceCode kEmpty = 0;
inline constexpr PieceCode kLastPieceCode = 15;

// The 64 squares in the board's order: 0 = a8, 1 = b8 ... 8 = a7 ... 63 = h1, with the connector
// on White's left. A board turned round reports square i as 63 - i.
using BoardCodes = std::array<PieceCode, 64>;

// Messages from the board (their id is the first byte without its high bit).
struct BoardDump { // 0x06: the whole board
    BoardCodes squares{};
};
struct FieldUpdate { // 0x0e: one square changed
    int field = 0;   // 0..63, the board's order
    PieceCode piece = kEmpty;
};
struct BoardVersion { // 0x13
    int major = 0;
    int minor = 0;
};
struct SerialNumber { // 0x11 (5 digits) or 0x22 (10 digits)
    std::string digits;
};
struct Trademark { // 0x12
    std::string text;
};
// 0x0d, a clock's time through the board (DGT XL, DGT 3000).
struct ClockTime {
    struct Side {
        int hours = 0;
        int minutes = 0;
        int seconds = 0;
        bool flag_fallen = false; // and the clock blocked at zero
        bool time_per_move = false;
        bool flag_shown = false;
    };
    Side right;
    Side left;
    std::uint8_t status = 0;
    bool running() const { return (status & 0x01) != 0; }
    bool lever_right_high() const { return (status & 0x02) != 0; }
    bool battery_low() const { return (status & 0x04) != 0; }
    bool clock_connected() const { return (status & 0x20) == 0; }
};
// 0x0d as well, when it carries the clock's answer to a command rather than its time.
struct ClockAck {
    std::array<std::uint8_t, 4> code{};
    bool ok() const { return code[0] == 0x10; }
    // Sent by the clock itself (ready, a button), not in answer to a command.
    bool automatic() const { return (code[1] & 0x80) != 0; }
    // The clock command it answers (code[1] echoes it), when not automatic.
    std::uint8_t command() const { return code[1]; }
};
struct BatteryStatus { // 0x20 (wireless boards)
    std::vector<std::uint8_t> bytes;
};
struct BoardMemory { // 0x0f: the board's own record of changes (up to 0x1f00 bytes)
    std::vector<std::uint8_t> bytes;
};
struct OtherMessage { // an id this reader does not decode (kept, never an error)
    std::uint8_t id = 0;
    std::vector<std::uint8_t> payload;
};

using Message = std::variant<BoardDump, FieldUpdate, BoardVersion, SerialNumber, Trademark, ClockTime,
                             ClockAck, BatteryStatus, BoardMemory, OtherMessage>;

// Reads the board's frames from bytes in any pieces. A frame is an id byte with its high bit set,
// two bytes of its total length (7 bits each, the three header bytes included), then its payload,
// every byte of which has the high bit clear. A byte with the high bit set where a payload byte is
// due starts a new frame (the one cut short is dropped); a length out of range for its id, or a
// payload that says nothing a board can say (a field past 63, a piece code past 15, a clock time
// that is not decimal) drops the frame; bytes outside any frame are dropped. Nothing is ever fatal:
// what was dropped is counted, and the last problem said.
class FrameReader {
  public:
    // The messages these bytes complete, in order.
    std::vector<Message> feed(std::span<const std::uint8_t> bytes);

    std::size_t dropped_bytes() const { return dropped_bytes_; }
    std::size_t refused_frames() const { return refused_frames_; }
    // Clock messages that were all zeros (a wireless board's way of acknowledging), left out.
    std::size_t empty_clock_messages() const { return empty_clock_messages_; }
    // What the last dropped bytes or refused frame were, in words ("" when there was none).
    const std::string& last_problem() const { return last_problem_; }

  private:
    void start(std::uint8_t id_byte);
    void finish(std::vector<Message>& out);
    void refuse(std::string problem);

    std::vector<std::uint8_t> frame_; // the header and payload read so far of the current frame
    std::size_t length_ = 0;          // its total length, once both length bytes are in
    std::size_t dropped_bytes_ = 0;
    std::size_t refused_frames_ = 0;
    std::size_t empty_clock_messages_ = 0;
    std::string last_problem_;
};

// The longest and shortest total length (header included) a frame of this id may have.
std::pair<std::size_t, std::size_t> frame_length_range(std::uint8_t id);

// Commands to the board: one byte each.
enum class BoardCommand : std::uint8_t {
    reset = 0x40,         // idle: no more updates
    send_clock = 0x41,    // one clock time
    send_board = 0x42,    // one board dump
    update = 0x43,        // field updates, and the clock's time every second
    update_board = 0x44,  // field updates only
    serial_number = 0x45, // also a keep-alive: a board that does not answer is gone
    trademark = 0x47,
    board_memory = 0x49, // the board's record of changes (about 8 s to send)
    update_nice = 0x4b,  // field updates, and the clock's time when it changes
    battery = 0x4c,
    version = 0x4d,
    long_serial_number = 0x55,
};
std::vector<std::uint8_t> encode(BoardCommand command);

// Commands to a clock through the board, each wrapped as 2b SIZE 03 SUB ... 00. A clock takes one at
// a time: send the next only after the answer (ClockCommands below).
// The eight characters of a DGT 3000 (ASCII, padded with spaces), with a beep of `beep` sixteenths of a
// second past 62.5 ms (0..15; 0: none asked).
std::vector<std::uint8_t> clock_display(std::string_view text, int beep = 0);
// Sets both times and runs the clock: `left` and `right` in seconds (up to 9:59:59), which side
// runs (none: paused).
enum class ClockRuns : std::uint8_t { none = 0x00, left = 0x01, right = 0x02 };
std::vector<std::uint8_t> clock_set_and_run(int left_seconds, int right_seconds, ClockRuns runs);
// A beep of `units` times 64 ms (1..255).
std::vector<std::uint8_t> clock_beep(int units);
// Back to the clock's own display of the times.
std::vector<std::uint8_t> clock_end_display();
std::vector<std::uint8_t> clock_version();

// The clock commands waiting for the clock, one at a time: the next is given to write only when the
// one before it was answered; a command not answered within `patience_ms`, or refused, is given once
// more, then dropped (the clock is said not to answer). Time is the caller's monotonic milliseconds.
class ClockCommands {
  public:
    explicit ClockCommands(std::int64_t patience_ms = 2000) : patience_ms_(patience_ms) {}
    void push(std::vector<std::uint8_t> command);
    // The bytes to write now, or nothing (none waiting, or the last one not answered yet).
    std::optional<std::vector<std::uint8_t>> to_send(std::int64_t now);
    // An answer from the clock: the command it answers is done (a refusal: it is sent again once).
    void on_ack(const ClockAck& ack);
    bool waiting_for_answer() const { return sent_at_.has_value(); }
    std::size_t pending() const { return queue_.size(); }
    // Every command forgotten, the one waiting for its answer too (a clock that does not answer).
    void clear() {
        queue_.clear();
        sent_at_.reset();
        refused_ = false;
        tries_ = 0;
    }
    // Commands dropped after two tries (never answered, or refused twice).
    std::size_t dropped() const { return unanswered_; }

  private:
    void next();
    std::vector<std::vector<std::uint8_t>> queue_; // front: the one sent or to send
    std::optional<std::int64_t> sent_at_;
    bool refused_ = false;
    int tries_ = 0;
    std::size_t unanswered_ = 0;
    std::int64_t patience_ms_;
};

} // namespace pendule::eboard
