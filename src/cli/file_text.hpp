#pragma once

// The whole text of a file, read once: mapped into memory when the system allows it (no copy,
// no zero-filling of a buffer: the fastest way to hand a large PGN file to the reader), read
// into a string otherwise (pipes, special files, systems without mmap).

#include <string>
#include <string_view>

namespace pendule::cli {

class FileText {
  public:
    FileText() = default;
    FileText(const FileText&) = delete;
    FileText& operator=(const FileText&) = delete;
    ~FileText();

    // Reads `path`; on failure returns false and says why in `error` ("No such file or
    // directory", "it is a directory").
    bool open(const std::string& path, std::string& error);

    std::string_view text() const {
        return mapped_ ? std::string_view(mapped_, mapped_size_) : std::string_view(copy_);
    }

  private:
    bool read_copy(const std::string& path, std::string& error);

    const char* mapped_ = nullptr;
    std::size_t mapped_size_ = 0;
    std::string copy_;
};

} // namespace pendule::cli
