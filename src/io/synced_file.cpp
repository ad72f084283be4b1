#include "io/synced_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>

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

} // namespace

SyncedFile::SyncedFile(SyncedFile&& other) noexcept
    : path_(std::move(other.path_)), fd_(other.fd_), what_(std::move(other.what_)) {
    other.fd_ = -1;
}

SyncedFile& SyncedFile::operator=(SyncedFile&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0)
            ::close(fd_);
        path_ = std::move(other.path_);
        fd_ = other.fd_;
        what_ = std::move(other.what_);
        other.fd_ = -1;
    }
    return *this;
}

SyncedFile::~SyncedFile() {
    if (fd_ >= 0)
        ::close(fd_);
}

Result<SyncedFile> SyncedFile::create_new(const std::filesystem::path& path, std::string what, bool* exists) {
    if (exists)
        *exists = false;
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) {
        if (errno == EEXIST && exists)
            *exists = true;
        return fail("cannot create " + what + ": " + errno_text(), path.string());
    }
    ::flock(fd, LOCK_EX); // a new file: nobody else holds it yet
    sync_dir(path.has_parent_path() ? path.parent_path() : std::filesystem::path("."));
    return SyncedFile(path, fd, std::move(what));
}

Result<SyncedFile> SyncedFile::open_exclusive(const std::filesystem::path& path, std::string what) {
    const int fd = ::open(path.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
    if (fd < 0)
        return fail("cannot open " + what + " for appending: " + errno_text(), path.string());
    SyncedFile file(path, fd, std::move(what));
    // Another program appending to it finishes within milliseconds; one that keeps it open (a
    // window playing this game) is reported rather than waited for.
    for (int waited_ms = 0; ::flock(fd, LOCK_EX | LOCK_NB) != 0; waited_ms += 10) {
        if (errno != EWOULDBLOCK && errno != EINTR)
            return fail("cannot lock " + file.what_ + ": " + errno_text(), path.string());
        if (waited_ms >= 5'000)
            return fail(file.what_ + " is being written by another program (waited 5 s)", path.string());
        ::usleep(10'000);
    }
    return file;
}

Result<std::string> SyncedFile::contents() const {
    std::string bytes;
    char buffer[65536];
    off_t at = 0;
    for (;;) {
        const ssize_t n = ::pread(fd_, buffer, sizeof buffer, at);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail("cannot read " + what_ + ": " + errno_text(), path_.string());
        }
        if (n == 0)
            return bytes;
        bytes.append(buffer, static_cast<std::size_t>(n));
        at += n;
    }
}

std::optional<Error> SyncedFile::keep_first(std::size_t valid_bytes) {
    struct stat info {};
    if (::fstat(fd_, &info) != 0)
        return fail("cannot read the size of " + what_ + ": " + errno_text(), path_.string());
    const auto size = static_cast<std::size_t>(info.st_size);
    if (size > valid_bytes) {
        // Keep the torn tail apart: nothing read from the disk is thrown away.
        std::string tail(size - valid_bytes, '\0');
        if (::pread(fd_, tail.data(), tail.size(), static_cast<off_t>(valid_bytes)) !=
            static_cast<ssize_t>(tail.size()))
            return fail("cannot read the torn end of " + what_ + ": " + errno_text(), path_.string());
        std::ofstream out(path_.string() + ".torn", std::ios::binary | std::ios::app);
        out.write(tail.data(), static_cast<std::streamsize>(tail.size()));
        out.close();
        if (!out)
            return fail("cannot save the torn end of " + what_, path_.string() + ".torn");
        if (::ftruncate(fd_, static_cast<off_t>(valid_bytes)) != 0)
            return fail("cannot cut the torn end of " + what_ + ": " + errno_text(), path_.string());
    }
    // A last record kept without its end of line gets one, so that the next record starts a line.
    if (valid_bytes > 0) {
        char last = '\n';
        if (::pread(fd_, &last, 1, static_cast<off_t>(valid_bytes - 1)) == 1 && last != '\n')
            return append("\n");
    }
    return std::nullopt;
}

Result<SyncedFile> SyncedFile::reopen(const std::filesystem::path& path, std::size_t valid_bytes,
                                      std::string what) {
    auto file = open_exclusive(path, std::move(what));
    if (!file)
        return file.error();
    if (auto error = file->keep_first(valid_bytes))
        return *error;
    return file;
}

std::optional<Error> SyncedFile::append(std::string_view bytes) {
    if (fd_ < 0)
        return fail(what_ + " is not open", path_.string());
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail("cannot write " + what_ + ": " + errno_text(), path_.string());
        }
        done += static_cast<std::size_t>(n);
    }
    // The record is on the disk before anything shows its effect.
    while (::fdatasync(fd_) != 0) {
        if (errno != EINTR)
            return fail("cannot sync " + what_ + " to the disk: " + errno_text(), path_.string());
    }
    return std::nullopt;
}

} // namespace pendule::io
