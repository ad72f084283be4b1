#pragma once

// Appends journal records to a file with POSIX calls: each record is one write() of a whole line,
// followed by fdatasync(), so a record the program has shown is on the disk. The first record of a
// new file is the header; the folder is synced too, so the file's name survives a power cut.

#include "core/result.hpp"
#include "io/journal/journal.hpp"
#include "io/os/synced_file.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

class JournalWriter {
  public:
    // Told the bytes of a journal's writes (set_line_observer).
    using LineObserver = std::function<void(const std::filesystem::path& file, std::string_view bytes)>;
    // Creates DIR (and its parents) and a new journal in it, named after the UTC wall time
    // ("2026-11-21T00-15-03Z-4242.journal"), with the header written and synced.
    // `observer` is told of every write from the header on (set_line_observer).
    static Result<JournalWriter> create(const std::filesystem::path& dir, const JournalHeader& header,
                                        LineObserver observer = {});
    // Opens an existing journal to go on appending after its last readable record: anything after
    // `valid_bytes` (a torn record) is first saved to FILE.torn, then cut off. `next_seq` is the number
    // of the next record.
    static Result<JournalWriter> reopen(const std::filesystem::path& file, std::size_t valid_bytes,
                                        std::int64_t next_seq);

    // Numbers the event, writes it and syncs it. An Error when the disk refused (full, removed...).
    [[nodiscard]] std::optional<Error> append(JournalEvent event);
    // Several records in one write() and one sync (the effects of one command).
    [[nodiscard]] std::optional<Error> append_all(std::vector<JournalEvent> events);

    const std::filesystem::path& path() const { return file_.path(); }

    // Told the bytes of every write of this journal (whole records, '\n'-terminated) after they are
    // written and synced, with the journal's path: the window's hall link publishes them.
    // It must only queue, never wait, since it runs on the thread that wrote the record. Empty:
    // nobody is told.
    void set_line_observer(LineObserver observer) { observer_ = std::move(observer); }
    std::int64_t next_seq() const { return next_seq_; }

  private:
    JournalWriter(SyncedFile file, std::int64_t next_seq) : file_(std::move(file)), next_seq_(next_seq) {}
    std::optional<Error> write_all(const std::string& bytes);
    SyncedFile file_;
    std::int64_t next_seq_ = 1;
    LineObserver observer_;
};

// The user's journal folder: $XDG_DATA_HOME/pendule/journals, or ~/.local/share/pendule/journals;
// %LOCALAPPDATA%\Pendule\journals on Windows (io/os/file_system.hpp, user_data_dir).
std::filesystem::path default_journal_dir();

// The journals in `dir` whose game started, has no result and was not set aside, the most
// recently written first (a damaged one included: the offer says why it cannot be resumed).
std::vector<std::filesystem::path> find_unfinished_journals(const std::filesystem::path& dir);
// The first of those, if any.
std::optional<std::filesystem::path> find_unfinished_journal(const std::filesystem::path& dir);

// Sets an unfinished journal aside (the arbiter chose a new game): appends a `set-aside` record
// with the wall time and the reason, at the journal's last game time. Nothing is removed: a torn
// last record goes to FILE.torn as when resuming; after a record damaged in the middle, the
// record is appended after the damage (JournalRead::set_aside_after_error). The journal stays
// readable by `pendule-cli replay` and `export`, which show the setting aside.
std::optional<Error> set_aside_journal(const std::filesystem::path& file, std::int64_t wall_ms,
                                       const std::string& reason);

} // namespace pendule::io
