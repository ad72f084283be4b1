#pragma once

// What the hall received, kept in SQLite (a real file) so that a restart loses nothing:
//   boards(event, board, white, black, last_seq, link, last_heard_wall)
//   records(event, board, seq, line)    PRIMARY KEY(event, board, seq): the board's journal
//   pending(event, board, seq, line)    records that came before one they follow (kept aside)
//   checkpoints(event, board, seq, state) the board's replay after its records 0 to seq, as text
//                                       (board_state's save_replay): the hall's start replays only
//                                       the records after it. A database of an earlier hall has
//                                       none: the table is made, and the boards replayed whole.
// A board's journal is its records 0 (the header), 1, 2, ... with no hole: a record is stored only
// when it is the next one. QoS 1 may deliver a message twice, so storing a record already stored
// (the same line) changes nothing; the same seq with another line is refused. A record beyond the
// next one is kept aside in `pending` and moved into `records` as soon as the hole is filled, so a
// redelivery out of order loses nothing and the journal never has a hole.
// Not thread-safe: the hall serialises its calls with one mutex.

#include "core/result.hpp"
#include "hall/link/board_entry.hpp"
#include "hall/link/hall_record.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct sqlite3;

namespace pendule::hall {

enum class StoreOutcome {
    Stored,    // the next record (and any kept-aside ones it unblocked)
    Duplicate, // already stored: nothing changed
    KeptAside, // beyond the next record: kept in `pending` until the hole is filled
    Refused,   // the same seq as a stored record with another line, or a database error
};

struct StoreReport {
    StoreOutcome outcome = StoreOutcome::Refused;
    std::string message; // for the log: what happened and why
    int unblocked = 0;   // kept-aside records stored after this one
};

class HallStore {
  public:
    // Opens (or creates) the database at `file` and loads every board from it.
    static Result<std::unique_ptr<HallStore>> open(const std::filesystem::path& file);
    ~HallStore();
    HallStore(const HallStore&) = delete;
    HallStore& operator=(const HallStore&) = delete;

    // Stores a checked record received at `wall_ms` (also the board's last heard time).
    StoreReport add(const HallRecord& record, std::int64_t wall_ms);
    // The board's status topic said "online" or "offline" (its last will).
    std::optional<Error> set_link(const std::string& event, int board, const std::string& link,
                                  std::int64_t wall_ms);

    // The board's .../round said `round` (checked by is_valid_round).
    std::optional<Error> set_round(const std::string& event, int board, const std::string& round);

    // One transaction for several messages: between begin_batch and commit_batch every
    // add, set_link and set_round goes into it (each add in a savepoint of its own, so that a refused
    // record still leaves the others), and nothing is on disk before commit_batch. The caller
    // acknowledges the messages to the broker only after commit_batch succeeded (hall_subscriber):
    // a kill before it loses nothing the broker will not send again. A failed commit rolls the
    // batch back and reloads every board from the tables, as they were before begin_batch.
    std::optional<Error> begin_batch();
    std::optional<Error> commit_batch();
    bool in_batch() const { return batch_; }

    // Every board, by event then number.
    std::vector<const BoardEntry*> boards() const;
    const BoardEntry* find(const std::string& event, int board) const;

    // The board's whole journal as stored: its records in seq order, each line ending with '\n'
    // (empty when the board has none).
    Result<std::string> journal(const std::string& event, int board) const;
    // The board's records `from_seq` to `to_seq`, as journal() gives them.
    Result<std::string> journal_from(const std::string& event, int board, std::int64_t from_seq,
                                     std::int64_t to_seq = INT64_MAX) const;

    // The first record kept aside for the board (its hole ends just before it); nothing when none
    // is, or the database cannot say.
    std::optional<std::int64_t> first_pending(const std::string& event, int board) const;

    // The board's checkpoint: the seq of the last record it covers and the replay's text; nothing
    // when the board has none.
    struct Checkpoint {
        std::int64_t seq = -1;
        std::string state;
    };
    Result<std::optional<Checkpoint>> checkpoint(const std::string& event, int board) const;
    // Keeps `state`, the board's replay after its records 0 to `seq` (stored ones), in place of its
    // checkpoint; in the batch when one is open, so that it is on disk with the records it covers.
    std::optional<Error> save_checkpoint(const std::string& event, int board, std::int64_t seq,
                                         const std::string& state);

    // The board's new_lines, handed over and emptied (for the hall's replay of the board, which
    // takes each line once).
    std::string take_new_lines(const std::string& event, int board);

  private:
    explicit HallStore(sqlite3* db) : db_(db) {}
    std::optional<Error> load();
    BoardEntry& entry(const std::string& event, int board);
    std::optional<Error> exec(const char* sql);
    std::optional<Error> add_round_column();
    std::optional<Error> save_board(const BoardEntry& board);
    std::optional<Error> append(BoardEntry& board, std::int64_t seq, const std::string& line);
    int drain_pending(BoardEntry& board);

    sqlite3* db_ = nullptr;
    bool batch_ = false;
    std::map<std::pair<std::string, int>, BoardEntry> boards_;
};

} // namespace pendule::hall
