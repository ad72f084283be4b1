#pragma once

// The journal folder's index: what each journal holds (players, board, date, result, whether the
// start should offer it), kept in DIR/.pendule-index so that a start reads only the journals that
// changed since the last one. A season's hundreds of finished four-hour games then cost one stat()
// each at start-up, not a full read and replay (docs/journal.md, "A season's folder").
//
// The index is a cache, never the truth: an entry counts only while its journal's size and
// modification time are the ones recorded (a journal is append-only, so any record added changes its
// size); any other journal is read and replayed in full, exactly as without an index. The index is
// written with the journal's own line format (a CRC per line: a damaged line is dropped and its
// journal read again) to a temporary file renamed over the old one, so a crash leaves the old index
// or the new one, and either agrees with the files or is corrected by them.

#include "core/result.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace pendule::io {

// What the folder's listing and the start need of one journal.
struct JournalSummary {
    std::filesystem::path path;
    std::uintmax_t size = 0;
    std::int64_t mtime_ns = 0; // the file's modification time
    bool readable = false;     // its header and some records could be read
    bool resumable = false;    // started, no result, not set aside: what the start offers
    bool set_aside = false;    // a new game was chosen at the start instead of resuming it
    std::string white;
    std::string black;
    std::string board;
    std::string preset;
    std::int64_t created_wall_ms = 0;
    std::string result;  // "1-0", "0-1", "1/2-1/2"; empty while the game has none
    std::string problem; // why it cannot be read or replayed whole, if so
};

struct JournalScan {
    std::vector<JournalSummary> journals; // every *.journal of the folder, the most recent first
    std::size_t read_in_full = 0;         // journals read and replayed (new, changed, or not indexed)
    std::size_t from_index = 0;           // journals known from the index without reading them
    std::optional<Error> index_error;     // the index could not be written (the folder is read-only...)
};

// The name of the index file inside a journal folder.
inline constexpr const char* journal_index_name = ".pendule-index";

// Reads and replays one journal into its summary (what the index caches).
JournalSummary summarize_journal(const std::filesystem::path& file);

// Every journal of `dir`, from the index where it still agrees with the file, and the index brought
// up to date. A folder that does not exist holds no journal.
JournalScan scan_journals(const std::filesystem::path& dir);

} // namespace pendule::io

namespace pendule::io {

// What archiving did: each journal moved, and each that stayed with why.
struct ArchiveReport {
    std::vector<std::pair<std::filesystem::path, std::filesystem::path>> moved; // from, to
    std::vector<std::pair<std::filesystem::path, std::string>> kept;            // journal, why
};

// Moves every journal of `dir` that has a result into DIR/archive/YYYY-MM/ (the month the game was
// created, UTC), where `replay` and `export` read it as before. Unfinished, set-aside and damaged
// journals stay. A journal is never lost: it is hard-linked under its new name (which fails rather than
// replace an existing file) and only then unlinked from the folder, both names synced.
ArchiveReport archive_finished_journals(const std::filesystem::path& dir);

} // namespace pendule::io
