// io/os/file_text.hpp, a whole file read at once on whichever system runs the tests (Linux: mmap;
// Windows under wine: a file mapping): its bytes exactly, an empty file, a name with accents, and
// the reasons it says for what it cannot read.
#include "accented_folder.hpp"
#include "io/os/file_system.hpp"
#include "io/os/file_text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

using namespace pendule;

namespace {

using TextFolder = test_support::AccentedFolder;

void write(const std::filesystem::path& file, const std::string& bytes) {
    std::ofstream out(file, std::ios::binary);
    out << bytes;
}

} // namespace

TEST_CASE("file text: a file's bytes, whole, under a name with accents") {
    TextFolder folder;
    std::string bytes = "[Event \"H\xC3\xA9l\xC3\xA8ne\"]\r\n\r\n1. e4 e5 *\n";
    bytes += std::string(1, '\0') + std::string(70000, 'x'); // a NUL, and more than one read's piece
    const std::filesystem::path file = folder.path / io::path_of("partie-\xC3\xA9t\xC3\xA9.pgn");
    write(file, bytes);
    io::FileText text;
    std::string error;
    REQUIRE(text.open(io::text_of(file), error));
    CHECK(error.empty());
    CHECK(text.text() == bytes);
}

TEST_CASE("file text: an empty file is an empty text") {
    TextFolder folder;
    write(folder.path / "empty.pgn", "");
    io::FileText text;
    std::string error;
    REQUIRE(text.open(io::text_of(folder.path / "empty.pgn"), error));
    CHECK(text.text().empty());
}

TEST_CASE("file text: a folder or a missing file is refused, with the reason") {
    TextFolder folder;
    io::FileText text;
    std::string error;
    CHECK_FALSE(text.open(io::text_of(folder.path), error));
    CHECK(error == "it is a directory");
    error.clear();
    CHECK_FALSE(text.open(io::text_of(folder.path / "missing.pgn"), error));
    CHECK_FALSE(error.empty());
}
