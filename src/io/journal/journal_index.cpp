#include "io/journal/journal_index.hpp"

#include "core/parse.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal_line.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <algorithm>
#include <map>

namespace pendule::io {

namespace {

constexpr const char* index_kind = "pendule-journal-index";
constexpr int index_format = 1;
// Two seconds: far above any file system's timestamp granularity (FAT's is two seconds).
constexpr std::int64_t racy_margin_ns = 2'000'000'000;

std::int64_t mtime_ns_of(const std::filesystem::directory_entry& entry, std::error_code& ec) {
    const auto written = entry.last_write_time(ec);
    return std::chrono::duration_cast<std::chrono::nanoseconds>(written.time_since_epoch()).count();
}

std::optional<std::int64_t> number(std::optional<std::string_view> text) {
    return text ? parse_integer(*text) : std::nullopt;
}

std::string line_of(const JournalSummary& s) {
    JournalLine line;
    line.kind = "journal";
    line.add("file", text_of(s.path.filename()))
        .add("size", static_cast<std::int64_t>(s.size))
        .add("mtime", s.mtime_ns)
        .add("readable", s.readable ? 1 : 0)
        .add("resumable", s.resumable ? 1 : 0)
        .add("set_aside", s.set_aside ? 1 : 0)
        .add("white", s.white)
        .add("black", s.black)
        .add("board", s.board)
        .add("preset", s.preset)
        .add("created", s.created_wall_ms)
        .add("result", s.result)
        .add("problem", s.problem);
    return encode_line(line);
}

// One index line back into a summary; nothing when any field is missing or malformed, so that the
// journal is read again rather than trusted on a half-read entry.
std::optional<JournalSummary> summary_of(const JournalLine& line, const std::filesystem::path& dir) {
    if (line.kind != "journal")
        return std::nullopt;
    auto file = line.get("file");
    auto size = number(line.get("size"));
    auto mtime = number(line.get("mtime"));
    auto readable = number(line.get("readable"));
    auto resumable = number(line.get("resumable"));
    auto set_aside = number(line.get("set_aside"));
    auto created = number(line.get("created"));
    if (!file || file->empty() || !size || *size < 0 || !mtime || !readable || !resumable || !set_aside ||
        !created)
        return std::nullopt;
    JournalSummary s;
    s.path = dir / path_of(*file);
    s.size = static_cast<std::uintmax_t>(*size);
    s.mtime_ns = *mtime;
    s.readable = *readable != 0;
    s.resumable = *resumable != 0;
    s.set_aside = *set_aside != 0;
    s.created_wall_ms = *created;
    s.white = std::string(line.get("white").value_or(""));
    s.black = std::string(line.get("black").value_or(""));
    s.board = std::string(line.get("board").value_or(""));
    s.preset = std::string(line.get("preset").value_or(""));
    s.result = std::string(line.get("result").value_or(""));
    s.problem = std::string(line.get("problem").value_or(""));
    return s;
}

// The index's entries by file name. A missing, foreign or damaged index gives what it can: lines that
// fail their CRC are dropped one by one, and those journals are read again.
std::map<std::string, JournalSummary, std::less<>> read_index(const std::filesystem::path& dir) {
    std::map<std::string, JournalSummary, std::less<>> entries;
    auto text = read_text_file(dir / journal_index_name);
    if (!text)
        return entries;
    std::string_view rest(*text);
    bool header_seen = false;
    while (!rest.empty()) {
        std::size_t end = rest.find('\n');
        if (end == std::string_view::npos)
            break; // a torn last line: its journal is read again
        auto line = decode_line(rest.substr(0, end));
        rest.remove_prefix(end + 1);
        if (!line)
            continue;
        if (!header_seen) {
            if (line->kind != index_kind || number(line->get("format")) != index_format)
                return entries; // another format: rebuilt from the journals
            header_seen = true;
            continue;
        }
        if (auto summary = summary_of(*line, dir))
            entries.emplace(text_of(summary->path.filename()), std::move(*summary));
    }
    return entries;
}

// Writes the whole index to a temporary file, syncs it and puts it in the place of the old one.
std::optional<Error> write_index(const std::filesystem::path& dir, const std::vector<JournalSummary>& all) {
    JournalLine header;
    header.kind = index_kind;
    header.add("format", index_format);
    std::string bytes = encode_line(header);
    for (const auto& s : all)
        bytes += line_of(s);
    return replace_file(dir / journal_index_name, bytes, false, "the journal index");
}

} // namespace

JournalSummary summarize_journal(const std::filesystem::path& file) {
    JournalSummary s;
    s.path = file;
    auto read = read_journal_file(file);
    if (!read) {
        s.problem = read.error().text();
        return s;
    }
    s.readable = true;
    const JournalHeader& h = read->header;
    s.white = h.white;
    s.black = h.black;
    s.board = h.board;
    s.preset = h.preset.name;
    s.created_wall_ms = h.created_wall_ms;
    const ReplayedGame game = replay_journal(*read);
    s.resumable = game.is_resumable();
    s.set_aside = game.set_aside.has_value();
    if (game.result)
        s.result = game.result->score;
    if (game.error)
        s.problem = game.error->text();
    return s;
}

JournalScan scan_journals(const std::filesystem::path& dir) {
    JournalScan scan;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        return scan;
    auto indexed = read_index(dir);
    // As git does with its index: a journal written in the same instant as the index could change
    // again without its time changing (timestamps are coarse), so such entries are not trusted.
    std::int64_t trusted_before = 0;
    {
        std::error_code index_error;
        const auto written = std::filesystem::last_write_time(dir / journal_index_name, index_error);
        if (!index_error)
            trusted_before =
                std::chrono::duration_cast<std::chrono::nanoseconds>(written.time_since_epoch()).count() -
                racy_margin_ns;
    }
    bool changed = false;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().extension() != ".journal")
            continue;
        std::error_code stat_error;
        const std::uintmax_t size = entry.file_size(stat_error);
        const std::int64_t mtime = stat_error ? 0 : mtime_ns_of(entry, stat_error);
        if (stat_error)
            continue; // vanished between the listing and the stat
        auto known = indexed.find(text_of(entry.path().filename()));
        if (known != indexed.end() && known->second.size == size && known->second.mtime_ns == mtime &&
            mtime < trusted_before) {
            scan.journals.push_back(std::move(known->second));
            indexed.erase(known);
            ++scan.from_index;
            continue;
        }
        JournalSummary s = summarize_journal(entry.path());
        s.size = size;
        s.mtime_ns = mtime;
        scan.journals.push_back(std::move(s));
        ++scan.read_in_full;
        changed = true;
    }
    // Entries of journals that are gone (archived, deleted) leave the index.
    changed = changed || !indexed.empty();
    // The most recent first; the name (a UTC time) decides between equal times.
    std::sort(scan.journals.begin(), scan.journals.end(), [](const auto& a, const auto& b) {
        return a.mtime_ns != b.mtime_ns ? a.mtime_ns > b.mtime_ns : a.path > b.path;
    });
    if (changed || !std::filesystem::exists(dir / journal_index_name, ec))
        scan.index_error = write_index(dir, scan.journals);
    return scan;
}

} // namespace pendule::io

