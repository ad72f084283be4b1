#pragma once

// The freedesktop screen saver inhibitor, for the desktop lockers that ignore the X
// screen saver extension (GNOME, KDE, XFCE): org.freedesktop.ScreenSaver.Inhibit(application,
// reason) -> cookie on /org/freedesktop/ScreenSaver, UnInhibit(cookie) to release.
//
// It talks on a private connection of its own to the session bus named by DBUS_SESSION_BUS_ADDRESS,
// or when that is unset the user bus's socket at $XDG_RUNTIME_DIR/bus, as sd-bus and GLib find it
// (never a connection shared with a library in the same process, nor one a child could inherit:
// close-on-exec), so its unique bus name lives exactly as long as the program: the desktop services
// drop a client's inhibitors when its name leaves the bus, which a kill -9 does too (the kernel
// closes the socket). Connecting asks the bus twice (Hello, then whether the service is there),
// each with a short timeout, once at the start; afterwards nothing waits: hold() sends and returns,
// and poll(), called by the loop, reads what has come without blocking.
// Linux only: elsewhere (or without libdbus-1) it is never available.

#include <cstdint>
#include <string>
#include <vector>

namespace pendule::app {

class DbusScreenSaver {
  public:
    // Connects; `reason` is what the desktop may show ("A chess game is in progress"), timeout_ms
    // how long it may wait for each answer of the bus at the start.
    explicit DbusScreenSaver(std::string reason, int timeout_ms = 500);
    ~DbusScreenSaver(); // UnInhibit if held, the connection closed
    DbusScreenSaver(const DbusScreenSaver&) = delete;
    DbusScreenSaver& operator=(const DbusScreenSaver&) = delete;

    bool available() const { return connection_ != nullptr; }
    // Why it is not available ("no session bus (DBUS_SESSION_BUS_ADDRESS unset, no socket at
    // $XDG_RUNTIME_DIR/bus)", ...).
    const std::string& why() const { return why_; }

    // Inhibits (true) or releases (false); sends at once, never waits for the answer.
    void hold(bool awake);
    // While an Inhibit's answer is awaited, reads what has come (never waits): the cookie, a
    // refusal, a lost bus.
    void poll();
    // What happened since the last call, for the trace ("dbus-screensaver inhibited cookie=7", ...).
    std::vector<std::string> take_notes();

  private:
    void send_uninhibit();
    void lost(const std::string& why);

    void* connection_ = nullptr; // DBusConnection*, opaque: libdbus stays out of the headers
    std::string reason_;
    std::string why_;
    bool wanted_ = false;
    bool has_cookie_ = false;
    std::uint32_t cookie_ = 0;
    std::uint32_t pending_serial_ = 0; // the Inhibit call waiting for its answer; 0: none
    std::vector<std::string> notes_;
};

} // namespace pendule::app
