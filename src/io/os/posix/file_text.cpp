// io/os/file_text.hpp's mapping on POSIX: mmap, the pages read in at once (MAP_POPULATE).
#include "io/os/file_text.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace pendule::io {

bool FileText::map(const std::filesystem::path& file, std::string& error) {
    const int fd = ::open(file.c_str(), O_RDONLY);
    if (fd < 0) {
        error = std::strerror(errno);
        return false;
    }
    std::error_code code;
    const auto size = std::filesystem::file_size(file, code);
    if (!code && size > 0) { // an empty file is not mapped (mmap refuses a length of 0)
        void* view =
            mmap(nullptr, static_cast<std::size_t>(size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
        if (view != MAP_FAILED) {
            mapped_ = static_cast<const char*>(view);
            mapped_size_ = static_cast<std::size_t>(size);
        }
    }
    ::close(fd); // the mapping stays valid without the descriptor
    return true;
}

void FileText::unmap() {
    munmap(const_cast<char*>(mapped_), mapped_size_);
}

} // namespace pendule::io
