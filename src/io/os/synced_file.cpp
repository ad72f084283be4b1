#include "io/os/synced_file.hpp"

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

namespace pendule::io {

Result<SyncedFile> SyncedFile::create_new(const std::filesystem::path& path, std::string what, bool* exists) {
    auto file = NativeFile::create_new(path, exists);
    if (!file)
        return fail("cannot create " + what + ": " + file.error().message, text_of(path));
    (void)file->try_lock(); // a new file: nobody else holds it yet
    sync_folder(path.has_parent_path() ? path.parent_path() : std::filesystem::path("."));
    return SyncedFile(path, std::move(*file), std::move(what));
}

Result<SyncedFile> SyncedFile::open_exclusive(const std::filesystem::path& path, std::string what) {
    auto opened = NativeFile::open_existing(path);
    if (!opened)
        return fail("cannot open " + what + " for appending: " + opened.error().message, text_of(path));
    SyncedFile file(path, std::move(*opened), std::move(what));
    // Another program appending to it finishes within milliseconds; one that keeps it open (a
    // window playing this game) is reported rather than waited for.
    for (int waited_ms = 0;; waited_ms += 10) {
        auto locked = file.file_.try_lock();
        if (!locked)
            return fail("cannot lock " + file.what_ + ": " + locked.error().message, text_of(path));
        if (*locked)
            return file;
        if (waited_ms >= 5'000)
            return fail(file.what_ + " is being written by another program (waited 5 s)", text_of(path));
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

Result<std::string> SyncedFile::contents() const {
    std::string bytes;
    char buffer[65536];
    for (std::uint64_t at = 0;;) {
        auto n = file_.read_at(at, buffer, sizeof buffer);
        if (!n)
            return fail("cannot read " + what_ + ": " + n.error().message, text_of(path_));
        if (*n == 0)
            return bytes;
        bytes.append(buffer, *n);
        at += *n;
    }
}

std::optional<Error> SyncedFile::keep_first(std::size_t valid_bytes) {
    auto size = file_.size();
    if (!size)
        return fail("cannot read the size of " + what_ + ": " + size.error().message, text_of(path_));
    if (*size > valid_bytes) {
        // Keep the torn tail apart: nothing read from the disk is thrown away.
        std::string tail(static_cast<std::size_t>(*size - valid_bytes), '\0');
        auto n = file_.read_at(valid_bytes, tail.data(), tail.size());
        if (!n || *n != tail.size())
            return fail("cannot read the torn end of " + what_ + (n ? "" : ": " + n.error().message),
                        text_of(path_));
        std::filesystem::path torn = path_;
        torn += ".torn";
        std::ofstream out(torn, std::ios::binary | std::ios::app);
        out.write(tail.data(), static_cast<std::streamsize>(tail.size()));
        out.close();
        if (!out)
            return fail("cannot save the torn end of " + what_, text_of(torn));
        if (auto error = file_.truncate(valid_bytes))
            return fail("cannot cut the torn end of " + what_ + ": " + error->message, text_of(path_));
    }
    // A last record kept without its end of line gets one, so that the next record starts a line.
    if (valid_bytes > 0) {
        char last = '\n';
        auto n = file_.read_at(valid_bytes - 1, &last, 1);
        if (n && *n == 1 && last != '\n')
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
    if (!file_.is_open())
        return fail(what_ + " is not open", text_of(path_));
    if (auto error = file_.append(bytes))
        return fail("cannot write " + what_ + ": " + error->message, text_of(path_));
    // The record is on the disk before anything shows its effect.
    if (auto error = file_.sync())
        return fail("cannot sync " + what_ + " to the disk: " + error->message, text_of(path_));
    return std::nullopt;
}

} // namespace pendule::io
