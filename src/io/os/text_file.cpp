#include "io/os/text_file.hpp"

#include <fstream>
#include <sstream>

namespace pendule::io {

std::optional<std::string> read_text_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return std::move(text).str();
}

} // namespace pendule::io
