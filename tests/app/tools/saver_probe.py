#!/usr/bin/env python3
"""The X server's screen saver, watched: sets its timeout, then writes its state every
100 ms until killed, one line "MS STATE" (MS since the probe started, STATE off, on, cycle or
disabled), through XScreenSaverQueryInfo (libXss, loaded with ctypes: nothing to build).

    saver_probe.py TIMEOUT_SECONDS OUTFILE

Being an X client all along, it also keeps Xvfb from resetting its settings when the clock exits
(Xvfb resets when its last client disconnects)."""
import ctypes
import ctypes.util
import sys
import time


class Info(ctypes.Structure):
    _fields_ = [("window", ctypes.c_ulong), ("state", ctypes.c_int), ("kind", ctypes.c_int),
                ("til_or_since", ctypes.c_ulong), ("idle", ctypes.c_ulong), ("event_mask", ctypes.c_ulong)]


def load(name, soname):
    path = ctypes.util.find_library(name) or soname
    try:
        return ctypes.CDLL(path)
    except OSError as error:
        sys.exit(f"saver_probe: cannot load {soname} ({error}); Debian: libx11-6, libxss1")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: saver_probe.py TIMEOUT_SECONDS OUTFILE")
    timeout = int(sys.argv[1])
    x11 = load("X11", "libX11.so.6")
    xss = load("Xss", "libXss.so.1")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XSetScreenSaver.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xss.XScreenSaverQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                               ctypes.POINTER(ctypes.c_int)]
    xss.XScreenSaverAllocInfo.restype = ctypes.POINTER(Info)
    xss.XScreenSaverQueryInfo.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(Info)]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("saver_probe: cannot open the X display")
    event_base, error_base = ctypes.c_int(), ctypes.c_int()
    if not xss.XScreenSaverQueryExtension(display, ctypes.byref(event_base), ctypes.byref(error_base)):
        sys.exit("saver_probe: the X server has no MIT-SCREEN-SAVER extension")
    # timeout, no cycling, blanking preferred, exposures allowed (xset s TIMEOUT).
    x11.XSetScreenSaver(display, timeout, 0, 1, 1)
    x11.XSync(display, 0)
    info = xss.XScreenSaverAllocInfo()
    root = x11.XDefaultRootWindow(display)
    names = {0: "off", 1: "on", 2: "cycle", 3: "disabled"}
    start = time.monotonic()
    with open(sys.argv[2], "w", buffering=1) as out:
        while True:
            if not xss.XScreenSaverQueryInfo(display, root, info):
                sys.exit("saver_probe: XScreenSaverQueryInfo failed")
            out.write(f"{int((time.monotonic() - start) * 1000)} {names.get(info.contents.state, '?')}\n")
            time.sleep(0.1)


main()
