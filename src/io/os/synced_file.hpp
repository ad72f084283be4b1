#pragma once

// A file that only grows, each write on the disk before the call returns (write() then
// fdatasync(); WriteFile then FlushFileBuffers on Windows: io/os/file_system.hpp): what the game
// journal and the desk's round journal are built on.
// A file that ends in a torn write (the program was killed mid-record) is reopened after its last
// whole record: the torn bytes are saved to FILE.torn first, never thrown away.

#include "core/result.hpp"
#include "io/os/file_system.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::io {

class SyncedFile {
  public:
    // A new file (never an existing one: EEXIST is reported as such), its folder synced so that its
    // name survives a power cut. `exists` is set when the name was taken, so a caller can try another.
    // `what` names the file in errors ("the journal": "cannot write the journal: No space left").
    static Result<SyncedFile> create_new(const std::filesystem::path& path, std::string what,
                                         bool* exists = nullptr);
    // An existing file, locked (open_exclusive), to append after its first `valid_bytes`: anything
    // after them goes to FILE.torn, then is cut off; a last record kept without its end of line
    // gets one.
    static Result<SyncedFile> reopen(const std::filesystem::path& path, std::size_t valid_bytes,
                                     std::string what);
    // An existing file opened for appending, with an exclusive lock (flock, LockFileEx) held until
    // it is closed:
    // two programs never append to it at once. Waits up to 5 s for a lock another program
    // holds, then says the file is in use. Read it (contents()) once the lock is held, then keep_first()
    // its readable records.
    static Result<SyncedFile> open_exclusive(const std::filesystem::path& path, std::string what);
    // The file's bytes as they are now.
    Result<std::string> contents() const;
    // Keeps the first `valid_bytes`: the rest goes to FILE.torn, then is cut off; a last record
    // without its end of line gets one.
    [[nodiscard]] std::optional<Error> keep_first(std::size_t valid_bytes);

    SyncedFile(SyncedFile&& other) noexcept = default;
    SyncedFile& operator=(SyncedFile&& other) noexcept = default;
    SyncedFile(const SyncedFile&) = delete;
    SyncedFile& operator=(const SyncedFile&) = delete;
    ~SyncedFile() = default;

    // Writes all of `bytes` and syncs them. An Error when the disk refused (full, removed...).
    [[nodiscard]] std::optional<Error> append(std::string_view bytes);
    const std::filesystem::path& path() const { return path_; }
    bool is_open() const { return file_.is_open(); }

  private:
    SyncedFile(std::filesystem::path path, NativeFile file, std::string what)
        : path_(std::move(path)), file_(std::move(file)), what_(std::move(what)) {}
    std::filesystem::path path_;
    NativeFile file_;
    std::string what_;
};

} // namespace pendule::io
