#include "core/eboard/dgt_protocol.hpp"

#include <algorithm>

namespace pendule::eboard {

namespace {

constexpr std::uint8_t kHighBit = 0x80;

enum Id : std::uint8_t {
    board_dump = 0x06,
    clock_time = 0x0d,
    field_update = 0x0e,
    board_memory = 0x0f,
    bus_address = 0x10,
    serial_number = 0x11,
    trademark = 0x12,
    version = 0x13,
    battery = 0x20,
    long_serial_number = 0x22,
};

std::string hex(std::uint8_t byte) {
    constexpr char digits[] = "0123456789abcdef";
    return {digits[byte >> 4], digits[byte & 15]};
}

// Two BCD digits, or nothing when either is not decimal or the number is past `most`.
std::optional<int> bcd(std::uint8_t byte, int most) {
    const int tens = byte >> 4;
    const int units = byte & 15;
    if (tens > 9 || units > 9 || tens * 10 + units > most)
        return std::nullopt;
    return tens * 10 + units;
}

std::optional<ClockTime::Side> clock_side(std::uint8_t hours, std::uint8_t minutes, std::uint8_t seconds) {
    const auto m = bcd(minutes, 59);
    const auto s = bcd(seconds, 59);
    if ((hours & 0x0f) > 9 || !m || !s)
        return std::nullopt;
    ClockTime::Side side;
    side.hours = hours & 0x0f;
    side.minutes = *m;
    side.seconds = *s;
    side.flag_fallen = (hours & 0x10) != 0;
    side.time_per_move = (hours & 0x20) != 0;
    side.flag_shown = (hours & 0x40) != 0;
    return side;
}

std::string ascii(std::span<const std::uint8_t> bytes) {
    std::string text;
    for (const std::uint8_t b : bytes)
        if (b >= 0x20 && b < 0x7f)
            text += static_cast<char>(b);
    return text;
}

} // namespace

std::pair<std::size_t, std::size_t> frame_length_range(std::uint8_t id) {
    switch (id) {
    case board_dump:
        return {67, 67};
    case clock_time:
        return {10, 10};
    case field_update:
    case bus_address:
    case version:
        return {5, 5};
    case serial_number:
        return {8, 8};
    case long_serial_number:
        return {13, 13};
    case board_memory:
        return {3, 0x1f00 + 3};
    case trademark:
        return {3, 3 + 255};
    case battery:
        // Its description says 7 bytes and lists 12: either, or anything between.
        return {3, 15};
    default:
        return {3, 67};
    }
}

void FrameReader::refuse(std::string problem) {
    ++refused_frames_;
    dropped_bytes_ += frame_.size();
    last_problem_ = std::move(problem);
    frame_.clear();
    length_ = 0;
}

void FrameReader::start(std::uint8_t id_byte) {
    if (!frame_.empty())
        refuse("a frame of id 0x" + hex(frame_[0] & 0x7f) + " cut short after " +
               std::to_string(frame_.size()) + " bytes by a new one");
    frame_.assign(1, id_byte);
    length_ = 0;
}

std::vector<Message> FrameReader::feed(std::span<const std::uint8_t> bytes) {
    std::vector<Message> out;
    for (const std::uint8_t byte : bytes) {
        if (byte & kHighBit) {
            start(byte);
            continue;
        }
        if (frame_.empty()) {
            ++dropped_bytes_;
            last_problem_ = "a byte 0x" + hex(byte) + " outside any frame";
            continue;
        }
        frame_.push_back(byte);
        if (frame_.size() == 3) {
            length_ = (std::size_t{frame_[1]} << 7) | frame_[2];
            const auto [shortest, longest] = frame_length_range(frame_[0] & 0x7f);
            if (length_ < shortest || length_ > longest) {
                refuse("a frame of id 0x" + hex(frame_[0] & 0x7f) + " with a length of " +
                       std::to_string(length_) + " (" + std::to_string(shortest) + " to " +
                       std::to_string(longest) + " expected)");
                continue;
            }
        }
        if (frame_.size() >= 3 && frame_.size() == length_)
            finish(out);
    }
    return out;
}

void FrameReader::finish(std::vector<Message>& out) {
    const std::uint8_t id = frame_[0] & 0x7f;
    const std::span<const std::uint8_t> p(frame_.data() + 3, frame_.size() - 3);
    switch (id) {
    case board_dump: {
        BoardDump dump;
        for (std::size_t i = 0; i < 64; ++i) {
            if (p[i] > kLastPieceCode)
                return refuse("a board dump with the piece code " + std::to_string(p[i]) + " on square " +
                              std::to_string(i));
            dump.squares[i] = p[i];
        }
        out.emplace_back(dump);
        break;
    }
    case field_update:
        if (p[0] > 63 || p[1] > kLastPieceCode)
            return refuse("a field update of square " + std::to_string(p[0]) + " to piece code " +
                          std::to_string(p[1]));
        out.emplace_back(FieldUpdate{p[0], p[1]});
        break;
    case version:
        out.emplace_back(BoardVersion{p[0], p[1]});
        break;
    case serial_number:
    case long_serial_number:
        out.emplace_back(SerialNumber{ascii(p)});
        break;
    case trademark:
        out.emplace_back(Trademark{ascii(p)});
        break;
    case battery:
        out.emplace_back(BatteryStatus{{p.begin(), p.end()}});
        break;
    case board_memory:
        out.emplace_back(BoardMemory{{p.begin(), p.end()}});
        break;
    case clock_time: {
        if (std::all_of(p.begin(), p.end(), [](std::uint8_t b) { return b == 0; })) {
            ++empty_clock_messages_;
            break;
        }
        // An answer: a hours digit of 0x0a on either side, the answer's four bytes spread over the
        // six time bytes.
        if ((p[0] & 0x0f) == 0x0a || (p[3] & 0x0f) == 0x0a) {
            ClockAck ack;
            ack.code[0] = static_cast<std::uint8_t>((p[1] & 0x7f) | ((p[3] << 3) & 0x80));
            ack.code[1] = static_cast<std::uint8_t>((p[2] & 0x7f) | ((p[3] << 2) & 0x80));
            ack.code[2] = static_cast<std::uint8_t>((p[4] & 0x7f) | ((p[0] << 3) & 0x80));
            ack.code[3] = static_cast<std::uint8_t>((p[5] & 0x7f) | ((p[0] << 2) & 0x80));
            out.emplace_back(ack);
            break;
        }
        const auto right = clock_side(p[0], p[1], p[2]);
        const auto left = clock_side(p[3], p[4], p[5]);
        if (!right || !left)
            return refuse("a clock time that is not decimal");
        out.emplace_back(ClockTime{*right, *left, p[6]});
        break;
    }
    default:
        out.emplace_back(OtherMessage{id, {p.begin(), p.end()}});
        break;
    }
    frame_.clear();
    length_ = 0;
}

std::vector<std::uint8_t> encode(BoardCommand command) {
    return {static_cast<std::uint8_t>(command)};
}

namespace {

constexpr std::uint8_t kClockMessage = 0x2b;
constexpr std::uint8_t kClockStart = 0x03;
constexpr std::uint8_t kClockEnd = 0x00;

// 2b SIZE 03 SUB CONTENT... 00, SIZE counting from the 03 to the 00.
std::vector<std::uint8_t> clock_message(std::uint8_t sub, std::initializer_list<std::uint8_t> content) {
    std::vector<std::uint8_t> out;
    out.reserve(content.size() + 5);
    out.push_back(kClockMessage);
    out.push_back(static_cast<std::uint8_t>(content.size() + 3));
    out.push_back(kClockStart);
    out.push_back(sub);
    for (const std::uint8_t byte : content)
        out.push_back(byte);
    out.push_back(kClockEnd);
    return out;
}

} // namespace

std::vector<std::uint8_t> clock_display(std::string_view text, int beep) {
    std::array<std::uint8_t, 8> chars;
    chars.fill(' ');
    for (std::size_t i = 0; i < chars.size() && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        chars[i] = c >= 0x20 && c < 0x7f ? c : '?';
    }
    const auto b = static_cast<std::uint8_t>(std::clamp(beep, 0, 15));
    return clock_message(0x0c,
                         {chars[0], chars[1], chars[2], chars[3], chars[4], chars[5], chars[6], chars[7], b});
}

std::vector<std::uint8_t> clock_set_and_run(int left_seconds, int right_seconds, ClockRuns runs) {
    // Hours, minutes and seconds as plain numbers (not the BCD of the clock's own messages), as
    // the programs that drive these clocks send them.
    const auto hms = [](int seconds) {
        seconds = std::clamp(seconds, 0, 9 * 3600 + 59 * 60 + 59);
        return std::array<std::uint8_t, 3>{static_cast<std::uint8_t>(seconds / 3600),
                                           static_cast<std::uint8_t>(seconds / 60 % 60),
                                           static_cast<std::uint8_t>(seconds % 60)};
    };
    const auto l = hms(left_seconds);
    const auto r = hms(right_seconds);
    const auto flags = runs == ClockRuns::none ? std::uint8_t{0x04} : static_cast<std::uint8_t>(runs);
    return clock_message(0x0a, {l[0], l[1], l[2], r[0], r[1], r[2], flags});
}

std::vector<std::uint8_t> clock_beep(int units) {
    return clock_message(0x0b, {static_cast<std::uint8_t>(std::clamp(units, 1, 255))});
}

std::vector<std::uint8_t> clock_end_display() {
    return clock_message(0x03, {});
}

std::vector<std::uint8_t> clock_version() {
    return clock_message(0x09, {});
}

void ClockCommands::push(std::vector<std::uint8_t> command) {
    queue_.push_back(std::move(command));
}

std::optional<std::vector<std::uint8_t>> ClockCommands::to_send(std::int64_t now) {
    if (queue_.empty())
        return std::nullopt;
    if (sent_at_) {
        if (!refused_ && now - *sent_at_ < patience_ms_)
            return std::nullopt;
        if (tries_ >= 2) { // sent twice, never taken: dropped
            ++unanswered_;
            next();
            return to_send(now);
        }
    }
    sent_at_ = now;
    refused_ = false;
    ++tries_;
    return queue_.front();
}

void ClockCommands::on_ack(const ClockAck& ack) {
    if (!sent_at_ || ack.automatic())
        return;
    if (!ack.ok()) {
        refused_ = true; // sent again at the next to_send, or dropped after two tries
        return;
    }
    next();
}

void ClockCommands::next() {
    queue_.erase(queue_.begin());
    sent_at_.reset();
    refused_ = false;
    tries_ = 0;
}

} // namespace pendule::eboard
