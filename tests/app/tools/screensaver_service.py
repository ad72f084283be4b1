#!/usr/bin/env python3
"""A desktop's org.freedesktop.ScreenSaver for the awake test, on the session bus that
DBUS_SESSION_BUS_ADDRESS names: it records each Inhibit and UnInhibit with the caller's unique bus
name and process id, and, as GNOME's, KDE's and XFCE's services do, drops a caller's inhibitors
when the bus says (NameOwnerChanged) that the caller's name has gone.

    screensaver_service.py LOG [--inhibit-delay-ms MS]

Each event is a line of LOG, written at once:
    ready NAME
    inhibit SENDER pid=PID cookie=C app=APPLICATION reason=REASON held=N
    uninhibit SENDER cookie=C held=N          (or: uninhibit SENDER cookie=C unknown held=N)
    gone SENDER dropped=K held=N              (a caller that had inhibited left the bus)
held is how many inhibitors are left in all. --inhibit-delay-ms answers Inhibit that much later
(a slow desktop: the clock must not wait for it). Stops on SIGTERM.
"""
import signal
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.ScreenSaver"
PATH = "/org/freedesktop/ScreenSaver"


class ScreenSaver(dbus.service.Object):
    def __init__(self, bus, log, delay_ms):
        super().__init__(bus, PATH)
        self.bus = bus
        self.log = log
        self.delay_ms = delay_ms
        self.next_cookie = 1
        self.held = {}  # cookie -> sender
        self.callers = set()  # every sender that ever inhibited
        self.daemon = dbus.Interface(bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus"),
                                     "org.freedesktop.DBus")
        bus.add_signal_receiver(self.name_owner_changed, signal_name="NameOwnerChanged",
                                dbus_interface="org.freedesktop.DBus", bus_name="org.freedesktop.DBus")

    def write(self, line):
        self.log.write(line + "\n")
        self.log.flush()

    @dbus.service.method(NAME, in_signature="ss", out_signature="u", sender_keyword="sender",
                         async_callbacks=("reply", "error"))
    def Inhibit(self, application, reason, sender=None, reply=None, error=None):
        cookie = self.next_cookie
        self.next_cookie += 1
        self.held[cookie] = sender
        self.callers.add(sender)
        pid = self.daemon.GetConnectionUnixProcessID(sender)
        self.write(f"inhibit {sender} pid={pid} cookie={cookie} app={application} reason={reason} "
                   f"held={len(self.held)}")
        if self.delay_ms > 0:
            GLib.timeout_add(self.delay_ms, lambda: (reply(dbus.UInt32(cookie)), False)[1])
        else:
            reply(dbus.UInt32(cookie))

    @dbus.service.method(NAME, in_signature="u", out_signature="", sender_keyword="sender")
    def UnInhibit(self, cookie, sender=None):
        known = self.held.get(int(cookie)) == sender
        if known:
            del self.held[int(cookie)]
        self.write(f"uninhibit {sender} cookie={int(cookie)}{'' if known else ' unknown'} held={len(self.held)}")

    def name_owner_changed(self, name, old_owner, new_owner):
        if new_owner or name not in self.callers:
            return
        dropped = [cookie for cookie, sender in self.held.items() if sender == name]
        for cookie in dropped:
            del self.held[cookie]
        self.write(f"gone {name} dropped={len(dropped)} held={len(self.held)}")


def main():
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--inhibit-delay-ms"):
        sys.exit("usage: screensaver_service.py LOG [--inhibit-delay-ms MS]")
    delay_ms = int(sys.argv[3]) if len(sys.argv) == 4 else 0
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    log = open(sys.argv[1], "a", encoding="utf-8")
    service = ScreenSaver(bus, log, delay_ms)
    if bus.request_name(NAME, dbus.bus.NAME_FLAG_DO_NOT_QUEUE) != dbus.bus.REQUEST_NAME_REPLY_PRIMARY_OWNER:
        sys.exit(f"screensaver_service.py: {NAME} is already owned on this bus")
    loop = GLib.MainLoop()
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, loop.quit)
    service.write(f"ready {bus.get_unique_name()}")
    loop.run()


if __name__ == "__main__":
    main()
