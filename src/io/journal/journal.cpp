#include "io/journal/journal.hpp"

#include "core/parse.hpp"
#include "core/rules/position.hpp"
#include "io/journal/journal_line.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <array>

namespace pendule::io {

namespace {

constexpr const char* header_kind = "pendule-journal";

struct KindName {
    JournalKind kind;
    const char* name;
};

constexpr std::array<KindName, std::size(all_journal_kinds)> kind_names{{
    {JournalKind::Start, "start"},           {JournalKind::Press, "press"},
    {JournalKind::Pause, "pause"},           {JournalKind::Resume, "resume"},
    {JournalKind::SetTime, "set-time"},      {JournalKind::SetMoves, "set-moves"},
    {JournalKind::Switch, "switch"},         {JournalKind::Increment, "increment"},
    {JournalKind::Command, "command"},       {JournalKind::Decision, "decision"},
    {JournalKind::Result, "result"},         {JournalKind::Flag, "flag"},
    {JournalKind::Checkpoint, "checkpoint"}, {JournalKind::Resumed, "resumed"},
    {JournalKind::Suspend, "suspend"},       {JournalKind::Note, "note"},
    {JournalKind::SetAside, "set-aside"},    {JournalKind::WrongPin, "wrong-pin"},
    {JournalKind::BoardMove, "board-move"},  {JournalKind::BoardBack, "board-back"},
    {JournalKind::BoardLink, "board-link"},  {JournalKind::BoardClock, "board-clock"},
}};

bool is_board_clock_text(std::string_view text) {
    for (const char* known : {"pressed", "started", "stopped", "set", "flag", "connected", "disconnected"})
        if (text == known)
            return true;
    return false;
}

std::optional<JournalKind> kind_of(std::string_view name) {
    for (const auto& k : kind_names)
        if (name == k.name)
            return k.kind;
    return std::nullopt;
}

// Reads the fields of an event; an error message (naming the field) on failure.
std::optional<std::string> read_fields(const JournalLine& line, JournalEvent& event) {
    auto integer = [&](const char* key, std::int64_t& out, bool required) -> std::optional<std::string> {
        const auto text = line.get(key);
        if (!text)
            return required ? std::optional<std::string>(std::string("field ") + key + " is missing")
                            : std::nullopt;
        const auto value = parse_integer(*text);
        if (!value)
            return std::string("field ") + key + ": '" + std::string(text->substr(0, 30)) +
                   "' is not a whole number";
        out = *value;
        return std::nullopt;
    };
    auto text_field = [&](const char* key, std::string& out) {
        if (auto v = line.get(key))
            out = std::string(*v);
    };
    if (auto e = integer("seq", event.seq, true))
        return e;
    if (auto e = integer("t", event.t, true))
        return e;
    const bool needs_side = event.kind == JournalKind::Start || event.kind == JournalKind::Press ||
                            event.kind == JournalKind::SetTime || event.kind == JournalKind::SetMoves ||
                            event.kind == JournalKind::Flag || event.kind == JournalKind::BoardMove;
    if (auto side = line.get("side")) {
        if (*side == "white")
            event.side = clock::Side::White;
        else if (*side == "black")
            event.side = clock::Side::Black;
        else
            return "field side: '" + std::string(side->substr(0, 30)) + "' is neither white nor black";
    } else if (needs_side) {
        return std::string("field side is missing");
    }
    const bool needs_value = event.kind == JournalKind::SetTime || event.kind == JournalKind::SetMoves ||
                             event.kind == JournalKind::Increment || event.kind == JournalKind::WrongPin ||
                             event.kind == JournalKind::BoardMove || event.kind == JournalKind::BoardBack ||
                             event.kind == JournalKind::BoardClock;
    if (auto e = integer("value", event.value, needs_value))
        return e;
    if (auto e = integer("wall", event.wall_ms,
                         event.kind == JournalKind::Checkpoint || event.kind == JournalKind::SetAside ||
                             event.kind == JournalKind::WrongPin || event.kind == JournalKind::BoardClock))
        return e;
    if (auto e = integer("white_ms", event.white_ms, false))
        return e;
    if (auto e = integer("black_ms", event.black_ms, false))
        return e;
    text_field("text", event.text);
    text_field("article", event.article);
    text_field("edition", event.edition);
    text_field("outcome", event.outcome);
    text_field("reason", event.reason);
    text_field("score", event.score);
    text_field("reason_code", event.reason_code);
    text_field("move", event.move);
    text_field("fen", event.fen);
    if (event.kind == JournalKind::Result && event.score.empty())
        return std::string("field score is missing");
    if (event.kind == JournalKind::BoardMove && event.move.empty())
        return std::string("field move is missing");
    if ((event.kind == JournalKind::BoardLink || event.kind == JournalKind::BoardClock) && event.text.empty())
        return std::string("field text is missing");
    if (event.kind == JournalKind::BoardClock) {
        if (auto e = integer("white_ms", event.white_ms, true))
            return e;
        if (auto e = integer("black_ms", event.black_ms, true))
            return e;
        if (event.white_ms < 0 || event.black_ms < 0)
            return std::string("field white_ms or black_ms: a clock shows no negative time");
        if ((event.text == "pressed" || event.text == "flag") && !event.side)
            return std::string("field side is missing");
        if (!is_board_clock_text(event.text))
            return "field text: '" + event.text.substr(0, 30) + "' is no state of a board's clock";
    }
    if ((event.kind == JournalKind::BoardMove || event.kind == JournalKind::BoardBack ||
         event.kind == JournalKind::BoardClock) &&
        event.value < 0)
        return std::string("field value: a negative ply");
    if (event.t < 0)
        return std::string("field t: negative time");
    return std::nullopt;
}

Result<JournalHeader> read_header(const JournalLine& line, const std::string& where) {
    JournalHeader header;
    const auto format = line.get("format");
    const auto format_number = format ? parse_integer(*format) : std::nullopt;
    if (!format_number || *format_number < 1)
        return fail("journal header without a valid format version", where);
    if (*format_number > journal_format)
        return fail("journal format " + std::to_string(*format_number) +
                        " is newer than this program reads (format " + std::to_string(journal_format) +
                        "): written by pendule " + std::string(line.get("program").value_or("?")) +
                        ", open it with that version or a newer one",
                    where);
    header.format = static_cast<int>(*format_number);
    header.program = std::string(line.get("program").value_or(""));
    if (auto wall = line.get("created_wall"))
        header.created_wall_ms = parse_integer(*wall).value_or(0);
    const auto control = line.get("control");
    if (!control)
        return fail("journal header without the time control (field control)", where);
    const std::string name(line.get("preset").value_or("journal"));
    auto preset = parse_preset(*control, where + ": field control", name);
    if (!preset)
        return preset.error();
    header.preset = std::move(preset.value());
    header.preset.source = "journal";
    header.white = std::string(line.get("white").value_or(""));
    header.black = std::string(line.get("black").value_or(""));
    header.board = std::string(line.get("board").value_or(""));
    header.white_side = std::string(line.get("white_side").value_or("left"));
    header.edition = std::string(line.get("edition").value_or("2023"));
    header.event = std::string(line.get("event").value_or(""));
    header.round = std::string(line.get("round").value_or(""));
    header.variant = std::string(line.get("variant").value_or(""));
    if (!header.variant.empty() && header.variant != "chess960")
        return fail("journal header: variant '" + header.variant + "' is not known (chess960 or none)",
                    where + ": field variant");
    header.start_fen = std::string(line.get("start").value_or(""));
    if (!header.start_fen.empty()) {
        const auto start = rules::Position::from_fen(
            header.start_fen, rules::FenMaterial::Reachable,
            header.variant == "chess960" ? rules::FenRules::Chess960 : rules::FenRules::Standard);
        if (!start)
            return fail(start.error().text(), where + ": field start");
    }
    return header;
}

std::string line_where(const std::string& origin, int number) {
    return origin + ": line " + std::to_string(number);
}

// The last set-aside record among the whole lines from `pos` on (after a damaged record), if any.
std::optional<JournalEvent> find_set_aside(std::string_view text, std::size_t pos, int number) {
    std::optional<JournalEvent> found;
    while (pos < text.size()) {
        ++number;
        const std::size_t newline = text.find('\n', pos);
        if (newline == std::string_view::npos)
            break;
        auto decoded = decode_line(text.substr(pos, newline - pos));
        pos = newline + 1;
        if (!decoded || decoded->kind != "set-aside")
            continue;
        JournalEvent event;
        event.kind = JournalKind::SetAside;
        event.line = number;
        if (!read_fields(*decoded, event))
            found = std::move(event);
    }
    return found;
}

// One record line after the header, checked as every reader of a journal checks it, in this order:
// its CRC and syntax, its kind, its fields, its seq (`expected_seq`), its time (not before
// `last_t`). parse_journal words each fault; read_more_records only needs to know there is one.
struct RecordCheck {
    enum class Fault { None, Damaged, UnknownKind, Fields, Seq, Time };
    Fault fault = Fault::None;
    std::string message; // what is wrong (Fault::None: empty)
    JournalEvent event;  // read (Fault::None), as far as it was read otherwise
};

RecordCheck check_record(std::string_view raw, int line, std::int64_t expected_seq, clock::TimePoint last_t) {
    RecordCheck check;
    using Fault = RecordCheck::Fault;
    auto decoded = decode_line(raw);
    if (!decoded)
        return {Fault::Damaged, decoded.error().message, {}};
    check.event.line = line;
    const auto kind = kind_of(decoded->kind);
    if (!kind)
        return {Fault::UnknownKind, "unknown record '" + decoded->kind.substr(0, 30) + "'", {}};
    check.event.kind = *kind;
    if (auto problem = read_fields(*decoded, check.event)) {
        check.fault = Fault::Fields;
        check.message = std::move(*problem);
    } else if (check.event.seq != expected_seq) {
        check.fault = Fault::Seq;
        check.message = "record number " + std::to_string(check.event.seq) + " where " +
                        std::to_string(expected_seq) + " was expected (a record is missing or repeated)";
    } else if (check.event.t < last_t) {
        check.fault = Fault::Time;
        check.message = "time " + std::to_string(check.event.t) + " ms is before the previous record's " +
                        std::to_string(last_t) + " ms";
    }
    return check;
}

} // namespace

const char* journal_kind_name(JournalKind kind) {
    for (const auto& k : kind_names)
        if (k.kind == kind)
            return k.name;
    return "?";
}

std::string encode_header(const JournalHeader& header) {
    JournalLine line;
    line.kind = header_kind;
    line.add("format", header.format)
        .add("program", header.program)
        .add("created_wall", header.created_wall_ms)
        .add("preset", header.preset.name)
        .add("white", header.white)
        .add("black", header.black)
        .add("board", header.board)
        .add("white_side", header.white_side)
        .add("edition", header.edition);
    // Written only when known, so that a journal of a game outside an event reads as before.
    if (!header.event.empty())
        line.add("event", header.event);
    if (!header.round.empty())
        line.add("round", header.round);
    // Likewise only for a Chess960 game or a set-up start: a standard game's header is unchanged.
    if (!header.variant.empty())
        line.add("variant", header.variant);
    if (!header.start_fen.empty())
        line.add("start", header.start_fen);
    line.add("control", write_preset(header.preset));
    return encode_line(line);
}

std::string encode_event(const JournalEvent& event) {
    JournalLine line;
    line.kind = journal_kind_name(event.kind);
    line.add("seq", event.seq).add("t", event.t);
    if (event.side)
        line.add("side", clock::side_name(*event.side));
    switch (event.kind) {
    case JournalKind::SetTime:
    case JournalKind::SetMoves:
    case JournalKind::Increment:
    case JournalKind::Flag:
    case JournalKind::Resumed:
    case JournalKind::Suspend:
    case JournalKind::WrongPin:
    case JournalKind::BoardMove:
    case JournalKind::BoardBack:
    case JournalKind::BoardClock:
        line.add("value", event.value);
        break;
    default:
        break;
    }
    // Required of some kinds; any other record that knows its wall time keeps it (a pause's).
    if (event.kind == JournalKind::Checkpoint || event.kind == JournalKind::Resumed ||
        event.kind == JournalKind::Suspend || event.kind == JournalKind::SetAside ||
        event.kind == JournalKind::WrongPin || event.kind == JournalKind::BoardClock || event.wall_ms != 0)
        line.add("wall", event.wall_ms);
    if (event.kind == JournalKind::BoardClock)
        line.add("white_ms", event.white_ms).add("black_ms", event.black_ms);
    if (event.kind == JournalKind::Decision) {
        line.add("article", event.article)
            .add("edition", event.edition)
            .add("white_ms", event.white_ms)
            .add("black_ms", event.black_ms)
            .add("outcome", event.outcome)
            .add("reason", event.reason);
    }
    if (event.kind == JournalKind::Result) {
        line.add("score", event.score).add("article", event.article).add("reason", event.reason);
        // Only when known, so that a withdrawn result's record, and one of a program that gives no
        // code, read as before.
        if (!event.reason_code.empty())
            line.add("reason_code", event.reason_code);
    }
    if (event.kind == JournalKind::BoardMove) {
        line.add("move", event.move);
        if (!event.article.empty())
            line.add("article", event.article);
        if (!event.fen.empty())
            line.add("fen", event.fen);
    }
    if (event.kind == JournalKind::BoardLink && !event.reason.empty())
        line.add("reason", event.reason);
    if (!event.text.empty())
        line.add("text", event.text);
    return encode_line(line);
}

namespace {

// One line of a journal's text, as parse_journal cuts it.
struct RawLine {
    std::string_view raw;
    std::size_t next = 0;  // where the following line begins
    bool complete = false; // it ends in an end of line
    bool is_last = false;
};

RawLine cut_line(std::string_view text, std::size_t pos, std::size_t usable) {
    const std::size_t newline = text.find('\n', pos);
    const bool complete = newline != std::string_view::npos && newline < usable;
    const std::size_t end = complete ? newline : usable;
    const std::size_t next = complete ? newline + 1 : usable;
    return {text.substr(pos, end - pos), next, complete, next >= usable};
}

// The length of the text without the zero bytes a crash can leave at its end (the file grew, the
// data never reached the disk), which are only a warning.
std::size_t without_zero_tail(std::string_view text, const std::string& origin, JournalRead& read) {
    std::size_t usable = text.size();
    while (usable > 0 && text[usable - 1] == '\0')
        --usable;
    if (usable < text.size())
        read.warnings.push_back(origin + ": " + std::to_string(text.size() - usable) +
                                " zero bytes at the end ignored (written when the program stopped)");
    return usable;
}

// The first line: the journal's header, or why the file is not a journal.
Result<JournalHeader> header_of(std::string_view raw, const std::string& where) {
    auto decoded = decode_line(raw);
    if (!decoded || decoded->kind != header_kind) {
        if (raw.find(header_kind) == std::string_view::npos)
            return fail("not a Pendule journal (the first line is not a pendule-journal header)", where);
        return fail("damaged journal header (" +
                        (decoded ? std::string("unexpected record kind") : decoded.error().message) + ")",
                    where);
    }
    return read_header(*decoded, where);
}

// The records after the header, taken one by one into `read` until one stops the reading.
struct RecordReader {
    std::string_view text; // without the zero bytes at its end
    const std::string& origin;
    JournalRead& read;
    std::int64_t expected_seq = 1;
    clock::TimePoint last_t = 0;