namespace pendule::io {

namespace {

// "2026-11" from the game's creation time; "undated" when the header has no usable time.
std::string month_of(std::int64_t created_wall_ms) {
    const std::string text = wall_time_text(created_wall_ms);
    if (text.size() < 7 || text[4] != '-' || created_wall_ms <= 0)
        return "undated";
    return text.substr(0, 7);
}

} // namespace

ArchiveReport archive_finished_journals(const std::filesystem::path& dir) {
    ArchiveReport report;
    for (const JournalSummary& journal : scan_journals(dir).journals) {
        if (journal.result.empty()) {
            report.kept.emplace_back(journal.path, !journal.readable   ? "cannot be read: " + journal.problem
                                                   : journal.set_aside ? "set aside, without a result"
                                                                       : "no result");
            continue;
        }
        const std::filesystem::path folder = dir / "archive" / month_of(journal.created_wall_ms);
        const std::filesystem::path target = folder / journal.path.filename();
        std::error_code ec;
        std::filesystem::create_directories(folder, ec);
        if (ec) {
            report.kept.emplace_back(journal.path, "cannot create " + text_of(folder) + ": " + ec.message());
            continue;
        }
        // Never over an archived journal of the same name, and never without one of the names.
        if (auto error = move_without_replacing(journal.path, target)) {
            report.kept.emplace_back(journal.path, error->message);
            continue;
        }
        report.moved.emplace_back(journal.path, target);
    }
    sync_folder(dir);
    (void)scan_journals(dir); // the index forgets the journals that left
    return report;
}

} // namespace pendule::io
