#include "io/synced_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>
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
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) {
        if (errno == EEXIST && exists)
            *exists = true;
        return fail("cannot create " + what + ": " + errno_text(), path.string());
    }
    sync_dir(path.has_parent_path() ? path.parent_path() : std::filesystem::path("."));
    return SyncedFile(path, fd, std::move(what));
}

Result<SyncedFile> SyncedFile::reopen(const std::filesystem::path& path, std::size_t valid_bytes,
                                      std::string what) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return fail("cannot read the size of " + what + ": " + ec.message(), path.string());
    if (size > valid_bytes) {
        // Keep the torn tail apart: nothing read from the disk is thrown away.
        std::ifstream in(path, std::ios::binary);
        in.seekg(static_cast<std::streamoff>(valid_bytes));
        std::vector<char> tail(size - valid_bytes);
        in.read(tail.data(), static_cast<std::streamsize>(tail.size()));
        std::ofstream out(path.string() + ".torn", std::ios::binary | std::ios::app);
        out.write(tail.data(), static_cast<std::streamsize>(tail.size()));
        out.close();
        if (!out)
            return fail("cannot save the torn end of " + what, path.string() + ".torn");
        std::filesystem::resize_file(path, valid_bytes, ec);
        if (ec)
            return fail("cannot cut the torn end of " + what + ": " + ec.message(), path.string());
    }
    const int fd = ::open(path.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
    if (fd < 0)
        return fail("cannot open " + what + " for appending: " + errno_text(), path.string());
    SyncedFile file(path, fd, std::move(what));
    // A last record kept without its end of line gets one, so that the next record starts a line.
    if (valid_bytes > 0) {
        char last = '\n';
        if (::pread(fd, &last, 1, static_cast<off_t>(valid_bytes - 1)) == 1 && last != '\n')
            if (auto error = file.append("\n"))
                return *error;
    }
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
