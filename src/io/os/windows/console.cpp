// io/os/console.hpp on Windows: the console's mode for the echo; AttachConsole for a window program
// started from a console.
#include "io/os/console.hpp"

// windows.h first: the other Windows headers rely on its definitions.
#include <windows.h>

#include <cstdio>

namespace pendule::io {

namespace {

bool has_handle(DWORD which) {
    const HANDLE handle = GetStdHandle(which);
    return handle != nullptr && handle != INVALID_HANDLE_VALUE;
}

} // namespace

void attach_parent_console() {
    // Started from the Start menu there is no console to attach to.
    if (has_handle(STD_OUTPUT_HANDLE) || !AttachConsole(ATTACH_PARENT_PROCESS))
        return;
    [[maybe_unused]] auto* out = std::freopen("CONOUT$", "w", stdout);
    [[maybe_unused]] auto* err = std::freopen("CONOUT$", "w", stderr);
    if (!has_handle(STD_INPUT_HANDLE)) {
        [[maybe_unused]] auto* in = std::freopen("CONIN$", "r", stdin);
    }
}

struct TerminalEchoOff::Saved {
    HANDLE input = nullptr;
    DWORD mode = 0;
};

TerminalEchoOff::TerminalEchoOff() {
    auto saved = std::make_unique<Saved>();
    saved->input = GetStdHandle(STD_INPUT_HANDLE);
    if (saved->input == INVALID_HANDLE_VALUE || saved->input == nullptr ||
        GetConsoleMode(saved->input, &saved->mode) == 0)
        return;
    SetConsoleMode(saved->input, saved->mode & ~static_cast<DWORD>(ENABLE_ECHO_INPUT));
    saved_ = std::move(saved);
}

TerminalEchoOff::~TerminalEchoOff() {
    if (saved_)
        SetConsoleMode(saved_->input, saved_->mode);
}

} // namespace pendule::io
