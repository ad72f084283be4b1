// io/os/file_system.hpp on Windows: wide-character calls throughout (CreateFileW, MoveFileExW,
// _wfopen, GetModuleFileNameW, the wide command line), FlushFileBuffers for fdatasync, LockFileEx
// for flock, %APPDATA% and %LOCALAPPDATA% for the XDG folders.
#include "io/os/file_system.hpp"

// windows.h first: the other Windows headers rely on its definitions.
#include <windows.h>

#include <fcntl.h>
#include <io.h>
#include <shellapi.h>

#include <algorithm>
#include <cstdlib>

namespace pendule::io {

namespace {

std::string utf8_of(const wchar_t* text, int length) {
    if (length == 0)
        return {};
    const int size = WideCharToMultiByte(CP_UTF8, 0, text, length, nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(size > 0 ? size : 0), '\0');
    if (size > 0)
        WideCharToMultiByte(CP_UTF8, 0, text, length, out.data(), size, nullptr, nullptr);
    return out;
}

// The system's words for an error code, in UTF-8, without the final period and line end.
std::string message_of(DWORD code) {
    wchar_t* text = nullptr;
    const DWORD length = FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
                                            FORMAT_MESSAGE_IGNORE_INSERTS,
                                        nullptr, code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string out = length > 0 ? utf8_of(text, static_cast<int>(length)) : "";
    if (text != nullptr)
        LocalFree(text);
    while (!out.empty() &&
           (out.back() == '\n' || out.back() == '\r' || out.back() == ' ' || out.back() == '.'))
        out.pop_back();
    if (out.empty())
        out = "system error " + std::to_string(code);
    return out;
}

Error system_error(DWORD code = GetLastError()) {
    return Error{message_of(code), ""};
}

HANDLE handle_of(std::intptr_t handle) {
    return reinterpret_cast<HANDLE>(handle);
}

// Other programs may read, write (to try the lock) and rename a journal while it is open, as on
// POSIX: the lock, not the sharing mode, keeps a second writer out.
constexpr DWORD share_all = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;

bool write_all(HANDLE handle, std::string_view bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const auto chunk = static_cast<DWORD>(std::min<std::size_t>(bytes.size() - done, 1u << 30));
        DWORD written = 0;
        if (!WriteFile(handle, bytes.data() + done, chunk, &written, nullptr) || written == 0)
            return false;
        done += written;
    }
    return true;
}

std::filesystem::path environment_dir(const wchar_t* name) {
    const wchar_t* value = _wgetenv(name);
    if (value == nullptr || *value == L'\0')
        return {};
    return std::filesystem::path(value) / L"Pendule";
}

// One byte far past the end of any journal: LockFileEx's locks are mandatory for the bytes they
// cover, so the lock is taken where nobody reads, and acts as flock's advisory lock.
constexpr DWORD lock_offset_low = 0xFFFFFFFEu;
constexpr DWORD lock_offset_high = 0x7FFFFFFFu;

} // namespace

std::vector<std::string> utf8_arguments(int argc, char** argv) {
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (wide == nullptr) // the ANSI arguments are all there is
        return std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + argc);
    std::vector<std::string> out;
    for (int i = 1; i < count; ++i)
        out.push_back(utf8_of(wide[i], static_cast<int>(wcslen(wide[i]))));
    LocalFree(wide);
    return out;
}

void use_binary_standard_streams() {
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
}

std::filesystem::path program_dir() {
    std::wstring name(MAX_PATH, L'\0');
    for (;;) {
        const DWORD length = GetModuleFileNameW(nullptr, name.data(), static_cast<DWORD>(name.size()));
        if (length == 0)
            return {};
        if (length < name.size()) {
            name.resize(length);
            return std::filesystem::path(name).parent_path();
        }
        name.resize(name.size() * 2); // a long path: again with room
    }
}

