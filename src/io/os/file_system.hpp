#pragma once

// What Pendule asks of the operating system, behind one interface with two implementations that
// the build chooses (src/CMakeLists.txt): io/os/posix/file_system.cpp (Linux: fdatasync, flock,
// rename, link then unlink, the XDG folders, /proc/self/exe) and io/os/windows/file_system.cpp
// (FlushFileBuffers, LockFileEx, MoveFileExW, %APPDATA% and %LOCALAPPDATA%, GetModuleFileNameW,
// wide-character calls). Nothing else in the project calls the system for these.
//
// Text is UTF-8 throughout Pendule. A path made from text goes through path_of(), and a path
// shown as text through text_of(), so that "C:\Users\Hélène\..." stays itself on Windows, whose
// narrow-character calls would read it in the ANSI code page.

#include "core/result.hpp"

#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

// A path from UTF-8 text, and back.
std::filesystem::path path_of(std::string_view utf8);
std::string text_of(const std::filesystem::path& path);

// The program's arguments after its name, in UTF-8 (on Windows from the wide command line, argv
// being in the ANSI code page there).
std::vector<std::string> utf8_arguments(int argc, char** argv);

// Standard input and output as bytes: no "\r\n" for "\n" on Windows, so that an export or a JSON
// line is the same on every system; UTF-8 on a Windows console. Nothing to do on POSIX.
void use_binary_standard_streams();

// The folder of the running program's own file (so that an installed or unpacked copy finds its
// data beside it), or an empty path when the system does not say.
std::filesystem::path program_dir();

// The languages the user chose for the system's display, preferred first, as the system names them
// ("fr-FR"): on Windows GetUserPreferredUILanguages (else the user's locale, GetUserDefaultLocaleName);
// nothing on POSIX, where the environment says it (LANG...) and i18n reads it there.
std::vector<std::string> display_languages();

// The system's folders of data that other packages install (the fonts Debian's fonts-dejavu-core
// puts in <dir>/fonts/truetype/dejavu): $XDG_DATA_DIRS, else /usr/local/share and /usr/share, on
// POSIX; none on Windows, where a program carries its data beside itself.
std::vector<std::filesystem::path> system_data_dirs();

// The user's folders for Pendule: settings and presets (Linux: $XDG_CONFIG_HOME/pendule or
// ~/.config/pendule; Windows: %APPDATA%\Pendule), and data such as the journals (Linux:
// $XDG_DATA_HOME/pendule or ~/.local/share/pendule; Windows: %LOCALAPPDATA%\Pendule). Empty when
// the environment names no home.
std::filesystem::path user_config_dir();
std::filesystem::path user_data_dir();

// The machine's local time at a wall time (milliseconds since 1970 UTC), and its offset east of
// UTC in minutes at that time (localtime_r and tm_gmtoff on POSIX, where TZ applies; localtime_s
// and the difference to UTC on Windows). Nothing when the system cannot say.
struct LocalTime {
    std::tm parts{};
    int utc_offset_minutes = 0;
};
std::optional<LocalTime> local_time(std::int64_t wall_ms);

// This process's number (a journal's name holds it, so that two programs never pick the same).
long process_id();

// std::fopen for a path (on Windows _wfopen, so that any name opens).
std::FILE* open_c_file(const std::filesystem::path& path, const char* mode);

// A path as a C library that takes file names as char (fopen, stat: eSpeak NG) opens it: its bytes
// on POSIX; on Windows, where such calls read the ANSI code page, its name in that code page, or
// its short (8.3) name when the code page lacks one of its characters ("C:\Users\Ω" on a Western
// system). Empty when neither exists.
std::string narrow_path(const std::filesystem::path& path);

// An open file for reading and appending, closed when destroyed. Errors carry the system's reason
// in `message` (the caller says what and where).
class NativeFile {
  public:
    // A new file, never an existing one: `exists` is set when the name was taken.
    static Result<NativeFile> create_new(const std::filesystem::path& path, bool* exists = nullptr);
    static Result<NativeFile> open_existing(const std::filesystem::path& path);

    NativeFile(NativeFile&& other) noexcept;
    NativeFile& operator=(NativeFile&& other) noexcept;
    NativeFile(const NativeFile&) = delete;
    NativeFile& operator=(const NativeFile&) = delete;
    ~NativeFile();

    bool is_open() const;
    // An exclusive lock, held until the file is closed, taken without waiting: true when taken,
    // false when another program holds it. Only other lockers are kept out: a reader never is
    // (flock; on Windows a lock on one byte far past any journal's end).
    Result<bool> try_lock();
    // Up to `size` bytes from `offset`: how many were read, 0 at the end of the file.
    Result<std::size_t> read_at(std::uint64_t offset, char* buffer, std::size_t size) const;
    Result<std::uint64_t> size() const;
    [[nodiscard]] std::optional<Error> truncate(std::uint64_t size);
    // All of `bytes` at the end of the file.
    [[nodiscard]] std::optional<Error> append(std::string_view bytes);
    // The file's data on the disk before this returns (fdatasync, FlushFileBuffers).
    [[nodiscard]] std::optional<Error> sync();

  private:
    explicit NativeFile(std::intptr_t handle) : handle_(handle) {}
    static Result<NativeFile> open(const std::filesystem::path& path, bool create, bool* exists);
    void close();
    std::intptr_t handle_ = -1; // a file descriptor, or a Windows HANDLE
};

// A folder's entries made durable after a new name or a rename in it: fsync on the folder on
// POSIX; nothing on Windows, where NTFS journals its folders and the calls below wait for them.
void sync_folder(const std::filesystem::path& dir);

// `bytes` written to FILE.tmp, synced, then put in the place of `file` in one step (rename;
// MoveFileExW with MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH): a reader finds the old
// contents or the new, never a part. `private_file`: readable by its owner only (mode 0600 from
// its creation on POSIX; on Windows the user's own folders already are). `what` names the file
// in errors ("the journal index").
[[nodiscard]] std::optional<Error> replace_file(const std::filesystem::path& file, std::string_view bytes,
                                                bool private_file, const std::string& what);

// `from` given the name `to`, never replacing a file already there, and never without one of the
// two names (link then unlink on POSIX; on Windows MoveFileExW without MOVEFILE_REPLACE_EXISTING,
// one rename that fails rather than copy to another volume). The error says which step failed.
[[nodiscard]] std::optional<Error> move_without_replacing(const std::filesystem::path& from,
                                                          const std::filesystem::path& to);

} // namespace pendule::io
