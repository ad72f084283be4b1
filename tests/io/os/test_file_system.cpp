// io/os/file_system.hpp, the one interface to the system, on whichever system runs the tests (Linux,
// and Windows under wine): names with accents, a new file never over an old one, the lock that
// keeps a second writer out but lets readers in, replacement in one step, a move that never
// overwrites nor loses, and the user's folders from the environment.
#include "io/journal/journal_writer.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/preset/preset.hpp"

#include "../../scoped_env.hpp"
#include "accented_folder.hpp"

#include <catch2/catch.hpp>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace pendule;
using pendule::test_support::ScopedEnv;

namespace {

using Folder = test_support::AccentedFolder;

std::string contents(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("file system: UTF-8 text and paths go both ways, accents included", "[io][files]") {
    const std::string name = "C\xC3\xA9line-\xCE\xA9.journal";
    const std::filesystem::path path = io::path_of(name);
    CHECK(io::text_of(path) == name);
    CHECK(path.u8string() == u8"C\u00e9line-\u03a9.journal");

    Folder folder;
    const auto file = folder.path / path;
    { std::ofstream(file, std::ios::binary) << "x\n"; }
    // The name listed by the system is the one written, in UTF-8.
    bool found = false;
    for (const auto& entry : std::filesystem::directory_iterator(folder.path))
        found = found || io::text_of(entry.path().filename()) == name;
    CHECK(found);
    // And the readers that take text find it.
    CHECK(io::read_text_file(file) == std::optional<std::string>("x\n"));
    std::FILE* c_file = io::open_c_file(file, "rb");
    REQUIRE(c_file != nullptr);
    CHECK(std::fgetc(c_file) == 'x');
    std::fclose(c_file);
}

TEST_CASE("file system: a new file is never an old one, appends are read back", "[io][files]") {
    Folder folder;
    const auto path = folder.path / "new.journal";
    bool exists = true;
    auto file = io::NativeFile::create_new(path, &exists);
    REQUIRE(file.ok());
    CHECK_FALSE(exists);
    REQUIRE_FALSE(file->append("first\n"));
    REQUIRE_FALSE(file->append("second\n"));
    REQUIRE_FALSE(file->sync());
    CHECK(*file->size() == 13);
    char buffer[16] = {};
    CHECK(*file->read_at(6, buffer, sizeof buffer) == 7);
    CHECK(std::string(buffer, 7) == "second\n");
    CHECK(*file->read_at(13, buffer, sizeof buffer) == 0);

    auto again = io::NativeFile::create_new(path, &exists);
    CHECK_FALSE(again.ok());
    CHECK(exists);
    CHECK(contents(path) == "first\nsecond\n");

    REQUIRE_FALSE(file->truncate(6));
    REQUIRE_FALSE(file->append("third\n"));
    CHECK(contents(path) == "first\nthird\n");
}

TEST_CASE("file system: the lock keeps a second writer out, never a reader", "[io][files]") {
    Folder folder;
    const auto path = folder.path / "locked.round";
    auto writer = io::NativeFile::create_new(path);
    REQUIRE(writer.ok());
    auto taken = writer->try_lock();
    REQUIRE(taken.ok());
    CHECK(*taken);
    REQUIRE_FALSE(writer->append("held\n"));

    auto second = io::NativeFile::open_existing(path);
    REQUIRE(second.ok());
    auto locked = second->try_lock();
    REQUIRE(locked.ok());
    CHECK_FALSE(*locked);
    // A reader reads all of it while the lock is held (on Windows the lock covers one byte far
    // past the end).
    CHECK(contents(path) == "held\n");
    char buffer[8] = {};
    CHECK(*second->read_at(0, buffer, sizeof buffer) == 5);

    // Closed, the lock is free for the next writer.
    writer = io::NativeFile::create_new(folder.path / "other");
    CHECK(*second->try_lock());
}

TEST_CASE("file system: a file replaced in one step, its temporary gone", "[io][files]") {
    Folder folder;
    const auto path = folder.path / io::path_of("index-\xC3\xA9t\xC3\xA9");
    REQUIRE_FALSE(io::replace_file(path, "old\n", false, "the index"));
    CHECK(contents(path) == "old\n");
    REQUIRE_FALSE(io::replace_file(path, "new\n", true, "the index"));
    CHECK(contents(path) == "new\n");
    std::filesystem::path temporary = path;
    temporary += ".tmp";
    CHECK_FALSE(std::filesystem::exists(temporary));
    auto error = io::replace_file(folder.path / "missing" / "x", "x", false, "the index");
    REQUIRE(error);
    CHECK(error->message.rfind("cannot create the index: ", 0) == 0);
}

TEST_CASE("file system: a move never replaces a file, and never loses one", "[io][files]") {
    Folder folder;
    const auto from = folder.path / "game.journal";
    const auto to = folder.path / "archive.journal";
    { std::ofstream(from, std::ios::binary) << "game\n"; }
    { std::ofstream(to, std::ios::binary) << "older\n"; }
    auto refused = io::move_without_replacing(from, to);
    REQUIRE(refused);
    CHECK(refused->message.find(io::text_of(to)) != std::string::npos);
    CHECK(contents(from) == "game\n");
    CHECK(contents(to) == "older\n");

    std::filesystem::remove(to);
    REQUIRE_FALSE(io::move_without_replacing(from, to));
    CHECK_FALSE(std::filesystem::exists(from));
    CHECK(contents(to) == "game\n");
}

TEST_CASE("file system: the user's folders come from the environment", "[io][files]") {
    Folder folder;
    const std::string home = io::text_of(folder.path);
#ifdef _WIN32
    // %APPDATA% (roaming settings) and %LOCALAPPDATA% (this machine's data).
    ScopedEnv config("APPDATA", home + "\\Roaming");
    ScopedEnv data("LOCALAPPDATA", home + "\\Local");
    CHECK(io::user_config_dir() == io::path_of(home + "\\Roaming\\Pendule"));
    CHECK(io::user_data_dir() == io::path_of(home + "\\Local\\Pendule"));
    CHECK(io::default_journal_dir() == io::path_of(home + "\\Local\\Pendule\\journals"));
    CHECK(io::user_preset_dir() == io::path_of(home + "\\Roaming\\Pendule\\presets"));
#else
    ScopedEnv config("XDG_CONFIG_HOME", home + "/config");
    ScopedEnv data("XDG_DATA_HOME", home + "/data");
    CHECK(io::user_config_dir() == io::path_of(home + "/config/pendule"));
    CHECK(io::user_data_dir() == io::path_of(home + "/data/pendule"));
    CHECK(io::default_journal_dir() == io::path_of(home + "/data/pendule/journals"));
    CHECK(io::user_preset_dir() == io::path_of(home + "/config/pendule/presets"));
    ScopedEnv unset({"XDG_CONFIG_HOME", "XDG_DATA_HOME"});
    ScopedEnv::set("XDG_CONFIG_HOME", nullptr);
    ScopedEnv::set("XDG_DATA_HOME", nullptr);
    ScopedEnv home_dir("HOME", home);
    CHECK(io::user_config_dir() == io::path_of(home + "/.config/pendule"));
    CHECK(io::default_journal_dir() == io::path_of(home + "/.local/share/pendule/journals"));
#endif
}

TEST_CASE("file system: the system's display languages (Windows), none on POSIX", "[io][files]") {
    const std::vector<std::string> names = io::display_languages();
#ifdef _WIN32
    // Wine gives its own from the locale it runs in (en-US under the suite's C.UTF-8).
    REQUIRE_FALSE(names.empty());
    for (const std::string& name : names) {
        INFO(name);
        CHECK(name.size() >= 2);
        CHECK(std::isalpha(static_cast<unsigned char>(name[0])));
    }
#else
    CHECK(names.empty());
#endif
}

TEST_CASE("file system: the system's data folders: XDG_DATA_DIRS on POSIX, none on Windows", "[io][files]") {
    ScopedEnv restored({"XDG_DATA_DIRS"});
#ifdef _WIN32
    ScopedEnv::set("XDG_DATA_DIRS", "C:\\data");
    CHECK(io::system_data_dirs().empty()); // a Windows program carries its data beside itself
#else
    ScopedEnv::set("XDG_DATA_DIRS", nullptr);
    CHECK(io::system_data_dirs() == std::vector<std::filesystem::path>{"/usr/local/share", "/usr/share"});
    ScopedEnv::set("XDG_DATA_DIRS", "/opt/data:relative/data::/usr/share");
    CHECK(io::system_data_dirs() == std::vector<std::filesystem::path>{"/opt/data", "/usr/share"});
#endif
}

TEST_CASE("file system: the program knows its own folder", "[io][files]") {
    const std::filesystem::path dir = io::program_dir();
    REQUIRE_FALSE(dir.empty());
    CHECK(std::filesystem::is_directory(dir));
    CHECK(io::process_id() > 0);
}

TEST_CASE("file system: a folder with accents and beyond Latin-1 opens through a C library's char names",
          "[io][files]") {
    // eSpeak NG reads its data with fopen and stat on char names: on Windows in the ANSI code
    // page, which lacks Ω on a Western system (then the short name is given).
    Folder folder;
    const std::filesystem::path data = folder.path / "espeak-ng-data";
    std::filesystem::create_directories(data);
    std::ofstream(data / "phontab", std::ios::binary) << "phonemes";
    const std::string narrow = io::narrow_path(data);
    REQUIRE_FALSE(narrow.empty());
    std::FILE* file = std::fopen((narrow + "/phontab").c_str(), "rb");
    REQUIRE(file != nullptr);
    char bytes[9] = {};
    CHECK(std::fread(bytes, 1, 8, file) == 8);
    std::fclose(file);
    CHECK(std::string(bytes) == "phonemes");
    CHECK(io::narrow_path({}).empty());
}

namespace {

// Days from 1970-01-01 to a civil date (proleptic Gregorian), for the check below.
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

} // namespace

TEST_CASE("file system: the local time and its offset give back the instant", "[io][files]") {
    // Winter and summer of 2026, and a moment with milliseconds (dropped: the local time is in seconds).
    for (const std::int64_t wall_ms : {1'767'225'600'000LL, 1'784'000'000'000LL, 1'790'123'456'789LL}) {
        const auto local = io::local_time(wall_ms);
        REQUIRE(local);
        const std::tm& t = local->parts;
        CHECK(std::abs(local->utc_offset_minutes) <= 14 * 60);
        const std::int64_t as_utc = days_from_civil(t.tm_year + 1900, static_cast<unsigned>(t.tm_mon + 1),
                                                    static_cast<unsigned>(t.tm_mday)) *
                                        86'400 +
                                    t.tm_hour * 3600 + t.tm_min * 60 + t.tm_sec;
        CHECK(as_utc - local->utc_offset_minutes * 60 == wall_ms / 1000);
    }
}
