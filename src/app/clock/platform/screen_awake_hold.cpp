#include "app/clock/platform/screen_awake_hold.hpp"

#if defined(PENDULE_HAVE_XSS)
#include <X11/Xlib.h>
#include <X11/extensions/scrnsaver.h>
#elif defined(_WIN32)
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif

namespace pendule::app {

#if defined(PENDULE_HAVE_XSS)

ScreenAwakeHold::ScreenAwakeHold() {
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        how_ = "no X display";
        return;
    }
    int event_base = 0, error_base = 0, major = 0, minor = 0;
    // XScreenSaverSuspend came with the extension's version 1.1.
    if (!XScreenSaverQueryExtension(display, &event_base, &error_base) ||
        !XScreenSaverQueryVersion(display, &major, &minor) || major < 1 || (major == 1 && minor < 1)) {
        XCloseDisplay(display);
        how_ = "no MIT-SCREEN-SAVER 1.1 extension on the X server";
        return;
    }
    display_ = display;
    available_ = true;
    how_ = "x11-screensaver";
}

ScreenAwakeHold::~ScreenAwakeHold() {
    if (!display_)
        return;
    hold(false);
    XCloseDisplay(static_cast<Display*>(display_)); // would release it anyway
}

void ScreenAwakeHold::hold(bool awake) {
    if (!display_ || awake == holding_)
        return;
    auto* display = static_cast<Display*>(display_);
    XScreenSaverSuspend(display, awake ? True : False);
    XFlush(display);
    holding_ = awake;
}

#elif defined(_WIN32)

ScreenAwakeHold::ScreenAwakeHold() : available_(true), how_("windows") {}

ScreenAwakeHold::~ScreenAwakeHold() {
    hold(false);
}

void ScreenAwakeHold::hold(bool awake) {
    if (awake == holding_)
        return;
    SetThreadExecutionState(awake ? ES_CONTINUOUS | ES_DISPLAY_REQUIRED | ES_SYSTEM_REQUIRED : ES_CONTINUOUS);
    holding_ = awake;
}

#else

ScreenAwakeHold::ScreenAwakeHold() : how_("not built with the X11 screen saver extension") {}

ScreenAwakeHold::~ScreenAwakeHold() = default;

void ScreenAwakeHold::hold(bool awake) {
    holding_ = awake && available_;
}

#endif

} // namespace pendule::app
