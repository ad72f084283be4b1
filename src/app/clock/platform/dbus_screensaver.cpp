#include "app/clock/platform/dbus_screensaver.hpp"

#if defined(PENDULE_HAVE_DBUS)
#include <dbus/dbus.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#endif

#include <utility>

namespace pendule::app {

std::vector<std::string> DbusScreenSaver::take_notes() {
    std::vector<std::string> notes;
    notes.swap(notes_);
    return notes;
}

#if defined(PENDULE_HAVE_DBUS)

namespace {

constexpr const char* service = "org.freedesktop.ScreenSaver";
constexpr const char* object = "/org/freedesktop/ScreenSaver";

DBusConnection* as_connection(void* connection) {
    return static_cast<DBusConnection*>(connection);
}

// The answer to `call` within timeout_ms, or null. Not dbus_connection_send_with_reply_and_block:
// while the connection authenticates, that waits without end for a bus that never answers (measured
// with libdbus 1.14: a socket that accepts and stays silent held it past 15 s of a 500 ms timeout).
// The message is sent, then the connection read until the answer or the deadline.
DBusMessage* answer_within(DBusConnection* connection, DBusMessage* call, int timeout_ms) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    dbus_uint32_t serial = 0;
    if (!dbus_connection_send(connection, call, &serial))
        return nullptr;
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0 || !dbus_connection_read_write(connection, static_cast<int>(left)))
            return nullptr;
        while (DBusMessage* message = dbus_connection_pop_message(connection)) {
            if (dbus_message_get_reply_serial(message) == serial)
                return message;
            dbus_message_unref(message); // NameAcquired and the like: nothing we need
        }
    }
}

// The bus's own method `method` with `argument` (a string) or none, answered within timeout_ms;
// null with `why` set when it is not.
DBusMessage* ask_bus(DBusConnection* connection, const char* method, const char* argument, int timeout_ms,
                     std::string& why) {
    DBusMessage* call = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                     "org.freedesktop.DBus", method);
    if (!call) {
        why = "out of memory";
        return nullptr;
    }
    if (argument)
        dbus_message_append_args(call, DBUS_TYPE_STRING, &argument, DBUS_TYPE_INVALID);
    DBusMessage* reply = answer_within(connection, call, timeout_ms);
    dbus_message_unref(call);
    if (!reply) {
        why = std::string("the session bus did not answer ") + method + " within " +
              std::to_string(timeout_ms) + " ms";
    } else if (dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_ERROR) {
        const char* name = dbus_message_get_error_name(reply);
        why =
            std::string("the session bus refused ") + method + " (" + (name ? name : "no reason given") + ")";
        dbus_message_unref(reply);
        reply = nullptr;
    }
    return reply;
}

// The session bus's address: DBUS_SESSION_BUS_ADDRESS, or else, as sd-bus and GLib do, the socket
// $XDG_RUNTIME_DIR/bus where systemd's user bus listens (a desktop started without the variable
// exported still has it), when it is there: a socket owned by the user, as GLib requires. Empty,
// with `why` set, when there is neither.
std::string session_bus_address(std::string& why) {
    const char* named = std::getenv("DBUS_SESSION_BUS_ADDRESS");
    if (named && *named)
        return named;
    const char* runtime = std::getenv("XDG_RUNTIME_DIR");
    if (!runtime || *runtime != '/') {
        why = "no session bus (DBUS_SESSION_BUS_ADDRESS and XDG_RUNTIME_DIR unset)";
        return {};
    }
    const std::string path = std::string(runtime) + "/bus";
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISSOCK(info.st_mode) || info.st_uid != ::getuid()) {
        why = "no session bus (DBUS_SESSION_BUS_ADDRESS unset, no socket at " + path + ")";
        return {};
    }
    char* escaped = dbus_address_escape_value(path.c_str()); // a path with ',' or ';' stays one path
    if (!escaped) {
        why = "out of memory";
        return {};
    }
    std::string address = std::string("unix:path=") + escaped;
    dbus_free(escaped);
    return address;
}

} // namespace

DbusScreenSaver::DbusScreenSaver(std::string reason, int timeout_ms) : reason_(std::move(reason)) {
    const std::string address = session_bus_address(why_);
    if (address.empty())
        return;
    DBusError error;
    dbus_error_init(&error);
    // Private: never the connection libdbus would share with another library of the process
    // (OpenAL Soft may use the bus too), so that closing it or dying ends exactly our name.
    DBusConnection* connection = dbus_connection_open_private(address.c_str(), &error);
    if (!connection) {
        why_ = std::string("session bus not reached (") +
               (error.message ? error.message : "no reason given") + ")";
        dbus_error_free(&error);
        return;
    }
    dbus_connection_set_exit_on_disconnect(connection, FALSE); // a lost bus is no reason to stop the clock
    int fd = -1;
    if (dbus_connection_get_unix_fd(connection, &fd) && fd >= 0)
        ::fcntl(fd, F_SETFD, ::fcntl(fd, F_GETFD) | FD_CLOEXEC); // no child keeps our name alive
    // Hello (what dbus_bus_register sends, but with our timeout): the bus gives the unique name.
    DBusMessage* hello = ask_bus(connection, "Hello", nullptr, timeout_ms, why_);
    const char* name = nullptr;
    if (hello && dbus_message_get_args(hello, nullptr, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID))
        dbus_bus_set_unique_name(connection, name);
    if (hello)
        dbus_message_unref(hello);
    dbus_bool_t has_owner = FALSE;
    if (name) {
        if (DBusMessage* owner = ask_bus(connection, "NameHasOwner", service, timeout_ms, why_)) {
            dbus_message_get_args(owner, nullptr, DBUS_TYPE_BOOLEAN, &has_owner, DBUS_TYPE_INVALID);
            dbus_message_unref(owner);
            if (!has_owner)
                why_ = std::string("no ") + service + " on the session bus";
        }
    } else if (why_.empty()) {
        why_ = "the session bus gave no name";
    }
    if (!has_owner) {
        dbus_connection_close(connection);
        dbus_connection_unref(connection);
        return;
    }
    connection_ = connection;
}

