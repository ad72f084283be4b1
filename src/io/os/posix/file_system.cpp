// io/os/file_system.hpp on POSIX (Linux): file descriptors, fdatasync, flock, rename, link and unlink,
// the XDG folders and /proc/self/exe.
#include "io/os/file_system.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace pendule::io {

namespace {

Error system_error() {
    return Error{std::strerror(errno), ""};
}

int fd_of(std::intptr_t handle) {
    return static_cast<int>(handle);
}

// All of `bytes` to `fd`, again after an interruption.
bool write_all(int fd, std::string_view bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// $NAME/tail when NAME is set, else $HOME/home_tail, else nothing.
std::filesystem::path xdg_dir(const char* name, const char* home_tail) {
    if (const char* xdg = std::getenv(name); xdg && *xdg)
        return std::filesystem::path(xdg) / "pendule";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / home_tail / "pendule";
    return {};
}

} // namespace

std::vector<std::string> utf8_arguments(int argc, char** argv) {
    return std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + argc);
}

void use_binary_standard_streams() {}

std::filesystem::path program_dir() {
    std::error_code ec;
    const auto program = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : program.parent_path();
}

std::vector<std::string> display_languages() {
    return {};
}

std::vector<std::filesystem::path> system_data_dirs() {
    const char* set = std::getenv("XDG_DATA_DIRS");
    const std::string list = set != nullptr && *set != '\0' ? set : "/usr/local/share:/usr/share";
    std::vector<std::filesystem::path> dirs;
    for (std::size_t at = 0; at <= list.size();) {
        std::size_t colon = list.find(':', at);
        if (colon == std::string::npos)
            colon = list.size();
        if (colon > at && list[at] == '/') // absolute folders only, as the specification asks
            dirs.emplace_back(list.substr(at, colon - at));
        at = colon + 1;
    }
    return dirs;
}

std::filesystem::path user_config_dir() {
    return xdg_dir("XDG_CONFIG_HOME", ".config");
}

std::filesystem::path user_data_dir() {
    return xdg_dir("XDG_DATA_HOME", ".local/share");
}

std::optional<LocalTime> local_time(std::int64_t wall_ms) {
    const auto at = static_cast<std::time_t>(wall_ms / 1000);
    LocalTime local;
    if (::localtime_r(&at, &local.parts) == nullptr)
        return std::nullopt;
    local.utc_offset_minutes = static_cast<int>(local.parts.tm_gmtoff / 60);
    return local;
}

long process_id() {
    return static_cast<long>(::getpid());
}

std::FILE* open_c_file(const std::filesystem::path& path, const char* mode) {
    return std::fopen(path.c_str(), mode);
}

std::string narrow_path(const std::filesystem::path& path) {
    return path.native();
}

Result<NativeFile> NativeFile::open(const std::filesystem::path& path, bool create, bool* exists) {
    if (exists)
        *exists = false;
    const int fd = create ? ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644)
                          : ::open(path.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
    if (fd < 0) {
        if (errno == EEXIST && exists)
            *exists = true;
        return system_error();
    }
    return NativeFile(fd);
}

void NativeFile::close() {
    if (handle_ >= 0)
        ::close(fd_of(handle_));
    handle_ = -1;
}

Result<bool> NativeFile::try_lock() {
    if (::flock(fd_of(handle_), LOCK_EX | LOCK_NB) == 0)
        return true;
    if (errno == EWOULDBLOCK || errno == EINTR)
        return false;
    return system_error();
}

Result<std::size_t> NativeFile::read_at(std::uint64_t offset, char* buffer, std::size_t size) const {
    for (;;) {
        const ssize_t n = ::pread(fd_of(handle_), buffer, size, static_cast<off_t>(offset));
        if (n >= 0)
            return static_cast<std::size_t>(n);
        if (errno != EINTR)
            return system_error();
    }
}

Result<std::uint64_t> NativeFile::size() const {
    struct stat info {};
    if (::fstat(fd_of(handle_), &info) != 0)
        return system_error();
    return static_cast<std::uint64_t>(info.st_size);
}

std::optional<Error> NativeFile::truncate(std::uint64_t size) {
    if (::ftruncate(fd_of(handle_), static_cast<off_t>(size)) != 0)
        return system_error();
    return std::nullopt;
}

std::optional<Error> NativeFile::append(std::string_view bytes) {
    if (!write_all(fd_of(handle_), bytes))
        return system_error();
    return std::nullopt;
}

std::optional<Error> NativeFile::sync() {
    while (::fdatasync(fd_of(handle_)) != 0) {
        if (errno != EINTR)
            return system_error();
    }
    return std::nullopt;
}

void sync_folder(const std::filesystem::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

std::optional<Error> replace_file(const std::filesystem::path& file, std::string_view bytes,
                                  bool private_file, const std::string& what) {
    const std::filesystem::path temporary = file.string() + ".tmp";
    ::unlink(temporary.c_str()); // a leftover of a crash, possibly with other rights
    const int fd =
        ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, private_file ? 0600 : 0644);
    if (fd < 0)
        return Error{"cannot create " + what + ": " + std::strerror(errno), temporary.string()};
    // The umask cannot widen 0600, but an inherited ACL could: set the mode explicitly.
    std::optional<Error> error;
    if (private_file && ::fchmod(fd, 0600) != 0)
        error = Error{"cannot make " + what + " private: " + std::strerror(errno), temporary.string()};
    if (!error && !write_all(fd, bytes))
        error = Error{"cannot write " + what + ": " + std::strerror(errno), temporary.string()};
    if (!error && ::fsync(fd) != 0)
        error = Error{"cannot sync " + what + ": " + std::strerror(errno), temporary.string()};
    ::close(fd);
    if (!error && ::rename(temporary.c_str(), file.c_str()) != 0)
        error = Error{"cannot replace " + what + ": " + std::strerror(errno), file.string()};
    if (error)
        ::unlink(temporary.c_str());
    return error;
}

std::optional<Error> move_without_replacing(const std::filesystem::path& from,
                                            const std::filesystem::path& to) {
    // link() refuses an existing name; from then on the file has both names until the unlink.
    if (::link(from.c_str(), to.c_str()) != 0)
        return Error{"cannot link it as " + to.string() + ": " + std::strerror(errno), from.string()};
    sync_folder(to.has_parent_path() ? to.parent_path() : std::filesystem::path("."));
    if (::unlink(from.c_str()) != 0)
        return Error{"linked as " + to.string() + " but still in the folder: " + std::strerror(errno),
                     from.string()};
    return std::nullopt;
}

} // namespace pendule::io
