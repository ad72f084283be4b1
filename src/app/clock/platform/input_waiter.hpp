#pragma once

#include <cstdint>

namespace pendule::app {

// Waits for the next input, at most `timeout_us`, so the loop can sleep until its next deadline
// without sleeping through a press.
//
// SFML 2.5 has no waitEvent with a timeout and does not expose its X connection, so on X11 the
// waiter opens a second connection and blocks on its file descriptor:
// - key events selected on the window (X delivers them to every client that asked);
// - clicks and touches: only one client may select ButtonPress on a window (SFML does), so the
//   waiter asks the X Input extension 2 for raw button and touch events on the root window, which
//   every client may have. libXi is opened at run time (no build dependency); without it, or
//   without the extension, clicks are not seen by the waiter and watches_clicks() says so.
// The events on this connection are only a wake-up call: SFML's connection has the real ones, and
// the loop takes them from SFML's queue microseconds after they arrived.
// On Windows the window belongs to the loop's thread, whose message queue receives every key,
// click and touch: the waiter blocks in MsgWaitForMultipleObjects on that queue (no second
// connection needed), with the system's timer at 1 ms for the timeouts (timeBeginPeriod).
// Without a window it waits only for wake().
//
// The loop's other sources (the analysis thread, the hall's and the e-board's links) call wake()
// from their own threads when they have something: a pipe on POSIX, an event on Windows, waited on
// with the input, so the loop sleeps until its next deadline rather than looking at them on a timer.
class InputWaiter {
  public:
    InputWaiter();
    ~InputWaiter();
    InputWaiter(const InputWaiter&) = delete;
    InputWaiter& operator=(const InputWaiter&) = delete;

    // Waits for the window's input too from now on. `window` is sf::Window::getSystemHandle() (an X
    // Window id on Linux, an HWND on Windows); 0: none.
    void watch(std::uintptr_t window);
    // True when the window's input woke it; false after the timeout or a wake() (which needs no
    // second look at the input queue).
    bool wait(std::int64_t timeout_us);
    // Wakes the waiting wait() at once (or the next one): callable from any thread.
    void wake();
    bool watches_keys() const { return watches_keys_; }
    bool watches_clicks() const { return watches_clicks_; }
    // Whether its wake-up can come before the window's own queue has the input: on X11 the
    // waiter's connection may hear of a click a little before SFML's (the loop then looks again
    // shortly after); on Windows both read the same queue, so what woke the waiter is there.
    bool hears_before_window() const;
    // How it waits, for the trace: "x11+xi2", "x11", "win32" or "sleep" (no window).
    const char* how() const;

  private:
    void watch_clicks();

    void* display_ = nullptr; // Display*, kept opaque: Xlib's macros stay out of the headers
    void* xi_library_ = nullptr;
    int fd_ = -1;
    // What wake() signals: the pipe's two ends on POSIX, the event's handle (the first) on Windows.
    std::intptr_t wake_[2] = {-1, -1};
    bool watches_keys_ = false;
    bool watches_clicks_ = false;
};

} // namespace pendule::app
