#include "io/round/round_journal.hpp"

#include "core/parse.hpp"
#include "core/rules/position.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/round/trf.hpp"

#include <algorithm>

namespace pendule::io {

namespace {

constexpr std::string_view opened_kind = "pendule-round";
constexpr int format_version = 1;

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

// The fields of one record as read: each missing or malformed one is named.
class Fields {
  public:
    explicit Fields(const JournalLine& line) : line_(line) {}

    std::string text(std::string_view key) {
        const auto value = line_.get(key);
        if (!value)
            missing(key);
        return value ? std::string(*value) : std::string();
    }
    std::int64_t number(std::string_view key) {
        const auto value = line_.get(key);
        if (!value) {
            missing(key);
            return 0;
        }
        const auto n = parse_integer(*value);
        if (!n && !problem_)
            problem_ = "field '" + std::string(key) + "' is not a whole number";
        return n.value_or(0);
    }
    int small(std::string_view key) { return static_cast<int>(number(key)); }
    // Fields that older journals do not have: `absent` when missing.
    std::string text_or(std::string_view key, std::string_view absent) {
        const auto value = line_.get(key);
        return std::string(value ? *value : absent);
    }
    std::int64_t number_or(std::string_view key, std::int64_t absent) {
        return line_.get(key) ? number(key) : absent;
    }
    const std::optional<std::string>& problem() const { return problem_; }