    // False when reading stops at this line.
    bool take(const RawLine& line, int number) {
        const std::string where = line_where(origin, number);
        RecordCheck check = check_record(line.raw, number, expected_seq, last_t);
        using Fault = RecordCheck::Fault;
        if (check.fault == Fault::Damaged) {
            if (line.is_last)
                read.warnings.push_back(where + ": torn last record ignored (" + check.message + ", " +
                                        std::to_string(line.raw.size()) +
                                        " bytes): expected after a crash, the records before it are kept");
            else
                stop(fail(check.message + "; the " + std::to_string(read.events.size()) +
                              " records before it are kept, nothing after it is read",
                          where),
                     line, number);
            return false;
        }
        if (!line.complete) // the CRC is right but the line never got its end of line: the record is whole
            read.warnings.push_back(where + ": last record has no end of line (kept: its CRC-32 is right)");
        if (check.fault == Fault::UnknownKind) {
            read.warnings.push_back(where + ": " + check.message + " skipped");
        } else if (check.fault != Fault::None) {
            stop(
                fail(check.message + (check.fault == Fault::Fields ? "; the records before it are kept" : ""),
                     where),
                line, number);
            return false;
        } else {
            last_t = check.event.t;
            read.events.push_back(std::move(check.event));
        }
        ++expected_seq;
        read.valid_bytes = line.next;
        return true;
    }

