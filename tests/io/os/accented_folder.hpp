#pragma once

// A fresh folder under the temporary one whose name has accents (é, è, and Ω beyond Latin-1), so
// that a test of io's system calls meets a path that is not ASCII; removed with all it holds.

#include "io/os/file_system.hpp"

#include <filesystem>
#include <random>
#include <string>

namespace pendule::test_support {

struct AccentedFolder {
    std::filesystem::path path;
    AccentedFolder() {
        std::random_device random;
        path = std::filesystem::temp_directory_path() /
               io::path_of("pendule-H\xC3\xA9l\xC3\xA8ne-\xCE\xA9-" + std::to_string(random()));
        std::filesystem::create_directories(path);
    }
    ~AccentedFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    AccentedFolder(const AccentedFolder&) = delete;
    AccentedFolder& operator=(const AccentedFolder&) = delete;
};

} // namespace pendule::test_support
