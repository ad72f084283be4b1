#!/usr/bin/env python3
"""Sends N alternating Shift presses to the X display through XTest and prints, for each, the
CLOCK_MONOTONIC time (microseconds) just before the key-down event left this process. pendule's
--trace prints the same clock's time when it took the event from its queue (event_us) and when the
press was on the clock (applied_us) and journaled (recorded_us), so together they give the latency.

With "clicks", left-button clicks on the left and right faces of a 1280x720 window at the origin
instead (the pointer is moved there first, then the button goes down: only the button wakes pendule).

With SEND_KEYS_CLOCK=raw in the environment, the times are CLOCK_MONOTONIC_RAW's instead: Wine's
QueryPerformanceCounter (std::chrono::steady_clock in pendule.exe) reads that clock.

usage: send_keys.py COUNT INTERVAL_MS [clicks]"""
import ctypes
import os
import sys
import time

count, interval_ms = int(sys.argv[1]), int(sys.argv[2])
clicks = len(sys.argv) > 3 and sys.argv[3] == "clicks"
clock = time.CLOCK_MONOTONIC_RAW if os.environ.get("SEND_KEYS_CLOCK") == "raw" else time.CLOCK_MONOTONIC
x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]

display = x11.XOpenDisplay(None)
if not display:
    sys.exit("send_keys.py: cannot open the display")
keys = [x11.XKeysymToKeycode(display, 0xFFE1), x11.XKeysymToKeycode(display, 0xFFE2)]  # Shift_L, Shift_R
faces = [(300, 450), (950, 450)]  # the left and right faces' lower halves
for i in range(count):
    side = 'left' if i % 2 == 0 else 'right'
    if clicks:
        xtst.XTestFakeMotionEvent(display, -1, faces[i % 2][0], faces[i % 2][1], 0)
        x11.XSync(display, 0)
        time.sleep(0.05)
    sent_us = time.clock_gettime_ns(clock) // 1000
    if clicks:
        xtst.XTestFakeButtonEvent(display, 1, 1, 0)
    else:
        xtst.XTestFakeKeyEvent(display, keys[i % 2], 1, 0)
    x11.XFlush(display)
    print(f"sent {side} {sent_us}", flush=True)
    time.sleep(0.02)
    if clicks:
        xtst.XTestFakeButtonEvent(display, 1, 0, 0)
    else:
        xtst.XTestFakeKeyEvent(display, keys[i % 2], 0, 0)
    x11.XSync(display, 0)
    time.sleep(interval_ms / 1000)
