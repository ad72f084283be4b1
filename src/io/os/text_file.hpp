#pragma once

// Reading a whole file into memory, as it is on disk (no newline translation).

#include <filesystem>
#include <optional>
#include <string>

namespace pendule::io {

// The file's bytes; nullopt when it cannot be opened or a read fails. Callers say what and where in
// their own words ("cannot read the journal", "cannot open the PGN file").
std::optional<std::string> read_text_file(const std::filesystem::path& path);
// Text is not a path: a name typed or read as UTF-8 goes through path_of() (io/os/file_system.hpp),
// since std::filesystem::path would read a std::string in the system's narrow code page on Windows.
std::optional<std::string> read_text_file(const std::string& utf8) = delete;
std::optional<std::string> read_text_file(const char* utf8) = delete;

} // namespace pendule::io
