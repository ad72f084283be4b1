#pragma once

// Reading a whole file into memory, as it is on disk (no newline translation).

#include <optional>
#include <string>

namespace pendule::io {

// The file's bytes (`path` in UTF-8); nullopt when it cannot be opened or a read fails. Callers
// say what and where in their own words ("cannot read the journal", "cannot open the PGN file").
std::optional<std::string> read_text_file(const std::string& path);

} // namespace pendule::io
