// The one Catch2 main shared by every test executable.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "i18n/lang.hpp"
#include "io/os/file_system.hpp"

#include <string>
#include <vector>

// As the programs start (cli/main.cpp): standard output as bytes (on Windows no "\r\n" for "\n",
// so that the test names CTest lists, and every report, read the same on every system), the
// catalogues from the program's folder (the build tree is laid out as an install: tests/../share)
// and the arguments in UTF-8 (on Windows from the wide command line: a test named with "½" is found).
int main(int argc, char** argv) {
    pendule::io::use_binary_standard_streams();
    pendule::i18n::set_program_dir(pendule::io::program_dir());
    std::vector<std::string> words = pendule::io::utf8_arguments(argc, argv);
    std::vector<char*> args{argc > 0 ? argv[0] : nullptr};
    for (std::string& word : words)
        args.push_back(word.data());
    return Catch::Session().run(static_cast<int>(args.size()), args.data());
}
