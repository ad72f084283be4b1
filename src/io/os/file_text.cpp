#include "io/os/file_text.hpp"

#include "io/os/file_system.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace pendule::io {

FileText::~FileText() {
    if (mapped_ != nullptr)
        unmap();
}

bool FileText::open(const std::string& path, std::string& error) {
    std::error_code code;
    const std::filesystem::path file = path_of(path);
    const auto status = std::filesystem::status(file, code);
    if (code) {
        error = code.message();
        return false;
    }
    if (std::filesystem::is_directory(status)) {
        error = "it is a directory";
        return false;
    }
    if (std::filesystem::is_regular_file(status)) {
        if (!map(file, error))
            return false;
        if (mapped_ != nullptr)
            return true;
    }
    return read_copy(file, error);
}

// Reads in pieces until the end: works for pipes and files whose size is not known.
bool FileText::read_copy(const std::filesystem::path& file, std::string& error) {
    std::FILE* stream = open_c_file(file, "rb");
    if (stream == nullptr) {
        error = std::strerror(errno);
        return false;
    }
    char buffer[1 << 16];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, stream)) > 0) {
        copy_.append(buffer, got);
    }
    const bool failed = std::ferror(stream) != 0;
    const int saved = errno;
    std::fclose(stream);
    if (failed) {
        error = std::strerror(saved);
        return false;
    }
    return true;
}

} // namespace pendule::io