std::vector<std::string> display_languages() {
    std::vector<std::string> names;
    ULONG count = 0;
    ULONG size = 0;
    if (GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &count, nullptr, &size) && size > 0) {
        std::wstring list(size, L'\0'); // names each ended by a NUL, then one more
        if (GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &count, list.data(), &size)) {
            for (std::size_t at = 0; at < list.size() && list[at] != L'\0';) {
                std::size_t end = list.find(L'\0', at);
                if (end == std::wstring::npos)
                    end = list.size();
                names.push_back(utf8_of(list.data() + at, static_cast<int>(end - at)));
                at = end + 1;
            }
        }
    }
    wchar_t locale[LOCALE_NAME_MAX_LENGTH];
    if (names.empty() && GetUserDefaultLocaleName(locale, LOCALE_NAME_MAX_LENGTH) > 0)
        names.push_back(utf8_of(locale, static_cast<int>(wcslen(locale))));
    return names;
}

std::vector<std::filesystem::path> system_data_dirs() {
    return {};
}

std::filesystem::path user_config_dir() {
    return environment_dir(L"APPDATA");
}

std::filesystem::path user_data_dir() {
    if (auto local = environment_dir(L"LOCALAPPDATA"); !local.empty())
        return local;
    return environment_dir(L"APPDATA");
}

std::optional<LocalTime> local_time(std::int64_t wall_ms) {
    const auto at = static_cast<std::time_t>(wall_ms / 1000);
    LocalTime local;
    if (localtime_s(&local.parts, &at) != 0)
        return std::nullopt;
    // The local fields read as if they were UTC, less the instant: the offset (daylight saving included).
    std::tm copy = local.parts;
    const std::time_t as_utc = _mkgmtime(&copy);
    if (as_utc == static_cast<std::time_t>(-1))
        return std::nullopt;
    local.utc_offset_minutes = static_cast<int>((as_utc - at) / 60);
    return local;
}

long process_id() {
    return static_cast<long>(GetCurrentProcessId());
}

std::FILE* open_c_file(const std::filesystem::path& path, const char* mode) {
    std::wstring wide_mode;
    for (const char* c = mode; *c != '\0'; ++c)
        wide_mode += static_cast<wchar_t>(*c);
    return _wfopen(path.c_str(), wide_mode.c_str());
}

namespace {

// `wide` in the ANSI code page, or nothing when the code page lacks one of its characters.
std::optional<std::string> ansi_of(const std::wstring& wide) {
    // With UTF-8 as the ANSI code page (a choice of Windows 10's settings) every name converts,
    // and WideCharToMultiByte refuses the question "was a character replaced?".
    const UINT page = GetACP();
    const DWORD flags = page == CP_UTF8 ? 0 : WC_NO_BEST_FIT_CHARS;
    BOOL replaced = FALSE;
    BOOL* ask = page == CP_UTF8 ? nullptr : &replaced;
    const int length = static_cast<int>(wide.size());
    const int size = WideCharToMultiByte(page, flags, wide.data(), length, nullptr, 0, nullptr, ask);
    if (size <= 0 || replaced)
        return std::nullopt;
    std::string out(static_cast<std::size_t>(size), '\0');
    WideCharToMultiByte(page, flags, wide.data(), length, out.data(), size, nullptr, nullptr);
    return out;
}

} // namespace

std::string narrow_path(const std::filesystem::path& path) {
    if (path.empty())
        return {};
    if (auto name = ansi_of(path.native()))
        return *name;
    const DWORD size = GetShortPathNameW(path.c_str(), nullptr, 0);
    if (size == 0)
        return {};
    std::wstring short_name(size, L'\0');
    const DWORD length = GetShortPathNameW(path.c_str(), short_name.data(), size);
    if (length == 0 || length >= size)
        return {};
    short_name.resize(length);
    return ansi_of(short_name).value_or(std::string());
}

Result<NativeFile> NativeFile::open(const std::filesystem::path& path, bool create, bool* exists) {
    if (exists)
        *exists = false;
    HANDLE handle = CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE, share_all, nullptr,
                                create ? CREATE_NEW : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (handle == INVALID_HANDLE_VALUE) {
        const DWORD code = GetLastError();
        if ((code == ERROR_FILE_EXISTS || code == ERROR_ALREADY_EXISTS) && exists)
            *exists = true;
        return system_error(code);
    }
    return NativeFile(reinterpret_cast<std::intptr_t>(handle));
}

void NativeFile::close() {
    if (handle_ != -1)
        CloseHandle(handle_of(handle_)); // the lock goes with the handle
    handle_ = -1;
}

