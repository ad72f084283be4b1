#include "cli/file_text.hpp"

#include "io/file_system.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#if __has_include(<sys/mman.h>) && __has_include(<fcntl.h>) && __has_include(<unistd.h>)
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#define PENDULE_HAS_MMAP 1
#endif

namespace pendule::cli {

FileText::~FileText() {
#ifdef PENDULE_HAS_MMAP
    if (mapped_ != nullptr) {
        munmap(const_cast<char*>(mapped_), mapped_size_);
    }
#endif
}

bool FileText::open(const std::string& path, std::string& error) {
    std::error_code code;
    const std::filesystem::path file = io::path_of(path);
    const auto status = std::filesystem::status(file, code);
    if (code) {
        error = code.message();
        return false;
    }
    if (std::filesystem::is_directory(status)) {
        error = "it is a directory";
        return false;
    }
#ifdef PENDULE_HAS_MMAP
    if (std::filesystem::is_regular_file(status)) {
        const int fd = ::open(path.c_str(), O_RDONLY);
        if (fd < 0) {
            error = std::strerror(errno);
            return false;
        }
        const auto size = std::filesystem::file_size(file, code);
        if (!code && size > 0) {
            void* map =
                mmap(nullptr, static_cast<std::size_t>(size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
            if (map != MAP_FAILED) {
                ::close(fd);
                mapped_ = static_cast<const char*>(map);
                mapped_size_ = static_cast<std::size_t>(size);
                return true;
            }
        }
        ::close(fd);
    }
#endif
    return read_copy(path, error);
}

// Reads in pieces until the end: works for pipes and files whose size is not known.
bool FileText::read_copy(const std::string& path, std::string& error) {
    std::FILE* file = io::open_c_file(io::path_of(path), "rb");
    if (file == nullptr) {
        error = std::strerror(errno);
        return false;
    }
    char buffer[1 << 16];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        copy_.append(buffer, got);
    }
    const bool failed = std::ferror(file) != 0;
    const int saved = errno;
    std::fclose(file);
    if (failed) {
        error = std::strerror(saved);
        return false;
    }
    return true;
}

} // namespace pendule::cli