DbusScreenSaver::~DbusScreenSaver() {
    if (!connection_)
        return;
    hold(false);
    poll(); // an answer already there
    if (!connection_)
        return; // lost meanwhile
    auto* connection = as_connection(connection_);
    dbus_connection_flush(connection);
    // Closing ends our name on the bus: the service drops whatever is left (an Inhibit unanswered).
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
}

void DbusScreenSaver::hold(bool awake) {
    wanted_ = awake;
    if (!connection_)
        return;
    if (!awake) {
        if (has_cookie_)
            send_uninhibit();
        return; // an Inhibit still unanswered is released when its cookie comes (poll)
    }
    if (has_cookie_ || pending_serial_ != 0)
        return;
    DBusMessage* call = dbus_message_new_method_call(service, object, service, "Inhibit");
    if (!call)
        return;
    const char* application = "Pendule";
    const char* reason = reason_.c_str();
    dbus_message_append_args(call, DBUS_TYPE_STRING, &application, DBUS_TYPE_STRING, &reason,
                             DBUS_TYPE_INVALID);
    dbus_uint32_t serial = 0;
    if (dbus_connection_send(as_connection(connection_), call, &serial)) {
        pending_serial_ = serial;
        dbus_connection_flush(as_connection(connection_));
    }
    dbus_message_unref(call);
    if (!dbus_connection_get_is_connected(as_connection(connection_)))
        lost("the session bus connection closed");
}

void DbusScreenSaver::send_uninhibit() {
    DBusMessage* call = dbus_message_new_method_call(service, object, service, "UnInhibit");
    if (!call)
        return;
    dbus_uint32_t cookie = cookie_;
    dbus_message_append_args(call, DBUS_TYPE_UINT32, &cookie, DBUS_TYPE_INVALID);
    dbus_message_set_no_reply(call, TRUE);
    if (dbus_connection_send(as_connection(connection_), call, nullptr))
        dbus_connection_flush(as_connection(connection_));
    dbus_message_unref(call);
    has_cookie_ = false;
    if (!dbus_connection_get_is_connected(as_connection(connection_))) {
        lost("the session bus connection closed"); // and with it the inhibitor, if the bus still runs
        return;
    }
    notes_.push_back("dbus-screensaver uninhibited cookie=" + std::to_string(cookie));
}

void DbusScreenSaver::poll() {
    // Only an Inhibit's answer is awaited (the bus sends nothing else we asked for): the loop's
    // turns cost no system call the rest of the time.
    if (!connection_ || pending_serial_ == 0)
        return;
    auto* connection = as_connection(connection_);
    if (!dbus_connection_read_write(connection, 0)) {
        lost("the session bus connection closed");
        return;
    }
    while (DBusMessage* message = dbus_connection_pop_message(connection)) {
        const int type = dbus_message_get_type(message);
        if (pending_serial_ != 0 && dbus_message_get_reply_serial(message) == pending_serial_) {
            pending_serial_ = 0;
            dbus_uint32_t cookie = 0;
            if (type == DBUS_MESSAGE_TYPE_METHOD_RETURN &&
                dbus_message_get_args(message, nullptr, DBUS_TYPE_UINT32, &cookie, DBUS_TYPE_INVALID)) {
                cookie_ = cookie;
                has_cookie_ = true;
                notes_.push_back("dbus-screensaver inhibited cookie=" + std::to_string(cookie));
                if (!wanted_)
                    send_uninhibit(); // released while the answer was on its way
            } else {
                const char* name = dbus_message_get_error_name(message);
                notes_.push_back(std::string("dbus-screensaver Inhibit refused: ") +
                                 (name ? name : "no answer"));
            }
        } else if (type == DBUS_MESSAGE_TYPE_SIGNAL &&
                   dbus_message_is_signal(message, DBUS_INTERFACE_LOCAL, "Disconnected")) {
            dbus_message_unref(message);
            lost("the session bus disconnected");
            return;
        }
        dbus_message_unref(message);
    }
}

void DbusScreenSaver::lost(const std::string& why) {
    notes_.push_back("dbus-screensaver lost: " + why);
    auto* connection = as_connection(connection_);
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
    connection_ = nullptr;
    has_cookie_ = false;
    pending_serial_ = 0;
    why_ = why;
}

#else

DbusScreenSaver::DbusScreenSaver(std::string reason, int)
    : reason_(std::move(reason)), why_("not built with D-Bus (libdbus-1)") {}

DbusScreenSaver::~DbusScreenSaver() = default;

void DbusScreenSaver::hold(bool awake) {
    wanted_ = awake;
}

void DbusScreenSaver::poll() {}

#endif

} // namespace pendule::app
