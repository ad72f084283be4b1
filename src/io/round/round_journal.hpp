#pragma once

// The desk's round journal (docs/desk.md): everything the arbiter's desk records for one
// round of an event, with a game journal's guarantees: one record per line with its CRC-32 (the
// line format of journal_line.hpp), each synced to the disk before the desk shows it, numbered
// (`seq`), and read back after a kill with nothing lost but a torn last line (saved apart when the
// journal is reopened). The first record opens the round; boards, byes, rulings and results follow.

#include "core/result.hpp"
#include "io/journal/journal_line.hpp"
#include "io/os/synced_file.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace pendule::io {

// The first record: the event, the round, the edition of the Laws, and the pairing program's file
// as it was read (empty when the boards were typed).
struct RoundOpened {
    std::string event;
    int round = 0;
    std::string edition; // "2023"
    std::int64_t wall_ms = 0;
    std::string trf;     // the TRF text (TRF16 or TRF-2026) the boards come from, byte for byte
    std::string control; // the round's time control, a PGN TimeControl ("5400+30"): its cadence
    bool operator==(const RoundOpened&) const = default;
};

// A board of the round: its players (names as the desk shows them) and their starting ranks in
// the TRF (0 when typed).
struct BoardPaired {
    int board = 0;
    std::string white;
    std::string black;
    int white_rank = 0;
    int black_rank = 0;
    bool operator==(const BoardPaired&) const = default;
};

// A player without a board this round: a bye or an absence (TRF codes H, F, U, Z).
struct PlayerUnpaired {
    int rank = 0;
    std::string name;
    char code = 'Z';
    bool operator==(const PlayerUnpaired&) const = default;
};

// A ruling given for a board: the question, the facts read from the clock (times, moves: -1 when
// not given), the article and edition applied, the verdict and its explanation, and what the
// arbiter set on the clock afterwards (-1: unchanged), an increment for both included (III.4; a
// journal written before it has none: -1).
struct RulingGiven {
    int board = 0;
    std::int64_t wall_ms = 0;
    std::string question; // "illegal", "claim", "flag", "resignation", "increment", "correction"
    std::string player;   // whom it concerns: "white", "black" (the claimant, the offender...)
    std::string article;
    std::string edition;
    std::string verdict;
    std::string explanation;
    std::int64_t white_ms = -1;
    std::int64_t black_ms = -1;
    int moves = -1;
    std::int64_t set_white_ms = -1;
    std::int64_t set_black_ms = -1;
    int set_moves = -1;
    std::int64_t set_increment_ms = -1;
    std::string position; // the FEN of the position ruled on (the game's last, or one set up), or ""
    bool operator==(const RulingGiven&) const = default;
};

// A board's result ("1-0", "0-1", "1/2-1/2", forfeits "+-", "-+", "0-0") and why. A later result
// for the same board replaces it (a correction), both stay in the journal. The reason is English
// words; a result confirmed from a clock's proposal also keeps the clock's code for it
// (core/arbiter/reason_code.hpp), which every desk words in its own language, so that the record
// means the same whichever language the desk that wrote it spoke. Empty: typed at the desk, or an
// older journal.
struct ResultSet {
    int board = 0;
    std::int64_t wall_ms = 0;
    std::string result;
    std::string reason;
    std::string reason_code = "";
    bool operator==(const ResultSet&) const = default;
};

// The round's variant (a TRF file has none): every board plays Chess960 from start position
// `start` (0 to 959, 518 the usual array), whose FEN `fen` is written out for other readers. Right
// after the opening record, once; a round without it is standard chess.
struct RoundVariant {
    std::string variant = "chess960";
    int start = 518;
    std::string fen; // the start position's FEN (X-FEN), as rules::Position::chess960_start(start) writes it
    bool operator==(const RoundVariant&) const = default;
};
// The record of a Chess960 round starting from `number`: an Error when the number is not 0 .. 959.
Result<RoundVariant> chess960_round(int number);

using RoundRecord =
    std::variant<RoundOpened, BoardPaired, PlayerUnpaired, RulingGiven, ResultSet, RoundVariant>;

// The record's line (kind and fields, `seq` first) and back. Reading refuses a record whose fields
// are missing or malformed, naming the field.
JournalLine encode_round_record(const RoundRecord& record, std::int64_t seq);
Result<RoundRecord> decode_round_record(const JournalLine& line);

// What a round journal's text holds, as far as it could be read.
struct RoundRead {
    std::vector<RoundRecord> records;
    std::vector<std::string> warnings; // a torn last line
    std::optional<Error> error;        // reading stopped here: a damaged record in the middle
    std::size_t valid_bytes = 0;       // the readable prefix, to append after
};

// An Error when nothing is usable (empty, not a round journal); otherwise the records up to the
// first damaged one.
Result<RoundRead> parse_round_journal(std::string_view text, const std::string& origin);
Result<RoundRead> read_round_journal_file(const std::filesystem::path& path);

// The round as its records describe it.
struct RoundState {
    RoundOpened opened;
    std::optional<RoundVariant> variant; // a Chess960 round; nothing: standard chess
    std::vector<BoardPaired> boards;
    std::vector<PlayerUnpaired> unpaired;
    std::vector<RulingGiven> rulings;
    std::map<int, ResultSet> results;   // by board, the last one
    std::vector<ResultSet> corrections; // results replaced by a later one, in order

    const BoardPaired* board(int number) const;
};
RoundState round_state(const RoundRead& read);

// A board typed without a TRF, "White Name - Black Name": the two names, trimmed. An Error when
// the text has no " - " between two names, or more than one.
Result<std::pair<std::string, std::string>> typed_board(std::string_view text);
// The number a board added to the round gets: one more than the highest (1 for the first).
int next_board_number(const RoundState& round);

// Appends records to a round journal, each synced before append() returns.
class RoundJournalWriter {
  public:
    // A new journal at `path` (never over an existing file) with its opening record.
    static Result<RoundJournalWriter> create(const std::filesystem::path& path, const RoundOpened& opened);
    // An existing journal, after its last whole record (a torn line is saved to FILE.torn).
    static Result<RoundJournalWriter> reopen(const std::filesystem::path& path, const RoundRead& read);
    // An existing journal, locked against other writers, then read under the lock (`read` gets what
    // it holds) and reopened after its last whole record: read and append cannot interleave with
    // another program's. An Error when it cannot be read, or is damaged before its end.
    static Result<RoundJournalWriter> open(const std::filesystem::path& path, RoundRead& read);

    [[nodiscard]] std::optional<Error> append(const RoundRecord& record);
    const std::filesystem::path& path() const { return file_.path(); }

  private:
    RoundJournalWriter(SyncedFile file, std::int64_t next_seq)
        : file_(std::move(file)), next_seq_(next_seq) {}
    SyncedFile file_;
    std::int64_t next_seq_ = 1;
};

// The pairing program's file with the round's results, byes and absences written in, in the form
// it came in (io/round/trf.hpp), for the next pairing:
// an Error when the round did not come from a TRF, or a result's board has no ranks.
Result<std::string> round_trf(const RoundState& round);

} // namespace pendule::io