Result<bool> NativeFile::try_lock() {
    OVERLAPPED where{};
    where.Offset = lock_offset_low;
    where.OffsetHigh = lock_offset_high;
    if (LockFileEx(handle_of(handle_), LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &where))
        return true;
    const DWORD code = GetLastError();
    if (code == ERROR_LOCK_VIOLATION || code == ERROR_IO_PENDING)
        return false;
    return system_error(code);
}

Result<std::size_t> NativeFile::read_at(std::uint64_t offset, char* buffer, std::size_t size) const {
    OVERLAPPED where{};
    where.Offset = static_cast<DWORD>(offset & 0xFFFFFFFFu);
    where.OffsetHigh = static_cast<DWORD>(offset >> 32);
    DWORD read = 0;
    const auto wanted = static_cast<DWORD>(std::min<std::size_t>(size, 1u << 30));
    if (!ReadFile(handle_of(handle_), buffer, wanted, &read, &where)) {
        const DWORD code = GetLastError();
        if (code == ERROR_HANDLE_EOF)
            return std::size_t{0};
        return system_error(code);
    }
    return static_cast<std::size_t>(read);
}

Result<std::uint64_t> NativeFile::size() const {
    LARGE_INTEGER size{};
    if (!GetFileSizeEx(handle_of(handle_), &size))
        return system_error();
    return static_cast<std::uint64_t>(size.QuadPart);
}

std::optional<Error> NativeFile::truncate(std::uint64_t size) {
    LARGE_INTEGER at{};
    at.QuadPart = static_cast<LONGLONG>(size);
    if (!SetFilePointerEx(handle_of(handle_), at, nullptr, FILE_BEGIN) || !SetEndOfFile(handle_of(handle_)))
        return system_error();
    return std::nullopt;
}

std::optional<Error> NativeFile::append(std::string_view bytes) {
    // The lock keeps other writers out, so the end found here is where the bytes go.
    LARGE_INTEGER none{};
    if (!SetFilePointerEx(handle_of(handle_), none, nullptr, FILE_END) ||
        !write_all(handle_of(handle_), bytes))
        return system_error();
    return std::nullopt;
}

std::optional<Error> NativeFile::sync() {
    if (!FlushFileBuffers(handle_of(handle_)))
        return system_error();
    return std::nullopt;
}

// A folder cannot be flushed without administrator rights; NTFS journals its entries, and a new
// file's name is on the disk with its first FlushFileBuffers, a rename with MOVEFILE_WRITE_THROUGH.
void sync_folder(const std::filesystem::path&) {}

std::optional<Error> replace_file(const std::filesystem::path& file, std::string_view bytes, bool,
                                  const std::string& what) {
    std::filesystem::path temporary = file;
    temporary += L".tmp";
    DeleteFileW(temporary.c_str()); // a leftover of a crash
    HANDLE handle =
        CreateFileW(temporary.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (handle == INVALID_HANDLE_VALUE)
        return Error{"cannot create " + what + ": " + message_of(GetLastError()), text_of(temporary)};
    std::optional<Error> error;
    if (!write_all(handle, bytes))
        error = Error{"cannot write " + what + ": " + message_of(GetLastError()), text_of(temporary)};
    if (!error && !FlushFileBuffers(handle))
        error = Error{"cannot sync " + what + ": " + message_of(GetLastError()), text_of(temporary)};
    CloseHandle(handle);
    if (!error &&
        !MoveFileExW(temporary.c_str(), file.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        error = Error{"cannot replace " + what + ": " + message_of(GetLastError()), text_of(file)};
    if (error)
        DeleteFileW(temporary.c_str());
    return error;
}

std::optional<Error> move_without_replacing(const std::filesystem::path& from,
                                            const std::filesystem::path& to) {
    // One rename: the file is under one name or the other, never both lost; an existing `to`
    // refuses it, and so does another volume (no copy-and-delete without MOVEFILE_COPY_ALLOWED).
    if (!MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_WRITE_THROUGH))
        return Error{"cannot move it to " + text_of(to) + ": " + message_of(GetLastError()), text_of(from)};
    return std::nullopt;
}

} // namespace pendule::io
