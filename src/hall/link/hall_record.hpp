#pragma once

// One message received by the hall from a board: the topic says which event and board
// sent it, the payload is one journal line exactly as the board wrote it (docs/journal.md). This
// file checks both with the journal's own line reader (io/journal_line), so that the hall and
// `pendule-cli replay` agree on what a valid line is. Pure: no broker, no database.

#include "core/result.hpp"
#include "io/journal/journal_line.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::hall {

// What a topic `pendule/<event>/board/<n>/<leaf>` names.
struct HallTopic {
    std::string event;
    int board = 0;
    std::string leaf; // "journal", "status", "state" (the board's snapshot, state_snapshot.hpp),
                      // "round" (the round it plays), "resend" (the hall asking for records) or
                      // "setup" (the desk's set-up for the board, io/round/board_setup.hpp)
};

// The topic's parts, or an Error naming what is wrong. Boards are numbered 1 to 9999.
Result<HallTopic> parse_topic(std::string_view topic);

// The topic a board publishes under: "pendule/<event>/board/<n>/<leaf>".
std::string board_topic(std::string_view event, int board, std::string_view leaf);

// An event name may be used as one topic level: not empty, no '/', '+', '#' or control byte.
bool is_valid_event_name(std::string_view event);

// A journal line received and checked: the header is record 0, the other records carry their seq.
struct HallRecord {
    std::string event;
    int board = 0;
    std::int64_t seq = 0;
    std::string kind; // "pendule-journal" for the header, else the record's kind
    std::string line; // the line as received, without its '\n'
};

// Reads one message received on `topic`. `only_event`, when set, is the one event the hall follows.
// Rejected, with what and where: a topic that is not a board's journal topic, another event, a
// payload that is not one line, a bad CRC-32 or malformed field, a record without a seq, a header
// naming another board than the topic's.
Result<HallRecord> parse_hall_record(std::string_view topic, std::string_view payload,
                                     const std::optional<std::string>& only_event);

// Where a record's seq stands against the last one stored for its board (-1: nothing stored yet).
enum class SeqOrder {
    Next,      // last + 1: the next record
    Duplicate, // already stored (QoS 1 may deliver a message twice)
    Gap,       // beyond last + 1: a record before it has not arrived yet
};
SeqOrder seq_order(std::int64_t last_seq, std::int64_t seq);

// A re-send request (pendule/<event>/board/<n>/resend, not retained): the records the hall asks a
// board for, `from` to `to`. Its payload is "FROM-TO" for a hole (the hall has TO + 1 kept aside), or
// "FROM" for every record from FROM on (the hall connected again and does not know what the board
// wrote meanwhile); in decimal, 0 or more, no sign, no leading zero, TO not below FROM.
struct ResendRange {
    std::int64_t from = 0;
    std::int64_t to = INT64_MAX; // INT64_MAX: to the board's last record
    bool operator==(const ResendRange&) const = default;
};
// Nothing when the payload is not one of the two forms.
std::optional<ResendRange> parse_resend_request(std::string_view payload);
std::string resend_payload(const ResendRange& range);

// A round as a board publishes it (pendule/<event>/board/<n>/round, retained) and as /round.pgn's
// Round tag begins ("R" of "R.B"): numbers separated by dots ("5", "2.1"), 16 characters at most.
bool is_valid_round(std::string_view round);

} // namespace pendule::hall
