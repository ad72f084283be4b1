#include "app/common/platform/program_start.hpp"

#include "i18n/lang.hpp"
#include "io/os/console.hpp"
#include "io/os/file_system.hpp"

namespace pendule::app {

std::vector<std::string> start_program(int argc, char** argv) {
    io::attach_parent_console();
    io::use_binary_standard_streams();
    i18n::set_program_dir(io::program_dir()); // before --lang is read: its catalogues are beside it
    return io::utf8_arguments(argc, argv);
}

} // namespace pendule::app
