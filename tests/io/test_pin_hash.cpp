// The PIN at rest: a salted Argon2id hash that matches only its PIN, never the PIN itself, and
// files readable by their owner only.
#include "io/os/text_file.hpp"
#include "io/pin_hash.hpp"

#include <catch2/catch.hpp>

#ifndef _WIN32
#include <sys/stat.h>
#endif

#include <filesystem>
#include <random>

using namespace pendule;

TEST_CASE("PIN hash: salted, slow, and matching only its PIN", "[pin]") {
    auto first = io::hash_pin("2468");
    REQUIRE(first.ok());
    CHECK(io::is_pin_hash(*first));
    CHECK(first->find("2468") == std::string::npos);
    CHECK(first->rfind("$argon2id$", 0) == 0);
    CHECK(io::pin_matches(*first, "2468"));
    CHECK_FALSE(io::pin_matches(*first, "2469"));
    CHECK_FALSE(io::pin_matches(*first, ""));
    // A new salt each time: the same PIN never gives the same text.
    auto second = io::hash_pin("2468");
    REQUIRE(second.ok());
    CHECK(*second != *first);
    CHECK(io::pin_matches(*second, "2468"));
}

TEST_CASE("PIN hash: a PIN in clear or garbage is never a match", "[pin]") {
    CHECK_FALSE(io::is_pin_hash("2468"));
    CHECK_FALSE(io::pin_matches("2468", "2468"));
    CHECK_FALSE(io::pin_matches("$argon2id$garbage", "2468"));
    CHECK_FALSE(io::pin_matches(std::string(500, '$'), "2468"));
}

TEST_CASE("PIN form: 4 to 16 digits or letters", "[pin]") {
    CHECK_FALSE(io::check_pin_form("2468"));
    CHECK_FALSE(io::check_pin_form("Arbitre2026"));
    CHECK(io::check_pin_form("246")->message == "a PIN has 4 to 16 characters (this one has 3)");
    CHECK(io::check_pin_form("24 68")->message == "a PIN has only digits and letters A-Z");
    CHECK_FALSE(io::hash_pin("12").ok());
}

TEST_CASE("private files: replaced whole, never half-written", "[pin]") {
    std::random_device random;
    const auto dir = std::filesystem::temp_directory_path() / ("pendule-pin-" + std::to_string(random()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "pendule.conf";
    REQUIRE_FALSE(io::write_private_file(file, "pin_hash = x\n"));
    CHECK(io::read_text_file(file) == std::optional<std::string>("pin_hash = x\n"));
    REQUIRE_FALSE(io::write_private_file(file, "pin_hash = y\n"));
    CHECK(io::read_text_file(file) == std::optional<std::string>("pin_hash = y\n"));
    CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    auto error = io::write_private_file(dir / "missing" / "pendule.conf", "x");
    REQUIRE(error);
    CHECK(error->text().find("cannot create the file") != std::string::npos);
    std::filesystem::remove_all(dir);
}

#ifndef _WIN32
// POSIX file modes; on Windows the file is as private as the user's own folder it is written to
// (%APPDATA%), whose access list lets only that user in (docs/windows.md).
TEST_CASE("private files: mode 0600 whatever the umask", "[pin]") {
    std::random_device random;
    const auto dir = std::filesystem::temp_directory_path() / ("pendule-pin-" + std::to_string(random()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "pendule.conf";
    const mode_t old_umask = ::umask(0);
    REQUIRE_FALSE(io::write_private_file(file, "pin_hash = x\n"));
    ::umask(old_umask);
    struct stat info {};
    REQUIRE(::stat(file.c_str(), &info) == 0);
    CHECK((info.st_mode & 0777) == 0600);
    REQUIRE_FALSE(io::write_private_file(file, "pin_hash = y\n"));
    info = {};
    REQUIRE(::stat(file.c_str(), &info) == 0);
    CHECK((info.st_mode & 0777) == 0600);
    std::filesystem::remove_all(dir);
}
#endif
