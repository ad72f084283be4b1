#include "app/common/platform/program_start.hpp"

#include "i18n/lang.hpp"
#include "io/file_system.hpp"

#if defined(_WIN32)
#include <windows.h>

#include <cstdio>
#endif

namespace pendule::app {

namespace {

#if defined(_WIN32)
bool has_handle(DWORD which) {
    const HANDLE handle = GetStdHandle(which);
    return handle != nullptr && handle != INVALID_HANDLE_VALUE;
}
#endif

void attach_console() {
#if defined(_WIN32)
    // Started from a console (cmd.exe, PowerShell) without redirection: a window program gets no
    // standard handles. Started from the Start menu there is no console to attach to.
    if (has_handle(STD_OUTPUT_HANDLE) || !AttachConsole(ATTACH_PARENT_PROCESS))
        return;
    [[maybe_unused]] auto* out = std::freopen("CONOUT$", "w", stdout);
    [[maybe_unused]] auto* err = std::freopen("CONOUT$", "w", stderr);
    if (!has_handle(STD_INPUT_HANDLE)) {
        [[maybe_unused]] auto* in = std::freopen("CONIN$", "r", stdin);
    }
#endif
}

} // namespace

std::vector<std::string> start_program(int argc, char** argv) {
    attach_console();
    io::use_binary_standard_streams();
    i18n::set_program_dir(io::program_dir()); // before --lang is read: its catalogues are beside it
    return io::utf8_arguments(argc, argv);
}

} // namespace pendule::app
