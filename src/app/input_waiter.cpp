#include "app/input_waiter.hpp"

#include <chrono>
#include <thread>

#if defined(PENDULE_HAVE_X11)
#include <X11/Xlib.h>
#include <poll.h>
#endif

namespace pendule::app {

#if defined(PENDULE_HAVE_X11)

InputWaiter::InputWaiter(unsigned long window) {
    if (window == 0)
        return;
    Display* display = XOpenDisplay(nullptr);
    if (!display)
        return;
    XSelectInput(display, window, KeyPressMask | KeyReleaseMask | FocusChangeMask);
    XFlush(display);
    display_ = display;
    fd_ = ConnectionNumber(display);
}

InputWaiter::~InputWaiter() {
    if (display_)
        XCloseDisplay(static_cast<Display*>(display_));
}

void InputWaiter::wait(std::int64_t timeout_us) {
    if (!display_) {
        std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
        return;
    }
    auto* display = static_cast<Display*>(display_);
    if (XPending(display) == 0) {
        pollfd fd{fd_, POLLIN, 0};
        const timespec timeout{static_cast<time_t>(timeout_us / 1'000'000),
                               static_cast<long>(timeout_us % 1'000'000 * 1000)};
        ppoll(&fd, 1, &timeout, nullptr);
    }
    // Our copies of the events are only a wake-up call: SFML's connection has the same ones.
    while (XPending(display) > 0) {
        XEvent event;
        XNextEvent(display, &event);
    }
}

#else

InputWaiter::InputWaiter(unsigned long) {}
InputWaiter::~InputWaiter() = default;

void InputWaiter::wait(std::int64_t timeout_us) {
    std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
}

#endif

} // namespace pendule::app
