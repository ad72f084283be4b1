#pragma once

#include <cstdint>

namespace pendule::app {

// Waits for the next input, at most `timeout_us`, so the loop does not sleep through a key press.
//
// SFML 2.5 has no waitEvent with a timeout and does not expose its X connection, so on X11 the
// waiter opens a second connection that also selects key events on the window (X delivers them to
// every client that asked) and blocks on its file descriptor: a key wakes the loop at once, and the
// press is taken from SFML's queue microseconds after it arrived. Clicks (which only one client may
// select) are seen at the timeout. Without X11 it simply sleeps.
class InputWaiter {
  public:
    // `window` is sf::Window::getSystemHandle() (an X Window id on Linux); 0: plain sleeping.
    explicit InputWaiter(unsigned long window);
    ~InputWaiter();
    InputWaiter(const InputWaiter&) = delete;
    InputWaiter& operator=(const InputWaiter&) = delete;

    void wait(std::int64_t timeout_us);
    bool watches_keys() const { return display_ != nullptr; }

  private:
    void* display_ = nullptr; // Display*, kept opaque: Xlib's macros stay out of the headers
    int fd_ = -1;
};

} // namespace pendule::app
