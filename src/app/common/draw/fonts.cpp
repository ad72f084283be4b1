#include "app/common/draw/fonts.hpp"

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace pendule::app {

namespace {

std::vector<std::filesystem::path> font_dirs() {
    std::vector<std::filesystem::path> dirs;
    if (const char* env = std::getenv("PENDULE_FONT_DIR"))
        dirs.emplace_back(env);
    dirs.emplace_back("/usr/share/fonts/truetype/dejavu");
    dirs.emplace_back("/usr/share/fonts/dejavu");
    return dirs;
}

std::optional<std::string> load_one(sf::Font& font, const char* file) {
    for (const auto& dir : font_dirs()) {
        std::error_code ec;
        const auto path = dir / file;
        if (std::filesystem::is_regular_file(path, ec) && font.loadFromFile(path.string()))
            return std::nullopt;
    }
    std::string looked;
    for (const auto& dir : font_dirs())
        looked += (looked.empty() ? "" : ", ") + dir.string();
    return std::string("font ") + file + " not found (looked in " + looked +
           "); install the Debian package fonts-dejavu-core or set PENDULE_FONT_DIR";
}

} // namespace

std::optional<std::string> Fonts::load() {
    if (auto error = load_one(sans, "DejaVuSans.ttf"))
        return error;
    if (auto error = load_one(sans_bold, "DejaVuSans-Bold.ttf"))
        return error;
    return load_one(mono_bold, "DejaVuSansMono-Bold.ttf");
}

} // namespace pendule::app
