#include "io/journal_writer.hpp"

#include "io/journal_index.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <vector>

namespace pendule::io {

namespace {

std::string errno_text() {
    return std::strerror(errno);
}

// Makes a new entry's name durable: fsync on the folder (POSIX leaves it to the caller).
void sync_dir(const std::filesystem::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

std::string utc_stamp(std::int64_t wall_ms) {
    const std::time_t seconds = static_cast<std::time_t>(wall_ms / 1000);
    std::tm parts{};
    gmtime_r(&seconds, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H-%M-%SZ", &parts);
    return text;
}

} // namespace

JournalWriter::JournalWriter(JournalWriter&& other) noexcept
    : path_(std::move(other.path_)), fd_(other.fd_), next_seq_(other.next_seq_) {
    other.fd_ = -1;
}

JournalWriter& JournalWriter::operator=(JournalWriter&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0)
            ::close(fd_);
        path_ = std::move(other.path_);
        fd_ = other.fd_;
        next_seq_ = other.next_seq_;
        other.fd_ = -1;
    }
    return *this;
}

JournalWriter::~JournalWriter() {
    if (fd_ >= 0)
        ::close(fd_);
}

namespace {

JournalWriter::LineObserver& line_observer() {
    static JournalWriter::LineObserver observer;
    return observer;
}

} // namespace

void JournalWriter::set_line_observer(LineObserver observer) {
    line_observer() = std::move(observer);
}

std::optional<Error> JournalWriter::write_all(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail("cannot write the journal: " + errno_text(), path_.string());
        }
        done += static_cast<std::size_t>(n);
    }
    // The record is on the disk before the screen shows its effect.
    while (::fdatasync(fd_) != 0) {
        if (errno != EINTR)
            return fail("cannot sync the journal to the disk: " + errno_text(), path_.string());
    }
    if (const auto& observer = line_observer())
        observer(path_, bytes);
    return std::nullopt;
}

Result<JournalWriter> JournalWriter::create(const std::filesystem::path& dir, const JournalHeader& header) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return fail("cannot create the journal folder: " + ec.message(), dir.string());
    const std::string stem = utc_stamp(header.created_wall_ms) + "-" + std::to_string(::getpid());
    std::filesystem::path path;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        std::string name = stem;
        if (attempt > 0) {
            name += '-';
            name += std::to_string(attempt);
        }
        name += ".journal";
        path = dir / name;
        fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST)
            return fail("cannot create the journal: " + errno_text(), path.string());
    }
    if (fd < 0)
        return fail("cannot find a free journal name", (dir / stem).string());
    JournalWriter writer(path, fd, 1);
    if (auto error = writer.write_all(encode_header(header)))
        return *error;
    sync_dir(dir);
    return writer;
}

Result<JournalWriter> JournalWriter::reopen(const std::filesystem::path& file, std::size_t valid_bytes,
                                            std::int64_t next_seq) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec)
        return fail("cannot read the journal's size: " + ec.message(), file.string());
    if (size > valid_bytes) {
        // Keep the torn tail apart: nothing read from the disk is thrown away.
        std::ifstream in(file, std::ios::binary);
        in.seekg(static_cast<std::streamoff>(valid_bytes));
        std::vector<char> tail(size - valid_bytes);
        in.read(tail.data(), static_cast<std::streamsize>(tail.size()));
        std::ofstream out(file.string() + ".torn", std::ios::binary | std::ios::app);
        out.write(tail.data(), static_cast<std::streamsize>(tail.size()));
        out.close();
        if (!out)
            return fail("cannot save the torn end of the journal", file.string() + ".torn");
        std::filesystem::resize_file(file, valid_bytes, ec);
        if (ec)
            return fail("cannot cut the torn end of the journal: " + ec.message(), file.string());
    }
    const int fd = ::open(file.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
    if (fd < 0)
        return fail("cannot open the journal for appending: " + errno_text(), file.string());
    JournalWriter writer(file, fd, next_seq);
    // A last record kept without its end of line gets one, so that the next record starts a line.
    if (valid_bytes > 0) {
        char last = '\n';
        if (::pread(fd, &last, 1, static_cast<off_t>(valid_bytes - 1)) == 1 && last != '\n')
            if (auto error = writer.write_all("\n"))
                return *error;
    }
    return writer;
}

std::optional<Error> JournalWriter::append(JournalEvent event) {
    if (fd_ < 0)
        return fail("the journal is not open", path_.string());
    event.seq = next_seq_;
    if (auto error = write_all(encode_event(event)))
        return error;
    ++next_seq_;
    return std::nullopt;
}

std::optional<Error> JournalWriter::append_all(std::vector<JournalEvent> events) {
    if (fd_ < 0)
        return fail("the journal is not open", path_.string());
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
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "pendule" / "journals";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "pendule" / "journals";
    return std::filesystem::path(".") / "journals";
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
    auto read = read_journal_file(file.string());
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
            return fail("cannot read the journal's size: " + ec.message(), file.string());
    }
    auto writer = JournalWriter::reopen(file, keep, next_seq);
    if (!writer)
        return writer.error();
    return writer->append(std::move(event));
}

} // namespace pendule::io
