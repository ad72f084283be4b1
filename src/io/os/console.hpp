#pragma once

// The console a program was started from, behind one interface with an implementation per system
// (io/os/posix/console.cpp, io/os/windows/console.cpp), chosen by the build.

#include <memory>

namespace pendule::io {

// A window program started from a console (cmd.exe, PowerShell) without redirection gets no
// standard handles on Windows: this attaches it to that console, so that --help and errors show.
// Nothing to do on POSIX, nor on Windows when the handles exist or no console started it.
void attach_parent_console();

// The terminal's echo off while a secret is typed, then back as it was; nothing when standard
// input is not a terminal (a script, a test, a pipe).
class TerminalEchoOff {
  public:
    TerminalEchoOff();
    ~TerminalEchoOff();
    TerminalEchoOff(const TerminalEchoOff&) = delete;
    TerminalEchoOff& operator=(const TerminalEchoOff&) = delete;
    // Whether standard input is a terminal (its echo was switched off).
    bool terminal() const { return saved_ != nullptr; }

  private:
    struct Saved; // the terminal's settings before, as the system keeps them
    std::unique_ptr<Saved> saved_;
};

} // namespace pendule::io
