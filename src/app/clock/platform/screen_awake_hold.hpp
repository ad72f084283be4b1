#pragma once

// Holds the screen awake while the clock's AwakeWatch (model/screen_awake.hpp) says so.
//
// On Linux, by both means that are there, at the same moments:
// - X11: the MIT-SCREEN-SAVER extension's XScreenSaverSuspend on a connection of its own, which
//   stops both the screen saver and DPMS (blanking, standby, power off) from coming on. The X server
//   counts a suspension per connection and ends it when the connection closes, so the hold cannot
//   outlive the program, even killed (kill -9): the kernel closes the socket and the server forgets it.
// - D-Bus: org.freedesktop.ScreenSaver.Inhibit on a private session bus connection
//   (dbus_screensaver.hpp), for the desktop lockers that ignore the X extension (GNOME, KDE, XFCE);
//   they drop the inhibitor when the connection's name leaves the bus, which a kill -9 does too.
// On Windows: SetThreadExecutionState on the loop's thread, which Windows drops when the process
// ends. Elsewhere (or with neither means) it does nothing, and available() says so.

#include "app/clock/platform/dbus_screensaver.hpp"

#include <memory>
#include <string>
#include <vector>

namespace pendule::app {

class ScreenAwakeHold {
  public:
    // `reason`: what a desktop may show of the D-Bus inhibitor ("A chess game is in progress").
    explicit ScreenAwakeHold(const std::string& reason);
    ~ScreenAwakeHold(); // released
    ScreenAwakeHold(const ScreenAwakeHold&) = delete;
    ScreenAwakeHold& operator=(const ScreenAwakeHold&) = delete;

    // Holds (true) or releases (false); nothing when already so. Never waits for an answer.
    void hold(bool awake);
    bool holding() const { return holding_; }
    bool available() const { return available_; }
    // How it holds ("x11-screensaver+dbus-screensaver", "x11-screensaver; not by dbus-screensaver:
    // no session bus (...)", "windows") or why it cannot ("x11-screensaver: no X display; ...").
    const std::string& how() const { return how_; }
    // Reads the answers that have come (the loop calls it every turn; it never waits), and what
    // happened since the last call, for the trace.
    std::vector<std::string> poll();

  private:
    void* display_ = nullptr; // Display*, opaque: Xlib's macros stay out of the headers
    std::unique_ptr<DbusScreenSaver> dbus_;
    bool available_ = false;
    bool holding_ = false;
    std::string how_;
};

} // namespace pendule::app
