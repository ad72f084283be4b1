#include "app/common/platform/files.hpp"

#include "app/common/draw/fonts.hpp"

#include "io/export/game_score.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <cstdlib>
#include <filesystem>

namespace pendule::app {

FileReader disk_file_reader() {
    return FileReader{.pgn_last_game = io::game_score_text, .preset = io::resolve_preset};
}

Result<AppConfig> load_config(const std::string& path) {
    const auto text = io::read_text_file(io::path_of(path));
    if (!text)
        return fail("cannot read the config file", path);
    return parse_config(*text, path);
}

namespace {

std::vector<std::filesystem::path> font_dirs() {
    std::vector<std::filesystem::path> dirs;
    if (const char* env = std::getenv("PENDULE_FONT_DIR"))
        dirs.push_back(io::path_of(env));
    if (const auto program = io::program_dir(); !program.empty())
        dirs.push_back(program.parent_path() / "share" / "fonts" / "dejavu");
    // Debian's fonts-dejavu-core (and other systems' folder); none on Windows.
    for (const auto& data : io::system_data_dirs()) {
        dirs.push_back(data / "fonts" / "truetype" / "dejavu");
        dirs.push_back(data / "fonts" / "dejavu");
    }
    return dirs;
}

std::optional<std::string> load_one(Fonts& fonts, Fonts::Face face, const char* file) {
    const auto dirs = font_dirs();
    for (const auto& dir : dirs) {
        std::error_code ec;
        const auto path = dir / file;
        if (!std::filesystem::is_regular_file(path, ec))
            continue;
        const auto read = io::read_text_file(path); // bytes, as on the disk
        if (read && !read->empty() && fonts.take(face, std::vector<char>(read->begin(), read->end())))
            return std::nullopt;
    }
    std::string looked;
    for (const auto& dir : dirs)
        looked += (looked.empty() ? "" : ", ") + io::text_of(dir);
    return std::string("font ") + file + " not found (looked in " + looked +
           "); install the Debian package fonts-dejavu-core or set PENDULE_FONT_DIR";
}

} // namespace

std::optional<std::string> load_fonts(Fonts& fonts) {
    if (auto error = load_one(fonts, Fonts::Face::sans, "DejaVuSans.ttf"))
        return error;
    if (auto error = load_one(fonts, Fonts::Face::sans_bold, "DejaVuSans-Bold.ttf"))
        return error;
    return load_one(fonts, Fonts::Face::mono_bold, "DejaVuSansMono-Bold.ttf");
}

} // namespace pendule::app
