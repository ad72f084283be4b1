#pragma once

// The whole text of a file, read once: mapped into memory when the system allows it (no copy,
// no zero-filling of a buffer: the fastest way to hand a large PGN file to the reader), read
// into a string otherwise (pipes, special files, an empty file, a mapping the system refuses).
// The mapping is the system's (the build chooses): io/os/posix/file_text.cpp (mmap) and
// io/os/windows/file_text.cpp (CreateFileMappingW, MapViewOfFile).

#include <filesystem>
#include <string>
#include <string_view>

namespace pendule::io {

class FileText {
  public:
    FileText() = default;
    FileText(const FileText&) = delete;
    FileText& operator=(const FileText&) = delete;
    ~FileText();

    // Reads `path` (UTF-8); on failure returns false and says why in `error` ("No such file or
    // directory", "it is a directory").
    bool open(const std::string& path, std::string& error);

    std::string_view text() const {
        return mapped_ ? std::string_view(mapped_, mapped_size_) : std::string_view(copy_);
    }

  private:
    // A regular file mapped (mapped_ and mapped_size_ set), or left for read_copy when the system
    // does not map it; false, with the reason in `error`, when the file cannot be opened at all.
    bool map(const std::filesystem::path& file, std::string& error);
    void unmap();
    bool read_copy(const std::filesystem::path& file, std::string& error);

    const char* mapped_ = nullptr;
    std::size_t mapped_size_ = 0;
    std::string copy_;
};

} // namespace pendule::io
