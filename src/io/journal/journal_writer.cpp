#include "io/journal/journal_writer.hpp"

#include "io/journal/journal_index.hpp"
#include "io/os/file_system.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <vector>

namespace pendule::io {

namespace {

// "2026-11-27T09-05-00Z": the UTC time, from the calendar of <chrono> (no system call).
std::string utc_stamp(std::int64_t wall_ms) {
    using namespace std::chrono;
    const sys_seconds at{floor<seconds>(milliseconds(wall_ms))};
    const auto day = floor<days>(at);
    const year_month_day date{day};
    const hh_mm_ss time{at - day};
    char text[40];
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d-%02d-%02dZ", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
                  static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                  static_cast<int>(time.seconds().count()));
    return text;
}

} // namespace

std::optional<Error> JournalWriter::write_all(const std::string& bytes) {
    // The record is on the disk before the screen shows its effect.
    if (auto error = file_.append(bytes))
        return error;
    if (observer_)
        observer_(file_.path(), bytes);
    return std::nullopt;
}

Result<JournalWriter> JournalWriter::create(const std::filesystem::path& dir, const JournalHeader& header,
                                            LineObserver observer) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return fail("cannot create the journal folder: " + ec.message(), text_of(dir));
    const std::string stem = utc_stamp(header.created_wall_ms) + "-" + std::to_string(process_id());
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name = stem;
        if (attempt > 0) {
            name += '-';
            name += std::to_string(attempt);
        }
        name += ".journal";
        bool taken = false;
        auto file = SyncedFile::create_new(dir / name, "the journal", &taken);
        if (taken)
            continue;
        if (!file)
            return file.error();
        JournalWriter writer(std::move(file.value()), 1);
        writer.set_line_observer(std::move(observer));
        if (auto error = writer.write_all(encode_header(header)))
            return *error;
        return writer;
    }
    return fail("cannot find a free journal name", text_of((dir / stem)));
}

Result<JournalWriter> JournalWriter::reopen(const std::filesystem::path& file, std::size_t valid_bytes,
                                            std::int64_t next_seq) {
    auto synced = SyncedFile::reopen(file, valid_bytes, "the journal");
    if (!synced)
        return synced.error();
    return JournalWriter(std::move(synced.value()), next_seq);
}

std::optional<Error> JournalWriter::append(JournalEvent event) {
    event.seq = next_seq_;
    if (auto error = write_all(encode_event(event)))
        return error;
    ++next_seq_;
    return std::nullopt;
}

std::optional<Error> JournalWriter::append_all(std::vector<JournalEvent> events) {
    if (events.empty())
        return std::nullopt;
    std::string bytes;
    std::int64_t seq = next_seq_;
    for (JournalEvent& event : events) {
        event.seq = seq++;
        bytes += encode_event(event);
    }
    if (auto error = write_all(bytes))
        return error;
    next_seq_ = seq;
    return std::nullopt;
}

std::filesystem::path default_journal_dir() {
    const std::filesystem::path data = user_data_dir();
    return (data.empty() ? std::filesystem::path(".") : data) / "journals";
}

std::vector<std::filesystem::path> find_unfinished_journals(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> out;
    for (auto& journal : scan_journals(dir).journals)
        if (journal.resumable)
            out.push_back(std::move(journal.path));
    return out;
}

std::optional<std::filesystem::path> find_unfinished_journal(const std::filesystem::path& dir) {
    auto all = find_unfinished_journals(dir);
    if (all.empty())
        return std::nullopt;
    return all.front();
}

std::optional<Error> set_aside_journal(const std::filesystem::path& file, std::int64_t wall_ms,
                                       const std::string& reason) {
    auto read = read_journal_file(file);
    if (!read)
        return read.error();
    JournalEvent event;
    event.kind = JournalKind::SetAside;
    event.t = read->events.empty() ? 0 : read->events.back().t;
    event.wall_ms = wall_ms;
    event.text = reason;
    const std::int64_t next_seq = read->events.empty() ? 1 : read->events.back().seq + 1;
    std::size_t keep = read->valid_bytes;
    if (read->error) {
        // Damaged in the middle: everything stays, the record goes after it.
        std::error_code ec;
        keep = static_cast<std::size_t>(std::filesystem::file_size(file, ec));
        if (ec)
            return fail("cannot read the journal's size: " + ec.message(), text_of(file));
    }
    auto writer = JournalWriter::reopen(file, keep, next_seq);
    if (!writer)
        return writer.error();
    return writer->append(std::move(event));
}

} // namespace pendule::io
