// io/os/file_text.hpp's mapping on Windows: CreateFileW (a wide path, so that any name opens),
// CreateFileMappingW and MapViewOfFile. A file the system does not open here is left to the
// copy's _wfopen, which says why in the C library's words, as it did before mapping on Windows.
#include "io/os/file_text.hpp"

// windows.h first: the other Windows headers rely on its definitions.
#include <windows.h>

#include <cstdint>

namespace pendule::io {

bool FileText::map(const std::filesystem::path& file, std::string&) {
    const HANDLE handle =
        CreateFileW(file.c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                    nullptr, OPEN_EXISTING, FILE_FLAG_SEQUENTIAL_SCAN, nullptr);
    if (handle == INVALID_HANDLE_VALUE)
        return true; // read_copy says why
    LARGE_INTEGER size{};
    // An empty file is not mapped (CreateFileMappingW refuses a length of 0).
    if (GetFileSizeEx(handle, &size) && size.QuadPart > 0 &&
        static_cast<std::uint64_t>(size.QuadPart) <= SIZE_MAX) {
        const HANDLE mapping = CreateFileMappingW(handle, nullptr, PAGE_READONLY, 0, 0, nullptr);
        if (mapping != nullptr) {
            const void* view = MapViewOfFile(mapping, FILE_MAP_READ, 0, 0, 0);
            CloseHandle(mapping); // the view keeps the mapping open
            if (view != nullptr) {
                mapped_ = static_cast<const char*>(view);
                mapped_size_ = static_cast<std::size_t>(size.QuadPart);
            }
        }
    }
    CloseHandle(handle); // and the file
    return true;
}

void FileText::unmap() {
    UnmapViewOfFile(mapped_);
}

} // namespace pendule::io
