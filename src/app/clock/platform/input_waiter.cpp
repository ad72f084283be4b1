#include "app/clock/platform/input_waiter.hpp"

#include <chrono>
#include <thread>

#if defined(_WIN32)
#include <windows.h>
// After windows.h, which it needs.
#include <timeapi.h>
#elif defined(PENDULE_HAVE_X11)
#include <X11/Xlib.h>
#include <X11/extensions/XI2.h>
#include <dlfcn.h>
#include <poll.h>
#endif

namespace pendule::app {

#if defined(_WIN32)

InputWaiter::InputWaiter(std::uintptr_t window) {
    if (window == 0)
        return;
    // Timeouts to the millisecond rather than the default tick of 15.6 ms (SFML's sleep does the same).
    timeBeginPeriod(1);
    watches_keys_ = true;
    watches_clicks_ = true;
}

InputWaiter::~InputWaiter() {
    if (watches_keys_)
        timeEndPeriod(1);
}

void InputWaiter::watch_clicks() {}

const char* InputWaiter::how() const {
    return watches_keys_ ? "win32" : "sleep";
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    if (timeout_us <= 0)
        return false;
    if (!watches_keys_) {
        std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
        return false;
    }
    // Rounded up: waking before the deadline would only make the loop wait again.
    const auto timeout_ms = static_cast<DWORD>((timeout_us + 999) / 1000);
    // Any new message for this thread (keys, mouse, touch, paint, posted): SFML has taken every
    // earlier one from the queue (pollEvent) before the loop waits.
    return MsgWaitForMultipleObjects(0, nullptr, FALSE, timeout_ms, QS_ALLINPUT) == WAIT_OBJECT_0;
}

#elif defined(PENDULE_HAVE_X11)

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

InputWaiter::InputWaiter(std::uintptr_t window) {
    if (window == 0)
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

const char* InputWaiter::how() const {
    return watches_clicks_ ? "x11+xi2" : watches_keys_ ? "x11" : "sleep";
}

InputWaiter::~InputWaiter() {
    if (display_)
        XCloseDisplay(static_cast<Display*>(display_));
    if (xi_library_)
        dlclose(xi_library_);
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    if (timeout_us <= 0)
        return false;
    if (!display_) {
        std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
        return false;
    }
    auto* display = static_cast<Display*>(display_);
    bool woken = false;
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
        woken = true;
    }
    return woken;
}

#else

InputWaiter::InputWaiter(std::uintptr_t) {}
InputWaiter::~InputWaiter() = default;
void InputWaiter::watch_clicks() {}

const char* InputWaiter::how() const {
    return "sleep";
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    if (timeout_us > 0)
        std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
    return false;
}

#endif

} // namespace pendule::app
