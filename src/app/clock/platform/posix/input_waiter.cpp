// The input waiter on X11 (app/clock/platform/input_waiter.hpp): a second connection to the X
// server, its keys, and the X Input extension's raw clicks and touches.
#include "app/clock/platform/input_waiter.hpp"

#include <X11/Xlib.h>
#include <X11/extensions/XI2.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace pendule::app {

namespace {

// The two entry points of libXi used here, declared as XInput2.h declares them (libXi's headers
// are not needed to build; the library is opened at run time).
struct XiEventMask {
    int deviceid;
    int mask_len;
    unsigned char* mask;
};
using QueryVersionFn = int (*)(Display*, int*, int*);
using SelectEventsFn = int (*)(Display*, Window, XiEventMask*, int);

} // namespace

InputWaiter::InputWaiter() {
    // Both ends non-blocking: a wake() never waits for the loop, and the loop drains what came.
    int fds[2] = {-1, -1};
    if (pipe2(fds, O_NONBLOCK | O_CLOEXEC) == 0) {
        wake_[0] = fds[0];
        wake_[1] = fds[1];
    }
}

void InputWaiter::watch(std::uintptr_t window) {
    if (window == 0 || display_)
        return;
    Display* display = XOpenDisplay(nullptr);
    if (!display)
        return;
    XSelectInput(display, static_cast<Window>(window), KeyPressMask | KeyReleaseMask | FocusChangeMask);
    XFlush(display);
    display_ = display;
    watches_keys_ = true;
    fd_ = ConnectionNumber(display);
    watch_clicks();
}

void InputWaiter::watch_clicks() {
    auto* display = static_cast<Display*>(display_);
    int opcode = 0;
    int first_event = 0;
    int first_error = 0;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &first_event, &first_error))
        return;
    xi_library_ = dlopen("libXi.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!xi_library_)
        return;
    const auto query_version = reinterpret_cast<QueryVersionFn>(dlsym(xi_library_, "XIQueryVersion"));
    const auto select_events = reinterpret_cast<SelectEventsFn>(dlsym(xi_library_, "XISelectEvents"));
    if (!query_version || !select_events)
        return;
    int major = 2;
    int minor = 2; // touch events came with 2.2
    if (query_version(display, &major, &minor) != Success || major < 2)
        return;
    unsigned char bits[XIMaskLen(XI_RawTouchBegin)] = {};
    XISetMask(bits, XI_RawButtonPress);
    if (minor >= 2)
        XISetMask(bits, XI_RawTouchBegin); // a 2.0 server would refuse the bit
    // Raw events go to the root window, to every client that selected them, grabs or not.
    XiEventMask mask{XIAllMasterDevices, static_cast<int>(sizeof bits), bits};
    if (select_events(display, XDefaultRootWindow(display), &mask, 1) != Success)
        return;
    XSync(display, False);
    watches_clicks_ = true;
}

bool InputWaiter::hears_before_window() const {
    return watches_keys_;
}

const char* InputWaiter::how() const {
    return watches_clicks_ ? "x11+xi2" : watches_keys_ ? "x11" : "sleep";
}

InputWaiter::~InputWaiter() {
    if (display_)
        XCloseDisplay(static_cast<Display*>(display_));
    if (xi_library_)
        dlclose(xi_library_);
    for (const std::intptr_t fd : wake_)
        if (fd >= 0)
            close(static_cast<int>(fd));
}

void InputWaiter::wake() {
    if (wake_[1] < 0)
        return;
    const char byte = 1;
    // A full pipe already holds a wake-up: nothing is lost by not writing.
    [[maybe_unused]] const ssize_t written = write(static_cast<int>(wake_[1]), &byte, 1);
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    auto* display = static_cast<Display*>(display_);
    bool woken = false;
    if (timeout_us > 0 && !(display && XPending(display) > 0)) {
        pollfd fds[2] = {{static_cast<int>(wake_[0]), POLLIN, 0}, {display ? fd_ : -1, POLLIN, 0}};
        const timespec timeout{static_cast<time_t>(timeout_us / 1'000'000),
                               static_cast<long>(timeout_us % 1'000'000 * 1000)};
        ppoll(fds, 2, &timeout, nullptr);
    }
    // What wake() wrote is drained: it only ended the wait.
    char bytes[64];
    while (wake_[0] >= 0 && read(static_cast<int>(wake_[0]), bytes, sizeof bytes) > 0)
        continue;
    // Our copies of the events are only a wake-up call: SFML's connection has the same ones.
    while (display && XPending(display) > 0) {
        XEvent event;
        XNextEvent(display, &event);
        woken = true;
    }
    return woken;
}

} // namespace pendule::app
