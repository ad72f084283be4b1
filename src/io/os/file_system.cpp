#include "io/os/file_system.hpp"

namespace pendule::io {

// UTF-8 through char8_t: the same bytes on POSIX, UTF-16 on Windows (never the ANSI code page).
std::filesystem::path path_of(std::string_view utf8) {
    std::u8string text(utf8.size(), u8'\0');
    for (std::size_t i = 0; i < utf8.size(); ++i)
        text[i] = static_cast<char8_t>(utf8[i]);
    return std::filesystem::path(text);
}

std::string text_of(const std::filesystem::path& path) {
    const std::u8string text = path.u8string();
    std::string out(text.size(), '\0');
    for (std::size_t i = 0; i < text.size(); ++i)
        out[i] = static_cast<char>(text[i]);
    return out;
}

// What does not depend on the system: the system's files hold open() and close(); -1 is no file
// on both (no file descriptor is negative, and it is INVALID_HANDLE_VALUE).
Result<NativeFile> NativeFile::create_new(const std::filesystem::path& path, bool* exists) {
    return open(path, true, exists);
}

Result<NativeFile> NativeFile::open_existing(const std::filesystem::path& path) {
    return open(path, false, nullptr);
}

NativeFile::NativeFile(NativeFile&& other) noexcept : handle_(other.handle_) {
    other.handle_ = -1;
}

NativeFile& NativeFile::operator=(NativeFile&& other) noexcept {
    if (this != &other) {
        close();
        handle_ = other.handle_;
        other.handle_ = -1;
    }
    return *this;
}

NativeFile::~NativeFile() {
    close();
}

bool NativeFile::is_open() const {
    return handle_ != -1;
}

} // namespace pendule::io
