#include "hall/link/hall_record.hpp"

#include "io/round/board_setup.hpp"

#include "core/parse.hpp"

#include <vector>

namespace pendule::hall {

namespace {

constexpr std::string_view header_kind = "pendule-journal";

std::vector<std::string_view> split_levels(std::string_view topic) {
    std::vector<std::string_view> levels;
    std::size_t pos = 0;
    while (true) {
        const std::size_t slash = topic.find('/', pos);
        levels.push_back(topic.substr(pos, slash == std::string_view::npos ? slash : slash - pos));
        if (slash == std::string_view::npos)
            return levels;
        pos = slash + 1;
    }
}

} // namespace

bool is_valid_event_name(std::string_view event) {
    return io::is_event_name(event);
}

std::string board_topic(std::string_view event, int board, std::string_view leaf) {
    return "pendule/" + std::string(event) + "/board/" + std::to_string(board) + "/" + std::string(leaf);
}

Result<HallTopic> parse_topic(std::string_view topic) {
    const std::string where = "topic '" + std::string(topic.substr(0, 200)) + "'";
    const auto levels = split_levels(topic);
    if (levels.size() != 5 || levels[0] != "pendule" || levels[2] != "board")
        return fail(
            "not a board topic (expected pendule/<event>/board/<n>/journal|status|state|round|resend)",
            where);
    if (!is_valid_event_name(levels[1]))
        return fail("the event name is empty or not usable as a topic level", where);
    const auto board = parse_integer(levels[3]);
    // A leading zero would give two topics for one board.
    if (!board || *board < 1 || *board > 9999 || levels[3].front() == '0')
        return fail("the board number '" + std::string(levels[3].substr(0, 20)) + "' is not 1 to 9999",
                    where);
    if (levels[4] != "journal" && levels[4] != "status" && levels[4] != "resend" && levels[4] != "state" &&
        levels[4] != "round" && levels[4] != "setup")
        return fail("unknown topic leaf '" + std::string(levels[4].substr(0, 30)) + "'", where);
    return HallTopic{std::string(levels[1]), static_cast<int>(*board), std::string(levels[4])};
}

Result<HallRecord> parse_hall_record(std::string_view topic, std::string_view payload,
                                     const std::optional<std::string>& only_event) {
    auto parsed = parse_topic(topic);
    if (!parsed)
        return parsed.error();
    const HallTopic& t = *parsed;
    const std::string where = "event " + t.event + ", board " + std::to_string(t.board);
    if (only_event && t.event != *only_event)
        return fail("another event than " + *only_event + " (ignored)", where);
    if (t.leaf != "journal")
        return fail("not a journal topic", where);
    // The line as written ends with its '\n'; a payload without it is accepted, since the CRC
    // covers everything else.
    std::string_view line = payload;
    if (!line.empty() && line.back() == '\n')
        line.remove_suffix(1);
    if (line.empty())
        return fail("empty payload", where);
    if (line.find('\n') != std::string_view::npos)
        return fail("the payload holds more than one line", where);
    auto decoded = io::decode_line(line);
    if (!decoded)
        return fail(decoded.error().message, where);
    HallRecord record{t.event, t.board, 0, decoded->kind, std::string(line)};
    if (decoded->kind == header_kind) {
        // The header names the board the clock was set up for; another number means a clock
        // configured for one board publishing under another's topic.
        const auto board = decoded->get("board");
        if (board && !board->empty() && *board != std::to_string(t.board))
            return fail("the journal's header names board '" + std::string(board->substr(0, 20)) +
                            "', not the topic's",
                        where);
        return record;
    }
    const auto seq_text = decoded->get("seq");
    const auto seq = seq_text ? parse_integer(*seq_text) : std::nullopt;
    if (!seq || *seq < 1)
        return fail("the '" + decoded->kind.substr(0, 30) + "' record has no valid seq", where);
    record.seq = *seq;
    return record;
}

SeqOrder seq_order(std::int64_t last_seq, std::int64_t seq) {
    if (seq <= last_seq)
        return SeqOrder::Duplicate;
    return seq == last_seq + 1 ? SeqOrder::Next : SeqOrder::Gap;
}

bool is_valid_round(std::string_view round) {
    return io::is_round_name(round);
}

namespace {

std::optional<std::int64_t> parse_seq(std::string_view text) {
    const auto seq = parse_integer(text);
    if (!seq || *seq < 0 || (text.size() > 1 && text.front() == '0'))
        return std::nullopt;
    return seq;
}

} // namespace

std::optional<ResendRange> parse_resend_request(std::string_view payload) {
    while (!payload.empty() && (payload.back() == '\n' || payload.back() == '\r'))
        payload.remove_suffix(1);
    const std::size_t dash = payload.find('-');
    const auto from = parse_seq(payload.substr(0, dash));
    if (!from)
        return std::nullopt;
    if (dash == std::string_view::npos)
        return ResendRange{*from};
    const auto to = parse_seq(payload.substr(dash + 1));
    if (!to || *to < *from || *to == INT64_MAX)
        return std::nullopt;
    return ResendRange{*from, *to};
}

std::string resend_payload(const ResendRange& range) {
    std::string payload = std::to_string(range.from);
    if (range.to != INT64_MAX)
        payload += '-' + std::to_string(range.to);
    return payload;
}

} // namespace pendule::hall