    void stop(Error error, const RawLine& line, int number) {
        read.error = std::move(error);
        read.set_aside_after_error = find_set_aside(text, line.next, number);
    }
};

} // namespace

Result<JournalRead> parse_journal(std::string_view text, const std::string& origin) {
    JournalRead read;
    if (text.empty())
        return fail("empty file: not a journal (no header line)", origin);
    const std::size_t usable = without_zero_tail(text, origin, read);
    if (usable == 0)
        return fail("only zero bytes: not a journal (no header line)", origin);
    const RawLine first = cut_line(text, 0, usable);
    const std::string where = line_where(origin, 1);
    auto header = header_of(first.raw, where);
    if (!header)
        return header.error();
    if (!first.complete)
        read.warnings.push_back(where + ": the header line has no end of line");
    read.header = std::move(header.value());
    read.valid_bytes = first.next;
    RecordReader records{text.substr(0, usable), origin, read};
    int number = 1;
    for (std::size_t pos = first.next; pos < usable;) {
        const RawLine line = cut_line(text, pos, usable);
        if (!records.take(line, ++number))
            break;
        pos = line.next;
    }
    return read;
}

std::optional<std::vector<JournalEvent>> read_more_records(std::string_view lines, std::int64_t next_seq,
                                                           clock::TimePoint last_t) {
    std::vector<JournalEvent> events;
    std::size_t pos = 0;
    while (pos < lines.size()) {
        const std::size_t newline = lines.find('\n', pos);
        if (newline == std::string_view::npos)
            return std::nullopt; // no end of line: parse_journal would warn
        RecordCheck check =
            check_record(lines.substr(pos, newline - pos), static_cast<int>(next_seq + 1), next_seq, last_t);
        pos = newline + 1;
        if (check.fault != RecordCheck::Fault::None)
            return std::nullopt; // parse_journal would say something (an unknown kind: a warning)
        last_t = check.event.t;
        ++next_seq;
        events.push_back(std::move(check.event));
    }
    return events;
}

Result<JournalRead> read_journal_file(const std::filesystem::path& path) {
    const auto text = read_text_file(path);
    if (!text)
        return fail("cannot open or read the journal", text_of(path));
    return parse_journal(*text, text_of(path));
}

} // namespace pendule::io
