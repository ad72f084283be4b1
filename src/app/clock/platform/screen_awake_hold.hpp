#pragma once

// Holds the screen awake (issue 30) while the clock's AwakeWatch (model/screen_awake.hpp) says so.
//
// On X11: the MIT-SCREEN-SAVER extension's XScreenSaverSuspend on a connection of its own, which
// stops both the screen saver and DPMS (blanking, standby, power off) from coming on. The X server
// counts a suspension per connection and ends it when the connection closes, so the hold cannot
// outlive the program, even killed (kill -9): the kernel closes the socket and the server forgets it.
// On Windows: SetThreadExecutionState on the loop's thread, which Windows drops when the process
// ends. Elsewhere (or without the extension) it does nothing, and available() says so.

#include <string>

namespace pendule::app {

class ScreenAwakeHold {
  public:
    ScreenAwakeHold();
    ~ScreenAwakeHold(); // released
    ScreenAwakeHold(const ScreenAwakeHold&) = delete;
    ScreenAwakeHold& operator=(const ScreenAwakeHold&) = delete;

    // Holds (true) or releases (false); nothing when already so.
    void hold(bool awake);
    bool holding() const { return holding_; }
    bool available() const { return available_; }
    // How it holds ("x11-screensaver", "windows") or why it cannot ("no X display", ...).
    const std::string& how() const { return how_; }

  private:
    void* display_ = nullptr; // Display*, opaque: Xlib's macros stay out of the headers
    bool available_ = false;
    bool holding_ = false;
    std::string how_;
};

} // namespace pendule::app
