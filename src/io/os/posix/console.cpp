// io/os/console.hpp on POSIX: termios for the echo; a program has its terminal from the start.
#include "io/os/console.hpp"

#include <termios.h>
#include <unistd.h>

namespace pendule::io {

void attach_parent_console() {}

struct TerminalEchoOff::Saved {
    termios settings{};
};

TerminalEchoOff::TerminalEchoOff() {
    auto saved = std::make_unique<Saved>();
    if (::isatty(STDIN_FILENO) == 0 || ::tcgetattr(STDIN_FILENO, &saved->settings) != 0)
        return;
    termios quiet = saved->settings;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    saved_ = std::move(saved);
}

TerminalEchoOff::~TerminalEchoOff() {
    if (saved_)
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_->settings);
}

} // namespace pendule::io
