// The screen kept awake on a Linux desktop (app/clock/platform/screen_awake_hold.hpp): the X
// server's MIT-SCREEN-SAVER extension when the build has its client library (PENDULE_HAVE_XSS, an
// optional package), and the desktop's org.freedesktop.ScreenSaver on the session bus.
#include "app/clock/platform/screen_awake_hold.hpp"

#if defined(PENDULE_HAVE_XSS)
#include <X11/Xlib.h>
#include <X11/extensions/scrnsaver.h>
#endif

namespace pendule::app {

namespace {

// A connection of our own to the X server with the MIT-SCREEN-SAVER extension 1.1, or null with `why`.
void* open_x11_screensaver(std::string& why) {
#if defined(PENDULE_HAVE_XSS)
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        why = "no X display";
        return nullptr;
    }
    int event_base = 0, error_base = 0, major = 0, minor = 0;
    // XScreenSaverSuspend came with the extension's version 1.1.
    if (!XScreenSaverQueryExtension(display, &event_base, &error_base) ||
        !XScreenSaverQueryVersion(display, &major, &minor) || major < 1 || (major == 1 && minor < 1)) {
        XCloseDisplay(display);
        why = "no MIT-SCREEN-SAVER 1.1 extension on the X server";
        return nullptr;
    }
    return display;
#else
    why = "not built with the X11 screen saver extension";
    return nullptr;
#endif
}

} // namespace

ScreenAwakeHold::ScreenAwakeHold(const std::string& reason) {
    std::string x11_why;
    display_ = open_x11_screensaver(x11_why);
    dbus_ = std::make_unique<DbusScreenSaver>(reason);
    available_ = display_ || dbus_->available();
    if (display_ && dbus_->available())
        how_ = "x11-screensaver+dbus-screensaver";
    else if (display_)
        how_ = "x11-screensaver; not by dbus-screensaver: " + dbus_->why();
    else if (dbus_->available())
        how_ = "dbus-screensaver; not by x11-screensaver: " + x11_why;
    else
        how_ = "x11-screensaver: " + x11_why + "; dbus-screensaver: " + dbus_->why();
}

ScreenAwakeHold::~ScreenAwakeHold() {
    hold(false);
    dbus_.reset(); // UnInhibit sent, the bus connection closed
#if defined(PENDULE_HAVE_XSS)
    if (display_)
        XCloseDisplay(static_cast<Display*>(display_)); // would release it anyway
#endif
}

void ScreenAwakeHold::hold(bool awake) {
    if (!available_ || awake == holding_)
        return;
#if defined(PENDULE_HAVE_XSS)
    if (auto* display = static_cast<Display*>(display_)) {
        XScreenSaverSuspend(display, awake ? True : False);
        XFlush(display);
    }
#endif
    dbus_->hold(awake);
    holding_ = awake;
}

std::vector<std::string> ScreenAwakeHold::poll() {
    dbus_->poll();
    return dbus_->take_notes();
}

} // namespace pendule::app