  private:
    void missing(std::string_view key) {
        if (!problem_)
            problem_ = "field '" + std::string(key) + "' is missing";
    }
    const JournalLine& line_;
    std::optional<std::string> problem_;
};

std::string kind_of(const RoundRecord& record) {
    return std::visit(Overloaded{[](const RoundOpened&) { return std::string(opened_kind); },
                                 [](const BoardPaired&) { return std::string("board"); },
                                 [](const PlayerUnpaired&) { return std::string("unpaired"); },
                                 [](const RulingGiven&) { return std::string("ruling"); },
                                 [](const ResultSet&) { return std::string("result"); },
                                 [](const RoundVariant&) { return std::string("variant"); }},
                      record);
}

} // namespace

JournalLine encode_round_record(const RoundRecord& record, std::int64_t seq) {
    JournalLine line;
    line.kind = kind_of(record);
    line.add("seq", seq);
    std::visit(
        Overloaded{[&](const RoundOpened& r) {
                       line.add("format", std::int64_t{format_version})
                           .add("event", r.event)
                           .add("round", std::int64_t{r.round})
                           .add("edition", r.edition)
                           .add("wall_ms", r.wall_ms)
                           .add("trf", r.trf)
                           .add("control", r.control);
                   },
                   [&](const RoundVariant& r) {
                       line.add("variant", r.variant).add("start", std::int64_t{r.start}).add("fen", r.fen);
                   },
                   [&](const BoardPaired& r) {
                       line.add("board", std::int64_t{r.board})
                           .add("white", r.white)
                           .add("black", r.black)
                           .add("white_rank", std::int64_t{r.white_rank})
                           .add("black_rank", std::int64_t{r.black_rank});
                   },
                   [&](const PlayerUnpaired& r) {
                       line.add("rank", std::int64_t{r.rank})
                           .add("name", r.name)
                           .add("code", std::string(1, r.code));
                   },
                   [&](const RulingGiven& r) {
                       line.add("board", std::int64_t{r.board})
                           .add("wall_ms", r.wall_ms)
                           .add("question", r.question)
                           .add("player", r.player)
                           .add("article", r.article)
                           .add("edition", r.edition)
                           .add("verdict", r.verdict)
                           .add("explanation", r.explanation)
                           .add("white_ms", r.white_ms)
                           .add("black_ms", r.black_ms)
                           .add("moves", std::int64_t{r.moves})
                           .add("set_white_ms", r.set_white_ms)
                           .add("set_black_ms", r.set_black_ms)
                           .add("set_moves", std::int64_t{r.set_moves})
                           .add("set_increment_ms", r.set_increment_ms)
                           .add("position", r.position);
                   },
                   [&](const ResultSet& r) {
                       line.add("board", std::int64_t{r.board})
                           .add("wall_ms", r.wall_ms)
                           .add("result", r.result)
                           .add("reason", r.reason);
                       if (!r.reason_code.empty()) // only a clock's result has one
                           line.add("reason_code", r.reason_code);
                   }},
        record);
    return line;
}

Result<RoundRecord> decode_round_record(const JournalLine& line) {
    Fields f(line);
    RoundRecord record;
    if (line.kind == opened_kind) {
        const std::int64_t format = f.number("format");
        if (!f.problem() && format > format_version)
            return fail("round journal format " + std::to_string(format) + " is newer than this program's (" +
                        std::to_string(format_version) + ")");
        record = RoundOpened{f.text("event"),     f.small("round"), f.text("edition"),
                             f.number("wall_ms"), f.text("trf"),    f.text("control")};
    } else if (line.kind == "board") {
        record = BoardPaired{f.small("board"), f.text("white"), f.text("black"), f.small("white_rank"),
                             f.small("black_rank")};
    } else if (line.kind == "unpaired") {
        const int rank = f.small("rank");
        std::string name = f.text("name");
        const std::string code = f.text("code");
        if (!f.problem() && code.size() != 1)
            return fail("field 'code' must be one letter (H, F, U, Z)");
        record = PlayerUnpaired{rank, std::move(name), code.empty() ? 'Z' : code[0]};
    } else if (line.kind == "ruling") {
        RulingGiven r;
        r.board = f.small("board");
        r.wall_ms = f.number("wall_ms");
        r.question = f.text("question");
        r.player = f.text("player");
        r.article = f.text("article");
        r.edition = f.text("edition");
        r.verdict = f.text("verdict");
        r.explanation = f.text("explanation");
        r.white_ms = f.number("white_ms");
        r.black_ms = f.number("black_ms");
        r.moves = f.small("moves");
        r.set_white_ms = f.number("set_white_ms");
        r.set_black_ms = f.number("set_black_ms");
        r.set_moves = f.small("set_moves");
        r.set_increment_ms = f.number_or("set_increment_ms", -1); // absent before III.4 at the desk
        r.position = f.text_or("position", "");                   // absent before the desk's board
        record = std::move(r);
    } else if (line.kind == "variant") {
        RoundVariant r;
        r.variant = f.text("variant");
        r.start = f.small("start");
        r.fen = f.text("fen");
        if (f.problem())
            return fail(*f.problem() + " in a 'variant' record");
        if (r.variant != "chess960")
            return fail("field 'variant': '" + r.variant.substr(0, 30) + "' is not known (chess960)");
        auto expected = chess960_round(r.start);
        if (!expected)
            return fail("field 'start': " + expected.error().message);
        if (expected->fen != r.fen)
            return fail("field 'fen': '" + r.fen.substr(0, 100) + "' is not start position " +
                        std::to_string(r.start) + " (" + expected->fen + ")");
        record = std::move(r);
    } else if (line.kind == "result") {
        record = ResultSet{f.small("board"), f.number("wall_ms"), f.text("result"), f.text("reason"),
                           f.text_or("reason_code", "")};
    } else {
        return fail("unknown record '" + line.kind.substr(0, 30) + "'");
    }
    if (f.problem())
        return fail(*f.problem() + " in a '" + line.kind + "' record");
    return record;
}

Result<RoundRead> parse_round_journal(std::string_view text, const std::string& origin) {
    RoundRead read;
    if (text.empty())
        return fail("empty file: not a round journal", origin);
    std::size_t pos = 0;
    int number = 0;
    std::int64_t expected_seq = 1;
    while (pos < text.size()) {
        ++number;
        const std::size_t newline = text.find('\n', pos);
        const bool complete = newline != std::string_view::npos;
        const std::size_t end = complete ? newline : text.size();
        const std::string_view raw = text.substr(pos, end - pos);
        const std::size_t next = complete ? newline + 1 : text.size();
        const bool is_last = next >= text.size();
        const std::string where = origin + ", line " + std::to_string(number);
        auto decoded = decode_line(raw);
        if (number == 1 && (!decoded || decoded->kind != opened_kind))
            return fail("not a Pendule round journal (the first line is not a pendule-round record)", where);
        if (!decoded) {
            if (is_last) {
                read.warnings.push_back(where + ": torn last record ignored (" + decoded.error().message +
                                        "): expected after a crash, the records before it are kept");
                break;
            }
            read.error = fail(decoded.error().message + "; the " + std::to_string(read.records.size()) +
                                  " records before it are kept, nothing after it is read",
                              where);
            break;
        }
        auto record = decode_round_record(*decoded);
        if (!record) {
            read.error = fail(record.error().message + "; the records before it are kept", where);
            break;
        }
        const auto seq = decoded->get("seq");
        if (!seq || *seq != std::to_string(expected_seq)) {
            read.error =
                fail("record number " + std::string(seq.value_or("(none)")) + " where " +
                         std::to_string(expected_seq) + " was expected (a record is missing or repeated)",
                     where);
            break;
        }
        if (number > 1 && std::holds_alternative<RoundOpened>(*record)) {
            read.error = fail("a second pendule-round record: one journal per round", where);
            break;
        }
        // The variant is the round's: said once, before any board is played.
        if (number != 2 && std::holds_alternative<RoundVariant>(*record)) {
            read.error = fail("a variant record after the round's first boards: it follows the pendule-round "
                              "record, once",
                              where);
            break;
        }
        ++expected_seq;
        read.records.push_back(std::move(record.value()));
        read.valid_bytes = next;
        pos = next;
    }
    return read;
}

Result<RoundRead> read_round_journal_file(const std::filesystem::path& path) {
    const auto text = read_text_file(path);
    if (!text)
        return fail("cannot open or read the round journal", text_of(path));
    return parse_round_journal(*text, text_of(path));
}

Result<RoundVariant> chess960_round(int number) {
    auto start = rules::Position::chess960_start(number);
    if (!start)
        return fail("expected a Chess960 start position from 0 to 959 (518 the usual one), got " +
                    std::to_string(number));
    return RoundVariant{"chess960", number, start->fen()};
}

const BoardPaired* RoundState::board(int number) const {
    for (const BoardPaired& b : boards)
        if (b.board == number)
            return &b;
    return nullptr;
}

RoundState round_state(const RoundRead& read) {
    RoundState state;
    for (const RoundRecord& record : read.records)
        std::visit(Overloaded{[&](const RoundOpened& r) { state.opened = r; },
                              [&](const BoardPaired& r) { state.boards.push_back(r); },
                              [&](const PlayerUnpaired& r) { state.unpaired.push_back(r); },
                              [&](const RulingGiven& r) { state.rulings.push_back(r); },
                              [&](const RoundVariant& r) { state.variant = r; },
                              [&](const ResultSet& r) {
                                  const auto earlier = state.results.find(r.board);
                                  if (earlier != state.results.end())
                                      state.corrections.push_back(earlier->second);
                                  state.results[r.board] = r;
                              }},
                   record);
    return state;
}

Result<RoundJournalWriter> RoundJournalWriter::create(const std::filesystem::path& path,
                                                      const RoundOpened& opened) {
    auto file = SyncedFile::create_new(path, "the round journal");
    if (!file)
        return file.error();
    RoundJournalWriter writer(std::move(file.value()), 1);
    if (auto error = writer.append(opened))
        return *error;
    return writer;
}

Result<RoundJournalWriter> RoundJournalWriter::reopen(const std::filesystem::path& path,
                                                      const RoundRead& read) {
    if (read.error)
        return fail("the round journal is damaged before its end (" + read.error->text() +
                        "): copy it aside and start a new one from the same TRF",
                    text_of(path));
    auto file = SyncedFile::reopen(path, read.valid_bytes, "the round journal");
    if (!file)
        return file.error();
    return RoundJournalWriter(std::move(file.value()), static_cast<std::int64_t>(read.records.size()) + 1);
}

Result<RoundJournalWriter> RoundJournalWriter::open(const std::filesystem::path& path, RoundRead& read) {
    auto file = SyncedFile::open_exclusive(path, "the round journal");
    if (!file)
        return file.error();
    auto text = file->contents();
    if (!text)
        return text.error();
    auto parsed = parse_round_journal(*text, text_of(path));
    if (!parsed)
        return parsed.error();
    read = std::move(parsed.value());
    if (read.error)
        return fail("the round journal is damaged before its end (" + read.error->text() +
                        "): copy it aside and start a new one from the same TRF",
                    text_of(path));
    if (auto error = file->keep_first(read.valid_bytes))
        return *error;
    return RoundJournalWriter(std::move(file.value()), static_cast<std::int64_t>(read.records.size()) + 1);
}

std::optional<Error> RoundJournalWriter::append(const RoundRecord& record) {
    if (auto error = file_.append(encode_line(encode_round_record(record, next_seq_))))
        return error;
    ++next_seq_;
    return std::nullopt;
}

Result<std::pair<std::string, std::string>> typed_board(std::string_view text) {
    std::string quoted("'");
    quoted.append(text).append("'");
    const auto dash = text.find(" - ");
    if (dash == std::string_view::npos)
        return fail(std::string("expected \"White Name - Black Name\", got ").append(quoted));
    if (text.find(" - ", dash + 1) != std::string_view::npos)
        return fail(quoted.append(" has more than one \" - \": which one parts the two players?"));
    std::string white(trim(text.substr(0, dash), " \t"));
    std::string black(trim(text.substr(dash + 3), " \t"));
    if (white.empty() || black.empty())
        return fail(quoted.append(" lacks a player's name on one side of \" - \""));
    return std::pair{std::move(white), std::move(black)};
}

int next_board_number(const RoundState& round) {
    int highest = 0;
    for (const BoardPaired& b : round.boards)
        highest = std::max(highest, b.board);
    return highest + 1;
}

Result<std::string> round_trf(const RoundState& round) {
    if (round.opened.trf.empty())
        return fail(
            "this round's boards were typed, not read from a TRF file: there is no file to write back");
    auto tournament = trf::read(round.opened.trf, "the round journal's TRF");
    if (!tournament)
        return tournament.error();
    for (const auto& [number, result] : round.results) {
        const BoardPaired* board = round.board(number);
        if (!board || board->white_rank == 0 || board->black_rank == 0)
            return fail("board " + std::to_string(number) + " has no starting ranks from the TRF");
        if (auto error = trf::set_result(*tournament, round.opened.round, board->white_rank,
                                         board->black_rank, result.result))
            return fail(error->message, "board " + std::to_string(number));
    }
    // The byes and absences of the round are the pairing program's: their lines go back as read.
    return trf::write(*tournament);
}

} // namespace pendule::io
